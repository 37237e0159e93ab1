/**
 * The contact form's fields, in the order the form shows them. Free of zod on purpose: the contact
 * route reads them to check its address, and route files' checks load with the first screen of
 * every page.
 */
import type { ContactFormValues } from './contact';

export const emptyContactForm: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  inquiryType: '',
};

export const contactFields = Object.keys(emptyContactForm) as (keyof ContactFormValues)[];
