/** The plot statuses and types with their colours and labels, straight from the config. */
import { appConfig as resources } from '../../instance';
import type { EnumValue } from '../../config/types';

const enumOf = (field: 'status' | 'type'): readonly EnumValue[] => {
  const def = resources.tomb_burialslot.fields[field];
  return def.type === 'enum' ? def.values : [];
};

export const PLOT_STATUSES: readonly EnumValue[] = enumOf('status');
export const PLOT_TYPES: readonly EnumValue[] = enumOf('type');

export const enumByValue = (values: readonly EnumValue[], value: string): EnumValue | undefined => values.find((v) => v.value === value);
