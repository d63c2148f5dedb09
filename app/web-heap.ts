// How fast the web process's V8 heap may grow between full collections (issue #13: web RSS under the
// 200-client load within 1.5x idle). With V8's default growth, a GC trace of that load showed no
// mark-compact at all after the index build: scavenges promoted the objects of requests waiting behind
// 200 clients (about 4 MB/s), the old generation grew to the next limit (73 -> 228 MB live) and RSS
// followed, to 2x idle. A growth factor of 1.2 collects the old generation sooner; bench/load.bench.ts
// measures RSS and CPU per request with and without it in the same run.
// A flag given to node itself (command line or NODE_OPTIONS) wins: an operator's choice is kept.
import v8 from 'node:v8';

export const WEB_HEAP_GROWING_PERCENT = 20;

const FLAG = /^--heap[-_]growing[-_]percent(=|$)/;

/** Whether node was started with its own heap growth flag, on the command line or in NODE_OPTIONS. */
export function heapGrowthGiven(execArgv: readonly string[], nodeOptions: string | undefined): boolean {
  return [...execArgv, ...(nodeOptions ?? '').split(/\s+/)].some((arg) => FLAG.test(arg));
}

/** Sets the web process's heap growth unless node was given one; returns the flag set, or null. */
export function limitWebHeapGrowth(execArgv = process.execArgv, nodeOptions = process.env.NODE_OPTIONS): string | null {
  if (heapGrowthGiven(execArgv, nodeOptions)) return null;
  const flag = `--heap-growing-percent=${WEB_HEAP_GROWING_PERCENT}`;
  v8.setFlagsFromString(flag);
  return flag;
}
