import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildUser } from '../support/builders.ts';
import { useService, type TestService } from '../support/service.ts';

const EMAIL = 'owner@example.com';

/**
 * A wrong sign-in as a plain form post through a proxy: `forwarded` is the X-Forwarded-For the
 * proxies pass on, left-most written by the client itself.
 */
async function wrongSignIn(svc: TestService, forwarded: string): Promise<{ status: number; retryAfter: string | null }> {
  const res = await fetch(`${svc.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwarded },
    body: new URLSearchParams({ email: EMAIL, password: 'not the password' }).toString(),
    redirect: 'manual',
  });
  await res.text();
  return { status: res.status, retryAfter: res.headers.get('retry-after') };
}

/** 60 guesses, each with another made-up left-most address; `real` is what the proxies saw. */
async function guesses(svc: TestService, forwardedFor: (spoofed: string) => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 60; i++) statuses.push((await wrongSignIn(svc, forwardedFor(`198.18.${i}.${i + 1}`))).status);
  return statuses;
}

describe('client address behind one proxy (TESSERA_TRUST_PROXY=1)', () => {
  const svc = useService({ TESSERA_TRUST_PROXY: '1' });
  before(async () => {
    await buildUser(svc().database, EMAIL, 'correct horse battery');
  });

  it('throttles 60 wrong sign-ins whose left-most X-Forwarded-For changes every time', async () => {
    // One nginx appends the address it saw ($proxy_add_x_forwarded_for) to what the client sent.
    const statuses = await guesses(svc(), (spoofed) => `${spoofed}, 203.0.113.50`);
    assert.ok(statuses.includes(429), `no 429 in ${statuses.join(' ')}`);
    assert.ok(statuses.slice(0, 5).every((s) => s === 401), 'the first guesses are answered');
    const last = await wrongSignIn(svc(), '192.0.2.200, 203.0.113.50');
    assert.equal(last.status, 429);
    assert.ok(Number(last.retryAfter) >= 1);
  });

  it('still answers another client behind the same proxy', async () => {
    assert.equal((await wrongSignIn(svc(), '198.18.0.1, 203.0.113.51')).status, 401);
  });

  it('limits client registrations per real address, whatever the client writes in front', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) {
      const res = await fetch(`${svc().url}/oauth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.19.${i}.1, 203.0.113.52` },
        body: JSON.stringify({ client_name: `Client ${i}`, redirect_uris: ['http://127.0.0.1:9/cb'] }),
      });
      await res.text();
      statuses.push(res.status);
    }
    assert.deepEqual(statuses.slice(0, 100), Array(100).fill(201));
    assert.equal(statuses[100], 429);
  });
});

describe('client address behind trusted proxy addresses (TESSERA_TRUST_PROXY=CIDR list)', () => {
  // The service's peer here is 127.0.0.1 (the front proxy); 10.0.0.0/8 is the internal balancer tier.
  const svc = useService({ TESSERA_TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
  before(async () => {
    await buildUser(svc().database, EMAIL, 'correct horse battery');
  });

  it('skips every trusted proxy from the right and throttles the first address that is not one', async () => {
    const statuses = await guesses(svc(), (spoofed) => `${spoofed}, 203.0.113.60, 10.4.5.6`);
    assert.ok(statuses.includes(429), `no 429 in ${statuses.join(' ')}`);
    assert.equal((await wrongSignIn(svc(), '203.0.113.61, 10.4.5.6')).status, 401, 'another client is not throttled');
  });

  it('does not believe a client that forwards for itself from outside the list', async () => {
    // 203.0.113.62 is not a trusted proxy: what it claims to forward for is its own text.
    const statuses = await guesses(svc(), (spoofed) => `${spoofed}, 203.0.113.62`);
    assert.ok(statuses.includes(429), `no 429 in ${statuses.join(' ')}`);
  });
});

describe('client address behind two proxies (TESSERA_TRUST_PROXY=2)', () => {
  const svc = useService({ TESSERA_TRUST_PROXY: '2' });
  before(async () => {
    await buildUser(svc().database, EMAIL, 'correct horse battery');
  });

  it('takes the address the outer proxy saw, right of anything the client wrote', async () => {
    const statuses = await guesses(svc(), (spoofed) => `${spoofed}, 203.0.113.70, 10.9.9.9`);
    assert.ok(statuses.includes(429), `no 429 in ${statuses.join(' ')}`);
    assert.equal((await wrongSignIn(svc(), '203.0.113.71, 10.9.9.9')).status, 401, 'another client is not throttled');
  });
});
