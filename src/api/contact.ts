/**
 * Contact messages: the form's fields and their rules (checked in the browser and again by the
 * server), what `POST /api/contact` answers, and the administrator's `/api/contact-messages` calls.
 */
import { z } from 'zod';
import { contactMessageSorts } from './contact-sorts';
import {
  adminTablePageSize,
  contactMessageMaxLength,
  contactNameMaxLength,
  contactPhoneMaxLength,
  contactSubjectMaxLength,
  emailMaxLength,
} from './limits';
import { pageQueryFields, searchQueryField } from './list-page';
import { type MessageId, rule } from './messages';
import { positiveIdSchema } from './result';

export const inquiryTypeValues = ['product', 'quote', 'support', 'partnership', 'other'] as const;
export const inquiryTypeSchema = z.enum(inquiryTypeValues, { error: rule('inquiryTypeRequired') });
export type InquiryType = z.infer<typeof inquiryTypeSchema>;

/** Trimmed text that must not be empty, nor longer than `max`. */
function required(max: number, missing: MessageId, tooLong: MessageId) {
  return z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
}

/** `POST /api/contact` body: the public form, as JSON or as a plain form post. */
export const contactMessageSchema = z.object({
  firstName: required(contactNameMaxLength, 'firstNameRequired', 'firstNameTooLong'),
  lastName: required(contactNameMaxLength, 'lastNameRequired', 'lastNameTooLong'),
  email: required(emailMaxLength, 'emailRequired', 'emailTooLong').pipe(z.email(rule('invalidEmail'))),
  phone: z.string().trim().max(contactPhoneMaxLength, rule('phoneTooLong')).default(''),
  subject: required(contactSubjectMaxLength, 'subjectRequired', 'subjectTooLong'),
  message: required(contactMessageMaxLength, 'messageRequired', 'messageTooLong'),
  inquiryType: inquiryTypeSchema,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageFields = z.output<typeof contactMessageSchema>;

/** The form as typed: every field text, the inquiry type empty until one is chosen. */
export type ContactFormValues = { [K in keyof ContactMessageFields]: string };

/** A stored message, as the administrator's list shows it. */
export const contactMessageItemSchema = z.object({
  id: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  inquiryType: inquiryTypeSchema,
  read: z.boolean(),
  created_at: z.iso.datetime(),
});
export type ContactMessageItem = z.infer<typeof contactMessageItemSchema>;

export const contactMessageListSchema = z.array(contactMessageItemSchema);

/** `GET /api/contact-messages`: one page of the inbox, of 50 unless asked otherwise, 100 at most. */
export const contactMessageQuerySchema = z.object({
  q: searchQueryField(
    'Words to find, in any letter case, each within the sender’s name, e-mail or phone, the subject or the message; a message must hold every word (the first 8 are searched).',
  ),
  sort: z
    .enum(contactMessageSorts, { error: rule('invalidValue') })
    .optional()
    .describe(
      'The order: date (oldest first) or name (first name, then last name), a leading minus for the reverse. Without it, newest first.',
    ),
  ...pageQueryFields(adminTablePageSize, 'Messages'),
});

export const contactMessageIdParamsSchema = z.object({
  id: positiveIdSchema('invalidContactMessageId'),
});

/** `PATCH /api/contact-messages/:id`: mark read or unread. */
export const contactMessageUpdateSchema = z.strictObject({ read: z.boolean() });
