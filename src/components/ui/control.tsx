import type { ReactNode } from 'react';
import { useId } from 'react';
import type { Message } from '../../api/messages';
import { useTranslateMessage } from './known-messages';

export const controlStyles =
  'block w-full rounded-lg border border-slate-500 bg-white px-3 text-slate-900 focus:border-brand-600 aria-invalid:border-red-600 dark:border-slate-400 dark:bg-slate-800 dark:text-slate-100';
export const labelStyles = 'mb-1 block text-sm font-semibold text-slate-700 dark:text-slate-200';

/**
 * A field's label, with a red star beside it when the field must be filled in. The star sits
 * outside the label, so the field's name stays the label's words; `required` on the control tells
 * assistive technology.
 */
export function FieldLabel({
  htmlFor,
  lang,
  required,
  children,
}: {
  htmlFor: string;
  lang?: string | undefined;
  required?: boolean | undefined;
  children: ReactNode;
}) {
  if (!required)
    return (
      <label htmlFor={htmlFor} lang={lang} className={labelStyles}>
        {children}
      </label>
    );
  return (
    <div className="mb-1 flex items-baseline gap-1">
      <label
        htmlFor={htmlFor}
        lang={lang}
        className="block text-sm font-semibold text-slate-700 dark:text-slate-200"
      >
        {children}
      </label>
      <span aria-hidden="true" className="text-sm font-bold text-red-700 dark:text-red-400">
        *
      </span>
    </div>
  );
}

interface ControlProps {
  label: string;
  /** A message from the flow; shown in the page's language. */
  error?: Message | undefined;
  hint?: string | undefined;
  /** The language of the label and hint (the page's), when the field itself is in another one. */
  labelLang?: string | undefined;
  /** The field must be filled in: marked beside its label. */
  required?: boolean | undefined;
  children: (control: {
    id: string;
    describedBy: string | undefined;
    invalid: true | undefined;
  }) => ReactNode;
}

/** A label, one control, its hint and its error, tied together for assistive technology. */
export function Control({ label, error, hint, labelLang, required, children }: ControlProps) {
  const id = useId();
  const translate = useTranslateMessage();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <FieldLabel htmlFor={id} lang={labelLang} required={required}>
        {label}
      </FieldLabel>
      {children({ id, describedBy, invalid: error ? true : undefined })}
      {hint && (
        <p id={`${id}-hint`} lang={labelLang} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} lang={labelLang} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {translate(error)}
        </p>
      )}
    </div>
  );
}
