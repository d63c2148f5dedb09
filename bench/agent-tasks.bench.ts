// What Switchboard's answers cost an agent (issue #16). `npx tsx bench/agent-tasks.bench.ts`.
// Replays the agent tasks of bench/agent-tasks/tasks.ts through real MCP clients (the 2026-07-28 client,
// and the 2025-era SDK client for the era comparison) on two data sets:
//   snapshot  the real registry snapshot synced into a throwaway embedded PostgreSQL (nothing checked);
//   demo      the demo fleet (demo/fleet.ts), the 123-tool code-host fixture and OAuth servers of three
//             kinds, synced from a registry stand-in and checked once, all on loopback.
// For every answer: characters and tokens of the whole tools/call result (what a client that passes
// structuredContent sends on) and of its text alone. Tokens are counted with o200k_base (gpt-tokenizer):
// see core/context-cost.ts for why it is a fair proxy. Each task runs twice, reading structured content
// and reading the text only; it counts as finished when the answers let it finish (tasks.ts).
// A search result's cost, strictly: (whole answer - the same answer with no results) / results, i.e. its
// structured object plus its text line, without the page's fixed part (head line, total, cursor), which a
// one-result answer would otherwise charge to its one result. The older reading (whole answer / results)
// is printed too. Beyond the tasks' hits, every server of the data set is listed page by page (has_remote
// any) and each hit's object + line counted: the budget must hold for the whole catalogue, not only these.
// Same-run baseline: every get_server also asked with every `include` (the full detail the verbose
// answers always gave), every search with every `fields` key (the fullest result), and the "before"
// record (bench/agent-tasks/before.json, this bench on the code before #16; BENCH_BEFORE=<file> names
// another record, e.g. one written by BENCH_RECORD on an earlier commit) printed beside when present.
// BENCH_RECORD=<file> writes this run's record; BENCH_DUMP=<file> appends every raw answer as JSON lines.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { countTokens as cl100kTokens } from 'gpt-tokenizer/encoding/cl100k_base';
import { modelView, toolTokens, type ToolForCost } from '../core/context-cost.js';
import { runCheckAll } from '../checker/schedule/check-all.js';
import { runSync } from '../checker/sync/run-sync.js';
import { startRegistryStandIn } from '../demo/registry-stand-in.js';
import { fleetRegistryItems, startFleet, type FleetMember } from '../demo/fleet.js';
import type { Database } from '../db/connection.js';
import { startManyToolsServer } from '../tests/helpers/many-tools-server.js';
import { connectLegacy, connectModern } from '../tests/helpers/mcp-client.js';
import { startSwitchboard } from '../tests/helpers/mcp-client-switchboard.js';
import { startOAuthFixture } from '../tests/helpers/oauth-fixtures.js';
import { SNAPSHOT_PATH } from '../tests/helpers/snapshot.js';
import { benchCluster, benchDatabase, table } from './helpers.js';
import { TASKS, type Agent, type Answer, type Mode, type Task } from './agent-tasks/tasks.js';
import { LIST_FIELDS } from '../catalog/server-view.js';

process.env.NODE_ENV ??= 'test'; // allowPrivate for the loopback fleet (refused otherwise)
const here = path.dirname(fileURLToPath(import.meta.url));
const BEFORE = process.env.BENCH_BEFORE ?? path.join(here, 'agent-tasks', 'before.json');

interface CallRecord {
  task: string;
  mode: Mode;
  tool: string;
  args: Record<string, unknown>;
  chars: number;
  tokens: number;
  textChars: number;
  textTokens: number;
  isError: boolean;
  results: number | null;
  resultTokens?: number[];
  /** Tokens of the same answer without its results (no result objects, no result lines in the text). */
  shellTokens?: number;
  /** Tokens of the text lines of the results ("1. name: ..."). */
  lineTokens?: number[];
  /** Each result's own cost: the whole answer minus the same answer without that result (object and line). */
  eachTokens?: number[];
  /** The names of the results, in order (to say which ones cost more than the target). */
  names?: string[];
  toolCount: number | null;
}
interface DataRecord {
  toolsList: { chars: number; tokens: number };
  calls: CallRecord[];
  finished: Record<string, { structured: boolean; text: boolean }>;
  fullDetail: { server: string; tools: number; tokens: number }[];
  /** Each search answer asked again with every `fields` key: strict tokens per result. */
  allFields?: number[];
  /** Every server of the catalogue listed page by page (has_remote any): each one's object + line tokens. */
  sweep?: { name: string; tokens: number; quoted: boolean }[];
  erasAgree: boolean;
  /** The same tool lists counted with o200k (the context cost's tokenizer) and cl100k (another BPE). */
  tokenizers?: { what: string; o200k: number; cl100k: number }[];
}
type Run = Record<'snapshot' | 'demo', DataRecord>;

type Client = {
  callTool(p: { name: string; arguments?: Record<string, unknown> }): Promise<unknown>;
  listTools(): Promise<{ tools: unknown[] }>;
  close(): Promise<void>;
};
type RawResult = { isError?: boolean; content?: { type: string; text?: string }[]; structuredContent?: Record<string, unknown> };

const isResultLine = (line: string): boolean => /^\d+\. /.test(line);

/** The page's fixed part: the answer with no result objects and no result lines, as a client sends it on. */
function shellTokens(raw: RawResult): number {
  const content = (raw.content ?? []).map((c) => ({
    ...c,
    text: (c.text ?? '')
      .split('\n')
      .filter((l) => !isResultLine(l))
      .join('\n'),
  }));
  return countTokens(JSON.stringify({ ...raw, content, structuredContent: { ...raw.structuredContent, results: [] } }));
}

/** What each result adds to its answer: the answer minus the answer without that result's object and line. */
function eachResultTokens(raw: RawResult): number[] {
  const results = (raw.structuredContent?.results ?? []) as unknown[];
  const whole = countTokens(JSON.stringify(raw));
  return results.map((_, i) => {
    let k = -1;
    const content = (raw.content ?? []).map((c) => ({
      ...c,
      text: (c.text ?? '')
        .split('\n')
        .filter((l) => !isResultLine(l) || ++k !== i)
        .join('\n'),
    }));
    const without = { ...raw, content, structuredContent: { ...raw.structuredContent, results: results.filter((_, j) => j !== i) } };
    return whole - countTokens(JSON.stringify(without));
  });
}

/** Strict tokens per result of one search answer, or null without results. */
function strictPerResult(raw: RawResult): number | null {
  const n = Array.isArray(raw.structuredContent?.results) ? raw.structuredContent.results.length : 0;
  return n ? (countTokens(JSON.stringify(raw)) - shellTokens(raw)) / n : null;
}

function agentFor(client: Client, task: Task, mode: Mode, calls: CallRecord[]): Agent {
  return {
    async call(tool, args) {
      let raw: RawResult;
      try {
        raw = (await client.callTool({ name: tool, arguments: args })) as RawResult;
      } catch (err) {
        // A protocol error (e.g. input refused before the tool runs) is an answer the agent sees as text.
        raw = { isError: true, content: [{ type: 'text', text: err instanceof Error ? err.message : String(err) }] };
      }
      const text = (raw.content ?? []).map((c) => c.text ?? '').join('\n');
      const whole = JSON.stringify(raw);
      const s = raw.structuredContent;
      const server = (s?.server ?? s) as Record<string, unknown> | undefined;
      const hits = Array.isArray(s?.results) ? (s.results as unknown[]) : null;
      calls.push({
        task: task.id,
        mode,
        tool,
        args,
        chars: whole.length,
        tokens: countTokens(whole),
        textChars: text.length,
        textTokens: countTokens(text),
        isError: raw.isError === true,
        results: Array.isArray(s?.results) ? (s.results as unknown[]).length : null,
        // Each result object as structuredContent carries it (the whole answer adds the text rendering of it).
        resultTokens: hits?.map((r) => countTokens(JSON.stringify(r))),
        shellTokens: hits ? shellTokens(raw) : undefined,
        lineTokens: hits
          ? text
              .split('\n')
              .filter(isResultLine)
              .map((l) => countTokens(JSON.stringify(l)))
          : undefined,
        eachTokens: hits ? eachResultTokens(raw) : undefined,
        names: hits?.map((r) => String((r as { name?: unknown }).name)),
        toolCount:
          tool === 'get_server' && server && Array.isArray(server.tools)
            ? server.tools.length
            : tool === 'get_server' && server && typeof server.toolCount === 'number'
              ? (server.toolCount as number)
              : null,
      });
      if (process.env.BENCH_DUMP)
        fs.appendFileSync(process.env.BENCH_DUMP, `${JSON.stringify({ task: task.id, mode, tool, args, raw })}\n`);
      return { isError: raw.isError === true, structured: s, text } satisfies Answer;
    },
  };
}

async function runData(
  data: 'snapshot' | 'demo',
  mcpUrl: string,
  bigServer: string | null,
  otherLists: { what: string; url: string }[] = [],
): Promise<DataRecord> {
  const { client: modern } = await connectModern(mcpUrl);
  const { client: legacy } = await connectLegacy(mcpUrl);
  try {
    const { tools } = await modern.listTools();
    const toolsJson = JSON.stringify(tools);
    // Why o200k is a fair proxy (core/context-cost.ts): the same tool lists in another tokenizer.
    const tokenizers: NonNullable<DataRecord['tokenizers']> = [
      { what: "Switchboard's tools/list (as sent)", o200k: countTokens(toolsJson), cl100k: cl100kTokens(toolsJson) },
    ];
    for (const other of otherLists) {
      const { client } = await connectModern(other.url);
      try {
        const listed = (await client.listTools()).tools as ToolForCost[];
        const view = JSON.stringify(modelView(listed));
        tokenizers.push({ what: other.what, o200k: toolTokens(listed), cl100k: cl100kTokens(view) });
      } finally {
        await client.close();
      }
    }
    const calls: CallRecord[] = [];
    const finished: DataRecord['finished'] = {};
    for (const task of TASKS.filter((t) => t.data === data)) {
      const r = { structured: false, text: false };
      for (const mode of ['structured', 'text'] as const) {
        try {
          r[mode] = await task.run(agentFor(modern as unknown as Client, task, mode, calls), mode);
        } catch {
          r[mode] = false;
        }
      }
      finished[task.id] = r;
    }
    // The full detail, as the verbose answers always gave it (same run, same servers).
    const fullDetail: DataRecord['fullDetail'] = [];
    const names = [
      ...new Set(
        calls.filter((c) => c.tool === 'get_server' && !c.isError && typeof c.args.name === 'string').map((c) => String(c.args.name)),
      ),
    ];
    if (bigServer && !names.includes(bigServer)) names.push(bigServer);
    for (const name of names) {
      const raw = (await modern
        .callTool({ name: 'get_server', arguments: { name, include: ['schemas', 'history', 'surfaces', 'install_all', 'rank_parts'] } })
        .catch(() => null)) as RawResult | null;
      if (!raw || raw.isError) continue;
      const s = (raw.structuredContent?.server ?? raw.structuredContent) as Record<string, unknown>;
      fullDetail.push({ server: name, tools: Array.isArray(s?.tools) ? s.tools.length : 0, tokens: countTokens(JSON.stringify(raw)) });
    }
    // The fullest search results (every `fields` key), same run, same searches.
    const allFields: number[] = [];
    for (const c of calls.filter((x) => x.tool === 'search_servers' && x.mode === 'structured' && (x.results ?? 0) > 0)) {
      const raw = (await modern
        .callTool({ name: 'search_servers', arguments: { ...c.args, fields: [...LIST_FIELDS] } })
        .catch(() => null)) as RawResult | null;
      const per = raw && !raw.isError ? strictPerResult(raw) : null;
      if (per !== null) allFields.push(per);
    }
    // Every server of the data set, not only the tasks' hits: the whole catalogue listed page by page, each
    // hit's object plus its text line (what searchSummary fits to its budget), to show the fit is general.
    const sweep: { name: string; tokens: number; quoted: boolean }[] = [];
    for (let cursor: string | null = null, pages = 0; pages < 1_000; pages++) {
      const raw = (await modern.callTool({
        name: 'search_servers',
        arguments: { has_remote: 'any', limit: 50, ...(cursor ? { cursor } : {}) },
      })) as RawResult;
      const objects = (raw.structuredContent?.results ?? []) as { name?: unknown }[];
      if (raw.isError) throw new Error(`listing the catalogue failed: ${raw.content?.[0]?.text ?? ''}`);
      const lines = (raw.content ?? []).flatMap((c) => (c.text ?? '').split('\n')).filter(isResultLine);
      objects.forEach((o, i) => {
        const line = lines[i] ?? '';
        sweep.push({
          name: String(o.name),
          tokens: countTokens(JSON.stringify(o)) + countTokens(JSON.stringify(line)),
          quoted: line.endsWith('"'),
        });
      });
      cursor = typeof raw.structuredContent?.nextCursor === 'string' ? raw.structuredContent.nextCursor : null;
      if (!cursor) break;
    }
    // Both eras must return the same shapes: the same calls through the 2025-era client.
    let erasAgree = true;
    for (const c of calls.slice(0, 12)) {
      const a = (await modern.callTool({ name: c.tool, arguments: c.args }).catch(() => null)) as RawResult | null;
      const b = (await legacy.callTool({ name: c.tool, arguments: c.args }).catch(() => null)) as RawResult | null;
      if (JSON.stringify(a?.structuredContent ?? null) !== JSON.stringify(b?.structuredContent ?? null)) erasAgree = false;
    }
    return {
      toolsList: { chars: toolsJson.length, tokens: countTokens(toolsJson) },
      calls,
      finished,
      fullDetail,
      allFields,
      sweep,
      erasAgree,
      tokenizers,
    };
  } finally {
    await modern.close();
    await legacy.close();
  }
}

async function snapshotRun(db: Database): Promise<DataRecord> {
  await runSync(db, { source: { kind: 'file', path: SNAPSHOT_PATH }, progress: false });
  const sb = await startSwitchboard(db);
  try {
    return await runData('snapshot', sb.mcpUrl, null);
  } finally {
    await sb.close();
  }
}

async function demoRun(db: Database): Promise<DataRecord> {
  const fleet = await startFleet();
  const code = await startManyToolsServer('127.0.0.40');
  const dcr = await startOAuthFixture('dcr', '127.0.0.41');
  const cimd = await startOAuthFixture('cimd', '127.0.0.42');
  const pre = await startOAuthFixture('preregistered', '127.0.0.43');
  const extra: FleetMember[] = [
    {
      name: 'local.demo.codehost/code-host',
      title: 'Code host',
      description: 'Repositories, issues, pull requests, Actions and security alerts of a code-hosting service.',
      type: 'streamable-http',
      url: code.url,
      expect: 'responds',
    },
    {
      name: 'local.demo.oauth-dcr/notes-cloud',
      title: 'Notes cloud',
      description: 'Cloud notes behind OAuth; clients register themselves.',
      type: 'streamable-http',
      url: dcr.url,
      expect: 'auth_required',
    },
    {
      name: 'local.demo.oauth-cimd/calendar-pro',
      title: 'Calendar pro',
      description: 'Calendar behind OAuth with client ID metadata documents.',
      type: 'streamable-http',
      url: cimd.url,
      expect: 'auth_required',
    },
    {
      name: 'local.demo.oauth-pre/ledger',
      title: 'Ledger',
      description: 'Accounting ledger behind OAuth for pre-registered clients only.',
      type: 'streamable-http',
      url: pre.url,
      expect: 'auth_required',
    },
  ];
  const registry = await startRegistryStandIn({ items: fleetRegistryItems([...fleet.members, ...extra]) });
  try {
    await runSync(db, { source: { kind: 'registry', url: registry.url }, progress: false });
    await runCheckAll(db, {
      allowPrivate: true,
      checkSettings: { responseDeadlineMs: 2_000, endpointEventTimeoutMs: 2_000, checkDeadlineMs: 6_000 },
    });
    const sb = await startSwitchboard(db);
    try {
      return await runData('demo', sb.mcpUrl, 'local.demo.codehost/code-host', [
        { what: 'the 123-tool code-host fixture, its context cost', url: code.url },
      ]);
    } finally {
      await sb.close();
    }
  } finally {
    await registry.close();
    await Promise.all([fleet.close(), code.close(), dcr.close(), cimd.close(), pre.close()]);
  }
}

// ---- report --------------------------------------------------------------------------------------

const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const max = (xs: number[]): number => (xs.length ? Math.max(...xs) : NaN);
const f0 = (x: number): string => (Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : '-');

interface Summary {
  toolsListTokens: number;
  searchPerResult: number;
  searchPerResultMax: number;
  searchStrict: number | null;
  searchStrictMax: number | null;
  searchLine: number | null;
  searchWithin: string;
  searchEachMax: number | null;
  searchOver: number | null;
  /** "name: own (object + line)" of every result over the target, costliest first. */
  overList: string[];
  searchAllFields: number;
  /** The whole catalogue listed: "over 120 / listed" and the costliest hit (object + line). */
  sweepOver: string;
  sweepMax: number | null;
  sweepUnquoted: string;
  sweepOverList: string[];
  searchItem: number | null;
  searchAnswer: number;
  getSmall: number;
  getSmallMax: number;
  getBig: number;
  fullDetailSmall: number;
  fullDetailBig: number;
  allAnswers: number;
  allText: number;
  finishedStructured: number;
  finishedText: number;
  tasks: number;
  erasAgree: boolean;
}

function summarize(d: DataRecord | undefined): Summary | null {
  if (!d) return null;
  const ok = d.calls.filter((c) => !c.isError && c.mode === 'structured');
  const searches = ok.filter((c) => c.tool === 'search_servers' && (c.results ?? 0) > 0);
  const perResult = searches.map((c) => c.tokens / c.results!);
  const strict = searches.filter((c) => c.shellTokens !== undefined).map((c) => (c.tokens - c.shellTokens!) / c.results!);
  const lines = searches.flatMap((c) => c.lineTokens ?? []);
  const each = searches.flatMap((c) => c.eachTokens ?? []);
  const gets = ok.filter((c) => c.tool === 'get_server' && !c.args.include && !c.args.tool);
  const small = gets.filter((c) => (c.toolCount ?? 0) <= 10);
  const big = gets.filter((c) => (c.toolCount ?? 0) > 10);
  const fin = Object.values(d.finished);
  return {
    toolsListTokens: d.toolsList.tokens,
    searchPerResult: mean(perResult),
    searchPerResultMax: max(perResult),
    searchStrict: strict.length ? mean(strict) : null,
    searchStrictMax: strict.length ? max(strict) : null,
    searchLine: lines.length ? mean(lines) : null,
    searchWithin: each.length ? `${each.filter((t) => t <= 120).length}/${each.length}` : '-',
    searchEachMax: each.length ? max(each) : null,
    searchOver: each.length ? each.filter((t) => t > 120).length : null,
    overList: searches
      .flatMap((c) =>
        (c.eachTokens ?? []).map((t, i) => ({
          t,
          what: `${c.names?.[i] ?? '?'} in ${c.task}: ${t} (object ${c.resultTokens?.[i] ?? '?'} + line ${c.lineTokens?.[i] ?? '?'})`,
        })),
      )
      .filter((x) => x.t > 120)
      .sort((a, b) => b.t - a.t)
      .map((x) => x.what),
    searchAllFields: mean(d.allFields ?? []),
    sweepOver: d.sweep?.length ? `${d.sweep.filter((x) => x.tokens > 120).length}/${d.sweep.length}` : '-',
    sweepMax: d.sweep?.length ? max(d.sweep.map((x) => x.tokens)) : null,
    sweepUnquoted: d.sweep?.length ? `${d.sweep.filter((x) => !x.quoted).length}/${d.sweep.length}` : '-',
    sweepOverList: (d.sweep ?? [])
      .filter((x) => x.tokens > 120)
      .sort((a, b) => b.tokens - a.tokens)
      .map((x) => `${x.name}: ${x.tokens}`),
    searchItem: searches.some((c) => c.resultTokens) ? mean(searches.flatMap((c) => c.resultTokens ?? [])) : null,
    searchAnswer: mean(searches.map((c) => c.tokens)),
    getSmall: mean(small.map((c) => c.tokens)),
    getSmallMax: max(small.map((c) => c.tokens)),
    getBig: max(big.map((c) => c.tokens)),
    fullDetailSmall: mean(d.fullDetail.filter((x) => x.tools <= 10).map((x) => x.tokens)),
    fullDetailBig: max(d.fullDetail.filter((x) => x.tools > 10).map((x) => x.tokens)),
    allAnswers: mean(ok.map((c) => c.tokens)),
    allText: mean(ok.map((c) => c.textTokens)),
    finishedStructured: fin.filter((f) => f.structured).length,
    finishedText: fin.filter((f) => f.text).length,
    tasks: fin.length,
    erasAgree: d.erasAgree,
  };
}

function report(run: Run, before: Run | null): void {
  for (const data of ['snapshot', 'demo'] as const) {
    const now = summarize(run[data])!;
    const was = summarize(before?.[data]);
    const row = (what: string, a: (s: Summary) => number | string, target: string, full?: number): (string | number)[] => {
      const v = a(now);
      const b = was ? a(was) : '-';
      const fmt = (x: number | string) => (typeof x === 'number' ? f0(x) : x);
      const ratio = typeof v === 'number' && typeof b === 'number' && b > 0 ? `${(v / b).toFixed(2)}x` : '-';
      return [what, fmt(b), fmt(v), ratio, full === undefined ? '-' : f0(full), target];
    };
    console.log(
      `\n${data}: ${now.tasks} tasks (${data === 'snapshot' ? '1,108 real servers, none checked' : 'demo fleet + 123-tool fixture + OAuth servers, checked'}); tokens are o200k_base\n`,
    );
    console.log(
      table(
        [
          'measure',
          process.env.BENCH_BEFORE ? `before (${path.basename(BEFORE)})` : 'before #16',
          'now',
          'now/before',
          'all includes / fields (same run)',
          'target',
        ],
        [
          row('tools/list of Switchboard, tokens', (s) => s.toolsListTokens, '<= 1,500'),
          row(
            'search_servers, tokens per result, strict: (answer - page part) / results (mean)',
            (s) => s.searchStrict ?? '-',
            '<= 120',
            now.searchAllFields,
          ),
          row('search_servers, tokens per result, strict (worst answer)', (s) => s.searchStrictMax ?? '-', '<= 120'),
          row('search_servers, results costing <= 120 tokens each (own object + line)', (s) => s.searchWithin, 'all'),
          row('search_servers, the costliest result (own object + line)', (s) => s.searchEachMax ?? '-', '<= 120'),
          row('search_servers, results costing > 120 tokens (own object + line)', (s) => s.searchOver ?? '-', '0'),
          row('every server listed (has_remote any, all pages): results > 120 tokens (object + line)', (s) => s.sweepOver, '0'),
          row('every server listed: the costliest result (object + line)', (s) => s.sweepMax ?? '-', '<= 120'),
          row('every server listed: lines without a quote (fitted out, or nothing to quote)', (s) => s.sweepUnquoted, '-'),
          row('search_servers, tokens per result, whole answer / results (mean)', (s) => s.searchPerResult, '-'),
          row('search_servers, tokens per result, whole answer / results (worst)', (s) => s.searchPerResultMax, '-'),
          row('search_servers, one result object in structuredContent (mean tokens)', (s) => s.searchItem ?? '-', '-'),
          row('search_servers, one result line of the text (mean tokens)', (s) => s.searchLine ?? '-', '-'),
          row('search_servers, tokens per answer (mean)', (s) => s.searchAnswer, '-'),
          row('get_server default, <= 10 tools (mean)', (s) => s.getSmall, '<= 1,500', now.fullDetailSmall),
          row('get_server default, <= 10 tools (worst)', (s) => s.getSmallMax, '<= 1,500'),
          row('get_server default, 123-tool server', (s) => s.getBig, '<= 6,000', now.fullDetailBig),
          row('any answer, whole result (mean tokens)', (s) => s.allAnswers, '-'),
          row('any answer, text content only (mean tokens)', (s) => s.allText, '-'),
          row('tasks finished reading structuredContent', (s) => `${s.finishedStructured}/${s.tasks}`, 'all'),
          row('tasks finished reading text only', (s) => `${s.finishedText}/${s.tasks}`, 'all'),
          row('2026-07-28 and 2025 eras give the same structuredContent', (s) => (s.erasAgree ? 'yes' : 'no'), 'yes'),
        ],
      ),
    );
    if (now.overList.length) console.log(`\nresults over 120 tokens: ${now.overList.join('; ')}`);
    if (now.sweepOverList.length)
      console.log(
        `\nlisted servers over 120 tokens: ${now.sweepOverList.slice(0, 20).join('; ')}${now.sweepOverList.length > 20 ? '; ...' : ''}`,
      );
    const tk = run[data].tokenizers ?? [];
    if (tk.length)
      console.log(
        `\n${table(
          ['same tool list, two tokenizers', 'o200k_base', 'cl100k_base', 'cl100k / o200k'],
          tk.map((t) => [t.what, f0(t.o200k), f0(t.cl100k), (t.cl100k / t.o200k).toFixed(2)]),
        )}`,
      );
    const failed = Object.entries(run[data].finished).filter(([, f]) => !f.structured || !f.text);
    if (failed.length)
      console.log(
        `\nnot finished: ${failed.map(([id, f]) => `${id} (${[!f.structured && 'structured', !f.text && 'text'].filter(Boolean).join(', ')})`).join('; ')}`,
      );
  }
}

const cluster = await benchCluster();
try {
  const run: Run = {
    snapshot: await snapshotRun(await benchDatabase(cluster, 'bench_tasks_snapshot')),
    demo: await demoRun(await benchDatabase(cluster, 'bench_tasks_demo')),
  };
  const before = fs.existsSync(BEFORE) ? (JSON.parse(fs.readFileSync(BEFORE, 'utf8')) as Run) : null;
  report(run, before);
  if (process.env.BENCH_RECORD) fs.writeFileSync(process.env.BENCH_RECORD, `${JSON.stringify(run)}\n`);
} finally {
  await cluster.stop();
}
process.exit(0);
