import type { Page } from '@playwright/test';

/** Blocks every navigation a click would start, so a test can click a link to a page it does not own. */
export async function preventLinkNavigation(page: Page): Promise<void> {
  await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault(), { capture: true }));
}

export async function sessionValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => sessionStorage.getItem(k), key);
}

export async function localValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

/** The /domains list: its cards, its count line and its pager. */
export class DomainListPage {
  static readonly PAGE_SIZE = 24;

  constructor(readonly page: Page) {}

  async goto(search = '') {
    return this.page.goto(`/domains${search}`);
  }

  get cards() {
    return this.page.getByTestId('domain-card');
  }

  /** The names on the cards shown, in order. */
  async names(): Promise<string[]> {
    return this.cards.getByRole('heading').getByRole('link').allInnerTexts();
  }

  /** "Filters": the fold the filters sit behind on a narrow screen. */
  get filtersButton() {
    return this.page.getByTestId('domain-filters-fold').locator('summary');
  }

  get count() {
    return this.page.getByTestId('domains-count');
  }

  get pager() {
    return this.page.getByRole('navigation', { name: 'Domain list pages' });
  }

  pageLink(n: number) {
    return this.pager.getByRole('link', { name: `Page ${n}`, exact: true });
  }

  /** How many cards a page of a view with `total` listings shows. */
  static cardsOnPage(total: number, page: number): number {
    return Math.max(0, Math.min(DomainListPage.PAGE_SIZE, total - (page - 1) * DomainListPage.PAGE_SIZE));
  }
}

/** The domain detail page and its demo purchase modal. */
export class DomainPage {
  constructor(readonly page: Page) {}

  async goto(slug: string) {
    return this.page.goto(`/domains/${slug}`);
  }

  get actions() {
    return this.page.getByTestId('domain-actions');
  }

  get modal() {
    return this.page.getByTestId('purchase-modal');
  }

  async openPurchase() {
    await this.page
      .getByRole('region', { name: 'Ready to Deploy?' })
      .getByRole('button', { name: 'Try the demo purchase' })
      .click();
    await this.modal.getByRole('heading', { name: 'Domain Purchase' }).waitFor();
  }
}

/** A wiki page. */
export class WikiPage {
  constructor(readonly page: Page) {}

  /** Waits for the DOM only: the preview frame may hold the load event on purpose. */
  async goto(slug: string) {
    return this.page.goto(`/wiki/${slug}`, { waitUntil: 'domcontentloaded' });
  }

  get preview() {
    return this.page.getByTestId('website-preview');
  }

  /** The name's state, price, page link and Buy. */
  get namePanel() {
    return this.page.getByTestId('wiki-name-panel');
  }
}

/** Drops the console errors a test provokes on purpose (e.g. the browser's log line for a 404 document). */
export function allowConsoleErrors(consoleErrors: string[], pattern: RegExp): void {
  const kept = consoleErrors.filter((message) => !pattern.test(message));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

export const NOT_FOUND_LOG = /status of 404/;
