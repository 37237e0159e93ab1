import type { SystemStats } from '../../src/api/stats';
import type { User } from '../../src/api/users';

/** Users the machine tests pass around, shaped as the API returns them. */
export const adminUser: User = {
  id: 1,
  username: 'admin',
  full_name: 'Ada Admin',
  email: 'ada@example.com',
  role: 'admin',
};

export const plainUser: User = {
  id: 2,
  username: 'bob',
  full_name: 'Bob Builder',
  email: 'bob@example.com',
  role: 'user',
};

/** Figures as `GET /api/admin/stats` measures them. */
export const sampleStats: SystemStats = {
  totalUsers: 3,
  activeUsers: 1,
  uptimeSeconds: 3600,
  disk: { usedBytes: 40, totalBytes: 100 },
  memory: { usedBytes: 3, totalBytes: 4 },
  lastBackup: null,
  lastBackupSize: null,
  backupRefusedAt: null,
  unreadMessages: 2,
};

export const noop = () => {};
