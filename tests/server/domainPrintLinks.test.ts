/**
 * The order page's print menu and payment receipts (src/app/resources/tomb_order/printLinks.ts):
 * each level gets its own print pages, only for the statuses a document may be printed for.
 */
import { describe, expect, it } from 'vitest';
import { orderPrintLinks, paymentPrintLink } from '../../src/app/resources/tomb_order/printLinks';

const pages = (level: 1 | 2 | 4, status: string) => orderPrintLinks(level, { id: 7, status }).map((l) => l.href);

describe('the order print menu', () => {
  it('offers the level’s order documents that fit the status, with the order in the link', () => {
    expect(pages(1, 'paid')).toEqual([]);
    expect(pages(2, 'reserved')).toEqual(['/print/print1?order=7', '/print/orderReceipt?order=7']);
    expect(pages(4, 'reserved')).toEqual(['/print/print1?order=7', '/print/commitmentLetter?order=7', '/print/print8?order=7', '/print/print9?order=7']);
    expect(pages(4, 'completed')).toEqual([
      '/print/print1?order=7',
      '/print/commitmentLetter?order=7',
      '/print/print8?order=7',
      '/print/print3?order=7',
      '/print/print4?order=7',
      '/print/print5?order=7',
      '/print/print6?order=7',
    ]);
    expect(pages(4, 'cancelled')).toEqual(['/print/print1?order=7']);
  });

  it('prints a charge as a fee receipt and a refund as a refund receipt, or on the level’s own receipt page', () => {
    expect(paymentPrintLink(4, { id: 3, kind: 'charge' })?.href).toBe('/print/print10?payment=3');
    expect(paymentPrintLink(6, { id: 3, kind: 'refund' })?.href).toBe('/print/print11?payment=3');
    expect(paymentPrintLink(2, { id: 3, kind: 'refund' })?.href).toBe('/print/receipt?payment=3');
    expect(paymentPrintLink(5, { id: 3, kind: 'charge' })?.href).toBe('/print/receipt?payment=3');
    expect(paymentPrintLink(1, { id: 3, kind: 'charge' })).toBeUndefined();
  });
});
