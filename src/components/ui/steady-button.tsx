import { type ComponentProps, useLayoutEffect, useRef } from 'react';

/**
 * A button disabled while its work runs (Save Settings, Refresh) that keeps focus through it: a
 * disabled button loses focus to the page, so once enabled again it takes focus back, unless the
 * person has meanwhile put it somewhere else.
 */
export function SteadyButton({ disabled, ...props }: Omit<ComponentProps<'button'>, 'ref'>) {
  const button = useRef<HTMLButtonElement>(null);
  /** It had focus when it was disabled. */
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    const element = button.current;
    if (!element) return;
    if (disabled) {
      hadFocus.current = document.activeElement === element;
      return;
    }
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (hadFocus.current && lost) element.focus();
    hadFocus.current = false;
  }, [disabled]);
  return <button ref={button} type="button" disabled={disabled} {...props} />;
}
