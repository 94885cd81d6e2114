import { ACCESS_TIERS } from '../lib/rules/access';
import { PRICING_MODAL_TIERS, TIER_CARDS } from '../lib/rules/pricing';

/** Copy of the sidebar mini terminal. What picks among it lives in components/terminal/terminal-commands.ts. */

export const TERMINAL_WELCOME = 'RETAILVERSE MALL OS v0.9 — type /help for commands.';

/** /help: usage and description, in display order. */
export const TERMINAL_HELP: readonly (readonly [usage: string, description: string])[] = [
  ['/pricing', 'price ranges by tier'],
  ['/tiers', 'Vaulted Premium, Blueprint Tier, Quick Snag'],
  ['/mythic', 'mythic domains in rotation'],
  ['/artifacts', 'relics recovered from the mall'],
  ['/lore', 'the story so far'],
  ['/vault', 'what sleeps in the vault'],
  ['/retailrunner', 'who keeps this place running'],
  ['/access', 'how mall access works'],
  ['/cipher <code>', 'enter a cipher code, if you found one'],
  ['/purchase', 'watch someone buy a domain'],
  ['/basement', 'take the stairs down to the Glitch Militia'],
  ['/gm', 'gm'],
  ['/help', 'this list'],
];

export const TERMINAL_HELP_HEADER = 'AVAILABLE COMMANDS (exact match, case-insensitive):';

export const TERMINAL_PRICING: readonly string[] = [
  'PRICE SCAN:',
  ...PRICING_MODAL_TIERS.map(
    (tier) => `${tier.name}: ${tier.price}${tier.note ? ` (${tier.note.toLowerCase()})` : ''}`,
  ),
];

export const TERMINAL_TIERS: readonly string[] = [
  'TIERS:',
  ...TIER_CARDS.map((card) => `${card.title} — ${card.price}: ${card.perks.join(', ')}`),
  'Details: /tiers',
];

export const TERMINAL_ARTIFACTS: readonly string[] = [
  'ARTIFACTS RECOVERED FROM THE FOOD COURT:',
  '• Cracked RetailPass lanyard (expired, still flexed)',
  '• Wifhoodie thread sample #0420',
  '• Slot machine coin, still warm',
  '• A 12 SOL receipt signed "jpegdealer"',
  '• One (1) Glitch Militia patch, origin unknown',
];

export const TERMINAL_LORE: readonly string[] = [
  'The mall died in the last bear market. The lights stayed on.',
  'Scavengers took the racks, the Glitch Militia took the basement, and every storefront became a .sol name.',
  'Eight chapters so far: /wiki-directory',
];

export const TERMINAL_VAULT: readonly string[] = [
  'THE VAULT: names too good for the rack.',
  'Premium, Mid, Memeables, Experimental. Some listed, most sleeping.',
  'Inventory: /vault — unlock requests: /upgrade',
];

export const TERMINAL_BASEMENT: readonly string[] = [
  'B1_UNDERBELLY: the Glitch Militia holds the basement. No pass needed.',
  'Taking the stairs down…',
];

export const TERMINAL_RETAILRUNNER: readonly string[] = [
  'RETAILRUNNER: courier, janitor, and last employee of the month.',
  'Moves domains between floors before the rotation clock hits zero.',
  'Has never once been paid in anything but Retail Tickets.',
];

export const TERMINAL_GM: readonly string[] = [
  'gm, retailpunk ☀️',
  'The escalators are broken but the alpha is flowing.',
];

export const TERMINAL_ACCESS: readonly string[] = [
  'MALL ACCESS — any one of:',
  '• a wifhoodie in your wallet',
  '• an active day pass: 1 Retail Ticket, 24 hours (/retailpass)',
  `• tier ${ACCESS_TIERS.slice(0, -1).join(', ')} or ${ACCESS_TIERS[ACCESS_TIERS.length - 1]}`,
  'Tier 0 gets the basement. The basement is public.',
];

export const TERMINAL_MYTHIC_HEADER = 'MYTHIC ROTATION:';
export const TERMINAL_MYTHIC_EMPTY = 'No mythics on the floor right now. Check back after the rotation.';

export const TERMINAL_CIPHER_PROMPT: readonly string[] = ['CIPHER LOCK ENGAGED.', 'Usage: /cipher <code>'];
export const TERMINAL_CIPHER_ACCEPTED: readonly string[] = [
  'CIPHER ACCEPTED. ACCESS GRANTED. 🔓',
  '…to the feeling of having access. Real access still runs on day passes (/retailpass).',
];
export const TERMINAL_CIPHER_REJECTED: readonly string[] = [
  'CIPHER REJECTED.',
  'The Glitch Militia heard that and is laughing.',
];

export const TERMINAL_PURCHASE_HEADER = 'PROCESSING PURCHASE...';
export const TERMINAL_PURCHASE_FOOTER = '(Simulation. No SOL was harmed.)';

/** One of these follows 'Unknown command: "{input}"'. */
export const TERMINAL_TAUNTS: readonly string[] = [
  'Did you mean /help? Because you need it.',
  "Error 404: promo code 'FREEMYTHIC' not found. It never existed. Neither did your chances.",
  'The terminal has logged this embarrassment to the blockchain. Forever.',
  'Bold of you to freestyle in a command line.',
  'RetailRunner looked up from mopping, shook his head, and kept mopping.',
  'Command rejected. Try typing slower, maybe it will understand you.',
];
