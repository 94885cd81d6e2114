/**
 * What each list page is for, one short line under its title, so the overlapping lists are told apart
 * (docs/product.md §2 "What each list is for").
 */
export const LIST_PURPOSES = {
  catalogue: 'The catalogue: every name in the mall, to search, filter and sort.',
  airtable: 'The catalogue’s list: every name of the local domains feed, in name order, as plain cards.',
  marketplace: 'What sells now: open names at a fixed price, on racks that rotate.',
  vault: 'Locked names: held in the vault, not on the shelves until unlocked.',
  scavrack: 'Cheap draws: scav names at the price the slot machine lands on.',
  basement: 'Cheap names from the underbelly, public to everyone: the way down to the Scav Rack draws.',
  directory: 'The map: every floor and wing of the mall, each name linked to its lore.',
  wikiDirectory: 'The story chapters. Each name’s own wiki page is linked from the Mall Map and the catalogue.',
} as const;
