import type { Locator, Page } from '@playwright/test';

export class UpgradePage {
  readonly domain: Locator;
  readonly description: Locator;
  readonly contact: Locator;
  readonly submit: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.domain = page.getByRole('textbox', { name: 'Domain name (required)' });
    this.description = page.getByRole('textbox', { name: 'What should we build? (optional)' });
    this.contact = page.getByRole('textbox', { name: 'How can the Fixer reach you? (optional)' });
    this.submit = page.getByRole('button', { name: /Submit/ });
    this.toast = page.getByTestId('upgrade-toast');
  }

  async goto(): Promise<void> {
    await this.page.goto('/upgrade');
  }
}
