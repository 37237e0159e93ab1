import { api } from '../client';
import {
  type Result,
  resultSchema,
  type User,
  type UserCreate,
  type UserUpdate,
  userListSchema,
} from '../users';

export async function fetchUsers(): Promise<User[]> {
  const { data } = await api.get('/api/users');
  return userListSchema.parse(data);
}

export async function createUser(user: UserCreate): Promise<Result> {
  const { data } = await api.post('/api/users', user);
  return resultSchema.parse(data);
}

export async function updateUser(id: number, changes: UserUpdate): Promise<Result> {
  const { data } = await api.put(`/api/users/${id}`, changes);
  return resultSchema.parse(data);
}

export async function deleteUser(id: number): Promise<Result> {
  const { data } = await api.delete(`/api/users/${id}`);
  return resultSchema.parse(data);
}
