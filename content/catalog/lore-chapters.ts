import { LORE_HOODIE_DOJO_RT, LORE_RESPIN_RT, LORE_VAULT_ACCESS_RT } from '@/lib/rules/tickets';

/** One chapter of the mall's lore (docs/product.md §3), paged on /wiki-directory and in the lore modal. */
export interface LoreChapter {
  id: LoreChapterId;
  title: string;
  content: string; // paragraphs separated by blank lines
  emoji: string;
}

type LoreChapterId =
  | 'scav-rack-era'
  | 'retail-tickets'
  | 'gating-mall'
  | 'factions-rise'
  | 'whats-next'
  | 'scav-rack-origins'
  | 'retail-ticket-economy'
  | 'mall-evolution';

const paragraphs = (...parts: string[]): string => parts.join('\n\n');

/** The eight chapters, in reading order ('Chapter n of 8'). */
export const loreChapters: LoreChapter[] = [
  {
    id: 'scav-rack-era',
    title: 'The Scav Rack Era',
    emoji: '🛒',
    content: paragraphs(
      'Before the neon, before the wings and the rotations, there was one bent metal shelf in the basement of a dead mall. Whoever found it started leaving names on it: odd .sol names, forgotten names, names that nobody had thought to claim. Scavengers came down with flashlights to dig through them.',
      'Prices were chaos. A name might cost a quarter of a SOL one night and nearly nothing the next. To keep it fair, someone bolted a slot machine to the end of the rack and let it decide. That was the Scav Rack Era: cheap names, loud spins and a basement that slowly filled with people who liked the gamble more than the bargain.',
      'Most of the mall’s oldest regulars still call themselves scavs. They remember when the only light down there came from the slot machine’s reels.',
    ),
  },
  {
    id: 'retail-tickets',
    title: 'Retail Tickets',
    emoji: '🎟️',
    content: paragraphs(
      'As the crowds grew, the mall needed something that was not SOL, something you could earn just by showing up and taking part. The answer was a paper ticket with a holographic stripe: the Retail Ticket, RT for short.',
      'Tickets are earned by buying names, leaving feedback, bringing friends and getting lucky on the wheel. They are spent on respins at the Scav Rack, on spins of the prize wheel and on day passes that open the rest of the mall. Every wallet keeps its own count, and every ticket spent is written into the log.',
      'Nobody can buy Retail Tickets directly. That is the point: they measure participation, not wealth.',
    ),
  },
  {
    id: 'gating-mall',
    title: 'Gating the Mall',
    emoji: '🚪',
    content: paragraphs(
      'The basement stayed open to everyone; it still is. But the upper floors needed doors. The founders installed turnstiles that read wallets instead of cards, and wrote a simple rule: you get in if you hold a hoodie, carry an active day pass or have earned a tier.',
      'The tiers came with names: Retailpunk for the regulars, Mallrat and Slotlord for the committed, Hoodieguard for the keepers of the merch. New wallets start at Tier 0, which opens the basement and nothing more. One Retail Ticket at the pass desk turns Tier 0 into a visitor for a day.',
      'Gating was never about keeping people out. It was about making the inside feel earned.',
    ),
  },
  {
    id: 'factions-rise',
    title: 'The Factions Rise',
    emoji: '⚔️',
    content: paragraphs(
      'Once the floors filled up, people started choosing sides. The builders took the Tech Sector, covering its walls with dashboards and deploy consoles. The degens claimed the Mainfloor and its rotating racks. The storytellers and meme-makers moved into the Lounge, and the basement became the territory of the Glitch Militia, a crew that patrols the Underbelly and guards the way into the vault.',
      'Somewhere between them all works the Fixer, a figure nobody has seen clearly, who takes broken names off the Scav Rack and upgrades them into something worth a second look. When a card says "Fixer Upgrade Incoming", the whole basement leans in.',
      'The factions argue constantly, and they trade constantly. Rivalry keeps the mall loud; trade keeps it alive.',
    ),
  },
  {
    id: 'whats-next',
    title: 'What’s Next',
    emoji: '🔮',
    content: paragraphs(
      'The lift has a button for a floor below the basement, and the doors have never opened. The roof has a pirate radio station that keeps hinting at something bigger. The merch division is sewing hoodies in a room nobody is allowed to photograph.',
      'What comes next is up to the people walking the floors: which names get built out, which factions grow, which wings expand. The poll in the Lounge decides more than most visitors realise.',
      'Keep your tickets close. The mall rewards the ones who are still here when the lights change colour.',
    ),
  },
  {
    id: 'scav-rack-origins',
    title: 'Scav Rack Origins',
    emoji: '🎰',
    content: paragraphs(
      'The slot machine at the end of the Scav Rack was salvaged from a closed arcade. Its reels were repainted with three outcomes: 0.25 SOL most of the time, 0.19 SOL now and then, and, about once in a hundred spins, the word FREE in flashing gold.',
      'Names on the rack carry tags that tell their story. Cursed names have a bad history. Overstocked names came in by the crate. RNG names were pulled at random. Trash Drop names were fished out of the bins, and Undervalued names are the ones the scavs quietly think are worth far more.',
      'A spin takes a second and a half. A respin costs one Retail Ticket, and no name can be respun more than three times. Those are the rules the first scavs wrote on the wall in marker, and nobody has ever painted over them.',
    ),
  },
  {
    id: 'retail-ticket-economy',
    title: 'The Retail Ticket Economy',
    emoji: '💱',
    content: paragraphs(
      `Every economy needs an exchange rate, and the mall’s is written above the ticket booth in flickering neon: ${LORE_RESPIN_RT} RT is a respin, ${LORE_VAULT_ACCESS_RT} RT is vault access, ${LORE_HOODIE_DOJO_RT} RT is the hoodie dojo.`,
      'The most common trade is the day pass. Hand one Retail Ticket to the pass desk and your wallet gets 24 hours of mall access: every floor, every wing, every shop that is usually behind a turnstile. When the 24-hour day pass runs out, the turnstiles go back to red until you claim another.',
      'Tickets flow in from purchases, from feedback, from referrals and from the prize wheel, which costs five tickets a spin and sometimes pays back far more. The booth keeps a log of every ticket earned and spent, so the economy stays honest even when the people in it are not.',
    ),
  },
  {
    id: 'mall-evolution',
    title: 'Mall Evolution',
    emoji: '🏬',
    content: paragraphs(
      'What began as a shelf in a basement is now a building with four floors. The Underbelly kept the Scav Rack and the Glitch Militia. The Mainfloor grew three wings on their own clocks: the Flash Rack turns over every day, the Mid Tier every three days and the Premium Wing once a week.',
      'Above them, the Tech Sector became the mall’s engine room and the Lounge became its memory. The marketplace sorted the best names into Mythic, Featured and daily Offers, and the vault began to hold the names that were too special to leave on a shelf.',
      'The mall keeps changing because the people inside it keep building. Every rotation is a small renovation, and every name claimed adds another lit window to the skyline.',
    ),
  },
];
