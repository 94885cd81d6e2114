import { z } from 'zod';

/** A whole number in a query string, written in plain decimal digits ('0x10', '1e3', ' 5' are refused). */
export const integerParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `Expected a whole number from ${min} to ${max}.`)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
