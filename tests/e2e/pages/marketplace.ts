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

  buy(slug: string): Promise<void> {
    return this.card(slug).getByRole('button', { name: /^Buy / }).click();
  }
}
