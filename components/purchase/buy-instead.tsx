import { IntentLink } from '@/components/navigation/intent-link';
import type { BuyUnavailable } from './buy-button';

/**
 * Under a Buy that cannot buy: where the name can be had instead (the unavailable name's link), or, when the mall
 * takes no payments, a message to the seller; nothing when there is nowhere to go.
 */
export function BuyInstead({
  unavailable,
  closed,
  sellerMessageUrl,
}: {
  unavailable: BuyUnavailable | null;
  closed: boolean;
  sellerMessageUrl: string | null;
}) {
  if (unavailable?.href)
    return (
      <IntentLink href={unavailable.href} className="font-mono text-xs text-neon-cyan underline">
        {unavailable.linkLabel ?? unavailable.href}
      </IntentLink>
    );
  if (!closed || !sellerMessageUrl) return null;
  return (
    <a
      href={sellerMessageUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="font-mono text-xs text-neon-cyan underline"
    >
      Message the seller
    </a>
  );
}
