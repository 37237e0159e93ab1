/** Admin settings: kept on this device only. */
import { z } from 'zod';

export const settingsSchema = z.object({
  emailNotifications: z.boolean().default(true),
  darkMode: z.boolean().default(false),
  autoBackup: z.boolean().default(true),
  securityAlerts: z.boolean().default(true),
});
export type Settings = z.infer<typeof settingsSchema>;
export type SettingName = keyof Settings;

export const defaultSettings: Settings = settingsSchema.parse({});

/** Local storage key of the settings. */
export const settingsStorageKey = 'admin_settings';
