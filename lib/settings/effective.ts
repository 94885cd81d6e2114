import type { SolanaCluster } from '../rules/explorer';
import { clusterOfMode, modeOfCluster, type SalesMode } from '../rules/sales-mode';
import { SETTING_KEYS, SETTINGS, type SettingKey, type SettingValues } from './definitions';

/** What the database holds: any setting an operator saved, and the owner's wallet. */
export interface StoredSettings {
  values: Partial<SettingValues>;
  owner: string | null;
}

export const NOTHING_STORED: StoredSettings = { values: {}, owner: null };

/** The settings the mall runs with. */
export interface MallSettings extends Omit<SettingValues, 'network'> {
  mode: SalesMode;
  cluster: SolanaCluster;
  /** Who receives payments: the setting, else the owner's wallet; null: the mall sells nothing. */
  seller: string | null;
}

/** The environment variables of the settings, parsed (lib/env.ts); a variable that is set wins. */
export type SettingsEnv = Partial<Record<(typeof SETTINGS)[SettingKey]['env'], string | undefined>>;

export function lockedBy(key: SettingKey, environment: SettingsEnv): string | null {
  const name = SETTINGS[key].env;
  return environment[name] !== undefined ? name : null;
}

/** Environment, then the stored value, then the setting's fallback. */
export function effectiveSettings(stored: StoredSettings, environment: SettingsEnv): MallSettings {
  const values = {} as Record<SettingKey, unknown>;
  for (const key of SETTING_KEYS) {
    const fromEnv = environment[SETTINGS[key].env];
    values[key] = fromEnv !== undefined ? fromEnv : key in stored.values ? stored.values[key] : SETTINGS[key].fallback;
  }
  const envCluster = environment.SOLANA_CLUSTER as SolanaCluster | undefined;
  const cluster = envCluster ?? clusterOfMode(values.network as SalesMode);
  const { network: _network, ...rest } = values as SettingValues;
  void _network;
  return { ...rest, mode: modeOfCluster(cluster), cluster, seller: rest.sellerWallet ?? stored.owner };
}
