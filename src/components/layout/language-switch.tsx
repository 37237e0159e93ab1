import { useLingui } from '@lingui/react/macro';
import { useLanguage, useLanguageActor } from '../../root-actors';

/** English / العربية: each option is labelled in its own language. */
export function LanguageSwitch() {
  const { t } = useLingui();
  const language = useLanguage();
  const actor = useLanguageActor();
  const options = [
    { code: 'en', label: 'English' },
    { code: 'ar', label: 'العربية' },
  ] as const;
  return (
    <fieldset className="flex items-center gap-1 rounded-full bg-white/10 p-1">
      <legend className="sr-only">{t`Language`}</legend>
      {options.map((option) => (
        <button
          key={option.code}
          type="button"
          lang={option.code}
          aria-pressed={language === option.code}
          onClick={() => actor.send({ type: 'language.selected', language: option.code })}
          className="min-h-11 min-w-11 rounded-full px-3 text-sm font-semibold transition-colors aria-pressed:bg-white aria-pressed:text-brand-700 text-white hover:bg-white/20 aria-pressed:hover:bg-white"
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
