'use client';

import { useRef } from 'react';
import type { MythicListing } from './terminal-commands';

interface MythicRotation {
  listings: readonly MythicListing[] | null;
  pending: Promise<readonly MythicListing[]> | null;
}

/**
 * The mythic rotation the terminal answers from, read once on demand: `read` loads it (one load at a time, an unread
 * rotation asked again next time), `known` is what was read so far.
 */
export function useMythicRotation(loadMythicListings: () => Promise<MythicListing[]>) {
  const mythic = useRef<MythicRotation>({ listings: null, pending: null });
  function readMythicRotation(): Promise<readonly MythicListing[]> {
    const rotation = mythic.current;
    if (rotation.listings) return Promise.resolve(rotation.listings);
    rotation.pending ??= loadMythicListings().then(
      (listings) => {
        rotation.listings = listings;
        rotation.pending = null;
        return listings;
      },
      () => {
        // An unread rotation is an empty floor this time; the next command asks again.
        rotation.pending = null;
        return [];
      },
    );
    return rotation.pending;
  }
  return { known: () => mythic.current.listings, read: readMythicRotation };
}
