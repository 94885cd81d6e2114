'use client';

import { useEffect, useState } from 'react';
import { IntentLink } from '@/components/navigation/intent-link';
import type { MallAccess } from '@/lib/tickets';
import { accessReason, dayPassRemainingMs, hasActiveDayPass } from '@/lib/rules/access';
import { DAY_PASS_HOURS } from '@/lib/rules/tickets';
import { ClaimDayPassButton, type DayPassClaimed } from './claim-day-pass-button';
import { formatRemaining, formatUtc } from './format';

const REASON_TEXT = {
  wifhoodie: 'You hold a wifhoodie.',
  'day-pass': 'Your day pass is active.',
  tier: 'Your tier opens the doors.',
} as const;

/**
 * /retailpass: access status, balance, day-pass expiry and the claim. A claim updates all of them in place from the
 * claim's answer, with the same access check the server makes (lib/rules/access.ts).
 */
export function RetailpassPanel({ access: rendered, now: renderedNow }: { access: MallAccess; now: Date }) {
  const [registry, setRegistry] = useState(rendered.registry);
  const [now, setNow] = useState(renderedNow);
  useEffect(() => {
    setRegistry(rendered.registry);
    setNow(renderedNow);
  }, [rendered.registry, renderedNow]);
  const reason = accessReason(
    { tier: registry.tier, wifhoodieHolder: registry.wifhoodie_holder, retailpassExpiry: registry.retailpass_expiry },
    now,
  );
  const access = { source: rendered.source, hasAccess: reason !== null, reason };
  const passActive = hasActiveDayPass(registry.retailpass_expiry, now);
  function claimed({ newBalance, retailpassExpiry }: DayPassClaimed) {
    setRegistry((current) => ({ ...current, total_rts: newBalance, retailpass_expiry: retailpassExpiry }));
    setNow(new Date());
  }
  return (
    <div className="grid grid-cols-1 gap-6">
      {access.source === 'fallback' ? (
        <p role="status" className="rounded border border-neon-yellow/60 bg-panel p-3 text-sm text-neon-yellow">
          {registry.retailpass_expiry
            ? 'The wallet registry cannot be reached right now, so access is shown as Tier 0 with the day pass this browser keeps.'
            : 'The wallet registry cannot be reached right now, so access is shown as Tier 0 without a day pass.'}
        </p>
      ) : null}
      <section
        aria-labelledby="access-heading"
        className={`rounded-lg border bg-panel p-6 ${access.hasAccess ? 'border-neon-green/60' : 'border-neon-red/60'}`}
      >
        <h2 id="access-heading" className="font-mono text-xs tracking-widest text-dim">
          ACCESS STATUS
        </h2>
        <p
          data-testid="access-status"
          className={`mt-2 font-display text-2xl ${access.hasAccess ? 'text-neon-green' : 'text-neon-red'}`}
        >
          {access.hasAccess ? 'ACCESS GRANTED' : 'ACCESS DENIED'}
        </p>
        <p className="mt-2 text-dim">
          {access.reason
            ? REASON_TEXT[access.reason]
            : `No day pass, no access tier, no wifhoodie. A day pass gets you in for ${DAY_PASS_HOURS} hours.`}
        </p>
        {access.hasAccess ? (
          <IntentLink
            href="/mall"
            className="mt-4 inline-block rounded border border-neon-green px-4 py-2 font-mono text-sm text-neon-green hover:bg-neon-green/10"
          >
            Enter the Mall →
          </IntentLink>
        ) : null}
      </section>

      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="panel p-4">
          <dt className="font-mono text-xs tracking-widest text-dim">RETAIL TICKETS</dt>
          <dd data-testid="ticket-balance" className="mt-1 font-display text-2xl text-neon-yellow">
            {registry.total_rts} RT
          </dd>
        </div>
        <div className="panel p-4">
          <dt className="font-mono text-xs tracking-widest text-dim">TIER</dt>
          <dd className="mt-1 font-display text-2xl text-neon-purple">{registry.tier}</dd>
        </div>
        <div className="panel p-4">
          <dt className="font-mono text-xs tracking-widest text-dim">DAY PASS</dt>
          <dd data-testid="day-pass-expiry" className="mt-1 text-ink">
            {passActive && registry.retailpass_expiry ? (
              <>
                Active until <time dateTime={registry.retailpass_expiry}>{formatUtc(registry.retailpass_expiry)}</time>
                <span className="block text-sm text-dim">
                  {formatRemaining(dayPassRemainingMs(registry.retailpass_expiry, now))} left
                </span>
              </>
            ) : registry.retailpass_expiry ? (
              <>
                Expired <time dateTime={registry.retailpass_expiry}>{formatUtc(registry.retailpass_expiry)}</time>
              </>
            ) : (
              'None'
            )}
          </dd>
        </div>
      </dl>

      <section aria-labelledby="claim-heading" className="panel p-6">
        <h2 id="claim-heading" className="font-display text-xl text-neon-cyan">
          {DAY_PASS_HOURS}-hour day pass
        </h2>
        <p className="mt-2 max-w-xl text-dim">
          One Retail Ticket opens the mall for {DAY_PASS_HOURS} hours. Claiming while a pass runs adds {DAY_PASS_HOURS}{' '}
          hours to it. Out of tickets?{' '}
          <IntentLink href="/retail-tickets" className="text-neon-cyan underline">
            Earn Retail Tickets
          </IntentLink>
          .
        </p>
        <div className="mt-4">
          <ClaimDayPassButton balance={registry.total_rts} onClaimed={claimed} />
        </div>
      </section>
    </div>
  );
}
