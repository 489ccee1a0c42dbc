/**
 * The order life cycle as pure data: which action moves which status where, and which plot
 * status an order status implies. Every write path (hooks, actions, the expiry job) asks here,
 * so the rules live in one place. In the kernel: work, columbarium, history, the statistics and
 * the seed read the same vocabulary, and the order that holds a plot (activeOrderOfPlot).
 */
import type { appConfig } from '../../instance';
import type { WriteContext } from '../data/logged';
import type { RowOf } from '../db/tables';

type Fields<K extends keyof typeof appConfig> = (typeof appConfig)[K]['fields'];
/** The statuses as the config lists them (resources.config.ts), so a status added there must be placed by plotStatusFor below. */
export type OrderStatus = Fields<'tomb_order'>['status']['values'][number]['value'];
export type PlotStatus = Fields<'tomb_burialslot'>['status']['values'][number]['value'];

/** States in which the order still holds its plot (the partial unique index uses the same list). */
export const ACTIVE_STATUSES: readonly OrderStatus[] = ['reserved', 'contracted', 'paid', 'completed'];
/** States from which an order can still be cancelled or refunded. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['reserved', 'contracted', 'paid'];

export type OrderAction =
  | 'sign'
  | 'cancel'
  | 'refund'
  | 'expire'
  /** paid reached the total */
  | 'settle'
  /** a refund took paid back below the total */
  | 'unsettle'
  /** a burial was registered */
  | 'complete';

const MOVES: Record<OrderAction, Partial<Record<OrderStatus, OrderStatus>>> = {
  sign: { reserved: 'contracted' },
  cancel: { reserved: 'cancelled', contracted: 'cancelled', paid: 'cancelled' },
  refund: { reserved: 'refunded', contracted: 'refunded', paid: 'refunded' },
  expire: { reserved: 'expired' },
  settle: { contracted: 'paid' },
  unsettle: { paid: 'contracted' },
  complete: { paid: 'completed', completed: 'completed' },
};

/** The status after the action, or null when the action is not allowed from this status. */
export const nextStatus = (status: OrderStatus, action: OrderAction): OrderStatus | null => MOVES[action][status] ?? null;

export const isActive = (status: string): boolean => (ACTIVE_STATUSES as readonly string[]).includes(status);
export const isOpen = (status: string): boolean => (OPEN_STATUSES as readonly string[]).includes(status);

export const plotStatusFor = (status: OrderStatus): PlotStatus => {
  switch (status) {
    case 'reserved':
      return 'reserved';
    case 'contracted':
    case 'paid':
      return 'sold';
    case 'completed':
      return 'buried';
    case 'cancelled':
    case 'refunded':
    case 'expired':
      return 'available';
  }
};

/**
 * After money moved: a contracted order whose paid reached the total becomes paid, and a paid
 * order that a refund took below the total goes back to contracted. Reserved orders stay
 * reserved until signed (a deposit does not sign a contract).
 */
export const statusAfterPayment = (status: OrderStatus, totalCents: number, paidCents: number): OrderStatus => {
  if (status === 'contracted' && paidCents >= totalCents) return 'paid';
  if (status === 'paid' && paidCents < totalCents) return 'contracted';
  return status;
};

/** The order that currently holds the plot (at most one, by the partial unique index), locked for the caller's transaction. */
export const activeOrderOfPlot = async (ctx: WriteContext, plotId: unknown): Promise<RowOf<'tomb_order'> | undefined> =>
  ctx.db
    .selectFrom('tomb_order')
    .selectAll()
    .where('burialslot_id', '=', Number(plotId))
    .where('status', 'in', ACTIVE_STATUSES)
    .forUpdate()
    .executeTakeFirst();
