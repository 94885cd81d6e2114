import { slotEarningsText } from '../../components/scavrack/slot-earnings';
import { mulberry32 } from '../../lib/rules/random';
import { drawSlotOutcome, SLOT_SPIN_MS } from '../../lib/rules/slot-machine';
import { ScavRackPage } from './pages/scavrack';
import { operatorGrant, WalletConnect } from './pages/retail-tickets';
import { expect, expectAccessible, test } from './support/fixtures';
import { installTestWallet } from './support/test-wallet';
import { SIGN_IN_TO_BUY } from '../../lib/rules/order-holds';

// The e2e server draws from mulberry32(SCAV_DRAW_SEED = 460): the tests below consume its stream in order.
const stream = mulberry32(Number(process.env.SCAV_DRAW_SEED ?? 460));
const nextDraw = () => drawSlotOutcome(stream);

test.describe.configure({ mode: 'serial' });

test('the grid shows scav domains with their tag labels and links to /upgrade and /vault', async ({ page }) => {
  const rack = new ScavRackPage(page);
  await rack.goto();
  await expect(page.getByRole('heading', { level: 1, name: 'Scav Rack' })).toBeVisible();
  // What a draw earns is the ticket rule's: a 0.19 SOL draw earns none, so the rack never says every purchase does.
  await expect(page.getByText(slotEarningsText())).toBeVisible();
  await expect(page.getByText('Every purchase earns tickets')).toHaveCount(0);
  await expect(rack.card('dustwallet')).toContainText('Cursed');
  await expect(rack.card('fomofries')).toContainText('Overstocked');
  await expect(rack.card('rngshrine')).toContainText('RNG');
  await expect(page.getByTestId('scav-card').filter({ hasText: 'Trash Drop' }).first()).toBeVisible();
  await expect(page.getByTestId('scav-card').filter({ hasText: 'Undervalued' }).first()).toBeVisible();
  await expect(page.locator('[data-slug="retailverse"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Upgrade a domain' })).toHaveAttribute('href', '/upgrade');
  await expect(page.getByRole('link', { name: 'Visit the Vault' })).toHaveAttribute('href', '/vault');
  await expectAccessible(page);
});

test.describe('signed out', () => {
  // Purchase asks for a wallet: the refused order (401) is logged by the browser.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test('the slot machine spins by itself and lands on the server draw; reopened it shows the same draw; Purchase asks for a wallet', async ({
    page,
  }) => {
    const rack = new ScavRackPage(page);
    await rack.goto();
    await expect(rack.connect).toBeVisible();
    const expected = nextDraw();
    const opened = Date.now();
    await rack.spin('dustwallet');
    await expect(rack.dialog.getByText('Spinning...')).toBeVisible();
    await expect(rack.result).toHaveText(expected.label);
    expect(Date.now() - opened).toBeGreaterThanOrEqual(SLOT_SPIN_MS);
    await expect(rack.respin).toBeDisabled();
    await expect(rack.meta).toContainText('Sign in with your wallet to respin');
    await expectAccessible(page);

    // Esc closes the dialog and hands focus back to the card's button that opened it, not to <body>.
    await page.keyboard.press('Escape');
    await expect(rack.dialog).toHaveCount(0);
    await expect(rack.card('dustwallet').getByRole('button', { name: /^Spin to Buy / })).toBeFocused();
    await rack.spin('dustwallet');
    await expect(rack.result).toHaveText(expected.label);

    // Buying holds the name, so it needs a signed-in wallet (the order at the drawn price: tests/integration/sale-orders-flows.test.ts).
    await rack.purchase.click();
    await expect(rack.dialog.getByTestId('slot-order-note')).toContainText(SIGN_IN_TO_BUY);
    await expect(page).toHaveURL(/\/scavrack$/);
  });
});

test('a respin costs 1 Retail Ticket from the signed-in wallet; a FREE draw is claimed by message, not sold', async ({
  page,
}) => {
  const { address } = await installTestWallet(page);
  const rack = new ScavRackPage(page);
  await rack.goto();
  await new WalletConnect(page).signIn();
  await expect(rack.balance).toHaveText(/Retail Tickets: 0/);
  await operatorGrant(page.request, address, 1, 'e2e respin');
  await page.reload();
  await expect(rack.balance).toHaveText(/Retail Tickets: 1/);

  const [first, second] = [nextDraw(), nextDraw()];
  expect([first.kind, second.kind]).toEqual(['0.19', 'FREE']);
  await rack.spin('fomofries');
  await expect(rack.result).toHaveText(first.label);
  await expect(rack.meta).toHaveText('Tickets: 1 · Respins used: 0/3');
  await rack.respin.click();
  await expect(rack.result).toHaveText('FREE');
  await expect(rack.dialog.getByText('JACKPOT! This one is free.')).toBeVisible();
  await expect(rack.meta).toHaveText('Tickets: 0 · Respins used: 1/3');
  await expect(rack.respin).toBeDisabled();
  await rack.purchase.click();
  await expect(rack.dialog.getByTestId('slot-order-note')).toContainText('message the seller');
  await expect(page).toHaveURL(/\/scavrack$/);
  await rack.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(rack.balance).toHaveText(/Retail Tickets: 0/);
});

test('the server allows 3 respins a name, then the respin is disabled', async ({ page }) => {
  const { address } = await installTestWallet(page);
  const rack = new ScavRackPage(page);
  await rack.goto();
  await new WalletConnect(page).signIn();
  await expect(rack.balance).toBeVisible();
  await operatorGrant(page.request, address, 5, 'e2e respins');
  await page.reload();
  await expect(rack.balance).toHaveText(/Retail Tickets: 5/);
  await rack.spin('rngshrine');
  await expect(rack.result).toHaveText(nextDraw().label);
  for (let respin = 1; respin <= 3; respin++) {
    await rack.respin.click();
    await expect(rack.result).toHaveText(nextDraw().label);
    await expect(rack.meta).toHaveText(new RegExp(`Respins used: ${respin}/3`));
  }
  await expect(rack.respin).toBeDisabled();
  await rack.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(rack.dialog).toBeHidden();
  await expect(rack.balance).toHaveText(/Retail Tickets: 2/);
});

test('Shuffle Rack reorders the grid', async ({ page }) => {
  const rack = new ScavRackPage(page);
  await rack.goto();
  const before = await rack.order();
  await page.getByRole('button', { name: /Shuffle Rack/ }).click();
  await expect.poll(() => rack.order()).not.toEqual(before);
  expect([...(await rack.order())].sort()).toEqual([...before].sort());
});

test('the fixer card counts down to queueExpires', async ({ page }) => {
  const rack = new ScavRackPage(page);
  await rack.goto();
  const fixer = rack.card('dustwallet').getByTestId('fixer-card');
  await expect(fixer).toContainText('Fixer Upgrade Incoming');
  const countdown = fixer.getByTestId('fixer-countdown');
  await expect(countdown).toHaveText(/^Upgrade in 0[56]:\d\d:\d\d$/);
  const before = await countdown.textContent();
  await expect(countdown).not.toHaveText(before ?? '', { timeout: 2500 });
});

test("once queueExpires has passed the fixer card reads 'Upgrading soon!'", async ({ page }) => {
  await page.clock.install({ time: Date.now() + 7 * 3_600_000 });
  const rack = new ScavRackPage(page);
  await rack.goto();
  await expect(rack.card('dustwallet').getByTestId('fixer-countdown')).toHaveText('Upgrading soon!');
});
