import assert from 'node:assert/strict';
import { test } from 'node:test';
import { judgeAgentCard, judgeCatalog, judgeRegistryAuth, judgeServerCard } from '../../../checker/surfaces/documents.js';
import { AGENT_CARD, card, catalogOf, REGISTRY_AUTH } from '../../helpers/surface-fixtures.js';

const json = (body: unknown, status = 200, type = 'application/json') => ({
  status,
  headers: { 'content-type': type },
  body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
});
const U = 'https://a.example/.well-known/mcp/server-card.json';

test('a valid card is present and valid, with its remote URLs', () => {
  const d = judgeServerCard(U, json(card('com.example/x', 'https://a.example/mcp')));
  assert.deepEqual(d, { url: U, outcome: 'present', httpStatus: 200, valid: true, remoteUrls: ['https://a.example/mcp'] });
});

test('a card failing the schema is present but invalid, with the first problem named', () => {
  const bad = { ...card('com.example/x', 'https://a.example/mcp'), description: 'x'.repeat(101) };
  const d = judgeServerCard(U, json(bad));
  assert.equal(d.outcome, 'present');
  assert.equal(d.valid, false);
  assert.match(d.problem!, /^description: /);
  assert.deepEqual(d.remoteUrls, ['https://a.example/mcp']);
  assert.equal(judgeServerCard(U, json('{not json')).problem, 'not JSON');
});

test('404, 410 and an HTML app shell are absent; other statuses and redirects are errors', () => {
  assert.equal(judgeServerCard(U, json('nope', 404)).outcome, 'absent');
  assert.equal(judgeServerCard(U, json('gone', 410)).outcome, 'absent');
  assert.equal(judgeServerCard(U, json('<!doctype html><html></html>', 200, 'text/html')).outcome, 'absent');
  assert.equal(judgeServerCard(U, json('<html></html>', 200, 'application/json')).outcome, 'absent');
  assert.deepEqual(judgeServerCard(U, json('x', 500)), { url: U, outcome: 'error', httpStatus: 500, error: 'http 500' });
  assert.equal(judgeServerCard(U, json('', 301)).error, 'redirect 301 (not followed)');
});

test('a catalog lists its server-card entries as absolute URLs; other entry types are ignored', () => {
  const cat = catalogOf('/mcp/server-card', 'https://b.example/card.json') as { entries: object[] };
  cat.entries.push({
    identifier: 'urn:air:a.example:agent',
    displayName: 'Agent',
    type: 'application/a2a-agent-card+json',
    url: '/agent.json',
  });
  const d = judgeCatalog('https://a.example/.well-known/ai-catalog.json', json(cat));
  assert.equal(d.valid, true);
  assert.deepEqual(d.cardUrls, ['https://a.example/mcp/server-card', 'https://b.example/card.json']);
  const invalid = judgeCatalog('https://a.example/.well-known/ai-catalog.json', json({ entries: [] }));
  assert.equal(invalid.valid, false);
  assert.match(invalid.problem!, /^specVersion: /);
});

test('agent card and registry auth file', () => {
  assert.equal(judgeAgentCard('u', json(AGENT_CARD.body)).valid, true);
  assert.equal(judgeAgentCard('u', json({ nope: 1 })).valid, false);
  assert.equal(judgeRegistryAuth('u', json(REGISTRY_AUTH.body, 200, 'text/plain')).valid, true);
  const wrong = judgeRegistryAuth('u', json('hello', 200, 'text/plain'));
  assert.equal(wrong.outcome, 'present');
  assert.equal(wrong.valid, false);
});
