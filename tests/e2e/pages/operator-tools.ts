import type { Locator, Page } from '@playwright/test';

/** The notes on a console order page (components/operator/order-notes.tsx). */
export class OrderNotesPanel {
  readonly region: Locator;
  readonly notes: Locator;
  readonly field: Locator;
  readonly add: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Notes' });
    this.notes = page.getByTestId('order-notes');
    this.field = this.region.getByLabel('ADD A NOTE');
    this.add = this.region.getByRole('button', { name: 'Add note' });
    this.status = this.region.getByRole('status');
  }

  async addNote(text: string): Promise<void> {
    await this.field.fill(text);
    await this.add.click();
  }
}

/** /operator/poll: the end date and the options (components/operator/poll-editor.tsx). */
export class PollEditorPage {
  readonly endDate: Locator;
  readonly saveEndDate: Locator;
  readonly status: Locator;
  readonly newName: Locator;
  readonly newDescription: Locator;
  readonly addOption: Locator;

  constructor(readonly page: Page) {
    this.endDate = page.getByLabel('LAST DAY OF VOTING (UTC)');
    this.saveEndDate = page.getByRole('button', { name: 'Save end date' });
    this.status = page.getByTestId('poll-status');
    this.newName = page.getByLabel('NEW NAME');
    this.newDescription = page.getByLabel('NEW DESCRIPTION');
    this.addOption = page.getByRole('button', { name: 'Add option' });
  }

  goto() {
    return this.page.goto('/operator/poll');
  }

  option(id: string): Locator {
    return this.page.locator(`[data-option="${id}"]`);
  }

  async setEndDate(day: string): Promise<void> {
    await this.endDate.fill(day);
    await this.saveEndDate.click();
  }
}
