import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db';
import { NAME_PROTECTING_STATUSES } from '../rules/order-states';

const textArray = (values: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/**
 * Whether order `o` (a sale_orders alias) protects its name: held, sold, being delivered or refunded. An order awaiting
 * payment protects it only until it expires.
 */
export function orderProtectsName(now: Date): SQL {
  const lasting = NAME_PROTECTING_STATUSES.filter((status) => status !== 'awaiting_payment');
  return sql`(o.status = any(${textArray(lasting)})
    or (o.status = 'awaiting_payment' and o.expires_at > ${now.toISOString()}::timestamptz))`;
}

/** Among a name's protecting orders, the one a report names: a sale before a hold, the newest first. */
export const protectingOrderRank = sql`array_position(${textArray([...NAME_PROTECTING_STATUSES].reverse())}, o.status), o.created_at desc`;

/** The names of a JSON list as a SQL array (an empty list is an empty array, not a syntax error). */
export const namesArray = textArray;

export interface ProtectingOrder {
  orderId: string;
  status: string;
}

/** The order that protects `slug` from a catalogue write, or null when none does. */
export async function protectingOrder(tx: Database, slug: string, now: Date): Promise<ProtectingOrder | null> {
  const result = (await tx.execute(sql`select o.id, o.status from sale_orders o
    where o.domain_slug = ${slug} and ${orderProtectsName(now)}
    order by ${protectingOrderRank} limit 1`)) as unknown as { rows: { id: string; status: string }[] };
  const [row] = result.rows;
  return row ? { orderId: row.id, status: row.status } : null;
}
