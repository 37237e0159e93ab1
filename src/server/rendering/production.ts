import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import type { PageRenderer, RenderFunction } from './renderer';

const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), css: z.array(z.string()).optional() }),
);

/**
 * The client entry as Vite's build manifest names it: the entry document (vite.config.ts
 * `build.rollupOptions.input`), whose module script is src/main.tsx.
 */
const clientEntry = 'index.html';

/**
 * The built renderer: the client build's manifest gives the files index.html loads once built
 * (its hashed entry script and stylesheets), the server build gives the render function. Null when
 * the app has not been built.
 */
export async function loadBuiltRenderer(clientDir: string, serverDir: string): Promise<PageRenderer | null> {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const serverEntry = path.join(serverDir, 'entry-server.js');
  if (!existsSync(manifestFile) || !existsSync(serverEntry)) return null;
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const entry = manifest[clientEntry];
  if (!entry) throw new Error(`${manifestFile} has no entry for ${clientEntry}`);
  const module = (await import(pathToFileURL(serverEntry).href)) as { render: RenderFunction };
  return {
    render: module.render,
    assets: { scripts: [`/${entry.file}`], stylesheets: (entry.css ?? []).map((file) => `/${file}`) },
  };
}
