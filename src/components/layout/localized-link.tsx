import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { localeParamOf } from '../../api/language';
import { useLanguage } from '../../root-actors';

/** A link to the home page in the current language. */
export function HomeLink({ className, children }: { className?: string; children: ReactNode }) {
  const language = useLanguage();
  return (
    <Link to="/{-$locale}" params={{ locale: localeParamOf(language) }} className={className}>
      {children}
    </Link>
  );
}
