import { IntentLink } from '@/components/navigation/intent-link';
import type { ScavTag } from '@/lib/catalog/types';
import { FixerCard } from './fixer-card';
import type { ScavItem } from './scav-item';

const TAG_STYLE: Record<ScavTag, string> = {
  Cursed: 'border-neon-purple text-neon-purple',
  Overstocked: 'border-neon-yellow text-neon-yellow',
  RNG: 'border-neon-cyan text-neon-cyan',
  'Trash Drop': 'border-neon-red text-neon-red',
  Undervalued: 'border-neon-green text-neon-green',
};

export function ScavCard({
  item,
  showFixer,
  onSpin,
  closedNoteId,
}: {
  item: ScavItem;
  showFixer: boolean;
  onSpin: (item: ScavItem) => void;
  /** The note saying why nothing can be drawn (a mall that cannot sell): the button is off and points to it. */
  closedNoteId?: string;
}) {
  return (
    <li className="flex flex-col panel p-4" data-testid="scav-card" data-slug={item.slug}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 font-display text-lg text-ink break-words" title={item.name}>
          <IntentLink href={`/wiki/${item.slug}`} className="hover:underline focus-visible:underline">
            {/* A long name wraps before '.sol', not in the middle of a word. */}
            {item.name.replace(/\.sol$/, '')}
            <wbr />
            {item.name.endsWith('.sol') ? '.sol' : ''}
          </IntentLink>
        </h2>
        {item.tag ? (
          <span className={`shrink-0 rounded-full border px-2 py-0.5 font-mono text-xs ${TAG_STYLE[item.tag]}`}>
            {item.tag}
          </span>
        ) : null}
      </div>
      <p className="mt-2 flex-1 text-sm text-dim">{item.description}</p>
      {showFixer ? <FixerCard queueExpires={item.queueExpires} /> : null}
      <button
        type="button"
        onClick={() => onSpin(item)}
        disabled={closedNoteId !== undefined}
        aria-describedby={closedNoteId}
        aria-label={`Spin to Buy ${item.name}`}
        className="mt-4 rounded bg-neon-pink px-4 py-2 font-mono text-sm font-bold text-void hover:bg-neon-pink/80 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-neon-pink"
      >
        🎰 Spin to Buy
      </button>
    </li>
  );
}
