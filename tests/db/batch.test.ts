// Database.batch: several SELECTs in one simple-protocol round trip, values written into the text (issue #13,
// get_server's read). What it must keep: each statement's rows apart and parsed as rows() parses them, strings
// quoted so that no value is read as SQL, and its pooled connection given back even when a statement fails.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { freshDatabase } from '../helpers/db.js';

const db = await freshDatabase({ poolMax: 2 });

test('rows statement by statement, typed as rows() types them', async () => {
  const sql = [
    `SELECT :n::bigint AS big, :n::int AS small, :s AS text, :day::date AS day, :at::timestamptz AS at, '{"a":[1]}'::jsonb AS doc`,
    `SELECT x FROM generate_series(1, 0) AS x`,
    `SELECT :missing::text AS nothing, 0.5::real AS r, ARRAY['a', 'b'] AS arr`,
  ];
  const bind = { n: 42, s: 'plain', day: '2026-12-03', at: '2026-12-03T09:00:00.123Z', missing: null };
  const [a, b, c] = await db.batch(sql, bind);
  const one = await Promise.all(sql.map((s) => db.rows(s, bind)));
  assert.deepEqual([a, b, c], one);
  assert.deepEqual(a, [{ big: 42, small: 42, text: 'plain', day: '2026-12-03', at: new Date(bind.at), doc: { a: [1] } }]);
  assert.deepEqual(b, []);
  assert.deepEqual(c, [{ nothing: null, r: 0.5, arr: ['a', 'b'] }]);
  assert.deepEqual(await db.batch([`SELECT 1 AS one`], {}), [[{ one: 1 }]]);
});

test('strings are values, never SQL: quotes, backslashes, names and semicolons come back as sent', async () => {
  const hostile = ["o'brien", "a\\'; SELECT pg_sleep(5); --", ':other', 'line\nbreak', 'émoji 🚀', "''", '\\'];
  for (const v of hostile) {
    const [[row]] = await db.batch([`SELECT :v AS v, :other AS other`], { v, other: 'x' });
    assert.deepEqual(row, { v, other: 'x' }, JSON.stringify(v));
  }
});

test('an unbound name or a number that is not finite is refused before anything is sent', async () => {
  await assert.rejects(db.batch([`SELECT :nope`], {}), /no value bound for :nope/);
  await assert.rejects(db.batch([`SELECT :n`], { n: Number.NaN }), /not a finite number/);
  await assert.rejects(db.batch([`SELECT :n`], { n: Infinity }), /not a finite number/);
});

test('a failing statement rejects, and the connection goes back to the pool', async () => {
  for (let i = 0; i < 5; i++) await assert.rejects(db.batch([`SELECT 1`, `SELECT * FROM no_such_table`], {}), /no_such_table/);
  // With two connections in the pool, a leaked one per failure would leave this waiting for the pool's timeout.
  const started = Date.now();
  assert.deepEqual(await db.batch([`SELECT 2 AS two`], {}), [[{ two: 2 }]]);
  assert.ok(Date.now() - started < 5_000);
});
