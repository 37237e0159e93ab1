import {
  type LoginRequest,
  type LoginResponse,
  loginResponseSchema,
  type VerifyResponse,
  verifyResponseSchema,
} from '../auth';
import { api, bearer } from '../client';
import { loginTimeoutMs } from '../limits';

export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  const { data } = await api.post('/api/login', credentials, { timeout: loginTimeoutMs });
  return loginResponseSchema.parse(data);
}

export async function verifyToken(token: string): Promise<VerifyResponse> {
  const { data } = await api.get('/api/verify-token', { headers: bearer(token) });
  return verifyResponseSchema.parse(data);
}

export async function logout(token: string): Promise<void> {
  await api.post('/api/logout', undefined, { headers: bearer(token) });
}
