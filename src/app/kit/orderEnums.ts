/** The order and payment enums of the config (storage payments' too), for chips and selects on the order page. */
import { appConfig as resources } from '../../instance';
import type { EnumValue, FieldDef } from '../../config/types';

const valuesOf = (f: FieldDef): readonly EnumValue[] => (f.type === 'enum' ? f.values : []);

export const ORDER_STATUS = valuesOf(resources.tomb_order.fields.status);
export const PAYMENT_KIND = valuesOf(resources.tomb_payment.fields.kind);
export const PAYMENT_ITEM = valuesOf(resources.tomb_payment.fields.item);
export const PAYMENT_METHOD = valuesOf(resources.tomb_payment.fields.method);
/** The columbarium's storage payments (docs/columbarium.md), where the config has them. */
export const STORAGE_PAYMENT_METHOD = resources.ash_payment ? valuesOf(resources.ash_payment.fields.method) : [];

export const orderFields = resources.tomb_order.fields;
export const paymentFields = resources.tomb_payment.fields;

/** Orders that can still be signed, paid, cancelled or refunded. */
export const isOpen = (status: unknown): boolean => status === 'reserved' || status === 'contracted' || status === 'paid';
