import { EARN_FEEDBACK_TICKETS, EARN_REFERRAL_TICKETS } from './tickets';

/** The earning channels of /retail-tickets beyond purchases and wheel wins (docs/tickets.md, "Earning"). */
export const FEEDBACK_REWARD = EARN_FEEDBACK_TICKETS;
export const REFERRAL_REWARD = EARN_REFERRAL_TICKETS;
/** The welcome grant when the operator has not set one: enough for one spin. */
export const DEFAULT_WELCOME_GRANT = 5;
export const MAX_WELCOME_GRANT = 100;

export const FEEDBACK_MAX_CHARS = 1000;
/** Feedback a wallet may send per hour (approval is what pays, at most once a day). */
export const FEEDBACK_PER_HOUR = 3;

export const FEEDBACK_TARGET = 'Feedback';
export const REFERRAL_TARGET = 'Referral';
export const WELCOME_TARGET = 'Welcome Grant';

export const FEEDBACK_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_SENT = 'Thanks! Your feedback is waiting for the operator’s review.';
export const FEEDBACK_TOO_MANY = 'You have sent feedback 3 times this hour. Try again later.';
export const FEEDBACK_ALREADY_CREDITED_TODAY =
  'This wallet already had feedback credited today (UTC). The feedback stays pending: approve it tomorrow, or reject it.';
export const FEEDBACK_ALREADY_REVIEWED = 'This feedback was already reviewed.';
export const WELCOME_ALREADY_CLAIMED = 'This wallet has already claimed its welcome grant.';

/** Anonymous poll votes (no wallet) that count per network address and UTC day. */
export const ANON_VOTES_PER_ADDRESS_PER_DAY = 3;
export const ANON_VOTE_LIMIT_MESSAGE =
  'This network address has cast 3 anonymous votes today. Sign in with your wallet to vote.';
/** The same limit met by a signed-in wallet without proof (lib/rules/reward-proof.ts), which votes as anonymous. */
export const NEW_WALLET_VOTE_LIMIT_MESSAGE =
  'This network address has cast 3 votes today from anonymous browsers and new wallets. A wallet with on-chain history, or one that bought a name here, votes without this limit.';

/** The UTC calendar day of `at`, YYYY-MM-DD: the day of the once-a-day feedback credit and the vote quota. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The referral link a wallet shares: the home page with its address in `ref`. */
export function referralLink(siteUrl: string, wallet: string): string {
  const url = new URL('/', siteUrl);
  url.searchParams.set('ref', wallet);
  return url.toString();
}
