'use client';

import { useTicketBalance } from './live-balance';

/** A Retail Ticket balance that follows this page's spends and claims ('11 RT', then '9 RT' after a draw). */
export function TicketBalance({ balance, testId }: { balance: number; testId?: string }) {
  return <span data-testid={testId}>{useTicketBalance(balance)} RT</span>;
}
