import { z } from 'zod';
import {
  type LoginRequest,
  type LoginResponse,
  loginResponseSchema,
  type VerifyResponse,
  verifyResponseSchema,
} from '../auth';
import { api, bearer } from '../client';
import { loginTimeoutMs } from '../limits';
import { type TwoFactorChallenge, twoFactorChallengeSchema, type twoFactorLoginSchema } from '../two-factor';

/** The password step: signed in, or, for an account with two-factor sign-in, the code's challenge. */
export async function login(credentials: LoginRequest): Promise<LoginResponse | TwoFactorChallenge> {
  const { data } = await api.post('/api/login', credentials, { timeout: loginTimeoutMs });
  return z.union([loginResponseSchema, twoFactorChallengeSchema]).parse(data);
}

/** The code step: the challenge the password step answered, and a code from the app or a recovery code. */
export async function loginWithCode(attempt: z.input<typeof twoFactorLoginSchema>): Promise<LoginResponse> {
  const { data } = await api.post('/api/login/two-factor', attempt, { timeout: loginTimeoutMs });
  return loginResponseSchema.parse(data);
}

export async function verifyToken(token: string): Promise<VerifyResponse> {
  const { data } = await api.get('/api/verify-token', { headers: bearer(token) });
  return verifyResponseSchema.parse(data);
}

export async function logout(token: string): Promise<void> {
  await api.post('/api/logout', undefined, { headers: bearer(token) });
}
