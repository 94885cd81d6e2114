/** The emoji shown on the domain lore view, chosen from keywords in the name (docs/product.md §2). */
const DEFAULT_DOMAIN_EMOJI = '🌐';

/** Checked in order; the first keyword contained in the name wins. */
const DOMAIN_EMOJI_KEYWORDS: readonly (readonly [keyword: string, emoji: string])[] = [
  ['jpeg', '🖼️'],
  ['fud', '🧪'],
  ['cope', '😭'],
  ['command', '🛰️'],
  ['radio', '📻'],
  ['brain', '🧠'],
  ['alpha', '🐺'],
  ['lounge', '🛋️'],
  ['mall', '🛍️'],
  ['retail', '🛒'],
  ['vault', '🔐'],
  ['node', '🔌'],
  ['deploy', '🚀'],
  ['rig', '🛠️'],
  ['build', '🏗️'],
  ['bag', '💰'],
  ['gremlin', '👹'],
  ['bid', '🔨'],
  ['lurk', '👀'],
  ['meme', '🐸'],
  ['degen', '🎲'],
  ['hoodie', '🧥'],
  ['scav', '♻️'],
  ['slot', '🎰'],
  ['cipher', '🗝️'],
  ['glitch', '👾'],
  ['punk', '🤘'],
  ['dealer', '🕶️'],
  ['hunter', '🎯'],
  ['dao', '🏛️'],
  ['chart', '📈'],
  ['pump', '📈'],
];

/** 'jpegdealer.sol' → '🖼️'; no keyword → '🌐'. Case-insensitive. */
export function domainEmoji(name: string): string {
  const lower = name.toLowerCase();
  for (const [keyword, emoji] of DOMAIN_EMOJI_KEYWORDS) if (lower.includes(keyword)) return emoji;
  return DEFAULT_DOMAIN_EMOJI;
}
