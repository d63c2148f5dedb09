// One server's result for one day, and how the results of its remotes combine into it.
//
//   DayResult { day: 'YYYY-MM-DD' (UTC), checked, firstTryOk, retryOk, responseMs }
//     checked     false when no check counted that day: not_checked states (placeholder, paused by owner,
//                 disallowed address...) and `refused` (429, block), which never count against a server
//     firstTryOk  the day's first check succeeded (null when not checked)
//     retryOk     the retry succeeded (null when there was no retry: first try ok, or retry not run)
//     responseMs  response time of the day's successful check (null when none)
//   "Succeeded" is decided by the caller from the check contract: outcome `reachable` (responds,
//   auth_required, payment_required, access_denied).
//
//   combineRemotes(perRemote: DayResult[]) -> DayResult   the server's day from its remotes' same day
//
// Choice for servers with several remotes: the day succeeds when ANY checked remote succeeded.
// Why: a remote listing is a set of ways to reach one server; an agent uses the one its client supports
// (mostly streamable-http), and 80 of the 486 servers with remotes in the 2025-12-18 snapshot list both
// streamable-http and a legacy SSE endpoint. Requiring every remote would rank a server below an
// identical one that simply never listed its old SSE URL, and would let a dead legacy URL remove a server
// whose main endpoint works. It also matches the removal rule: a server is removed only when no way to
// reach it answered. Per-remote results are still stored and shown per remote.
// First try: ok when any remote's first try succeeded. Response time: the fastest successful remote, the
// one an agent choosing by speed would use.
export interface DayResult {
  day: string;
  checked: boolean;
  firstTryOk: boolean | null;
  retryOk: boolean | null;
  responseMs: number | null;
}

export function daySucceeded(d: DayResult): boolean {
  return d.checked && (d.firstTryOk === true || d.retryOk === true);
}

export function combineRemotes(perRemote: readonly DayResult[]): DayResult {
  if (perRemote.length === 0) throw new RangeError('combineRemotes: no remote results');
  const day = perRemote[0]!.day;
  if (perRemote.some((r) => r.day !== day)) throw new RangeError('combineRemotes: results of different days');
  const checked = perRemote.filter((r) => r.checked);
  if (checked.length === 0) return { day, checked: false, firstTryOk: null, retryOk: null, responseMs: null };
  const firstTryOk = checked.some((r) => r.firstTryOk === true);
  const retried = checked.filter((r) => r.firstTryOk !== true && r.retryOk !== null);
  const retryOk = firstTryOk ? null : retried.length === 0 ? null : retried.some((r) => r.retryOk === true);
  const times = checked.filter((r) => daySucceeded(r) && r.responseMs !== null).map((r) => r.responseMs as number);
  return { day, checked: true, firstTryOk, retryOk, responseMs: times.length ? Math.min(...times) : null };
}
