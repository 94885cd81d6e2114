import type { Locator, Page } from '@playwright/test';

export class MarketplacePage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/marketplace');
  }

  section(name: 'MYTHIC' | 'FEATURED' | 'OFFERS'): Locator {
    return this.page.getByRole('region', { name });
  }

  cards(name: 'MYTHIC' | 'FEATURED' | 'OFFERS'): Locator {
    return this.section(name).getByTestId('market-card');
  }

  card(slug: string): Locator {
    return this.page.locator(`[data-testid="market-card"][data-slug="${slug}"]`);
  }

  async slugs(name: 'MYTHIC' | 'FEATURED' | 'OFFERS'): Promise<string[]> {
    return this.cards(name).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-slug') ?? ''));
  }

  /** The buyer comes back to the tab (from an order page, a wallet): the lists refresh. */
  async refreshOnReturn(): Promise<void> {
    await this.page.locator('[data-testid="marketplace-board"][data-listening]').waitFor();
    await this.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  }

  buy(slug: string): Promise<void> {
    return this.card(slug).getByRole('button', { name: /^Buy / }).click();
  }
}
