import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLanguage } from '../../root-actors';
import { localizedPath } from '../../site-routes';

/** A content path (language-neutral, may carry a query) as a URL in the current language. */
export function useLocalizedHref(): (path: string) => string {
  const language = useLanguage();
  return (path) => {
    const [pathname = '/', rest = ''] = path.split(/(?=[?#])/);
    return `${localizedPath(pathname, language)}${rest}`;
  };
}

/** A click that follows a link in the same tab: no modifier key, the main button. */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Language-neutral path from the content modules, e.g. `/products?category=ppr-pipes`. */
  path: string;
}

/**
 * A link to a page of the site in the current language: a real `<a href>` (crawlable, opens in a
 * new tab) that navigates client-side on a plain click.
 */
export function SiteLink({ path, onClick, ...anchor }: SiteLinkProps) {
  const router = useRouter();
  const href = useLocalizedHref()(path);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event) || anchor.target === '_blank') return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return <a href={href} onClick={follow} {...anchor} />;
}
