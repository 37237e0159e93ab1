/** `GET /api/admin/stats`: measured on the server, never invented. */
import { z } from 'zod';

const usage = z.object({ usedBytes: z.number().nonnegative(), totalBytes: z.number().nonnegative() });
export type Usage = z.infer<typeof usage>;

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
  /** Contact messages no administrator has marked read yet. */
  unreadMessages: z.number().int().nonnegative(),
});
export type SystemStats = z.infer<typeof systemStatsSchema>;

export function usagePercent({ usedBytes, totalBytes }: Usage): number {
  return totalBytes > 0 ? Math.round((usedBytes / totalBytes) * 100) : 0;
}
