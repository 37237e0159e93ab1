/**
 * Focus for when the element that had it is gone (a closed message, a deleted row) or the page
 * itself changed: the page's main heading takes it, so the next Tab starts from the content and a
 * screen reader reads where the person now is. A heading is not focusable by Tab: `tabindex=-1`
 * lets it take focus from script only.
 */
export function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}
