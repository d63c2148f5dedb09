// Whether a server answers, for the stopped_answering / started_answering change records. Pure.
//
// Each remote has a status after its latest conclusive check:
//   up       its latest counted check answered
//   down     it failed and no retry is coming (the retry failed, or none is scheduled)
//   pending  its first try failed and the retry is still to come: no change is recorded yet, so a server
//            that answers on retry never shows "stopped" and "started" within one day
// The server answers when any remote is up (daily.ts: any way to reach it counts), does not answer when
// every remote with a status is down, and is unknown otherwise.
export type RemoteStatus = 'up' | 'down' | 'pending';

export function remoteStatusAfter(outcome: string, retryScheduled: boolean): RemoteStatus | null {
  if (outcome === 'reachable') return 'up';
  if (outcome === 'not_reachable') return retryScheduled ? 'pending' : 'down';
  return null; // not_checked and refused say nothing about the server
}

export function serverAnswering(statuses: readonly RemoteStatus[]): boolean | null {
  if (statuses.some((s) => s === 'up')) return true;
  if (statuses.length > 0 && statuses.every((s) => s === 'down')) return false;
  return null;
}

/** A change only between two known states: a server that never answered has nothing to "stop". */
export function answeringChange(before: boolean | null, after: boolean | null): 'stopped_answering' | 'started_answering' | null {
  if (before === true && after === false) return 'stopped_answering';
  if (before === false && after === true) return 'started_answering';
  return null;
}
