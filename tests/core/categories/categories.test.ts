import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CATEGORIES_RULE_VERSION,
  categorize,
  categoryCatalog,
  commonToolSets,
  resolveCategoryId,
  toolNamesHash,
} from '../../../core/categories/categories.js';
import { CATEGORIES, CATEGORY_ALIASES } from '../../../core/categories/category-list.js';

const none = { commonToolSetHashes: new Set<string>() };
const ids = (r: { id: string }[]) => r.map((c) => c.id);

test('the list has stable, unique IDs and includes the required ones', () => {
  const all = CATEGORIES.map((c) => c.id);
  assert.equal(new Set(all).size, all.length);
  for (const id of [
    'travel',
    'food-and-delivery',
    'real-estate',
    'health',
    'maps-and-transport',
    'finance',
    'shopping',
    'media',
    'developer-tools',
    'data-and-databases',
    'productivity',
    'communication',
    'search-and-web',
    'ai-and-ml',
    'security',
  ]) {
    assert.ok(all.includes(id), id);
  }
  for (const alias of Object.keys(CATEGORY_ALIASES)) assert.ok(!all.includes(alias), `alias ${alias} is not a live ID`);
  assert.equal(CATEGORIES_RULE_VERSION, 'categories-v1');
});

test('registry descriptions get their obvious category from the text', () => {
  assert.deepEqual(
    categorize(
      {
        name: 'so.jinko/jinko-mcp',
        description: 'Jinko is a travel MCP server that provides hotel search and booking capabilities.',
        tools: [],
      },
      none,
    ),
    [{ id: 'travel', source: 'text' }],
  );
  assert.deepEqual(ids(categorize({ name: 'io.github.overstarry/qweather-mcp', description: 'a qweather mcp server', tools: [] }, none)), [
    'weather',
  ]);
  assert.deepEqual(
    ids(
      categorize(
        { name: 'io.github.marcelo-ochoa/postgres', description: 'MCP server for interacting with PostgreSQL databases', tools: [] },
        none,
      ),
    ),
    ['data-and-databases'],
  );
});

test('matching is whole-word, accent-folded and case-insensitive', () => {
  // "skills" is not "ski", "start" is not "art"
  assert.deepEqual(categorize({ name: 'x/y', description: 'Load skills and start quickly', tools: [] }, none), []);
  assert.deepEqual(ids(categorize({ name: 'x/y', description: 'Réservez un HÔTEL', tools: [] }, none)), ['travel']);
  assert.deepEqual(ids(categorize({ name: 'x/y', description: 'Lessons for skiing families', tools: [] }, none)), ['sports']);
  // plural forms count: "recipes" -> recipe
  assert.deepEqual(ids(categorize({ name: 'x/y', description: 'Remix recipes', tools: [] }, none)), ['food-and-delivery']);
});

test('the io.github namespace does not make every server a developer tool', () => {
  assert.deepEqual(categorize({ name: 'io.github.someone/hello', description: 'Say hello', tools: [] }, none), []);
});

test('at most three categories, best first', () => {
  const r = categorize(
    {
      name: 'x/everything',
      description: 'Weather forecasts, hotel booking, stock trading, recipes and restaurants, football scores, PDF files',
      tools: [],
    },
    none,
  );
  assert.ok(r.length <= 3);
  assert.equal(r[0]?.id, 'food-and-delivery');
});

const tools = (names: string[]) => names.map((name) => ({ name }));

test('tool-name rule: used only when the text finds nothing, 3+ tools, twice the runner-up, a quarter of all', () => {
  const server = {
    name: 'com.example/acme',
    description: 'Acme MCP',
    tools: tools(['search_flights', 'get_hotel', 'list_airports', 'get_weather', 'ping']),
  };
  // travel 3 (flights, hotel, airports), weather 1: 3 >= 2 x 1 and 3 >= 5/4
  assert.deepEqual(categorize(server, none), [{ id: 'travel', source: 'tool_names' }]);
  // text wins when it matches
  assert.deepEqual(categorize({ ...server, description: 'Acme weather service' }, none), [{ id: 'weather', source: 'text' }]);
});

test('tool-name rule refuses weak evidence', () => {
  // only two travel tools
  assert.deepEqual(categorize({ name: 'a/b', tools: tools(['get_flight', 'get_hotel', 'ping']) }, none), []);
  // 3 travel vs 2 weather: not twice as many
  assert.deepEqual(categorize({ name: 'a/b', tools: tools(['flight', 'hotel', 'airport', 'weather_now', 'weather_alerts']) }, none), []);
  // 3 travel tools among 13: less than a quarter
  assert.deepEqual(
    categorize({ name: 'a/b', tools: tools(['flight', 'hotel', 'airport', ...Array.from({ length: 10 }, (_, i) => `op${i}`)]) }, none),
    [],
  );
  // generic words alone point nowhere
  assert.deepEqual(categorize({ name: 'a/b', tools: tools(['search', 'get_item', 'list_items', 'fetch']) }, none), []);
});

test('tool-name rule ignores common tool sets', () => {
  const set = tools(['search_flights', 'get_hotel', 'list_airports']);
  const servers = Array.from({ length: 20 }, () => set);
  const common = commonToolSets(servers);
  assert.deepEqual([...common], [toolNamesHash(set)]);
  assert.deepEqual(categorize({ name: 'a/b', tools: set }, { commonToolSetHashes: common }), []);
  assert.deepEqual(categorize({ name: 'a/b', tools: set }, none), [{ id: 'travel', source: 'tool_names' }]);
  // 19 copies are not common
  assert.equal(commonToolSets(servers.slice(1)).size, 0);
});

test('toolNamesHash ignores order and duplicates', () => {
  assert.equal(toolNamesHash(tools(['b', 'a', 'a'])), toolNamesHash(tools(['a', 'b'])));
});

test('aliases resolve to the IDs that replaced them', () => {
  assert.deepEqual(resolveCategoryId('travel-and-maps'), ['travel', 'maps-and-transport']);
  assert.deepEqual(resolveCategoryId('travel'), ['travel']);
  assert.deepEqual(resolveCategoryId('nope'), []);
  const catalog = categoryCatalog();
  assert.deepEqual(catalog.aliases['travel-and-maps'], ['travel', 'maps-and-transport']);
  assert.equal(catalog.categories.length, CATEGORIES.length);
});
