import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  catalogSubscriptionMachine,
  type SubscriptionOutcome,
} from '../../../machines/catalog-subscription.machine';
import { emailMaxLength } from '../../api/limits';
import { pick } from '../../content/bilingual';
import { catalogsSubscribe } from '../../content/catalogs';
import { useFlow, useHydrated, useLanguage } from '../../root-actors';
import { buttonStyles } from '../ui/button-styles';
import { useErrorFocus } from '../ui/error-focus';
import { submitToFlow, useTypedBeforeScripts } from '../ui/flow-submit';
import { useTranslateMessage } from '../ui/known-messages';
import { useFocusWhenShown } from '../ui/outcome-focus';

const subscriptionFlow = catalogSubscriptionMachine.provide({
  // The HTTP client loads with the first subscription, not with the page.
  actors: {
    subscribe: fromPromise(async ({ input }) =>
      (await import('../../api/requests/subscriptions')).subscribe(input),
    ),
  },
});

/**
 * The subscribe box under the catalogs. It is a plain form too: posted before the page's scripts
 * run (or without them), the server stores the address and sends the visitor back to this page
 * with the outcome, which the page hands in as `outcome`.
 */
export function SubscribeBox({ outcome }: { outcome: SubscriptionOutcome }) {
  const { t } = useLingui();
  const language = useLanguage();
  const translate = useTranslateMessage();
  const hydrated = useHydrated();
  const form = useFlow(subscriptionFlow, { input: { language, outcome } });
  const email = useSelector(form, (s) => s.context.values.email);
  const fieldError = useSelector(form, (s) => s.context.fieldErrors.email);
  const busy = useSelector(form, (s) => s.hasTag('busy'));
  const subscribed = useSelector(form, (s) => s.matches('subscribed'));
  // The button pressed is disabled while sending: the outcome, either one, takes focus.
  const confirmation = useFocusWhenShown<HTMLParagraphElement>(subscribed);
  const failure = useSelector(form, (s) => (s.matches('failed') ? s.context.failure : null));
  const refusal = useFocusWhenShown<HTMLParagraphElement>(failure !== null);
  const input = useRef<HTMLInputElement>(null);
  const errors = useErrorFocus(fieldError ? 1 : 0);

  // An address typed before the scripts took over is kept.
  const learnTyped = useTypedBeforeScripts(() => {
    const typed = input.current?.value;
    if (typed && typed !== form.getSnapshot().context.values.email)
      form.send({ type: 'field.changed', field: 'email', value: typed });
  }, [form]);

  return (
    <section aria-labelledby="subscribe-heading" className="rounded-2xl bg-brand-900 p-6 text-white md:p-10">
      <h2 id="subscribe-heading" className="text-2xl font-bold md:text-3xl">
        {pick(catalogsSubscribe.heading, language)}
      </h2>
      <p className="mt-2 max-w-2xl text-brand-100">{pick(catalogsSubscribe.text, language)}</p>
      {/* Checked by the browser until the scripts run, then by the flow, which says why in the page's language. */}
      <form
        method="post"
        action="/api/subscriptions"
        noValidate={hydrated}
        className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start"
        {...errors.formProps}
        onSubmit={submitToFlow(form.send, errors, learnTyped)}
      >
        {errors.summary}
        <input type="hidden" name="language" value={language} />
        <div className="flex-1">
          {/* A placeholder goes as soon as typing starts: the label stays. */}
          <label htmlFor="subscribe-email" className="mb-1 block text-sm font-semibold text-brand-100">
            {t`E-mail address`}
          </label>
          <input
            ref={input}
            id="subscribe-email"
            name="email"
            type="email"
            required
            maxLength={emailMaxLength}
            autoComplete="email"
            dir="ltr"
            placeholder={pick(catalogsSubscribe.placeholder, language)}
            value={email}
            readOnly={busy}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'subscribe-email-error' : undefined}
            onChange={(e) => form.send({ type: 'field.changed', field: 'email', value: e.target.value })}
            className="block min-h-11 w-full rounded-lg border border-white/30 bg-white px-3 text-start text-slate-900 placeholder:text-slate-500 aria-invalid:border-red-400 rtl:placeholder:text-end"
          />
          {fieldError && (
            <p id="subscribe-email-error" className="mt-2 text-sm font-semibold text-red-200">
              {translate(fieldError)}
            </p>
          )}
        </div>
        <button type="submit" disabled={busy} className={`${buttonStyles.accent} shrink-0 sm:mt-6`}>
          {busy ? <Trans>Subscribing...</Trans> : pick(catalogsSubscribe.button, language)}
        </button>
      </form>
      <div aria-live="polite">
        {subscribed && (
          <p
            ref={confirmation}
            tabIndex={-1}
            className="mt-4 rounded-lg bg-green-50 p-3 font-semibold text-green-900"
          >
            {translate('subscribed')}
          </p>
        )}
      </div>
      {failure && (
        <p
          ref={refusal}
          tabIndex={-1}
          role="alert"
          className="mt-4 rounded-lg border-s-4 border-red-600 bg-red-50 p-3 text-red-900"
        >
          {translate(failure)}
        </p>
      )}
    </section>
  );
}
