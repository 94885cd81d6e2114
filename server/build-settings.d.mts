export declare const PRERENDERED_SETTINGS: string[];
export interface ChangedSetting {
  name: string;
  built: string | null;
  now: string | null;
}
export declare function recordBuildSettings(distDir: string, env?: Record<string, string | undefined>): void;
export declare function changedBuildSettings(
  distDir: string,
  env?: Record<string, string | undefined>,
): ChangedSetting[];
export declare function describeChangedSettings(changes: ChangedSetting[]): string;
