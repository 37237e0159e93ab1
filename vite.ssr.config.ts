import { mergeConfig } from 'vite';
import base from './vite.config';

/**
 * The server build of the app (`npm run build`, dist/server/entry-server.js): the app's config,
 * with the packages it imports bundled into it rather than loaded from node_modules at start-up.
 * Loading them file by file (hundreds of modules for framer-motion, the router and axios) was
 * most of the server's start; bundled, only what the render uses is kept, in one file. `npm run
 * dev` renders through vite.config.ts as before, loading the packages as they are.
 */
export default mergeConfig(base, { ssr: { noExternal: true } });
