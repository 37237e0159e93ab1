/**
 * What the product create and edit walks share: finding the form's lasting elements once, filling
 * fields and choosing files as a person does, and reading the tabs and the alerts.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { ChosenFile } from '../../src/api/upload-failure';

const found = new Map<string, HTMLElement>();

/**
 * An element of the page found once while it stays on the page: the checks read the same fields
 * at every step, and finding them anew each time would make a walk many times slower.
 */
export function lasting(key: string, find: () => HTMLElement): HTMLElement {
  const known = found.get(key);
  if (known?.isConnected) return known;
  const element = find();
  found.set(key, element);
  return element;
}

/** A text field or text area by its label. */
export const field = (label: string) =>
  lasting(label, () => screen.getByLabelText(label, { selector: 'input, textarea' }));

export const englishTab = () =>
  lasting('englishTab', () => screen.getByRole('tab', { name: /^English/, hidden: true }));
export const arabicTab = () =>
  lasting('arabicTab', () => screen.getByRole('tab', { name: /^Arabic/, hidden: true }));
export const returnButton = () =>
  lasting('return', () => screen.getByRole('button', { name: 'Return to English Tab', hidden: true }));
export const cancel = () =>
  lasting('cancel', () => screen.getByText('Cancel').closest('a') as HTMLAnchorElement);
const alerts = () => lasting('alerts', () => screen.getByLabelText('Notifications'));

/** The panel a tab controls. */
export function panel(name: 'English' | 'Arabic'): HTMLElement {
  const tab = name === 'English' ? englishTab() : arabicTab();
  return document.getElementById(tab.getAttribute('aria-controls') ?? '') as HTMLElement;
}

/**
 * A person whose file dialog lets any file through ("All files"), whatever the input accepts, and
 * who pastes text in (a walk fills many fields; typing each key would redraw the form each time).
 */
const person = () =>
  userEvent.setup({ delay: null, applyAccept: false, advanceTimers: vi.advanceTimersByTime });

/** Replaces a field's text. */
export async function fill(input: HTMLElement, value: string) {
  const hands = person();
  await hands.clear(input);
  if (value === '') return;
  await hands.click(input);
  await hands.paste(value);
}

/** Chooses a file of the given name, type and size in a file input. */
export async function choose(input: HTMLElement, chosen: ChosenFile) {
  await person().upload(input, fileOfSize(chosen));
}

/**
 * A file the size the walk says without holding its bytes (a video of 40 MB): it and its slices,
 * which an upload sends piece by piece, say the sizes a real file would.
 */
function fileOfSize({ name, type, size }: ChosenFile): File {
  const sized = <T extends Blob>(blob: T, bytes: number): T => {
    Object.defineProperty(blob, 'size', { value: bytes });
    Object.defineProperty(blob, 'slice', {
      value: (start = 0, end = bytes) =>
        sized(new Blob(['bytes'], { type }), Math.max(Math.min(end, bytes) - Math.max(start, 0), 0)),
    });
    return blob;
  };
  return sized(new File(['image bytes'], name, { type }), size);
}

/** An alert's title and message, as 'Title: message'. */
const alertText = (alert: HTMLElement) =>
  [...alert.querySelectorAll('p')].map((line) => line.textContent).join(': ');

/** The success and warning alerts shown, newest first. */
export const statuses = () => within(alerts()).queryAllByRole('status').map(alertText);

/** The error alerts shown, newest first. */
export const errors = () => within(alerts()).queryAllByRole('alert').map(alertText);

export function expectDescription(element: HTMLElement, message: string | null) {
  if (message) expect(element).toHaveAccessibleDescription(message);
  else expect(element).not.toHaveAccessibleDescription();
}

/** A tab's name, with the note a tab holding errors carries. */
export const tabName = (name: string, hasErrors: boolean) =>
  hasErrors ? new RegExp(`^${name}\\s*\\(has errors\\)$`) : name;

/** Which tab is shown: its panel, and the Arabic one right to left with its way back. */
export const tabChecks = {
  english: () => {
    expect(englishTab()).toHaveAttribute('aria-selected', 'true');
    expect(arabicTab()).toHaveAttribute('aria-selected', 'false');
    expect(panel('English')).toBeVisible();
    expect(panel('Arabic')).not.toBeVisible();
    expect(returnButton()).not.toBeVisible();
  },
  arabic: () => {
    expect(arabicTab()).toHaveAttribute('aria-selected', 'true');
    expect(englishTab()).toHaveAttribute('aria-selected', 'false');
    expect(panel('Arabic')).toBeVisible();
    expect(panel('Arabic')).toHaveAttribute('dir', 'rtl');
    expect(panel('English')).not.toBeVisible();
    expect(returnButton()).toBeVisible();
  },
};
