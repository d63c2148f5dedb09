import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CheckResult } from '../../../core/check-result.js';
import { createCheckLog } from '../../../checker/schedule/check-log.js';
import { freshDatabase } from '../../helpers/db.js';
import { SILENT_LOG } from '../../../core/log.js';

const result = (outcome: string, state: string) => ({ outcome, state }) as unknown as CheckResult;

test('the worker logs one line per interval with the states found and the remotes still due', async () => {
  const db = await freshDatabase();
  const now = new Date('2026-11-29T12:00:00Z');
  await db.exec(`INSERT INTO servers (name, slug, version, status, namespace, namespace_kind, raw, raw_hash) VALUES
    ('com.example/a', 'a', '1', 'active', 'com.example', 'domain', '{}', 'h1'), ('com.example/gone', 'gone', '1', 'deleted', 'com.example', 'domain', '{}', 'h2')`);
  // Due: a's first remote (daily slot passed) and its second (retry due); not due: a later slot, a deleted server's.
  await db.exec(
    `INSERT INTO remotes (server_id, position, type, url_template, url, minute_of_day, next_check_at, retry_due_at)
     SELECT s.id, v.pos, 'streamable-http', v.url, v.url, 1, v.next::timestamptz, v.retry::timestamptz FROM servers s, (VALUES
       ('com.example/a', 0, 'https://a.example/1', '2026-11-29T11:00:00Z', NULL),
       ('com.example/a', 1, 'https://a.example/2', '2026-11-30T11:00:00Z', '2026-11-29T11:30:00Z'),
       ('com.example/a', 2, 'https://a.example/3', '2026-11-30T11:00:00Z', NULL),
       ('com.example/gone', 0, 'https://gone.example/1', '2026-11-29T11:00:00Z', NULL)) AS v(name, pos, url, next, retry)
     WHERE s.name = v.name`,
  );
  const lines: { obj: Record<string, unknown>; msg: string }[] = [];
  const log = createCheckLog(
    db,
    { ...SILENT_LOG, info: (obj, msg) => void lines.push({ obj: obj as Record<string, unknown>, msg: msg ?? '' }) },
    () => now,
  );
  await log.flush();
  assert.equal(lines.length, 0, 'no line when nothing was checked');
  log.record(result('reachable', 'responds'));
  log.record(result('reachable', 'responds'));
  log.record(result('not_reachable', 'timeout'));
  await log.flush();
  assert.equal(lines.length, 1);
  assert.deepEqual(lines[0]!.obj, { checks: 3, states: { 'reachable/responds': 2, 'not_reachable/timeout': 1 }, due: 2 });
  assert.equal(lines[0]!.msg, 'checks: 3 done since the last line, 2 remote(s) still due');
  await log.flush();
  assert.equal(lines.length, 1, 'counts start again after each line');
});
