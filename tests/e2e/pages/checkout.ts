import type { Locator, Page } from '@playwright/test';

export class CheckoutPage {
  readonly email: Locator;
  readonly voucher: Locator;
  readonly buy: Locator;
  readonly price: Locator;
  /** What stands in for the form when checkout does not sell the name, and where to get it instead. */
  readonly closed: Locator;
  readonly receiptEmail: Locator;
  readonly requestReceipt: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByRole('textbox', { name: 'E-mail', exact: true });
    this.voucher = page.getByRole('textbox', { name: 'Voucher code (optional)' });
    this.buy = page.getByRole('button', { name: /^Buy & Mint/ });
    this.price = page.getByTestId('checkout-price');
    this.closed = page.getByTestId('checkout-closed');
    this.receiptEmail = page.getByRole('textbox', { name: 'Receipt e-mail' });
    this.requestReceipt = page.getByRole('button', { name: 'Request Receipt' });
  }

  async goto(slug: string): Promise<void> {
    await this.page.goto(`/checkout/${slug}`);
  }

  async mint(email: string): Promise<void> {
    await this.email.fill(email);
    await this.buy.click();
  }
}
