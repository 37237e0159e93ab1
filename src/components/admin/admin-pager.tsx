import { Trans } from '@lingui/react/macro';
import { useLanguage } from '../../root-actors';
import { buttonStyles } from '../ui/button-styles';
import { formatNumber } from '../ui/format';

/**
 * The pages' buttons say they are unavailable without being disabled: a disabled button loses the
 * keyboard's focus, and these are pressed again and again. The flow ignores them meanwhile.
 */
export const waitingButton = `${buttonStyles.secondary} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`;

interface AdminPagerProps {
  /** What the pages are of, for screen readers' list of landmarks. */
  label: string;
  page: number;
  pages: number;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous and next, and where the person is among an admin table's pages. */
export function AdminPager({ label, page, pages, busy, onPrevious, onNext }: AdminPagerProps) {
  const language = useLanguage();
  const current = formatNumber(language, page);
  const last = formatNumber(language, pages);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <button type="button" className={waitingButton} aria-disabled={busy || page <= 1} onClick={onPrevious}>
        <Trans>Previous page</Trans>
      </button>
      <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
        <Trans>
          Page {current} of {last}
        </Trans>
      </p>
      <button type="button" className={waitingButton} aria-disabled={busy || page >= pages} onClick={onNext}>
        <Trans>Next page</Trans>
      </button>
    </nav>
  );
}
