import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { fromPromise } from 'xstate';
import { type ContactFormInput, contactFormMachine } from '../../../machines/contact-form.machine';
import type { ContactFormValues } from '../../api/contact';
import { contactFields } from '../../api/contact-fields';
import {
  contactMessageMaxLength,
  contactNameMaxLength,
  contactPhoneMaxLength,
  contactSubjectMaxLength,
  emailMaxLength,
} from '../../api/limits';
import { pick } from '../../content/bilingual';
import { inquiryTypes } from '../../content/contact';
import { useFlow, useHydrated, useLanguage } from '../../root-actors';
import { buttonStyles } from '../ui/button-styles';
import { Control, controlStyles } from '../ui/control';
import { useErrorFocus } from '../ui/error-focus';
import { submitToFlow, useTypedBeforeScripts } from '../ui/flow-submit';
import { useTranslateMessage } from '../ui/known-messages';
import { useFocusWhenShown } from '../ui/outcome-focus';

type Field = keyof ContactFormValues;
type ContactFormActor = ActorRefFrom<typeof contactFormMachine>;

/**
 * What a control of the form needs: its name, its message, and how a change reaches the flow. The
 * browser holds what is shown (what was typed before the scripts ran stays), the flow a copy.
 */
function useControl(form: ContactFormActor, field: Field) {
  const error = useSelector(form, (s) => s.context.fieldErrors[field]);
  // A refused post without scripts comes back with what was posted: the field starts with it.
  const [posted] = useState(() => form.getSnapshot().context.values[field]);
  return {
    error,
    props: {
      name: field,
      defaultValue: posted,
      onChange: (e: { target: { value: string } }) =>
        form.send({ type: 'field.changed', field, value: e.target.value }),
    },
  };
}

/**
 * A one-line field. An e-mail or phone number reads left to right on Arabic pages too; other
 * text takes the direction of what is typed.
 */
function TextField({
  form,
  label,
  field,
  type = 'text',
  optional = false,
  autoComplete,
  maxLength,
}: {
  form: ContactFormActor;
  label: string;
  field: Field;
  type?: 'text' | 'email' | 'tel';
  optional?: boolean;
  autoComplete?: string;
  maxLength: number;
}) {
  const { error, props } = useControl(form, field);
  return (
    <div className="md:col-span-1">
      <Control label={label} error={error} required={!optional}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type={type}
            required={!optional}
            dir={type === 'text' ? 'auto' : 'ltr'}
            autoComplete={autoComplete}
            maxLength={maxLength}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            {...props}
            className={`${controlStyles} min-h-11 text-start`}
          />
        )}
      </Control>
    </div>
  );
}

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
  const formElement = useRef<HTMLFormElement>(null);
  const form = useFlow(
    contactFormMachine.provide({
      actors: {
        // The HTTP client loads with the first send, not with the page.
        sendMessage: fromPromise(async ({ input }) =>
          (await import('../../api/requests/contact')).sendContactMessage(input),
        ),
      },
      actions: {
        clearForm: () => {
          const elements = formElement.current?.elements;
          formElement.current?.reset();
          // A reset brings back what a refused post without scripts showed again: empty it too.
          for (const field of contactFields) {
            const control = elements?.namedItem(field);
            if (control && 'value' in control) control.value = '';
          }
        },
      },
    }),
    { input: arrival },
  );
  // What the visitor typed before the scripts ran is on screen: the flow learns it.
  const learnTyped = useTypedBeforeScripts(() => {
    const elements = formElement.current?.elements;
    const known = form.getSnapshot().context.values;
    for (const field of contactFields) {
      const control = elements?.namedItem(field);
      const value = control && 'value' in control ? control.value : '';
      if (value && value !== known[field]) form.send({ type: 'field.changed', field, value });
    }
  }, [form]);
  const busy = useSelector(form, (s) => s.hasTag('busy'));
  const sent = useSelector(form, (s) => s.matches('sent'));
  // The button pressed is disabled while sending: the outcome, either one, takes focus.
  const banner = useFocusWhenShown<HTMLParagraphElement>(sent);
  const failure = useSelector(form, (s) => (s.matches('failed') ? s.context.failure : null));
  const canRetry = useSelector(form, (s) => s.can({ type: 'retry.requested' }));
  const failureBox = useFocusWhenShown<HTMLDivElement>(failure !== null);
  const errors = useErrorFocus(
    useSelector(form, (s) => Object.keys(s.context.fieldErrors).length),
    formElement,
  );

  const inquiryType = useControl(form, 'inquiryType');
  const message = useControl(form, 'message');

  return (
    <form
      {...errors.formProps}
      method="post"
      action="/api/contact"
      // The browser's own checks stand in until the flow runs; then the flow's messages show.
      noValidate={hydrated}
      onSubmit={submitToFlow(form.send, errors, learnTyped)}
      className="grid grid-cols-1 gap-5 md:grid-cols-2"
    >
      {errors.summary}
      <input type="hidden" name="language" value={language} />
      <div aria-live="polite" className="md:col-span-2 empty:hidden">
        {sent && (
          <p
            ref={banner}
            tabIndex={-1}
            className="rounded-lg border-s-4 border-green-600 bg-green-50 p-4 font-semibold text-green-900"
          >
            <Trans>Message sent successfully! We will get back to you soon.</Trans>
          </p>
        )}
      </div>
      {failure && (
        <div
          ref={failureBox}
          tabIndex={-1}
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border-s-4 border-red-600 bg-red-50 p-4 text-red-900 md:col-span-2"
        >
          <p>{translate(failure)}</p>
          <button
            // Without scripts it sends the form again, holding what was typed.
            type={hydrated ? 'button' : 'submit'}
            disabled={!canRetry}
            onClick={() => form.send({ type: 'retry.requested' })}
            className={buttonStyles.secondary}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      <TextField
        form={form}
        label={t`First Name`}
        field="firstName"
        autoComplete="given-name"
        maxLength={contactNameMaxLength}
      />
      <TextField
        form={form}
        label={t`Last Name`}
        field="lastName"
        autoComplete="family-name"
        maxLength={contactNameMaxLength}
      />
      <TextField
        form={form}
        label={t`Email`}
        field="email"
        type="email"
        autoComplete="email"
        maxLength={emailMaxLength}
      />
      <TextField
        form={form}
        label={t`Phone (optional)`}
        field="phone"
        type="tel"
        optional
        autoComplete="tel"
        maxLength={contactPhoneMaxLength}
      />
      <div className="md:col-span-1">
        <Control label={t`Inquiry Type`} error={inquiryType.error} required>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              required
              aria-invalid={invalid}
              aria-describedby={describedBy}
              {...inquiryType.props}
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
      <TextField form={form} label={t`Subject`} field="subject" maxLength={contactSubjectMaxLength} />
      <div className="md:col-span-2">
        <Control label={t`Message`} error={message.error} required>
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              required
              dir="auto"
              rows={6}
              maxLength={contactMessageMaxLength}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              {...message.props}
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
