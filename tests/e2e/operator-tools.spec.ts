import { OperatorConsole } from './pages/operator';
import { OrderNotesPanel, PollEditorPage } from './pages/operator-tools';
import { expect, expectAccessible, test } from './support/fixtures';
import { E2E_OPERATOR_WALLET, OPERATOR_WALLET_SEED, installTestWallet, signedInBuyer } from './support/test-wallet';

const SLUG = 'memeforge';
const POLL_END = '2027-06-30';

test.describe('operator order notes and poll editing', () => {
  // The console answers 401 before sign-in by design.
  test.use({ expectedConsoleErrors: [/status of 401 /] });

  test('an operator adds a note to an order: it shows with the wallet and time, and the audit log has it', async ({
    page,
    browser,
  }) => {
    const opened = await (await signedInBuyer(browser)).request.post('/api/orders', { data: { slug: SLUG } });
    expect(opened.status(), await opened.text()).toBe(201);
    const { id } = (await opened.json()) as { id: string };
    await installTestWallet(page, { seed: OPERATOR_WALLET_SEED });
    await page.goto(`/operator/orders/${id}`);
    await new OperatorConsole(page).signIn();
    const notes = new OrderNotesPanel(page);
    await expect(notes.region).toContainText('No note yet.');
    const text = `Buyer asked for the transfer on Monday ${Date.now().toString(36)}`;
    await notes.addNote(text);
    await expect(notes.status).toHaveText('Note added.');
    const note = notes.notes.getByRole('listitem').filter({ hasText: text });
    await expect(note).toContainText(E2E_OPERATOR_WALLET);
    await expect(note).toContainText(/\d{4}.* UTC$/);
    await expect(notes.field).toHaveValue('');
    await expectAccessible(page);
    await page.goto('/operator/audit');
    await expect(page.getByRole('main')).toContainText('order.note');
  });

  test('an operator adds, renames and retires poll options and moves the end date: /vote shows each change', async ({
    page,
  }) => {
    // Eleven steps across two pages, with an accessibility check.
    test.setTimeout(90_000);
    await installTestWallet(page, { seed: OPERATOR_WALLET_SEED });
    const editor = new PollEditorPage(page);
    await editor.goto();
    await new OperatorConsole(page).signIn();
    await expect(editor.endDate).toHaveValue(POLL_END);

    // The ballot takes names the mall keeps locked, in their own category: a Mid Tier name coming soon.
    const slug = 'synthsignal';
    const renamed = 'escalatorcult';
    await editor.newName.fill(`${slug}.sol`);
    await editor.newDescription.fill('A name the e2e test put on the ballot.');
    await editor.addOption.click();
    await expect(editor.status).toHaveText('Option added.');
    await editor.setEndDate('2027-09-01');
    await expect(editor.status).toHaveText('End date saved.');
    await expectAccessible(page);

    const vote = await page.context().newPage();
    await vote.goto('/vote');
    await expect(vote.getByRole('main')).toContainText(`${slug}.sol`);
    await expect(vote.getByRole('main')).toContainText('Voting is open until September 1, 2027 (UTC).');

    const option = editor.option(slug);
    await option.getByLabel(/^NAME/).fill(`${renamed}.sol`);
    await option.getByRole('button', { name: 'Save' }).click();
    await expect(editor.status).toHaveText(`Saved ${slug}.`);
    await vote.reload();
    await expect(vote.getByRole('main')).toContainText(`${renamed}.sol`);

    await option.getByRole('button', { name: 'Retire' }).click();
    await expect(editor.status).toHaveText(`Retired ${slug}.`);
    await editor.setEndDate(POLL_END);
    await expect(editor.status).toHaveText('End date saved.');
    await vote.reload();
    await expect(vote.getByRole('main')).not.toContainText(`${renamed}.sol`);
    await expect(vote.getByRole('main')).toContainText('Voting is open until June 30, 2027 (UTC).');
  });
});
