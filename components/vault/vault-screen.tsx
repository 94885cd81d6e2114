import { IntentLink } from '@/components/navigation/intent-link';
import { LIST_PURPOSES } from '@/components/catalog/list-purposes';
import { CatalogHeader } from '@/components/catalog/catalog-header';
import { VAULT_CARD_GROUP_ORDER, vaultCardGroupTitles, vaultCardGroups } from '@/content/catalog';
import { readDomain, type Domain } from '@/lib/catalog';
import { GITHUB_URL } from '@/lib/site';
import { VaultCard } from './vault-card';

const pill = 'rounded border px-4 py-2 font-mono text-sm';

/** Each card's name as the catalogue has it now; a name the catalogue no longer has gets no card. */
async function readVaultNames(): Promise<Map<string, Domain>> {
  const names = Object.values(vaultCardGroups).flatMap((cards) => cards.map((card) => card.name));
  const found = await Promise.all(names.map((name) => readDomain(name).then(({ domain }) => domain)));
  return new Map(found.filter((domain) => domain !== null).map((domain) => [domain.name, domain]));
}

/**
 * /vault (docs/product.md §2): hero links, the four groups of cards, the unlock and vote blocks and the footer. The
 * cards' words are content; their state and price are the catalogue's.
 */
export async function VaultScreen({ twitterUrl }: { twitterUrl: string }) {
  const catalogue = await readVaultNames();
  return (
    <>
      <CatalogHeader title="Vaulted Domains" kicker="// VAULT INVENTORY" purpose={LIST_PURPOSES.vault}>
        The names behind the steel door: some listed, some locked until the right holder shows up.
      </CatalogHeader>
      <nav aria-label="Vault" className="mb-10 flex flex-wrap gap-3">
        <IntentLink href="/upgrade" className={`${pill} border-neon-yellow text-neon-yellow hover:bg-neon-yellow/10`}>
          Unlock Vault
        </IntentLink>
        <IntentLink href="/catalog" className={`${pill} border-neon-green text-neon-green hover:bg-neon-green/10`}>
          View Active Listings
        </IntentLink>
        <IntentLink href="/directory" className={`${pill} border-neon-pink text-neon-pink hover:bg-neon-pink/10`}>
          Browse Lore
        </IntentLink>
        <IntentLink href="/domains" className={`${pill} border-neon-cyan text-neon-cyan hover:bg-neon-cyan/10`}>
          All Domains
        </IntentLink>
        <IntentLink
          href="/marketplace"
          className={`${pill} border-neon-purple text-neon-purple hover:bg-neon-purple/10`}
        >
          Marketplace
        </IntentLink>
        <IntentLink href="/basement" className={`${pill} border-neon-red text-neon-red hover:bg-neon-red/10`}>
          Down to the Basement
        </IntentLink>
      </nav>
      {VAULT_CARD_GROUP_ORDER.map((group) => (
        <section key={group} aria-labelledby={`vault-${group}`} className="mb-10" data-testid={`vault-group-${group}`}>
          <h2 id={`vault-${group}`} className="font-display text-2xl text-neon-cyan">
            {vaultCardGroupTitles[group]}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {vaultCardGroups[group].map((card) => {
              const name = catalogue.get(card.name);
              return name ? <VaultCard key={card.name} card={card} name={name} /> : null;
            })}
          </ul>
        </section>
      ))}
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="vault-unlock" className="rounded-lg border border-neon-yellow/60 bg-panel p-6">
          <h2 id="vault-unlock" className="font-display text-xl text-neon-yellow">
            Vault Unlock
          </h2>
          <p className="mt-2 text-dim">
            Want a vaulted name? Request an unlock and the Fixer will open the door for the right offer.
          </p>
          <IntentLink
            href="/upgrade"
            className={`mt-4 inline-block ${pill} border-neon-yellow text-neon-yellow hover:bg-neon-yellow/10`}
          >
            Unlock Vault
          </IntentLink>
        </section>
        <section aria-labelledby="vault-vote" className="rounded-lg border border-neon-purple/60 bg-panel p-6">
          <h2 id="vault-vote" className="font-display text-xl text-neon-purple">
            Community Vote
          </h2>
          <p className="mt-2 text-dim">Decide which vaulted names hit the racks next.</p>
          <IntentLink
            href="/vote"
            className={`mt-4 inline-block ${pill} border-neon-purple text-neon-purple hover:bg-neon-purple/10`}
          >
            Cast Your Vote
          </IntentLink>
        </section>
      </div>
      <footer className="mt-12 border-t border-edge pt-6">
        <nav aria-label="Vault footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 font-mono text-sm">
            <li>
              <a
                href={GITHUB_URL}
                rel="noopener noreferrer"
                target="_blank"
                className="text-dim underline hover:text-ink"
              >
                GitHub
              </a>
            </li>
            <li>
              <a
                href={twitterUrl}
                rel="noopener noreferrer"
                target="_blank"
                className="text-dim underline hover:text-ink"
              >
                Twitter
              </a>
            </li>
            <li>
              <IntentLink href="/contact" className="text-dim underline hover:text-ink">
                Contact
              </IntentLink>
            </li>
            <li>
              <IntentLink href="/" className="text-dim underline hover:text-ink">
                Home
              </IntentLink>
            </li>
            <li>
              <IntentLink href="/domains" className="text-dim underline hover:text-ink">
                Active Listings
              </IntentLink>
            </li>
          </ul>
        </nav>
      </footer>
    </>
  );
}
