'use client';
import { useEffect, useRef, useState } from 'react';
import type { PollAnswer } from '@/lib/community/poll';
import type { PollStanding } from '@/lib/community/poll-standing';
import { apiRequest } from '@/components/api/client';
import { useFormState } from '@/components/ui/use-form-state';
import { anonVoterId } from './anon-voter-id';
import { buttonClass, FormError } from './form-parts';
import { PollOption } from './poll-option';
import { PollResults } from './poll-results';
import { PollVoteSplit } from './poll-vote-split';

type View = 'voting' | 'results';

/** Select an option, submit (locked while it is sent), see the results, 'Vote Again' to change the vote. */
export function PollBooth({ initial }: { initial: PollStanding }) {
  const [standing, setStanding] = useState(initial);
  const [view, setView] = useState<View>(initial.open ? 'voting' : 'results');
  const [selected, setSelected] = useState<string | null>(null);
  const [voterId, setVoterId] = useState<string | null>(null);
  const form = useFormState();
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

  const submitting = form.saving;
  const locked = submitting || !standing.open;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!selected || !voterId) return;
    acted.current = true;
    const body = { optionId: selected, voterId };
    const payload = await form.submit(() => apiRequest<PollAnswer>('/api/poll', { method: 'POST', body }));
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
          <PollOption
            key={option.id}
            option={option}
            checked={selected === option.id}
            onSelect={() => {
              acted.current = true;
              setSelected(option.id);
            }}
          />
        ))}
      </fieldset>
      <FormError message={form.error} />
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
