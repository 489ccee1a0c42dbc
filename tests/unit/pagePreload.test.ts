/**
 * Issue 28, items 12 and 26: a page opened directly (a bookmark, a reload, a link) starts loading
 * its code with the app, beside the sign-in check (src/app/pageRegistry.tsx), so its queries
 * wait for the check alone, not for the check and then its chunk: the map (the home page, also
 * behind `/`), a print page, the statistics. A list or anything else starts nothing here.
 */
import { describe, expect, it } from 'vitest';
import type { PageKey } from '../../src/config/routes';
import { pageOpenedAt, preloadPageAt } from '../../src/app/pageRegistry';

describe('a page opened directly', () => {
  it('is recognised by its path, `/` as the home page', () => {
    expect(pageOpenedAt('/dashboard')).toBe('dashboard');
    expect(pageOpenedAt('/')).toBe('dashboard');
    expect(pageOpenedAt('/print/print1')).toBe('print1');
    expect(pageOpenedAt('/print/print1/')).toBe('print1');
    expect(pageOpenedAt('/count/count')).toBe('count');
    expect(pageOpenedAt('/ashes/nicheMap')).toBe('nicheMap');
    expect(pageOpenedAt('/order/tombOrderList')).toBeUndefined();
    expect(pageOpenedAt('/order/tombOrderList/12')).toBeUndefined();
    expect(pageOpenedAt('/print/print1x')).toBeUndefined();
    expect(pageOpenedAt('/login')).toBeUndefined();
  });

  it('starts loading that page’s code, once, and only for a page', async () => {
    const started: PageKey[] = [];
    const load = (key: PageKey) => {
      started.push(key);
      return Promise.reject(new Error('offline'));
    };
    expect(preloadPageAt('/print/print8', load)).toBe('print8');
    expect(preloadPageAt('/member/list', load)).toBeUndefined();
    // A failed early load is not an unhandled rejection: the page reports it when it renders.
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(['print8']);
  });
});
