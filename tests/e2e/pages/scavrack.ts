import type { Locator, Page } from '@playwright/test';

export class ScavRackPage {
  readonly dialog: Locator;
  readonly result: Locator;
  readonly purchase: Locator;
  readonly respin: Locator;
  readonly balance: Locator;
  readonly meta: Locator;
  readonly connect: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.result = this.dialog.getByTestId('slot-result');
    this.purchase = this.dialog.getByRole('button', { name: /^Purchase/ });
    this.respin = this.dialog.getByRole('button', { name: 'Respin (1 ticket)' });
    this.balance = page.getByTestId('ticket-balance');
    this.meta = this.dialog.getByTestId('slot-meta');
    this.connect = page.locator('#main').getByRole('button', { name: 'Connect Wallet' });
  }

  async goto(storage: Record<string, unknown> = {}): Promise<void> {
    if (Object.keys(storage).length) {
      await this.page.addInitScript((values) => {
        if (sessionStorage.getItem('e2e-seeded')) return;
        sessionStorage.setItem('e2e-seeded', '1');
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, JSON.stringify(value));
      }, storage);
    }
    await this.page.goto('/scavrack');
  }

  card(slug: string): Locator {
    return this.page.locator(`[data-testid="scav-card"][data-slug="${slug}"]`);
  }

  async order(): Promise<string[]> {
    return this.page
      .getByTestId('scav-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-slug') ?? ''));
  }

  spin(slug: string): Promise<void> {
    return this.card(slug)
      .getByRole('button', { name: /^Spin to Buy / })
      .click();
  }
}
