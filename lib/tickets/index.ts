import 'server-only';

export { readMallAccess, type MallAccess } from './access';
export { readFairness, type FairnessReport } from './fairness';
export { ledgerSum, readTicketStatement, type TicketEntry } from './ledger';
export { claimDayPass, grantTickets, OPERATOR_GRANT_TARGET } from './operations';
export { ensureWallet, readWalletRegistry, updateWalletRegistry } from './registry';
export { readRecentSpins, readSpin, spinWheel, type SpinRecord } from './spin';
export { approveFeedback, listFeedback, rejectFeedback, submitFeedback, type FeedbackRecord } from './feedback';
export { readRewardChannels, type RewardChannels } from './reward-channels';
export { readReferralTotals } from './referrals';
export { claimWelcomeGrant, countWelcomeClaims, setWelcomeGrantAmount, welcomeGrantAmount } from './welcome';
