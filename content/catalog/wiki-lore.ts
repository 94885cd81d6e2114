/** One wiki lore entry shown on /wiki/{slug}: a title and a body whose paragraphs are split by blank lines. */
export interface WikiLoreEntry {
  title: string;
  content: string;
}

const paragraphs = (...parts: string[]): string => parts.join('\n\n');

/** Custom lore for the seven storied domains of the mall; every other slug uses genericWikiLore. */
export const wikiLore: Record<string, WikiLoreEntry> = {
  jpegdealer: {
    title: 'The Dealer of Kiosk 7',
    content: paragraphs(
      'Nobody remembers who rented Kiosk 7 first. It used to sell phone cases, then phone charms, then nothing at all. One night the shutter rolled up halfway and a figure in a long coat started hanging framed pixel art on the empty hooks. By morning there was a queue. By the end of the week there was a price list written in chalk, and the name on the awning read jpegdealer.sol.',
      'The Dealer never explains where the pieces come from. Some arrive in crates stamped with the logos of collections that no longer exist; some are minted on the spot by artists who wander in from the Basement with a sketchbook and a dream. Every sale is sealed with an on-chain receipt and a handshake that lasts exactly one second too long. Regulars swear the Dealer can price a jpeg by looking at it sideways, and that the neon OPEN sign has never once been switched off.',
      'The inspiration is the oldest ritual in the ecosystem: the late-night mint party, the floor-sweep screenshot, the argument over whether a piece is art or inventory. jpegdealer.sol is a love letter to the traders who know the difference and buy both anyway. It borrows the swagger of the back-alley broker and the sincerity of the collector who stays up until dawn talking about colour palettes.',
      'As a domain, jpegdealer.sol is built to be a storefront. It suits a gallery, a trading journal, a curated marketplace front-end or simply the profile of someone who moves pixels for a living. In the Retailverse it anchors the Premium Wing and rotates through the Mythic shelf, and its hero image hangs over the Mainfloor like a shop sign. Whoever holds it inherits Kiosk 7, the chalk price list and the quiet reputation of never, ever panic-selling a grail.',
    ),
  },
  jumpsetradio: {
    title: 'Pirate Signal on the Rooftop',
    content: paragraphs(
      'The first broadcast lasted ninety seconds. Somebody had wired a tape deck into the mall PA system from the roof, and for a minute and a half every speaker on every floor played a distorted breakbeat while a voice shouted wallet addresses like sports scores. Security never found the source. The next night it happened again, longer. By the end of the month the station had a name, jumpsetradio.sol, and a crew of skaters who carried spray cans and antennas in the same backpack.',
      'The station broadcasts from a shack built out of billboard panels above the food court skylight. Listeners mint tracks and send them up; the DJ plays the best ones between shout-outs, graffiti-drop coordinates and increasingly unhinged market commentary. When a crew tags a new wall in the mall, the location goes out on air first, and the race to find it has become a sport of its own.',
      'Its inspiration is rooftop skate culture, tape-deck pirate radio and the bright, loud optimism of street art on a shuttered storefront. It is a reminder that a community is not a chart; it is a signal that people choose to tune into. The tone is rebellious but never cruel, and the playlists are always better than they have any right to be.',
      'As a domain, jumpsetradio.sol fits a music project, a community radio, a podcast, a creative collective or a brand that wants to sound like a rooftop at sunset. In the Retailverse it is one of the three featured nodes on the front doors of the mall, with its own hero image and a live preview of the station site. Holding it means holding the frequency, and the frequency, as every regular knows, never really goes off the air.',
    ),
  },
  biggestofbrains: {
    title: 'The Whiteboard at the End of the Lounge',
    content: paragraphs(
      'At the far end of the third floor there is a whiteboard that nobody is allowed to erase. It started as a single diagram about liquidity, drawn by a regular who could not fit the idea into a post. Someone added an arrow. Someone else added a circle around the arrow. Within a week the board was covered edge to edge in theories, and a hand-painted sign above it read biggestofbrains.sol.',
      'Every night the Lounge hosts a session in front of the board. A speaker presents a thesis, the audience heckles, and the best counter-argument earns the right to draw on the board next. Topics range from market structure to the deeper meaning of the Scav Rack slot machine. Some theories are brilliant, most are absurd, and a few turned out to be right in ways nobody can fully explain.',
      'The inspiration is the expanding-brain meme and the long thread that begins with the words "a short thought". It celebrates the joy of thinking out loud in public, of being wrong with enthusiasm and of the rare moment when a ridiculous idea clicks. The tone is grandiose but self-aware; biggestofbrains.sol takes ideas seriously and itself not at all.',
      'As a domain, biggestofbrains.sol suits a research newsletter, an essay blog, a thesis archive or a community of long-form posters. In the Retailverse it lives among the Lounge & Lore shops and rotates through the Featured shelf. Its holder is expected to keep the whiteboard safe, to add at least one arrow per week and to never, under any circumstances, say "it is simple, actually".',
    ),
  },
  retailverse: {
    title: 'The Mall That Refused to Close',
    content: paragraphs(
      'Every city has a dead mall: escalators frozen mid-step, fountains dry, a food court that still smells faintly of pretzels. This one was scheduled for demolition. Then a handful of builders and degens broke in with extension cords, strung neon across the atrium and started selling names from the empty storefronts. The power came back on floor by floor. They called it the Retailverse, and retailverse.sol became its front door.',
      'Today the mall has four floors. The Underbelly holds the Scav Rack and the Glitch Militia basement. The Mainfloor splits into the Flash Rack, the Mid Tier and the Premium Wing, each on its own rotation clock. The Tech Sector hums with dashboards and deploy consoles, and the Lounge keeps the lore, the whiteboards and the pirate radio. Retail Tickets flow between them like mall currency, buying respins, vault access and day passes.',
      'The inspiration is simple: a name should feel like a place. Shopping for a domain should be an adventure with characters, rumours and secret rooms, not a search box with a price. The mall mixes retail nostalgia with on-chain culture, and it never pretends to be more serious than it is.',
      'As a domain, retailverse.sol is the flagship of the whole project: the map, the brand and the broadcast. It is a headquarters name, not for sale and kept off the public racks. Every receipt, every chapter of lore and every neon arrow in the building points back to it, and as long as it resolves, the mall stays open.',
    ),
  },
  fudscience: {
    title: 'The Laboratory of Loud Rumours',
    content: paragraphs(
      'It began with a clipboard. During one especially chaotic week, a regular started writing down every rumour that swept through the mall, timing how long each took to spread and how much damage it did before someone checked the facts. The clipboard became a notebook, the notebook became a lab, and the lab took over an empty pharmacy on the Mainfloor under the name fudscience.sol.',
      'Inside, rumours are treated like specimens. They are collected in jars, labelled, stress-tested and graded on a scale that runs from "mild wobble" to "full sell-off theatre". A wall of monitors charts fear in parts per million, and a big red alarm button is pressed, ceremonially, whenever a fake screenshot reaches the front page. The lab publishes a daily reading that traders quote with a straight face and a wink.',
      'The inspiration is the group chat that collapses on a single blurry image, and the calm people who fact-check it anyway. fudscience.sol turns the most exhausting part of the market into comedy and method: laugh at the panic, measure it, and never let it make decisions for you.',
      'As a domain, fudscience.sol suits a sentiment tracker, a research brand, a myth-busting newsletter or a meme page with a lab coat. In the Retailverse it is a Mythic-rotation premium name with its own hero image and live site, and it is the one listing where the Buy button opens a direct message to the seller, because some experiments need a conversation first.',
    ),
  },
  copevendor: {
    title: 'The Machine That Listens',
    content: paragraphs(
      'Beside the Lounge escalator stands a vending machine with a cracked glass front and six glowing buttons. Nobody installed it. It simply appeared the morning after the worst red candle of the season, already plugged in and already stocked. The label on the front said copevendor.sol, and the first customer swore it hummed sympathetically when they inserted their last coin.',
      'The machine dispenses comfort in cans. Flavours rotate: "It Will Come Back", "Zoom Out", "Long-Term Vision", "Just Sold The Bottom", "Fundamentals Unchanged" and a mysterious unlabeled one that tastes like optimism. Regulars gather around it after every drawdown to trade stories, stickers and bad jokes, and by the time the cans are empty the mood has usually recovered, even if the charts have not.',
      'The inspiration is the community habit of laughing through the worst days, and the strange warmth of a crowd that has lost money together. copevendor.sol is sarcastic, but it is never mean; it sells copium with a wink and a reminder to drink water.',
      'As a domain, copevendor.sol is made for a meme brand, a sticker shop, a community support channel or a project that wants to make volatility feel a little less lonely. In the Retailverse it is a featured premium name on the Lounge floor, with a live site and a permanent spot in every Meme Lord quiz result. Whoever holds it is responsible for restocking the machine, and for pressing the unlabeled button when the mall needs it most.',
    ),
  },
  commandhub: {
    title: 'The Room With Every Screen',
    content: paragraphs(
      'When the mall lights came back on, somebody had to watch them. The old security office on the second floor still had its wall of monitors, so a builder dragged in a folding chair, plugged in a laptop and started piping everything onto the screens: deploys, wallet balances, rotation timers, the heartbeat of every service in the building. The door sign was repainted that night. It read commandhub.sol.',
      'Today the room never sleeps. Operators take shifts watching program logs and signer health, announcing maintenance windows over the intercom and pinging the right builder when something blinks red. The rotation panel on the directory, the system-status badge in the sidebar and half of the alerts in the mall all trace their signals back to this room. Visitors are allowed in, but only if they promise not to touch the big green button.',
      'The inspiration is mission control: the calm competence of people who keep complicated things running, and the joy of seeing every moving part of a system on one screen. commandhub.sol celebrates the builders who ship on Solana and then stay up to make sure it keeps working.',
      'As a domain, commandhub.sol is built for a dashboard, a developer console, an operations portal or a team that manages many wallets and programs at once. In the Retailverse it is one of the three featured nodes on the home page, a premium name in the Tech Sector with its own live site, and a recommendation for every Tech Architect who finishes the archetype quiz. Its holder gets the chair, the coffee machine and the quiet authority of the person who sees everything first.',
    ),
  },
};

/** Fallback lore for any slug without a custom entry (title 'Domain'). */
export function genericWikiLore(slug: string): WikiLoreEntry {
  const name = `${slug}.sol`;
  return {
    title: 'Domain',
    content: paragraphs(
      `${name} is one of the many names stocked on the shelves of the Retailverse. Its storefront is lit, its shutter is up and its story is still being written by whoever walks through the door next.`,
      `Like every name in the mall, ${name} started as a spark: a joke in a group chat, a late-night idea, a word that sounded right. It might become a gallery, a tool, a meme page or a home for a community; the mall does not decide, its holder does.`,
      `Until then, ${name} waits on its floor, catalogued and ready. Check its details, browse the directory and, if it speaks to you, claim it and write the next chapter yourself.`,
    ),
  };
}
