import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { PageAssets } from '../../api/page-assets';
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

  // Vite's own head (the client and React refresh preamble) as it would put it in an index.html.
  const head = await vite.transformIndexHtml('/', '<html><head></head><body></body></html>');
  const preamble = [...head.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join('\n');
  const viteScripts = [...head.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)].map(
    (m) => m[1] ?? '',
  );
  const assets: PageAssets = {
    scripts: [...viteScripts, '/src/main.tsx'],
    // `?direct` makes Vite answer with the stylesheet itself rather than a module that injects it.
    stylesheets: ['/src/styles.css?direct'],
    preamble,
  };
  const render: RenderFunction = async (input) => {
    const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: RenderFunction };
    return entry.render(input);
  };
  return { render, assets };
}
