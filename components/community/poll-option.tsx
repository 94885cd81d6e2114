import type { PollStanding } from '@/lib/community/poll-standing';
import { countOf } from '@/lib/rules/labels';

/** One choice on the ballot: its radio, picture, name, category, blurb and votes so far. */
export function PollOption({
  option,
  checked,
  onSelect,
}: {
  option: PollStanding['options'][number];
  checked: boolean;
  onSelect: () => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-4 panel p-4 hover:border-neon-cyan has-[:checked]:border-neon-cyan has-[:checked]:bg-neon-cyan/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-neon-cyan">
      <input
        type="radio"
        name="option"
        value={option.id}
        checked={checked}
        onChange={onSelect}
        className="size-4 accent-neon-cyan"
      />
      <span aria-hidden="true" className="text-3xl">
        {option.image}
      </span>
      <span className="min-w-0 flex-1 break-words">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-display text-ink">{option.name}</span>
          <span
            className={`rounded px-2 py-0.5 font-mono text-xs ${option.category === 'Premium' ? 'bg-neon-pink/15 text-neon-pink' : 'bg-neon-cyan/15 text-neon-cyan'}`}
          >
            {option.category}
          </span>
        </span>
        <span className="mt-1 block text-sm text-dim">{option.description}</span>
      </span>
      <span className="shrink-0 text-right font-mono text-sm text-dim">
        {countOf(option.votes, 'vote')}
        <span className="block text-xs">{option.startingVotes} starting votes</span>
      </span>
    </label>
  );
}
