import { api } from '../client';
import { adminTablePageSize, loginTimeoutMs } from '../limits';
import type { UserSort } from '../user-sorts';
import {
  type Result,
  resultSchema,
  type User,
  type UserCreate,
  type UserUpdate,
  userListSchema,
} from '../users';
import { totalCountOf } from './load-json';

/** One page of the users table, and how many accounts its view holds. */
export async function fetchUsers(
  { page, sort, q }: { page: number; sort?: UserSort | undefined; q?: string | undefined },
  signal?: AbortSignal,
): Promise<{ rows: User[]; total: number }> {
  const params = { page, per_page: adminTablePageSize, ...(sort ? { sort } : {}), ...(q ? { q } : {}) };
  const response = await api.get('/api/users', { params, signal });
  const rows = userListSchema.parse(response.data);
  return { rows, total: totalCountOf(response.headers['x-total-count']) ?? rows.length };
}

/**
 * Setting a password makes the server hash it, the same slow work as signing in: such a request
 * is given the sign-in's time, not the shorter one of other calls.
 */
const passwordTimeout = { timeout: loginTimeoutMs };

export async function createUser(user: UserCreate): Promise<Result> {
  const { data } = await api.post('/api/users', user, passwordTimeout);
  return resultSchema.parse(data);
}

export async function updateUser(id: number, changes: UserUpdate): Promise<Result> {
  const { data } = await api.put(`/api/users/${id}`, changes, changes.password ? passwordTimeout : {});
  return resultSchema.parse(data);
}

export async function deleteUser(id: number): Promise<Result> {
  const { data } = await api.delete(`/api/users/${id}`);
  return resultSchema.parse(data);
}
