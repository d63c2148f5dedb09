// Red-team finding 4: a sync moved a listing's remote from alpha.com to charlie.com, yet alpha.com's
// claim and pause stayed, and charlie.com got 409 on claim. Ownership is now re-evaluated after a sync and
// whenever claims or settings are shown or acted on; the lapsed owner's pause ends, noted in the audit.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import supertest from 'supertest';
import { releaseStaleOwnership } from '../../portal/owners/ownership.js';
import { act, addServer, signIn, startHarness, type Harness } from './harness.js';

const h: Harness = await startHarness();
after(() => h.close());

async function moveRemote(serverId: number, host: string): Promise<void> {
  // What a sync writes when the registry lists the server on another host.
  await h.db.exec(
    `UPDATE remotes SET url = 'https://' || $2 || '/mcp', url_template = 'https://' || $2 || '/mcp', host = $2 WHERE server_id = $1`,
    [serverId, host],
  );
}

test('a remote moved to charlie.com: alpha.com\u2019s claim and pause end, charlie.com can claim', async () => {
  const id = await addServer(h.db, 'io.github.someone/moving', ['https://mcp.alpha.com/mcp']);
  const alpha = await signIn(h, 'alpha.com');
  const charlie = await signIn(h, 'charlie.com');
  assert.equal((await act(alpha, id, 'claim')).status, 303);
  assert.equal((await act(alpha, id, 'pause')).status, 303);

  await moveRemote(id, 'mcp.charlie.com');
  // The new owner acts before any sync hook ran: the portal re-evaluates first.
  assert.equal((await act(charlie, id, 'claim')).status, 303);
  assert.equal((await h.db.one<{ domain: string }>('SELECT domain FROM claims WHERE server_id = $1', [id]))!.domain, 'charlie.com');
  const s = await h.db.one<{ checks_paused: boolean }>('SELECT checks_paused FROM owner_settings WHERE server_id = $1', [id]);
  assert.equal(s!.checks_paused, false, 'the lapsed owner\u2019s pause ended');
  const audit = await h.db.rows<{ domain: string; details: { claimDropped: boolean; checksResumed: boolean } }>(
    `SELECT domain, details FROM audit_log WHERE server_id = $1 AND action = 'ownership_moved'`,
    [id],
  );
  assert.deepEqual(
    audit.map((a) => [a.domain, a.details.claimDropped, a.details.checksResumed]),
    [['alpha.com', true, true]],
  );
  const slug = (await h.db.one<{ slug: string }>('SELECT slug FROM servers WHERE id = $1', [id]))!.slug;
  const page = (await supertest(h.app).get(`/servers/${slug}`)).text;
  assert.match(page, /claimed by the owner of charlie\.com/);
  assert.doesNotMatch(page, /alpha\.com/);
});

test('after a sync (the hook the worker runs), the public page no longer names the old owner', async () => {
  const id = await addServer(h.db, 'io.github.someone/moved-by-sync', ['https://mcp.alpha.com/mcp']);
  const alpha = await signIn(h, 'alpha.com');
  assert.equal((await act(alpha, id, 'claim')).status, 303);
  await moveRemote(id, 'mcp.charlie.com');
  assert.deepEqual(await releaseStaleOwnership(h.db, new Date()), [id]);
  assert.equal(await h.db.one('SELECT 1 FROM claims WHERE server_id = $1', [id]), undefined);
  assert.deepEqual(await releaseStaleOwnership(h.db, new Date()), [], 'nothing more to release');
});
