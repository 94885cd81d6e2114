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

/** The console's name editor (/operator/catalog/{name}): its fields, its preview and its status line. */
export class DomainEditForm {
  readonly form: Locator;
  readonly price: Locator;
  readonly save: Locator;
  readonly status: Locator;
  readonly preview: Locator;

  constructor(readonly page: Page) {
    this.form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save' }) });
    this.price = this.form.getByLabel('PRICE', { exact: true });
    this.save = this.form.getByRole('button', { name: 'Save' });
    this.status = this.form.getByRole('status');
    this.preview = page.getByTestId('name-preview');
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  flag(label: string): Locator {
    return this.form.getByRole('checkbox', { name: label, exact: true });
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

/** The console's order list (/operator/orders): its filters and table. */
export class ConsoleOrders {
  readonly search: Locator;
  readonly status: Locator;
  readonly filter: Locator;
  readonly table: Locator;
  readonly totals: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: /^SEARCH/ });
    this.status = page.getByRole('combobox', { name: /^STATUS/ });
    this.filter = page.getByRole('button', { name: 'Filter' });
    this.table = page.getByTestId('console-orders');
    this.totals = page.getByTestId('order-totals');
  }

  row(orderId: string): Locator {
    return this.table.locator(`tr[data-order="${orderId}"]`);
  }
}

/** One order in the console (/operator/orders/{id}): its facts, payments, refunds and the refund form. */
export class ConsoleOrder {
  readonly owed: Locator;
  readonly payments: Locator;
  readonly refunds: Locator;
  readonly refundForm: Locator;
  readonly refundSignature: Locator;
  readonly refundLamports: Locator;
  readonly recordRefund: Locator;
  readonly refundFromWallet: Locator;
  readonly refundResult: Locator;
  readonly fulfilForm: Locator;
  readonly deliveryState: Locator;
  readonly deliveryError: Locator;

  constructor(readonly page: Page) {
    this.owed = page.getByTestId('order-owed');
    this.deliveryState = page.getByTestId('order-delivery').getByTestId('delivery-state');
    this.deliveryError = page.getByTestId('order-delivery').getByTestId('delivery-error');
    this.payments = page.getByTestId('order-payments');
    this.refunds = page.getByTestId('order-refunds');
    this.refundForm = page.getByRole('form', { name: 'Refund' });
    this.refundSignature = this.refundForm.getByLabel('REFUND TRANSACTION SIGNATURE');
    this.refundLamports = this.refundForm.getByLabel(/^LAMPORTS/);
    this.recordRefund = this.refundForm.getByRole('button', { name: 'Record refund' });
    this.refundFromWallet = this.refundForm.getByRole('button', { name: 'Refund from my wallet' });
    this.refundResult = this.refundForm.getByRole('status');
    this.fulfilForm = page.getByRole('form', { name: 'Fulfil' });
  }
}
