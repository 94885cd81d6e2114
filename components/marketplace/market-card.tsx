import { IntentLink } from '@/components/navigation/intent-link';
import { BuyButton } from '@/components/purchase/buy-button';
import { marketplaceRotation } from '@/lib/rules/rotation';
import { buyMessage, directMessageUrl } from '@/lib/rules/social';
import { Countdown } from './countdown';
import type { MarketItem } from './market-item';

const ACCENT = {
  mythic: 'border-neon-purple/60 text-neon-purple',
  featured: 'border-neon-cyan/60 text-neon-cyan',
  daily: 'border-neon-green/60 text-neon-green',
} as const;

export function MarketCard({
  item,
  paymentsEnabled,
  minting,
  sellerSocialUrl,
}: {
  item: MarketItem;
  paymentsEnabled: boolean;
  /** The mall mints an NFT of a paid name (a minting provider is set): only then is minting offered. */
  minting: boolean;
  sellerSocialUrl: string;
}) {
  return (
    <li
      className={`flex flex-col rounded-lg border bg-panel p-4 ${ACCENT[item.group].split(' ')[0]}`}
      data-testid="market-card"
      data-slug={item.slug}
    >
      <h3 className="font-display text-lg text-ink">
        <IntentLink href={`/wiki/${item.slug}`} className="hover:underline focus-visible:underline">
          {item.name}
        </IntentLink>
      </h3>
      <p className={`mt-1 font-mono text-xl ${ACCENT[item.group].split(' ')[1]}`}>{item.price}</p>
      <p className="mt-2 line-clamp-3 flex-1 text-sm text-dim">{item.description}</p>
      <p className="mt-3 font-mono text-xs text-dim">
        Expires in{' '}
        <span className="text-neon-yellow" data-testid="countdown">
          <Countdown expiresAt={(now) => marketplaceRotation(item.group, now).endsAt} />
        </span>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <BuyButton
          slug={item.slug}
          paymentsEnabled={paymentsEnabled}
          sellerMessageUrl={directMessageUrl(sellerSocialUrl, buyMessage(item.name))}
          accessibleName={`Buy ${item.name}`}
          className="rounded bg-neon-pink px-4 py-2 font-mono text-sm font-bold text-void hover:bg-neon-pink/80 disabled:hover:bg-neon-pink"
        />
        {minting ? (
          <IntentLink
            href={`/checkout/${item.slug}`}
            className="rounded border border-edge px-4 py-2 font-mono text-sm text-ink hover:border-neon-cyan"
            aria-label={`Mint ${item.name} at checkout`}
          >
            Mint at checkout
          </IntentLink>
        ) : null}
      </div>
    </li>
  );
}
