/**
 * Voucher codes the chat bot and the spin wheel hand out, and where each one is redeemed (docs/product.md
 * "Vouchers"). A code is issued by the server, redeemed once, and at most once per wallet per kind.
 */
import { draw, pick, type Random } from './random';
import { DAY_MS } from './time';

export const VOUCHER_KINDS = ['mid-tier', 'premium', 'flash-rack', 'scav-rack'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

export interface VoucherRule {
  kind: VoucherKind;
  /** Percent off the price fixed into the order. */
  percent: number;
  /** The words the chat copy fills in as {target}. */
  target: string;
  /** The code's readable prefix; an unguessable part follows it. */
  prefix: string;
  /** Where the code is typed in. */
  where: string;
  /** The catalogue categories (domains.category) whose names it applies to. */
  categories: readonly string[];
}

/**
 * Chat codes give 10% Mid Tier, 15% Premium, 20% Flash Rack (SPEC). The wheel's Scav Rack voucher has no percent in
 * the SPEC: 10% off a Scav Rack draw's price is this mall's choice. The SPEC's 25% Quick Snag builds code is not
 * handed out: builds are requested on /upgrade, not paid in the mall, so there is no price for it to reduce.
 */
export const VOUCHER_RULES: Readonly<Record<VoucherKind, VoucherRule>> = {
  'mid-tier': {
    kind: 'mid-tier',
    percent: 10,
    target: 'Mid Tier',
    prefix: 'MIDTIER10',
    where: 'checkout of a Mid Tier name',
    categories: ['mid'],
  },
  premium: {
    kind: 'premium',
    percent: 15,
    target: 'Premium',
    prefix: 'PREMIUM15',
    where: 'checkout of a Premium name',
    categories: ['premium'],
  },
  'flash-rack': {
    kind: 'flash-rack',
    percent: 20,
    target: 'Flash Rack',
    prefix: 'FLASH20',
    where: 'checkout of a Flash Rack name',
    categories: ['flashRack'],
  },
  'scav-rack': {
    kind: 'scav-rack',
    percent: 10,
    target: 'Scav Rack draws',
    prefix: 'SCAV10',
    where: 'the buy of a Scav Rack draw on /scavrack',
    categories: ['scav'],
  },
};

/** The chance that one chat message earns a voucher (docs/product.md §9), drawn by the server. */
const CHAT_VOUCHER_CHANCE = 0.07;

/** The kinds the chat bot draws from; the wheel's Scav Rack voucher is the wheel's own. */
const CHAT_VOUCHER_KINDS: readonly VoucherKind[] = ['mid-tier', 'premium', 'flash-rack'];

/** A voucher lasts 7 days from its issue. */
export const VOUCHER_LIFETIME_MS = 7 * DAY_MS;

export const voucherExpiry = (issuedAt: Date): Date => new Date(issuedAt.getTime() + VOUCHER_LIFETIME_MS);

/** The chat's reward draw: 7% a voucher, its kind uniformly among the chat kinds; otherwise none. */
export function drawChatVoucherKind(random: Random): VoucherKind | null {
  return draw(random) < CHAT_VOUCHER_CHANCE ? pick(random, CHAT_VOUCHER_KINDS) : null;
}

/** A voucher the server issued for one chat message (POST /api/chat/reward), as the chat bot hands it out. */
export interface ChatVoucher {
  code: string;
  percent: number;
  target: string;
  /** Where the code is typed in (VOUCHER_RULES). */
  where: string;
  /** How many days it lasts. */
  days: number;
}

/**
 * Whether a code of this kind applies to a name of this catalogue category. A members' draw (a vault discount on
 * /mall) already is a discount: a wing's voucher does not stack on it (see redeemVoucher).
 */
export const voucherApplies = (kind: VoucherKind, category: string): boolean =>
  VOUCHER_RULES[kind].categories.includes(category);

/** The price after the voucher, in whole lamports (rounded down, in the buyer's favour). */
export function discountedLamports(lamports: bigint, percent: number): bigint {
  if (!Number.isInteger(percent) || percent < 0 || percent >= 100) throw new RangeError(`bad percent ${percent}`);
  return (lamports * BigInt(100 - percent)) / 100n;
}

/** Codes are typed by people: case and surrounding spaces do not matter. */
export const normalizeVoucherCode = (code: string): string => code.trim().toUpperCase();

export const VOUCHER_CODE_PATTERN = /^[A-Z0-9]{3,12}-[A-Z2-7]{16}$/;

export const VOUCHER_MESSAGES = {
  unknown: 'This voucher code does not exist. Check the code and try again.',
  expired: 'This voucher has expired.',
  used: 'This voucher has already been used.',
  usedKind: 'This wallet has already used a voucher of this kind.',
  notYours: 'This voucher was issued to another wallet.',
  signIn: 'Sign in with your wallet to use a voucher.',
  notOnMembersDraw: "A voucher does not apply on top of a members' draw price.",
  wrongWing: (rule: VoucherRule) => `This voucher gives ${rule.percent}% off ${rule.target}: use it at ${rule.where}.`,
} as const;
