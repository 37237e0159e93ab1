import { Plural } from '@lingui/react/macro';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

/**
 * A form that refuses a submit says so: focus moves to its first invalid field (whose label and
 * message a screen reader then reads), and the number of fields to correct is announced. It
 * happens for the errors a submit brings, at once or when the server answers, and not for those
 * typing brings: editing a field stops the wait.
 *
 * `errorCount` is how many fields have a message now. Spread `formProps` on the `<form>`, call
 * `submitted()` from its submit handler (`submitToFlow` does), and render `summary` inside it.
 */
export function useErrorFocus(
  errorCount: number,
  /** The form's own ref, when the page keeps one already. */
  formRef?: RefObject<HTMLFormElement | null>,
): {
  formProps: { ref: RefObject<HTMLFormElement | null>; onChange: () => void };
  submitted: () => void;
  summary: ReactNode;
} {
  const ownRef = useRef<HTMLFormElement>(null);
  const form = formRef ?? ownRef;
  /** A submit is waiting to be told whether it was refused. */
  const awaiting = useRef(false);
  const [attempt, setAttempt] = useState(0);
  const [refused, setRefused] = useState<{ attempt: number; count: number } | null>(null);

  useEffect(() => {
    if (errorCount === 0) {
      setRefused(null);
      return;
    }
    if (!awaiting.current || attempt === 0) return;
    awaiting.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    setRefused({ attempt, count: errorCount });
  }, [attempt, errorCount, form]);

  return {
    formProps: {
      ref: form,
      onChange: () => {
        awaiting.current = false;
      },
    },
    submitted: () => {
      awaiting.current = true;
      setAttempt((n) => n + 1);
    },
    // Keyed by the attempt, so a second refusal with the same count is announced again.
    summary: refused && (
      <p key={refused.attempt} role="alert" className="sr-only">
        <Plural value={refused.count} one="# field needs correcting" other="# fields need correcting" />
      </p>
    ),
  };
}
