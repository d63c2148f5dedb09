import assert from 'node:assert/strict';
import { test } from 'node:test';
import request from 'supertest';
import { loadConfig } from '../../../core/config.js';
import { createApp } from '../../../app/http/app.js';
import { createLogger } from '../../../core/log.js';
import { searchLatencySeconds } from '../../../catalog/metrics/collect.js';
import { Histogram } from '../../../catalog/metrics/registry.js';
import { freshDatabase } from '../../helpers/db.js';

test('histograms count into every bucket at or above the value', () => {
  const h = new Histogram('x_seconds', 'x', [0.1, 1]);
  h.observe(0.05);
  h.observe(0.5);
  h.observe(5);
  assert.deepEqual(h.render(), [
    'x_seconds_bucket{le="0.1"} 1',
    'x_seconds_bucket{le="1"} 2',
    'x_seconds_bucket{le="+Inf"} 3',
    'x_seconds_sum 5.55',
    'x_seconds_count 3',
  ]);
});

test('/metrics reports checks by outcome, check duration, sync age, servers, index size and search latency', async () => {
  const db = await freshDatabase();
  await db.exec(`INSERT INTO servers (name, slug, version, status, namespace, namespace_kind, raw, raw_hash) VALUES
    ('com.example/a', 'a', '1', 'active', 'com.example', 'domain', '{}', 'h1'), ('com.example/b', 'b', '1', 'deleted', 'com.example', 'domain', '{}', 'h2')`);
  await db.exec(
    `INSERT INTO remotes (server_id, position, type, url_template, url, minute_of_day) SELECT id, 0, 'streamable-http', 'https://a.example/mcp', 'https://a.example/mcp', 1 FROM servers WHERE slug = 'a'`,
  );
  const old = new Date(Date.now() - 2 * 86400_000);
  await db.exec(
    `INSERT INTO checks (remote_id, server_id, day, started_at, checked_at, outcome, state, total_ms, result)
     SELECT r.id, r.server_id, CURRENT_DATE, now(), v.at, v.outcome, v.state, v.ms, '{}' FROM remotes r,
     (VALUES (now(), 'reachable', 'responds', 300), (now(), 'reachable', 'responds', 700), (now(), 'not_reachable', 'timeout', 10000), (:old::timestamptz, 'reachable', 'responds', 1)) AS v(at, outcome, state, ms)`,
    { old },
  );
  await db.exec(`INSERT INTO sync_runs (source, mode, status, finished_at) VALUES ('x', 'full', 'done', now() - interval '90 seconds')`);
  searchLatencySeconds.observe(0.002);
  const config = loadConfig({ NODE_ENV: 'test' });
  const res = await request(createApp({ db, config, log: createLogger('silent'), indexSize: () => 42 }))
    .get('/metrics')
    .expect(200);
  assert.match(res.headers['content-type']!, /^text\/plain/);
  assert.match(res.text, /switchboard_checks_24h\{outcome="reachable",state="responds"\} 2\n/);
  assert.match(res.text, /switchboard_checks_24h\{outcome="not_reachable",state="timeout"\} 1\n/);
  assert.match(res.text, /switchboard_check_duration_seconds\{quantile="0\.5"\} 0\.7\n/);
  assert.match(res.text, /switchboard_check_duration_seconds\{quantile="1"\} 10\n/);
  const age = Number(res.text.match(/switchboard_sync_age_seconds (\d+)/)![1]);
  assert.ok(age >= 90 && age < 200, `sync age ${age}`);
  assert.match(res.text, /switchboard_servers\{status="deleted"\} 1\n/);
  assert.match(res.text, /switchboard_search_index_documents 42\n/);
  assert.match(res.text, /switchboard_search_latency_seconds_count [1-9]/);
});
