/** Sign-in and sessions (spec §3 "Session state", §5 "Login", §7 `/api/login`, `/api/verify-token`). */
import { z } from 'zod';
import { messages } from './messages';
import { userSchema } from './users';

/** The admin login form (spec §5): both fields required. The server checks the same. */
export const loginSchema = z.object({
  username: z.string().trim().min(1, messages.usernameRequired),
  password: z.string().min(1, messages.passwordRequired),
});
export type LoginRequest = z.infer<typeof loginSchema>;

/** `POST /api/login` answer, as the spec's client reads it. */
export const loginResponseSchema = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), message: z.string(), user: userSchema, token: z.string() }),
  z.object({ success: z.literal(false), message: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `GET /api/verify-token` answer. */
export const verifyResponseSchema = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), user: userSchema }),
  z.object({ success: z.literal(false), message: z.string() }),
]);
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

/** Local storage key of the session token (spec §3). */
export const tokenStorageKey = 'token';
