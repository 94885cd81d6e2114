import type { ReactNode } from 'react';
import { IntentLink } from '@/components/navigation/intent-link';
import { FEEDBACK_REWARD, REFERRAL_REWARD, type FeedbackStatus } from '@/lib/rules/rewards';
import { PURCHASE_EARNING } from '@/lib/rules/tickets';
import type { RewardChannels } from '@/lib/tickets';
import { FeedbackForm } from './feedback-form';
import { formatUtc } from './format';
import { ReferralLink } from './referral-link';
import { WelcomeClaimButton } from './welcome-claim-button';

const FEEDBACK_STATE: Record<FeedbackStatus, { label: string; className: string }> = {
  pending: { label: 'Pending approval', className: 'text-neon-yellow' },
  approved: { label: `Credited +${FEEDBACK_REWARD} RT`, className: 'text-neon-green' },
  rejected: { label: 'Not approved', className: 'text-dim' },
};

function Channel({
  id,
  title,
  rule,
  earned,
  children,
}: {
  id: string;
  title: string;
  rule: string;
  earned?: number;
  children?: ReactNode;
}) {
  return (
    <li
      className="grid min-w-0 content-start gap-3 rounded border border-edge bg-panel-2 p-4"
      data-testid={`channel-${id}`}
    >
      <div>
        <h3 className="font-display text-lg text-ink">{title}</h3>
        <p className="text-sm text-dim">{rule}</p>
        {earned === undefined ? null : (
          <p className="mt-1 font-mono text-sm text-neon-yellow" data-testid={`channel-${id}-earned`}>
            Earned so far: {earned} RT
          </p>
        )}
      </div>
      {children}
    </li>
  );
}

/** Each way to earn tickets and where this wallet stands in it (docs/tickets.md, "Earning"). */
export function EarningChannels({ channels }: { channels: RewardChannels }) {
  const { purchases, feedback, referrals, welcome, wheel } = channels;
  return (
    <section aria-labelledby="channels-heading" className="panel p-4 sm:p-6">
      <h2 id="channels-heading" className="font-display text-xl text-neon-cyan">
        Your ways to earn
      </h2>
      <ul className="mt-3 grid gap-3 md:grid-cols-2">
        <Channel
          id="welcome"
          title="Welcome grant"
          rule="A one-time gift for your wallet: enough for a spin of the wheel."
        >
          {welcome.claimed ? (
            <p className="font-mono text-sm text-neon-green">Claimed: +{welcome.amount} RT</p>
          ) : welcome.notice ? (
            <p className="font-mono text-sm text-dim" data-testid="welcome-notice">
              {welcome.notice}
            </p>
          ) : (
            <WelcomeClaimButton amount={welcome.amount} />
          )}
        </Channel>
        <Channel
          id="purchases"
          title="Domain purchases"
          rule={`${PURCHASE_EARNING} of a name you buy, credited when the payment is confirmed.`}
          earned={purchases.earned}
        >
          <IntentLink href="/marketplace" className="w-fit font-mono text-sm text-neon-cyan underline">
            Browse names for sale
          </IntentLink>
        </Channel>
        <Channel
          id="feedback"
          title="Feedback"
          rule={`${FEEDBACK_REWARD} RT when the operator approves your feedback, at most once a day.`}
          earned={feedback.earned}
        >
          <FeedbackForm />
          {feedback.recent.length === 0 ? null : (
            <ul aria-label="Your recent feedback" className="grid gap-2">
              {feedback.recent.map((item) => (
                <li key={item.id} className="rounded border border-edge px-3 py-2 text-sm">
                  <span className={`font-mono text-xs ${FEEDBACK_STATE[item.status].className}`}>
                    {FEEDBACK_STATE[item.status].label}
                  </span>
                  <span className="block break-words text-ink">{item.message}</span>
                  <span className="block text-xs text-dim">
                    Sent <time dateTime={item.createdAt}>{formatUtc(item.createdAt)}</time>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Channel>
        <Channel
          id="referrals"
          title="Referrals"
          rule={`${REFERRAL_REWARD} RT when a wallet that signed in through your link pays its first order.`}
          earned={referrals.earned}
        >
          <ReferralLink link={referrals.link} />
          <p className="text-sm text-dim" data-testid="referral-stats">
            {referrals.referred} signed in through your link · {referrals.credited} paid their first order
          </p>
        </Channel>
        <Channel
          id="wheel"
          title="Wheel wins"
          rule="Ticket prizes of the wheel land in your balance at once."
          earned={wheel.earned}
        />
      </ul>
    </section>
  );
}
