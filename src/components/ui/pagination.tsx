import { Trans, useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../root-actors';
import { SiteLink } from '../layout/site-link';
import { formatNumber } from './format';
import { ChevronBack, ChevronForward } from './icons';

/**
 * The page numbers a pagination row shows: the first and last, and the two either side of the
 * current one; `null` marks a gap. Seven places at most, however many pages there are.
 */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - (shown[i - 1] ?? n) > 1 ? [null, n] : [n]));
}

const placeStyle =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold';
const linkStyle = `${placeStyle} bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50`;

/**
 * Links to the other pages of a paged list (none when it has one page): previous and next, and the
 * numbers around the current page, which is marked as the current one. Links, so they work before
 * the page's scripts and without them.
 */
export function Pagination({
  page,
  pages,
  pathOf,
}: {
  page: number;
  pages: number;
  /** The language-neutral address of a page of the list. */
  pathOf: (page: number) => string;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t`Pages`} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <SiteLink path={pathOf(page - 1)} rel="prev" className={linkStyle}>
          <ChevronBack className="size-4" />
          <Trans>Previous</Trans>
        </SiteLink>
      )}
      {pageNumbers(page, pages).map((n, i) =>
        n === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no other identity than its place
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : (
          <SiteLink
            key={n}
            path={pathOf(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t`Page ${formatNumber(language, n)}`}
            className={n === page ? `${placeStyle} bg-brand-700 text-white` : linkStyle}
          >
            {formatNumber(language, n)}
          </SiteLink>
        ),
      )}
      {page < pages && (
        <SiteLink path={pathOf(page + 1)} rel="next" className={linkStyle}>
          <Trans>Next</Trans>
          <ChevronForward className="size-4" />
        </SiteLink>
      )}
    </nav>
  );
}
