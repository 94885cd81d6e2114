import { BUILT_IN_ARTICLE } from './pages/insights';
import { expect, test } from '@playwright/test';
import { assertJavaAvailable, validateHtml } from './support/vnu';

/** The main routes as the server renders them (no browser needed: the HTML is fetched and checked as served). */
const ROUTES = [
  '/',
  '/app',
  '/domains',
  '/domains?page=2',
  '/domains/jpegdealer',
  '/wiki/jpegdealer',
  '/wiki/retailverse',
  '/wiki/nodehunter',
  '/wiki-directory',
  '/directory',
  '/directory?archetype=builder',
  '/vault',
  '/marketplace',
  '/scavrack',
  '/checkout/dustwallet',
  '/upgrade',
  '/vote',
  '/guide',
  '/tiers',
  '/retailpass',
  '/retail-tickets',
  '/fairness',
  '/merch-waitlist',
  '/insights',
  `/insights/${BUILT_IN_ARTICLE}`,
  '/tools',
  '/tools/domain-tester',
  '/tools/archetype-quiz',
  '/tools/leaderboard',
  '/basement',
  '/mall',
  '/submit',
  '/services',
  '/contact',
  '/merch',
  '/airtable-domains',
];
const NOT_FOUND_ROUTE = '/no-such-page-here';

test('the server-rendered HTML of every main route passes the Nu HTML checker with no errors', async ({ request }) => {
  test.setTimeout(120_000);
  assertJavaAvailable();
  const documents = new Map<string, string>();
  for (const route of [...ROUTES, NOT_FOUND_ROUTE]) {
    const response = await request.get(route);
    expect(response.status(), `HTTP status of ${route}`).toBe(route === NOT_FOUND_ROUTE ? 404 : 200);
    documents.set(route, await response.text());
  }
  const errors = validateHtml(documents).map(
    (e) =>
      `${e.label} line ${e.line ?? '?'}:${e.column ?? '?'} ${e.message}${e.extract ? `  [${e.extract.replace(/\s+/g, ' ').slice(0, 160)}]` : ''}`,
  );
  expect(errors, 'Nu HTML checker errors (route line:column message [extract])').toEqual([]);
});
