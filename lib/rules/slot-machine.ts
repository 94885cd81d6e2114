import { weightedPick, type Random } from './random';

/** The Scav Rack slot machine (docs/product.md §4, §9). */
export const SLOT_AUTO_START_MS = 100;
export const SLOT_SPIN_MS = 1500;
export const SLOT_SYMBOL_MS = 80;

export type SlotOutcomeKind = 'FREE' | '0.19' | '0.25';

export interface SlotOutcome {
  kind: SlotOutcomeKind;
  priceSol: number;
  label: string;
}

export interface SlotOdds extends SlotOutcome {
  /** Chance out of 100. */
  percent: number;
}

/** 1% FREE, 10% at 0.19 SOL, 89% at 0.25 SOL. */
export const SLOT_ODDS: readonly SlotOdds[] = [
  { kind: 'FREE', priceSol: 0, label: 'FREE', percent: 1 },
  { kind: '0.19', priceSol: 0.19, label: '0.19 SOL', percent: 10 },
  { kind: '0.25', priceSol: 0.25, label: '0.25 SOL', percent: 89 },
];

/** What a draw can cost, in the odds' order: 'FREE, 0.19 SOL or 0.25 SOL'. */
export const SLOT_PRICE_LIST = `${SLOT_ODDS.slice(0, -1)
  .map((odds) => odds.label)
  .join(', ')} or ${SLOT_ODDS.at(-1)?.label}`;

/** Symbols the reels flicker through while spinning (decoration only; the outcome is drawn separately). */
const SLOT_REEL_SYMBOLS = ['🎰', '💾', '🧿', '💀', '🪙', '🔥', '🛒', '📼'] as const;

/** Draws a price for one spin of the slot machine. */
export function drawSlotOutcome(random: Random): SlotOutcome {
  const { kind, priceSol, label } = weightedPick(random, SLOT_ODDS, (odds) => odds.percent);
  return { kind, priceSol, label };
}

/** The outcome for a kind, e.g. when the server answers with a kind the client must display. */
export function slotOutcomeOf(kind: SlotOutcomeKind): SlotOutcome {
  const odds = SLOT_ODDS.find((entry) => entry.kind === kind);
  if (!odds) throw new RangeError(`unknown slot outcome ${kind}`);
  return { kind: odds.kind, priceSol: odds.priceSol, label: odds.label };
}

/** The reel symbol to show at `elapsedMs` into the spin animation (changes every 80 ms). */
export function reelSymbolAt(elapsedMs: number, offset = 0): string {
  const step = Math.max(0, Math.floor(elapsedMs / SLOT_SYMBOL_MS)) + offset;
  return SLOT_REEL_SYMBOLS[step % SLOT_REEL_SYMBOLS.length] as string;
}

/**
 * Where the three reels stop for one draw: a pure function of the draw's key, so the same draw always lands the same
 * way (reopening the machine) and different draws land differently.
 */
export function landingReels(drawKey: string): [string, string, string] {
  let hash = 2166136261;
  for (let i = 0; i < drawKey.length; i++) hash = Math.imul(hash ^ drawKey.charCodeAt(i), 16777619) >>> 0;
  const count = SLOT_REEL_SYMBOLS.length;
  return [0, 1, 2].map((reel) => SLOT_REEL_SYMBOLS[(hash >>> (reel * 8)) % count] as string) as [
    string,
    string,
    string,
  ];
}

/** docs/product.md §8: the Scav Rack list could not be read (error panel with retry). */
export const SCAV_FETCH_FAILED = 'Failed to fetch scav domains';
/** The ledger entry of a paid respin, and the refusal when the wallet has no ticket for it. */
export const SCAV_RESPIN_TARGET = 'Scav Respin';
export const SCAV_RESPIN_NEEDS_TICKETS = 'A respin costs 1 Retail Ticket, and this wallet has none left.';
/** A draw request was refused by the rate limit. */
export const SCAV_DRAW_RATE_LIMITED = 'Too many spins. Give the machine a minute to cool down.';
