import { Trans } from '@lingui/react/macro';
import { useHydrated } from '../../root-actors';
import { buttonStyles } from './button-styles';

/** A list that could not load (or came back empty): what happened, and a way to try again. */
export function LoadFailure({
  message,
  tone = 'error',
  onRetry,
}: {
  message: string;
  tone?: 'error' | 'quiet';
  onRetry: () => void;
}) {
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col items-center gap-3 p-8 text-center">
      <p
        className={tone === 'error' ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'}
      >
        {message}
      </p>
      <button type="button" disabled={!hydrated} className={buttonStyles.secondary} onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
