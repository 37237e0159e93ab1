/** Users: the account, its create and edit rules, and the `/api/users*` contracts. */
import { z } from 'zod';
import {
  adminPasswordMinLength,
  adminTablePageSize,
  emailMaxLength,
  fullNameMaxLength,
  passwordMaxLength,
  passwordMinLength,
  usernameMaxLength,
  usernameMinLength,
} from './limits';
import { pageQueryFields, searchQueryField } from './list-page';
import { isMessageId, type MessageId, rule } from './messages';
import { positiveIdSchema } from './result';
import { userSorts } from './user-sorts';

export const roleSchema = z.enum(['admin', 'user'], { error: rule('invalidRole') });
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type User = z.infer<typeof userSchema>;

/**
 * Usernames are typed at every sign-in and shown in lists and logs, so they keep to characters
 * that look like what they are: Latin letters, the Arabic alphabet (the staff's own language; its
 * basic letters only, without the marks, the elongation and other languages' look-alike letters),
 * Western digits, `.`, `_` and `-`. Compatibility forms are folded first (full-width letters and
 * Arabic presentation forms become the plain ones), so nothing that only looks plain gets in, and
 * a name may not mix Latin and Arabic letters. Any other script (a Cyrillic `а` among Latin
 * letters), spaces inside, control and direction-changing characters are refused.
 */
const usernameCharacters = /^[A-Za-z\u0621-\u063A\u0641-\u064A0-9._-]*$/;
const latinLetter = /[A-Za-z]/;
const arabicLetter = /[\u0621-\u064A]/;

/** A username as it is stored and compared: compatibility forms folded, surrounding spaces gone. */
export function normalizeUsername(username: string): string {
  return username.normalize('NFKC').trim();
}

/** A username as a new or edited account takes it: folded, bounded, of the safe characters. */
export const usernameSchema = z
  .string()
  .transform(normalizeUsername)
  .pipe(
    z
      .string()
      .min(usernameMinLength, rule('usernameMin'))
      .max(usernameMaxLength, rule('usernameTooLong'))
      .regex(usernameCharacters, rule('usernameCharacters'))
      .refine((name) => !(latinLetter.test(name) && arabicLetter.test(name)), rule('usernameMixedScripts')),
  );
/** E-mail is optional: empty, or a valid address. */
const email = z
  .string()
  .trim()
  .max(emailMaxLength, rule('emailTooLong'))
  .refine((value) => value === '' || z.email().safeParse(value).success, rule('invalidEmail'))
  .default('');
const fullName = z.string().trim().max(fullNameMaxLength, rule('fullNameTooLong')).default('');

/** A new password, for any role: long enough for a user, short enough to be typed at sign-in. */
const password = z
  .string()
  .min(passwordMinLength, rule('passwordMin'))
  .max(passwordMaxLength, rule('passwordTooLong'));

/** An administrator's password must also be longer: the account can change every page and user. */
const isShortForAdmin = (typed: string, role: Role) =>
  role === 'admin' && typed.length < adminPasswordMinLength;

/** The administrator's rule, on a password that keeps the rules of every role (one message at a time). */
function adminPasswordRule(form: { password?: string | undefined; role: Role }, ctx: z.RefinementCtx) {
  const typed = form.password;
  if (typed === undefined || !password.safeParse(typed).success || !isShortForAdmin(typed, form.role)) return;
  ctx.addIssue({ code: 'custom', message: rule('adminPasswordMin'), path: ['password'] });
}

/** The message for a password an account of `role` cannot have, or null when it may. */
export function passwordRefusal(typed: string, role: Role): MessageId | null {
  const broken = password.safeParse(typed).error?.issues[0];
  if (broken) return isMessageId(broken.message) ? broken.message : 'invalidValue';
  return isShortForAdmin(typed, role) ? 'adminPasswordMin' : null;
}

const userCreateFields = z.object({
  username: usernameSchema,
  password,
  full_name: fullName,
  email,
  role: roleSchema.default('user'),
});

/** `POST /api/users` body. */
export const userCreateSchema = userCreateFields.superRefine(adminPasswordRule);
export type UserCreate = z.input<typeof userCreateSchema>;

/** The create form: the request plus a confirmation that must match the password. */
export const userCreateFormSchema = userCreateFields
  .extend({ confirmPassword: z.string() })
  .superRefine(adminPasswordRule)
  .refine((form) => form.password === form.confirmPassword, {
    message: rule('passwordsDiffer'),
    path: ['confirmPassword'],
  });
export type UserCreateForm = z.input<typeof userCreateFormSchema>;

/**
 * `PUT /api/users/:id` body. A blank or whitespace-only password means "keep the current one" and
 * is dropped; a new one follows the create rule.
 */
export const userUpdateSchema = z
  .object({
    username: usernameSchema,
    password: z
      .string()
      .optional()
      .transform((value) => (value === undefined || value.trim() === '' ? undefined : value))
      .pipe(password.optional()),
    full_name: fullName,
    email,
    role: roleSchema,
  })
  .superRefine(adminPasswordRule);
export type UserUpdate = z.input<typeof userUpdateSchema>;

export const userIdParamsSchema = z.object({
  id: positiveIdSchema('invalidUserId'),
});

export { type Result, resultSchema } from './result';

export const userListSchema = z.array(userSchema);

/** `GET /api/users`: one page of the accounts, of 50 unless asked otherwise, 100 at most. */
export const userQuerySchema = z.object({
  q: searchQueryField(
    'Words to find, in any letter case, each within the username, the full name or the e-mail; an account must hold every word (the first 8 are searched).',
  ),
  sort: z
    .enum(userSorts, { error: rule('invalidValue') })
    .optional()
    .describe(
      'The order: id (the order accounts were made), username or name (the full name), a leading minus for the reverse. Without it, by id.',
    ),
  ...pageQueryFields(adminTablePageSize, 'Accounts'),
});
