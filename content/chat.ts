/** Copy of the sarcastic chat bot. What picks among it lives in components/chat/chat-reply.ts. */

export const CHAT_GREETING =
  "Welcome to the Retailverse help desk. I'm legally required to help you. Ask me about any name.sol.";

/** Replies to anything that is not a domain lookup. */
export const CHAT_SARCASTIC_LINES: readonly string[] = [
  "Fascinating. Truly. Anyway, try asking about an actual domain, like 'jpegdealer.sol'.",
  "I've read that three times and it got worse each time.",
  'Sure, let me escalate that to the manager. The manager is also me. Denied.',
  'The mall has been closed since the last bear market and somehow this is still the weirdest thing I have heard.',
  "Bold question. Wrong store. Ask me 'is commandhub.sol for sale?' instead.",
  "I'm a domain bot, not your therapist. Though, honestly, same.",
  'Processing... processing... nope, still nothing intelligent to say back.',
  'Cool story. Does it come with a .sol at the end?',
  'My training data is 40% lore and 60% people asking me things like this.',
  'Noted and immediately filed under "Scav Rack".',
];

/** Replies when the message fishes for discounts and no voucher dropped. */
export const CHAT_PROMO_WORDS: readonly string[] = [
  'promo',
  'discount',
  'coupon',
  'voucher',
  'code',
  'free',
  'deal',
  'sale',
];
export const CHAT_PROMO_SARCASM: readonly string[] = [
  'Discount? In this economy? Spin the Scav Rack like everyone else.',
  'The promo codes are in the vault. The vault is locked. You see the problem.',
  'Free stuff is a myth told to new retailpunks. Respectfully.',
];

export const CHAT_COMPLIMENTS: readonly string[] = [
  "Ugh. That was actually a decent question. Don't let it go to your head.",
  'Fine. You have taste. I said it once, it will not happen again.',
  'Not bad, retailpunk. The Glitch Militia might even nod at you.',
  'I hate to admit it, but you are smarter than the average lurker.',
  'Respect. Minimal, grudging, but respect.',
];

/** Easter eggs: a trigger phrase (matched case-insensitively inside the message) and its reply. */
export const CHAT_EASTER_EGGS: readonly { trigger: string; reply: string }[] = [
  { trigger: 'wifhoodie', reply: '🧥 The hoodie sees you. The hoodie approves. Hoodie dojo is 10 RT, by the way.' },
  { trigger: 'glitch militia', reply: '👾 We do not talk about the basement. …Try /cipher in the terminal.' },
  { trigger: 'sudo', reply: '🔐 Nice try. Root access is a 30-day mythic rental.' },
  { trigger: 'hello world', reply: '🌐 hello, retailpunk. The world said it was busy.' },
  { trigger: 'wen moon', reply: '🌕 Moon is on the 3rd floor, next to the lounge. Escalator is broken.' },
  { trigger: 'retailrunner', reply: '🏃 RetailRunner is mopping the food court. Leave a tip in Retail Tickets.' },
];

/** {code}, {percent} and {target} are filled in from the voucher table. */
export const CHAT_VOUCHER_TEMPLATE = "🎟️ Fine. Take voucher {code}: {percent}% off {target}. Don't make it weird.";
/** Follows the voucher line in the same bubble; {where} and {days} come from lib/rules/vouchers.ts. */
export const CHAT_VOUCHER_WHERE_TEMPLATE = 'Use it at {where}, signed in with your wallet, within {days} days.';

/** Answers to a name lookup; {name} (with '.sol') and {price} are filled in from the catalogue. */
export const CHAT_AVAILABLE_TEMPLATE = '"{name}" is available for {price}.';
/** Closes the available answer, after the name's lore. */
export const CHAT_PRICE_TEMPLATE = 'Price: {price}';
export const CHAT_NOT_FOR_SALE_TEMPLATE = '"{name}" is not for sale. Some things are meant to stay in the vault.';
/** A sold name: the spec's not-for-sale line would say it stays in the vault. */
export const CHAT_SOLD_TEMPLATE = '"{name}" is sold. Somebody got there first: browse the racks for the next one.';
/** The {price} of a Scav Rack name, which has none until the slot machine draws it; {prices} from the odds. */
export const CHAT_DRAW_PRICE_TEMPLATE = 'a Scav Rack draw ({prices})';
export const CHAT_NOT_FOUND_TEMPLATE = `"{name}" doesn't exist in the Retailverse. Try something else.`;

/** Reply when a looked-up name fails the name-safety check; {reason} is filled in. */
export const CHAT_UNSAFE_NAME_TEMPLATE = 'Nice try, spoofer. {reason}';

/** Reply when the catalogue cannot be asked (network down or the server failing). */
export const CHAT_LOOKUP_FAILED =
  'My catalogue feed just flatlined. Ask me again in a minute, I will pretend this never happened.';
