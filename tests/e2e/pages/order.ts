import type { Locator, Page } from '@playwright/test';

/** /orders/{id}: the Solana Pay order page. */
export class OrderPage {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByTestId('order-page');
  }

  get status(): Locator {
    return this.page.getByTestId('order-status');
  }

  get qr(): Locator {
    return this.page.getByTestId('order-qr');
  }

  get amount(): Locator {
    return this.page.getByTestId('order-amount');
  }

  get countdown(): Locator {
    return this.page.getByTestId('order-countdown');
  }

  /** What the server says beside the status: money received so far, a payment that did not count. */
  get notice(): Locator {
    return this.page.getByTestId('order-notice');
  }

  get receipt(): Locator {
    return this.page.getByTestId('order-receipt');
  }

  payWithWallet(): Promise<void> {
    return this.page.getByRole('button', { name: 'Pay with wallet' }).click();
  }
}
