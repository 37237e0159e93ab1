/**
 * jsdom hides `[popover]` elements but has no popover API. This gives it the browser's behaviour
 * the walks rely on: a button with `popovertarget` toggles its popover, `showPopover()` and
 * `hidePopover()` open and close it, and an open `auto` popover closes on Escape or a click
 * outside it.
 */
const openMark = 'data-popover-open';

// Partial: what the browser gives every element, which this jsdom lacks.
const element: Partial<HTMLElement> | undefined =
  typeof HTMLElement === 'undefined' ? undefined : HTMLElement.prototype;

if (element && !element.showPopover) {
  const style = document.createElement('style');
  style.textContent = `[popover][${openMark}] { display: block; }`;
  document.head.append(style);

  element.showPopover = function showPopover(this: HTMLElement) {
    this.setAttribute(openMark, '');
  };
  element.hidePopover = function hidePopover(this: HTMLElement) {
    this.removeAttribute(openMark);
  };
  element.togglePopover = function togglePopover(this: HTMLElement, force?: unknown) {
    const open = typeof force === 'boolean' ? force : !this.hasAttribute(openMark);
    if (open) this.showPopover();
    else this.hidePopover();
    return open;
  };

  const openAutoPopovers = () => [...document.querySelectorAll<HTMLElement>(`[popover="auto"][${openMark}]`)];

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const invoker = target?.closest('[popovertarget]');
    const popover = invoker && document.getElementById(invoker.getAttribute('popovertarget') ?? '');
    for (const open of openAutoPopovers()) if (open !== popover && !open.contains(target)) open.hidePopover();
    popover?.togglePopover();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') for (const open of openAutoPopovers()) open.hidePopover();
  });
}
