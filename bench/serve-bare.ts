import fs from 'node:fs';
import Fastify from 'fastify';

/**
 * Child process of bench/delivery.ts: the baseline. A bare Fastify route per query serving the
 * very bytes Tessera answered (plain or its brotli form), with the same content type, encoding
 * and ETag, and 304 on If-None-Match. The bench reads its CPU time from /proc.
 */
const routes = JSON.parse(fs.readFileSync(process.env.BARE_ROUTES as string, 'utf8')) as Array<{ path: string; file: string; etag: string; encoding?: string }>;
const app = Fastify({ logger: false });
for (const r of routes) {
  const body = fs.readFileSync(r.file);
  app.get(r.path, (request, reply) => {
    reply.header('etag', r.etag);
    if (request.headers['if-none-match'] === r.etag) return reply.code(304).send();
    if (r.encoding) reply.header('content-encoding', r.encoding);
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
process.send?.({ ready: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}` });
process.on('message', async (m: { stop?: boolean }) => {
  if (m.stop) {
    await app.close();
    process.exit(0);
  }
});
