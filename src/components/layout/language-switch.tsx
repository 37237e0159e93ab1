import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import type { Language } from '../../api/language';
import { useHydrated, useLanguage, useLanguageActor } from '../../root-actors';
import { languageChoiceHref } from '../../site-routes';

/**
 * English / العربية: each option is labelled in its own language. They are real links to the
 * page in that language, so a tap before the scripts have taken over (or without them) still
 * switches: the server remembers the choice and answers the page in it. Once the scripts run, the
 * language flow handles the tap in place.
 */
export function LanguageSwitch() {
  const { t } = useLingui();
  const language = useLanguage();
  const actor = useLanguageActor();
  const hydrated = useHydrated();
  const location = useRouterState({ select: (s) => s.location });
  const options = [
    { code: 'en', label: 'English' },
    { code: 'ar', label: 'العربية' },
  ] as const satisfies readonly { code: Language; label: string }[];
  return (
    <fieldset className="flex items-center gap-1 rounded-full bg-white/10 p-1">
      <legend className="sr-only">{t`Language`}</legend>
      {options.map((option) => (
        <a
          key={option.code}
          href={languageChoiceHref(location.pathname, location.searchStr, option.code)}
          hrefLang={option.code}
          lang={option.code}
          aria-current={language === option.code ? 'true' : undefined}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            actor.send({ type: 'language.selected', language: option.code });
          }}
          className="flex min-h-11 min-w-11 items-center justify-center rounded-full px-2 text-sm font-semibold text-white transition-colors hover:bg-white/20 lg:px-3 aria-[current=true]:bg-white aria-[current=true]:text-brand-700 aria-[current=true]:hover:bg-white"
        >
          {option.label}
        </a>
      ))}
    </fieldset>
  );
}
