import { readFile } from 'node:fs/promises';
import path from 'node:path';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { PageAssets } from '../../api/page-assets';
import { assetsOfEntryDocument } from './entry-document';
import type { PageRenderer, RenderFunction } from './renderer';

/**
 * `npm run dev`: Vite in middleware mode inside this server, so pages are rendered on the server
 * from the source with hot reload in the browser. Vite serves the source files and `public/`.
 */
export async function attachViteRenderer(app: FastifyInstance): Promise<PageRenderer> {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());

  // index.html as Vite transforms it (read at start-up): Vite's client, the React refresh preamble
  // and the app's entry, src/main.tsx.
  const template = await readFile(path.join(vite.config.root, 'index.html'), 'utf8');
  const { scripts, stylesheets, preamble } = assetsOfEntryDocument(
    await vite.transformIndexHtml('/', template),
  );
  const assets: PageAssets = {
    scripts,
    // The stylesheet is imported by src/main.tsx; as a link, `?direct` makes Vite answer with the
    // stylesheet itself rather than a module that injects it, so the first paint is styled.
    stylesheets: [...stylesheets, '/src/styles.css?direct'],
    ...(preamble === undefined ? {} : { preamble }),
  };

  const render: RenderFunction = async (input) => {
    const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: RenderFunction };
    return entry.render(input);
  };
  return { render, assets };
}
