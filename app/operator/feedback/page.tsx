import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ConsoleHeading } from '@/components/operator/console-heading';
import { FeedbackReview } from '@/components/operator/feedback-review';
import { requireConsole } from '@/components/operator/require-console';
import { WelcomeGrantForm } from '@/components/operator/welcome-grant-form';
import { formatUtc } from '@/components/tickets/format';
import {
  countWelcomeClaims,
  listFeedback,
  readReferralTotals,
  welcomeGrantAmount,
  type FeedbackRecord,
} from '@/lib/tickets';
import { countOf } from '@/lib/rules/labels';
import { FEEDBACK_REWARD, MAX_WELCOME_GRANT } from '@/lib/rules/rewards';

export const metadata: Metadata = { title: 'Feedback and rewards' };

const REVIEWED_SHOWN = 50;

function Item({ item, children }: { item: FeedbackRecord; children?: ReactNode }) {
  return (
    <li className="grid gap-2 rounded border border-edge p-3" data-testid={`feedback-${item.id}`}>
      <p className="font-mono text-xs text-dim">
        #{item.id} · <span className="break-all">{item.wallet}</span> · {formatUtc(item.createdAt)}
      </p>
      <p className="whitespace-pre-wrap break-words">{item.message}</p>
      {children}
    </li>
  );
}

/** Review the wallets' feedback (approval credits 3 RT, once a day per wallet) and set the welcome grant. */
export default async function ConsoleFeedbackPage() {
  await requireConsole();
  const [pending, approved, rejected, grant, welcome, referrals] = await Promise.all([
    listFeedback({ status: 'pending' }),
    listFeedback({ status: 'approved', limit: REVIEWED_SHOWN }),
    listFeedback({ status: 'rejected', limit: REVIEWED_SHOWN }),
    welcomeGrantAmount(),
    countWelcomeClaims(),
    readReferralTotals(),
  ]);
  const reviewed = [...approved, ...rejected].sort((a, b) => b.id - a.id).slice(0, REVIEWED_SHOWN);
  return (
    <>
      <ConsoleHeading title="Feedback and rewards">
        Approving feedback credits its wallet {FEEDBACK_REWARD} RT, for at most one feedback per wallet per UTC day.
      </ConsoleHeading>
      <div className="grid gap-6">
        <section aria-labelledby="pending-heading" className="panel p-4 sm:p-6">
          <h2 id="pending-heading" className="font-display text-xl text-neon-cyan">
            Pending ({pending.length})
          </h2>
          {pending.length === 0 ? <p className="mt-2 text-dim">No feedback waiting.</p> : null}
          <ul className="mt-3 grid gap-3">
            {pending.map((item) => (
              <Item key={item.id} item={item}>
                <FeedbackReview id={item.id} reward={FEEDBACK_REWARD} />
              </Item>
            ))}
          </ul>
        </section>
        <section aria-labelledby="reviewed-heading" className="panel p-4 sm:p-6">
          <h2 id="reviewed-heading" className="font-display text-xl text-neon-cyan">
            Reviewed
          </h2>
          {reviewed.length === 0 ? <p className="mt-2 text-dim">Nothing reviewed yet.</p> : null}
          <ul className="mt-3 grid gap-3">
            {reviewed.map((item) => (
              <Item key={item.id} item={item}>
                <p className="font-mono text-sm" data-testid={`feedback-${item.id}-status`}>
                  {item.status === 'approved'
                    ? `Approved · ${FEEDBACK_REWARD} RT credited on ${item.creditedOn}`
                    : 'Rejected · nothing credited'}
                </p>
              </Item>
            ))}
          </ul>
        </section>
        <section aria-labelledby="welcome-heading" className="panel p-4 sm:p-6">
          <h2 id="welcome-heading" className="font-display text-xl text-neon-cyan">
            Welcome grant and referrals
          </h2>
          <p className="mt-1 font-mono text-sm" data-testid="welcome-claims">
            {countOf(welcome.claims, 'welcome grant')} claimed ({welcome.ticketsGranted} RT). Referrals:{' '}
            {referrals.referred} arrived, {referrals.credited} credited.
          </p>
          <WelcomeGrantForm amount={grant} max={MAX_WELCOME_GRANT} />
        </section>
      </div>
    </>
  );
}
