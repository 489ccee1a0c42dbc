/**
 * Bulk plot creation, the pure part: from a range 'from..to' and a code prefix, the plots a
 * shelf would get (code = prefix + number padded to `pad` digits, column = number).
 */
import { INT4_MAX, type FieldError } from '../../config/validators';

const MAX_BULK_PLOTS = 1000;
const PLOT_TYPES = ['single', 'double', 'family'];
const CODE_RE = /^[A-Za-z0-9-]*$/;
const CODE_MAX = 30;

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

/** Field errors of a bulk request (empty when it is valid). */
export const checkBulkInput = (input: Partial<BulkInput>): Record<string, FieldError> => {
  const errors: Record<string, FieldError> = {};
  if (!isInt(input.shelf_id, 1, INT4_MAX)) errors.shelf_id = { key: 'reference' };
  if (typeof input.code_prefix !== 'string' || !CODE_RE.test(input.code_prefix)) errors.code_prefix = { key: 'pattern' };
  if (!isInt(input.from, 1, 9999)) errors.from = { key: 'type_integer' };
  if (!isInt(input.to, 1, 9999)) errors.to = { key: 'type_integer' };
  else if (isInt(input.from, 1, 9999) && input.to < input.from) errors.to = { key: 'min_value', params: { min: input.from } };
  else if (isInt(input.from, 1, 9999) && input.to - input.from + 1 > MAX_BULK_PLOTS)
    errors.to = { key: 'max_value', params: { max: input.from + MAX_BULK_PLOTS - 1 } };
  if (typeof input.type !== 'string' || !PLOT_TYPES.includes(input.type)) errors.type = { key: 'enum', params: { values: PLOT_TYPES.join(', ') } };
  if (typeof input.price !== 'number' || !Number.isFinite(input.price) || input.price < 0 || input.price > 99_999_999)
    errors.price = { key: 'type_number' };
  if (input.capacity !== undefined && !isInt(input.capacity, 1, 20)) errors.capacity = { key: 'max_value', params: { max: 20 } };
  if (input.pad !== undefined && !isInt(input.pad, 0, 6)) errors.pad = { key: 'max_value', params: { max: 6 } };
  if (!errors.code_prefix && !errors.to && isInt(input.to, 1, 9999)) {
    const longest = (input.code_prefix ?? '').length + Math.max(String(input.to).length, input.pad ?? 0);
    if (longest > CODE_MAX) errors.code_prefix = { key: 'max_length', params: { max: CODE_MAX - String(input.to).length } };
  }
  return errors;
};

const capacityFor = (type: string, capacity?: number): number => (type === 'single' ? 1 : type === 'double' ? 2 : (capacity ?? 4));

/** The plots of a valid request, in column order. */
export const planPlots = (input: BulkInput): PlannedPlot[] => {
  const plots: PlannedPlot[] = [];
  for (let n = input.from; n <= input.to; n += 1) {
    plots.push({
      code: `${input.code_prefix}${String(n).padStart(input.pad ?? 0, '0')}`,
      column_no: n,
      type: input.type,
      capacity: capacityFor(input.type, input.capacity),
      price: input.price,
    });
  }
  return plots;
};
