// Registry sync throughput: the real snapshot (from its file and over HTTP from a loopback stand-in), and
// a synthetic registry of 100,000 versions. Baseline in the same run: paging through the same stand-in
// and validating every item without storing anything, so the ratio is what the database costs.
import { parseListItem } from '../checker/sync/registry-item.js';
import { fetchRegistryPage } from '../checker/sync/registry-source.js';
import { runSync } from '../checker/sync/run-sync.js';
import { startRegistryStandIn, type ListItem } from '../demo/registry-stand-in.js';
import { SNAPSHOT_PATH, snapshotItems } from '../tests/helpers/snapshot.js';
import { benchCluster, benchDatabase, table, timed } from './helpers.js';
import { reportTarget } from './targets.js';

function synthetic(total: number): unknown[] {
  const base = (snapshotItems() as ListItem[]).filter((i) => i._meta['io.modelcontextprotocol.registry/official'].isLatest);
  const versionsPerName = 4;
  const out: unknown[] = [];
  for (let n = 0; out.length < total; n++) {
    const src = base[n % base.length]!;
    const name = `${src.server.name}-s${Math.floor(n / base.length)}`;
    for (let v = 1; v <= versionsPerName && out.length < total; v++) {
      const t = new Date(Date.UTC(2025, 0, 1) + n * 60_000 + v * 1000).toISOString();
      out.push({
        server: { ...src.server, name, version: `${v}.0.0` },
        _meta: {
          'io.modelcontextprotocol.registry/official': { status: 'active', publishedAt: t, updatedAt: t, isLatest: v === versionsPerName },
        },
      });
    }
  }
  return out;
}

async function baseline(url: string): Promise<number> {
  let cursor: string | null = null;
  let n = 0;
  do {
    const page = await fetchRegistryPage(url, { cursor, updatedSince: null, limit: 100 });
    for (const item of page.items) if (parseListItem(item).ok) n++;
    cursor = page.nextCursor;
  } while (cursor);
  return n;
}

const cluster = await benchCluster();
const rows: (string | number)[][] = [];
try {
  const real = snapshotItems();
  const fileDb = await benchDatabase(cluster, 'bench_sync_file');
  const file = await timed(() => runSync(fileDb, { source: { kind: 'file', path: SNAPSHOT_PATH }, progress: false }));
  const again = await timed(() => runSync(fileDb, { source: { kind: 'file', path: SNAPSHOT_PATH }, progress: false }));
  await fileDb.close();

  for (const [label, items] of [
    ['real snapshot, HTTP', real],
    ['synthetic 100,000 versions, HTTP', synthetic(100_000)],
  ] as const) {
    const reg = await startRegistryStandIn({ items: items as unknown[] });
    const db = await benchDatabase(cluster, `bench_sync_${rows.length}`);
    const base = await timed(() => baseline(reg.url));
    const sync = await timed(() => runSync(db, { source: { kind: 'registry', url: reg.url }, progress: false }));
    const stored = sync.value.counts.new;
    if (label.startsWith('synthetic')) {
      reportTarget({
        key: 'sync-100k',
        result: `${Math.round(items.length / (sync.ms / 1000))} versions/s (${(sync.ms / 1000).toFixed(1)} s)`,
        floor: `paging + validating: ${Math.round(items.length / (base.ms / 1000))} versions/s`,
        ratio: (base.ms / sync.ms).toFixed(2),
        met: base.ms / sync.ms >= 0.7,
      });
    }
    rows.push([
      label,
      items.length,
      stored,
      Math.round(sync.ms),
      Math.round(stored / (sync.ms / 1000)),
      Math.round(items.length / (sync.ms / 1000)),
      Math.round(base.ms),
      (sync.ms / base.ms).toFixed(1),
    ]);
    await db.close();
    await reg.close();
  }
  rows.unshift(
    [
      'real snapshot, file',
      real.length,
      file.value.counts.new,
      Math.round(file.ms),
      Math.round(file.value.counts.new / (file.ms / 1000)),
      Math.round(real.length / (file.ms / 1000)),
      '-',
      '-',
    ],
    [
      'real snapshot, file, second run (no change)',
      real.length,
      0,
      Math.round(again.ms),
      '-',
      Math.round(real.length / (again.ms / 1000)),
      '-',
      '-',
    ],
  );
  console.log(
    table(['source', 'versions', 'servers stored', 'ms', 'servers/s', 'versions/s', 'baseline ms (fetch+validate only)', 'ratio'], rows),
  );
} finally {
  await cluster.stop();
}
