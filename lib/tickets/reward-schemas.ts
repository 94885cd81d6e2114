import { z } from 'zod';
import { walletAddressSchema } from '../auth/wallet-address';
import { FEEDBACK_MAX_CHARS, FEEDBACK_STATUSES, MAX_WELCOME_GRANT } from '../rules/rewards';

export const feedbackSchema = z
  .object({
    message: z
      .string({ error: 'Write your feedback.' })
      .trim()
      .min(1, 'Write your feedback.')
      .max(FEEDBACK_MAX_CHARS, `Feedback is at most ${FEEDBACK_MAX_CHARS} characters.`),
  })
  .strict();

export const referralVisitSchema = z.object({ ref: walletAddressSchema }).strict();

const feedbackId = z.number().int().positive();

export const operatorFeedbackSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list'), status: z.enum(FEEDBACK_STATUSES).optional() }).strict(),
  z.object({ action: z.literal('approve'), id: feedbackId }).strict(),
  z.object({ action: z.literal('reject'), id: feedbackId }).strict(),
]);

export const operatorRewardsSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('show') }).strict(),
  z.object({ action: z.literal('set-welcome'), amount: z.number().int().min(1).max(MAX_WELCOME_GRANT) }).strict(),
]);
