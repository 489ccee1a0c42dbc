/**
 * The demo data as plain rows, before any database id exists: references are by the
 * referenced row's unique code (area code, plot code, order number, user mobile) and
 * are resolved to ids while inserting. Money is in integer cents here.
 */
import type { Channel, Level } from '../../config/types';
import type { OrderStatus, PlotStatus } from '../kernel/orderStatus';
import type { Gender } from './people';

export interface UserSeed {
  mobile: string;
  nickname: string;
  level: Level;
  enabled: boolean;
  introduction: string;
  channel: Channel;
}

export interface AreaSeed {
  code: string;
  name: string;
  sort: number;
  description: string;
}

export interface RoomSeed {
  area_code: string;
  code: string;
  name: string;
  sort: number;
}

export interface ShelfSeed {
  area_code: string;
  room_code: string;
  code: string;
  name: string;
  sort: number;
}

export interface PlotSeed {
  area_code: string;
  room_code: string;
  shelf_code: string;
  code: string;
  column_no: number;
  type: 'single' | 'double' | 'family';
  capacity: number;
  size: string;
  price: number;
  status: PlotStatus;
  remark: string | null;
}

export interface OrderSeed {
  order_no: string;
  contract_no: string | null;
  plot_code: string;
  channel: Channel;
  status: OrderStatus;
  buyer_name: string;
  buyer_phone: string;
  buyer_id_number: string | null;
  buyer_address: string;
  relation: string;
  reserved_until: string;
  price: number;
  discount: number;
  maintenance_years: number;
  maintenance_fee: number;
  engraving_fee: number;
  burial_fee: number;
  other_fee: number;
  total: number;
  paid: number;
  balance: number;
  salesperson_mobile: string;
  agent: string | null;
  signed_at: string | null;
  completed_at: string | null;
  /**
   * Not a column: the day the order became completed, cancelled, refunded or expired (null
   * while open), which the statistics' backfill needs and the row does not keep.
   */
  ended_on: string | null;
  cancel_reason: string | null;
  remark: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface PaymentSeed {
  receipt_no: string;
  order_no: string;
  channel: Channel;
  kind: 'charge' | 'refund';
  item: 'plot_price' | 'deposit' | 'maintenance' | 'engraving' | 'burial' | 'other';
  method: 'cash' | 'card' | 'wechat' | 'alipay' | 'bank_transfer';
  amount: number;
  paid_at: Date;
  operator_mobile: string;
  payer: string;
  reason: string | null;
}

export interface MemberSeed {
  name: string;
  gender: Gender;
  id_number: string | null;
  birth_date: string;
  death_date: string;
  native_place: string;
  cremation_cert_no: string;
  funeral_home: string;
  applicant_name: string;
  applicant_phone: string;
  applicant_relation: string;
  plot_code: string;
  order_no: string;
  burial_date: string;
  channel: Channel;
  created_at: Date;
}

export interface MessageSeed {
  type: string;
  submit_user_mobile: string;
  receive_user_id: Level;
  content: string;
  content_key: string;
  content_values: string;
  submit_date: Date;
  status: '未读' | '已读';
  /** A list path; when order_no is set the order's id is appended (a deep link to it). */
  url: string;
  order_no: string | null;
}

export interface DemoData {
  users: UserSeed[];
  areas: AreaSeed[];
  rooms: RoomSeed[];
  shelves: ShelfSeed[];
  plots: PlotSeed[];
  orders: OrderSeed[];
  payments: PaymentSeed[];
  members: MemberSeed[];
  messages: MessageSeed[];
}
