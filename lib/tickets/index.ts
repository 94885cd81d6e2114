import 'server-only';

export { readMallAccess, type MallAccess } from './access';
export {
  ensureActiveSeed,
  readFairness,
  rotateSeed,
  spinHmac,
  SEED_ROTATION_MS,
  type FairnessReport,
} from './fairness';
export { ledgerSum, readTicketStatement, type TicketChange, type TicketEntry } from './ledger';
export {
  claimDayPass,
  grantTickets,
  logTicketChange,
  OPERATOR_GRANT_TARGET,
  type DayPassResult,
  type GrantResult,
} from './operations';
export { ensureWallet, readWalletRegistry, updateWalletRegistry, type RegistryUpdate } from './registry';
export { readRecentSpins, readSpin, spinWheel, SPIN_WHEEL_TARGET, type SpinRecord, type SpinResult } from './spin';
export { approveFeedback, listFeedback, rejectFeedback, submitFeedback, type FeedbackRecord } from './feedback';
export { readRewardChannels, type RewardChannels } from './reward-channels';
export {
  bindReferral,
  creditReferralForPaidOrder,
  readReferralStats,
  readReferralTotals,
  REFERRAL_COOKIE,
  type ReferralStats,
} from './referrals';
export {
  claimWelcomeGrant,
  countWelcomeClaims,
  readWelcomeClaim,
  setWelcomeGrantAmount,
  welcomeGrantAmount,
  type WelcomeClaim,
} from './welcome';
