import type { FocusEvent } from 'react';
import type { PointerFocusEvent } from '../../../machines/pointer-focus';

/**
 * The DOM side of "held while the pointer is over it or keyboard focus is inside it" (the partner
 * marquee, the carousels, an alert): the element's pointer and focus events as the flow's events.
 * Focus moving between two elements inside it is not leaving it.
 */
export function holdHandlers(actor: { send: (event: PointerFocusEvent) => void }) {
  return {
    onPointerEnter: () => actor.send({ type: 'pointer.entered' }),
    onPointerLeave: () => actor.send({ type: 'pointer.left' }),
    onFocus: () => actor.send({ type: 'focus.entered' }),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null))
        actor.send({ type: 'focus.left' });
    },
  };
}
