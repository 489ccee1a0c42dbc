/**
 * A one-line value is taken without the spaces around it: " A1 " typed (or pasted) into an
 * area's code is the code "A1", so it is checked (format, then "already exists") as what it
 * means. Both sides run it: the server before validating a write (src/server/data/input.ts),
 * the browser's form validators and data provider before sending. Long texts keep their layout.
 */
import { unreachable } from './exhaustive';
import type { FieldDef } from './types';

export const trimInput = (field: FieldDef, value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  switch (field.type) {
    case 'text':
    case 'phone':
    case 'idNumber':
    case 'url':
      return value.trim();
    case 'longtext':
    case 'integer':
    case 'decimal':
    case 'money':
    case 'boolean':
    case 'date':
    case 'datetime':
    case 'enum':
    case 'reference':
    case 'image':
      return value;
    default:
      return unreachable(field);
  }
};
