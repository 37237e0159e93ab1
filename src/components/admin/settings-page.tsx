import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import type { SettingName } from '../../api/settings';
import { buttonStyles } from '../ui/button-styles';
import { useTranslateMessage } from '../ui/known-messages';
import { LoadFailure } from '../ui/load-failure';
import { SteadyButton } from '../ui/steady-button';
import { useSettingsActor } from './settings-provider';

/** /admin/settings: automatic backups and two-factor sign-in for the whole site, and this device's preferences. */
export function SettingsPage() {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const actor = useSettingsActor();
  // The server's settings are read when this page is open and this device's have been read.
  const idle = useSelector(actor, (s) => s.matches('idle'));
  useEffect(() => {
    if (idle) actor.send({ type: 'settings.opened' });
  }, [idle, actor]);
  const unavailable = useSelector(actor, (s) => s.matches('unavailable'));
  const settings = useSelector(actor, (s) => s.context.settings);
  const saving = useSelector(actor, (s) => s.matches('saving'));
  // Until the settings are read, and while they are saved, the switches and Save wait.
  const canToggle = useSelector(actor, (s) => s.can({ type: 'setting.toggled', name: 'darkMode' }));
  const canSave = useSelector(actor, (s) => s.can({ type: 'settings.saved' }));
  const switches: Array<{ name: SettingName; label: string; text: string }> = [
    {
      name: 'emailNotifications',
      label: t`Email notifications`,
      text: t`Receive an e-mail about important activity`,
    },
    { name: 'darkMode', label: t`Dark mode`, text: t`Use a dark theme in the admin portal` },
    { name: 'autoBackup', label: t`Automatic backups`, text: t`Back up the database automatically` },
    {
      name: 'requireTwoFactor',
      label: t`Require two-factor sign-in for administrators`,
      text: t`Administrators set it up before they can use the admin portal`,
    },
    {
      name: 'securityAlerts',
      label: t`Security alerts`,
      text: t`Be told about sign-ins and account changes`,
    },
  ];
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-2 text-3xl font-bold">
        <Trans>System Settings</Trans>
      </h1>
      <p className="mb-6 text-slate-600 dark:text-slate-400">
        <Trans>
          Automatic backups and two-factor sign-in apply to the whole site; the other preferences are kept in
          this browser.
        </Trans>
      </p>
      {unavailable ? (
        <LoadFailure
          message={translate('settingsLoadFailed')}
          onRetry={() => actor.send({ type: 'retry.requested' })}
        />
      ) : (
        <>
          <ul className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm dark:divide-slate-800 dark:bg-slate-900">
            {switches.map((item) => (
              <SettingSwitch
                key={item.name}
                label={item.label}
                text={item.text}
                checked={settings[item.name]}
                disabled={!canToggle}
                onToggle={() => actor.send({ type: 'setting.toggled', name: item.name })}
              />
            ))}
          </ul>
          <div className="mt-6 flex justify-end">
            <SteadyButton
              className={buttonStyles.primary}
              disabled={!canSave}
              onClick={() => actor.send({ type: 'settings.saved' })}
            >
              {saving ? <Trans>Saving...</Trans> : <Trans>Save Settings</Trans>}
            </SteadyButton>
          </div>
        </>
      )}
    </div>
  );
}

function SettingSwitch(props: {
  label: string;
  text: string;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 p-4">
      <div>
        <p id={`${id}-label`} className="font-semibold">
          {props.label}
        </p>
        <p id={`${id}-text`} className="text-sm text-slate-600 dark:text-slate-400">
          {props.text}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={props.checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-text`}
        disabled={props.disabled}
        onClick={props.onToggle}
        className="group inline-flex h-11 w-16 shrink-0 items-center disabled:cursor-not-allowed disabled:opacity-60"
      >
        <span className="flex h-7 w-14 items-center rounded-full bg-slate-500 p-1 transition-colors group-aria-checked:bg-brand-600">
          <span className="size-5 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-7 rtl:group-aria-checked:-translate-x-7 motion-reduce:transition-none" />
        </span>
      </button>
    </li>
  );
}
