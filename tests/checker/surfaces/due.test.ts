import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTargets, dueDomains, isDue, SURFACES_INTERVAL_MS } from '../../../checker/surfaces/due.js';
import { remoteCardUrl } from '../../../core/surfaces/results.js';

const DAY = 24 * 3600 * 1000;
const t0 = new Date('2026-03-01T00:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * DAY);

test('weekly: never visited is due; 6 days 23 h later is not; 7 days later is', () => {
  assert.equal(SURFACES_INTERVAL_MS, 7 * DAY);
  assert.equal(isDue(undefined, t0), true);
  assert.equal(isDue(t0, at(6.99)), false);
  assert.equal(isDue(t0, at(7)), true);
});

test('dueDomains: never visited first, then the oldest, each once', () => {
  const last = new Map([
    ['old.example', at(-20)],
    ['older.example', at(-30)],
    ['fresh.example', at(-1)],
  ]);
  assert.deepEqual(dueDomains(['fresh.example', 'old.example', 'new.example', 'older.example', 'new.example'], last, t0), [
    'new.example',
    'older.example',
    'old.example',
  ]);
  assert.deepEqual(dueDomains(['fresh.example'], last, at(5)), []);
  assert.deepEqual(dueDomains(['fresh.example'], last, at(6)), ['fresh.example']);
});

test('buildTargets: one per host, https origin first, namespace domains only when no remote is on them', () => {
  const targets = buildTargets(
    [
      { host: 'API.example.com', url: 'https://api.example.com/mcp', type: 'streamable-http' },
      { host: 'api.example.com', url: 'https://api.example.com/sse', type: 'sse' },
      { host: 'api.example.com', url: 'https://api.example.com/mcp', type: 'streamable-http' },
      { host: 'plain.example', url: 'http://plain.example:8080/mcp', type: 'streamable-http' },
    ],
    ['example.com', 'api.example.com'],
  );
  assert.deepEqual(targets, [
    { domain: 'api.example.com', origin: 'https://api.example.com', remoteUrls: ['https://api.example.com/mcp'] },
    { domain: 'plain.example', origin: 'http://plain.example:8080', remoteUrls: ['http://plain.example:8080/mcp'] },
    { domain: 'example.com', origin: 'https://example.com', remoteUrls: [] },
  ]);
});

test('remoteCardUrl: the remote URL, without query or trailing slash, + /server-card', () => {
  assert.equal(remoteCardUrl('https://a.example/mcp'), 'https://a.example/mcp/server-card');
  assert.equal(remoteCardUrl('https://a.example/mcp/?x=1'), 'https://a.example/mcp/server-card');
  assert.equal(remoteCardUrl('https://a.example'), 'https://a.example/server-card');
});
