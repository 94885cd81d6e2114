/** Copy of the landing page (docs/product.md §2, the home page). Each node's price is read from the catalogue. */
export interface HomeNode {
  slug: string;
  blurb: string;
}

export const HOME_HERO = {
  kicker: 'SOLANA .SOL DOMAIN MALL // OPEN 24/7',
  title: 'Retailverse',
  tagline: 'The mall died in the last bear market. The lights stayed on. Every storefront is a .sol name now.',
  basementCta: 'Start in the Basement',
} as const;

export const HOME_LINKS: readonly { href: string; label: string; description: string }[] = [
  { href: '/marketplace', label: 'Marketplace', description: 'Mythic, featured and daily offers.' },
  { href: '/scavrack', label: 'Scav Rack', description: 'Cheap names, slot-machine prices.' },
  { href: '/directory', label: 'Mall Map', description: 'Four floors of lore and wings.' },
];

export const HOME_FEATURED_NODES: readonly HomeNode[] = [
  { slug: 'commandhub', blurb: 'Mission control for builders who ship at 3 a.m.' },
  { slug: 'fudscience', blurb: 'Peer-reviewed panic since block zero.' },
  { slug: 'jumpsetradio', blurb: 'Pirate broadcasts from the roof of the mall.' },
];

export const HOME_MYTHIC_STRIP: readonly HomeNode[] = [
  { slug: 'jpegdealer', blurb: 'Trench-coat JPEGs, no receipts.' },
  { slug: 'fudscience', blurb: 'The lab coat comes with it.' },
  { slug: 'lurkerlife', blurb: 'Watching since genesis.' },
];

export const HOME_FOOTER_LINKS: readonly { href: string; label: string }[] = [
  { href: '/domains', label: 'Catalogue' },
  { href: '/guide', label: 'Guide' },
  { href: '/wiki-directory', label: 'Lore' },
  { href: '/vault', label: 'Vault' },
  { href: '/insights', label: 'Insights' },
  { href: '/app', label: 'App' },
  { href: '/contact', label: 'Contact' },
];

export const APP_LANDING = {
  kicker: 'RETAILVERSE APP // EARLY ACCESS',
  title: 'The mall, in your pocket',
  description:
    'Track your Retail Tickets, watch the rotation clock and snag names off the rack before the next cycle. The app is still in the stockroom: join the waitlist and we will ping you when the shutters go up.',
  enterCta: 'Enter Marketplace',
  waitlistTitle: 'Join the waitlist',
  emailLabel: 'E-mail address',
  submit: 'Join Waitlist',
  submitting: 'Joining…',
  done: "You're on the list. We'll ping you when the shutters go up.",
  failed: 'Could not join the waitlist right now. Please try again.',
} as const;
