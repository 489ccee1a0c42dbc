/**
 * One stored value of a logged row as the screens show that field: an enum by its label, money
 * with its currency, a reference by the record's name, a date as a day. The switch over field
 * types is exhaustive: a new type fails to compile here until it has a rendering.
 */
import { Box } from '@mui/material';
import { useGetManyAggregate, useLocaleState, useTranslate } from 'react-admin';
import { resourceByKey } from '../../../config/access';
import type { FieldDef, ReferenceField } from '../../../config/types';
import { formatInteger, formatMoney, formatNumber } from '../../builders/fields/formatValue';
import { dateFormat } from '../../format/dates';
import { useLevel } from '../../builders/permissions/useLevel';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { resourceNameForLevel } from '../../../protocol/resourceName';
import { appConfig } from '../../../instance';

const blank = (v: unknown): boolean => v === null || v === undefined || v === '';

const plain = (v: unknown): string => (typeof v === 'object' ? JSON.stringify(v) : String(v));

/** A reference by its target's name, fetched with the other references of the page in one call per resource. */
const ReferenceName = ({ field, id }: { field: ReferenceField; id: unknown }) => {
  const level = useLevel();
  const target = resourceByKey(field.resource, appConfig);
  const { name } = resourceNameForLevel(field.resource, level, appConfig);
  const { data } = useGetManyAggregate(name, { ids: [Number(id)] }, { enabled: Number.isSafeInteger(Number(id)) });
  const shown = data?.[0]?.[target?.recordRepresentation ?? 'id'];
  return <>{blank(shown) ? `#${String(id)}` : String(shown)}</>;
};

export const StoredValue = ({ field, value }: { field?: FieldDef; value: unknown }) => {
  const [locale] = useLocaleState();
  const label = useConfigLabel();
  const translate = useTranslate();
  if (blank(value)) return <Box component="span" sx={{ color: 'text.disabled' }}>—</Box>;
  if (!field) return <>{plain(value)}</>;
  switch (field.type) {
    case 'text':
    case 'phone':
    case 'idNumber':
    case 'url':
    case 'image':
      return <Box component="span" sx={{ wordBreak: 'break-all' }}>{plain(value)}</Box>;
    case 'longtext':
      return <Box component="span" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{plain(value)}</Box>;
    case 'integer':
      return <>{field.valueLabels ? formatInteger(value, locale, field.valueLabels) : plain(value)}</>;
    case 'decimal':
      return <>{formatNumber(value, locale, field.scale ?? 2)}</>;
    case 'money':
      return <>{formatMoney(value, locale)}</>;
    case 'boolean':
      return <>{translate(value === true || value === 'true' ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
    case 'date':
      return <>{dateFormat(locale).day(value)}</>;
    case 'datetime':
      return <>{dateFormat(locale).dayTime(value)}</>;
    case 'enum': {
      const hit = field.values.find((v) => v.value === value);
      return <>{hit ? label(hit.label) : plain(value)}</>;
    }
    case 'reference':
      return <ReferenceName field={field} id={value} />;
    default: {
      const _exhaustive: never = field;
      return _exhaustive;
    }
  }
};
