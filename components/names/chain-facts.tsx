'use client';
import { useCallback, useEffect, useState } from 'react';
import { inNextTask } from '@/components/layout/in-next-task';
import type { NameFacts } from '@/lib/integrations/name-facts';
import { NameRecordList } from './name-record-list';
import { RegisterName } from './register-name';

type State = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'read'; facts: NameFacts };

const READ_FAILED = 'The chain could not be read just now.';

/**
 * A name's on-chain facts, asked of GET /api/names/{name} once the page is shown: the page's HTML is the same for
 * every visitor (the page cache keeps it, docs/architecture.md), and a slow network never holds it back.
 * `outside`: the search card of a name the mall does not sell.
 */
export function ChainFacts({ name, outside = false }: { name: string; outside?: boolean }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const read = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const response = await fetch(`/api/names/${encodeURIComponent(name)}`);
      const body = (await response.json()) as { data?: NameFacts; error?: { message: string } };
      setState(
        body.data
          ? { kind: 'read', facts: body.data }
          : { kind: 'failed', message: body.error?.message ?? READ_FAILED },
      );
    } catch {
      setState({ kind: 'failed', message: READ_FAILED });
    }
  }, [name]);
  // In a task of its own: a request started in the hydration's effects lengthens the page's longest task.
  useEffect(() => inNextTask(() => void read()), [read]);

  return (
    <section
      aria-labelledby={`chain-${name}`}
      aria-busy={state.kind === 'loading'}
      data-testid="chain-facts"
      className="min-h-28 rounded-lg border border-neon-cyan/40 bg-panel p-4"
    >
      <h2 id={`chain-${name}`} className="font-mono text-xs uppercase tracking-widest text-dim">
        {outside ? `${name}.sol on chain · not on our racks` : 'On chain'}
      </h2>
      <div className="mt-2 text-sm" data-testid="chain-facts-state" role="status">
        {state.kind === 'loading' ? (
          <p className="text-dim">Reading the chain…</p>
        ) : state.kind === 'failed' ? (
          <Failed message={state.message} retry={read} />
        ) : (
          <Facts facts={state.facts} outside={outside} retry={read} />
        )}
      </div>
      {outside && state.kind === 'read' && state.facts.register ? (
        <RegisterName name={state.facts.name} register={state.facts.register} />
      ) : null}
    </section>
  );
}

function Failed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <p className="text-dim">
      {message}{' '}
      <button type="button" onClick={retry} className="text-neon-cyan underline">
        Try again
      </button>
    </p>
  );
}

function Facts({ facts, outside, retry }: { facts: NameFacts; outside: boolean; retry: () => void }) {
  if (facts.status === 'unreachable') return <Failed message={facts.message} retry={retry} />;
  if (facts.status === 'unregistered')
    return (
      <p className="text-neon-green">
        {outside ? 'Free to register: nobody holds this name on chain.' : 'Not registered on chain yet.'}
      </p>
    );
  return (
    <>
      <p>
        <span className="text-neon-yellow">Registered</span>
        {outside ? ' · not sold here' : ''} · owner{facts.tokenized ? ' (NFT holder)' : ''}{' '}
        <a
          href={facts.ownerUrl ?? undefined}
          className="font-mono text-neon-cyan underline"
          rel="noopener noreferrer"
          target="_blank"
        >
          {facts.ownerShort}
        </a>
      </p>
      <NameRecordList records={facts.records} />
    </>
  );
}
