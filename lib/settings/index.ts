/** The one door to the mall's settings (docs/operators.md "Settings"): environment, then database, then fallback. */
export { settingsChangeSchema } from './definitions';
export { currentSettings, onSettingsChange, startFollowingSettings } from './snapshot';
export { readSettingsPage, updateSettings, type SettingsPage, type SettingView } from './store';
