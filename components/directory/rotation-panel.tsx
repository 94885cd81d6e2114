'use client';

import { useEffect, useState } from 'react';
import {
  FLASH_RACK_CYCLE_HOURS,
  MID_TIER_CYCLE_HOURS,
  PREMIUM_WING_CYCLE_DAYS,
  ROTATION_PANEL_REFRESH_MS,
  WING_LABELS,
  WINGS,
  wingRotation,
  type Wing,
} from '@/lib/rules/rotation';
import { formatRotationRemaining } from '@/lib/rules/rotation';

const CYCLE_TEXT: Record<Wing, string> = {
  'flash-rack': `${FLASH_RACK_CYCLE_HOURS} h cycle`,
  'mid-tier': `${MID_TIER_CYCLE_HOURS} h cycle`,
  'premium-wing': `${PREMIUM_WING_CYCLE_DAYS} day cycle`,
};

/** The rotation status of the three Mainfloor wings, recomputed every 60 s (docs/product.md §4, §9). */
export function RotationPanel({ initialNow }: { initialNow: string }) {
  const [now, setNow] = useState(() => new Date(initialNow));
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), ROTATION_PANEL_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <section
      aria-labelledby="rotation-heading"
      className="rounded-lg border border-neon-green/50 bg-panel p-4"
      data-testid="rotation-panel"
    >
      <h2 id="rotation-heading" className="font-mono text-sm tracking-widest text-neon-green">
        ROTATION STATUS
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {WINGS.map((wing) => {
          const rotation = wingRotation(wing, now);
          return (
            <li key={wing} className="rounded border border-edge bg-panel-2 p-3" data-testid={`rotation-${wing}`}>
              <p className="font-display text-ink">{WING_LABELS[wing]}</p>
              <p className="font-mono text-xs text-dim">
                {CYCLE_TEXT[wing]} · rotation #{rotation.cycleIndex + 1}
              </p>
              <p className="mt-2 font-mono text-neon-yellow">
                Next rotation in{' '}
                <span data-testid="rotation-remaining">{formatRotationRemaining(rotation.remainingMs)}</span>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
