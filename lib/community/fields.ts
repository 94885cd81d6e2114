import { z } from 'zod';
import { INVALID_EMAIL, isEmailFormat } from '@/lib/rules/validation';

/** A required e-mail in the format <input type="email"> accepts, stored lower-cased. */
export const emailField = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .max(254, 'That e-mail address is too long.')
  .refine(isEmailFormat, INVALID_EMAIL)
  .transform((value) => value.toLowerCase());

/** Optional free text: trimmed, blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep it under ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

/** Required free text: trimmed and non-blank. */
export const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Keep it under ${max} characters.`);
