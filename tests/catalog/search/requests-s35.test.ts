// From the misses of session 35's read blind sets (issue #11): a shop's stock is its inventory, not shares.
// Through the real index over the registry snapshot, categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { analyzeQuery } from '../../../catalog/search/analyze.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage) => page.results.map((r) => r.doc.name);

test("a shop's stock levels, or stock running low, are its inventory: e-commerce servers, not share prices (blind-228)", () => {
  for (const query of ['track stock levels for my little shop', 'warn me when stock of a product runs low']) {
    const top = names(index.search({ query, limit: 3 }));
    assert.ok(top.includes('ai.smithery/feeefapp-mcp'), `${query}: ${top.join(', ')}`);
    for (const shares of ['ai.smithery/xinkuang-china-stock-mcp', 'io.github.jjlabsio/korea-stock-mcp'])
      assert.ok(!top.includes(shares), `${query}: ${top.join(', ')}`);
  }
  // a share's price stays with the stock servers
  const price = names(index.search({ query: 'current stock price of Tesla', limit: 5 }));
  assert.ok(!price.includes('ai.smithery/feeefapp-mcp'), price.join(', '));
  assert.ok(price.length > 0);
});

test('"at home" at the end of a request says where, not what: no home-automation page for grafting a lemon tree (blind-238)', () => {
  for (const query of ['cómo injertar un limonero en casa', 'comment greffer un citronnier à la maison']) {
    const terms = analyzeQuery(query).terms;
    assert.ok(terms.find((t) => t.word === 'casa' || t.word === 'maison')?.context, JSON.stringify(terms.map((t) => t.word)));
    const page = names(index.search({ query, limit: 10 }));
    assert.ok(!page.some((n) => /home-?assistant/i.test(n)), `${query}: ${page.join(', ')}`);
  }
  // the place switch off reads it as before
  assert.ok(
    !analyzeQuery('cómo injertar un limonero en casa', undefined, { placeContext: false }).terms.find((t) => t.word === 'casa')?.context,
  );
  // home automation asked for is still answered there, and "home" inside a request is no place ("home insurance quotes")
  const lights = names(index.search({ query: 'turn on the lights at home', limit: 5 }));
  assert.ok(
    lights.some((n) => /home-?assistant/i.test(n)),
    lights.join(', '),
  );
  assert.ok(!analyzeQuery('compare home insurance quotes').terms.find((t) => t.word === 'home')?.context);
});

test('two words of another language that no table translates and no server uses make a weak page (switch foreignUnknown)', () => {
  const query = 'cómo afilar un cuchillo de cocina con piedra';
  const on = index.search({ query, limit: 10 });
  assert.equal(on.results.length, 1, names(on).join(', '));
  assert.ok(on.nothing, 'the page says no server matches the whole request');
  const off = snapshotIndex({ foreignUnknown: false }).search({ query, limit: 10 });
  assert.ok(off.results.length > 1, names(off).join(', '));
  // names typed with a capital are no such words: a hotel in a city nobody lists is still a hotel search
  const hotel = names(index.search({ query: 'buscar hoteles en Cancún para mis vacaciones', limit: 10 }));
  assert.ok(hotel.length > 3, hotel.join(', '));
});
