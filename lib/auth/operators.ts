import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb, isDatabaseUnavailable } from '../db';
import { notifySettings, refreshSettings } from '../settings/snapshot';
import { operators } from '../db/schema';
import { env } from '../env';
import { AppError } from '../errors';
import { recordOperatorAction } from './audit-log';
import type { OperatorActor } from './operator-session';

/** Who may open the console (docs/operators.md "Access"): the owner, operators the owner added, OPERATOR_WALLETS. */
export type OperatorRole = 'owner' | 'operator' | 'environment';

export interface OperatorEntry {
  wallet: string;
  role: OperatorRole;
  addedBy: string | null;
  addedAt: string | null;
}

const ONLY_THE_OWNER = 'Only the owner of this shop can do this.';

/** The wallet's role, or null for a wallet that is no operator. */
export async function operatorRole(wallet: string | null | undefined): Promise<OperatorRole | null> {
  if (!wallet) return null;
  let row: { role: string } | undefined;
  try {
    const db = await getDb();
    [row] = await db.select({ role: operators.role }).from(operators).where(eq(operators.wallet, wallet));
  } catch (error) {
    // Without the database, OPERATOR_WALLETS still open the console.
    if (!isDatabaseUnavailable(error)) throw error;
  }
  if (row) return row.role as OperatorRole;
  return env().OPERATOR_WALLETS.includes(wallet) ? 'environment' : null;
}

/** The database's operators (the owner first), then OPERATOR_WALLETS not among them, shown as set by the environment. */
export async function listOperators(): Promise<OperatorEntry[]> {
  const db = await getDb();
  const rows = await db.select().from(operators).orderBy(asc(operators.role), asc(operators.createdAt));
  const listed: OperatorEntry[] = rows
    .sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner'))
    .map((row) => ({
      wallet: row.wallet,
      role: row.role as OperatorRole,
      addedBy: row.addedBy,
      addedAt: row.createdAt.toISOString(),
    }));
  const known = new Set(listed.map((entry) => entry.wallet));
  const fromEnv = env()
    .OPERATOR_WALLETS.filter((wallet) => !known.has(wallet))
    .map((wallet): OperatorEntry => ({ wallet, role: 'environment', addedBy: null, addedAt: null }));
  return [...listed, ...fromEnv];
}

/** The owner, signed in (a script holding the token is not the owner): else 403. */
export async function requireOwner(actor: OperatorActor): Promise<string> {
  if (actor.kind !== 'wallet' || (await operatorRole(actor.wallet)) !== 'owner') {
    throw new AppError('forbidden', ONLY_THE_OWNER);
  }
  return actor.wallet;
}

/** The owner adds an operator wallet (audited). Adding one already there changes nothing. */
export async function addOperator(actor: OperatorActor, wallet: string): Promise<void> {
  const owner = await requireOwner(actor);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(operators)
      .values({ wallet, role: 'operator', addedBy: owner })
      .onConflictDoNothing()
      .returning({ wallet: operators.wallet });
    if (added.length === 0) return;
    await recordOperatorAction({ actor, action: 'operators.add', target: wallet, after: { role: 'operator' } }, tx);
    await notifySettings(tx, 'operators');
  });
  await refreshSettings();
}

/** The owner removes an operator it added (audited). The owner and OPERATOR_WALLETS cannot be removed here. */
export async function removeOperator(actor: OperatorActor, wallet: string): Promise<void> {
  await requireOwner(actor);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(operators).where(eq(operators.wallet, wallet)).for('update');
    if (!row) {
      const message = env().OPERATOR_WALLETS.includes(wallet)
        ? 'This wallet is set by the environment (OPERATOR_WALLETS): remove it there.'
        : 'This wallet is not an operator.';
      throw new AppError('conflict', message);
    }
    if (row.role === 'owner') throw new AppError('conflict', 'The owner cannot be removed.');
    await tx.delete(operators).where(eq(operators.wallet, wallet));
    await recordOperatorAction(
      { actor, action: 'operators.remove', target: wallet, before: { role: row.role, addedBy: row.addedBy } },
      tx,
    );
    await notifySettings(tx, 'operators');
  });
  await refreshSettings();
}
