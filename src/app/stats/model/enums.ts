/** The config's enum values (label and colour) that the charts colour and name their series by. */
import { appConfig } from '../../../instance';
import type { EnumValue } from '../../../config/types';

const enumOf = (resource: string, field: string): readonly EnumValue[] => {
  const def = appConfig[resource]?.fields[field];
  return def?.type === 'enum' ? def.values : [];
};

export const PLOT_STATUSES = enumOf('tomb_burialslot', 'status');
export const ORDER_STATUSES = enumOf('tomb_order', 'status');
export const PAYMENT_METHODS = enumOf('tomb_payment', 'method');

/** The enum value for `value`, or a grey stand-in for a value the config does not know. */
export const enumEntry = (values: readonly EnumValue[], value: string): EnumValue =>
  values.find((v) => v.value === value) ?? { value, color: '#909399', label: { zh: value, en: value, es: value, ja: value } };
