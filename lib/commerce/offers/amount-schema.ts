import { z } from 'zod';
import { solTextToLamports } from '../../rules/money';

/** An amount in SOL as decimal text ('3', '2.5', at most 9 decimals), read as lamports. */
export const solAmount = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,9})?$/, 'an amount in SOL, such as 2.5')
  .transform((text) => solTextToLamports(text) ?? 0)
  .refine((lamports) => lamports > 0, 'an amount above 0 SOL');
