/**
 * Catalog subscriptions: the address a visitor leaves in the subscribe box of /catalogs, and what
 * the admin reads back. The same rules check the box in the browser and the request on the server.
 */
import { z } from 'zod';
import { languages } from './language';
import { adminTablePageSize, emailMaxLength } from './limits';
import { pageQueryFields, searchQueryField } from './list-page';
import { rule } from './messages';
import { positiveIdSchema } from './result';
import { subscriptionSorts } from './subscription-sorts';

/** An address as a mail server takes it: trimmed, at most 254 characters, stored in lower case. */
const subscriptionEmailSchema = z
  // A form without the field at all reads as an empty box.
  .string({ error: rule('emailRequired') })
  .trim()
  .min(1, rule('emailRequired'))
  .max(emailMaxLength, rule('emailTooLong'))
  .pipe(z.email(rule('invalidEmail')))
  .transform((email) => email.toLowerCase());

/** `POST /api/subscriptions` with JSON: `{ email }`, and the page's language (English when absent). */
export const subscriptionRequestSchema = z.object({
  email: subscriptionEmailSchema,
  language: z.enum(languages).default('en'),
});
export type SubscriptionRequest = z.input<typeof subscriptionRequestSchema>;

export const subscriptionSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  /** The language of the page the address was left on. */
  language: z.enum(languages),
  created_at: z.iso.datetime(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `GET /api/subscriptions` (admin): a page of the table. */
export const subscriptionListSchema = z.array(subscriptionSchema);

/** `GET /api/subscriptions`: the admin table's page, searched and sorted. */
export const subscriptionQuerySchema = z.object({
  q: searchQueryField(
    'Words to find, in any letter case, each within the e-mail address; an address must hold every word (the first 8 are searched).',
  ),
  sort: z
    .enum(subscriptionSorts, { error: rule('invalidValue') })
    .optional()
    .describe(
      'The order: date (when the address was left) or email, a leading minus for the reverse. Without it, the newest first.',
    ),
  ...pageQueryFields(adminTablePageSize, 'Subscriptions'),
});

export const subscriptionIdParamsSchema = z.object({ id: positiveIdSchema('invalidSubscriptionId') });
