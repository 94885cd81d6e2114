import { z } from 'zod';

/** An order's id: a UUID, as the database makes it. */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` can be an order's id (anything else names no order). */
export const isOrderId = (value: string): boolean => ORDER_ID.test(value);

/** An order's id in a route's path or body. */
export const orderIdSchema = z.string().regex(ORDER_ID, 'an order id');

/**
 * A name in a route's path or body, `copevendor` or `CopeVendor.sol`: trimmed and lower-cased; whether it names
 * anything is the route's to find out (a 404, or the name checks' own message).
 */
export const slugParamSchema = z.string().trim().toLowerCase().min(1, 'Type a domain name.').max(80);

/** A name of the catalogue, `copevendor` or `copevendor.sol`: letters, digits and hyphens only (anything else is a 400). */
export const catalogSlugSchema = slugParamSchema.regex(
  /^[a-z0-9][a-z0-9-]*(\.sol)?$/,
  'a domain name: letters, digits and hyphens',
);

/** Where a page of activity starts (`?before=`, the previous page's `olderBefore`): an event's id, in digits. */
export const eventCursorSchema = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'an event id')
  .transform(Number);
