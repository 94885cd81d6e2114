import { IntentLink } from '@/components/navigation/intent-link';

/** The wiki page header: logo to /, then How to Navigate, Domains and Vault. */
export function WikiHeader() {
  const link = 'rounded px-2 py-1 font-mono text-sm text-dim hover:text-neon-cyan';
  return (
    <header className="mb-8 flex flex-wrap items-center justify-between gap-4 border-b border-edge pb-4">
      <IntentLink href="/" className="flex items-center gap-2" aria-label="Retailverse home">
        {/* eslint-disable-next-line @next/next/no-img-element -- tiny local SVG */}
        <img src="/images/logo.svg" alt="" width={32} height={32} />
        <span className="font-display text-lg text-neon-cyan">Retailverse</span>
      </IntentLink>
      <nav aria-label="Wiki">
        <ul className="flex flex-wrap gap-2">
          <li>
            <IntentLink href="/guide" className={link}>
              How to Navigate
            </IntentLink>
          </li>
          <li>
            <IntentLink href="/domains" className={link}>
              Domains
            </IntentLink>
          </li>
          <li>
            <IntentLink href="/vault" className={link}>
              Vault
            </IntentLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
