import type { DomainCategory, MallFloor } from '@/lib/catalog/types';

/** Display data for one floor of the mall map (/directory). */
export interface MallFloorInfo {
  id: MallFloor;
  title: string;
  blurb: string;
}

type MallWingId = 'flash-rack' | 'mid-tier' | 'premium-wing';

/** One wing of 1F_Mainfloor; the wing shows the 1F domains of its category. */
export interface MallWingInfo {
  id: MallWingId;
  title: 'Flash Rack' | 'Mid Tier' | 'Premium Wing';
  category: Extract<DomainCategory, 'flashRack' | 'mid' | 'premium'>;
}

/** Floors from the bottom up, in MALL_FLOORS order. */
export const mallFloors: MallFloorInfo[] = [
  {
    id: 'B1_Underbelly',
    title: 'B1 · Underbelly',
    blurb: 'The Scav Rack, the slot machine and the Glitch Militia’s basement stalls. Public, no wallet needed.',
  },
  {
    id: '1F_Mainfloor',
    title: '1F · Mainfloor',
    blurb: 'Three rotating wings of names, from 24-hour flash deals to the weekly Premium Wing.',
  },
  {
    id: '2F_TechSector',
    title: '2F · Tech Sector',
    blurb: 'Dashboards, deploy consoles and infra names for builders who ship on Solana.',
  },
  {
    id: '3F_LoungeLore',
    title: '3F · Lounge & Lore',
    blurb: 'Community clubs, meme shrines, pirate radio and the whiteboard nobody may erase.',
  },
];

/** The three wings of 1F_Mainfloor (rotation: Flash Rack 24 h, Mid Tier 72 h, Premium Wing 7 days). */
export const mainfloorWings: MallWingInfo[] = [
  { id: 'flash-rack', title: 'Flash Rack', category: 'flashRack' },
  { id: 'mid-tier', title: 'Mid Tier', category: 'mid' },
  { id: 'premium-wing', title: 'Premium Wing', category: 'premium' },
];
