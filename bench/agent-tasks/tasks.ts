// The agent tasks replayed by bench/agent-tasks.bench.ts: what an agent developer asks an agent that has
// Switchboard connected, each written as the calls an agent would make and the test of whether the
// answers it got let it finish. Every task is run twice: once reading structuredContent (a client that
// passes it to the model), once reading the text content alone (many clients pass only `content`). In
// text mode the next call's arguments must come from the text: a name, a cursor, a URL the agent cannot
// read there is a task it cannot finish.
//
// Readers accept the shapes of both the verbose answers (before issue #16) and the compact ones, so the
// same tasks measure both.

export type Mode = 'structured' | 'text';

export interface Answer {
  isError: boolean;
  structured: Record<string, unknown> | undefined;
  text: string;
}

export interface Agent {
  call(tool: string, args: Record<string, unknown>): Promise<Answer>;
}

export interface Task {
  id: string;
  data: 'snapshot' | 'demo';
  ask: string;
  run(agent: Agent, mode: Mode): Promise<boolean>;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const arr = (v: unknown): Obj[] => (Array.isArray(v) ? (v as Obj[]) : []);

/** Result lines of a search text: "N. <name>..." */
function textResults(t: string): { name: string; line: string }[] {
  return [...t.matchAll(/^\s*(\d+)\.\s+([^\s:,|]+)(.*)$/gm)].map((m) => ({ name: m[2]!, line: m[0] }));
}

export function results(a: Answer, mode: Mode): { name: string; url: string | null; state: string | null; line: string }[] {
  if (mode === 'structured') {
    return arr(a.structured?.results).map((r) => {
      const remote = arr(r.remotes)[0];
      const url = (typeof r.url === 'string' ? r.url : null) ?? (remote && typeof remote.url === 'string' ? remote.url : null);
      return { name: String(r.name), url, state: typeof r.state === 'string' ? r.state : null, line: JSON.stringify(r) };
    });
  }
  return textResults(a.text).map(({ name, line }) => ({
    name,
    url: line.match(/\b(https?:\/\/[^\s,;"'|)]+)/)?.[1] ?? null,
    state: null,
    line,
  }));
}

function nextCursor(a: Answer, mode: Mode): string | null {
  if (mode === 'structured') return typeof a.structured?.nextCursor === 'string' ? a.structured.nextCursor : null;
  // The text says `call again with cursor "<value>" (nextCursor)`; older answers wrote `nextCursor: <value>`.
  return a.text.match(/(?:nextCursor|cursor)[:=]?\s*"?([A-Za-z0-9_\-.~+/=]{8,})"?/)?.[1] ?? null;
}

/** The server object of a get_server answer (old: { note, server }, new: the same or flat). */
const serverOf = (a: Answer): Obj => obj(a.structured?.server ?? a.structured);

function installLine(a: Answer, mode: Mode): string | null {
  if (mode === 'text') return a.text.match(/claude mcp add [^\n]+/)?.[0] ?? null;
  for (const r of arr(serverOf(a).remotes)) {
    const i = obj(r.install);
    const line = i.claudeCode ?? obj(i.snippets).claudeCode;
    if (typeof line === 'string') return line;
  }
  return null;
}

function configJson(a: Answer, mode: Mode): Obj | null {
  const parse = (s: unknown): Obj | null => {
    if (typeof s === 'object' && s) return s as Obj;
    if (typeof s !== 'string') return null;
    try {
      return JSON.parse(s) as Obj;
    } catch {
      return null;
    }
  };
  if (mode === 'text') {
    const m = a.text.match(/\{"mcpServers":.*\}/);
    return m ? parse(m[0]) : null;
  }
  for (const r of arr(serverOf(a).remotes)) {
    const i = obj(r.install);
    const c = parse(i.config ?? obj(i.snippets).cursor);
    if (c) return c;
  }
  return null;
}

function toolNames(a: Answer, mode: Mode): string[] {
  if (mode === 'structured') return arr(serverOf(a).tools).map((t) => String(t.name));
  const line = a.text.match(/^Tools[^:\n]*:\s*(.+)$/m)?.[1] ?? '';
  return line
    .split(/[,;]\s*/)
    .map((s) => s.trim().split(/\s/)[0]!)
    .filter((s) => /^[a-z0-9_.-]+$/i.test(s));
}

function destructiveTools(a: Answer, mode: Mode): string[] {
  if (mode === 'structured') {
    return arr(serverOf(a).tools)
      .filter((t) => obj(t.hints).destructiveHint === true || (Array.isArray(t.hints) && t.hints.includes('destructive')))
      .map((t) => String(t.name));
  }
  const line = a.text.match(/^Destructive[^:\n]*:\s*(.+)$/im)?.[1] ?? '';
  return line
    .split(/[,;]\s*/)
    .map((s) => s.trim().split(/\s/)[0]!.replace(/\.$/, ''))
    .filter((s) => /^[a-z0-9_.-]+$/i.test(s));
}

/** Does the answer say, in the mode's channel, something matching `re`? */
function says(a: Answer, mode: Mode, re: RegExp): boolean {
  return re.test(mode === 'text' ? a.text : JSON.stringify(a.structured ?? {}));
}

async function firstWithRemote(agent: Agent, mode: Mode, query: string): Promise<{ name: string; url: string } | null> {
  const a = await agent.call('search_servers', { query, limit: 5 });
  if (a.isError) return null;
  const first = results(a, mode)[0];
  return first?.url ? { name: first.name, url: first.url } : null;
}

async function configForBest(agent: Agent, mode: Mode, query: string, transport?: string): Promise<boolean> {
  const best = await firstWithRemote(agent, mode, query);
  if (!best) return false;
  const d = await agent.call('get_server', { name: best.name });
  if (d.isError) return false;
  const line = installLine(d, mode);
  const config = configJson(d, mode);
  const ok = line !== null && line.includes(best.url) && config !== null && JSON.stringify(config).includes(best.url);
  return ok && (!transport || line.includes(`--transport ${transport}`));
}

export const TASKS: Task[] = [
  // ---- the real registry snapshot (1,108 servers, nothing checked) ----
  {
    id: 'S1',
    data: 'snapshot',
    ask: 'Find a weather server I can connect to and give me its URL',
    run: async (a, m) => (await firstWithRemote(a, m, 'weather')) !== null,
  },
  {
    id: 'S2',
    data: 'snapshot',
    ask: 'Give me the Claude Code line and a JSON config for the best weather server',
    run: (a, m) => configForBest(a, m, 'weather'),
  },
  {
    id: 'S3',
    data: 'snapshot',
    ask: 'Three postgres servers I can reach over the network',
    run: async (a, m) => {
      const r = results(await a.call('search_servers', { query: 'postgres', limit: 3 }), m);
      return r.length === 3 && r.every((x) => x.url);
    },
  },
  {
    id: 'S4',
    data: 'snapshot',
    ask: 'Which transports does app.getdialer/dialer offer, at which URLs?',
    run: async (a, m) => {
      const d = await a.call('get_server', { name: 'app.getdialer/dialer' });
      return (
        !d.isError &&
        says(d, m, /getdialer\.app\/mcp/) &&
        says(d, m, /getdialer\.app\/sse/) &&
        says(d, m, /\bsse\b/) &&
        says(d, m, /streamable-http/)
      );
    },
  },
  {
    id: 'S5',
    data: 'snapshot',
    ask: 'Show me travel servers',
    run: async (a, m) => results(await a.call('search_servers', { filters: { category: 'travel' }, limit: 5 }), m).length > 0,
  },
  {
    id: 'S6',
    data: 'snapshot',
    ask: 'Which categories have the most servers?',
    run: async (a, m) => {
      const c = await a.call('list_categories', {});
      if (m === 'structured') return arr(c.structured?.categories).some((x) => Number(x.servers) > 0);
      return /\(([1-9]\d*)\)/.test(c.text);
    },
  },
  {
    id: 'S7',
    data: 'snapshot',
    ask: 'An email server that answers without sign-in (none checked yet: the answer must say why it is empty)',
    run: async (a, m) => {
      const r = await a.call('search_servers', { query: 'email', filters: { state: 'responds' } });
      if (results(r, m).length > 0) return true;
      // Empty: finished only when it says how many matched the words and which filter removed them.
      return says(r, m, /\d+ match/) && says(r, m, /state/);
    },
  },
  {
    id: 'S8',
    data: 'snapshot',
    ask: 'Package-only (no remote) filesystem servers I could install locally',
    run: async (a, m) => {
      const r = await a.call('search_servers', { query: 'filesystem', has_remote: false, limit: 5 });
      return !r.isError && results(r, m).length > 0 && says(r, m, /no_remote/);
    },
  },
  {
    id: 'S9',
    data: 'snapshot',
    ask: 'Can I connect to io.github.modelcontextprotocol/servers-filesystem style package servers remotely? (state of a package-only result)',
    run: async (a, m) => {
      const r = await a.call('search_servers', { query: 'filesystem', has_remote: 'any', limit: 10 });
      return !r.isError && says(r, m, /no_remote/);
    },
  },
  {
    id: 'S10',
    data: 'snapshot',
    ask: 'The second page of github servers',
    run: async (a, m) => {
      const p1 = await a.call('search_servers', { query: 'github', limit: 5 });
      const cursor = nextCursor(p1, m);
      if (!cursor) return false;
      const p2 = await a.call('search_servers', { query: 'github', limit: 5, cursor });
      const n1 = new Set(results(p1, m).map((r) => r.name));
      const n2 = results(p2, m);
      return !p2.isError && n2.length > 0 && n2.every((r) => !n1.has(r.name));
    },
  },
  {
    id: 'S11',
    data: 'snapshot',
    ask: 'Legacy SSE servers (filter given flat, as models often do)',
    run: async (a, m) => {
      const r = await a.call('search_servers', { transport: 'sse', limit: 5 });
      return !r.isError && results(r, m).length > 0;
    },
  },
  {
    id: 'S12',
    data: 'snapshot',
    ask: 'Notion servers, first page (the model passes cursor: null)',
    run: async (a, m) => {
      const r = await a.call('search_servers', { query: 'notion', cursor: null });
      return !r.isError && results(r, m).length > 0;
    },
  },
  {
    id: 'S13',
    data: 'snapshot',
    ask: 'What changed since 2025-12-01?',
    run: async (a) => !(await a.call('list_changes', { since: '2025-12-01' })).isError,
  },
  {
    id: 'S14',
    data: 'snapshot',
    ask: 'Details of a server whose name the user misspelt (app.getdialer/dailer)',
    run: async (a, m) => {
      const r = await a.call('get_server', { name: 'app.getdialer/dailer' });
      return r.isError && says(r, m, /app\.getdialer\/dialer/);
    },
  },
  {
    id: 'S15',
    data: 'snapshot',
    ask: 'Open the first "slack" result by its slug and give its description',
    run: async (a, m) => {
      const s = await a.call('search_servers', { query: 'slack', limit: 3 });
      const first = results(s, m)[0];
      if (!first) return false;
      const d = await a.call('get_server', { name: first.name });
      return !d.isError && says(d, m, /slack/i);
    },
  },

  // ---- the demo fleet, checked (plus the 123-tool fixture and OAuth servers) ----
  {
    id: 'D1',
    data: 'demo',
    ask: 'Give me the config for the best weather server',
    run: (a, m) => configForBest(a, m, 'weather'),
  },
  {
    id: 'D2',
    data: 'demo',
    ask: 'Which tools of the notes server are destructive?',
    run: async (a, m) => {
      const d = await a.call('get_server', { name: 'local.demo.notes/notes' });
      const names = destructiveTools(d, m);
      return names.includes('delete_note') && !names.includes('list_notes');
    },
  },
  {
    id: 'D3',
    data: 'demo',
    ask: 'Which servers need OAuth sign-in?',
    run: async (a, m) => {
      const r = results(await a.call('search_servers', { auth: 'oauth', has_remote: 'any' }), m);
      return r.some((x) => x.name === 'local.demo.calendar/calendar');
    },
  },
  {
    id: 'D4',
    data: 'demo',
    ask: 'OAuth servers I can connect to without a pre-registered client (dynamic client registration)',
    run: async (a, m) => {
      const r = results(await a.call('search_servers', { auth: 'oauth', oauth_dcr: true }), m);
      return r.some((x) => x.name === 'local.demo.oauth-dcr/notes-cloud') && !r.some((x) => x.name === 'local.demo.oauth-pre/ledger');
    },
  },
  {
    id: 'D5',
    data: 'demo',
    ask: 'How does the OAuth notes server sign clients in (DCR, PKCE, scopes)?',
    run: async (a, m) => {
      const d = await a.call('get_server', { name: 'local.demo.oauth-dcr/notes-cloud' });
      return !d.isError && says(d, m, /S256/) && says(d, m, /notes:read/) && says(d, m, /(dcr|dynamic|registration)/i);
    },
  },
  {
    id: 'D6',
    data: 'demo',
    ask: 'Tell me about the big code-host server and which of its tools are destructive',
    run: async (a, m) => {
      const d = await a.call('get_server', { name: 'local.demo.codehost/code-host' });
      const destructive = destructiveTools(d, m);
      return !d.isError && destructive.includes('delete_repository') && !destructive.includes('get_issue');
    },
  },
  {
    id: 'D7',
    data: 'demo',
    ask: 'What arguments does create_issue of the code-host server take?',
    run: async (a, m) => {
      const d = await a.call('get_server', { name: 'local.demo.codehost/code-host', tool: 'create_issue' });
      return !d.isError && says(d, m, /issue_number|title/) && says(d, m, /required/);
    },
  },
  {
    id: 'D8',
    data: 'demo',
    ask: 'List every tool name of the code-host server',
    run: async (a, m) => {
      const d = await a.call('get_server', { name: 'local.demo.codehost/code-host' });
      return toolNames(d, m).length >= 100;
    },
  },
  {
    id: 'D9',
    data: 'demo',
    ask: 'Which servers answer right now without sign-in?',
    run: async (a, m) => {
      const r = results(await a.call('search_servers', { filters: { state: 'responds' } }), m);
      const names = r.map((x) => x.name);
      return (
        ['local.demo.weather/forecast', 'local.demo.notes/notes'].every((n) => names.includes(n)) &&
        !names.includes('local.demo.flights/flights')
      );
    },
  },
  {
    id: 'D10',
    data: 'demo',
    ask: 'Is the flight search server up?',
    run: async (a, m) => {
      const r = await a.call('search_servers', { query: 'flight search', has_remote: 'any' });
      const line = results(r, m).find((x) => x.name === 'local.demo.flights/flights');
      return line !== undefined && /connect/.test(line.line + (line.state ?? ''));
    },
  },
  {
    id: 'D11',
    data: 'demo',
    ask: 'Does the file helper carry text that reads like instructions to an AI?',
    run: async (a, m) => {
      const d = await a.call('get_server', { name: 'local.demo.filehelper/file-helper' });
      // Finished when the answer flags a notice and says where (the tool whose description carries it).
      return !d.isError && says(d, m, /notice/i) && says(d, m, /summarize_file/);
    },
  },
  {
    id: 'D12',
    data: 'demo',
    ask: 'How reliable was the weather server over 30 days?',
    run: async (a, m) => {
      const d = await a.call('get_server', { name: 'local.demo.weather/forecast', include: ['history'] });
      return !d.isError && says(d, m, /(success|history|30)/i);
    },
  },
  {
    id: 'D13',
    data: 'demo',
    ask: 'Config for the legacy SSE tickets server',
    run: async (a, m) => {
      const d = await a.call('get_server', { name: 'local.demo.tickets/legacy-tickets' });
      const line = installLine(d, m);
      return !d.isError && line !== null && line.includes('--transport sse');
    },
  },
  {
    id: 'D14',
    data: 'demo',
    ask: 'Does the CRM use OAuth or an API key?',
    run: async (a, m) => {
      const d = await a.call('get_server', { name: 'local.demo.crm/crm' });
      return !d.isError && says(d, m, /api_key|API key/i);
    },
  },
  {
    id: 'D15',
    data: 'demo',
    ask: 'The server for notes that costs the least context to load',
    run: async (a, m) => {
      const r = await a.call('search_servers', { query: 'notes', sort: 'tool_tokens', has_remote: 'any' });
      return !r.isError && results(r, m).length > 0 && says(r, m, /tok/i);
    },
  },
  {
    id: 'D16',
    data: 'demo',
    ask: 'Servers whose tool list costs at most 500 tokens',
    run: async (a, m) => {
      const r = await a.call('search_servers', { max_tool_tokens: 500 });
      const names = results(r, m).map((x) => x.name);
      return !r.isError && names.includes('local.demo.weather/forecast') && !names.includes('local.demo.codehost/code-host');
    },
  },
  {
    id: 'D17',
    data: 'demo',
    ask: 'What changed recently?',
    run: async (a, m) => {
      const c = await a.call('list_changes', {});
      return !c.isError && (m === 'structured' ? Array.isArray(c.structured?.changes) : /change/.test(c.text));
    },
  },
];
