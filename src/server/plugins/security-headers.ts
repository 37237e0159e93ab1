import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers Helmet sets for `options`, read once from a response that only records them. None of
 * the site's policies depends on the request, so every answer carries the same ones; Helmet's
 * Fastify plugin instead builds its middleware again, content security policy parsing included,
 * for every request, which cost a small API answer about a tenth of its time.
 */
export function helmetHeaders(options: HelmetOptions): [name: string, value: string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string) {
      headers.set(name, value);
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  helmet(options)({} as never, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * The browser features no page of the site uses, denied to it and to any frame it holds (the map),
 * and the few it does use, kept to the site itself: the hero video starts itself (autoplay), the
 * news videos' controls go full screen and picture-in-picture, and the "Copy" buttons write to the
 * clipboard. Chromium reports a feature name it does not know as an error in the page's console,
 * so only names it knows are listed (not Web Bluetooth's, Web Share's or the light sensor's; none of
 * them is used either).
 */
const permissionsPolicy = [
  ...['autoplay', 'clipboard-write', 'fullscreen', 'picture-in-picture'].map(
    (feature) => `${feature}=(self)`,
  ),
  ...[
    'accelerometer',
    'browsing-topics',
    'camera',
    'clipboard-read',
    'display-capture',
    'encrypted-media',
    'gamepad',
    'geolocation',
    'gyroscope',
    'hid',
    'identity-credentials-get',
    'idle-detection',
    'interest-cohort',
    'local-fonts',
    'magnetometer',
    'microphone',
    'midi',
    'otp-credentials',
    'payment',
    'publickey-credentials-create',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'window-management',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

/**
 * Helmet's headers and the permissions policy on every answer, pages, API and files alike, set
 * before any route runs.
 */
export const securityHeadersPlugin = fp<HelmetOptions>(
  async (app, options) => {
    const headers: [string, string][] = [
      ...helmetHeaders(options),
      ['Permissions-Policy', permissionsPolicy],
    ];
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
