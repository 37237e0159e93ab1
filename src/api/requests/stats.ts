import { api } from '../client';
import { type SystemStats, systemStatsSchema } from '../stats';

export async function fetchStats(): Promise<SystemStats> {
  const { data } = await api.get('/api/admin/stats');
  return systemStatsSchema.parse(data);
}
