// Judges one fetched document: is it there, and does it hold up. Pure (no I/O), so every verdict is
// tested on bytes. Our own schemas (core/discovery/server-card.ts) are the yardstick for other sites'
// cards and catalogs: a card that fails them is "present but invalid", with the first problem named.
import type { z } from 'zod';
import { CatalogSchema, SERVER_CARD_MEDIA_TYPE, ServerCardSchema } from '../../core/discovery/server-card.js';
import type { CardDoc, CatalogDoc, FetchedDoc } from '../../core/surfaces/results.js';

export interface Fetched {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** `ok` carries the body for the kind-specific judgement; otherwise the doc is final. */
type Base = { doc: FetchedDoc; text: string | null };

function base(url: string, res: Fetched): Base {
  if (res.status === 404 || res.status === 410) return { doc: { url, outcome: 'absent', httpStatus: res.status }, text: null };
  if (res.status < 200 || res.status > 299) {
    const error = res.status >= 300 && res.status < 400 ? `redirect ${res.status} (not followed)` : `http ${res.status}`;
    return { doc: { url, outcome: 'error', httpStatus: res.status, error }, text: null };
  }
  const text = res.body.toString('utf8');
  // Many sites answer every unknown path with their HTML app shell and a 200: that is "not published".
  if (/html/i.test(res.headers['content-type'] ?? '') || /^\s*</.test(text)) {
    return { doc: { url, outcome: 'absent', httpStatus: res.status }, text: null };
  }
  return { doc: { url, outcome: 'present', httpStatus: res.status }, text };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'does not match the schema';
  const where = issue.path.length ? issue.path.map(String).join('.') : '(document)';
  return `${where}: ${issue.message}`.slice(0, 300);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function judgeServerCard(url: string, res: Fetched): CardDoc {
  const { doc, text } = base(url, res);
  if (text === null) return doc;
  const json = parseJson(text);
  if (!json.ok) return { ...doc, valid: false, problem: 'not JSON' };
  const remotes = isObject(json.value) && Array.isArray(json.value.remotes) ? json.value.remotes : [];
  const remoteUrls = remotes.flatMap((r) => (isObject(r) && typeof r.url === 'string' ? [r.url] : []));
  const parsed = ServerCardSchema.safeParse(json.value);
  return parsed.success ? { ...doc, valid: true, remoteUrls } : { ...doc, valid: false, problem: firstProblem(parsed.error), remoteUrls };
}

export function judgeCatalog(url: string, res: Fetched): CatalogDoc {
  const { doc, text } = base(url, res);
  if (text === null) return doc;
  const json = parseJson(text);
  if (!json.ok) return { ...doc, valid: false, problem: 'not JSON' };
  const entries = isObject(json.value) && Array.isArray(json.value.entries) ? json.value.entries : [];
  const cardUrls: string[] = [];
  for (const e of entries) {
    if (!isObject(e) || e.type !== SERVER_CARD_MEDIA_TYPE || typeof e.url !== 'string') continue;
    try {
      cardUrls.push(new URL(e.url, url).toString());
    } catch {
      // an entry with an unusable url points nowhere
    }
  }
  const parsed = CatalogSchema.safeParse(json.value);
  return parsed.success ? { ...doc, valid: true, cardUrls } : { ...doc, valid: false, problem: firstProblem(parsed.error), cardUrls };
}

/** An A2A agent card: we only note that one is published (a JSON object naming the agent). */
export function judgeAgentCard(url: string, res: Fetched): FetchedDoc {
  const { doc, text } = base(url, res);
  if (text === null) return doc;
  const json = parseJson(text);
  if (!json.ok) return { ...doc, valid: false, problem: 'not JSON' };
  return isObject(json.value) && typeof json.value.name === 'string'
    ? { ...doc, valid: true }
    : { ...doc, valid: false, problem: 'name: expected a string' };
}

// The Official Registry's HTTP namespace proof: `v=MCPv1; k=<algorithm>; p=<base64 public key>`.
const REGISTRY_AUTH_LINE = /^v=MCPv1;\s*k=[a-z0-9]+;\s*p=[A-Za-z0-9+/]+={0,2}$/;

export function judgeRegistryAuth(url: string, res: Fetched): FetchedDoc {
  const { doc, text } = base(url, res);
  if (text === null) return doc;
  const ok = text.split(/\r?\n/).some((line) => REGISTRY_AUTH_LINE.test(line.trim()));
  return ok ? { ...doc, valid: true } : { ...doc, valid: false, problem: 'no "v=MCPv1; k=...; p=..." line' };
}
