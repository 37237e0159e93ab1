import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const sqliteFileTests = [
  'backups',
  'backup-links',
  'crash-safety',
  'private-data',
  'shutdown',
  // Its two server processes share one SQLite file (child processes always start on SQLite).
  'upload-processes',
].map((name) => `tests/server/${name}.test.ts`);
/**
 * Tests that time the server's answers under a load of their own making: they run alone, in a
 * gate of their own (the `timing` project), since the rest of the suite running beside them on the
 * same cores would be measured too.
 */
const timingTests = ['tests/server/login-load.test.ts'];

/**
 * How the server test files run: one after another in each worker, sharing the modules they import
 * (importing the server anew for each file was half of the suite's time); each file's own folder
 * and database still go after it.
 */
const serverFiles = { isolate: false, setupFiles: ['tests/server/setup.ts'] };
/**
 * The screens' files share their workers' modules and page the same way (a fresh page for each
 * file took half of their time): each test unmounts what it drew, and tests/ui/setup.ts clears
 * what a page keeps (storage, address) after each one.
 */
const screenFiles = { isolate: false, setupFiles: ['tests/ui/setup.ts'] };
/**
 * Screens run in jsdom, where a package with a browser build of its own (named by its `browser`
 * field, which only the app's build reads) must be read as the browser reads it: the resumable
 * upload client's Node build takes no `File`.
 */
const browserBuilds = {
  alias: {
    'tus-js-client': fileURLToPath(
      new URL('node_modules/tus-js-client/lib.esm/browser/index.js', import.meta.url),
    ),
  },
};

/**
 * Lingui's macros (`t`, `Trans`, `msg`…), compiled away by Babel in the files that import them,
 * before the other plugins read the code: plugin-react 6 no longer runs Babel itself. A plugin of
 * our own rather than `@rolldown/plugin-babel`, whose every release asks for Node 22.
 */
function linguiMacros(): Plugin {
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !/@lingui\/[\w-]+\/macro/.test(code))
        return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: {
          sourceType: 'module',
          plugins: file.endsWith('.ts') ? ['typescript'] : ['typescript', 'jsx'],
        },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    linguiMacros(),
    lingui(),
    tailwindcss(),
  ],
  build: {
    outDir: 'dist/client',
    // The server renders the document and reads the client entry's files from the manifest.
    manifest: true,
    rollupOptions: {
      // index.html names the client entry (src/main.tsx); the manifest lists it under `index.html`.
      input: 'index.html',
      output: {
        // Everything a page runs before it is hydrated (the entry's static imports) in one file
        // beside the tiny entry: the split bundler would otherwise cut it into some thirty small
        // files, each fetched, compiled and linked on its own before anything runs. Pages' own
        // chunks, the admin portal's among them, stay apart and load with their routes.
        codeSplitting: {
          groups: [
            {
              name: 'initial',
              tags: ['$initial'],
              test: (id: string) => !/index\.html|src[\\/]main\.tsx/.test(id),
            },
          ],
        },
      },
      // Every page is rendered by the server: the skeleton itself is not shipped, so `/index.html`
      // stays a path the router answers (404), like any other that is no page.
      plugins: [
        {
          name: 'drop-entry-document',
          generateBundle(_options, bundle) {
            delete bundle['index.html'];
          },
        },
        {
          // A chunk is fetched when its code is about to run, and most of it runs at once
          // (hydrating a page renders nearly all of React and of the page's components). This
          // comment, as a file's very first line, asks Chromium to compile the whole file while it
          // downloads, on another thread, instead of function by function on the main thread as
          // each is first called: less for the page to wait for before it is hydrated. Last of all,
          // since Vite itself puts code at the top of the entry.
          name: 'compile-chunks-on-load',
          generateBundle: {
            order: 'post',
            handler(_options, bundle) {
              for (const file of Object.values(bundle)) {
                if (file.type === 'chunk') file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
              }
            },
          },
        },
      ],
    },
  },
  test: {
    // The timeout only stops a test that hangs: none asserts speed through it (those that measure
    // time state their own bound). Vitest's 5 s was too short for honest bulk work on a busy two-core
    // machine with PostgreSQL beside it: 201 messages, 100 sign-ins, a server's first page render.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'machines',
          environment: 'node',
          include: ['tests/machines/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        // Model-based walks: each machine's paths replayed on its real screen.
        extends: true,
        resolve: browserBuilds,
        test: {
          name: 'walks',
          environment: 'jsdom',
          include: ['tests/machines/**/*.walk.test.tsx'],
          ...screenFiles,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          exclude: timingTests,
          ...serverFiles,
        },
      },
      {
        extends: true,
        test: { name: 'timing', environment: 'node', include: timingTests, ...serverFiles },
      },
      // The same server suite on PostgreSQL, when a server is given (`npm test` starts one when
      // PostgreSQL is installed): every file that touches the database, each server in a database
      // of its own. Left out: files that touch no database (or start a server only to read what the
      // database does not change: the API reference), and those about SQLite's own file (its
      // backups and restore, its write-ahead log at shutdown, a crash mid-write), which no
      // PostgreSQL site has.
      ...(process.env.TEST_POSTGRES_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-pg',
                environment: 'node',
                include: ['tests/server/**/*.test.ts'],
                exclude: [
                  ...sqliteFileTests,
                  ...timingTests,
                  ...[
                    'api-reference',
                    'catalogue-data',
                    'config',
                    'free-space',
                    'page-headers',
                    'passwords',
                    'sample-content',
                    'size-budget',
                    'user-form-rules',
                  ].map((name) => `tests/server/${name}.test.ts`),
                ],
                env: { TEST_DATABASE: 'postgres' },
                // Migrates one database that every server's database copies.
                globalSetup: ['tests/server/postgres-template.ts'],
                ...serverFiles,
              },
            },
          ]
        : []),
      {
        extends: true,
        resolve: browserBuilds,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          ...screenFiles,
        },
      },
    ],
  },
});
