import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteSettingsSchema } from '../../../api/settings';
import { actorOf } from '../../audit/audit-log';
import type { Clock } from '../../clock';
import { readSiteSettings, saveSiteSettings } from '../../settings/site-settings';

/** The largest settings body accepted: a few switches fit many times over. */
const settingsBodyLimit = 1024;

/** `GET` and `PUT /api/settings`: the site-wide settings, for administrators only. */
export const settingsRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  const admin = { access: 'admin' } as const;
  app.get('/api/settings', { config: admin, schema: { response: { 200: siteSettingsSchema } } }, async () =>
    readSiteSettings(app.db),
  );
  app.put(
    '/api/settings',
    {
      config: admin,
      bodyLimit: settingsBodyLimit,
      schema: { body: siteSettingsSchema, response: { 200: siteSettingsSchema } },
    },
    async (request) => {
      await saveSiteSettings(app.db, request.body, { now: clock(), actor: actorOf(request) });
      return readSiteSettings(app.db);
    },
  );
};
