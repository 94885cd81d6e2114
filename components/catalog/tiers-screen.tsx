import { IntentLink } from '@/components/navigation/intent-link';
import { ACCESS_POPUP_TIERS } from '@/lib/rules/access';
import { TIER_CARDS } from '@/lib/rules/pricing';
import { SLOT_PRICE_LIST } from '@/lib/rules/slot-machine';
import { CatalogHeader } from './catalog-header';
import { countOf } from '@/lib/rules/labels';
import { DAY_PASS_COST, DAY_PASS_HOURS } from '@/lib/rules/tickets';

const ACCENT = {
  'vaulted-premium': 'text-neon-pink border-neon-pink/60',
  'blueprint-tier': 'text-neon-cyan border-neon-cyan/60',
  'quick-snag': 'text-neon-green border-neon-green/60',
} as const;

/**
 * /tiers: the three tier cards (docs/product.md §9) and the access tiers. The rack price ranges stay in the Pricing
 * pop-up: side by side with the cards, the two sets of spec numbers read as one contradicting the other.
 */
export function TiersScreen() {
  return (
    <>
      <CatalogHeader title="Tiers" kicker="// WHAT YOU GET">
        Every name in the mall lands in one of three tiers. Pick the one that matches how fast you want to build.
      </CatalogHeader>
      <ul className="grid gap-6 md:grid-cols-3">
        {TIER_CARDS.map((tier) => (
          <li
            key={tier.id}
            className={`flex flex-col rounded-lg border bg-panel p-6 ${ACCENT[tier.id]}`}
            data-testid={`tier-${tier.id}`}
          >
            <h2 className="font-display text-xl">{tier.title}</h2>
            <p className="mt-2 font-mono text-2xl text-ink">{tier.price}</p>
            <p className="mt-3 text-sm text-dim">{tier.description}</p>
            <ul className="mt-4 space-y-1 text-sm text-ink">
              {tier.perks.map((perk) => (
                <li key={perk}>▸ {perk}</li>
              ))}
            </ul>
            {tier.id === 'quick-snag' ? (
              <p className="mt-4 text-xs text-dim" data-testid="tier-scav-draws">
                On the Scav Rack the slot machine prices each name: {SLOT_PRICE_LIST}.
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <section aria-labelledby="access-heading" className="mt-12">
        <h2 id="access-heading" className="font-display text-2xl text-neon-cyan">
          Access Tiers
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {ACCESS_POPUP_TIERS.map((tier) => (
            <li key={tier.name} className="panel p-4">
              <p className="font-display text-neon-purple">
                {tier.name} <span className="font-mono text-xs text-dim">({tier.level})</span>
              </p>
              <p className="mt-2 text-sm text-dim">{tier.description}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-dim">
          No tier yet? A{' '}
          <IntentLink href="/retailpass" className="text-neon-cyan underline">
            {DAY_PASS_HOURS}-hour day pass
          </IntentLink>{' '}
          opens the mall for {countOf(DAY_PASS_COST, 'Retail Ticket')}.
        </p>
      </section>
    </>
  );
}
