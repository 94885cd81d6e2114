import { IntentLink } from '@/components/navigation/intent-link';
import type { DomainTestResult } from '@/lib/community/domain-tester';

function Registration({ registration }: { registration: DomainTestResult['registration'] }) {
  switch (registration.status) {
    case 'registered':
      return (
        <>
          <span className="text-neon-yellow">Registered</span>
          <span className="mt-1 block break-all font-mono text-xs text-dim">
            Owner{registration.tokenized ? ' (NFT holder)' : ''}: {registration.owner}
          </span>
        </>
      );
    case 'unregistered':
      return <span className="text-neon-green">Not registered: this name is free to claim on SNS.</span>;
    case 'unreachable':
      return <span className="text-dim">{registration.message}</span>;
  }
}

/** What the tester found for one name. */
export function DomainTestResultPanel({ result }: { result: DomainTestResult }) {
  const row = 'grid gap-1 border-b border-edge py-3 sm:grid-cols-[12rem_minmax(0,1fr)]';
  return (
    <section
      aria-labelledby="result-heading"
      className="rounded-xl border border-neon-cyan/60 bg-panel p-6"
      data-testid="domain-test-result"
    >
      <h2 id="result-heading" className="font-display text-2xl text-neon-cyan">
        {result.displayName}
      </h2>
      <dl className="mt-4 text-sm">
        <div className={row}>
          <dt className="font-mono text-xs uppercase tracking-wider text-dim">Name safety</dt>
          <dd className="text-neon-green">Plain a-z, 0-9 and hyphens: no look-alikes, no hidden characters.</dd>
        </div>
        <div className={row}>
          <dt className="font-mono text-xs uppercase tracking-wider text-dim">SNS name account</dt>
          <dd className="break-all font-mono text-ink">{result.nameAccount}</dd>
        </div>
        <div className={row}>
          <dt className="font-mono text-xs uppercase tracking-wider text-dim">On-chain status</dt>
          <dd>
            <Registration registration={result.registration} />
          </dd>
        </div>
        <div className={`${row} border-b-0`}>
          <dt className="font-mono text-xs uppercase tracking-wider text-dim">In our catalogue</dt>
          <dd>
            {result.catalogue.inCatalogue && result.catalogue.href ? (
              <>
                <span className="text-ink">
                  Yes: {result.catalogue.status}, {result.catalogue.price}.{' '}
                </span>
                <IntentLink href={result.catalogue.href} className="text-neon-cyan underline">
                  View {result.displayName}
                </IntentLink>
              </>
            ) : (
              <>
                <span className="text-dim">Not in the mall yet. </span>
                <IntentLink href="/submit" className="text-neon-cyan underline">
                  Submit it
                </IntentLink>
              </>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
