import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { type ContactFormInput, contactFormMachine } from '../../../machines/contact-form.machine';
import type { ContactFormValues } from '../../api/contact';
import {
  contactMessageMaxLength,
  contactNameMaxLength,
  contactPhoneMaxLength,
  contactSubjectMaxLength,
  emailMaxLength,
} from '../../api/limits';
import { sendContactMessage } from '../../api/requests/contact';
import { pick } from '../../content/bilingual';
import { inquiryTypes } from '../../content/contact';
import { useFlow, useHydrated, useLanguage } from '../../root-actors';
import { buttonStyles } from '../ui/button-styles';
import { Control, controlStyles } from '../ui/control';
import { useTranslateMessage } from '../ui/known-messages';

const contactFormFlow = contactFormMachine.provide({
  actors: { sendMessage: fromPromise(({ input }) => sendContactMessage(input)) },
});

type Field = keyof ContactFormValues;

/**
 * The contact page's message form. Without scripts (or before they run) it is a plain form post,
 * checked by the browser's own required and e-mail rules, and the server answers with a redirect
 * back to this page; once the scripts run, the flow checks it with the server's rules and sends it
 * without leaving the page.
 */
export function ContactForm({ arrival }: { arrival: ContactFormInput }) {
  const { t } = useLingui();
  const language = useLanguage();
  const translate = useTranslateMessage();
  const hydrated = useHydrated();
  const form = useFlow(contactFormFlow, { input: arrival });
  const values = useSelector(form, (s) => s.context.values);
  const fieldErrors = useSelector(form, (s) => s.context.fieldErrors);
  const busy = useSelector(form, (s) => s.hasTag('busy'));
  const sent = useSelector(form, (s) => s.matches('sent'));
  const failure = useSelector(form, (s) => (s.matches('failed') ? s.context.failure : null));
  const canRetry = useSelector(form, (s) => s.can({ type: 'retry.requested' }));

  const control = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) =>
      form.send({ type: 'field.changed', field, value: e.target.value }),
  });
  const half = 'md:col-span-1';

  return (
    <form
      method="post"
      action="/api/contact"
      // The browser's own checks stand in until the flow runs; then the flow's messages show.
      noValidate={hydrated}
      onSubmit={(e) => {
        e.preventDefault();
        form.send({ type: 'form.submitted' });
      }}
      className="grid grid-cols-1 gap-5 md:grid-cols-2"
    >
      <input type="hidden" name="language" value={language} />
      <div aria-live="polite" className="md:col-span-2 empty:hidden">
        {sent && (
          <p className="rounded-lg border-s-4 border-green-600 bg-green-50 p-4 font-semibold text-green-900">
            <Trans>Message sent successfully! We will get back to you soon.</Trans>
          </p>
        )}
      </div>
      {failure && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border-s-4 border-red-600 bg-red-50 p-4 text-red-900 md:col-span-2"
        >
          <p>{translate(failure)}</p>
          <button
            type="button"
            disabled={!canRetry}
            onClick={() => form.send({ type: 'retry.requested' })}
            className={buttonStyles.secondary}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      <div className={half}>
        <Control label={t`First Name`} error={fieldErrors.firstName}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="text"
              required
              autoComplete="given-name"
              maxLength={contactNameMaxLength}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              {...control('firstName')}
              className={`${controlStyles} min-h-11`}
            />
          )}
        </Control>
      </div>
      <div className={half}>
        <Control label={t`Last Name`} error={fieldErrors.lastName}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="text"
              required
              autoComplete="family-name"
              maxLength={contactNameMaxLength}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              {...control('lastName')}
              className={`${controlStyles} min-h-11`}
            />
          )}
        </Control>
      </div>
      <div className={half}>
        <Control label={t`Email`} error={fieldErrors.email}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="email"
              required
              dir="ltr"
              autoComplete="email"
              maxLength={emailMaxLength}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              {...control('email')}
              className={`${controlStyles} min-h-11 text-start`}
            />
          )}
        </Control>
      </div>
      <div className={half}>
        <Control label={t`Phone (optional)`} error={fieldErrors.phone}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="tel"
              dir="ltr"
              autoComplete="tel"
              maxLength={contactPhoneMaxLength}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              {...control('phone')}
              className={`${controlStyles} min-h-11 text-start`}
            />
          )}
        </Control>
      </div>
      <div className={half}>
        <Control label={t`Inquiry Type`} error={fieldErrors.inquiryType}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              required
              aria-invalid={invalid}
              aria-describedby={describedBy}
              {...control('inquiryType')}
              className={`${controlStyles} min-h-11`}
            >
              <option value="">{t`Select an inquiry type`}</option>
              {inquiryTypes.map((type) => (
                <option key={type.value} value={type.value}>
                  {pick(type.label, language)}
                </option>
              ))}
            </select>
          )}
        </Control>
      </div>
      <div className={half}>
        <Control label={t`Subject`} error={fieldErrors.subject}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="text"
              required
              dir="auto"
              maxLength={contactSubjectMaxLength}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              {...control('subject')}
              className={`${controlStyles} min-h-11`}
            />
          )}
        </Control>
      </div>
      <div className="md:col-span-2">
        <Control label={t`Message`} error={fieldErrors.message}>
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              required
              dir="auto"
              rows={6}
              maxLength={contactMessageMaxLength}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              {...control('message')}
              className={`${controlStyles} py-2`}
            />
          )}
        </Control>
      </div>
      <div className="md:col-span-2">
        <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full md:w-auto`}>
          {busy ? <Trans>Sending...</Trans> : <Trans>Send Message</Trans>}
        </button>
      </div>
    </form>
  );
}
