import { countOf } from '@/lib/rules/labels';

/** What a name's page says of its offers: how many wait, and the highest amount (never who made them). */
export function offerSummaryText(open: number, highest: string | null): string {
  if (open === 0 || !highest) return 'No open offers yet.';
  return `${countOf(open, 'open offer')} · highest ${highest}`;
}
