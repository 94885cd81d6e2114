import { expect, test } from '@playwright/test';
import { MAIN_ROUTES } from './support/main-routes';
import { assertJavaAvailable, validateHtml } from './support/vnu';

const NOT_FOUND_ROUTE = '/no-such-page-here';

/** The HTML is fetched and checked as served: no browser needed. */
test('the server-rendered HTML of every main route passes the Nu HTML checker with no errors', async ({ request }) => {
  test.setTimeout(120_000);
  assertJavaAvailable();
  const documents = new Map<string, string>();
  for (const route of [...MAIN_ROUTES, NOT_FOUND_ROUTE]) {
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
