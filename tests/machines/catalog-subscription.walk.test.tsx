import { useSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { SubscriptionOutcome } from '../../machines/catalog-subscription.machine';
import { ApiError } from '../../src/api/errors';
import { subscriptionOutcomeSearch } from '../../src/api/subscription-outcome';
import { CatalogsPage, outcomeOf } from '../../src/components/catalogs/catalogs-page';
import { expectErrorFocus, formAlert } from './form-errors';
import { catalogSubscriptionModel } from './models/catalog-subscription.model';
import { type AppScreen, renderScreen, type ScreenRoute, screen, showing } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

type Input = { language: 'en' | 'ar'; outcome: SubscriptionOutcome };
const inputOf = (step: Step) => step.input as Input;

/** The box's words in English and Arabic, as the page's content and the Arabic catalogue give them. */
const words = {
  en: {
    heading: 'Stay Up to Date',
    button: 'Subscribe',
    sending: 'Subscribing...',
    thanks: 'Thank you! We will e-mail you when we publish a new catalog.',
    required: 'Email is required',
    invalid: 'Invalid email address',
    throttled: 'Too many subscription attempts. Please wait 10 minutes and try again.',
    network: 'Network error - please check your connection',
    failed: 'Your subscription could not be saved. Please try again.',
  },
  ar: {
    heading: 'ابقَ على اطلاع',
    button: 'اشتراك',
    sending: 'جارٍ الاشتراك…',
    thanks: 'شكرًا لك! سنراسلك عبر البريد الإلكتروني عند إصدار كتالوج جديد.',
    required: 'البريد الإلكتروني مطلوب',
    invalid: 'عنوان البريد الإلكتروني غير صالح',
    throttled: 'أُجريت محاولات اشتراك كثيرة. يمكنك المحاولة مرة أخرى بعد 10 دقائق.',
    network: 'خطأ في الشبكة – يرجى التحقق من اتصالك',
    failed: 'تعذّر حفظ اشتراكك. يرجى المحاولة مرة أخرى.',
  },
} as const;
const wordsOf = (step: Step) => words[inputOf(step).language];

const request = 'POST /api/subscriptions';
const isAddress = (value: string) => /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(value.trim());

/**
 * What the field holds after the first `upTo` gestures: what was typed (an e-mail field drops the
 * spaces around it, as browsers do), emptied by a subscription that worked.
 */
function typed(step: Step, upTo = step.performed.length): string {
  let value = '';
  for (const event of step.performed.slice(0, upTo)) {
    if (event.type === 'field.changed') value = (event as EventObject & { value: string }).value.trim();
    if (event.type === 'xstate.done.actor.subscribe') value = '';
  }
  return value;
}

/** The rule's message for a sent value, or null when the address is good. */
function refusalOf(value: string, step: Step): string | null {
  if (value.trim() === '') return wordsOf(step).required;
  return isAddress(value) ? null : wordsOf(step).invalid;
}

/** The message under the field: the last submit's refusal, until the visitor types again. */
function fieldMessage(step: Step): string | null {
  const last = step.performed.at(-1);
  if (last?.type !== 'form.submitted') return null;
  return refusalOf(typed(step), step);
}

/** The addresses sent so far: one per submit of a good address. */
function sentAddresses(step: Step): string[] {
  return step.performed.flatMap((event, index) =>
    event.type === 'form.submitted' && refusalOf(typed(step, index), step) === null
      ? [typed(step, index)]
      : [],
  );
}

/** Why the last sending failed, as the visitor reads it. */
function failureText(step: Step): string {
  const last = step.performed.findLast((event) => event.type === 'xstate.error.actor.subscribe');
  const w = wordsOf(step);
  if (!last) return inputOf(step).outcome.status === 'refused' ? w.invalid : '';
  const { error } = last as EventObject & { error: ApiError };
  if (error.kind === 'noResponse') return w.network;
  return error.code === 'subscriptionThrottled' ? w.throttled : w.failed;
}

const field = () => screen.getByRole('textbox', { name: /e-mail|البريد الإلكتروني/i }) as HTMLInputElement;
const button = () => document.querySelector('#main form button[type="submit"]') as HTMLButtonElement;
const alertText = () => formAlert(document.getElementById('main') ?? document)?.textContent ?? null;

/** The box as the person sees it: the field, the button, the confirmation and the failure, and what was sent. */
function expectBox(
  app: AppScreen,
  step: Step,
  { value, busy, thanks, failure }: { value: string; busy: boolean; thanks: boolean; failure: string | null },
) {
  const w = wordsOf(step);
  expect(screen.getByRole('heading', { level: 2, name: w.heading })).toBeInTheDocument();
  expect(field()).toHaveValue(value);
  expect(field()).toHaveAttribute('type', 'email');
  expect(button()).toHaveTextContent(busy ? w.sending : w.button);
  if (busy) expect(button()).toBeDisabled();
  else expect(button()).toBeEnabled();
  expect(screen.queryByText(w.thanks) !== null).toBe(thanks);
  const message = fieldMessage(step);
  expect(document.getElementById('subscribe-email-error')?.textContent ?? null).toBe(message);
  expect(field().getAttribute('aria-invalid')).toBe(message ? 'true' : null);
  expect(alertText()).toBe(failure);
  expectErrorFocus(document.getElementById('main') ?? document, step);
  const sent = sentAddresses(step);
  expect(app.http.sent.map((r) => [`${r.method} ${r.url}`, r.body])).toEqual(
    sent.map((email) => [request, { email, language: inputOf(step).language }]),
  );
  expect(app.http.pending()).toHaveLength(busy ? 1 : 0);
}

/** The catalogs page as its route draws it: the outcome read from the address. */
const catalogsRoute: ScreenRoute = {
  validateSearch: subscriptionOutcomeSearch,
  component: function Catalogs() {
    return <CatalogsPage outcome={outcomeOf(useSearch({ strict: false }))} />;
  },
};

function urlOf({ language, outcome }: Input): string {
  const path = language === 'ar' ? '/ar/catalogs' : '/catalogs';
  if (outcome.status === 'subscribed') return `${path}?subscribed=1`;
  if (outcome.status === 'refused') return `${path}?error=${outcome.reason}`;
  return path;
}

const networkError = new ApiError('noResponse', 'Network Error');

describe('the catalogs subscribe box', () => {
  itWalksTheScreen<AppScreen>({
    model: catalogSubscriptionModel,
    everyVariant: true,
    timeout: 240_000,
    // What the spec asks, whatever the machine declares: subscribe, then the same address again.
    scenarios: [
      {
        input: catalogSubscriptionModel.inputs[0],
        initial: 'editing',
        steps: [
          { event: { type: 'field.changed', field: 'email', value: 'omar@example.com' }, state: 'editing' },
          { event: { type: 'form.submitted' }, state: 'sending' },
          {
            event: { type: 'xstate.done.actor.subscribe', output: { success: true, message: '' } },
            state: 'subscribed',
          },
          { event: { type: 'field.changed', field: 'email', value: 'omar@example.com' }, state: 'editing' },
          { event: { type: 'form.submitted' }, state: 'sending' },
          {
            event: { type: 'xstate.done.actor.subscribe', output: { success: true, message: '' } },
            state: 'subscribed',
          },
        ],
      },
      {
        // A failed sending is tried again as it stands, and goes through.
        input: catalogSubscriptionModel.inputs[0],
        initial: 'editing',
        steps: [
          { event: { type: 'field.changed', field: 'email', value: 'omar@example.com' }, state: 'editing' },
          { event: { type: 'form.submitted' }, state: 'sending' },
          { event: { type: 'xstate.error.actor.subscribe', error: networkError }, state: 'failed' },
          { event: { type: 'form.submitted' }, state: 'sending' },
          {
            event: { type: 'xstate.done.actor.subscribe', output: { success: true, message: '' } },
            state: 'subscribed',
          },
        ],
      },
      {
        // Refused before the scripts ran (the address in the page's query): sending the empty
        // field again only says an address is needed.
        input: { language: 'en', outcome: { status: 'refused', reason: 'invalidEmail' } },
        initial: 'failed',
        steps: [{ event: { type: 'form.submitted' }, state: 'editing' }],
      },
    ],
    render: async (path, inspect) => {
      const app = renderScreen({
        url: urlOf(path.input as Input),
        routes: { '/catalogs': catalogsRoute, '/ar/catalogs': catalogsRoute },
        inspect,
        quickUser: true,
      });
      await showing(() => document.querySelector('#main form'));
      return app;
    },
    drivers: {
      'field.changed': async ({ user }, event) => {
        const { value } = event as EventObject & { value: string };
        await user.clear(field());
        await user.type(field(), value);
      },
      'form.submitted': ({ user }) => user.click(button()),
      'xstate.done.actor.subscribe': ({ http }) =>
        http.answer(request, 200, {
          success: true,
          message: 'Thank you! We will e-mail you when we publish a new catalog.',
          code: 'subscribed',
        }),
      'xstate.error.actor.subscribe': ({ http }, event) => {
        const { error } = event as EventObject & { error: ApiError };
        if (error.kind === 'noResponse') return http.fail(request);
        if (error.code)
          return http.answer(request, 429, {
            success: false,
            message: 'Too many subscription attempts. Please wait 10 minutes and try again.',
            code: error.code,
          });
        return http.answer(request, 502, '<html><body>Bad Gateway</body></html>');
      },
    },
    checks: {
      editing: (app, step) =>
        expectBox(app, step, { value: typed(step), busy: false, thanks: false, failure: null }),
      sending: (app, step) => {
        expectBox(app, step, { value: typed(step), busy: true, thanks: false, failure: null });
        expect(field()).toHaveAttribute('readonly');
      },
      subscribed: (app, step) => {
        expectBox(app, step, { value: '', busy: false, thanks: true, failure: null });
        // The page it landed on says so too when the form was posted without scripts.
        if (step.performed.length === 0) expect(app.location()).toContain('subscribed=1');
        // Sent from the page, the thanks has focus (the button pressed was disabled meanwhile).
        else expect(document.activeElement).toHaveTextContent(wordsOf(step).thanks);
      },
      failed: (app, step) => {
        expectBox(app, step, { value: typed(step), busy: false, thanks: false, failure: failureText(step) });
        // Refused from the page, the reason has focus; refused before the scripts ran, it does not.
        if (step.performed.length > 0) expect(document.activeElement).toHaveAttribute('role', 'alert');
        else expect(document.activeElement).toBe(document.body);
      },
    },
  });

  // The browser shows an address the flow never heard typed: put there as the scripts took over
  // (a press can hydrate the form and be handled before the effect that reads the field runs), or
  // by an autofill that sends no input event. Subscribe sends what the visitor sees.
  it('sends the address on screen, even one the flow never heard typed', async () => {
    const app = renderScreen({
      url: '/ar/catalogs?subscribed=1',
      routes: { '/catalogs': catalogsRoute, '/ar/catalogs': catalogsRoute },
      quickUser: true,
    });
    await showing(() => document.querySelector('#main form'));
    expect(screen.getByText(words.ar.thanks)).toBeInTheDocument();
    // Set as the browser sets it, past React: no input event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      field(),
      'huda@example.com',
    );
    await app.user.click(button());
    await showing(() => (app.http.pending().length > 0 ? true : null));
    expect(app.http.sent.map((r) => [`${r.method} ${r.url}`, r.body])).toEqual([
      [request, { email: 'huda@example.com', language: 'ar' }],
    ]);
    expect(button()).toHaveTextContent(words.ar.sending);
    expect(document.getElementById('subscribe-email-error')).toBeNull();
    app.unmount();
  });
});
