/**
 * The read-only rendering of one config field, by type: list cells and show pages use it.
 * The switch is exhaustive: a new field type in src/config/types.ts fails to compile here
 * until it has a rendering.
 */
import { Link as MuiLink } from '@mui/material';
import { BooleanField, useLocaleState, useRecordContext } from 'react-admin';
import type { FieldDef } from '../../../config/types';
import { EnumChip } from './EnumChip';
import { formatInteger, formatMoney, formatNumber } from './formatValue';
import { dateFormat } from '../../format/dates';
import { ImageThumb } from './ImageThumb';
import { ReferenceValue } from './ReferenceValue';

interface Props {
  name: string;
  field: FieldDef;
  /** Show pages give images more room than list cells. */
  large?: boolean;
}

export const ConfigField = ({ name, field, large = false }: Props) => {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value = record?.[name];
  switch (field.type) {
    case 'text':
    case 'phone':
    case 'idNumber':
      return <span>{value === null || value === undefined ? '' : String(value)}</span>;
    case 'longtext':
      // In a list cell a long text wraps within a readable width instead of widening the table.
      return (
        <span style={large ? { whiteSpace: 'pre-wrap' } : { whiteSpace: 'normal', display: 'inline-block', minWidth: 200, maxWidth: 360 }}>
          {value === null || value === undefined ? '' : String(value)}
        </span>
      );
    case 'integer':
      return <span>{formatInteger(value, locale, field.valueLabels)}</span>;
    case 'decimal':
      return <span>{formatNumber(value, locale, field.scale ?? 2)}</span>;
    case 'money':
      return <span>{formatMoney(value, locale)}</span>;
    case 'boolean':
      return <BooleanField source={name} />;
    case 'date':
      return <span>{dateFormat(locale).day(value)}</span>;
    case 'datetime':
      return <span>{dateFormat(locale).dayTime(value)}</span>;
    case 'enum':
      return <EnumChip value={value} values={field.values} />;
    case 'reference':
      return <ReferenceValue name={name} field={field} />;
    case 'image':
      return <ImageThumb src={value} size={large ? 160 : 40} />;
    case 'url':
      return typeof value === 'string' && value !== '' ? (
        <MuiLink href={value} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>
          {value}
        </MuiLink>
      ) : null;
    default: {
      const _exhaustive: never = field;
      return _exhaustive;
    }
  }
};
