import type { Metadata } from 'next';
import { IntentLink } from '@/components/navigation/intent-link';
import { CatalogHeader } from '@/components/catalog/catalog-header';
import { FairnessExplainer } from '@/components/tickets/fairness-explainer';
import { formatUtc } from '@/components/tickets/format';
import { readFairness, type FairnessReport } from '@/lib/tickets';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Provably fair spins',
  description: 'How the Retail Ticket spin wheel commits to its seed and how to recompute any past spin yourself.',
  alternates: { canonical: '/fairness' },
};

async function loadReport(): Promise<FairnessReport | null> {
  try {
    return await readFairness();
  } catch (error) {
    console.error('[fairness] cannot read seeds:', (error as Error).message);
    return null;
  }
}

export default async function FairnessPage() {
  const report = await loadReport();
  return (
    <>
      <CatalogHeader title="Provably fair spins" kicker="// CHECK THE WHEEL">
        The{' '}
        <IntentLink href="/retail-tickets" className="text-neon-cyan underline">
          spin wheel
        </IntentLink>{' '}
        draws on the server, but you do not have to trust it.
      </CatalogHeader>
      <div className="grid grid-cols-1 gap-6">
        <section aria-labelledby="seed-heading" className="rounded-lg border border-neon-cyan/40 bg-panel p-4 sm:p-6">
          <h2 id="seed-heading" className="font-display text-xl text-neon-cyan">
            Current commitment
          </h2>
          {report?.current ? (
            <dl className="mt-3 grid gap-1 text-sm">
              <dt className="font-mono text-xs tracking-widest text-dim">
                SHA-256 OF THE ACTIVE SEED (#{report.current.id})
              </dt>
              <dd className="font-mono break-all text-ink" data-testid="seed-hash">
                {report.current.seedHash}
              </dd>
              <dt className="mt-2 font-mono text-xs tracking-widest text-dim">REVEALED AFTER</dt>
              <dd>
                <time dateTime={report.current.rotatesAt}>{formatUtc(report.current.rotatesAt)}</time>
              </dd>
            </dl>
          ) : (
            <p className="mt-3 text-dim">
              The seed list cannot be read right now (Database not available). The API is at <code>/api/fairness</code>.
            </p>
          )}
          {report && report.revealed.length > 0 ? (
            <details className="mt-4">
              <summary className="cursor-pointer font-mono text-sm text-neon-cyan">
                Revealed seeds ({report.revealed.length})
              </summary>
              <ul className="mt-2 grid gap-2 text-xs">
                {report.revealed.map((seed) => (
                  <li key={seed.id} className="rounded border border-edge p-2 font-mono break-all">
                    #{seed.id} seed {seed.seed}
                    <span className="block text-dim">hash {seed.seedHash}</span>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </section>
        <FairnessExplainer />
      </div>
    </>
  );
}
