/** Sign-in and sessions: the login form, `POST /api/login`, `GET /api/verify-token`, the stored token. */
import { z } from 'zod';
import { messages } from './messages';
import { resultSchema } from './result';
import { signedInUserSchema } from './two-factor';

/** The admin login form: both fields required. The server checks the same. */
export const loginSchema = z.object({
  username: z.string().trim().min(1, messages.usernameRequired),
  password: z.string().min(1, messages.passwordRequired),
});
export type LoginRequest = z.infer<typeof loginSchema>;

/**
 * `POST /api/login` answer: a sign-in happens only on `success: true`. A refusal (wrong username or
 * password, too many attempts, missing fields) is an error status with `{ success: false, message }`.
 * An account with two-factor sign-in answers the right password with a challenge instead
 * (`twoFactorChallengeSchema`), and `POST /api/login/two-factor` answers this.
 */
export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: signedInUserSchema,
  token: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * `GET /api/verify-token` answer: the user a token signs in as, or `success: false` when the token
 * opens no live session (unknown, signed out, run out). It is a question, so "no" is an answer,
 * not an error status; an error status means the server could not tell.
 */
export const verifyResponseSchema = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), user: signedInUserSchema }),
  resultSchema.extend({ success: z.literal(false) }),
]);
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;
