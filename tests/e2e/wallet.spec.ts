import { expect, expectAccessible, test } from './support/fixtures';
import { installTestWallet, TEST_WALLET_NAME } from './support/test-wallet';
import { WalletConnect } from './pages/retail-tickets';

test.describe('wallet connect and Sign In With Solana', () => {
  test('with no wallet installed the picker says so and links to wallets', async ({ page }) => {
    await page.goto('/retailpass');
    const connect = new WalletConnect(page);
    await connect.connectButton.click();
    await expect(connect.dialog.getByText('No Solana wallet found')).toBeVisible();
    await expect(connect.dialog.getByRole('link', { name: 'Get Phantom' })).toHaveAttribute(
      'href',
      'https://phantom.com/download',
    );
    // A phone without an injected wallet: open this very page inside the wallet's browser.
    const openInPhantom = await connect.dialog.getByRole('link', { name: 'Open in Phantom' }).getAttribute('href');
    expect(openInPhantom).toMatch(
      /^https:\/\/phantom\.app\/ul\/browse\/http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fretailpass\?ref=/,
    );
    await expect(connect.dialog.getByRole('link', { name: 'Open in Solflare' })).toBeVisible();
    await expect(connect.dialog.getByRole('link', { name: 'Open in Backpack' })).toBeVisible();
    await expectAccessible(page);
  });

  test('signs in with solana:signIn, shows the wallet everywhere, and signs out', async ({ page }) => {
    const { address } = await installTestWallet(page);
    await page.goto('/retailpass');
    const connect = new WalletConnect(page);
    await connect.connectButton.click();
    await expect(connect.dialog.getByRole('button', { name: TEST_WALLET_NAME })).toBeVisible();
    await expectAccessible(page);
    await connect.dialog.getByRole('button', { name: TEST_WALLET_NAME }).click();
    await expect(connect.dialog).toBeHidden();
    const short = `${address.slice(0, 4)}…${address.slice(-4)}`;
    await expect(connect.session()).toContainText(short);
    await expect(page.locator('#sidebar-wallet-slot')).toContainText(short);
    await expect(page.getByTestId('access-status')).toHaveText('ACCESS DENIED');

    const session = await page.request.get('/api/auth/session');
    expect(await session.json()).toEqual({ wallet: address, operator: false });

    await connect.session().getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Connect your wallet' })).toBeVisible();
    expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ wallet: null, operator: false });
  });

  test('falls back to connect + signMessage for a wallet without signIn', async ({ page }) => {
    const { address } = await installTestWallet(page, { signIn: false });
    await page.goto('/retail-tickets');
    await new WalletConnect(page).signIn();
    await expect(page.getByTestId('ticket-balance')).toHaveText('0 RT');
    expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ wallet: address, operator: false });
  });

  test('content pages carry no wallet code until the picker opens', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/guide');
    await page.waitForLoadState('load');
    await expect(page.locator('#sidebar-wallet-slot').getByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((source) => source.includes('wallet-standard:app-ready'))).toBe(false);

    // Opening the picker loads it.
    const loaded = page.waitForResponse(
      async (response) =>
        new URL(response.url()).pathname.endsWith('.js') &&
        (await response.text()).includes('wallet-standard:app-ready'),
    );
    await page.locator('#sidebar-wallet-slot').getByRole('button', { name: 'Connect Wallet' }).click();
    await loaded;
    await expect(
      page.getByRole('dialog', { name: 'Connect a Solana wallet' }).getByText('No Solana wallet found'),
    ).toBeVisible();
  });
});
