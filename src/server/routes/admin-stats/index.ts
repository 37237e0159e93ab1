import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemStatsSchema } from '../../../api/stats';
import { countActiveUsers } from '../../accounts/sessions';
import type { AccountSettings } from '../../accounts/settings';
import { countUsers } from '../../accounts/users';
import type { BackupPlace } from '../../backups/backup-folders';
import { countUnreadContactMessages } from '../../contact/contact-messages';
import { backupFigures, diskUsage, memoryUsage } from '../../system/measure';

/** `GET /api/admin/stats`: the dashboard's figures, measured at each request. */
export const adminStatsRoutes: FastifyPluginAsyncZod<
  Pick<AccountSettings, 'clock' | 'sessionIdleMs'> & BackupPlace
> = async (app, { clock, sessionIdleMs, database, dataDir }) => {
  app.get(
    '/api/admin/stats',
    { config: { access: 'admin' }, schema: { response: { 200: systemStatsSchema } } },
    async () => {
      const [totalUsers, activeUsers, disk, backups, unreadMessages] = await Promise.all([
        countUsers(app.db),
        countActiveUsers(app.db, { now: clock(), sessionIdleMs }),
        diskUsage(dataDir),
        backupFigures({ database, dataDir }),
        countUnreadContactMessages(app.db),
      ]);
      return {
        totalUsers,
        activeUsers,
        uptimeSeconds: process.uptime(),
        disk,
        memory: memoryUsage(),
        ...backups,
        unreadMessages,
      };
    },
  );
};
