import 'server-only';
import { connection } from 'next/server';
import { readDomains } from '@/lib/catalog';
import type { MythicListing } from '@/lib/rules/terminal';
import { MiniTerminal } from './mini-terminal';

async function readMythicListings(): Promise<MythicListing[]> {
  try {
    const { domains } = await readDomains({ rotationGroup: 'mythic' });
    return domains.map(({ name, price }) => ({ name, price }));
  } catch (error) {
    // The terminal still works without the list: /mythic then says the floor is empty.
    console.warn('[terminal] could not read the mythic rotation:', error instanceof Error ? error.message : error);
    return [];
  }
}

/** The mini terminal with the mythic rotation read from the catalogue at request time. */
export async function SidebarTerminal() {
  await connection();
  return <MiniTerminal mythicDomains={await readMythicListings()} />;
}
