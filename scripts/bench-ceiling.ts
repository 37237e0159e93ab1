/**
 * The ceiling `npm run bench:api` compares the product with: a bare Fastify server whose one route
 * sends the same bytes with the same content type, as a constant. Run as its own process so it
 * never shares a core's event loop with the benchmark or the product. Arguments: the file holding
 * the body, its content type and the route's path; prints `listening <port>` once it listens.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [bodyFile, contentType, routePath] = process.argv.slice(2);
if (!bodyFile || !contentType || !routePath) {
  console.error('Usage: bench-ceiling.ts <body file> <content type> <path>');
  process.exit(1);
}
const body = readFileSync(bodyFile);
const app = Fastify();
app.get(routePath, (_request, reply) => reply.type(contentType).send(body));
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
console.log(`listening ${port}`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
