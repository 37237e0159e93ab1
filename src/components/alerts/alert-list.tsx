import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type FocusEvent, type KeyboardEvent, useRef } from 'react';
import type { AlertHold, AlertType } from '../../../machines/alerts.machine';
import type { PointerFocusEvent } from '../../../machines/pointer-focus';
import { useAlertsActor } from '../../root-actors';
import { holdHandlers } from '../ui/hold-handlers';
import { useTranslateMessage } from '../ui/known-messages';
import { focusPageHeading } from '../ui/page-focus';

const tones: Record<AlertType, string> = {
  info: 'border-sky-600 bg-sky-50 text-sky-900',
  success: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-500 bg-amber-50 text-amber-900',
  error: 'border-red-600 bg-red-50 text-red-900',
};

/** The pointer or focus coming to or leaving an alert, as the alerts' own event. */
function holdEventOf(id: string, { type }: PointerFocusEvent) {
  const [by, way] = type.split('.') as [AlertHold, 'entered' | 'left'];
  return { type: way === 'entered' ? ('alert.held' as const) : ('alert.released' as const), id, by };
}

const leaves = (event: FocusEvent<HTMLElement>) =>
  !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget));

/**
 * The alerts: newest on top at the top end of the screen, below the header so they never cover
 * its controls, each with a close button. Pointer or focus on an alert holds its countdown;
 * Escape closes the alert focus is in, and focus goes on to the next alert, or back where it was
 * before it came to the alerts.
 */
export function AlertList() {
  const { t } = useLingui();
  const actor = useAlertsActor();
  const alerts = useSelector(actor, (s) => s.context.alerts);
  const translate = useTranslateMessage();
  const list = useRef<HTMLElement>(null);
  /** What had focus before it came into the list, to give it back when the alert it is in closes. */
  const cameFrom = useRef<HTMLElement | null>(null);

  const rememberWhereFocusCameFrom = (event: FocusEvent<HTMLElement>) => {
    if (leaves(event) && event.relatedTarget instanceof HTMLElement) cameFrom.current = event.relatedTarget;
  };

  const close = (id: string, item: HTMLElement) => {
    if (item.contains(document.activeElement)) {
      const others = [...(list.current?.querySelectorAll<HTMLElement>('[data-alert] button') ?? [])];
      const next = others.find((button) => !item.contains(button));
      if (next) next.focus();
      else if (cameFrom.current?.isConnected) cameFrom.current.focus();
      else focusPageHeading();
    }
    actor.send({ type: 'alert.dismissed', id });
  };

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    const item = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-alert]') : null;
    if (event.key !== 'Escape' || !item?.dataset.alert) return;
    event.stopPropagation();
    close(item.dataset.alert, item);
  };

  return (
    <section
      ref={list}
      aria-label={t`Notifications`}
      aria-live="polite"
      onFocus={rememberWhereFocusCameFrom}
      onKeyDown={closeOnEscape}
      className="pointer-events-none fixed end-4 top-20 z-50 flex w-[min(24rem,calc(100%-2rem))] flex-col gap-2 md:top-24"
    >
      {alerts.map((alert) => (
        <div
          key={alert.id}
          data-alert={alert.id}
          role={alert.type === 'error' ? 'alert' : 'status'}
          {...holdHandlers({ send: (event) => actor.send(holdEventOf(alert.id, event)) })}
          className={`pointer-events-auto flex items-start gap-3 rounded-lg border-s-4 p-4 shadow-lg ${tones[alert.type]}`}
        >
          <div className="flex-1">
            <p className="font-bold">{translate(alert.title)}</p>
            <p className="text-sm">{translate(alert.message)}</p>
          </div>
          <button
            type="button"
            onClick={(event) => close(alert.id, event.currentTarget.parentElement as HTMLElement)}
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
