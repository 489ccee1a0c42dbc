/** Fetch everything a document needs for one chosen record, through the generic query. */
import { QUERY_PATH, type ListRequest } from '../../../protocol/wire';
import { ApiCallError, postOk } from '../../providers/http';
import { holdersQuery, membersQuery, orderQuery, paymentQuery, paymentsQuery, plotQuery, settingQuery } from './queries';
import type { HolderRow, MemberRow, OrderBundle, OrderRow, PaymentBundle, PaymentRow, PlotRow, SettingRow } from './rows';

/** The rows a generic query answers (the server scopes them to the caller). */
export const queryRows = <T>(req: ListRequest): Promise<T[]> => postOk<T[]>(QUERY_PATH, req);

/** One row, or a not_found error like the server's (the record is gone or in another channel). */
const one = async <T>(req: ListRequest): Promise<T> => {
  const [row] = await queryRows<T>(req);
  if (!row) throw new ApiCallError('not_found', 404, { code: 'not_found' });
  return row;
};

/** Settings may not exist yet on a new database: the documents then print blanks for the cemetery. */
const EMPTY_SETTING: SettingRow = {
  id: 1,
  cemetery_name: null,
  address: null,
  phone: null,
  seal_url: null,
  maintenance_fee_per_year: null,
  reservation_days: null,
  contract_clauses: null,
  commitment_text: null,
};

const fetchSetting = async (): Promise<SettingRow> => (await queryRows<SettingRow>(settingQuery()))[0] ?? EMPTY_SETTING;

const fetchPlot = (id: number | null): Promise<PlotRow | null> => (id === null ? Promise.resolve(null) : one<PlotRow>(plotQuery(id)));

export const fetchOrderBundle = async (orderId: number): Promise<OrderBundle> => {
  const order = await one<OrderRow>(orderQuery(orderId));
  const [plot, members, payments, setting, holders] = await Promise.all([
    fetchPlot(order.burialslot_id),
    queryRows<MemberRow>(membersQuery(orderId)),
    queryRows<PaymentRow>(paymentsQuery(orderId)),
    fetchSetting(),
    // An instance without rights holders (docs/rights.md) prints the buyer.
    queryRows<HolderRow>(holdersQuery(orderId)).catch(() => []),
  ]);
  return { order, plot, members, payments, setting, holders };
};

export const fetchPaymentBundle = async (paymentId: number): Promise<PaymentBundle> => {
  const payment = await one<PaymentRow>(paymentQuery(paymentId));
  const order = await one<OrderRow>(orderQuery(payment.order_id));
  const [plot, setting] = await Promise.all([fetchPlot(order.burialslot_id), fetchSetting()]);
  return { payment, order, plot, setting };
};
