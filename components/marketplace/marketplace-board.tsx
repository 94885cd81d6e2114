'use client';
import { useCallback, useEffect, useState } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel';
import {
  MARKETPLACE_REFRESH_FAILED,
  MARKETPLACE_REFRESH_LABEL,
  MARKETPLACE_SECTIONS,
  MARKETPLACE_SECTION_GROUPS,
  MARKETPLACE_UNAVAILABLE_TEXT,
  MARKETPLACE_UNAVAILABLE_TITLE,
  visibleMarketplaceItems,
} from '@/lib/rules/marketplace';
import { MARKETPLACE_FEATURED_LIMIT } from '@/lib/rules/rotation';
import { MarketCard } from './market-card';
import type { MarketItem, MarketLists } from './market-item';
import { refreshMarketLists } from './refresh-lists';

const SECTION_BLURB = {
  MYTHIC: 'Legendary names. 30-day rotation.',
  FEATURED: 'This week’s headliners. 7-day rotation, on the Premium Wing clock.',
  OFFERS: 'Daily deals. Gone in 24 hours, on the Flash Rack clock.',
} as const;

const reload = () => window.location.reload();

/**
 * The three marketplace sections (each card's countdown ticks on its own). Buy opens a Solana Pay order for the
 * name; a name leaves the racks once its payment is confirmed, seen when the lists refresh (on returning to the tab).
 */
export function MarketplaceBoard({
  initial,
  paymentsEnabled,
  minting,
  sellerSocialUrl,
}: {
  initial: MarketLists;
  paymentsEnabled: boolean;
  minting: boolean;
  sellerSocialUrl: string;
}) {
  const [lists, setLists] = useState(initial);
  const [state, setState] = useState<'ready' | 'failed' | 'unavailable'>('ready');
  const [listening, setListening] = useState(false);

  const refresh = useCallback(async () => {
    const result = await refreshMarketLists();
    if (result.kind === 'ok') {
      setLists(result.lists);
      setState('ready');
    } else setState(result.kind);
  }, []);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    setListening(true);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh]);

  if (state === 'failed') return <ErrorPanel title={MARKETPLACE_REFRESH_FAILED} onRetry={reload} />;
  if (state === 'unavailable') {
    return (
      <ErrorPanel
        title={MARKETPLACE_UNAVAILABLE_TITLE}
        message={MARKETPLACE_UNAVAILABLE_TEXT}
        onRetry={reload}
        retryLabel={MARKETPLACE_REFRESH_LABEL}
      />
    );
  }

  return (
    <div className="space-y-10" data-testid="marketplace-board" data-listening={listening || undefined}>
      {MARKETPLACE_SECTIONS.map((section) => {
        const group = MARKETPLACE_SECTION_GROUPS[section];
        const visible: MarketItem[] = visibleMarketplaceItems(lists[group]);
        const shown = section === 'FEATURED' ? visible.slice(0, MARKETPLACE_FEATURED_LIMIT) : visible;
        const headingId = `section-${section.toLowerCase()}`;
        return (
          <section key={section} aria-labelledby={headingId} data-testid={`section-${section}`}>
            <h2 id={headingId} className="font-display text-2xl tracking-widest text-neon-cyan neon-text">
              {section}
            </h2>
            <p className="mt-1 text-sm text-dim">{SECTION_BLURB[section]}</p>
            {shown.length === 0 ? (
              <p className="mt-4 rounded border border-edge bg-panel p-4 text-sm text-dim">
                Sold out on this rack. New stock lands with the next rotation.
              </p>
            ) : (
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((item) => (
                  <MarketCard
                    key={item.slug}
                    item={item}
                    paymentsEnabled={paymentsEnabled}
                    minting={minting}
                    sellerSocialUrl={sellerSocialUrl}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
