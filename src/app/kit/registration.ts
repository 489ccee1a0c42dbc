/**
 * Whether a deceased can be registered on a plot and its order, and if not why: the same
 * rules the server's member hooks enforce (src/server/domain/memberHooks.ts), so the map's
 * panel and the order page disable "Register a deceased" with the reason instead of letting
 * the save fail. The capacity is the shared plotCapacity (src/rules/orderMoney.ts).
 */
import { plotCapacity } from '../../rules/orderMoney';
import { isImportedHistory } from '../../config/validators';

/** Orders that still hold their plot: the only ones a deceased can be registered on. */
const HOLDS_PLOT = ['reserved', 'contracted', 'paid', 'completed'];

export type RegisterBlock =
  | { reason: 'full'; count: number; capacity: number }
  | { reason: 'not_active'; status: string };

interface RegisterState {
  capacity: number;
  count: number;
  block: RegisterBlock | null;
}

/** `orderStatus` undefined: a family grave without an order (familyGraveWithoutOrder), where only the capacity counts. */
export const registerState = (plot: { type: unknown; capacity?: unknown }, registered: number, orderStatus: unknown): RegisterState => {
  const capacity = plotCapacity(plot);
  if (orderStatus !== undefined && !HOLDS_PLOT.includes(String(orderStatus))) return { capacity, count: registered, block: { reason: 'not_active', status: String(orderStatus) } };
  if (registered >= capacity) return { capacity, count: registered, block: { reason: 'full', count: registered, capacity } };
  return { capacity, count: registered, block: null };
};

/**
 * A family grave imported without a sale record takes the next burial without an order: the
 * plot is buried, no order holds it, and it holds imported history of the channel (the members
 * given are the channel's own; docs/operations.md, Registrations).
 */
export const familyGraveWithoutOrder = (plot: { status: unknown }, order: unknown, members: readonly Record<string, unknown>[]): boolean =>
  order === undefined && plot.status === 'buried' && members.some((m) => isImportedHistory(m));
