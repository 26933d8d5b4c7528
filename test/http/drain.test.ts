import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { startTestService, type TestService } from '../support/service.ts';

/**
 * What a client sees while a node drains (SIGTERM): the request in flight is answered and its
 * connection closed; one that arrives meanwhile on the same keep-alive connection gets a
 * retryable 503 in the SPEC envelope, never a reset.
 */
describe('draining on shutdown', () => {
  let svc: TestService;
  let token: string;
  before(async () => {
    svc = await startTestService();
    await svc.space('demo');
    token = await svc.key('demo', 'management');
  });
  after(async () => {
    await svc.testDatabase.drop();
  });

  function connect(port: number): Promise<{ socket: net.Socket; raw: () => string; closed: Promise<void> }> {
    const socket = net.connect(port, '127.0.0.1');
    let raw = '';
    socket.on('data', (d) => (raw += d));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    return new Promise((resolve) => socket.once('connect', () => resolve({ socket, raw: () => raw, closed })));
  }

  it('answers the request in flight and closes its connection; refuses one that arrives meanwhile with 503 shutting_down', async () => {
    const port = Number(new URL(svc.url).port);
    const body = JSON.stringify({ name: 'Drained', api_id: 'drained', fields: [{ api_id: 'title', name: 'Title', type: 'text' }] });
    const inFlight = await connect(port);
    const arriving = await connect(port);
    inFlight.socket.write(
      `POST /api/v1/spaces/demo/content_types HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    arriving.socket.write('GET /api/v1 HTTP/1.1\r\nHost: x\r\n');
    await new Promise((r) => setTimeout(r, 100)); // both have reached the server
    const stopped = svc.app.close();
    await new Promise((r) => setTimeout(r, 100));
    arriving.socket.write(`Authorization: Bearer ${token}\r\n\r\n`);
    inFlight.socket.write(body.slice(10));
    await Promise.all([inFlight.closed, arriving.closed]);
    await stopped;
    await svc.database.destroy();

    assert.match(inFlight.raw(), /^HTTP\/1\.1 201 /);
    assert.match(inFlight.raw(), /\r\nconnection: close\r\n/i);
    const refused = arriving.raw();
    assert.match(refused, /^HTTP\/1\.1 503 /);
    assert.match(refused, /\r\nretry-after: 1\r\n/i);
    assert.match(refused, /\r\nconnection: close\r\n/i);
    const envelope = JSON.parse(refused.slice(refused.indexOf('\r\n\r\n') + 4)) as { error: { code: string; fix: string } };
    assert.equal(envelope.error.code, 'shutting_down');
    assert.match(envelope.error.fix, /again/);
  });
});
