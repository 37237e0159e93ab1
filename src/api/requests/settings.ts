import { api } from '../client';
import { type SiteSettings, siteSettingsSchema } from '../settings';

export async function fetchSiteSettings(): Promise<SiteSettings> {
  const { data } = await api.get('/api/settings');
  return siteSettingsSchema.parse(data);
}

export async function saveSiteSettings(settings: SiteSettings): Promise<void> {
  await api.put('/api/settings', settings);
}
