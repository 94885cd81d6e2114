import {
  EARN_FEEDBACK_TICKETS,
  EARN_REFERRAL_TICKETS,
  EARN_WHEEL_WIN_MAX_TICKETS,
  EARN_WHEEL_WIN_MIN_TICKETS,
  PURCHASE_EARNING,
} from '@/lib/rules/tickets';

const WAYS = [
  { what: 'Domain purchases', rt: PURCHASE_EARNING, icon: '🛒' },
  { what: 'Feedback', rt: `${EARN_FEEDBACK_TICKETS} RT`, icon: '💬' },
  { what: 'Referrals', rt: `${EARN_REFERRAL_TICKETS} RT`, icon: '🤝' },
  { what: 'Wheel win', rt: `${EARN_WHEEL_WIN_MIN_TICKETS}-${EARN_WHEEL_WIN_MAX_TICKETS} RT`, icon: '🎡' },
];

/** How Retail Tickets are earned (the spec's earning copy). */
export function EarningCopy() {
  return (
    <section aria-labelledby="earn-heading" className="panel p-4 sm:p-6">
      <h2 id="earn-heading" className="font-display text-xl text-neon-cyan">
        Earn tickets
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {WAYS.map((way) => (
          <li
            key={way.what}
            className="flex items-center justify-between rounded border border-edge bg-panel-2 px-3 py-2"
          >
            <span>
              <span aria-hidden="true">{way.icon} </span>
              {way.what}
            </span>
            <span className="font-mono text-neon-yellow">{way.rt}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-dim">
        Purchases are credited when the payment is confirmed, feedback when the operator approves it, referrals when a
        wallet that signed in through your link pays its first order. Wheel wins land instantly.
      </p>
    </section>
  );
}
