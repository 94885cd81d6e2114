/**
 * The sidebar of docs/product.md §2, in order, with the two entries the mall adds: Catalogue (/domains) and Lore
 * (the story chapters of /lore; Wiki keeps the spec's /wiki-directory). Pricing is a button that opens the pricing modal. Icons are small SVG
 * shapes (sidebar-icon.tsx), so the collapsed strip never depends on the system's fonts.
 */
import type { SidebarIconName } from './sidebar-icon';

export type SidebarItem =
  | { kind: 'link'; label: string; href: string; icon: SidebarIconName }
  | { kind: 'pricing'; label: 'Pricing'; icon: SidebarIconName };

export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { kind: 'link', label: 'Mall Map', href: '/directory', icon: 'grid' },
  { kind: 'link', label: 'Catalogue', href: '/domains', icon: 'search' },
  { kind: 'link', label: 'Marketplace', href: '/marketplace', icon: 'diamond' },
  { kind: 'link', label: 'Scav Rack', href: '/scavrack', icon: 'rack' },
  { kind: 'link', label: 'Vaulted Domains', href: '/vault', icon: 'vault' },
  { kind: 'link', label: 'Guide', href: '/guide', icon: 'rings' },
  { kind: 'link', label: 'Wiki', href: '/wiki-directory', icon: 'lines' },
  { kind: 'link', label: 'Lore', href: '/lore', icon: 'book' },
  { kind: 'link', label: 'Insights', href: '/insights', icon: 'target' },
  { kind: 'link', label: 'Tools', href: '/tools', icon: 'half' },
  { kind: 'link', label: 'Retail Tickets', href: '/retail-tickets', icon: 'ticket' },
  { kind: 'link', label: 'Merch Waitlist', href: '/merch-waitlist', icon: 'pyramid' },
  { kind: 'pricing', label: 'Pricing', icon: 'dollar' },
  { kind: 'link', label: 'Tiers', href: '/tiers', icon: 'triangle' },
];

/** A link is current on its own path and on the pages below it (/insights/{slug} marks Insights). */
export function isCurrentPath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
