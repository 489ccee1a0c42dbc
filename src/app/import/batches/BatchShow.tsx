/**
 * One import batch (/import/batches/:id): who imported what file when, into what, the records
 * it wrote per table with a link to each list filtered by the batch, and Undo: after a
 * confirmation naming the counts, every record of the batch goes, or none; a refusal (a later
 * payment on an imported order) says what depends on the batch, with a link to it.
 */
import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Box, Button, LinearProgress, Link as MuiLink, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Confirm, Show, useCreatePath, useGetOne, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { canDo, resourceByKey, resourceByTable } from '../../../config/access';
import type { ImportUndoBlocked, ImportUndone } from '../../../config/importing';
import { REGISTER_TABLE } from '../../../rules/register';
import type { FieldDef, Labels } from '../../../config/types';
import { appConfig } from '../../../instance';
import { resourceNameForLevel } from '../../../protocol/resourceName';
import { ConfigField } from '../../builders/fields/ConfigField';
import { useConfigResource } from '../../builders/model/ConfigResourceContext';
import { useLevel } from '../../builders/permissions/useLevel';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { importUndo } from '../../../protocol/contracts/imports';
import { callEnvelope } from '../../providers/call';
import { ApiCallError } from '../../providers/http';
import { callFailure } from '../screen/callFailure';
import { useElapsed } from '../screen/useElapsed';
import { batchCounts, type BatchCount } from './batchCounts';

const NO_LABEL: Labels = { zh: '', en: '', es: '', ja: '' };

const Fact = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <Box sx={{ minWidth: 0 }} data-testid={testId}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

type UndoAnswer = { kind: 'undone'; undone: ImportUndone } | { kind: 'blocked'; blocked: ImportUndoBlocked };

const callUndo = async (id: number): Promise<UndoAnswer> => {
  const env = await callEnvelope(importUndo, { id });
  if (env.status === 200) return { kind: 'undone', undone: env.data as ImportUndone };
  const data = env.data as Partial<ImportUndoBlocked> | undefined;
  if (env.status === 409 && data?.code === 'import_undo_blocked') return { kind: 'blocked', blocked: data as ImportUndoBlocked };
  throw new ApiCallError(env.msg || 'Has Error', env.status, data as { code: string });
};

/** "12 plots, 30 registrations": counts with the tables' names. */
const useCountWords = () => {
  const label = useConfigLabel();
  const [locale] = useLocaleState();
  return (counts: readonly { table: string; count: number }[]): string =>
    counts
      .map(({ table, count }) => {
        const hit = resourceByTable(table, appConfig);
        return `${count.toLocaleString(locale)} ${hit ? label(hit[1].label) : table}`;
      })
      .join(locale === 'zh' || locale === 'ja' ? '、' : ', ');
};

/**
 * Where the blocking record opens: its own page when the level has its screen, else the page of
 * the first record it belongs to that has one (a payment opens its order).
 */
const useBlockingPath = (blocked: ImportUndoBlocked): string | undefined => {
  const level = useLevel();
  const createPath = useCreatePath();
  const hit = resourceByTable(blocked.table, appConfig);
  const own = hit ? resourceNameForLevel(hit[0], level, appConfig) : undefined;
  const { data } = useGetOne(hit?.[0] ?? blocked.table, { id: blocked.id }, { enabled: hit !== undefined && own?.routed === false });
  if (!hit || level === undefined) return undefined;
  const pathOf = (key: string, id: unknown): string | undefined => {
    const target = resourceByKey(key, appConfig);
    const route = resourceNameForLevel(key, level, appConfig);
    return target && route.routed ? createPath({ resource: route.name, id: id as number, type: canDo(target, level, 'update') ? 'edit' : 'show' }) : undefined;
  };
  if (own?.routed) return pathOf(hit[0], blocked.id);
  if (!data) return undefined;
  for (const [name, field] of Object.entries(hit[1].fields)) {
    if (field.type !== 'reference' || data[name] === null || data[name] === undefined) continue;
    const path = pathOf(field.resource, data[name]);
    if (path) return path;
  }
  return undefined;
};

const Blocked = ({ blocked }: { blocked: ImportUndoBlocked }) => {
  const translate = useTranslate();
  const label = useConfigLabel();
  const hit = resourceByTable(blocked.table, appConfig);
  const to = useBlockingPath(blocked);
  return (
    <Alert severity="error" data-testid="batch-undo-blocked">
      {translate('import.batch.blocked', { table: hit ? label(hit[1].singular ?? hit[1].label) : blocked.table, id: blocked.id, reason: blocked.reason })}
      {to && (
        <Box sx={{ mt: 1 }}>
          <MuiLink component={Link} to={to} data-testid="batch-undo-blocking-link">
            {translate('import.batch.open_blocking')}
          </MuiLink>
        </Box>
      )}
    </Alert>
  );
};

const CountsTable = ({ counts }: { counts: readonly BatchCount[] }) => {
  const translate = useTranslate();
  const label = useConfigLabel();
  const [locale] = useLocaleState();
  return (
    <Table size="small" data-testid="batch-counts" sx={{ maxWidth: 560 }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('import.batch.table')}</TableCell>
          <TableCell align="right">{translate('import.batch.count')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {counts.map((c) => (
          <TableRow key={c.table} data-table={c.table}>
            <TableCell>{c.resource ? label(c.resource.label) : c.table}</TableCell>
            <TableCell align="right">{c.count.toLocaleString(locale)}</TableCell>
            <TableCell>
              {c.listPath ? (
                <MuiLink component={Link} to={c.listPath} data-testid="batch-list-link">
                  {translate('import.batch.show_records')}
                </MuiLink>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const BatchBody = () => {
  const { resource } = useConfigResource();
  const batch = useRecordContext();
  const translate = useTranslate();
  const label = useConfigLabel();
  const level = useLevel();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const words = useCountWords();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState<ImportUndoBlocked>();
  const [failure, setFailure] = useState<string>();
  const seconds = useElapsed(busy);
  if (!batch) return null;
  const id = Number(batch.id);
  const fields = resource.fields;
  const into = String(batch.table_name ?? '');
  const target = into === REGISTER_TABLE ? translate('import.batch.register_table') : (resourceByTable(into, appConfig)?.[1].label ?? undefined);
  const time: FieldDef = { type: 'datetime', label: resource.createdLabel ?? NO_LABEL };
  const committed = batch.status === 'committed';
  // Taken back: undone by a manager, or at the start after a server stopped during the import.
  const takenBack = batch.status === 'undone' || batch.status === 'interrupted';
  // An undone batch keeps its counts as history; its records are gone, so no list to open.
  const counts = batchCounts(batch.counts, id, level, appConfig).map((c) => (committed ? c : { ...c, listPath: undefined }));

  const undo = async () => {
    setConfirming(false);
    setBusy(true);
    setBlocked(undefined);
    setFailure(undefined);
    try {
      const answer = await callUndo(id);
      if (answer.kind === 'blocked') setBlocked(answer.blocked);
      else {
        const removed = Object.entries(answer.undone.removed).map(([table, count]) => ({ table, count }));
        notify('import.batch.undone_notice', { type: 'success', messageArgs: { counts: words(removed) } });
        refresh();
      }
    } catch (e) {
      setFailure(callFailure(e instanceof Error ? e : new Error(String(e)), translate, 0, locale));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box data-testid="batch-page">
      <Box sx={{ display: 'grid', gap: 2, columnGap: 4, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(6, auto)' }, justifyContent: 'start' }} data-testid="batch-facts">
        <Fact label={label(fields.user_id?.label ?? NO_LABEL)}>{fields.user_id ? <ConfigField name="user_id" field={fields.user_id} /> : null}</Fact>
        <Fact label={resource.createdLabel ? label(resource.createdLabel) : translate('import.batch.when')}>
          <ConfigField name="created_at" field={time} />
        </Fact>
        <Fact label={label(fields.file_name?.label ?? NO_LABEL)} testId="batch-file">
          {String(batch.file_name ?? '')}
        </Fact>
        <Fact label={label(fields.table_name?.label ?? NO_LABEL)}>{typeof target === 'string' ? target : target ? label(target) : into}</Fact>
        <Fact label={translate('import.batch.rows')}>{Number(batch.rows ?? 0).toLocaleString(locale)}</Fact>
        <Fact label={label(fields.status?.label ?? NO_LABEL)} testId="batch-status">
          {fields.status ? <ConfigField name="status" field={fields.status} /> : String(batch.status ?? '')}
        </Fact>
        {takenBack && fields.undone_at && (
          <Fact label={label(fields.undone_at.label)} testId="batch-undone-at">
            <ConfigField name="undone_at" field={fields.undone_at} />
          </Fact>
        )}
        {batch.status === 'undone' && fields.undone_by && (
          <Fact label={label(fields.undone_by.label)}>
            <ConfigField name="undone_by" field={fields.undone_by} />
          </Fact>
        )}
      </Box>

      {batch.status === 'undoing' && !busy && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="batch-undoing">
          {translate('import.batch.undoing_state')}
        </Alert>
      )}
      {batch.status === 'interrupted' && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="batch-interrupted">
          {translate('import.batch.interrupted_state')}
        </Alert>
      )}

      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
        {translate('import.batch.counts')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <CountsTable counts={counts} />
      </Box>

      {committed && (
        <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
          <Button variant="outlined" color="error" startIcon={<UndoIcon />} disabled={busy} onClick={() => setConfirming(true)} data-testid="batch-undo">
            {translate('import.batch.undo')}
          </Button>
          {busy && (
            <Box sx={{ width: '100%', maxWidth: 560 }} data-testid="batch-undo-progress">
              <LinearProgress />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {translate('import.batch.undoing', { seconds })}
              </Typography>
            </Box>
          )}
          {blocked && <Blocked blocked={blocked} />}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Box>
      )}
      <Confirm
        isOpen={confirming}
        title="import.batch.undo_title"
        titleTranslateOptions={{ id }}
        content="import.batch.undo_content"
        contentTranslateOptions={{ counts: words(counts) }}
        confirm="import.batch.undo_ok"
        confirmColor="warning"
        onConfirm={() => void undo()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};

const BatchTitle = () => {
  const batch = useRecordContext();
  const translate = useTranslate();
  return <>{batch ? `${translate('import.batch.title', { id: batch.id })}${batch.file_name ? ` · ${String(batch.file_name)}` : ''}` : ''}</>;
};

export const BatchShow = () => (
  <Show title={<BatchTitle />} actions={false}>
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, border: 'none' }}>
      <BatchBody />
    </Paper>
  </Show>
);
