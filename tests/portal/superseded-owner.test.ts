// A later proof of a domain by someone else supersedes every older session of that domain (docs/portal.md,
// ownership.ts): signing in with another domain afterwards must not bring the superseded one back.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import supertest from 'supertest';
import { act, addServer, signIn, startHarness, type Harness } from './harness.js';

const h: Harness = await startHarness();
after(() => h.close());

const listing = await addServer(h.db, 'com.example/weather', ['https://mcp.example.com/mcp']);
const theirs = await addServer(h.db, 'net.other/thing', ['https://other.net/mcp']);

test('a superseded domain stays lost when the old browser proves another domain', async () => {
  const former = await signIn(h, 'example.com');
  assert.equal((await act(former, listing, 'pause')).status, 303, 'the owner acts while the proof stands');
  h.clock.advance(60_000);
  await signIn(h, 'example.com', supertest.agent(h.app)); // the domain's new controller proves it
  assert.equal((await act(former, listing, 'resume')).status, 403, 'the older session lost example.com');
  h.clock.advance(60_000);
  await signIn(h, 'other.net', former); // the old browser signs in again, with a domain it does control
  assert.equal((await act(former, theirs, 'pause')).status, 303, 'it owns other.net');
  assert.equal((await act(former, listing, 'resume')).status, 403, 'and still not example.com');
  const page = (await former.get('/portal')).text;
  assert.match(page, /Signed in as the owner of <strong>other\.net<\/strong>/, 'the portal names only other.net for this browser');
});
