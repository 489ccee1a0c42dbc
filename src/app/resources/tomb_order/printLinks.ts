/**
 * The print pages a level has (src/config/routes.ts) for an order and for a payment, with
 * the record in the query: /print/print1?order=<id>, /print/print10?payment=<id>...
 */
import type { PageKey, RouteDef } from '../../../config/routes';
import { routesForLevel } from '../../../config/routes';
import type { Labels, Level } from '../../../config/types';

export interface PrintLink {
  page: PageKey;
  title: Labels;
  href: string;
}

const ORDER_PAGES: readonly PageKey[] = ['print1', 'print8', 'orderReceipt'];

const pagesOf = (level: Level | undefined): RouteDef[] => (level ? routesForLevel(level).filter((r) => r.kind === 'page') : []);

export const orderPrintLinks = (level: Level | undefined, orderId: number): PrintLink[] =>
  pagesOf(level)
    .filter((r) => r.kind === 'page' && ORDER_PAGES.includes(r.page))
    .map((r) => ({ page: (r as { page: PageKey }).page, title: r.title, href: `${r.path}?order=${orderId}` }));

/** A charge prints as a fee receipt (print10), a refund as a refund receipt (print11). */
export const paymentPrintLink = (level: Level | undefined, payment: { id: number; kind: unknown }): PrintLink | undefined => {
  const page: PageKey = payment.kind === 'refund' ? 'print11' : 'print10';
  const route = pagesOf(level).find((r) => r.kind === 'page' && r.page === page);
  return route ? { page, title: route.title, href: `${route.path}?payment=${payment.id}` } : undefined;
};
