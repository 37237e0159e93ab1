import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { type Language, languages } from '../../api/language';
import type { RoutePreloads } from '../../api/page-assets';
import type { PageRenderer, RenderFunction } from './renderer';

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    css: z.array(z.string()).optional(),
    imports: z.array(z.string()).optional(),
  }),
);
export type BuildManifest = z.infer<typeof manifestSchema>;

/** The client build's manifest, checked: which file each module became and what it imports. */
export function readBuildManifest(manifestFile: string): BuildManifest {
  return manifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
}

/**
 * The client entry as Vite's build manifest names it: the entry document (vite.config.ts
 * `build.rollupOptions.input`), whose module script is src/main.tsx.
 */
export const clientEntry = 'index.html';

/**
 * The built renderer: the client build's manifest gives the files index.html loads once built
 * (its hashed entry script, the chunks it imports and their stylesheets), the server build gives
 * the render function. Null when the app has not been built.
 */
export async function loadBuiltRenderer(clientDir: string, serverDir: string): Promise<PageRenderer | null> {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const serverEntry = path.join(serverDir, 'entry-server.js');
  if (!existsSync(manifestFile) || !existsSync(serverEntry)) return null;
  const manifest = readBuildManifest(manifestFile);
  const entry = manifest[clientEntry];
  if (!entry) throw new Error(`${manifestFile} has no entry for ${clientEntry}`);
  const module = (await import(pathToFileURL(serverEntry).href)) as { render: RenderFunction };
  const entryChunks = chunksOf(manifest, clientEntry);
  const entryFiles = new Set(entryChunks.map((chunk) => `/${chunk.file}`));
  return {
    render: module.render,
    assets: {
      scripts: [`/${entry.file}`],
      // The styles travel with the chunk whose modules import them, not always the entry itself.
      stylesheets: [...new Set(entryChunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
      preloads: [...entryFiles],
      catalogs: catalogsOf(manifest, 'messages'),
      portalCatalogs: catalogsOf(manifest, 'portal'),
    },
    routePreloads: routePreloadsOf(manifest, entryFiles),
  };
}

/**
 * Each language's messages as built: the site's (src/i18n.ts imports
 * `src/locales/<language>/messages.po`) or the portal's (`portal.po`).
 */
function catalogsOf(manifest: BuildManifest, part: 'messages' | 'portal'): Partial<Record<Language, string>> {
  const catalogs: Partial<Record<Language, string>> = {};
  for (const language of languages) {
    const chunk = manifest[`src/locales/${language}/${part}.po`];
    if (chunk) catalogs[language] = `/${chunk.file}`;
  }
  return catalogs;
}

/** A chunk and every chunk it imports, directly or not. */
export function chunksOf(
  manifest: BuildManifest,
  key: string,
  seen = new Set<string>(),
): BuildManifest[string][] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk, ...(chunk.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen))];
}

/**
 * The router's plugin splits each route's component into a chunk of its own, which the browser
 * would only ask for once the entry has run and found the page's routes; the page names them in
 * its head instead, with what they import beyond the entry, so they arrive while the entry does.
 */
export function routePreloadsOf(manifest: BuildManifest, entryFiles: Set<string>): RoutePreloads {
  const preloads: Record<string, string[]> = {};
  for (const key of Object.keys(manifest)) {
    const file = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/.exec(key)?.[1];
    if (file === undefined) continue;
    preloads[routeIdOfFile(file)] = chunksOf(manifest, key)
      .map((chunk) => `/${chunk.file}`)
      .filter((path) => !entryFiles.has(path));
  }
  return preloads;
}

/**
 * The route id the router's file routes give a file under src/routes (without its extension):
 * `route` names its folder's route, `index` the folder's index (a trailing slash).
 */
export function routeIdOfFile(name: string): string {
  // A dot in a file's name nests it as a folder would (`admin_.two-factor`: `admin_/two-factor`).
  const file = name.replaceAll('.', '/');
  if (file === 'index') return '/';
  if (file.endsWith('/index')) return `/${file.slice(0, -'index'.length)}`;
  if (file.endsWith('/route')) return `/${file.slice(0, -'/route'.length)}`;
  return `/${file}`;
}
