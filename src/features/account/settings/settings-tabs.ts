/** The tabs of /setting that work today (?tab=); kept apart so the route does not pull the screen into the main bundle. */
export const SETTINGS_TABS = ['profile', 'password'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
