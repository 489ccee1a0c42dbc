/**
 * The visit pages' HTML (docs/visits.md): /visit and /visit/<code> get the public booking page,
 * /screen the data screen, and the staff screens under /visit stay the staff app's; every one
 * with the server's security headers.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/actors';

const dir = mkdtempSync(join(tmpdir(), 'cem-visit-pages-'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>staff</title>');
writeFileSync(join(dir, 'visit.html'), '<!doctype html><title>visit</title>');
writeFileSync(join(dir, 'screen.html'), '<!doctype html><title>screen</title>');
mkdirSync(join(dir, 'assets'));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('visit_pages', { staticDir: dir });
});
afterAll(async () => {
  await server?.close();
});

const page = async (url: string) => {
  const res = await server.app.inject({ method: 'GET', url });
  return { status: res.statusCode, title: /<title>(\w+)<\/title>/.exec(res.body)?.[1], csp: res.headers['content-security-policy'], frame: res.headers['x-frame-options'] };
};

describe('the visit pages', () => {
  it.each([
    ['/visit', 'visit'],
    ['/visit/', 'visit'],
    ['/visit/KESK00RQR1', 'visit'],
    ['/visit/find', 'visit'],
    ['/screen', 'screen'],
    ['/visit/gate', 'staff'],
    ['/visit/admin/slotList', 'staff'],
    ['/visit/driver', 'staff'],
    ['/visit/KESK00RQR1/more', 'staff'],
    ['/order/tombOrderList', 'staff'],
  ])('%s gets the %s page, with the security headers', async (url, title) => {
    const p = await page(url);
    expect([p.status, p.title]).toEqual([200, title]);
    expect(p.csp).toContain("default-src 'self'");
    expect(p.frame).toBe('DENY');
  });
});
