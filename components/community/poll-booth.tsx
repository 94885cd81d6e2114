'use client';
import { useEffect, useRef, useState } from 'react';
import type { PollAnswer } from '@/lib/community/poll';
import type { PollStanding } from '@/lib/community/poll-standing';
import { anonVoterId } from './anon-voter-id';
import { buttonClass, FormError } from './form-parts';
import { PollResults } from './poll-results';
import { PollVoteSplit } from './poll-vote-split';
import { apiRequest } from '@/components/api/client';
import { useJsonPost } from './use-json-post';
import { countOf } from '@/lib/rules/labels';

type View = 'voting' | 'results';

/** Select an option, submit (locked while it is sent), see the results, 'Vote Again' to change the vote. */
export function PollBooth({ initial }: { initial: PollStanding }) {
  const [standing, setStanding] = useState(initial);
  const [view, setView] = useState<View>(initial.open ? 'voting' : 'results');
  const [selected, setSelected] = useState<string | null>(null);
  const [voterId, setVoterId] = useState<string | null>(null);
  const { state, error, post } = useJsonPost<PollAnswer>('/api/poll');
  // The first look-up of this browser's vote may answer late: once the visitor has acted, it must not undo that.
  const acted = useRef(false);

  useEffect(() => {
    const id = anonVoterId();
    setVoterId(id);
    let cancelled = false;
    void apiRequest<PollAnswer>(`/api/poll?voterId=${encodeURIComponent(id)}`).then((result) => {
      if (cancelled || !result.ok || acted.current) return;
      setStanding(result.data.data);
      if (result.data.data.myVote) {
        setSelected(result.data.data.myVote);
        setView('results');
      }
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const submitting = state === 'sending';
  const locked = submitting || !standing.open;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!selected || !voterId) return;
    acted.current = true;
    const payload = await post({ optionId: selected, voterId });
    if (payload) {
      setStanding(payload.data);
      setView('results');
    }
  }

  if (view === 'results') {
    return (
      <section aria-labelledby="results-heading" className="space-y-4">
        <h2 id="results-heading" className="font-display text-xl text-neon-green">
          {standing.open ? 'Vote recorded. Current results:' : 'Final results'}
        </h2>
        <PollResults standing={standing} />
        <p className="font-mono text-sm text-dim">Total votes: {standing.totalVotes}</p>
        <PollVoteSplit standing={standing} />
        {standing.open ? (
          <button
            type="button"
            className={buttonClass}
            onClick={() => {
              acted.current = true;
              setView('voting');
            }}
          >
            Vote Again
          </button>
        ) : null}
      </section>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <fieldset disabled={locked} className="space-y-3">
        <legend className="mb-2 font-mono text-sm text-dim">Choose one domain, then submit your vote.</legend>
        {standing.options.map((option) => (
          <label
            key={option.id}
            className="flex cursor-pointer items-center gap-4 panel p-4 hover:border-neon-cyan has-[:checked]:border-neon-cyan has-[:checked]:bg-neon-cyan/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-neon-cyan"
          >
            <input
              type="radio"
              name="option"
              value={option.id}
              checked={selected === option.id}
              onChange={() => {
                acted.current = true;
                setSelected(option.id);
              }}
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
        ))}
      </fieldset>
      <FormError message={error} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonClass} disabled={!selected || locked || !voterId}>
          {submitting ? 'Submitting...' : standing.myVote ? 'Change My Vote' : 'Submit Vote'}
        </button>
        <span className="font-mono text-sm text-dim">Total votes: {standing.totalVotes}</span>
      </div>
      <PollVoteSplit standing={standing} />
    </form>
  );
}
