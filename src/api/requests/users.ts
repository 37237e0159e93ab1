import { api } from '../client';
import { loginTimeoutMs } from '../limits';
import type { UserSort } from '../user-sorts';
import {
  type Result,
  resultSchema,
  type User,
  type UserCreate,
  type UserUpdate,
  userListSchema,
} from '../users';
import { fetchTablePage, type TableView } from './table-page';

/** One page of the users table, and how many accounts its view holds. */
export const fetchUsers = (view: TableView<UserSort>, signal?: AbortSignal) =>
  fetchTablePage<User, UserSort>('/api/users', userListSchema, view, signal);

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
