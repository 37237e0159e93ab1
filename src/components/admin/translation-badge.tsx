import { Trans } from '@lingui/react/macro';
import type { TranslationStatus } from '../../api/products';

/**
 * For translators, under a row's English name or title: that its Arabic is still to be written,
 * or to be redone since the English changed. Nothing when the Arabic is current.
 */
export function TranslationBadge({ status }: { status: TranslationStatus }) {
  if (status === 'current') return null;
  return (
    <span
      className={`mt-1 inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${
        status === 'missing'
          ? 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100'
          : 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100'
      }`}
    >
      {status === 'missing' ? <Trans>Arabic missing</Trans> : <Trans>Arabic outdated</Trans>}
    </span>
  );
}
