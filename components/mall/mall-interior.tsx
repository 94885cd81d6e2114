import { BuyButton } from '@/components/purchase/buy-button';
import { IntentLink } from '@/components/navigation/intent-link';
import type { MemberDraw, PoolName } from '@/lib/commerce/draws/mall-draw';
import type { Domain } from '@/lib/catalog/types';
import type { AccessReason } from '@/lib/rules/access';
import { ORDER_RESERVATION_MS } from '@/lib/rules/payments';
import { MALL_DRAW_COST, MALL_DRAW_DISCOUNTS, passTimeLeft } from '@/lib/rules/mall-floor';
import { TicketBalance } from '@/components/tickets/ticket-balance';
import { MembersDraw } from './members-draw';
import { DAY_PASS_HOURS } from '@/lib/rules/tickets';
import { MINUTE_MS } from '@/lib/rules/time';

export interface MallFloor {
  reason: AccessReason;
  tier: string;
  /** ISO time the day pass ends, when access comes from one. */
  passExpiry: string | null;
  passRemainingMs: number;
  balance: number;
  earlyAccess: Domain[];
  drawPool: PoolName[];
  draw: MemberDraw | null;
  paymentsEnabled: boolean;
}

const passDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso));

function PassPanel({ floor }: { floor: MallFloor }) {
  return (
    <section aria-labelledby="mall-pass-heading" className="rounded-lg border border-neon-cyan/50 bg-panel p-5">
      <h2 id="mall-pass-heading" className="font-mono text-xs uppercase tracking-widest text-neon-cyan">
        Your access
      </h2>
      {floor.reason === 'day-pass' && floor.passExpiry ? (
        <p className="mt-2 text-ink" data-testid="mall-pass">
          Day pass: <strong>{passTimeLeft(floor.passRemainingMs)}</strong> left (ends {passDate(floor.passExpiry)} UTC).{' '}
          <IntentLink href="/retailpass" className="text-neon-green underline">
            Add {DAY_PASS_HOURS} hours
          </IntentLink>
        </p>
      ) : (
        <p className="mt-2 text-ink" data-testid="mall-pass">
          {floor.reason === 'wifhoodie'
            ? 'Wifhoodie holder: the mall is yours.'
            : `Tier ${floor.tier}: no pass needed.`}
        </p>
      )}
      <p className="mt-1 font-mono text-sm text-dim">
        Balance:{' '}
        <span className="text-neon-yellow">
          <TicketBalance balance={floor.balance} testId="mall-balance" />
        </span>
      </p>
    </section>
  );
}

function EarlyAccess({ floor }: { floor: MallFloor }) {
  return (
    <section aria-labelledby="mall-early-heading">
      <h2 id="mall-early-heading" className="font-display text-xl text-neon-green">
        Early access
      </h2>
      <p className="mt-1 text-sm text-dim">Names still marked Coming Soon for everyone else. Members buy them now.</p>
      {floor.earlyAccess.length === 0 ? (
        <p className="mt-3 font-mono text-sm text-dim">No names are waiting to open right now.</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {floor.earlyAccess.map((domain) => (
            <li key={domain.slug} className="rounded border border-edge bg-panel p-4" data-testid="mall-early-name">
              <IntentLink href={`/domains/${domain.slug}`} className="font-mono text-ink hover:underline">
                {domain.name}
              </IntentLink>
              <p className="mt-1 font-mono text-neon-green">{domain.price}</p>
              <div className="mt-3">
                <BuyButton
                  slug={domain.slug}
                  paymentsEnabled={floor.paymentsEnabled}
                  label="Buy early"
                  accessibleName={`Buy ${domain.name} early`}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What a wallet with access sees inside the mall (docs/product.md §6 "The members' floor"), all from the server. */
export function MallInterior({ floor }: { floor: MallFloor }) {
  const percents = MALL_DRAW_DISCOUNTS.map((d) => `${d.percent}%`);
  const odds = `${percents.slice(0, -1).join(', ')} or ${percents.at(-1)}`;
  return (
    <div className="space-y-8" data-testid="mall-interior">
      <header>
        <h1 id="mall-heading" className="font-display text-3xl text-neon-cyan neon-text">
          Welcome to the Mall
        </h1>
        <p className="mt-3 max-w-2xl text-dim">
          Your pass is good. Early access to new names and the members&apos; draw are open to you.
        </p>
      </header>
      <PassPanel floor={floor} />
      <EarlyAccess floor={floor} />
      <section aria-labelledby="mall-draw-heading">
        <h2 id="mall-draw-heading" className="font-display text-xl text-neon-pink">
          Members&apos; draw
        </h2>
        <p className="mt-1 text-sm text-dim">
          Spend {MALL_DRAW_COST} Retail Tickets to draw one of the vault&apos;s names at {odds} off, held for you for{' '}
          {ORDER_RESERVATION_MS / MINUTE_MS} minutes.
        </p>
        <MembersDraw
          initialDraw={floor.draw}
          initialBalance={floor.balance}
          pool={floor.drawPool}
          paymentsEnabled={floor.paymentsEnabled}
        />
      </section>
      <nav aria-label="More of the mall" className="flex flex-wrap gap-3 font-mono text-sm">
        <IntentLink href="/directory" className="rounded border border-neon-cyan px-4 py-2 text-neon-cyan">
          Mall Directory
        </IntentLink>
        <IntentLink href="/vault" className="rounded border border-neon-yellow px-4 py-2 text-neon-yellow">
          Vault Previews
        </IntentLink>
        <IntentLink href="/marketplace" className="rounded border border-neon-green px-4 py-2 text-neon-green">
          Marketplace
        </IntentLink>
      </nav>
    </div>
  );
}
