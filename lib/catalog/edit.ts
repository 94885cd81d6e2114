import 'server-only';
import { eq } from 'drizzle-orm';
import { recordOperatorAction } from '../auth/audit-log';
import type { OperatorActor } from '../auth/operator-session';
import { getDb } from '../db';
import { domains } from '../db/schema';
import { notFound } from '../errors';
import { solTextToLamports } from '../rules/money';
import { expireCatalogTags, LISTS_TAG, domainTag } from './cache';
import { EDITABLE_FIELDS, type DomainEdit } from './edit-schema';
import { rowToDomain } from './rows';
import type { Domain } from './types';
import { bumpCatalogVersion } from './version-watch';

type Editable = Pick<Domain, (typeof EDITABLE_FIELDS)[number]>;

/** The edited fields of a name, as the audit log keeps them. */
function fieldsOf(domain: Domain, edit: DomainEdit): Partial<Editable> {
  const fields: Partial<Editable> = {};
  for (const key of EDITABLE_FIELDS) if (edit[key] !== undefined) Object.assign(fields, { [key]: domain[key] });
  return fields;
}

/** The tags an edit of `name` expires: its own read and every list (price, status, listing and category sort them). */
const editTags = (name: string) => [LISTS_TAG, domainTag(name)];

/**
 * Changes one name's price, status, listing, featured flag, category or lore. The row is locked, changed, the
 * catalogue version bumped (every process drops the name's reads and the lists within CATALOG_SYNC_INTERVAL_MS) and
 * the audit entry written, all in one transaction.
 */
export async function editDomain(
  name: string,
  edit: DomainEdit,
  actor: OperatorActor,
  now = new Date(),
): Promise<Domain> {
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(domains).where(eq(domains.name, name)).for('update');
    if (!current) throw notFound(`No name ${name} in the catalogue.`);
    const [row] = await tx
      .update(domains)
      .set({
        ...edit,
        ...(edit.price !== undefined ? { priceLamports: solTextToLamports(edit.price) } : {}),
        updatedAt: now,
      })
      .where(eq(domains.id, current.id))
      .returning();
    await bumpCatalogVersion(tx, editTags(name));
    const before = fieldsOf(rowToDomain(current), edit);
    const after = fieldsOf(rowToDomain(row!), edit);
    await recordOperatorAction({ actor, action: 'catalog.edit', target: name, before, after }, tx);
    return rowToDomain(row!);
  });
  expireCatalogTags(editTags(name));
  return updated;
}
