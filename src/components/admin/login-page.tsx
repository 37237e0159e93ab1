import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { adminLoginMachine } from '../../../machines/admin-login.machine';
import { twoFactorCodeMaxLength } from '../../api/limits';
import { useFlow, useHydrated, useLanguage, useNotify, useSessionActor } from '../../root-actors';
import { LanguageSwitch } from '../layout/language-switch';
import { HomeLink } from '../layout/localized-link';
import { PrivatePageMeta } from '../layout/private-page-meta';
import { buttonStyles } from '../ui/button-styles';
import { useErrorFocus } from '../ui/error-focus';
import { Field } from '../ui/field';
import { submitToFlow } from '../ui/flow-submit';
import { formatDateTime, formatNumber } from '../ui/format';
import { useTranslateMessage } from '../ui/known-messages';

/**
 * The admin login screen: after signing in, back to the page asked for, else the dashboard. An
 * account with two-factor sign-in is then asked, in the same form, for a code from its app.
 */
export function LoginPage({
  redirect,
  notice,
}: {
  redirect: string | undefined;
  /** `retry`: a sign-in posted before the page had loaded was not sent. */
  notice?: 'retry' | undefined;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const translate = useTranslateMessage();
  const session = useSessionActor();
  const notify = useNotify();
  const navigate = useNavigate();
  // The flow takes this render's actions (useFlow refreshes them), so `redirect` is the address's own.
  const form = useFlow(
    adminLoginMachine.provide({
      actions: {
        announceWelcome: () =>
          notify({ type: 'success', title: 'loginSuccessfulTitle', message: 'loginSuccessfulMessage' }),
        goToDestination: () => void navigate({ to: redirect ?? '/admin-dashboard', replace: true }),
        // Told in the page's language, the times in the reader's own time zone.
        announceFailedCodes: (_, { count, firstAt, lastAt }) =>
          notify({
            type: 'warning',
            title: 'failedCodesTitle',
            message: {
              id: 'failedCodesMessage',
              values: {
                count: formatNumber(language, count),
                first: formatDateTime(language, firstAt),
                last: formatDateTime(language, lastAt),
              },
            },
          }),
      },
    }),
    { input: { session } },
  );
  const values = useSelector(form, (s) => s.context.values);
  const fieldErrors = useSelector(form, (s) => s.context.fieldErrors);
  const busy = useSelector(form, (s) => s.hasTag('busy'));
  const errors = useErrorFocus(Object.keys(fieldErrors).length);
  const canSubmit = useSelector(form, (s) => s.can({ type: 'form.submitted' }));
  const step = useSelector(form, (s) => (s.matches('code') || s.matches('confirming') ? 'code' : 'password'));
  const recoveryCode = useSelector(form, (s) => s.context.recoveryCode);
  const codeInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const leftCodeStep = useRef(false);
  const wasBusy = useRef(false);
  // A stored session that expired shows why the visitor is here.
  const formError = useSelector(form, (s) => s.context.error);
  // The code field takes the focus when it appears or refused a code (its text selected, to type
  // over); going back, or a refused password, the password (the username stays): the button
  // pressed was disabled meanwhile, and focus would otherwise fall to the page.
  useEffect(() => {
    if (step === 'code' && !busy) {
      codeInput.current?.focus();
      codeInput.current?.select();
    } else if (step === 'password' && (leftCodeStep.current || (wasBusy.current && !busy && formError))) {
      passwordInput.current?.focus();
      passwordInput.current?.select();
    }
    leftCodeStep.current = step === 'code';
    wasBusy.current = busy;
  }, [step, busy, formError]);
  const sessionError = useSelector(session, (s) => s.context.error);
  const error = formError ?? sessionError ?? (notice === 'retry' ? 'loginNotSent' : null);
  const hydrated = useHydrated();

  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-700 to-brand-900 px-4">
      <PrivatePageMeta title={t`Login`} />
      <header className="mx-auto flex w-full max-w-md items-center justify-between py-4 text-white">
        <HomeLink className="inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:underline">
          <Trans>Back to the website</Trans>
        </HomeLink>
        <LanguageSwitch />
      </header>
      <main id="main" className="mx-auto my-auto w-full max-w-md rounded-2xl bg-white p-8 shadow-2xl">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Admin Portal</Trans>
        </h1>
        <p className="mt-1 text-slate-600">
          <Trans>Sign in to manage the website.</Trans>
        </p>
        {error && (
          <p
            id="login-error"
            role="alert"
            className="mt-6 rounded-lg border-s-4 border-red-600 bg-red-50 p-3 text-sm text-red-900"
          >
            {translate(error)}
          </p>
        )}
        {/* Posted, never sent as a GET: a submission that slipped past the scripts must not put
            the password in the address. The fields wait for the scripts, so nothing typed is lost. */}
        <form {...errors.formProps} method="post" noValidate onSubmit={submitToFlow(form.send, errors)}>
          {errors.summary}
          <fieldset disabled={!hydrated} className="mt-6 flex flex-col gap-4">
            {step === 'password' ? (
              <>
                <Field
                  label={t`Username`}
                  name="username"
                  required
                  autoComplete="username"
                  value={values.username}
                  error={fieldErrors.username && translate(fieldErrors.username)}
                  onValueChange={(value) => form.send({ type: 'field.changed', field: 'username', value })}
                />
                <Field
                  ref={passwordInput}
                  label={t`Password`}
                  name="password"
                  required
                  type="password"
                  autoComplete="current-password"
                  refusedBy={formError ? 'login-error' : undefined}
                  value={values.password}
                  error={fieldErrors.password && translate(fieldErrors.password)}
                  onValueChange={(value) => form.send({ type: 'field.changed', field: 'password', value })}
                />
                <button type="submit" disabled={!canSubmit} className={`${buttonStyles.primary} mt-2 w-full`}>
                  {busy ? <Trans>Logging in...</Trans> : <Trans>Login</Trans>}
                </button>
              </>
            ) : (
              <>
                {/* One field for both kinds of code; a recovery code has letters, so it gets a full keyboard. */}
                <Field
                  ref={codeInput}
                  label={
                    recoveryCode ? t`Recovery code` : t`Enter the 6-digit code from your authenticator app`
                  }
                  hint={recoveryCode ? t`Each recovery code can be used once.` : undefined}
                  name="code"
                  inputMode={recoveryCode ? 'text' : 'numeric'}
                  autoComplete={recoveryCode ? 'off' : 'one-time-code'}
                  autoCapitalize="off"
                  spellCheck={false}
                  maxLength={twoFactorCodeMaxLength}
                  refusedBy={formError ? 'login-error' : undefined}
                  value={values.code}
                  error={fieldErrors.code && translate(fieldErrors.code)}
                  onValueChange={(value) => form.send({ type: 'field.changed', field: 'code', value })}
                />
                <button type="submit" disabled={!canSubmit} className={`${buttonStyles.primary} mt-2 w-full`}>
                  {busy ? <Trans>Verifying...</Trans> : <Trans>Verify</Trans>}
                </button>
                <div className="flex flex-wrap justify-between gap-2">
                  <button
                    type="button"
                    disabled={busy}
                    className={buttonStyles.ghost}
                    onClick={() => {
                      form.send({ type: 'codeKind.toggled' });
                      codeInput.current?.focus();
                    }}
                  >
                    {recoveryCode ? (
                      <Trans>Use the code from your app</Trans>
                    ) : (
                      <Trans>Use a recovery code</Trans>
                    )}
                  </button>
                  <button
                    type="button"
                    disabled={busy}
                    className={buttonStyles.ghost}
                    onClick={() => form.send({ type: 'back.requested' })}
                  >
                    <Trans>Back to username and password</Trans>
                  </button>
                </div>
              </>
            )}
          </fieldset>
        </form>
      </main>
      <div className="py-6" />
    </div>
  );
}
