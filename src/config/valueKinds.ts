/**
 * The kind of value each field type holds, as both sides convert and compare it. A Record over
 * every field type: a new type in FieldDef fails to compile here until it is given a kind.
 */
import type { FieldType } from './types';

export type ValueKind = 'integer' | 'number' | 'text' | 'boolean' | 'date' | 'datetime';

export const VALUE_KIND: Readonly<Record<FieldType, ValueKind>> = {
  text: 'text',
  longtext: 'text',
  enum: 'text',
  image: 'text',
  url: 'text',
  phone: 'text',
  idNumber: 'text',
  integer: 'integer',
  reference: 'integer',
  money: 'number',
  decimal: 'number',
  boolean: 'boolean',
  date: 'date',
  datetime: 'datetime',
};
