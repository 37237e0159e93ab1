import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { type ActorRefFrom, fromPromise, type SnapshotFrom } from 'xstate';
import { twoFactorSetupMachine } from '../../../machines/two-factor-setup.machine';
import { twoFactorCodeMaxLength } from '../../api/limits';
import {
  confirmTwoFactor,
  disableTwoFactor,
  fetchTwoFactorStatus,
  startTwoFactorSetup,
} from '../../api/requests/two-factor';
import { useFlow, useNotify, useSessionActor } from '../../root-actors';
import { buttonStyles } from '../ui/button-styles';
import { CopyButton } from '../ui/copy-button';
import { useErrorFocus } from '../ui/error-focus';
import { Field } from '../ui/field';
import { submitToFlow } from '../ui/flow-submit';
import { useTranslateMessage } from '../ui/known-messages';
import { LoadFailure } from '../ui/load-failure';
import { Spinner } from '../ui/spinner';
import { QrCode } from './qr-code';

type Flow = ActorRefFrom<typeof twoFactorSetupMachine>;

function useTwoFactorFlow() {
  const session = useSessionActor();
  const notify = useNotify();
  return useFlow(
    twoFactorSetupMachine.provide({
      actors: {
        readStatus: fromPromise(fetchTwoFactorStatus),
        startSetup: fromPromise(startTwoFactorSetup),
        confirm: fromPromise(({ input }: { input: { code: string } }) => confirmTwoFactor(input.code)),
        disable: fromPromise(({ input }: { input: { code: string } }) => disableTwoFactor(input.code)),
      },
      actions: {
        notify: (_, notice) => notify(notice),
        reportSetupRequired: (_, { setupRequired }) =>
          session.send({ type: 'twoFactor.changed', setupRequired }),
      },
    }),
  );
}

/** Which part of the page a state shows: a request under way keeps the part it was made from. */
function panelOf(flow: SnapshotFrom<typeof twoFactorSetupMachine>) {
  if (flow.matches('off') || flow.matches('fetchingSecret')) return 'off';
  if (flow.matches('scanning') || flow.matches('confirming')) return 'scanning';
  if (flow.matches('on') || flow.matches('disabling')) return 'on';
  if (flow.matches('recoveryCodes')) return 'recoveryCodes';
  return flow.matches('unavailable') ? 'unavailable' : 'loading';
}

/** /admin/two-factor: the signed-in person's own two-factor sign-in, on or off. */
export function TwoFactorPage() {
  const translate = useTranslateMessage();
  const flow = useTwoFactorFlow();
  const panel = useSelector(flow, panelOf);
  const setupRequired = useSelector(
    useSessionActor(),
    (s) => s.context.user?.twoFactorSetupRequired === true,
  );
  // A new part of the page takes the focus at its heading (not the first one shown on arrival).
  const heading = useRef<HTMLHeadingElement>(null);
  const lastShown = useRef<string | null>(null);
  useEffect(() => {
    if (panel === 'loading') return;
    if (lastShown.current !== null && lastShown.current !== panel) heading.current?.focus();
    lastShown.current = panel;
  }, [panel]);

  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-2 text-3xl font-bold">
        <Trans>Two-factor sign-in</Trans>
      </h1>
      <p className="mb-6 text-slate-600 dark:text-slate-400">
        <Trans>
          After your password, you enter a code from an authenticator app on your phone: someone who learns
          your password still cannot sign in.
        </Trans>
      </p>
      {setupRequired && (
        <p className="mb-6 rounded-lg border-s-4 border-amber-500 bg-amber-50 p-3 font-semibold text-amber-950">
          {translate('twoFactorSetupRequired')}
        </p>
      )}
      <section className="rounded-xl bg-white p-6 shadow-sm dark:bg-slate-900">
        {panel === 'loading' && <Spinner />}
        {panel === 'unavailable' && (
          <LoadFailure
            message={translate('twoFactorStatusFailed')}
            onRetry={() => flow.send({ type: 'retry.requested' })}
          />
        )}
        {panel === 'off' && <OffPanel flow={flow} heading={heading} />}
        {panel === 'scanning' && <ScanningPanel flow={flow} heading={heading} />}
        {panel === 'recoveryCodes' && <RecoveryCodesPanel flow={flow} heading={heading} />}
        {panel === 'on' && <OnPanel flow={flow} heading={heading} />}
      </section>
    </div>
  );
}

interface PanelProps {
  flow: Flow;
  heading: RefObject<HTMLHeadingElement | null>;
}

function PanelHeading({ heading, children }: { heading: PanelProps['heading']; children: ReactNode }) {
  return (
    <h2 ref={heading} tabIndex={-1} className="mb-2 text-xl font-semibold outline-none">
      {children}
    </h2>
  );
}

/** Why the last request failed, where the person acts on it. */
function RequestError({ flow }: { flow: Flow }) {
  const translate = useTranslateMessage();
  const error = useSelector(flow, (s) => s.context.error);
  if (!error) return null;
  return (
    <p
      role="alert"
      className="my-4 rounded-lg border-s-4 border-red-600 bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
    >
      {translate(error)}
    </p>
  );
}

function OffPanel({ flow, heading }: PanelProps) {
  const translate = useTranslateMessage();
  const fetching = useSelector(flow, (s) => s.matches('fetchingSecret'));
  return (
    <>
      <PanelHeading heading={heading}>{translate('twoFactorDisabled')}</PanelHeading>
      <p className="text-slate-600 dark:text-slate-400">
        <Trans>
          You need an authenticator app on your phone, such as Google Authenticator or Microsoft
          Authenticator.
        </Trans>
      </p>
      <RequestError flow={flow} />
      <button
        type="button"
        className={`${buttonStyles.primary} mt-4`}
        disabled={fetching}
        onClick={() => flow.send({ type: 'setup.requested' })}
      >
        {fetching ? <Trans>Preparing...</Trans> : <Trans>Turn on</Trans>}
      </button>
    </>
  );
}

/** Six digits, or a recovery code, as the flow's form holds it; focused again after a refusal. */
function CodeForm({
  flow,
  label,
  hint,
  numeric,
  children,
}: {
  flow: Flow;
  label: string;
  hint?: string;
  numeric: boolean;
  children: ReactNode;
}) {
  const translate = useTranslateMessage();
  const code = useSelector(flow, (s) => s.context.values.code);
  const fieldError = useSelector(flow, (s) => s.context.fieldErrors.code);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const failed = useSelector(flow, (s) => s.context.error !== null);
  const input = useRef<HTMLInputElement>(null);
  const errors = useErrorFocus(fieldError ? 1 : 0);
  useEffect(() => {
    if (!busy && failed) {
      input.current?.focus();
      input.current?.select();
    }
  }, [busy, failed]);
  return (
    <form
      {...errors.formProps}
      noValidate
      className="mt-4 flex flex-col gap-4"
      onSubmit={submitToFlow(flow.send, errors)}
    >
      {errors.summary}
      <Field
        ref={input}
        label={label}
        hint={hint}
        name="code"
        inputMode={numeric ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={twoFactorCodeMaxLength}
        className="max-w-xs"
        value={code}
        error={fieldError && translate(fieldError)}
        onValueChange={(value) => flow.send({ type: 'field.changed', field: 'code', value })}
      />
      <div className="flex flex-wrap gap-3">{children}</div>
    </form>
  );
}

/** The secret in groups of four, as authenticator apps show keys. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function ScanningPanel({ flow, heading }: PanelProps) {
  const { t } = useLingui();
  const secret = useSelector(flow, (s) => s.context.secret);
  const confirming = useSelector(flow, (s) => s.matches('confirming'));
  if (!secret) return null;
  return (
    <>
      <PanelHeading heading={heading}>
        <Trans>Connect your authenticator app</Trans>
      </PanelHeading>
      <ol className="flex list-decimal flex-col gap-4 ps-5">
        <li>
          <p>
            <Trans>Scan this QR code with the app.</Trans>
          </p>
          <div className="mt-2">
            <QrCode text={secret.uri} label={t`QR code for your authenticator app`} />
          </div>
        </li>
        <li>
          <p>
            <Trans>Cannot scan it? Enter this key in the app instead:</Trans>
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <code dir="ltr" className="rounded bg-slate-100 px-2 py-1 font-mono text-lg dark:bg-slate-800">
              {grouped(secret.secret)}
            </code>
            <CopyButton text={secret.secret}>
              <Trans>Copy key</Trans>
            </CopyButton>
          </div>
        </li>
        <li>
          <Trans>Enter the code the app shows, to finish.</Trans>
        </li>
      </ol>
      <RequestError flow={flow} />
      <CodeForm flow={flow} label={t`Enter the 6-digit code from your authenticator app`} numeric>
        <button type="submit" className={buttonStyles.primary} disabled={confirming}>
          {confirming ? <Trans>Verifying...</Trans> : <Trans>Turn on</Trans>}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={confirming}
          onClick={() => flow.send({ type: 'setup.cancelled' })}
        >
          <Trans>Cancel</Trans>
        </button>
      </CodeForm>
    </>
  );
}

function RecoveryCodesPanel({ flow, heading }: PanelProps) {
  const codes = useSelector(flow, (s) => s.context.recoveryCodes);
  const text = codes.join('\n');
  return (
    <>
      <PanelHeading heading={heading}>
        <Trans>Save your recovery codes</Trans>
      </PanelHeading>
      <p className="text-slate-600 dark:text-slate-400">
        <Trans>
          Two-factor sign-in is on. If you lose your phone, sign in with one of these codes instead of a code
          from the app; each can be used once. They are shown only now: keep them somewhere safe.
        </Trans>
      </p>
      <ol dir="ltr" className="my-4 grid grid-cols-2 gap-2 font-mono text-lg">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center dark:bg-slate-800">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <CopyButton text={text}>
          <Trans>Copy codes</Trans>
        </CopyButton>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`}
          download="recovery-codes.txt"
          className={buttonStyles.secondary}
        >
          <Trans>Download</Trans>
        </a>
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => flow.send({ type: 'codes.saved' })}
        >
          <Trans>I have saved them</Trans>
        </button>
      </div>
    </>
  );
}

function OnPanel({ flow, heading }: PanelProps) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const disabling = useSelector(flow, (s) => s.matches('disabling'));
  return (
    <>
      <PanelHeading heading={heading}>{translate('twoFactorEnabled')}</PanelHeading>
      <p className="text-slate-600 dark:text-slate-400">
        <Trans>After your password, you are asked for a code from your authenticator app.</Trans>
      </p>
      <RequestError flow={flow} />
      <CodeForm
        flow={flow}
        label={t`Code from your app, or a recovery code`}
        hint={t`Needed to turn two-factor sign-in off.`}
        numeric={false}
      >
        <button type="submit" className={buttonStyles.danger} disabled={disabling}>
          {disabling ? <Trans>Turning off...</Trans> : <Trans>Turn off</Trans>}
        </button>
      </CodeForm>
    </>
  );
}
