// The measures of one server over its daily results (docs/checks.md, "Measures").
//
//   computeMeasures(days: DayResult[], today: 'YYYY-MM-DD') -> Measures
//     days: one entry per day (after combineRemotes); missing days are days not checked. Entries after
//           `today` are ignored; a day given twice is a caller bug and throws.
//   Measures:
//     success7, success30   days with a success (first try or retry) / days checked, over the 7 or 30
//                           calendar days ending today (today included); null when no day was checked
//     firstTry30            days whose first try succeeded / days checked in 30 days; null likewise
//     medianMs30            median responseMs over successful days in 30 days (mean of the two middle
//                           values for an even count); null when none
//     daysMeasured          checked days in all the given history (the rank's "new" test uses it; pass at
//                           least 7 days of history for it to be right)
//     failingSince          first day of the current run of failed checked days (unchecked days inside the
//                           run do not break it), null when the last checked day succeeded or none
//     consecutiveFailedDays number of checked days in that run
//     removable             the removal rule: the run holds at least 30 checked days, every one failed.
//                           Not-checked days never count toward it, so a server that was not checked for
//                           a month (placeholder, owner pause, refused) is never removed for that.
// Pass the whole run for failingSince to be exact: the run can start before the first given day.
import { daySucceeded, type DayResult } from './daily.js';

export const MEASURES_RULE_VERSION = 'measures-v1';
export const REMOVAL_FAILED_DAYS = 30;

export interface Measures {
  version: string;
  success7: number | null;
  success30: number | null;
  firstTry30: number | null;
  medianMs30: number | null;
  daysMeasured: number;
  failingSince: string | null;
  consecutiveFailedDays: number;
  removable: boolean;
}

const DAY_MS = 86_400_000;

function dayNumber(day: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  const t = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(t)) throw new RangeError(`not a valid day: ${day}`);
  return Math.round(t / DAY_MS);
}

function ratio(n: number, d: number): number | null {
  return d === 0 ? null : n / d;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function computeMeasures(days: readonly DayResult[], today: string): Measures {
  const todayN = dayNumber(today);
  const seen = new Set<number>();
  const history = days
    .map((d) => ({ d, n: dayNumber(d.day) }))
    .filter((x) => x.n <= todayN)
    .sort((a, b) => a.n - b.n);
  for (const { n, d } of history) {
    if (seen.has(n)) throw new RangeError(`day given twice: ${d.day}`);
    seen.add(n);
  }
  const checked = history.filter((x) => x.d.checked);
  const inWindow = (size: number) => checked.filter((x) => x.n > todayN - size);
  const w7 = inWindow(7);
  const w30 = inWindow(30);
  const ok = (xs: typeof checked) => xs.filter((x) => daySucceeded(x.d)).length;

  let run = 0;
  let failingSince: string | null = null;
  for (let i = checked.length - 1; i >= 0 && !daySucceeded(checked[i]!.d); i--) {
    run++;
    failingSince = checked[i]!.d.day;
  }

  return {
    version: MEASURES_RULE_VERSION,
    success7: ratio(ok(w7), w7.length),
    success30: ratio(ok(w30), w30.length),
    firstTry30: ratio(w30.filter((x) => x.d.firstTryOk === true).length, w30.length),
    medianMs30: median(w30.filter((x) => daySucceeded(x.d) && x.d.responseMs !== null).map((x) => x.d.responseMs as number)),
    daysMeasured: checked.length,
    failingSince,
    consecutiveFailedDays: run,
    removable: run >= REMOVAL_FAILED_DAYS,
  };
}
