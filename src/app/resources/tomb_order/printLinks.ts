/**
 * The print pages a level has (src/config/routes.ts) for an order and for a payment, with
 * the record in the query: /print/print1?order=<id>, /print/print10?payment=<id>...
 * An order document is offered only for the statuses it may be printed for (a burial
 * certificate for a paid order, a temporary one while unpaid), the rule the print pages apply.
 */
import type { PageKey, PageRoute } from '../../../config/routes';
import { appRoutes } from '../../../instance';
import type { Labels, Level } from '../../../config/types';
import { canPrintFor, type OrderDocument } from '../../print/data/eligibility';

interface PrintLink {
  page: PageKey;
  title: Labels;
  href: string;
}

/** The order documents in the order the print menu lists them (docs/printing.md). */
const ORDER_PAGES: Partial<Record<PageKey, OrderDocument>> = {
  print1: 'orderForm',
  commitmentLetter: 'commitment',
  print8: 'contract',
  print9: 'temporary',
  print3: 'certificate',
  print4: 'certificate',
  print5: 'certificate',
  print6: 'certificate',
  orderReceipt: 'orderReceipt',
};

const pagesOf = (level: Level | undefined): PageRoute[] =>
  level ? appRoutes.routesForLevel(level).filter((r): r is PageRoute => r.kind === 'page') : [];

export const orderPrintLinks = (level: Level | undefined, order: { id: number; status: unknown }): PrintLink[] => {
  const routes = pagesOf(level);
  return (Object.keys(ORDER_PAGES) as PageKey[]).flatMap((page) => {
    const route = routes.find((r) => r.page === page);
    const doc = ORDER_PAGES[page];
    if (!route || !doc || !canPrintFor(doc, String(order.status))) return [];
    return [{ page, title: route.title, href: `${route.path}?order=${order.id}` }];
  });
};

/**
 * A charge prints as a fee receipt (print10), a refund as a refund receipt (print11); the
 * levels without those pages print either on their own receipt page.
 */
export const paymentPrintLink = (level: Level | undefined, payment: { id: number; kind: unknown }): PrintLink | undefined => {
  const preferred: PageKey = payment.kind === 'refund' ? 'print11' : 'print10';
  const routes = pagesOf(level);
  const route = routes.find((r) => r.page === preferred) ?? routes.find((r) => r.page === 'receipt');
  return route ? { page: route.page, title: route.title, href: `${route.path}?payment=${payment.id}` } : undefined;
};

/** What a payment just taken on an order ends with: its receipt number and, when the level prints it, its page. */
export const orderPaymentEnding = (
  level: Level | undefined,
  payment: { id?: unknown; kind: unknown; receipt_no?: unknown },
): { receipt: string; printHref?: string } => ({
  receipt: String(payment.receipt_no ?? ''),
  printHref: paymentPrintLink(level, { id: Number(payment.id), kind: payment.kind })?.href,
});
