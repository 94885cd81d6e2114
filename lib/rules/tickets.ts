import { LAMPORTS_PER_SOL, solToLamports } from './money';
import type { SlotOutcome } from './slot-machine';

/** Retail Ticket costs and limits (docs/product.md §4, §5, §9). */
export const DAY_PASS_HOURS = 24;
export const DAY_PASS_COST = 1;
export const SPIN_WHEEL_COST = 5;
export const RESPIN_COST = 1;
export const RESPINS_PER_DOMAIN = 3;

/** Earning: 1 ticket per 0.2 SOL of price, floored. */
const TICKET_PER_SOL_STEP = 0.2;
const FREE_PURCHASE_TICKETS = 1;
const FREE_JACKPOT_TICKETS = 5;

/**
 * How a purchase earns, as every page states it. (The spec's earning copy says 'domain purchases 1-3', which its own
 * rule contradicts: a 1.25 SOL name earns 6, a 0.19 SOL draw none. The rule wins.)
 */
export const PURCHASE_EARNING = `1 RT per full ${TICKET_PER_SOL_STEP} SOL`;

/** Earning copy of /retail-tickets. */
export const EARN_FEEDBACK_TICKETS = 3;
export const EARN_REFERRAL_TICKETS = 5;
export const EARN_WHEEL_WIN_MIN_TICKETS = 5;
export const EARN_WHEEL_WIN_MAX_TICKETS = 20;

/** Lore copy: what a Retail Ticket buys. */
export const LORE_RESPIN_RT = 1;
export const LORE_VAULT_ACCESS_RT = 5;
export const LORE_HOODIE_DOJO_RT = 10;

export const SPIN_NEEDS_TICKETS = 'You need at least 5 tickets to spin.';
export const SPIN_FAILED = 'Spin failed';

const STEP_LAMPORTS = Math.round(TICKET_PER_SOL_STEP * LAMPORTS_PER_SOL);

/** 1 ticket per full 0.2 SOL of price: 0.19 → 0, 0.25 → 1, 0.6 → 3, 1.25 → 6. Counted in lamports, no float error. */
export function ticketsForPrice(priceSol: number): number {
  return Math.floor(solToLamports(priceSol) / STEP_LAMPORTS);
}

/** Tickets earned by buying a slot-machine outcome: a FREE purchase gives +1, a paid one 1 per 0.2 SOL. */
function ticketsForPurchase(outcome: Pick<SlotOutcome, 'kind' | 'priceSol'>): number {
  return outcome.kind === 'FREE' ? FREE_PURCHASE_TICKETS : ticketsForPrice(outcome.priceSol);
}

export interface SlotTicketAwards {
  /** Awarded when the draw lands (the FREE jackpot: +5), whether or not the user then buys. */
  onDraw: number;
  /** Awarded when the user purchases the drawn outcome. */
  onPurchase: number;
  /** onDraw + onPurchase: what a draw that is then purchased earns in all. */
  total: number;
}

/**
 * How the spec's ticket rules combine for one slot draw. A FREE draw is the jackpot: +5 tickets when it lands,
 * plus +1 when the FREE domain is purchased (6 in all). A priced draw awards nothing on the draw and
 * 1 per 0.2 SOL on purchase.
 */
export function slotTicketAwards(outcome: Pick<SlotOutcome, 'kind' | 'priceSol'>): SlotTicketAwards {
  const onDraw = outcome.kind === 'FREE' ? FREE_JACKPOT_TICKETS : 0;
  const onPurchase = ticketsForPurchase(outcome);
  return { onDraw, onPurchase, total: onDraw + onPurchase };
}

/** A respin needs a ticket (balance above 0) and fewer than 3 respins used on this domain. */
export function canRespin(tickets: number, respinsUsed: number): boolean {
  return tickets >= RESPIN_COST && respinsUsed < RESPINS_PER_DOMAIN;
}

/** The spin-wheel button is enabled only when not spinning and with at least 5 tickets. */
export function canSpinWheel(tickets: number, spinning: boolean): boolean {
  return !spinning && tickets >= SPIN_WHEEL_COST;
}
