import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { invalidateCatalog } from '../catalog/cache';
import type { Database, DatabaseHandle } from '../db';
import { mallSettings, operators } from '../db/schema';
import { env } from '../env';
import { PROCESS_STATE, processState } from '../process-state.mjs';
import { SETTINGS, type SettingKey, type SettingValues } from './definitions';
import {
  effectiveSettings,
  NOTHING_STORED,
  type MallSettings,
  type SettingsEnv,
  type StoredSettings,
} from './effective';

const SETTINGS_CHANNEL = 'mall_settings';

/** Inside a write's transaction: every process reads the settings again when it commits (the owner's wallet too). */
export const notifySettings = (tx: Database, what: string) =>
  tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, ${what})`);

/** Reads what the database holds; a stored value its schema no longer accepts is skipped (and said). */
export async function readStoredSettings(db: Database): Promise<StoredSettings> {
  const [rows, [owner]] = await Promise.all([
    db.select().from(mallSettings),
    db.select({ wallet: operators.wallet }).from(operators).where(eq(operators.role, 'owner')),
  ]);
  const values: Partial<Record<SettingKey, unknown>> = {};
  for (const row of rows) {
    const definition = SETTINGS[row.key as SettingKey];
    const parsed = definition?.schema.safeParse(row.value);
    if (parsed?.success) values[row.key as SettingKey] = parsed.data;
    else console.warn(`[settings] ignoring the stored ${row.key}: not a valid value`);
  }
  return { values: values as Partial<SettingValues>, owner: owner?.wallet ?? null };
}

/** One process's copy of the stored settings, kept current by the settings channel. */
interface SettingsFollower {
  stored: StoredSettings;
  loaded: boolean;
  /** Reads again now (after this process's own write, so it answers with it). */
  reload: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * @internal Reads the settings, then again on every notification of the settings channel (a write anywhere commits
 * one, and a reopened notification connection sends an empty one): another process's change shows here within a
 * second. Production follows through followSettingsOnceReachable; tests follow a second database as another process.
 */
export async function followSettings(
  handle: Pick<DatabaseHandle, 'db' | 'listen'>,
  onChange: (stored: StoredSettings) => void = () => {},
): Promise<SettingsFollower> {
  const follower: SettingsFollower = {
    stored: NOTHING_STORED,
    loaded: false,
    reload: async () => {},
    stop: async () => {},
  };
  let reading: Promise<void> = Promise.resolve();
  const reload = () => {
    reading = reading.then(async () => {
      try {
        follower.stored = await readStoredSettings(handle.db);
        follower.loaded = true;
        onChange(follower.stored);
      } catch (error) {
        console.warn('[settings] cannot read the settings:', (error as Error).message);
      }
    });
    return reading;
  };
  follower.reload = reload;
  follower.stop = await handle.listen(SETTINGS_CHANNEL, () => void reload());
  await reload();
  return follower;
}

const state = processState(PROCESS_STATE.settings, () => ({
  follower: undefined as SettingsFollower | undefined,
  /** Set by the server at start: a database that was down then is followed once it answers. */
  retry: undefined as (() => Promise<DatabaseHandle>) | undefined,
  lastTry: 0,
  listeners: new Set<() => void>(),
}));

/**
 * Calls `listener` each time this process reads the settings again (a change anywhere, within a second): what holds
 * a connection built from them (the seller's websocket) rebuilds it. Returns the way to stop listening.
 */
export function onSettingsChange(listener: () => void): () => void {
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

const RETRY_FOLLOW_MS = 5000;

/** At start (lib/server/start.ts): the process follows the database's settings; a change expires rendered pages. */
export async function startFollowingSettings(handle: DatabaseHandle): Promise<void> {
  if (state.follower) return;
  let first = true;
  state.follower = await followSettings(handle, () => {
    if (!first) invalidateCatalog();
    first = false;
    for (const listener of state.listeners) listener();
  });
}

/** The server could not reach the database at start: `open` is tried again (every few seconds, on reads) until it can. */
export function followSettingsOnceReachable(open: () => Promise<DatabaseHandle>): void {
  state.retry = open;
}

function retryFollowing(): void {
  if (state.follower || !state.retry || Date.now() - state.lastTry < RETRY_FOLLOW_MS) return;
  state.lastTry = Date.now();
  void state
    .retry()
    .then(startFollowingSettings)
    .catch(() => {});
}

/** After a settings write commits in this process: its next read has it, without waiting for the notification. */
export async function refreshSettings(): Promise<void> {
  await state.follower?.reload();
}

/** @internal Tests: forget the followed settings. */
export async function stopFollowingSettings(): Promise<void> {
  await state.follower?.stop();
  state.follower = undefined;
}

export function settingsEnv(): SettingsEnv {
  const parsed = env() as unknown as Record<string, unknown>;
  const values: SettingsEnv = {};
  for (const { env: name } of Object.values(SETTINGS)) {
    const value = parsed[name];
    if (typeof value === 'string' && value !== '') values[name] = value;
  }
  return values;
}

/** The settings the mall runs with now: the environment, then what the database held at the last notification. */
export function currentSettings(): MallSettings {
  retryFollowing();
  return effectiveSettings(state.follower?.stored ?? NOTHING_STORED, settingsEnv());
}
