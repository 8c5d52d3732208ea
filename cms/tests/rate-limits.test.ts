import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './harness/http';
import { startStrapi, type TestServer } from './harness/strapi';

let server: TestServer;

beforeAll(async () => {
  server = await startStrapi();
});
afterAll(async () => server?.stop());

describe('rate limits keyed on the client the server sees', () => {
  it('limits code requests per address: the 6th within 15 minutes gets 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      // Each request names another e-mail: the limit does not depend on a body field.
      statuses.push((await api(server.url, 'POST', '/api/otp/send', { body: { email: `rl${i}@agence.ma` } })).status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 200) || statuses.includes(429)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it('limits failed sign-ins; a 429 carries a French message', async () => {
    let last = await api(server.url, 'POST', '/api/auth/local', { body: { identifier: 'x@agence.ma', password: 'wrong-one' } });
    for (let i = 0; i < 12 && last.status !== 429; i += 1) {
      last = await api(server.url, 'POST', '/api/auth/local', { body: { identifier: `x${i}@agence.ma`, password: 'wrong-one' } });
    }
    expect(last.status).toBe(429);
    expect(last.body.error.message).toMatch(/Trop de tentatives/);
  });
});
