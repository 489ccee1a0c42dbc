/**
 * /print/reminder: the reminder letters of one term (?terms=12), of several (?terms=12,13) or
 * of a filtered due and overdue list (?filter={...}, the list's filter), at most 200 at once,
 * in the channel of the caller (the list's route fixes it). Holders who asked not to be
 * contacted get no letter; the page says how many were left out. Plots' and niches' terms
 * alike; each letter in its holder's letter language, else the one picked (the staff's at
 * first). Printing logs every letter's term.
 */
import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { langOf } from '../../../config/dates';
import { useSearchParams } from 'react-router-dom';
import { resourceNameForLevel } from '../../../protocol/resourceName';
import { appConfig } from '../../../instance';
import { useLevel } from '../../builders/permissions/useLevel';
import { PrintScreen } from '../components/PrintScreen';
import { cemeteryHeader } from '../data/common';
import type { SettingRow } from '../data/rows';
import { ReminderDocument, type ReminderTerm } from '../documents/ReminderDocument';
import { useTermPolicy } from '../../terms/useTermPolicy';

const MAX_LETTERS = 200;

/** The filter the URL asks for, or null: ids, or a list filter (a plain object of scalars and arrays). */
const filterOf = (params: URLSearchParams): Record<string, unknown> | null => {
  const ids = params.get('terms');
  if (ids && /^\d{1,10}(,\d{1,10}){0,199}$/.test(ids)) return { id: ids.split(',').map(Number) };
  const raw = params.get('filter');
  if (!raw) return null;
  try {
    const f = JSON.parse(raw) as unknown;
    return f && typeof f === 'object' && !Array.isArray(f) ? (f as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

export const ReminderPage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  // Letters start in the staff's own language (a holder's letter language, when set, wins per letter).
  const [locale] = useLocaleState();
  const level = useLevel();
  const policy = useTermPolicy();
  const dataProvider = useDataProvider();
  const setting = useGetOne<SettingRow>('setting', { id: 1 }, { staleTime: 60_000 });
  const filter = filterOf(params);
  const key = JSON.stringify(filter);
  const [state, setState] = useState<{ loading: boolean; terms: ReminderTerm[]; skipped: number; total: number; error?: string }>({ loading: false, terms: [], skipped: 0, total: 0 });
  const name = level === undefined ? undefined : resourceNameForLevel('mgmt_term', level, appConfig).name;

  /** A niche's letter names the deceased: read from the storage terms' deposits (one call for the page). */
  const withDeceased = async (terms: ReminderTerm[]): Promise<ReminderTerm[]> => {
    const ids = [...new Set(terms.filter((t) => t.kind === 'storage').map((t) => Number(t.deposit_id)))];
    if (ids.length === 0 || level === undefined || !appConfig.ash_deposit) return terms;
    const { data } = await dataProvider.getMany(resourceNameForLevel('ash_deposit', level, appConfig).name, { ids });
    const byId = new Map(data.map((d) => [Number(d.id), d]));
    return terms.map((t) => (t.kind === 'storage' ? { ...t, deposit: { ...(t.deposit as object), deceased_name: byId.get(Number(t.deposit_id))?.deceased_name } } : t));
  };

  useEffect(() => {
    if (!filter || !name) return;
    let live = true;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    dataProvider
      .getList(name, { filter, pagination: { page: 1, perPage: MAX_LETTERS }, sort: { field: 'paid_until', order: 'ASC' } })
      .then(async ({ data, total }) => {
        const open = data.filter((t) => t.status !== 'closed');
        const letters = await withDeceased(open.filter((t) => t.do_not_contact !== true) as ReminderTerm[]);
        if (!live) return;
        setState({ loading: false, terms: letters, skipped: open.length - letters.length, total: total ?? data.length });
      })
      .catch((e: unknown) => live && setState({ loading: false, terms: [], skipped: 0, total: 0, error: e instanceof Error ? e.message : String(e) }));
    return () => {
      live = false;
    };
    // The filter's text is its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, name, dataProvider]);

  const header = cemeteryHeader((setting.data ?? { id: 1, cemetery_name: null, address: null, phone: null, seal_url: null }) as SettingRow);
  const message = !filter
    ? { severity: 'info' as const, text: translate('terms.reminder.choose') }
    : state.error
      ? { severity: 'error' as const, text: translate('print.errors.load_failed', { error: state.error }) }
      : !state.loading && state.terms.length === 0
        ? { severity: 'info' as const, text: translate(state.skipped > 0 ? 'terms.reminder.skipped' : 'terms.reminder.none', { count: state.skipped }) }
        : undefined;
  const first = state.terms[0];
  return (
    <PrintScreen
      paper="a4"
      picker={
        <Alert severity={state.skipped > 0 || state.total > MAX_LETTERS ? 'warning' : 'info'} sx={{ flex: 1 }} data-testid="reminder-count">
          {[
            translate('terms.reminder.count', { count: state.terms.length, smart_count: state.terms.length }),
            state.skipped > 0 ? translate('terms.reminder.skipped', { count: state.skipped }) : '',
            state.total > MAX_LETTERS ? translate('terms.reminder.too_many', { max: MAX_LETTERS }) : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </Alert>
      }
      loading={state.loading || setting.isPending}
      message={message}
      target={first ? { document: 'reminder', table: 'mgmt_term', id: Number(first.id), ids: state.terms.map((t) => Number(t.id)), title: translate('terms.reminder.title') } : null}
      document={state.terms.length > 0 ? (lang) => <ReminderDocument terms={state.terms} header={header} lang={lang} policy={policy} /> : null}
      initialLang={langOf(locale)}
    />
  );
};
