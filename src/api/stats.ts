/** `GET /api/admin/stats`: measured on the server, never invented. */
import { z } from 'zod';

const usage = z.object({ usedBytes: z.number().nonnegative(), totalBytes: z.number().nonnegative() });
export type Usage = z.infer<typeof usage>;

/**
 * The room a backup takes: `ownBytes` its files that no other backup shares (what taking it added
 * to the disk), `totalBytes` all of them (what restoring it writes).
 */
const backupSize = z.object({ ownBytes: z.number().nonnegative(), totalBytes: z.number().nonnegative() });
export type BackupSize = z.infer<typeof backupSize>;

export const systemStatsSchema = z.object({
  totalUsers: z.number().int().nonnegative(),
  /** Users holding at least one live session. */
  activeUsers: z.number().int().nonnegative(),
  /** Seconds since the server process started. */
  uptimeSeconds: z.number().nonnegative(),
  /** The file system holding the data folder. */
  disk: usage,
  /** The host's memory. */
  memory: usage,
  /** ISO time of the newest database backup, or null when none exists ('Never'). */
  lastBackup: z.string().nullable(),
  /** The newest backup's room on disk, or null without one. */
  lastBackupSize: backupSize.nullable(),
  /** ISO time a backup was refused for want of disk space, when none has been taken since; else null. */
  backupRefusedAt: z.string().nullable(),
  /** Contact messages no administrator has marked read yet. */
  unreadMessages: z.number().int().nonnegative(),
});
export type SystemStats = z.infer<typeof systemStatsSchema>;

export function usagePercent({ usedBytes, totalBytes }: Usage): number {
  return totalBytes > 0 ? Math.round((usedBytes / totalBytes) * 100) : 0;
}
