import type { Locator, Page } from '@playwright/test';

/** The dashboard's sales panels (components/operator/sales-overview.tsx). */
export class SalesPanels {
  readonly revenueTotal: Locator;
  readonly revenueDayChart: Locator;
  readonly revenueWeekChart: Locator;
  readonly conversionChart: Locator;
  readonly topBought: Locator;
  readonly owed: Locator;
  readonly unpriced: Locator;
  readonly topViewed: Locator;

  constructor(readonly page: Page) {
    this.revenueTotal = page.getByTestId('revenue-total');
    this.revenueDayChart = page.getByTestId('revenue-day-chart');
    this.revenueWeekChart = page.getByTestId('revenue-week-chart');
    this.conversionChart = page.getByTestId('conversion-chart');
    this.topBought = page.getByTestId('top-bought');
    this.owed = page.getByTestId('owed-total');
    this.unpriced = page.getByTestId('unpriced-sales');
    this.topViewed = page.getByTestId('top-viewed');
  }

  ordersWith(status: string): Locator {
    return this.page.getByTestId(`orders-${status}`);
  }
}

/** /operator/feedback: the pending and reviewed feedback, and the welcome grant setting. */
export class FeedbackReviewPage {
  readonly pending: Locator;
  readonly reviewed: Locator;
  readonly welcomeClaims: Locator;

  constructor(readonly page: Page) {
    this.pending = page.getByRole('region', { name: /^Pending/ });
    this.reviewed = page.getByRole('region', { name: 'Reviewed' });
    this.welcomeClaims = page.getByTestId('welcome-claims');
  }

  goto() {
    return this.page.goto('/operator/feedback');
  }

  /** The pending or reviewed item carrying this message. */
  item(section: Locator, message: string): Locator {
    return section.getByRole('listitem').filter({ hasText: message });
  }
}
