import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRef, AnyMachineSnapshot } from 'xstate';
import { LoadFailure } from '../ui/load-failure';
import { Spinner } from '../ui/spinner';

/** A running preview flow of any kind of item: they share their states and events. */
type PreviewActor = ActorRef<AnyMachineSnapshot, { type: 'retry.requested' }>;

/**
 * A preview's page: a note saying what it shows, then the spinner, the failure with Try again, the
 * not-found text, or the item as its public page shows it. The portal's pages are never indexed.
 */
export function PreviewFrame({
  preview,
  note,
  failed,
  missing,
  children,
}: {
  preview: PreviewActor;
  note: ReactNode;
  failed: string;
  missing: string;
  children: ReactNode;
}) {
  const shown = useSelector(preview, (s) =>
    s.hasTag('busy') ? 'loading' : s.hasTag('error') ? 'failed' : (s.value as 'shown' | 'missing'),
  );
  return (
    <div className="-m-4 md:-m-8">
      <p
        role="note"
        className="bg-amber-100 px-4 py-3 text-center font-semibold text-amber-950 dark:bg-amber-900/60 dark:text-amber-50"
      >
        {note}
      </p>
      {shown === 'loading' && <Spinner />}
      {shown === 'failed' && (
        <LoadFailure message={failed} onRetry={() => preview.send({ type: 'retry.requested' })} />
      )}
      {shown === 'missing' && <p className="p-8 text-center text-lg">{missing}</p>}
      {shown === 'shown' && children}
    </div>
  );
}
