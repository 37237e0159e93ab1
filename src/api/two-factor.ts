/**
 * Two-factor sign-in with a time-based one-time password (RFC 6238: six digits, 30-second steps,
 * SHA-1, as every authenticator app reads an `otpauth://` address).
 *
 * - `POST /api/login` with the right password for an account with two-factor on answers 200
 *   `{ success: false, code: 'twoFactorRequired', message, challenge }`; the challenge lives
 *   `twoFactorChallengeMs` and is good for one sign-in.
 * - `POST /api/login/two-factor` `{ challenge, code }` (a current code or a recovery code) finishes
 *   the sign-in with the same answer as a password sign-in.
 * - `GET /api/two-factor` (signed in): `{ enabled, required }`.
 * - `POST /api/two-factor/setup` (signed in): a new secret to confirm (replaces an unconfirmed one).
 * - `POST /api/two-factor/confirm` `{ code }`: turns it on; answers the recovery codes, once.
 * - `POST /api/two-factor/disable` `{ code }` (a current code or a recovery code): turns it off.
 */
import { z } from 'zod';
import { twoFactorCodeMaxLength } from './limits';
import { rule } from './messages';
import { resultSchema } from './result';
import { userSchema } from './users';

/** How long a password step's challenge waits for its code. */
export const twoFactorChallengeMs = 5 * 60_000;
/** Recovery codes handed out when two-factor is turned on. */
export const recoveryCodeCount = 10;

/** Six digits, spaces allowed between them; or a recovery code (`xxxxx-xxxxx`, letters and digits). */
export const twoFactorCodeSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? rule('twoFactorCodeRequired') : rule('twoFactorCodeInvalid'),
  })
  .trim()
  .min(1, rule('twoFactorCodeRequired'))
  .max(twoFactorCodeMaxLength, rule('twoFactorCodeInvalid'))
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, rule('twoFactorCodeInvalid')));

/** The password step's answer when a code is still needed. */
export const twoFactorChallengeSchema = resultSchema.extend({
  success: z.literal(false),
  code: z.literal('twoFactorRequired'),
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** A challenge that is missing or could not be one: the sign-in starts again from the password. */
const challengeSchema = z
  .string({ error: rule('twoFactorChallengeExpired') })
  .min(1, rule('twoFactorChallengeExpired'))
  .max(200, rule('twoFactorChallengeExpired'));

// The code first: when both are wrong, the message about the code (the visitor's part) leads.
export const twoFactorLoginSchema = z.object({
  code: twoFactorCodeSchema,
  challenge: challengeSchema,
});

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** The site requires two-factor of administrators, and this user is one without it. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  /** `otpauth://totp/…`, for the QR code. */
  uri: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorCodeBodySchema = z.object({ code: twoFactorCodeSchema });

export const twoFactorConfirmedSchema = resultSchema.extend({
  success: z.literal(true),
  recoveryCodes: z.array(z.string()).length(recoveryCodeCount),
});

/** What a signed-in user learns at sign-in and from `GET /api/verify-token` besides who they are. */
export const signedInUserSchema = userSchema.extend({
  /** Two-factor is required of this user and not yet set up: the portal sends them to set it up. */
  twoFactorSetupRequired: z.boolean().optional(),
});
