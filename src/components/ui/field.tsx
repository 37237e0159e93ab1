import { type ComponentProps, useId } from 'react';
import { FieldLabel } from './control';

interface FieldProps extends Omit<ComponentProps<'input'>, 'onChange'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** The id of a message shown elsewhere (above the form) that refused this field's value. */
  refusedBy?: string | undefined;
  onValueChange: (value: string) => void;
}

/** A labelled input with its hint and error announced to assistive technology. */
export function Field({ label, error, hint, refusedBy, onValueChange, className, ...input }: FieldProps) {
  const id = useId();
  const describedBy =
    [refusedBy, hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={input.required}>
        {label}
      </FieldLabel>
      <input
        id={id}
        aria-invalid={error || refusedBy ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onValueChange(e.target.value)}
        className="block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-slate-900 focus:border-brand-600 disabled:cursor-progress disabled:bg-slate-100 aria-invalid:border-red-600 dark:border-slate-400 dark:bg-slate-800 dark:text-slate-100"
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
