import Link from 'next/link';
import { CatalogHeader } from '@/components/catalog/catalog-header';
import { VAULT_CARD_GROUP_ORDER, vaultCardGroupTitles, vaultCardGroups } from '@/content/catalog';
import { GITHUB_URL } from '@/lib/site';
import { VaultCard } from './vault-card';

const pill = 'rounded border px-4 py-2 font-mono text-sm';

/** /vault (SPEC §2): hero links, the four groups of cards, the unlock and vote blocks and the footer. */
export function VaultScreen({ twitterUrl }: { twitterUrl: string }) {
  return (
    <>
      <CatalogHeader title="Vaulted Domains" kicker="// VAULT INVENTORY">
        The names behind the steel door: some listed, some locked until the right holder shows up.
      </CatalogHeader>
      <nav aria-label="Vault" className="mb-10 flex flex-wrap gap-3">
        <Link href="/upgrade" className={`${pill} border-neon-yellow text-neon-yellow hover:bg-neon-yellow/10`}>Unlock Vault</Link>
        <Link href="/catalog" className={`${pill} border-neon-green text-neon-green hover:bg-neon-green/10`}>View Active Listings</Link>
        <Link href="/directory" className={`${pill} border-neon-pink text-neon-pink hover:bg-neon-pink/10`}>Browse Lore</Link>
        <Link href="/domains" className={`${pill} border-neon-cyan text-neon-cyan hover:bg-neon-cyan/10`}>All Domains</Link>
        <Link href="/marketplace" className={`${pill} border-neon-purple text-neon-purple hover:bg-neon-purple/10`}>Marketplace</Link>
      </nav>
      {VAULT_CARD_GROUP_ORDER.map((group) => (
        <section key={group} aria-labelledby={`vault-${group}`} className="mb-10" data-testid={`vault-group-${group}`}>
          <h2 id={`vault-${group}`} className="font-display text-2xl text-neon-cyan">{vaultCardGroupTitles[group]}</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {vaultCardGroups[group].map((card) => (
              <VaultCard key={card.name} card={card} />
            ))}
          </ul>
        </section>
      ))}
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="vault-unlock" className="rounded-lg border border-neon-yellow/60 bg-panel p-6">
          <h2 id="vault-unlock" className="font-display text-xl text-neon-yellow">Vault Unlock</h2>
          <p className="mt-2 text-dim">Want a vaulted name? Request an unlock and the Fixer will open the door for the right offer.</p>
          <Link href="/upgrade" className={`mt-4 inline-block ${pill} border-neon-yellow text-neon-yellow hover:bg-neon-yellow/10`}>Unlock Vault</Link>
        </section>
        <section aria-labelledby="vault-vote" className="rounded-lg border border-neon-purple/60 bg-panel p-6">
          <h2 id="vault-vote" className="font-display text-xl text-neon-purple">Community Vote</h2>
          <p className="mt-2 text-dim">Decide which vaulted names hit the racks next.</p>
          <Link href="/vote" className={`mt-4 inline-block ${pill} border-neon-purple text-neon-purple hover:bg-neon-purple/10`}>Cast Your Vote</Link>
        </section>
      </div>
      <footer className="mt-12 border-t border-edge pt-6">
        <nav aria-label="Vault footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 font-mono text-sm">
            <li><a href={GITHUB_URL} rel="noopener noreferrer" target="_blank" className="text-dim underline hover:text-ink">GitHub</a></li>
            <li><a href={twitterUrl} rel="noopener noreferrer" target="_blank" className="text-dim underline hover:text-ink">Twitter</a></li>
            <li><Link href="/contact" className="text-dim underline hover:text-ink">Contact</Link></li>
            <li><Link href="/" className="text-dim underline hover:text-ink">Home</Link></li>
            <li><Link href="/domains" className="text-dim underline hover:text-ink">Active Listings</Link></li>
          </ul>
        </nav>
      </footer>
    </>
  );
}
