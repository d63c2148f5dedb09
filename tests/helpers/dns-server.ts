// A tiny authoritative DNS server on 127.0.0.1 (UDP, node:dgram) for tests: A, AAAA and TXT answers
// from a mutable table, NXDOMAIN for unknown names. Point node:dns/promises at it with resolver(): test
// names never reach the system resolver or the network.
import dgram from 'node:dgram';
import { Resolver } from 'node:dns/promises';
import type { ResolvedAddress } from '../../net/resolver.js';

type RecordType = 'A' | 'AAAA' | 'TXT';
const TYPE_CODE: Record<RecordType, number> = { A: 1, AAAA: 28, TXT: 16 };

export interface LoopbackDns {
  port: number;
  /** Replaces the records of one name and type (TXT values: one string per record). */
  set(name: string, type: RecordType, values: string[]): void;
  remove(name: string, type?: RecordType): void;
  queries: { name: string; type: number }[];
  /** A node:dns/promises Resolver that asks only this server. */
  resolver(): Resolver;
  /** A and AAAA through this server, in the safe client's resolver shape. */
  addressResolver(): (host: string) => Promise<ResolvedAddress[]>;
  close(): Promise<void>;
}

function readName(buf: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let i = offset;
  while (i < buf.length) {
    const len = buf[i]!;
    if (len === 0) return { name: labels.join('.'), end: i + 1 };
    if ((len & 0xc0) !== 0) throw new Error('compressed names are not expected in a query');
    labels.push(buf.subarray(i + 1, i + 1 + len).toString('latin1'));
    i += 1 + len;
  }
  throw new Error('truncated name');
}

function ipv6Bytes(addr: string): Buffer {
  const [head, tail] = addr.includes('::') ? addr.split('::') : [addr, undefined];
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = tail === undefined ? h : [...h, ...Array(8 - h.length - t.length).fill('0'), ...t];
  const out = Buffer.alloc(16);
  groups.forEach((g, i) => out.writeUInt16BE(parseInt(g || '0', 16), i * 2));
  return out;
}

function rdata(type: RecordType, value: string): Buffer {
  if (type === 'A') return Buffer.from(value.split('.').map(Number));
  if (type === 'AAAA') return ipv6Bytes(value);
  const bytes = Buffer.from(value, 'utf8');
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length || i === 0; i += 255) {
    const part = bytes.subarray(i, i + 255);
    chunks.push(Buffer.from([part.length]), part);
    if (bytes.length === 0) break;
  }
  return Buffer.concat(chunks);
}

export async function startLoopbackDns(): Promise<LoopbackDns> {
  const table = new Map<string, Partial<Record<RecordType, string[]>>>();
  const queries: { name: string; type: number }[] = [];
  const socket = dgram.createSocket('udp4');
  socket.on('message', (msg, rinfo) => {
    try {
      const id = msg.readUInt16BE(0);
      const q = readName(msg, 12);
      const qtype = msg.readUInt16BE(q.end);
      const question = msg.subarray(12, q.end + 4);
      const name = q.name.toLowerCase();
      queries.push({ name, type: qtype });
      const entry = table.get(name);
      const type = (Object.keys(TYPE_CODE) as RecordType[]).find((t) => TYPE_CODE[t] === qtype);
      const values = entry && type ? (entry[type] ?? []) : [];
      const rcode = entry ? 0 : 3; // NXDOMAIN for unknown names
      const header = Buffer.alloc(12);
      header.writeUInt16BE(id, 0);
      header.writeUInt16BE(0x8400 | (msg.readUInt16BE(2) & 0x0100) | 0x0080 | rcode, 2); // QR, AA, RD copied, RA
      header.writeUInt16BE(1, 4);
      header.writeUInt16BE(values.length, 6);
      const answers = values.map((v) => {
        const data = rdata(type!, v);
        const rr = Buffer.alloc(12);
        rr.writeUInt16BE(0xc00c, 0);
        rr.writeUInt16BE(qtype, 2);
        rr.writeUInt16BE(1, 4);
        rr.writeUInt32BE(0, 6);
        rr.writeUInt16BE(data.length, 10);
        return Buffer.concat([rr, data]);
      });
      socket.send(Buffer.concat([header, question, ...answers]), rinfo.port, rinfo.address);
    } catch {
      // A malformed query gets no answer, as from a real server that drops it.
    }
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const port = socket.address().port;
  const resolver = () => {
    const r = new Resolver({ timeout: 1000, tries: 1 });
    r.setServers([`127.0.0.1:${port}`]);
    return r;
  };
  return {
    port,
    queries,
    set(name, type, values) {
      const key = name.toLowerCase();
      table.set(key, { ...table.get(key), [type]: values });
    },
    remove(name, type) {
      const key = name.toLowerCase();
      if (!type) table.delete(key);
      else {
        const e = table.get(key);
        if (e) delete e[type];
      }
    },
    resolver,
    addressResolver() {
      const r = resolver();
      return async (host) => {
        const out: ResolvedAddress[] = [];
        for (const a of await r.resolve4(host).catch(() => [] as string[])) out.push({ address: a, family: 4 });
        for (const a of await r.resolve6(host).catch(() => [] as string[])) out.push({ address: a, family: 6 });
        if (out.length === 0) throw Object.assign(new Error(`no address for ${host}`), { code: 'ENOTFOUND' });
        return out;
      };
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
