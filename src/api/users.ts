/** Users: the account, its create and edit rules, and the `/api/users*` contracts. */
import { z } from 'zod';
import { passwordMinLength, usernameMinLength } from './limits';
import { messages } from './messages';
import { positiveIdSchema } from './result';

export const roleSchema = z.enum(['admin', 'user'], { error: messages.invalidRole });
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type User = z.infer<typeof userSchema>;

const username = z.string().trim().min(usernameMinLength, messages.usernameMin);
/** E-mail is optional: empty, or a valid address. */
const email = z
  .string()
  .trim()
  .refine((value) => value === '' || z.email().safeParse(value).success, messages.invalidEmail)
  .default('');
const fullName = z.string().trim().default('');

/** `POST /api/users` body. */
export const userCreateSchema = z.object({
  username,
  password: z.string().min(passwordMinLength, messages.passwordMin),
  full_name: fullName,
  email,
  role: roleSchema.default('user'),
});
export type UserCreate = z.input<typeof userCreateSchema>;

/** The create form: the request plus a confirmation that must match the password. */
export const userCreateFormSchema = userCreateSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: messages.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type UserCreateForm = z.input<typeof userCreateFormSchema>;

/**
 * `PUT /api/users/:id` body. A blank or whitespace-only password means "keep the current one" and
 * is dropped; a new one follows the create rule.
 */
export const userUpdateSchema = z.object({
  username,
  password: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value))
    .pipe(z.string().min(passwordMinLength, messages.passwordMin).optional()),
  full_name: fullName,
  email,
  role: roleSchema,
});
export type UserUpdate = z.input<typeof userUpdateSchema>;

export const userIdParamsSchema = z.object({
  id: positiveIdSchema(messages.invalidUserId),
});

export { type Result, resultSchema } from './result';

export const userListSchema = z.array(userSchema);
