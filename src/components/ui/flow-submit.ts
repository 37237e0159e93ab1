import type { FormEvent } from 'react';

/**
 * The submit handler of a form its flow checks: the browser's own post is held back (the flow sends
 * what it needs, or says what is wrong), the flow hears `form.submitted`, and the error focus
 * (`useErrorFocus`) waits to hear whether the submit was refused.
 */
export function submitToFlow(
  send: (event: { type: 'form.submitted' }) => void,
  errors: { submitted: () => void },
) {
  return (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'form.submitted' });
    errors.submitted();
  };
}
