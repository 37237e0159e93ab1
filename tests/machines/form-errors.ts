/**
 * What a person is told when a form refuses a submit: focus is on the first field with a message,
 * and an alert says how many fields need correcting. The forms' own alerts (a failure from the
 * server) are told apart from that count by their text.
 */
import { expect } from 'vitest';
import type { Step } from './view-walk';

const countText = /fields? needs? correcting$|إلى تصحيح$/;

/** The count as the spec words it, in the page's language (Arabic has its own forms for 1, 2, 3–10 and 11–99). */
function countOf(n: number): string {
  if (document.documentElement.lang !== 'ar')
    return n === 1 ? '1 field needs correcting' : `${n} fields need correcting`;
  const digits = new Intl.NumberFormat('ar').format(n);
  if (n === 1) return 'حقل واحد يحتاج إلى تصحيح';
  if (n === 2) return 'حقلان يحتاجان إلى تصحيح';
  if (n % 100 >= 3 && n % 100 <= 10) return `${digits} حقول تحتاج إلى تصحيح`;
  if (n % 100 >= 11) return `${digits} حقلًا يحتاج إلى تصحيح`;
  return `${digits} حقل يحتاج إلى تصحيح`;
}

const alertsIn = (container: ParentNode) => [...container.querySelectorAll<HTMLElement>('[role="alert"]')];

/** The form's alert that is not the count of fields to correct: a failure, or null. */
export function formAlert(container: ParentNode): HTMLElement | null {
  return alertsIn(container).find((alert) => !countText.test(alert.textContent ?? '')) ?? null;
}

/**
 * Right after a submit that left fields with messages, focus is on the first of them and the
 * count is announced; a submit that left none announces no count.
 */
export function expectErrorFocus(container: ParentNode, step: Step) {
  if (step.event?.type !== 'form.submitted') return;
  const invalid = [...container.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
  const count = alertsIn(container).find((alert) => countText.test(alert.textContent ?? ''));
  if (invalid.length === 0) {
    expect(count).toBeUndefined();
    return;
  }
  expect(document.activeElement).toBe(invalid[0]);
  expect(count).toHaveTextContent(countOf(invalid.length));
}
