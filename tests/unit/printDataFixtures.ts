/** Rows as the generic query returns them, for the print assembly and component tests. */
import type { MemberRow, OrderBundle, OrderRow, PaymentBundle, PaymentRow, PlotRow, SettingRow } from '../../src/app/print/data/rows';

export const setting: SettingRow = {
  id: 1,
  version: 3,
  cemetery_name: '福寿园',
  address: '上海市青浦区外青松公路7270号',
  phone: '021-59755000',
  seal_url: '/seal.png',
  maintenance_fee_per_year: '100.00',
  reservation_days: 7,
  contract_clauses: '',
  commitment_text: '',
};

export const plot: PlotRow = {
  id: 7,
  code: 'A-01-02-03',
  column_no: 3,
  type: 'double',
  capacity: 2,
  size: '1.2m×0.8m',
  'area.name': '松柏园',
  'room.name': '一进',
  'shelf.name': '第二排',
};

export const order: OrderRow = {
  id: 123,
  order_no: 'DD20240503001',
  contract_no: 'HT20240503001',
  burialslot_id: 7,
  status: 'completed',
  buyer_name: '张伟',
  buyer_phone: '13800000001',
  buyer_id_number: '11010519491231002X',
  buyer_address: '北京市朝阳区建国路1号',
  relation: '儿子',
  reserved_until: '2024-05-10',
  price: '12300.00',
  discount: '300.00',
  maintenance_years: 20,
  maintenance_fee: '2000.00',
  engraving_fee: '500.00',
  burial_fee: '800.00',
  other_fee: 0,
  total: '15300.00',
  paid: '15300.00',
  balance: '0.00',
  agent: null,
  signed_at: '2024-05-04',
  completed_at: '2024-06-01',
  remark: '家属要求靠近步道',
  created_at: '2024-05-03T02:05:00.000Z',
  channel: 'inside',
  'salesperson.nickname': '李娜',
};

export const member: MemberRow = {
  id: 31,
  name: '张建国',
  gender: 'male',
  id_number: '110105194912310019',
  birth_date: '1949-12-31',
  death_date: '2024-04-28',
  native_place: '河北保定',
  cremation_cert_no: 'HH-2024-0428',
  funeral_home: '八宝山殡仪馆',
  applicant_name: '张伟',
  applicant_phone: '13800000001',
  applicant_relation: '儿子',
  burial_date: '2024-06-01',
};

const pay = (id: number, over: Partial<PaymentRow>): PaymentRow => ({
  id,
  receipt_no: `SJ${id}`,
  order_id: 123,
  kind: 'charge',
  item: 'plot_price',
  method: 'cash',
  amount: '0.00',
  paid_at: '2024-05-03T03:00:00.000Z',
  payer: null,
  reason: null,
  'operator.nickname': '王芳',
  ...over,
});

export const payments: PaymentRow[] = [
  pay(46, { item: 'maintenance', method: 'wechat', amount: '2000.00', paid_at: '2024-05-04T03:00:00.000Z' }),
  pay(45, { item: 'deposit', amount: '1000.00', payer: '张伟', paid_at: '2024-05-03T03:00:00.000Z' }),
  pay(47, { item: 'plot_price', method: 'card', amount: '12600.00', paid_at: '2024-05-04T04:00:00.000Z' }),
  pay(48, { kind: 'refund', item: 'other', amount: '300.00', reason: '优惠返还', paid_at: '2024-05-05T03:00:00.000Z' }),
  pay(49, { item: 'burial', amount: '800.00', paid_at: '2024-06-01T03:00:00.000Z' }),
];

export const orderBundle = (over: Partial<OrderRow> = {}, members: MemberRow[] = [member]): OrderBundle => ({
  order: { ...order, ...over },
  plot,
  members,
  payments,
  setting,
});

export const paymentBundle = (paymentId = 45): PaymentBundle => ({
  payment: payments.find((p) => p.id === paymentId) ?? payments[0],
  order,
  plot,
  setting,
});

/** A fixed printing moment: noon UTC, so 2 June 2024 in any time zone from UTC-11 to UTC+11. */
export const NOW = new Date('2024-06-02T12:00:00.000Z');
