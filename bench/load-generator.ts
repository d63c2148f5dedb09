// The load generator of bench/load.bench.ts, run as its own process so that its CPU is not the server's:
// the parent sends one scenario at a time over IPC, this process drives N keep-alive connections (undici)
// for a fixed time and answers with requests per second, p50, p99 and errors.
import { Pool } from 'undici';

export interface Scenario {
  origin: string;
  connections: number;
  durationMs: number;
  /** Requests cycled through in order (method, path, headers, body). */
  requests: { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string }[];
  /** How an answer is judged an error besides a non-200 status. */
  mcp: boolean;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The first error seen, for the bench to print (status and the start of the body). */
  firstError?: string;
}

function pct(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export async function runScenario(s: Scenario): Promise<LoadResult> {
  const pool = new Pool(s.origin, { connections: s.connections, pipelining: 1, keepAliveTimeout: 60_000 });
  let next = 0;
  let errors = 0;
  let firstError: string | undefined;
  const lat: number[] = [];
  const one = async (): Promise<number> => {
    const req = s.requests[next++ % s.requests.length]!;
    const t = performance.now();
    try {
      const res = await pool.request({ method: req.method, path: req.path, headers: req.headers, body: req.body });
      const text = await res.body.text();
      // An MCP tool error or a JSON-RPC error is an error even on a 200.
      const bad = res.statusCode !== 200 || (s.mcp && (text.includes('"isError":true') || !text.includes('"result"')));
      if (bad) {
        errors++;
        firstError ??= `${res.statusCode} ${text.slice(0, 200)}`;
      }
    } catch (err) {
      errors++;
      firstError ??= (err as Error).message;
    }
    return performance.now() - t;
  };
  // Warm the connections (and the server's JIT for this path) before the clock starts.
  await Promise.all(Array.from({ length: s.connections }, () => one()));
  next = 0;
  errors = 0;
  firstError = undefined;
  const t0 = performance.now();
  const end = t0 + s.durationMs;
  await Promise.all(
    Array.from({ length: s.connections }, async () => {
      while (performance.now() < end) lat.push(await one());
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  await pool.close();
  const sorted = Float64Array.from(lat).sort();
  return {
    requests: lat.length,
    rps: lat.length / secs,
    p50: pct(sorted, 50),
    p99: pct(sorted, 99),
    errors,
    ...(firstError ? { firstError } : {}),
  };
}

if (process.send) {
  process.on('message', (msg: Scenario | 'exit') => {
    if (msg === 'exit') process.exit(0);
    runScenario(msg).then(
      (r) => process.send!(r),
      (err: unknown) => process.send!({ requests: 0, rps: 0, p50: NaN, p99: NaN, errors: 1, firstError: (err as Error).message }),
    );
  });
  process.send('ready');
}
