/**
 * Before the browser tests: use the Chromium found, or install Debian's when we can (root on
 * Debian), with its headless shell, which the tests run in when it is there.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium';

if (!findChromium()) {
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (!isRoot || !isDebian) {
    console.error(
      'No Chromium found for the browser tests: install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH to its executable.',
    );
    process.exit(1);
  }
  console.log('No Chromium found: installing Debian’s chromium and chromium-headless-shell packages…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!findChromium()) {
    console.error(
      'Installing chromium did not provide /usr/bin/chromium; set CHROMIUM_PATH to a Chromium executable.',
    );
    process.exit(1);
  }
}
