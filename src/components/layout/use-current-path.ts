import { useRouterState } from '@tanstack/react-router';
import { splitLanguagePrefix } from '../../site-routes';

/** The current page's path without its language prefix, for matching against content paths. */
export function useCurrentPath(): string {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return splitLanguagePrefix(pathname).path;
}

/** The current page's path without its language prefix, and its query string. */
export function useCurrentPage(): { path: string; search: string } {
  const location = useRouterState({ select: (s) => s.location });
  return { path: splitLanguagePrefix(location.pathname).path, search: location.searchStr };
}
