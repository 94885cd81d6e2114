import { FAIRNESS_SNIPPET } from './fairness-snippet';

/** How to recompute a spin from a revealed seed. */
export function FairnessExplainer() {
  return (
    <section aria-labelledby="how-heading" className="panel p-4 sm:p-6">
      <h2 id="how-heading" className="font-display text-xl text-neon-cyan">
        How to check a spin
      </h2>
      <ol className="mt-3 grid list-decimal gap-2 pl-5 text-dim">
        <li>
          Before you spin, the server publishes the SHA-256 hash of a secret seed. It cannot change the seed without the
          hash changing.
        </li>
        <li>
          Each spin's outcome is HMAC-SHA256(seed, your wallet + &apos;:&apos; + the spin id); the first 52 bits give a
          number between 0 and 1 that picks the prize by weight.
        </li>
        <li>
          Every 24 hours the seed is revealed and a new one committed. Look your spin up at{' '}
          <code className="text-ink">/api/fairness?spin=SPIN_ID</code> and run the snippet.
        </li>
      </ol>
      <div
        tabIndex={0}
        role="region"
        aria-label="Spin check snippet"
        className="mt-4 overflow-x-auto rounded border border-edge bg-void p-3"
      >
        <pre className="text-xs leading-relaxed text-ink">
          <code>{FAIRNESS_SNIPPET}</code>
        </pre>
      </div>
    </section>
  );
}
