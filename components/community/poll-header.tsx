import type { PollStanding } from '@/lib/community/poll-standing';

const endFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function PollHeader({ standing }: { standing: PollStanding }) {
  const endDate = endFormat.format(new Date(`${standing.endDate}T00:00:00Z`));
  return (
    <header className="mb-8 space-y-3">
      <p className="font-mono text-xs uppercase tracking-widest text-neon-pink">Community Vote</p>
      <h1 className="font-display text-3xl text-ink neon-text sm:text-4xl">{standing.title}</h1>
      <p className="max-w-2xl text-dim">{standing.description}</p>
      {standing.open ? (
        <p className="font-mono text-sm text-neon-green">Voting is open until {endDate} (UTC).</p>
      ) : (
        <p
          role="status"
          className="rounded border border-neon-yellow/60 bg-neon-yellow/10 px-3 py-2 font-mono text-sm text-neon-yellow"
        >
          This poll closed on {endDate}. The results are final.
        </p>
      )}
    </header>
  );
}
