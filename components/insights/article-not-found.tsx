import { IntentLink } from '@/components/navigation/intent-link';
import { InsightsNav } from './insights-nav';

/** 'Article Not Found' for an unknown insights slug. */
export function ArticleNotFound() {
  return (
    <>
      <InsightsNav />
      <section className="mx-auto max-w-xl rounded-lg border border-neon-yellow/50 bg-panel p-8 text-center">
        <p aria-hidden="true" className="text-4xl">
          📭
        </p>
        <h1 className="mt-3 font-display text-2xl text-neon-yellow">Article Not Found</h1>
        <p className="mt-2 text-dim">This article doesn&apos;t exist in our insights collection.</p>
        <IntentLink
          href="/insights"
          className="mt-6 inline-block rounded border border-neon-cyan px-4 py-2 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/10"
        >
          ← Back to Insights
        </IntentLink>
      </section>
    </>
  );
}
