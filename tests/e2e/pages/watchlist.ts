import type { Locator, Page } from '@playwright/test';

/** The star on /domains/{slug}, and /watchlist: the signed-in wallet's starred names. */
export class WatchlistPage {
  constructor(readonly page: Page) {}

  goto() {
    return this.page.goto('/watchlist');
  }

  star(name: string): Locator {
    return this.page.getByRole('button', { name: `Star ${name}` });
  }

  entry(name: string): Locator {
    return this.page.getByTestId('watchlist-entry').filter({ has: this.page.getByRole('link', { name }) });
  }

  get empty(): Locator {
    return this.page.getByTestId('watchlist-empty');
  }
}
