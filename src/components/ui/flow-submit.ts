import { type FormEvent, useCallback, useEffect } from 'react';

/**
 * The submit handler of a form its flow checks: the browser's own post is held back (the flow sends
 * what it needs, or says what is wrong), the flow hears `form.submitted`, and the error focus
 * (`useErrorFocus`) waits to hear whether the submit was refused. A form whose visitor may type
 * before the scripts run first tells the flow what is on screen (`useTypedBeforeScripts`).
 */
export function submitToFlow(
  send: (event: { type: 'form.submitted' }) => void,
  errors: { submitted: () => void },
  learnTyped?: () => void,
) {
  return (event: FormEvent) => {
    event.preventDefault();
    learnTyped?.();
    send({ type: 'form.submitted' });
    errors.submitted();
  };
}

/**
 * What the visitor typed before the page's scripts took over is on screen, not in the flow:
 * `learn` tells the flow what differs, once the scripts run and again when the form is submitted,
 * which may come first. A press on a form React has not taken over yet makes it take the form over
 * there and then and handle the press at once, before the effects that would have told the flow.
 * Answers `learn`, for `submitToFlow`.
 */
export function useTypedBeforeScripts(learn: () => void, deps: readonly unknown[]): () => void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what `learn` reads
  const learnTyped = useCallback(learn, deps);
  useEffect(learnTyped, [learnTyped]);
  return learnTyped;
}
