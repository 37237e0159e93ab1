/** Sign-in and sessions: the login form, `POST /api/login`, `GET /api/verify-token`, the stored token. */
import { z } from 'zod';
import { rule } from './messages';
import { resultSchema } from './result';
import { signedInUserSchema } from './two-factor';

/** The admin login form: both fields required. The server checks the same. */
export const loginSchema = z.object({
  username: z.string().trim().min(1, rule('usernameRequired')),
  password: z.string().min(1, rule('passwordRequired')),
});
export type LoginRequest = z.infer<typeof loginSchema>;

/**
 * `POST /api/login` answer: a sign-in happens only on `success: true`. A refusal (wrong username or
 * password, too many attempts, missing fields) is an error status with `{ success: false, message }`.
 * An account with two-factor sign-in answers the right password with a challenge instead
 * (`twoFactorChallengeSchema`), and `POST /api/login/two-factor` answers this.
 */
/**
 * Wrong two-factor codes entered for the account since it last signed in: someone may know its
 * password. Times are ISO 8601 UTC.
 */
export const failedCodesSchema = z.object({
  count: z.number().int().positive(),
  firstAt: z.string(),
  lastAt: z.string(),
});
export type FailedCodes = z.infer<typeof failedCodesSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: signedInUserSchema,
  token: z.string(),
  /** Present when there were wrong codes since the last sign-in: told once, then forgotten. */
  failedCodes: failedCodesSchema.optional(),
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
