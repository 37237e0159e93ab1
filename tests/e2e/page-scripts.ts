import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits until the page's scripts visibly run: the header's menu button (the products dropdown's
 * toggle on wide screens, the menu's on phones; the first such button is the header's own, before
 * the phone menu's sub-menus), greyed out and disabled until they do, is enabled. Before then a
 * link or a form works as a plain page load, so a test of what the scripts add (a change in place,
 * a busy button, where focus goes) takes its gesture after this.
 */
export async function pageScriptsRunning(page: Page) {
  await expect(
    page.getByRole('button', { name: /^(Products menu|قائمة المنتجات|Open menu|فتح القائمة)$/ }).first(),
  ).toBeEnabled();
}
