'use client';

import { useNameHold } from './use-name-hold';

/** A card's or a form's "On hold — back in mm:ss" while another buyer's open order holds the name. */
export function NameHoldNote({ slug, live }: { slug: string; live: boolean }) {
  const held = useNameHold(slug, live);
  return held ? (
    <p role="status" className="font-mono text-xs text-neon-yellow" data-testid="name-hold">
      {held}
    </p>
  ) : null;
}
