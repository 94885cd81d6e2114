import type { Locator, Page } from '@playwright/test';

export const BUILT_IN_ARTICLE = 'what-is-the-retailverse';

export class ArticlePage {
  readonly heading: Locator;
  readonly toc: Locator;
  readonly breadcrumbs: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.toc = page.getByRole('navigation', { name: 'On this page' });
    this.breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  }

  async goto(slug: string = BUILT_IN_ARTICLE) {
    return this.page.goto(`/insights/${slug}`);
  }

  async jsonLdTypes(): Promise<string[]> {
    const scripts = await this.page.locator('script[type="application/ld+json"]').allTextContents();
    return scripts.flatMap((text) => [JSON.parse(text)].flat().map((item: { '@type': string }) => item['@type']));
  }
}
