/**
 * Admin settings. Site-wide ones are kept on the server, the same for every administrator, because
 * the server acts on them (automatic backups, two-factor sign-in required of administrators); the
 * others are this device's preferences.
 */
import { z } from 'zod';

/** `GET` and `PUT /api/settings`: the settings the server keeps. */
export const siteSettingsSchema = z.strictObject({ autoBackup: z.boolean(), requireTwoFactor: z.boolean() });
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export const defaultSiteSettings: SiteSettings = { autoBackup: true, requireTwoFactor: false };

/** The preferences kept on this device (unknown keys, such as an older device's, are dropped). */
export const deviceSettingsSchema = z.object({
  emailNotifications: z.boolean().default(true),
  darkMode: z.boolean().default(false),
  securityAlerts: z.boolean().default(true),
});
export type DeviceSettings = z.infer<typeof deviceSettingsSchema>;

/** Every switch on the settings page. */
export type Settings = DeviceSettings & SiteSettings;
export type SettingName = keyof Settings;

export const defaultSettings: Settings = { ...deviceSettingsSchema.parse({}), ...defaultSiteSettings };

/** The site-wide part of the page's switches, as sent to the server. */
export function siteSettingsOf(settings: Settings): SiteSettings {
  return { autoBackup: settings.autoBackup, requireTwoFactor: settings.requireTwoFactor };
}

/** The device's part of the page's switches, as kept in this browser. */
export function deviceSettingsOf({
  autoBackup: _,
  requireTwoFactor: __,
  ...device
}: Settings): DeviceSettings {
  return device;
}

/** Local storage key of this device's preferences. */
export const settingsStorageKey = 'admin_settings';
