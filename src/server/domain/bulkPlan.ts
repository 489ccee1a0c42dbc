/**
 * Bulk plot creation, the pure part: from a range 'from..to' and a code prefix, the plots a
 * shelf would get (code = prefix + number padded to `pad` digits, column = number). Each value
 * a plot gets is checked by the plot's own field definitions in the config (the code's length
 * and pattern, the column's range, the type's values, the capacity's and the price's range),
 * with the forms' validator: one rule in one place, whatever the config says of plots.
 */
import type { FieldDef, ResourceDef } from '../../config/types';
import { INT4_MAX, validateField, type FieldError } from '../../config/validators';
import { plotCapacity } from '../../rules/orderMoney';

/** The request's own limits (not a plot's): plots per call and the number's padding. */
const MAX_BULK_PLOTS = 1000;
const MAX_PAD = 6;

export interface BulkInput {
  shelf_id: number;
  code_prefix: string;
  from: number;
  to: number;
  type: string;
  price: number;
  capacity?: number;
  pad?: number;
}

interface PlannedPlot {
  code: string;
  column_no: number;
  type: string;
  capacity: number;
  price: number;
}

const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;

/** The plot's field `name` (the config must declare it: the bulk call writes it). */
const plotField = (plot: ResourceDef, name: string): FieldDef => {
  const field = plot.fields[name];
  if (!field) throw new Error(`The plot resource has no field ${name}: bulk creation writes it`);
  return field;
};

/** Field errors of a bulk request (empty when it is valid), by the plot's field definitions. */
export const checkBulkInput = (input: Partial<BulkInput>, plot: ResourceDef): Record<string, FieldError> => {
  const errors: Record<string, FieldError> = {};
  const check = (key: keyof BulkInput, field: string, value: unknown): void => {
    const error = validateField(plotField(plot, field), value);
    if (error) errors[key] = error;
  };
  if (!isInt(input.shelf_id, 1, INT4_MAX)) errors.shelf_id = { key: 'reference' };
  check('from', 'column_no', input.from);
  check('to', 'column_no', input.to);
  if (!errors.from && !errors.to && isInt(input.from, 1, INT4_MAX) && isInt(input.to, 1, INT4_MAX)) {
    if (input.to < input.from) errors.to = { key: 'min_value', params: { min: input.from } };
    else if (input.to - input.from + 1 > MAX_BULK_PLOTS) errors.to = { key: 'max_value', params: { max: input.from + MAX_BULK_PLOTS - 1 } };
  }
  check('type', 'type', input.type);
  check('price', 'price', input.price);
  if (input.capacity !== undefined) check('capacity', 'capacity', input.capacity);
  if (input.pad !== undefined && !isInt(input.pad, 0, MAX_PAD)) errors.pad = { key: 'max_value', params: { max: MAX_PAD } };
  if (typeof input.code_prefix !== 'string') errors.code_prefix = { key: 'type_text' };
  else if (!errors.to && !errors.pad && isInt(input.to, 1, INT4_MAX)) {
    // The longest code of the range, as the plot's code field checks it (length, pattern).
    const longest = `${input.code_prefix}${String(input.to).padStart(input.pad ?? 0, '0')}`;
    const error = validateField(plotField(plot, 'code'), longest);
    if (error) errors.code_prefix = error;
  }
  return errors;
};

/**
 * The plots of a valid request, in column order. Their capacity is the plot's own rule
 * (`plotCapacity`: single 1, double 2, a family plot the capacity asked, else the capacity
 * field's default in the config).
 */
export const planPlots = (input: BulkInput, plot: ResourceDef): PlannedPlot[] => {
  const capacityField = plotField(plot, 'capacity');
  const capacity = plotCapacity({ type: input.type, capacity: input.capacity ?? ('default' in capacityField ? capacityField.default : undefined) });
  const plots: PlannedPlot[] = [];
  for (let n = input.from; n <= input.to; n += 1) {
    plots.push({
      code: `${input.code_prefix}${String(n).padStart(input.pad ?? 0, '0')}`,
      column_no: n,
      type: input.type,
      capacity,
      price: input.price,
    });
  }
  return plots;
};
