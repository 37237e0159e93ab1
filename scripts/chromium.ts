/** Finds a Chromium for the browser tests: $CHROMIUM_PATH, Debian's, or one Playwright installed. */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright has no browser of its own here
  }
  return candidates.find((path): path is string => !!path && existsSync(path)) ?? null;
}

/** Flags that keep a headless Chromium from reaching for the internet or needing a sandbox as root. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
