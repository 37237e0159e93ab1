/**
 * Run by `npm run build` after Vite: compiles the server and the command-line tools production
 * runs to plain JavaScript in dist/node/, so they start with `node` and no TypeScript compiler.
 * Each is bundled with the source it imports; the packages in node_modules stay outside, loaded as
 * they are. Code the entries share, and what is imported only on demand (the development renderer,
 * the sample content), becomes chunks of its own. Source maps let stack traces (with
 * `--enable-source-maps`) name the TypeScript files and lines.
 */
import { rmSync } from 'node:fs';
import { build, type Plugin } from 'esbuild';

const outdir = 'dist/node';

/**
 * Packages compiled into the bundle: plain ES modules, each hundreds of small files that Node would
 * otherwise find, read and link one by one at every start. Every other package, native ones and
 * those written as CommonJS included, is loaded from node_modules as it is.
 */
const bundledPackages = new Set(['kysely', 'zod', 'fastify-type-provider-zod']);

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const otherPackagesExternal: Plugin = {
  name: 'other-packages-external',
  setup(build) {
    // A bare specifier names a package (or a Node built-in).
    build.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      bundledPackages.has(packageOf(path)) ? undefined : { path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'db-migrate': 'src/server/db/migrate-cli.ts',
    'db-seed': 'src/server/db/seed-cli.ts',
    backup: 'scripts/backup.ts',
    restore: 'scripts/restore.ts',
  },
  outdir,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  plugins: [otherPackagesExternal],
  sourcemap: true,
  // The maps point at the files in src/; their text is not copied into the maps.
  sourcesContent: false,
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(`compiled the server to ${outdir}: ${Math.round(bytes / 1024)} kB of JavaScript`);
