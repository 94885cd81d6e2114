import type { Locator, Page } from '@playwright/test';
import { TEST_WALLET_NAME } from '../support/test-wallet';

/** The operator console: its sign-in prompt, navigation and the parts the tests drive. */
export class OperatorConsole {
  readonly main: Locator;
  readonly nav: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.nav = page.getByRole('navigation', { name: 'Console' });
  }

  goto(path = '/operator') {
    return this.page.goto(path);
  }

  /** Signs in from the console's 401 page with the installed test wallet. */
  async signIn(): Promise<void> {
    await this.main.getByRole('button', { name: 'Connect Wallet' }).click();
    await this.page
      .getByRole('dialog', { name: 'Connect a Solana wallet' })
      .getByRole('button', { name: TEST_WALLET_NAME })
      .click();
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }
}

export class DomainEditForm {
  readonly price: Locator;
  readonly save: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.price = page.getByLabel('PRICE');
    this.save = page.getByRole('button', { name: 'Save' });
    this.status = page.getByRole('status');
  }
}

export class CatalogImportForm {
  readonly file: Locator;
  readonly start: Locator;
  readonly progress: Locator;
  readonly status: Locator;
  readonly problems: Locator;

  constructor(readonly page: Page) {
    this.file = page.getByLabel('CSV FILE');
    this.start = page.getByRole('button', { name: 'Import' });
    this.progress = page.getByRole('progressbar', { name: 'Import progress' });
    this.status = page.getByRole('status');
    this.problems = page.getByTestId('import-problems');
  }

  async importCsv(name: string, csv: string): Promise<void> {
    await this.file.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await this.start.click();
  }
}
