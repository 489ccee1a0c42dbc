/**
 * Whether a deceased can be registered on a plot and its order, and if not why: the same
 * rules the server's member hooks enforce (src/server/domain/memberHooks.ts), so the map's
 * panel and the order page disable "Register a deceased" with the reason instead of letting
 * the save fail. The capacity is the shared plotCapacity (src/config/orderMoney.ts).
 */
import { plotCapacity } from '../../../config/orderMoney';

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

export const registerState = (plot: { type: unknown; capacity?: unknown }, registered: number, orderStatus: unknown): RegisterState => {
  const capacity = plotCapacity(plot);
  if (!HOLDS_PLOT.includes(String(orderStatus))) return { capacity, count: registered, block: { reason: 'not_active', status: String(orderStatus) } };
  if (registered >= capacity) return { capacity, count: registered, block: { reason: 'full', count: registered, capacity } };
  return { capacity, count: registered, block: null };
};
