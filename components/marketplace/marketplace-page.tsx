import 'server-only';
import { ListPurpose } from '@/components/catalog/catalog-header';
import { LIST_PURPOSES } from '@/components/catalog/list-purposes';
import { IntentLink } from '@/components/navigation/intent-link';
import { ErrorPanel } from '@/components/errors/error-panel';
import { ROTATION_GROUPS } from '@/lib/catalog/types';
import { readDomains } from '@/lib/catalog';
import {
  MARKETPLACE_FOOTER_LINKS,
  MARKETPLACE_LOAD_FAILED,
  MARKETPLACE_REFRESH_LABEL,
  MARKETPLACE_UNAVAILABLE_TEXT,
  MARKETPLACE_UNAVAILABLE_TITLE,
} from '@/lib/rules/marketplace';
import { toMarketItem, type MarketLists } from './market-item';
import { MarketplaceBoard } from './marketplace-board';
import { mintingConfigured } from '@/lib/integrations/minting';
import { paymentsEnabled } from '@/lib/integrations/solana-pay';
import { currentSettings } from '@/lib/settings';

async function loadLists(): Promise<MarketLists | 'unavailable' | 'failed'> {
  try {
    const answers = await Promise.all(
      ROTATION_GROUPS.map((rotationGroup) => readDomains({ rotationGroup, status: 'available' })),
    );
    if (answers.some((answer) => answer.source !== 'database')) return 'unavailable';
    return Object.fromEntries(
      ROTATION_GROUPS.map((group, i) => [group, answers[i]!.domains.map((domain) => toMarketItem(domain, group))]),
    ) as MarketLists;
  } catch (error) {
    console.error('[marketplace] cannot read the catalogue:', error);
    return 'failed';
  }
}

export async function MarketplacePage() {
  const lists = await loadLists();
  return (
    <div>
      <header className="mb-8">
        <p className="font-mono text-xs uppercase tracking-[0.3em] text-neon-pink">1F · Main Floor</p>
        <h1 className="mt-2 font-display text-4xl text-ink neon-text">Marketplace</h1>
        <ListPurpose>{LIST_PURPOSES.marketplace}</ListPurpose>
        <p className="mt-2 max-w-2xl text-dim">
          Mythic relics, this week&apos;s featured names and the daily offers. Every rack rotates: watch the clocks.
        </p>
      </header>
      {lists === 'unavailable' ? (
        <ErrorPanel
          title={MARKETPLACE_UNAVAILABLE_TITLE}
          message={MARKETPLACE_UNAVAILABLE_TEXT}
          retryHref="/marketplace"
          retryLabel={MARKETPLACE_REFRESH_LABEL}
        />
      ) : lists === 'failed' ? (
        <ErrorPanel title={MARKETPLACE_LOAD_FAILED} retryHref="/marketplace" />
      ) : (
        <MarketplaceBoard
          initial={lists}
          paymentsEnabled={paymentsEnabled()}
          minting={mintingConfigured()}
          sellerSocialUrl={currentSettings().sellerSocialUrl}
        />
      )}
      <footer className="mt-12 border-t border-edge pt-6">
        <nav aria-label="Marketplace links">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 font-mono text-sm">
            {MARKETPLACE_FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <IntentLink href={link.href} className="text-neon-cyan hover:underline focus-visible:underline">
                  {link.label}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </div>
  );
}
