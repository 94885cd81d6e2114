import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { TEST_WALLET_NAME } from '../support/test-wallet';

export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-0123456789';

/** The wallet connect flow as the page body shows it (the sidebar has a second button). */
export class WalletConnect {
  readonly connectButton: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.connectButton = page.locator('#main').getByRole('button', { name: 'Connect Wallet' });
    this.dialog = page.getByRole('dialog', { name: 'Connect a Solana wallet' });
  }

  async signIn(walletName = TEST_WALLET_NAME): Promise<void> {
    await this.connectButton.click();
    await this.dialog.getByRole('button', { name: walletName }).click();
  }

  session(): Locator {
    return this.page.locator('#main').getByTestId('wallet-session').first();
  }
}

export class RetailpassPage {
  readonly status: Locator;
  readonly balance: Locator;
  readonly expiry: Locator;
  readonly claim: Locator;

  constructor(readonly page: Page) {
    this.status = page.getByTestId('access-status');
    this.balance = page.getByTestId('ticket-balance');
    this.expiry = page.getByTestId('day-pass-expiry');
    this.claim = page.getByRole('button', { name: /^Claim Day Pass/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/retailpass');
  }
}

export class RetailTicketsPage {
  readonly balance: Locator;
  readonly spin: Locator;
  readonly spinResult: Locator;
  readonly statement: Locator;

  constructor(readonly page: Page) {
    this.balance = page.getByTestId('ticket-balance');
    this.spin = page.getByRole('button', { name: /^(SPIN|SPINNING…)$/ });
    this.spinResult = page.getByTestId('spin-result');
    this.statement = page.getByTestId('ticket-statement');
  }

  async goto(): Promise<void> {
    await this.page.goto('/retail-tickets');
  }
}

/** Operator grant through the running server's API, as `npm run tickets -- grant` does. */
export async function operatorGrant(request: APIRequestContext, wallet: string, amount: number, reason: string) {
  const response = await request.post('/api/operator/tickets/grant', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    data: { wallet, amount, reason },
  });
  if (!response.ok()) throw new Error(`grant failed: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** The earning channels of /retail-tickets for the signed-in wallet. */
export class EarningChannelsPanel {
  readonly welcome: Locator;
  readonly feedback: Locator;
  readonly referrals: Locator;

  constructor(readonly page: Page) {
    this.welcome = page.getByTestId('channel-welcome');
    this.feedback = page.getByTestId('channel-feedback');
    this.referrals = page.getByTestId('channel-referrals');
  }

  earned(channel: 'purchases' | 'feedback' | 'referrals' | 'wheel'): Locator {
    return this.page.getByTestId(`channel-${channel}-earned`);
  }
}

/** Operator approval of a wallet's pending feedback through the API, as the console will do. */
export async function operatorApproveFeedback(request: APIRequestContext, wallet: string) {
  const headers = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` };
  const listed = await request.post('/api/operator/feedback', { headers, data: { action: 'list', status: 'pending' } });
  const { feedback } = (await listed.json()) as { feedback: { id: number; wallet: string }[] };
  const mine = feedback.find((item) => item.wallet === wallet);
  if (!mine) throw new Error(`no pending feedback of ${wallet}`);
  const approved = await request.post('/api/operator/feedback', { headers, data: { action: 'approve', id: mine.id } });
  if (!approved.ok()) throw new Error(`approval failed: ${approved.status()} ${await approved.text()}`);
}
