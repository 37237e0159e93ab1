import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { AlertType } from '../../../machines/alerts.machine';
import { useAlertsActor } from '../../root-actors';
import { useTranslateMessage } from '../ui/known-messages';

const tones: Record<AlertType, string> = {
  info: 'border-sky-600 bg-sky-50 text-sky-900',
  success: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-500 bg-amber-50 text-amber-900',
  error: 'border-red-600 bg-red-50 text-red-900',
};

/** The alerts: newest on top at the top end of the screen, each with a close button. */
export function AlertList() {
  const { t } = useLingui();
  const actor = useAlertsActor();
  const alerts = useSelector(actor, (s) => s.context.alerts);
  const translate = useTranslateMessage();
  return (
    <section
      aria-label={t`Notifications`}
      aria-live="polite"
      className="pointer-events-none fixed end-4 top-4 z-50 flex w-[min(24rem,calc(100%-2rem))] flex-col gap-2"
    >
      {alerts.map((alert) => (
        <div
          key={alert.id}
          role={alert.type === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex items-start gap-3 rounded-lg border-s-4 p-4 shadow-lg ${tones[alert.type]}`}
        >
          <div className="flex-1">
            <p className="font-bold">{translate(alert.title)}</p>
            <p className="text-sm">{translate(alert.message)}</p>
          </div>
          <button
            type="button"
            onClick={() => actor.send({ type: 'alert.dismissed', id: alert.id })}
            className="-m-2 inline-flex size-11 items-center justify-center rounded-full text-xl leading-none hover:bg-black/5"
            aria-label={t`Close notification`}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
