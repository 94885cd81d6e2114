import { SLOT_ODDS } from '@/lib/rules/slot-machine';
import { PURCHASE_EARNING, slotTicketAwards } from '@/lib/rules/tickets';

/**
 * What each draw earns, from the ticket rules: 'Bought, a FREE draw earns 6 RT (5 when it lands), a 0.19 SOL draw
 * none and a 0.25 SOL draw 1 RT (1 RT per full 0.2 SOL).'
 */
export function slotEarningsText(): string {
  const parts = SLOT_ODDS.map((odds) => {
    const { onDraw, total } = slotTicketAwards(odds);
    const earns = total === 0 ? 'none' : `${total} RT${onDraw > 0 ? ` (${onDraw} when it lands)` : ''}`;
    return `a ${odds.label} draw earns ${earns}`;
  });
  return `Bought, ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)} (${PURCHASE_EARNING}).`;
}
