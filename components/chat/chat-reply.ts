import { checkNameSafety } from '@/lib/rules/name-safety';
import { draw, pick, randomInt, type Random } from '@/lib/rules/random';
import type { ChatVoucher } from '@/lib/rules/vouchers';

/**
 * How the sarcastic chat bot answers (docs/product.md §2, §4, §8): which line, which extras, how fast it types. The
 * voucher it hands out is drawn by the server (CHAT_VOUCHER_CHANCE in lib/rules/vouchers.ts).
 */
const CHAT_COMPLIMENT_CHANCE = 0.05;
const CHAT_EASTER_EGG_CHANCE = 0.1;
const CHAT_REPLY_DELAY_MIN_MS = 1000;
const CHAT_REPLY_DELAY_MAX_MS = 1500;
const CHAT_WORD_MIN_MS = 55;
const CHAT_WORD_MAX_MS = 80;

/** The bot's lines (content/chat.ts), passed in by the caller (use-chat-bot.ts), so a test may pass its own. */
export interface ChatCopy {
  CHAT_SARCASTIC_LINES: readonly string[];
  CHAT_PROMO_WORDS: readonly string[];
  CHAT_PROMO_SARCASM: readonly string[];
  CHAT_COMPLIMENTS: readonly string[];
  CHAT_EASTER_EGGS: readonly { trigger: string; reply: string }[];
  CHAT_VOUCHER_TEMPLATE: string;
  CHAT_VOUCHER_WHERE_TEMPLATE: string;
  CHAT_UNSAFE_NAME_TEMPLATE: string;
  CHAT_AVAILABLE_TEMPLATE: string;
  CHAT_PRICE_TEMPLATE: string;
  CHAT_NOT_FOR_SALE_TEMPLATE: string;
  CHAT_SOLD_TEMPLATE: string;
  CHAT_NOT_FOUND_TEMPLATE: string;
}

export interface DomainLookupResult {
  exists: boolean;
  /** Sold: it says so, rather than that it stays in the vault. */
  sold?: boolean;
  sellable: boolean;
  price: string;
  lore?: string;
}

type ChatReplyKind = 'available' | 'not-for-sale' | 'not-found' | 'unsafe-name' | 'sarcasm';

export interface ChatReply {
  kind: ChatReplyKind;
  /** Bot bubbles in order: the answer, then any easter egg, compliment and voucher. */
  messages: string[];
  /** The looked-up name with '.sol', when the message was a lookup. */
  domain?: string;
  voucher?: ChatVoucher;
}

const BARE_NAME_QUESTIONS: readonly RegExp[] = [
  /^(?:what(?:'s| is) the )?price (?:of|for) (\S+)$/,
  /^how much (?:is|for) (\S+)$/,
  /^is (\S+) (?:for sale|available)$/,
  /^(?:buy|lookup|check) (\S+)$/,
];

/**
 * The name a message asks about, or null. Any word ending in '.sol' is a lookup ('is jpegdealer.sol for sale?');
 * so are 'price of X', 'how much is X', 'is X for sale', 'is X available', 'buy X', 'lookup X', 'check X'.
 * Surrounding quotes and punctuation are dropped; the name is returned as typed (checked later).
 */
export function extractDomainQuery(message: string): string | null {
  const words = message.split(/\s+/).map((word) => word.replace(/^["'`([{]+|["'`)\]},;:!?]+$/g, '').replace(/\.$/, ''));
  const solWord = words.find((word) => /\.sol$/i.test(word) && word.length > 4);
  if (solWord) return solWord;
  const sentence = message
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[?!.]+$/, '')
    .trim();
  for (const pattern of BARE_NAME_QUESTIONS) {
    const match = pattern.exec(sentence);
    if (match?.[1]) return match[1].replace(/^["'`]+|["'`]+$/g, '');
  }
  return null;
}

/**
 * A message that is one bare word shaped like a name ('fudscience', 'jpegdealer?') may be a name too: the catalogue
 * is asked, and only a name it has gets the lookup answer; any other word gets the usual sarcasm.
 */
export function bareNameCandidate(message: string): string | null {
  const word = message
    .trim()
    .toLowerCase()
    .replace(/[?!.]+$/, '');
  return /^[a-z0-9][a-z0-9-]{2,39}$/.test(word) ? word : null;
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

function describeFound(domain: string, found: DomainLookupResult, copy: ChatCopy): Omit<ChatReply, 'voucher'> {
  const values = { name: domain, price: found.price };
  if (!found.exists) return { kind: 'not-found', domain, messages: [fill(copy.CHAT_NOT_FOUND_TEMPLATE, values)] };
  if (found.sold) return { kind: 'not-for-sale', domain, messages: [fill(copy.CHAT_SOLD_TEMPLATE, values)] };
  if (!found.sellable)
    return { kind: 'not-for-sale', domain, messages: [fill(copy.CHAT_NOT_FOR_SALE_TEMPLATE, values)] };
  const lines = [fill(copy.CHAT_AVAILABLE_TEMPLATE, values)];
  if (found.lore?.trim()) lines.push(found.lore.trim());
  lines.push(fill(copy.CHAT_PRICE_TEMPLATE, values));
  return { kind: 'available', domain, messages: [lines.join('\n\n')] };
}

function answer(
  message: string,
  random: Random,
  lookup: (name: string) => DomainLookupResult,
  copy: ChatCopy,
): Omit<ChatReply, 'voucher'> {
  const query = extractDomainQuery(message);
  if (query === null) {
    const bare = bareNameCandidate(message);
    const known = bare === null ? null : lookup(bare);
    if (bare !== null && known?.exists) return describeFound(`${bare}.sol`, known, copy);
    const lower = message.toLowerCase();
    const fishing = copy.CHAT_PROMO_WORDS.some((word) => lower.includes(word));
    return { kind: 'sarcasm', messages: [pick(random, fishing ? copy.CHAT_PROMO_SARCASM : copy.CHAT_SARCASTIC_LINES)] };
  }
  const safety = checkNameSafety(query);
  if (!safety.ok)
    return { kind: 'unsafe-name', messages: [fill(copy.CHAT_UNSAFE_NAME_TEMPLATE, { reason: safety.reason })] };
  return describeFound(`${safety.name}.sol`, lookup(safety.name), copy);
}

/**
 * The bot's reply, or null for an empty or whitespace-only message. `lookup` receives the normalised name
 * without '.sol' (see extractDomainQuery to know in advance which name will be asked for). Extras are rolled
 * independently on every message: 5% a grudging compliment, 10% an easter egg when a trigger phrase is present.
 * The 7% voucher is drawn and issued by the server (a code must be redeemable): `voucher` is what it issued.
 */
export function chatReply(
  message: string,
  {
    random,
    lookup,
    copy,
    voucher,
  }: { random: Random; lookup: (name: string) => DomainLookupResult; copy: ChatCopy; voucher?: ChatVoucher | null },
): ChatReply | null {
  if (message.trim() === '') return null;
  const reply: ChatReply = answer(message, random, lookup, copy);
  const lower = message.toLowerCase();
  const egg = copy.CHAT_EASTER_EGGS.find((entry) => lower.includes(entry.trigger));
  if (egg && draw(random) < CHAT_EASTER_EGG_CHANCE) reply.messages.push(egg.reply);
  if (draw(random) < CHAT_COMPLIMENT_CHANCE) reply.messages.push(pick(random, copy.CHAT_COMPLIMENTS));
  if (voucher) {
    reply.voucher = voucher;
    const line = fill(copy.CHAT_VOUCHER_TEMPLATE, { ...voucher });
    reply.messages.push(`${line}\n\n${fill(copy.CHAT_VOUCHER_WHERE_TEMPLATE, { ...voucher })}`);
  }
  return reply;
}

/** How long the bot "thinks" before typing: 1000-1500 ms. */
export function chatReplyDelayMs(random: Random): number {
  return randomInt(random, CHAT_REPLY_DELAY_MIN_MS, CHAT_REPLY_DELAY_MAX_MS);
}

/** The pause before each typed word: 55-80 ms. */
export function chatWordDelayMs(random: Random): number {
  return randomInt(random, CHAT_WORD_MIN_MS, CHAT_WORD_MAX_MS);
}

/** The text as it appears word by word: each frame adds one word (whitespace, including line breaks, kept). */
export function chatTypingFrames(text: string): string[] {
  const frames: string[] = [];
  const pattern = /\S+/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) frames.push(text.slice(0, match.index + match[0].length));
  return frames;
}
