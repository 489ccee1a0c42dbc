/** The columbarium's calls (docs/columbarium.md; handlers in src/server/columbarium/routes.ts). */
import { FEE_BASIS, PICKUP_CODE_RE, STORAGE_KIND, WITHDRAWAL_KIND } from '../../rules/columbarium';
import { answer, canOn, configField, contract, id, optionalId } from '../contract';

type Row = Record<string, unknown>;

const deposits = canOn('ash_deposit', 'read');
const periods = { type: 'integer', required: true, min: 1 } as const;
const method = configField('ash_payment', 'method', true);
const payer = { type: 'text', maxLength: 50 } as const;
const note = { type: 'longtext', maxLength: 500 } as const;
const reason = { type: 'longtext', required: true, maxLength: 500 } as const;

/** A deposit made: the deposit, its pick-up code (shown once, on the certificate) and the first payment. */
export interface DepositMade {
  deposit: Row & { id: number; deposit_no: string; version: number };
  pickup_code: string;
  payment: Row;
}

/** What a deposit owes today: the server's day, the periods and the amount in yuan. */
export interface Dues {
  periods: number;
  amount: number;
  today: string;
}

/** The niche map: the halls with niches, one hall's walls and rows, its niches as rows of values in `columns` order. */
export interface NicheMap {
  halls: { id: number; name: string }[];
  area_id: number | null;
  rooms: { id: number; name: string; code: string; sort: number }[];
  shelves: { id: number; room_id: number; name: string; code: string; sort: number }[];
  columns: readonly string[];
  niches: [number, number, number, string, string, number, number, number, number][];
}

export const depositAshes = contract({
  path: 'admin.ash_deposit/deposit',
  access: deposits,
  body: {
    niche_id: id,
    deceased_name: configField('ash_deposit', 'deceased_name', true),
    death_date: configField('ash_deposit', 'death_date'),
    member_id: optionalId,
    depositor_name: configField('ash_deposit', 'depositor_name', true),
    depositor_id_number: configField('ash_deposit', 'depositor_id_number', true),
    depositor_phone: configField('ash_deposit', 'depositor_phone', true),
    depositor_relation: configField('ash_deposit', 'depositor_relation'),
    storage_kind: { type: 'enum', values: STORAGE_KIND, default: 'long_term' },
    fee_basis: { type: 'enum', values: FEE_BASIS, default: 'yearly' },
    periods,
    method,
    remark: configField('ash_deposit', 'remark'),
  },
  answer: answer<DepositMade>(),
});

export const withdrawAshes = contract({
  path: 'admin.ash_deposit/withdraw',
  access: deposits,
  body: {
    id,
    version: id,
    id_number: { type: 'text', required: true, maxLength: 30 },
    pickup_code: { type: 'text', required: true, pattern: PICKUP_CODE_RE.source },
    kind: { type: 'enum', required: true, values: WITHDRAWAL_KIND },
    order_id: optionalId,
    method: configField('ash_payment', 'method'),
    payer,
    override_reason: note,
    note,
  },
  answer: answer<{ deposit: Row; payment?: Row }>(),
});

/** A manager lifts the lock that wrong pick-up codes set (docs/columbarium.md, "Wrong pick-up codes"). */
export const unlockPickup = contract({ path: 'admin.ash_deposit/unlock_pickup', access: deposits, body: { id, reason }, answer: answer<Row>() });

/** A renewal or its refund: the deposit as it now stands and the payment with its receipt number. */
export interface StoragePaid {
  deposit: Row & { paid_until: string };
  payment: Row & { receipt_no: string };
}

export const renewStorage = contract({
  path: 'admin.ash_deposit/renew',
  access: deposits,
  body: { id, version: id, periods, method, payer },
  answer: answer<StoragePaid>(),
});

/** A storage renewal paid back: the plots' refund rules, on the deposit. */
export const refundStorageRenewal = contract({
  path: 'admin.ash_deposit/refund_renewal',
  access: deposits,
  body: { payment_id: id, reason, method },
  answer: answer<StoragePaid>(),
});

export const transferAshes = contract({
  path: 'admin.ash_deposit/transfer',
  access: deposits,
  body: { id, version: id, niche_id: id, note },
  answer: answer<Row>(),
});

export const depositDues = contract({ path: 'admin.ash_deposit/dues', access: deposits, body: { id }, answer: answer<Dues>() });

export const nicheMap = contract({ path: 'admin.ash_niche/map', access: canOn('ash_niche', 'read'), body: { area_id: optionalId }, answer: answer<NicheMap>() });
