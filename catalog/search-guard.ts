// What keeps searches from starving the web process (issue 15, finding 1). Search is synchronous CPU
// work; alone it is fast, but a crafted query costs 100x a normal one and 200 connections sending it
// kept the event loop busy for seconds at a time: /healthz stopped answering. Three rules, kept apart
// from ranking so that the ranking code stays pure:
// - one at a time: searches take turns, one per event-loop iteration (setImmediate), so health checks,
//   page requests and database replies are served between any two searches instead of after all of them;
// - stop when the client is gone: a search whose request was abandoned while it waited is not run;
// - a budget: each search may spend `budgetMs` of its own work (workClock: wall time, but not the time the OS
//   gave other processes); past it the search stops and the caller gets a named error. The index checks the
//   budget every few candidates.
//
//   guardedSearch(run, { signal?, budgetMs?, clock?, words? }) -> Promise<T>   run(budget) inside its turn
import { SearchInputError } from './search/errors.js';

/**
 * Longest a single search may compute. Normal queries take 0.1-30 ms on 20,000 servers and up to ~210 ms
 * (p99) on 100,000 (README); a cold process on a loaded machine is slower. 250 ms stops the crafted ones
 * without refusing real ones; the turns, not the budget, are what keep health checks answering.
 */
export const SEARCH_BUDGET_MS = 250;

/** What the index calls while it works; throws when the search must stop. */
export interface SearchBudget {
  check(): void;
}

/** The search ran out of its time budget: the query matched too much to rank in time. */
export class SearchBudgetError extends SearchInputError {
  constructor(budgetMs: number) {
    super('query', `this query needs more than ${budgetMs} ms to answer; use fewer, more specific words`);
    this.name = 'SearchBudgetError';
  }
}

/** The client disconnected before its search ran: nobody is left to answer. */
export class ClientGoneError extends Error {
  constructor() {
    super('the client closed the request before the search ran');
    this.name = 'ClientGoneError';
  }
}

/**
 * The default clock of a budget: milliseconds the search has both lived and computed, the smaller of the wall clock's
 * and the process's CPU time's. Wall time alone charged a query for a loaded machine: a one-word search descheduled by
 * the OS for 300 ms came back as "use fewer, more specific words" (400) to someone who had done nothing wrong (seen
 * under load in tests/app/database-kill.test.ts). CPU time alone is the whole process's, garbage collector threads
 * included, and can run ahead of the wall. The smaller of the two is the work the query itself made.
 */
export function workClock(): () => number {
  const wall0 = performance.now();
  const cpu0 = process.cpuUsage();
  return () => {
    const cpu = process.cpuUsage(cpu0);
    return Math.min(performance.now() - wall0, (cpu.user + cpu.system) / 1000);
  };
}

export function timeBudget(budgetMs: number, clock?: () => number): SearchBudget {
  if (clock) {
    const deadline = clock() + budgetMs;
    return {
      check() {
        if (clock() > deadline) throw new SearchBudgetError(budgetMs);
      },
    };
  }
  // The CPU time is read only once the wall clock is past the budget: process.cpuUsage() costs about 4 us, a wall clock
  // read 0.3 us, and the index checks every few candidates. The smaller of the two cannot pass the budget before the wall.
  const work = workClock();
  const wallDeadline = performance.now() + budgetMs;
  return {
    check() {
      if (performance.now() > wallDeadline && work() > budgetMs) throw new SearchBudgetError(budgetMs);
    },
  };
}

// The turn queue: resolvers of searches waiting to run, served one per setImmediate. An immediate queued
// while immediates run is served on the next loop iteration, after the poll phase has handled I/O.
// Two lanes: short queries (at most SHORT_QUERY_WORDS words, what people and agents send) go first, so
// that a flood of long crafted queries delays other long ones, not everybody's "weather". A search costs
// roughly in proportion to its words, so the short lane stays cheap whatever an attacker puts in it.
export const SHORT_QUERY_WORDS = 3;
export type Lane = 'short' | 'long';
const waiting: Record<Lane, (() => void)[]> = { short: [], long: [] };
let pumping = false;

function pump(): void {
  (waiting.short.shift() ?? waiting.long.shift())?.();
  // Queued after the search that was just let in has run (its continuation is the first microtask), so
  // whatever that search's request queued meanwhile comes before the next search too.
  queueMicrotask(() => {
    if (searchesWaiting() > 0) setImmediate(pump);
    else pumping = false;
  });
}

function turn(lane: Lane): Promise<void> {
  return new Promise((resolve) => {
    waiting[lane].push(resolve);
    if (!pumping) {
      pumping = true;
      setImmediate(pump);
    }
  });
}

/** Searches waiting for their turn in this process (for tests and metrics). */
export function searchesWaiting(): number {
  return waiting.short.length + waiting.long.length;
}

/** Whether a request's client has gone; all a search reads of it (an AbortSignal is one). */
export interface ClientSignal {
  readonly aborted: boolean;
}

export interface GuardOptions {
  /** Aborted when the request's client has gone (see `requestSignal`). */
  signal?: ClientSignal;
  budgetMs?: number;
  clock?: () => number;
  /** Distinct words of the query (capQueryWords counts them): up to SHORT_QUERY_WORDS take the short lane. */
  words?: number;
}

export async function guardedSearch<T>(run: (budget: SearchBudget) => T, opts: GuardOptions = {}): Promise<T> {
  if (opts.signal?.aborted) throw new ClientGoneError();
  await turn((opts.words ?? 0) <= SHORT_QUERY_WORDS ? 'short' : 'long');
  if (opts.signal?.aborted) throw new ClientGoneError();
  return run(timeBudget(opts.budgetMs ?? SEARCH_BUDGET_MS, opts.clock));
}

/**
 * A signal that is aborted when the client of an HTTP request goes away before its answer was sent (the
 * response closes unfinished). Node reports that on the response's `close` event, where `onClose`, when
 * given, is called too (one listener for both). A plain flag, not an AbortController: a search only reads
 * it, and a controller per request cost about 1 % of a search request's CPU (issue #13).
 */
export function requestSignal(
  res: { once(event: 'close', fn: () => void): unknown; readonly writableFinished: boolean },
  onClose?: () => void,
): ClientSignal {
  const signal = { aborted: false };
  res.once('close', () => {
    if (!res.writableFinished) signal.aborted = true;
    onClose?.();
  });
  return signal;
}
