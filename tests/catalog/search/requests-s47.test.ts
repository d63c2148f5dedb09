// Session 47's requests, each answered by a rule of catalog/search (tasks.ts, products.ts): a room's lights are the home
// automation hub's, not any server named "smart"; a stock's historical prices are a market-data API's; a warehouse
// (Snowflake, BigQuery) is queried by the tools that connect to it; an accounting package's books are an ERP's; a static
// site is hosted; a marketing CRM posts to social networks; a site's search traffic is a marketing report's; an
// observability platform alerts on an app's errors; a website scanned for security is dynamic testing's; whether a site
// answers is a network measurement's; the World Bank's indicators and household income are public statistics.
// Through the real index over the registry snapshot, categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage, limit = 10) => page.results.slice(0, limit).map((r) => r.doc.name);

test("a room's lights are the home automation hub's, not a server's that is merely named smart", () => {
  // (before, a reasoning server and a testing suite, both named "smart", were in the first ten, and the Home Assistant
  // server fourth)
  const page = names(index.search({ query: 'switch the living room lights off', limit: 10 }));
  for (const name of ['ai.smithery/Leghis-smart-thinking', 'com.smartbear/smartbear-mcp']) assert.ok(!page.includes(name), page.join(', '));
  assert.ok(page.slice(0, 3).includes('io.github.homeassistant-ai/ha-mcp'), page.join(', '));
});

test("a stock's historical prices are found by the market-data API that serves them", () => {
  // (before, Financial Modeling Prep was not in the first ten)
  const page = names(index.search({ query: 'download historical share prices for TSLA', limit: 10 }), 3);
  assert.ok(page.includes('io.github.imbenrabi/financial-modeling-prep-mcp-server'), page.join(', '));
});

test('a warehouse is queried by the tools that connect to it, not only by the one named for it', () => {
  // (before, Sling was not in the first ten for Snowflake, Google's database toolbox not for BigQuery)
  const snowflake = names(index.search({ query: 'query revenue from our Snowflake data warehouse', limit: 10 }), 5);
  for (const name of ['ai.kubit/mcp-server', 'io.slingdata/sling-cli']) assert.ok(snowflake.includes(name), snowflake.join(', '));
  // (sixth since session 56: the evidence orders kubit after a data sandbox server of its step)
  const bigquery = names(index.search({ query: 'run a query on our BigQuery dataset', limit: 10 }), 6);
  for (const name of ['io.github.googleapis/genai-toolbox', 'ai.kubit/mcp-server']) assert.ok(bigquery.includes(name), bigquery.join(', '));
});

test("QuickBooks's books, asked for where no server names it, are an ERP's or an accounting package's", () => {
  // (before, neither the Proffix ERP nor Dynamics 365 Finance was in the first ten: bank and payment servers were)
  const page = names(index.search({ query: "reconcile this quarter's transactions in QuickBooks", limit: 10 }));
  assert.ok(page.includes('ch.pfx/mcp-server') || page.includes('io.github.mafzaal/d365fo-client'), page.join(', '));
});

test('a static site is hosted, and Cloudflare hosts sites', () => {
  // (before, Cloudflare was not in the first ten for a static website, eighth for a site on a CDN)
  const page = names(index.search({ query: 'host my static website', limit: 10 }), 5);
  assert.ok(page.includes('com.cloudflare.mcp/mcp'), page.join(', '));
  const cdn = names(index.search({ query: 'publish our static site on a cdn', limit: 10 }), 3);
  assert.ok(cdn.includes('com.cloudflare.mcp/mcp'), cdn.join(', '));
});

test("a marketing CRM schedules a shop's social posts", () => {
  // (before, GoHighLevel was not in the first ten)
  // It ties with the tenth of the page: since session 55 a tie puts the servers that have the request's words in more of
  // their fields first (order.ts evidence), and GoHighLevel has "social" and "posts" only in its everyday phrases.
  const page = index.search({ query: 'schedule social posts for my salon', limit: 20 }).results;
  const ghl = page.find((r) => r.doc.name === 'ai.smithery/Funding-Machine-ghl-mcp-fundingmachine');
  assert.ok(ghl, page.map((r) => r.doc.name).join(', '));
  assert.equal(ghl.score, page[9]!.score);
});

test("a site's search traffic is in the marketing reports of the sources it connects", () => {
  // (before, Jepto, which reports from Google Analytics and Search Console, was not in the first ten)
  const page = names(index.search({ query: 'how much traffic did our site get from search last month', limit: 10 }), 3);
  assert.ok(page.includes('com.jepto/mcp'), page.join(', '));
});

test("an observability platform alerts on an app's errors", () => {
  // (before, SigNoz was not in the first ten)
  const page = names(index.search({ query: 'alert me when our app starts throwing errors', limit: 10 }), 3);
  assert.ok(page.includes('io.github.SigNoz/signoz-mcp-server'), page.join(', '));
});

test("a website scanned for security is dynamic testing's, as its vulnerabilities are", () => {
  // (before, StackHawk, the DAST scanner, fifth behind package and code scanners)
  const page = names(index.search({ query: 'scan my website for vulnerabilities', limit: 10 }), 3);
  assert.ok(page.includes('com.stackhawk/stackhawk'), page.join(', '));
});

test("whether a site answers is a network measurement's, from probes around the world", () => {
  // (before, Globalping was not in the first ten)
  const page = names(index.search({ query: "monitor our site's uptime", limit: 10 }), 5);
  assert.ok(page.includes('io.globalping/mcp'), page.join(', '));
});

test("the World Bank's indicators and household income by area are public statistics", () => {
  // (before, neither Data Commons server was in the first ten: FRED, a bank and the OECD came for "GDP" and "bank")
  const gdp = names(index.search({ query: 'GDP per capita of Brazil from the World Bank', limit: 10 }), 3);
  assert.ok(gdp.includes('ai.smithery/turnono-datacommons-mcp-server'), gdp.join(', '));
  const income = names(index.search({ query: 'census data on household income', limit: 10 }), 5);
  assert.ok(income.includes('ai.smithery/turnono-datacommons-mcp-server'), income.join(', '));
  // "income" alone is a tax question's word too: it brings no statistics server
  const tax = names(index.search({ query: 'is this freelance income taxable in two countries', limit: 10 }));
  assert.ok(!tax.some((n) => n.includes('datacommons')), tax.join(', '));
});
