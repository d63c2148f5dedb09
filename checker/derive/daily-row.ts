// How one check updates its remote's row in daily_results (docs/checks.md, "Measures"). Pure.
//
//   attemptFor(existing) -> 1 | 2      1 when the day has no counted check yet, else 2 (the retry)
//   mergeDaily(existing, check) -> DailyRow
//     counted checks (reachable, not_reachable): the day's first counted check sets firstTryOk; a later one
//       sets retryOk (once it succeeded, the day stays a success: "answered on retry")
//     not counted (not_checked, refused): a day without a counted check records the state, checked false;
//       a day that already has a counted check keeps it
// Success is outcome `reachable` (responds, auth_required, payment_required, access_denied).
export interface DailyRow {
  checked: boolean;
  firstTryOk: boolean | null;
  retryOk: boolean | null;
  success: boolean | null;
  state: string;
  responseMs: number | null;
}

export interface DailyCheck {
  outcome: 'reachable' | 'not_reachable' | 'not_checked' | 'refused';
  state: string;
  responseMs: number | null;
}

export function attemptFor(existing: Pick<DailyRow, 'checked'> | null): 1 | 2 {
  return existing?.checked ? 2 : 1;
}

export function mergeDaily(existing: DailyRow | null, check: DailyCheck): DailyRow {
  const counted = check.outcome === 'reachable' || check.outcome === 'not_reachable';
  const ok = check.outcome === 'reachable';
  if (!counted) {
    if (existing?.checked) return existing;
    return { checked: false, firstTryOk: null, retryOk: null, success: null, state: check.state, responseMs: null };
  }
  if (!existing?.checked) {
    return { checked: true, firstTryOk: ok, retryOk: null, success: ok, state: check.state, responseMs: ok ? check.responseMs : null };
  }
  // The first try already succeeded: a later check (an early recheck on the same day) changes nothing.
  if (existing.firstTryOk) return existing;
  const retryOk = existing.retryOk === true || ok;
  return {
    checked: true,
    firstTryOk: false,
    retryOk,
    success: retryOk,
    state: existing.retryOk === true && !ok ? existing.state : check.state,
    responseMs: existing.retryOk === true && !ok ? existing.responseMs : ok ? check.responseMs : null,
  };
}
