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
  // Chromium (since 150) takes focus away the moment the attribute is set, before any effect runs:
  // the blur of a button that is now disabled says it lost focus to being disabled.
  useLayoutEffect(() => {
    const element = button.current;
    if (!element) return;
    const blurred = () => {
      if (element.disabled) hadFocus.current = true;
    };
    element.addEventListener('blur', blurred);
    return () => element.removeEventListener('blur', blurred);
  }, []);
  useLayoutEffect(() => {
    const element = button.current;
    if (!element) return;
    if (disabled) {
      // Browsers that leave focus on a disabled button.
      if (document.activeElement === element) hadFocus.current = true;
      return;
    }
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (hadFocus.current && lost) element.focus();
    hadFocus.current = false;
  }, [disabled]);
  return <button ref={button} type="button" disabled={disabled} {...props} />;
}
