import 'server-only';
import { eq } from 'drizzle-orm';
import { recordOperatorAction } from '../auth/audit-log';
import type { OperatorActor } from '../auth/operator-session';
import { getDb } from '../db';
import { notifyWatchers, watchSnapshot } from '../inbox/watch-notices';
import { domains } from '../db/schema';
import { AppError, notFound } from '../errors';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../rules/order-states';
import { solTextToLamports } from '../rules/money';
import { expireCatalogTags, LISTS_TAG, domainTag } from './cache';
import { EDITABLE_FIELDS, type DomainEdit } from './edit-schema';
import { rowToDomain } from './rows';
import { protectingOrder, type ProtectingOrder } from './sale-guard';
import type { Domain } from './types';
import { bumpCatalogVersion } from './version-watch';
import { recordCatalogWrite } from './name-history';

type Editable = Pick<Domain, (typeof EDITABLE_FIELDS)[number]>;

/** The edited fields of a name, as the audit log keeps them. */
function fieldsOf(domain: Domain, edit: DomainEdit): Partial<Editable> {
  const fields: Partial<Editable> = {};
  for (const key of EDITABLE_FIELDS) if (edit[key] !== undefined) Object.assign(fields, { [key]: domain[key] });
  return fields;
}

/** Whether an edit would change what a sale fixed: the status, the price, or a listing switched on. */
function touchesSale(current: typeof domains.$inferSelect, edit: DomainEdit): boolean {
  return (
    (edit.status !== undefined && edit.status !== current.status) ||
    (edit.price !== undefined && edit.price !== current.price) ||
    (edit.listed === true && !current.listed)
  );
}

const nameInSale = (name: string, sale: ProtectingOrder) =>
  new AppError(
    'name_in_sale',
    `${name} has order ${sale.orderId} (${ORDER_STATUS_LABELS[sale.status as OrderStatus] ?? sale.status}): ` +
      'its status, price and listing stay as the sale left them. Send "override": true to change them anyway.',
  );

/** The tags an edit of `name` expires: its own read and every list (price, status, listing and category sort them). */
const editTags = (name: string) => [LISTS_TAG, domainTag(name)];

/**
 * Changes one name's price, status, listing, featured and vaulted flags, category, description, website, tags, image
 * or lore. A name an order holds or sold keeps its
 * status, price and listing (409 name_in_sale) unless the edit says `override: true`. The row is locked, changed, the
 * catalogue version bumped (every process drops the name's reads and the lists within CATALOG_SYNC_INTERVAL_MS), its
 * watchers told of a price drop or a return to sale, and the audit entry written, all in one transaction.
 */
export async function editDomain(
  name: string,
  edit: DomainEdit,
  actor: OperatorActor,
  now = new Date(),
): Promise<Domain> {
  const { override, ...changes } = edit;
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(domains).where(eq(domains.name, name)).for('update');
    if (!current) throw notFound(`No name ${name} in the catalogue.`);
    const sale = touchesSale(current, edit) ? await protectingOrder(tx, current.slug, now) : null;
    if (sale && !override) throw nameInSale(name, sale);
    const watched = await watchSnapshot(tx, current.slug);
    const [row] = await tx
      .update(domains)
      .set({
        ...changes,
        ...(edit.price !== undefined ? { priceLamports: solTextToLamports(edit.price) } : {}),
        ...(edit.website !== undefined ? { hasWebsite: edit.website !== null } : {}),
        updatedAt: now,
      })
      .where(eq(domains.id, current.id))
      .returning();
    await recordCatalogWrite(tx, current, row!, now);
    await bumpCatalogVersion(tx, editTags(name));
    await notifyWatchers(tx, watched, now);
    const before = fieldsOf(rowToDomain(current), edit);
    const after = { ...fieldsOf(rowToDomain(row!), edit), ...(sale ? { overrodeSale: sale } : {}) };
    await recordOperatorAction({ actor, action: 'catalog.edit', target: name, before, after }, tx);
    return rowToDomain(row!);
  });
  expireCatalogTags(editTags(name));
  return updated;
}
