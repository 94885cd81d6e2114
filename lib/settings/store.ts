import 'server-only';
import { inArray } from 'drizzle-orm';
import { recordOperatorAction } from '../auth/audit-log';
import type { OperatorActor } from '../auth/operator-session';
import { getDb, type Database } from '../db';
import { mallSettings } from '../db/schema';
import { env } from '../env';
import { AppError } from '../errors';
import { custodyKeypair } from '../integrations/custody';
import { actorName } from '../auth/operator-session';
import { SETTING_KEYS, SETTINGS, type SettingKey, type SettingsChange, type SettingValues } from './definitions';
import { effectiveSettings, lockedBy } from './effective';
import { notifySettings, readStoredSettings, refreshSettings, settingsEnv } from './snapshot';

export const lockedMessage = (name: string) => `This setting is set by the environment (${name}): change it there.`;

/** One setting as the console shows it: its value now, and the variable that locks it, if one does. */
export interface SettingView {
  key: SettingKey;
  label: string;
  value: unknown;
  lockedBy: string | null;
}

export interface SettingsPage {
  settings: SettingView[];
  seller: string | null;
  owner: string | null;
  mode: 'test' | 'live';
  cluster: string;
  /** Secrets stay in files or the environment: only whether each is set, with the public key or the last four. */
  secrets: { name: string; shown: string | null }[];
}

const lastFour = (secret: string | undefined) => (secret ? `…${secret.slice(-4)}` : null);

/** The console's settings page, read from the database now (not from this process's copy). */
export async function readSettingsPage(db?: Database): Promise<SettingsPage> {
  const stored = await readStoredSettings(db ?? (await getDb()));
  const environment = settingsEnv();
  const effective = effectiveSettings(stored, environment);
  const { network: _n, ...shown } = SETTINGS;
  void _n;
  return {
    settings: (Object.keys(shown) as SettingKey[]).map((key) => ({
      key,
      label: SETTINGS[key].label,
      value: key in stored.values || lockedBy(key, environment) ? (effective as never)[key] : SETTINGS[key].fallback,
      lockedBy: lockedBy(key, environment),
    })),
    seller: effective.seller,
    owner: stored.owner,
    mode: effective.mode,
    cluster: effective.cluster,
    secrets: [
      { name: 'SELLER_CUSTODY_KEYPAIR', shown: custodyKeypair()?.publicKey.toBase58() ?? null },
      { name: 'MINT_CLIENT_SECRET', shown: lastFour(env().MINT_CLIENT_SECRET) },
    ],
  };
}

/**
 * Saves settings (null clears one back to its fallback) in one transaction with its audit entry (before and after)
 * and the notification every process reads them again on. A setting the environment sets is refused (409).
 */
export async function updateSettings(
  actor: OperatorActor,
  change: SettingsChange | Partial<Pick<SettingValues, 'network'>>,
  db?: Database,
): Promise<void> {
  const keys = (Object.keys(change) as SettingKey[]).filter((key) => SETTING_KEYS.includes(key));
  if (keys.length === 0) return;
  const environment = settingsEnv();
  for (const key of keys) {
    const name = lockedBy(key, environment);
    if (name) throw new AppError('conflict', lockedMessage(name));
  }
  const target = db ?? (await getDb());
  await target.transaction(async (tx) => {
    const rows = await tx.select().from(mallSettings).where(inArray(mallSettings.key, keys)).for('update');
    const before = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    const after: Record<string, unknown> = {};
    for (const key of keys) {
      const value = (change as Record<string, unknown>)[key];
      after[key] = value;
      if (value === null) {
        await tx.delete(mallSettings).where(inArray(mallSettings.key, [key]));
        continue;
      }
      await tx
        .insert(mallSettings)
        .values({ key, value, updatedBy: actorName(actor) })
        .onConflictDoUpdate({
          target: mallSettings.key,
          set: { value, updatedBy: actorName(actor), updatedAt: new Date() },
        });
    }
    await recordOperatorAction({ actor, action: 'settings.update', target: keys.join(','), before, after }, tx);
    await notifySettings(tx, keys.join(','));
  });
  await refreshSettings();
}
