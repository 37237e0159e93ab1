import { defineConfig } from '@lingui/cli';

/**
 * The sign-in page, the admin portal and the SEO verification tool (pages for the site's staff):
 * their messages are a catalogue of their own (src/i18n.ts).
 */
const portal = [
  '<rootDir>/src/components/admin',
  '<rootDir>/src/components/seo',
  '<rootDir>/src/routes/_portal',
  '<rootDir>/src/routes/login.tsx',
  '<rootDir>/src/routes/admin-forbidden.tsx',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '<rootDir>/src/server/**',
        '<rootDir>/src/routeTree.gen.ts',
        // Directories as globs: an exclusion matches files, not the folders that hold them.
        ...portal.map((path) => (path.endsWith('.tsx') ? path : `${path}/**`)),
      ],
    },
    { path: '<rootDir>/src/locales/{locale}/portal', include: portal },
  ],
  format: 'po',
  orderBy: 'messageId',
});
