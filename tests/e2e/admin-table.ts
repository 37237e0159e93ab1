/** What a person does and sees on the portal's tables: notices, and deleting a row after confirming. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A status alert (success, warning) carrying this exact text, as its title or its message. */
export const notice = (page: Page, text: string) =>
  page.getByRole('status').filter({ has: page.getByText(text, { exact: true }) });

/**
 * Presses the row's "Delete {name}", checks that the confirmation names it, confirms, and waits for
 * the notice and for the row to leave the table.
 */
export async function deleteRow(page: Page, name: string, words: { dialog: string; deleted: string }) {
  const rows = page.getByRole('row').filter({ hasText: name });
  await rows.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, words.deleted)).toBeVisible();
  await expect(rows).toHaveCount(0);
}
