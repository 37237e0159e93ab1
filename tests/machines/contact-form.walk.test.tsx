import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import type { ContactFormInput } from '../../machines/contact-form.machine';
import { ApiError } from '../../src/api/errors';
import { ContactPage } from '../../src/components/contact/contact-page';
import { descriptionOf, eventOf, failRequest, failureText, onPage } from './admin-walk-helpers';
import { expectErrorFocus, formAlert } from './form-errors';
import { contactFormModel, contactTyping } from './models/contact-form.model';
import { type AppScreen, renderScreen } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const banner = 'Message sent successfully! We will get back to you soon.';
const sendFailed = 'Your message could not be sent. Please try again.';
const throttled = 'Too many messages were sent from your connection. Please try again later.';

const labels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone (optional)',
  inquiryType: 'Inquiry Type',
  subject: 'Subject',
  message: 'Message',
} as const;
type Field = keyof typeof labels;
const fields = Object.keys(labels) as Field[];
const empty: Record<Field, string> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  inquiryType: '',
  subject: '',
  message: '',
};

/** The form's rules: every field but the phone required, the e-mail a valid address, a type chosen. */
function refusedFields(values: Record<Field, string>): Partial<Record<Field, string>> {
  const refused: Partial<Record<Field, string>> = {};
  if (!values.firstName.trim()) refused.firstName = 'First name is required';
  if (!values.lastName.trim()) refused.lastName = 'Last name is required';
  if (!values.email.trim()) refused.email = 'Email is required';
  else if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email.trim())) refused.email = 'Invalid email address';
  if (!values.subject.trim()) refused.subject = 'Subject is required';
  if (!values.message.trim()) refused.message = 'Message is required';
  if (!values.inquiryType) refused.inquiryType = 'Please choose an inquiry type';
  return refused;
}

/** What the person should see after the steps so far, replayed from the walk's own record. */
function expected(step: Step) {
  const arrival = step.input as ContactFormInput;
  let values = { ...empty };
  let errors: Partial<Record<Field, string>> = {};
  let failure: string | null = arrival?.outcome === 'refused' ? throttled : null;
  let sends = 0;
  for (const event of step.performed) {
    switch (event.type) {
      case 'field.changed': {
        const { field, value } = event as EventObject & { field: Field; value: string };
        values = { ...values, [field]: value };
        const { [field]: _, ...rest } = errors;
        errors = rest;
        break;
      }
      case 'form.submitted':
      case 'retry.requested': {
        errors = refusedFields(values);
        if (Object.keys(errors).length === 0) sends += 1;
        break;
      }
      case 'xstate.done.actor.sendMessage':
        values = { ...empty };
        failure = null;
        break;
      case 'xstate.error.actor.sendMessage':
        failure = failureText(event, sendFailed);
        break;
    }
  }
  return { values, errors, failure, sends };
}

const form = () => document.querySelector('main form') as HTMLFormElement;
// Looked for within the form: a label query reads every element's labels, and the page has many.
const control = (field: Field) =>
  within(form()).getByLabelText(labels[field], { selector: 'input, select, textarea' }) as HTMLInputElement;
const submitButton = () => form().querySelector('button[type="submit"]') as HTMLButtonElement;
const failureBox = () => formAlert(form());

/** The page around the form, and the form as it works without scripts too. */
function expectPage() {
  expect(document.querySelector('h1')?.textContent).toBe('Contact Us');
  const phones = [...document.querySelectorAll('a[href^="tel:"]')].map((a) => a.getAttribute('href'));
  expect(phones).toEqual(['tel:+966110000000', 'tel:+966110000001']);
  expect(document.querySelector('a[href="mailto:info@example.com"]')).toHaveTextContent('info@example.com');
  expect(onPage('Sunday to Thursday, 7am – 6pm')).toHaveLength(1);
  expect(document.querySelector('iframe')).toHaveAttribute(
    'src',
    'https://maps.google.com/maps?q=Riyadh%2C+Saudi+Arabia&t=m&z=12&output=embed&hl=en',
  );
  expect(form()).toHaveAttribute('method', 'post');
  expect(form()).toHaveAttribute('action', '/api/contact');
  expect(form().querySelector('input[type="hidden"][name="language"]')).toHaveValue('en');
  for (const field of fields) {
    expect(control(field)).toHaveAttribute('name', field);
    // Each required field is marked so beside its label, for the eye; `required` says it to the ear.
    const star = within(form()).getByText(labels[field], { selector: 'label' }).nextElementSibling;
    if (field === 'phone') {
      expect(control(field)).not.toBeRequired();
      expect(star?.textContent).not.toBe('*');
    } else {
      expect(control(field)).toBeRequired();
      expect(star).toHaveTextContent('*');
      expect(star).toHaveAttribute('aria-hidden', 'true');
    }
  }
  expect(control('email')).toHaveAttribute('type', 'email');
  expect(
    [...(control('inquiryType') as unknown as HTMLSelectElement).options].map((o) => [o.value, o.text]),
  ).toEqual([
    ['', 'Select an inquiry type'],
    ['product', 'Product information'],
    ['quote', 'Request a quote'],
    ['support', 'Technical support'],
    ['partnership', 'Partnership opportunities'],
    ['other', 'Other'],
  ]);
}

/** Each field holds what was typed since the last send, and shows the message the last submit gave it. */
function expectFields(step: Step) {
  const { values, errors } = expected(step);
  for (const field of fields) {
    expect(control(field)).toHaveValue(values[field]);
    expect(descriptionOf(control(field))).toBe(errors[field] ?? '');
  }
}

function expectSent(http: AppScreen['http'], step: Step) {
  expect(http.sent.filter((r) => r.method === 'POST' && r.url === '/api/contact')).toHaveLength(
    expected(step).sends,
  );
}

/** The form ready for the next submit, on the same page, with no failure shown; the banner or not. */
function expectWaitingForSubmit(
  { http, location }: AppScreen,
  step: Step,
  { banner: shown }: { banner: boolean },
) {
  expectPage();
  expect(onPage(banner)).toHaveLength(shown ? 1 : 0);
  expect(failureBox()).toBeNull();
  expect(submitButton()).toHaveTextContent('Send Message');
  expect(submitButton()).toBeEnabled();
  expectFields(step);
  expectErrorFocus(form(), step);
  expect(http.pending()).toEqual([]);
  expectSent(http, step);
  expect(location()).toBe('/contact');
}

describe('the contact form', () => {
  itWalksTheScreen<AppScreen>({
    model: contactFormModel,
    everyVariant: true,
    timeout: 300_000,
    // The spec's own path: typed, sent, the banner until the next message is typed, the form empty again.
    scenarios: [
      {
        input: undefined,
        initial: 'editing',
        steps: [
          { event: eventOf('field.changed', { field: 'firstName', value: 'Fahad' }), state: 'editing' },
          { event: eventOf('form.submitted'), state: 'editing' },
          { event: eventOf('field.changed', { field: 'lastName', value: 'Al-Qahtani' }), state: 'editing' },
          {
            event: eventOf('field.changed', { field: 'email', value: 'fahad@example.com' }),
            state: 'editing',
          },
          { event: eventOf('field.changed', { field: 'inquiryType', value: 'support' }), state: 'editing' },
          { event: eventOf('field.changed', { field: 'subject', value: 'Leak' }), state: 'editing' },
          {
            event: eventOf('field.changed', { field: 'message', value: 'A fitting leaks.' }),
            state: 'editing',
          },
          { event: eventOf('form.submitted'), state: 'sending' },
          {
            event: eventOf('xstate.error.actor.sendMessage', {
              error: new ApiError('noResponse', 'Network Error'),
            }),
            state: 'failed',
          },
          { event: eventOf('retry.requested'), state: 'sending' },
          {
            event: eventOf('xstate.done.actor.sendMessage', { output: { success: true, message: banner } }),
            state: 'sent',
          },
          // The banner stays until the visitor moves on: typing the next message.
          { event: eventOf('field.changed', { field: 'firstName', value: 'Fahad' }), state: 'editing' },
        ],
      },
      // Refused, the visitor adds the phone and tries again: the retry sends what is typed now.
      {
        input: { outcome: 'refused', code: 'contactThrottled' },
        initial: 'failed',
        steps: [
          ...contactTyping.map((typed) => ({ event: eventOf('field.changed', typed), state: 'failed' })),
          { event: eventOf('retry.requested'), state: 'sending' },
        ],
      },
    ],
    render: (path, inspect) =>
      renderScreen({
        url: '/contact',
        routes: { '/contact': () => <ContactPage arrival={path.input as ContactFormInput} /> },
        inspect,
        fakeTimers: true,
        quickUser: true,
      }),
    drivers: {
      'field.changed': async ({ user }, event) => {
        const { field, value } = event as EventObject & { field: Field; value: string };
        const element = control(field);
        if (element.tagName === 'SELECT') await user.selectOptions(element, value);
        else {
          await user.clear(element);
          await user.type(element, value);
        }
      },
      'form.submitted': ({ user }) => user.click(submitButton()),
      'retry.requested': async ({ user }) => {
        const retry = failureBox()?.querySelector('button');
        expect(retry?.textContent).toBe('Try again');
        await user.click(retry as HTMLButtonElement);
      },
      'xstate.done.actor.sendMessage': ({ http }) =>
        http.answer('POST /api/contact', 201, { success: true, message: banner, code: 'contactSent' }),
      'xstate.error.actor.sendMessage': ({ http }, event) => failRequest(http, 'POST /api/contact', event),
    },
    checks: {
      editing: (app, step) => expectWaitingForSubmit(app, step, { banner: false }),
      sending: ({ http }, step) => {
        // Only a submit or a retry sends; the server's answer ends the sending.
        expect(['form.submitted', 'retry.requested']).toContain(step.event?.type);
        expectPage();
        expect(onPage(banner)).toEqual([]);
        expect(failureBox()).toBeNull();
        expect(submitButton()).toHaveTextContent('Sending...');
        expect(submitButton()).toBeDisabled();
        expectFields(step);
        const { values } = expected(step);
        expect(http.pending()).toEqual([
          expect.objectContaining({
            method: 'POST',
            url: '/api/contact',
            body: {
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              email: values.email.trim(),
              phone: values.phone.trim(),
              subject: values.subject.trim(),
              message: values.message.trim(),
              inquiryType: values.inquiryType,
            },
          }),
        ]);
        expectSent(http, step);
      },
      sent: async (app, step) => {
        expectWaitingForSubmit(app, step, { banner: true });
        // However long the visitor takes to read it.
        await vi.advanceTimersByTimeAsync(60_000);
        expect(onPage(banner)).toHaveLength(1);
        // Sent from this page, the banner has focus (the busy button had lost it); a page reached
        // after a post without scripts leaves focus where a new page puts it.
        if (step.performed.at(-1)?.type === 'xstate.done.actor.sendMessage')
          expect(document.activeElement).toHaveTextContent(banner);
        else expect(document.activeElement).toBe(document.body);
      },
      failed: ({ http }, step) => {
        expectPage();
        expect(onPage(banner)).toEqual([]);
        const { failure } = expected(step);
        expect(failureBox()?.firstElementChild?.textContent).toBe(failure);
        // A send that failed here puts focus on why, with its retry next; a refused post without
        // scripts leaves focus where a new page puts it.
        if (step.event?.type === 'xstate.error.actor.sendMessage')
          expect(document.activeElement).toBe(failureBox());
        else if (step.event === undefined) expect(document.activeElement).toBe(document.body);
        expect(failureBox()?.querySelector('button')).toBeEnabled();
        expect(submitButton()).toHaveTextContent('Send Message');
        expect(submitButton()).toBeEnabled();
        expectFields(step);
        expect(http.pending()).toEqual([]);
        expectSent(http, step);
      },
    },
  });
});
