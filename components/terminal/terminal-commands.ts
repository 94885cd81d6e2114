import { recentSalesLines, type PublicSale } from '@/lib/rules/live-sales';
import { formatSol } from '@/lib/rules/money';
import { pick, randomInt, type Random } from '@/lib/rules/random';
import { fakeBuyerAddress } from '@/components/ticker/ticker';

/** What the sidebar mini terminal answers to each command (docs/product.md §2, §5, §8). */
const TERMINAL_COMMANDS = [
  '/pricing',
  '/tiers',
  '/mythic',
  '/artifacts',
  '/lore',
  '/vault',
  '/retailrunner',
  '/help',
  '/gm',
  '/access',
  '/cipher',
  '/purchase',
  '/basement',
] as const;
export type TerminalCommand = (typeof TERMINAL_COMMANDS)[number];

/** The one accepted cipher code, entered as '/cipher glitchmilitia'. It claims access and changes nothing. */
const CIPHER_CODE = 'glitchmilitia';
/** /purchase prices: uniform over whole cents from 0.69 to 12 SOL. */
const TERMINAL_PURCHASE_MIN_SOL = 0.69;
const TERMINAL_PURCHASE_MAX_SOL = 12;
/** Used by /purchase when no domain list is given. */
const TERMINAL_FALLBACK_PURCHASE_DOMAIN = 'nodehunter.sol';

export type ParsedTerminalInput =
  | { kind: 'empty' }
  | { kind: 'command'; command: TerminalCommand; arg: string | null }
  | { kind: 'unknown'; input: string };

/**
 * Trims and lowercases, then matches a command exactly. The one exception is '/cipher <code>': the code
 * follows one or more spaces and is itself trimmed and lowercased. Anything else is unknown.
 */
export function parseTerminalCommand(input: string): ParsedTerminalInput {
  const trimmed = input.trim();
  const normalized = trimmed.toLowerCase();
  if (normalized === '') return { kind: 'empty' };
  if ((TERMINAL_COMMANDS as readonly string[]).includes(normalized)) {
    return { kind: 'command', command: normalized as TerminalCommand, arg: null };
  }
  const cipher = /^\/cipher\s+(\S+)$/.exec(normalized);
  if (cipher?.[1]) return { kind: 'command', command: '/cipher', arg: cipher[1] };
  return { kind: 'unknown', input: trimmed };
}

export interface MythicListing {
  name: string;
  price: string;
}

/** The terminal's lines (content/terminal.ts), passed in by mini-terminal.tsx, so a test may pass its own. */
interface TerminalCopy {
  TERMINAL_ACCESS: readonly string[];
  TERMINAL_ARTIFACTS: readonly string[];
  TERMINAL_BASEMENT: readonly string[];
  TERMINAL_CIPHER_ACCEPTED: readonly string[];
  TERMINAL_CIPHER_PROMPT: readonly string[];
  TERMINAL_CIPHER_REJECTED: readonly string[];
  TERMINAL_GM: readonly string[];
  TERMINAL_HELP: readonly (readonly [usage: string, description: string])[];
  TERMINAL_HELP_HEADER: string;
  TERMINAL_LORE: readonly string[];
  TERMINAL_MYTHIC_EMPTY: string;
  TERMINAL_MYTHIC_HEADER: string;
  TERMINAL_PRICING: readonly string[];
  TERMINAL_PURCHASE_FOOTER: string;
  TERMINAL_PURCHASE_HEADER: string;
  TERMINAL_RETAILRUNNER: readonly string[];
  TERMINAL_TAUNTS: readonly string[];
  TERMINAL_TIERS: readonly string[];
  TERMINAL_VAULT: readonly string[];
}

export interface TerminalContext {
  random: Random;
  copy: TerminalCopy;
  mythicDomains: readonly MythicListing[];
  /** Domains /purchase picks from; defaults to the mythic names. */
  purchaseDomains?: readonly string[];
  /**
   * On a mall that takes payments, /purchase lists its real sales (docs/payments-reference.md "Real activity"); without
   * this, it prints a simulated purchase that says so.
   */
  liveSales?: { sales: readonly PublicSale[]; now: Date };
}

/** Whether a command's answer reads the mythic rotation (/mythic lists it, /purchase picks a name from it). */
export function usesMythicListings(command: TerminalCommand): boolean {
  return command === '/mythic' || command === '/purchase';
}

/** A /purchase price: uniform over 0.69, 0.70, …, 12.00. */
function terminalPurchasePrice(random: Random): number {
  const cents = randomInt(
    random,
    Math.round(TERMINAL_PURCHASE_MIN_SOL * 100),
    Math.round(TERMINAL_PURCHASE_MAX_SOL * 100),
  );
  return cents / 100;
}

function purchaseLines(context: TerminalContext): string[] {
  if (context.liveSales) return recentSalesLines(context.liveSales.sales, context.liveSales.now);
  const domains = context.purchaseDomains ?? context.mythicDomains.map((listing) => listing.name);
  const buyer = fakeBuyerAddress(context.random);
  const domain = domains.length > 0 ? pick(context.random, domains) : TERMINAL_FALLBACK_PURCHASE_DOMAIN;
  const price = terminalPurchasePrice(context.random);
  return [
    context.copy.TERMINAL_PURCHASE_HEADER,
    `${buyer} bought ${domain} for ${formatSol(price, 2)}`,
    context.copy.TERMINAL_PURCHASE_FOOTER,
  ];
}

/** The output lines for one terminal input ([] for blank input). */
export function runTerminalCommand(input: string, context: TerminalContext): string[] {
  const parsed = parseTerminalCommand(input);
  if (parsed.kind === 'empty') return [];
  if (parsed.kind === 'unknown')
    return [`Unknown command: "${parsed.input}"`, pick(context.random, context.copy.TERMINAL_TAUNTS)];
  switch (parsed.command) {
    case '/help':
      return [
        context.copy.TERMINAL_HELP_HEADER,
        ...context.copy.TERMINAL_HELP.map(([usage, description]) => `${usage} — ${description}`),
      ];
    case '/pricing':
      return [...context.copy.TERMINAL_PRICING];
    case '/tiers':
      return [...context.copy.TERMINAL_TIERS];
    case '/mythic':
      if (context.mythicDomains.length === 0) return [context.copy.TERMINAL_MYTHIC_EMPTY];
      return [
        context.copy.TERMINAL_MYTHIC_HEADER,
        ...context.mythicDomains.map((listing) => `${listing.name} — ${listing.price}`),
      ];
    case '/artifacts':
      return [...context.copy.TERMINAL_ARTIFACTS];
    case '/lore':
      return [...context.copy.TERMINAL_LORE];
    case '/vault':
      return [...context.copy.TERMINAL_VAULT];
    case '/retailrunner':
      return [...context.copy.TERMINAL_RETAILRUNNER];
    case '/gm':
      return [...context.copy.TERMINAL_GM];
    case '/access':
      return [...context.copy.TERMINAL_ACCESS];
    case '/cipher':
      if (parsed.arg === null) return [...context.copy.TERMINAL_CIPHER_PROMPT];
      return [
        ...(parsed.arg === CIPHER_CODE ? context.copy.TERMINAL_CIPHER_ACCEPTED : context.copy.TERMINAL_CIPHER_REJECTED),
      ];
    case '/purchase':
      return purchaseLines(context);
    case '/basement':
      return [...context.copy.TERMINAL_BASEMENT];
  }
}

/** Where a command takes the visitor after printing its lines, if anywhere: /basement opens the basement. */
export function terminalDestination(input: string): string | null {
  const parsed = parseTerminalCommand(input);
  return parsed.kind === 'command' && parsed.command === '/basement' ? '/basement' : null;
}
