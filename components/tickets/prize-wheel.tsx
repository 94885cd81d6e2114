import { SPIN_WHEEL_PRIZES } from '@/lib/rules/spin-wheel';

const SEGMENT_COLOURS = ['#22d3ee', '#ff5fb8', '#4ade80', '#c084fc', '#facc15', '#f87171', '#38bdf8', '#fb923c'];
const SEGMENT_DEG = 360 / SPIN_WHEEL_PRIZES.length;
export const SPIN_MS = 3000;
const WHEEL_BACKGROUND = `conic-gradient(${SPIN_WHEEL_PRIZES.map(
  (_, i) => `${SEGMENT_COLOURS[i % SEGMENT_COLOURS.length]} ${i * SEGMENT_DEG}deg ${(i + 1) * SEGMENT_DEG}deg`,
).join(', ')})`;

/** The wheel's rotation after a spin from `current`: five turns, then on to the middle of the prize's segment. */
export function landingRotation(current: number, prizeLabel: string): number {
  const index = Math.max(
    0,
    SPIN_WHEEL_PRIZES.findIndex((p) => p.label === prizeLabel),
  );
  const target = 360 - (index * SEGMENT_DEG + SEGMENT_DEG / 2);
  return current + 5 * 360 + ((target - (current % 360) + 360) % 360);
}

/** The wheel, one coloured segment a prize under a fixed pointer, turned to `rotation`, and the prizes' legend. */
export function PrizeWheel({ rotation, onTurned }: { rotation: number; onTurned: () => void }) {
  return (
    <div className="mt-4 grid items-center gap-6 sm:grid-cols-[auto_1fr]">
      <div className="relative mx-auto h-56 w-56">
        <div aria-hidden="true" className="absolute -top-1 left-1/2 z-10 -translate-x-1/2 text-2xl text-ink">
          ▼
        </div>
        <div
          aria-hidden="true"
          onTransitionEnd={onTurned}
          className="h-full w-full rounded-full border-4 border-edge shadow-[0_0_30px_rgb(255_95_184/0.3)]"
          style={{
            background: WHEEL_BACKGROUND,
            transform: `rotate(${rotation}deg)`,
            transition: `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.85, 0.25, 1)`,
          }}
        />
      </div>
      <ol className="grid gap-1 text-sm" aria-label="Prizes on the wheel">
        {SPIN_WHEEL_PRIZES.map((prize, i) => (
          <li key={prize.id} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block h-3 w-3 rounded-sm"
              style={{ background: SEGMENT_COLOURS[i % SEGMENT_COLOURS.length] }}
            />
            <span>{prize.label}</span>
            <span className="text-dim">· {prize.rarity}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
