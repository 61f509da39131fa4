/** The tabs of /setting (?tab=); kept apart so the route does not pull the screen into the main bundle. */
export const SETTINGS_TABS = ['profile', 'password', 'change-pin', 'reset-pin'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
