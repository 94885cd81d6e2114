import { z } from 'zod';
import { walletAddressSchema } from '../auth/wallet-address';
import { ACCESS_POPUP_TIERS, ACCESS_TIERS, DEFAULT_TIER } from '../rules/access';

/** Tiers an operator may set: the default, the four access tiers and the pop-up's tiers. */
const REGISTRY_TIERS = [...new Set<string>([DEFAULT_TIER, ...ACCESS_TIERS, ...ACCESS_POPUP_TIERS.map((t) => t.name)])];

const MAX_GRANT = 10_000;

export const grantSchema = z.object({
  wallet: walletAddressSchema,
  amount: z
    .number()
    .int()
    .min(-MAX_GRANT)
    .max(MAX_GRANT)
    .refine((n) => n !== 0, 'amount must not be 0'),
  reason: z.string().trim().min(1).max(200),
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,100}$/, '1-100 letters, digits or _ . : -')
    .optional(),
});

export const setRegistrySchema = z
  .object({
    wallet: walletAddressSchema,
    tier: z.enum(REGISTRY_TIERS as [string, ...string[]]).optional(),
    wifhoodie: z.boolean().optional(),
  })
  .refine((v) => v.tier !== undefined || v.wifhoodie !== undefined, 'Give a tier and/or wifhoodie.');
