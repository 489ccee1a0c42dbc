/**
 * The public pages' entry list (src/protocol/pages.ts): a navigation gets the page that answers
 * its path (the booking page, the data screen, a pay link, the family's account, a memorial page), the staff app for the rest (its own screens under
 * /visit included); the server serves exactly the list's HTML files besides index.html.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_FILES, PUBLIC_PAGES, pageFor } from '../../src/protocol/pages';

describe('the public pages', () => {
  it.each([
    ['/visit', 'visit.html'],
    ['/visit/', 'visit.html'],
    ['/VISIT/AB12CD?lang=en', 'visit.html'],
    ['/screen', 'screen.html'],
    ['/screen/?t=1', 'screen.html'],
    ['/pay/ABCDEFGH23', 'pay.html'],
    ['/PAY/abcdefgh23/?from=sms', 'pay.html'],
    ['/find', 'find.html'],
    ['/find/?id=12&lang=en', 'find.html'],
    ['/finance/reconcile', 'index.html'],
    ['/find/x', 'index.html'],
    ['/pay', 'index.html'],
    ['/pay/a/b', 'index.html'],
    ['/family', 'family.html'],
    ['/family/?lang=en', 'family.html'],
    ['/family/x', 'index.html'],
    ['/memorial/abcdefghjkmn', 'memorial.html'],
    ['/memorial/abcdefghjkmn/?lang=zh', 'memorial.html'],
    ['/memorial/moderation', 'index.html'],
    ['/memorial', 'index.html'],
    ['/memorial/a/b', 'index.html'],
    ['/visit/gate', 'index.html'],
    ['/visit/admin/slots', 'index.html'],
    ['/visit/driver', 'index.html'],
    ['/visit/a/b', 'index.html'],
    ['/order/tombOrderList', 'index.html'],
    ['/', 'index.html'],
  ])('%s gets %s', (url, file) => {
    expect(pageFor(url)).toBe(file);
  });

  it('the served HTML files are the staff app’s and each public page’s, each entry named once', () => {
    expect(PAGE_FILES).toEqual(['index.html', 'visit.html', 'screen.html', 'pay.html', 'family.html', 'memorial.html', 'find.html']);
    expect(new Set(PUBLIC_PAGES.map((p) => p.entry)).size).toBe(PUBLIC_PAGES.length);
  });
});
