/** The one door to the mall's settings (docs/operators.md "Settings"): environment, then database, then fallback. */
export { SETTINGS, settingsChangeSchema, type SettingKey, type SettingsChange } from './definitions';
export type { MallSettings } from './effective';
export { currentSettings, followSettings, startFollowingSettings, stopFollowingSettings } from './snapshot';
export { lockedMessage, readSettingsPage, updateSettings, type SettingsPage, type SettingView } from './store';
