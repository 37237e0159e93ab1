import { type EventObject, fromCallback, fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * Defaults for side effects a machine names but does not own. They fail loudly, so an app or a
 * test that forgets to `provide` an implementation cannot silently do nothing.
 */
export function missingAction(name: string) {
  return () => {
    throw new Error(`Action "${name}" not provided`);
  };
}

export function missingPromiseActor<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(() => {
    throw new Error(`Actor "${name}" not provided`);
  });
}

/** `TEvent`: what the actor is sent; `TSent`: what it sends back. */
export function missingCallbackActor<
  TInput = NonReducibleUnknown,
  TEvent extends EventObject = EventObject,
  TSent extends EventObject = EventObject,
>(name: string) {
  return fromCallback<TEvent, TInput, TSent>(() => {
    throw new Error(`Actor "${name}" not provided`);
  });
}
