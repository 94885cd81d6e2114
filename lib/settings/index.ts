/** The one door to the mall's settings (docs/operators.md "Settings"): environment, then database, then fallback. */
export { settingsChangeSchema } from './definitions';
export {
  currentSettings,
  followSettings,
  onSettingsChange,
  startFollowingSettings,
  stopFollowingSettings,
} from './snapshot';
export { lockedMessage, readSettingsPage, updateSettings, type SettingsPage, type SettingView } from './store';
