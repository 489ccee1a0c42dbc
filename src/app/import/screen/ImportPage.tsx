/**
 * The import screen of a config resource (/<list route>/import, for the levels that may
 * create it): a CSV or XLSX file, its columns mapped to the config's fields, a preview checked
 * in the browser and then by the server (references, values taken, the tables' rules), cells
 * corrected in place, and the import, all rows or none, after a confirmation. docs/import.md.
 */
import { Alert, Box, Button, FormControlLabel, LinearProgress, Paper, Stack, Switch, Typography } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { Confirm, downloadCSV, Link, useCreatePath, useDataProvider, useGetList, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { DATE_ORDERS, MAX_IMPORT_ROWS, importableFields, type DateOrder, type ImportCheck, type ImportDone } from '../../../config/importing';
import { REGISTER_TABLE } from '../../../rules/register';
import { resourceNameForLevel } from '../../../protocol/resourceName';
import { useLevel } from '../../builders/permissions/useLevel';
import { errorText } from '../../builders/validation/useFieldValidate';
import { useConfigResource } from '../../builders/model/ConfigResourceContext';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { useInlineCall } from '../../kit/useServerAction';
import { CellEditDialog, type EditedCell } from './CellEditDialog';
import { DateOrderStep } from './DateOrderStep';
import { dateColumns, findDateProof } from './dateProof';
import { CapacityProblems, CreatesNotice } from './RegisterChecks';
import { checkRows, missingFields, serverProblems, staleProblems } from './checkRows';
import { errorsCsv, templateCsv } from './errorsCsv';
import { FileStep } from './FileStep';
import { callFailure, bodyBytes } from './callFailure';
import { callImport, importRequest } from './importApi';
import { MappingStep } from './MappingStep';
import { matchColumns } from './matchColumns';
import { PreviewStep } from './PreviewStep';
import { SavedMappings } from './SavedMappings';
import { MAPPING_RESOURCE, applySaved, readSaved, sameColumns as savedColumnsMatch, type SavedMapping } from './savedMappings';
import { kindOf, readSpreadsheet } from './readSpreadsheet';
import type { Sheet } from './sheet';
import { useElapsed } from './useElapsed';

const asDateOrder = (v: string | undefined): DateOrder | undefined => DATE_ORDERS.find((o) => o === v);

/** Larger files are refused before reading: far above 10,000 rows of any resource. */
const MAX_FILE_MB = 20;

type Busy = 'reading' | 'checking' | 'importing';

const Section = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => (
  <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={testId}>
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

export const ImportPage = () => {
  const { key, resource, route, config } = useConfigResource();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const label = useConfigLabel();
  const name = label(route.title);
  const fields = useMemo(() => importableFields(resource), [resource]);

  const [sheet, setSheet] = useState<Sheet>();
  const [mapping, setMapping] = useState<(string | null)[]>([]);
  /** Bumped on every change of the file, its cells or the mapping: a server check is for one version. */
  const [version, setVersion] = useState(0);
  /** Bumped for every file read: a check of another file says nothing about this one. */
  const [fileId, setFileId] = useState(0);
  const [checked, setChecked] = useState<{ version: number; fileId: number; mapping: (string | null)[]; check: ImportCheck }>();
  /** Cells corrected since the last check (`${row}:${field}`): their old errors are no longer shown. */
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const { busy, failure, setFailure, attempt } = useInlineCall<Busy>();
  const [done, setDone] = useState<ImportDone>();
  /** The confirmation open: for every row, or for the rows without errors only (the others left out). */
  const [confirming, setConfirming] = useState<'all' | 'valid'>();
  /** How far the server's check or import has gone (rows of its chunks), while it runs. */
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  /** The rows left out of the last import (their errors stay downloadable). */
  const [leftOut, setLeftOut] = useState(0);
  const [editing, setEditing] = useState<EditedCell>();
  const seconds = useElapsed(busy !== undefined);
  const level = useLevel();
  const createPath = useCreatePath();
  const isRegister = key === REGISTER_TABLE;
  /** The register only: create the areas, rows and plots the file names that do not exist. */
  const [createMissing, setCreateMissing] = useState(false);
  /** The date order the user chose for this file; until then the file's proof (or a saved mapping's, or year-month-day). */
  const [chosenOrder, setChosenOrder] = useState<DateOrder>();
  /** The saved mapping applied to the current file (by its columns, or chosen). */
  const [applied, setApplied] = useState<string>();
  const dataProvider = useDataProvider();
  const savedQuery = { filter: { resource: key }, pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' as const } };
  const savedList = useGetList(MAPPING_RESOURCE, savedQuery);
  const saved = useMemo(() => (savedList.data ?? []).flatMap((r) => readSaved(r) ?? []), [savedList.data]);

  const missing = sheet ? missingFields(resource, config, mapping) : [];
  const dates = useMemo(() => dateColumns(mapping, resource.fields), [mapping, resource.fields]);
  const proof = useMemo(() => (sheet ? findDateProof(sheet, dates) : undefined), [sheet, dates]);
  const dateOrder: DateOrder = chosenOrder ?? proof?.order ?? 'ymd';
  const local = useMemo(
    () => (sheet ? checkRows(sheet, mapping, resource, config, (e) => errorText(e, locale), dateOrder) : new Map()),
    [sheet, mapping, resource, config, locale, dateOrder],
  );
  const fresh = checked?.version === version ? checked.check : undefined;
  const problems = useMemo(() => {
    if (fresh) return serverProblems(fresh.errors);
    // Cells corrected since the check: the other rows keep the check's errors until the next one.
    const sameRows = checked && checked.fileId === fileId && checked.mapping.join('\u0000') === mapping.join('\u0000');
    return sameRows ? staleProblems(serverProblems(checked.check.errors), local, edited) : local;
  }, [fresh, local, checked, fileId, mapping, edited]);
  const total = sheet?.rows.length ?? 0;
  const n = (x: number): string => x.toLocaleString(locale);
  const mapped = mapping.some((m) => m !== null);
  const canCheck = sheet !== undefined && mapped && missing.length === 0 && busy === undefined;
  const canImport = fresh !== undefined && fresh.errors.length === 0 && busy === undefined;
  /** Rows the server's check of the current data found valid, when some are not: they may go in without the others. */
  const validRows = fresh && fresh.errors.length > 0 && busy === undefined ? total - problems.size : 0;

  const requestOf = (s: Sheet, m: readonly (string | null)[], order: DateOrder, create: boolean) =>
    importRequest(resource.table, s, m, { dateOrder: order, fileName: s.fileName, ...(isRegister ? { createMissing: create } : {}) });

  const check = async (s: Sheet, m: (string | null)[], v: number, file: number, order = dateOrder, create = createMissing) => {
    const request = requestOf(s, m, order, create);
    setProgress(undefined);
    const answer = await attempt('checking', () => callImport('check', request, setProgress), (e) => callFailure(e, translate, bodyBytes(request), locale));
    if (answer?.kind === 'checked') {
      setChecked({ version: v, fileId: file, mapping: m, check: answer.check });
      setEdited(new Set());
    }
  };

  /** The rows sent: every row, or (leaving out the rows with errors) those the check found valid. */
  const commit = async (which: 'all' | 'valid') => {
    if (!sheet) return;
    setConfirming(undefined);
    const kept = which === 'valid' ? sheet.rows.flatMap((_, i) => (problems.has(i) ? [] : [i])) : sheet.rows.map((_, i) => i);
    const sent: Sheet = which === 'valid' ? { ...sheet, rows: kept.map((i) => sheet.rows[i]), lines: kept.map((i) => sheet.lines[i]) } : sheet;
    const request = requestOf(sent, mapping, dateOrder, createMissing);
    setProgress(undefined);
    const answer = await attempt('importing', () => callImport('commit', request, setProgress), (e) => callFailure(e, translate, bodyBytes(request), locale));
    if (answer?.kind === 'done') {
      setDone(answer.done);
      setLeftOut(sheet.rows.length - kept.length);
      notify('import.done', { type: 'success', messageArgs: { count: n(answer.done.created), name, smart_count: answer.done.created } });
    } else if (answer) {
      // Refused: the rows' errors, by their place in the file (the rows sent may be fewer).
      const errors = [...(which === 'valid' ? (fresh?.errors ?? []) : []), ...answer.check.errors.map((e) => ({ ...e, index: kept[e.index] }))];
      const check = { ...answer.check, total: sheet.rows.length, valid: sheet.rows.length - new Set(errors.map((e) => e.index)).size, errors };
      setChecked({ version, fileId, mapping, check });
      setEdited(new Set());
    }
  };

  const readFile = async (file: File) => {
    setFailure(undefined);
    setDone(undefined);
    if (!kindOf(file.name)) return setFailure(translate('import.errors.type'));
    if (file.size > MAX_FILE_MB * 1024 * 1024) return setFailure(translate('import.errors.too_large', { max: MAX_FILE_MB }));
    const next = await attempt('reading', () => readSpreadsheet(file), (e) => translate('import.errors.unreadable', { message: e.message }));
    if (!next) return;
    if (next.rows.length === 0) return setFailure(translate('import.errors.empty'));
    if (next.rows.length > MAX_IMPORT_ROWS) return setFailure(translate('import.errors.too_many', { count: next.rows.length, max: MAX_IMPORT_ROWS }));
    // The same columns again (a corrected file): the user's mapping stays.
    const sameColumns = sheet !== undefined && sheet.header.join('\u0000') === next.header.join('\u0000');
    // Else a saved mapping of exactly these columns, else the columns' names.
    // The saved mappings as they are now (one may have been saved a moment ago, or the list not be loaded yet).
    const savedNow = sameColumns ? saved : await dataProvider.getList(MAPPING_RESOURCE, savedQuery).then(({ data }) => data.flatMap((r) => readSaved(r) ?? []), () => saved);
    const savedMatch = sameColumns ? undefined : savedNow.find((m) => savedColumnsMatch(m, next.header));
    const nextMapping = sameColumns ? mapping : savedMatch ? applySaved(savedMatch, next.header, fields) : matchColumns(next.header, fields, config, key);
    if (!sameColumns) setApplied(savedMatch?.name);
    // The file's proof of its date order wins; else a saved mapping's order; a same-columns file keeps the choice.
    const nextProof = findDateProof(next, dateColumns(nextMapping, resource.fields));
    const savedOrder = savedMatch && !nextProof ? asDateOrder(savedMatch.dateOrder) : undefined;
    const nextChosen = sameColumns ? chosenOrder : savedOrder;
    const nextOrder = nextChosen ?? nextProof?.order ?? 'ymd';
    setChosenOrder(nextChosen);
    const v = version + 1;
    const nextFile = fileId + 1;
    setSheet(next);
    setMapping(nextMapping);
    setVersion(v);
    setFileId(nextFile);
    setEdited(new Set());
    if (nextMapping.some((m) => m !== null) && missingFields(resource, config, nextMapping).length === 0) await check(next, nextMapping, v, nextFile, nextOrder);
  };

  const applyMapping = (m: SavedMapping) => {
    if (!sheet) return;
    const next = applySaved(m, sheet.header, fields);
    setMapping(next);
    setApplied(m.name);
    const savedOrder = asDateOrder(m.dateOrder);
    if (savedOrder && !findDateProof(sheet, dateColumns(next, resource.fields))) setChosenOrder(savedOrder);
    setVersion((v) => v + 1);
  };

  const chooseOrder = (order: DateOrder) => {
    setChosenOrder(order);
    setVersion((v) => v + 1);
  };

  const switchCreateMissing = (on: boolean) => {
    setCreateMissing(on);
    setVersion((v) => v + 1);
  };

  const remap = (column: number, field: string | null) => {
    setMapping((m) => m.map((f, c) => (c === column ? field : f === field && field !== null ? null : f)));
    setVersion((v) => v + 1);
  };

  const saveCell = (value: string) => {
    if (!sheet || !editing) return;
    const rows = sheet.rows.map((r, i) => (i === editing.row ? r.map((cell, c) => (c === editing.column ? value : cell)) : r));
    setSheet({ ...sheet, rows });
    setVersion((v) => v + 1);
    setEdited((e) => new Set([...e, `${editing.row}:${editing.field}`]));
    setEditing(undefined);
  };

  const downloadErrors = () => {
    if (!sheet) return;
    const header: [string, string, string, string, string] = ['row', 'field', 'column', 'value', 'error'].map((k) => translate(`import.csv.${k}`)) as [string, string, string, string, string];
    const csv = errorsCsv(sheet, mapping, problems, { header, fieldLabel: (n) => label(resource.fields[n].label) });
    downloadCSV(csv, `${translate('import.csv.file')}-${sheet.fileName.replace(/\.[^.]+$/, '')}`);
  };

  const downloadTemplate = () => downloadCSV(templateCsv(fields.map(([, f]) => label(f.label))), `${name}-template`);

  /** The batch page of a finished import, for a level that has the batches' screen. */
  const batchPath = (d: ImportDone): string | undefined => {
    const batches = resourceNameForLevel('import_batch', level, config);
    return batches.routed && d.batchId ? createPath({ resource: batches.name, id: d.batchId, type: 'show' }) : undefined;
  };

  const reset = () => {
    setSheet(undefined);
    setChosenOrder(undefined);
    setApplied(undefined);
    setMapping([]);
    setChecked(undefined);
    setDone(undefined);
    setLeftOut(0);
    setFailure(undefined);
    setVersion((v) => v + 1);
  };

  const status = (): ReactNode => {
    if (!sheet || busy === 'checking' || busy === 'importing') return null;
    const bad = problems.size;
    const summary = translate('import.preview.summary', { total: n(total), valid: n(total - bad), bad: n(bad) });
    if (fresh && bad === 0) return <Alert severity="success">{translate('import.preview.ready', { count: n(total), smart_count: total })}</Alert>;
    if (fresh) return <Alert severity="error">{summary}</Alert>;
    const note = checked ? translate('import.preview.stale') : translate('import.preview.unchecked');
    return (
      <Alert severity={bad > 0 ? 'error' : checked ? 'warning' : 'info'}>
        {summary}
        <br />
        {note}
      </Alert>
    );
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1400 }} data-testid="import-page">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1, minWidth: 200 }}>
          {translate('import.title', { name })}
        </Typography>
        <Button onClick={downloadTemplate}>{translate('import.template')}</Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(isRegister ? 'import.register.intro' : 'import.intro')}
      </Typography>

      <Stack spacing={2}>
        {done ? (
          <Alert severity="success" data-testid="import-done">
            {translate('import.done', { count: n(done.created), name, smart_count: done.created })}
            {leftOut > 0 && (
              <Box component="span" sx={{ display: 'block' }} data-testid="import-left-out">
                {translate('import.left_out.done', { count: n(leftOut), smart_count: leftOut })}
              </Box>
            )}
            <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
              {leftOut > 0 && (
                <Button variant="outlined" color="inherit" size="small" onClick={downloadErrors} data-testid="import-left-out-errors">
                  {translate('import.preview.download')}
                </Button>
              )}
              {batchPath(done) && (
                <Button variant="contained" color="inherit" size="small" component={Link} to={batchPath(done)} data-testid="import-open-batch">
                  {translate('import.batch.open')}
                </Button>
              )}
              {!isRegister && (
                <Button variant="outlined" color="inherit" size="small" component={Link} to={route.path}>
                  {translate('import.actions.open_list')}
                </Button>
              )}
              <Button color="inherit" size="small" onClick={reset}>
                {translate('import.actions.another')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <FileStep sheet={sheet} disabled={busy !== undefined} onFile={(f) => void readFile(f)} />
        )}

        {busy && (
          <Box role="status" aria-live="polite" data-testid="import-progress">
            {busy !== 'reading' && progress && progress.total > 0 ? <LinearProgress variant="determinate" value={(100 * progress.done) / progress.total} /> : <LinearProgress />}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {busy === 'reading' ? translate('import.file.reading') : translate(`import.progress.${busy}`, { count: n(progress?.total ?? total), seconds })}
              {busy !== 'reading' && progress && (
                <span data-testid="import-progress-rows">{` ${translate('import.progress.rows', { done: n(progress.done), total: n(progress.total) })}`}</span>
              )}
            </Typography>
          </Box>
        )}
        {failure && (
          <Alert severity="error" data-testid="import-failure">
            {failure}
          </Alert>
        )}

        {sheet && !done && (
          <>
            <Section title={translate('import.mapping.title')} testId="import-mapping">
              <SavedMappings
                target={key}
                sheet={sheet}
                mapping={mapping}
                dateOrder={dates.length > 0 ? dateOrder : undefined}
                saved={saved}
                applied={applied}
                disabled={busy !== undefined}
                onApply={applyMapping}
                onSaved={() => void savedList.refetch()}
              />
              <MappingStep sheet={sheet} fields={fields} mapping={mapping} missing={missing} disabled={busy !== undefined} onChange={remap} />
              {dates.length > 0 && (
                <Box sx={{ mt: 2 }}>
                  <DateOrderStep order={dateOrder} proof={proof} disabled={busy !== undefined} onChange={chooseOrder} />
                </Box>
              )}
              {isRegister && (
                <Box sx={{ mt: 2 }}>
                  <FormControlLabel
                    control={<Switch checked={createMissing} disabled={busy !== undefined} onChange={(e) => switchCreateMissing(e.target.checked)} data-testid="import-create-missing" />}
                    label={translate('import.register.create_missing')}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {translate('import.register.create_missing_help')}
                  </Typography>
                </Box>
              )}
            </Section>
            <Section title={translate('import.preview.title')} testId="import-preview-section">
              <Stack spacing={1.5}>
                <Box data-testid="import-status">{status()}</Box>
                {fresh && createMissing && <CreatesNotice creates={fresh.creates ?? []} config={config} />}
                {fresh && <CapacityProblems errors={fresh.errors} config={config} disabled={busy !== undefined} onRaised={() => void check(sheet, mapping, version, fileId)} />}
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
                  <Button variant={fresh ? 'outlined' : 'contained'} disabled={!canCheck} onClick={() => void check(sheet, mapping, version, fileId)} data-testid="import-check">
                    {translate('import.actions.check')}
                  </Button>
                  {validRows > 0 && (
                    <Button variant="outlined" color="warning" onClick={() => setConfirming('valid')} data-testid="import-commit-valid">
                      {translate('import.left_out.button', { count: n(validRows), smart_count: validRows })}
                    </Button>
                  )}
                  <Button variant="contained" disabled={!canImport} onClick={() => setConfirming('all')} data-testid="import-commit">
                    {translate('import.actions.import', { count: n(total), smart_count: total })}
                  </Button>
                </Box>
                <PreviewStep
                  sheet={sheet}
                  mapping={mapping}
                  fields={resource.fields}
                  problems={problems}
                  disabled={busy !== undefined}
                  onEdit={setEditing}
                  onDownload={downloadErrors}
                />
              </Stack>
            </Section>
          </>
        )}
      </Stack>

      <Confirm
        isOpen={confirming !== undefined}
        title="import.confirm.title"
        content={confirming === 'valid' ? 'import.left_out.confirm' : 'import.confirm.content'}
        titleTranslateOptions={{ count: n(confirming === 'valid' ? validRows : total), smart_count: confirming === 'valid' ? validRows : total }}
        contentTranslateOptions={{ count: n(confirming === 'valid' ? validRows : total), name, left: n(total - validRows) }}
        confirm="import.confirm.ok"
        onConfirm={() => void commit(confirming ?? 'all')}
        onClose={() => setConfirming(undefined)}
      />
      {editing && (
        <CellEditDialog cell={editing} field={resource.fields[editing.field]} dateOrder={dateOrder} onSave={saveCell} onClose={() => setEditing(undefined)} />
      )}
    </Box>
  );
};
