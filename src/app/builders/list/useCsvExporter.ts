/**
 * The CSV export of a config-built list: every readable field (including columns hidden in
 * the table) with its label in the current language, enum labels instead of codes and
 * reference names instead of ids, so the file reads like the screen.
 */
import { downloadCSV, useLocaleState, useTranslate, type Exporter } from 'react-admin';
import { resourceByKey } from '../../../config/access';
import type { FieldDef } from '../../../config/types';
import { pickLabel } from '../../i18n/useConfigLabel';
import { joinAlias } from '../../../protocol/legacyQuery';
import { isoDay } from '../fields/formatValue';
import { useConfigResource } from '../model/ConfigResourceContext';
import { showFields } from '../model/fieldSets';
import { unreachable } from '../../../config/exhaustive';
import { toCsv, type Cell } from '../../format/csv';
import { MAX_LIST_ROWS } from '../../../protocol/wire';

/** Largest export: far above a page, what a browser turns into a file without strain, and as deep as the server pages a list. */
export const EXPORT_MAX_ROWS = MAX_LIST_ROWS;

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

export const useCsvExporter = (): Exporter => {
  const { resource, route, config } = useConfigResource();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const fields = showFields(resource);

  /** Amounts and counts as numbers (a spreadsheet sums them; the CSV writer never touches a number), the rest as text. */
  const text = (name: string, field: FieldDef, record: Record<string, unknown>): Cell => {
    const v = record[name];
    switch (field.type) {
      case 'enum': {
        const hit = field.values.find((e) => e.value === v);
        return hit ? pickLabel(hit.label, locale) : str(v);
      }
      case 'reference': {
        const target = resourceByKey(field.resource, config);
        const joined = (record[joinAlias(resource, name)] as Record<string, unknown> | undefined)?.[target?.recordRepresentation ?? ''];
        return str(joined ?? v);
      }
      case 'money':
      case 'integer':
      case 'decimal':
        return v === null || v === undefined || v === '' ? '' : Number(v);
      case 'boolean':
        return v === null || v === undefined ? '' : translate(v ? 'ra.boolean.true' : 'ra.boolean.false');
      case 'date':
        return isoDay(v);
      case 'text':
      case 'longtext':
      case 'datetime':
      case 'image':
      case 'url':
      case 'phone':
      case 'idNumber':
        return str(v);
      default:
        return unreachable(field);
    }
  };

  return (records) => {
    const header = ['ID', ...fields.map(([, f]) => pickLabel(f.label, locale))];
    const rows = (records as Record<string, unknown>[]).map((r) => [str(r.id), ...fields.map(([n, f]) => text(n, f, r))]);
    downloadCSV(toCsv({ header, rows }), `${pickLabel(route.title, locale)}-${new Date().toISOString().slice(0, 10)}`);
  };
};
