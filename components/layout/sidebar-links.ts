/**
 * The sidebar of SPEC.md §2, in order. Pricing is a button that opens the pricing modal. Icons are geometric
 * glyphs of the monospace font, so the collapsed strip never depends on an emoji font.
 */
export type SidebarItem =
  | { kind: 'link'; label: string; href: string; icon: string }
  | { kind: 'pricing'; label: 'Pricing'; icon: string };

export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { kind: 'link', label: 'Mall Map', href: '/directory', icon: '▦' },
  { kind: 'link', label: 'Marketplace', href: '/marketplace', icon: '◈' },
  { kind: 'link', label: 'Scav Rack', href: '/scavrack', icon: '▤' },
  { kind: 'link', label: 'Vaulted Domains', href: '/vault', icon: '▣' },
  { kind: 'link', label: 'Guide', href: '/guide', icon: '◎' },
  { kind: 'link', label: 'Wiki', href: '/wiki-directory', icon: '≡' },
  { kind: 'link', label: 'Insights', href: '/insights', icon: '◉' },
  { kind: 'link', label: 'Tools', href: '/tools', icon: '◧' },
  { kind: 'link', label: 'Retail Tickets', href: '/retail-tickets', icon: '▭' },
  { kind: 'link', label: 'Merch Waitlist', href: '/merch-waitlist', icon: '◭' },
  { kind: 'pricing', label: 'Pricing', icon: '$' },
  { kind: 'link', label: 'Tiers', href: '/tiers', icon: '▲' },
];

/** A link is current on its own path and on the pages below it (/insights/{slug} marks Insights). */
export function isCurrentPath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
