import type { Locator, Page } from '@playwright/test';

/** The header's bell and /inbox: the signed-in wallet's messages. */
export class InboxPage {
  constructor(readonly page: Page) {}

  goto() {
    return this.page.goto('/inbox');
  }

  get bell(): Locator {
    return this.page.getByTestId('inbox-bell');
  }

  get unreadBadge(): Locator {
    return this.bell.getByTestId('inbox-unread');
  }

  message(text: string): Locator {
    return this.page.getByTestId('inbox-item').filter({ hasText: text });
  }

  markRead(text: string): Locator {
    return this.message(text).getByRole('button', { name: 'Mark read' });
  }
}
