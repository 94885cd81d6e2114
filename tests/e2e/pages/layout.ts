import { expect, type Locator, type Page } from '@playwright/test';

/** The shared mall layout: sidebar, modals, mini terminal, status badge, chat bot, purchase ticker. */
export class MallLayout {
  readonly sidebar: Locator;
  readonly nav: Locator;
  readonly terminalLog: Locator;
  readonly terminalInput: Locator;
  readonly badge: Locator;
  readonly chatToggle: Locator;
  readonly chatInput: Locator;
  readonly chatSend: Locator;
  readonly chatMessages: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('complementary', { name: 'Mall sidebar' });
    this.nav = this.sidebar.getByRole('navigation', { name: 'Mall sections' });
    this.terminalLog = page.getByRole('log', { name: 'Terminal output' });
    this.terminalInput = page.getByRole('textbox', { name: 'Terminal command' });
    this.badge = page.getByTestId('status-badge');
    this.chatToggle = page.getByRole('button', { name: /^(Chat|Close chat)$/ });
    this.chatInput = page.getByRole('textbox', { name: 'Message the help desk' });
    this.chatSend = page.getByRole('button', { name: 'Send' });
    this.chatMessages = page.getByRole('list', { name: 'Chat messages' }).getByRole('listitem');
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    // Client behaviour (collapse, drawer, terminal) needs hydration: the badge's first answer proves it.
    await expect(this.badge).not.toHaveAttribute('data-system', 'yellow');
  }

  navItems(): Locator {
    return this.nav.getByRole('listitem');
  }

  async runCommand(command: string): Promise<void> {
    await this.terminalInput.fill(command);
    await this.terminalInput.press('Enter');
  }

  /** The terminal's output lines, as shown. */
  async terminalLines(): Promise<string[]> {
    return this.terminalLog.locator('p').allTextContents();
  }

  async ask(message: string): Promise<void> {
    if ((await this.chatToggle.getAttribute('aria-expanded')) !== 'true') await this.chatToggle.click();
    await this.chatInput.fill(message);
    await this.chatSend.click();
  }

  botMessages(): Locator {
    return this.chatMessages.and(this.page.locator('[data-from="bot"]'));
  }
}

/** A page inside the shared layout that always renders (the layout is the same on every mall page). */
export const MALL_PAGE = '/marketplace';
