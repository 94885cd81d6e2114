import type { Locator, Page } from '@playwright/test';

export class HomePage {
  readonly featured: Locator;
  readonly mythicStrip: Locator;

  constructor(readonly page: Page) {
    this.featured = page.getByRole('region', { name: 'Featured Nodes' });
    this.mythicStrip = page.getByRole('region', { name: 'MYTHIC STRIP' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
  }

  link(name: string | RegExp): Locator {
    return this.page.getByRole('main').getByRole('link', { name });
  }
}

export class AppLandingPage {
  readonly email: Locator;
  readonly submit: Locator;
  readonly done: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByRole('textbox', { name: 'E-mail address' });
    this.submit = page.getByRole('button', { name: 'Join Waitlist' });
    this.error = page.getByRole('form', { name: 'Join the waitlist' }).getByRole('alert');
    this.done = page.getByText("You're on the list. We'll ping you when the shutters go up.");
  }

  async goto(): Promise<void> {
    // networkidle: the form must be hydrated before it is used.
    await this.page.goto('/app', { waitUntil: 'networkidle' });
    await this.email.waitFor();
  }
}
