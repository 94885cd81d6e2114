import type { Locator, Page } from '@playwright/test';

export class VotePage {
  readonly submit: Locator;
  readonly voteAgain: Locator;
  readonly total: Locator;

  constructor(readonly page: Page) {
    this.submit = page.getByRole('button', { name: /Submit Vote|Change My Vote/ });
    this.voteAgain = page.getByRole('button', { name: 'Vote Again' });
    this.total = page.getByText(/^Total votes: \d+$/);
  }

  async goto(): Promise<void> {
    await this.page.goto('/vote');
  }

  option(name: string): Locator {
    return this.page.getByRole('radio', { name: new RegExp(name.replace('.', '\\.')) });
  }

  result(id: string): Locator {
    return this.page.getByTestId(`result-${id}`);
  }
}

export class MerchWaitlistPage {
  readonly wallet: Locator;
  readonly email: Locator;
  readonly size: Locator;
  readonly meme: Locator;
  readonly submit: Locator;
  readonly refusal: Locator;

  constructor(readonly page: Page) {
    this.wallet = page.getByLabel('Solana wallet address *');
    this.email = page.getByLabel('Email *');
    this.size = page.getByLabel('Preferred size');
    this.meme = page.getByLabel('Meme text for your hoodie (optional)');
    this.submit = page.getByRole('button', { name: 'Seal My Dossier' });
    this.refusal = page.locator('form').getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto('/merch-waitlist');
  }
}
