/**
 * One operation: who, when, what, on which record (a link to it), and a field-by-field table of
 * the stored row before and after, labelled from the config, values shown as their screens show
 * them, changed rows highlighted, with a switch to see the changed fields only. Wraps on a phone.
 */
import { Alert, Box, FormControlLabel, Paper, Switch, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { Show, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { langOf } from '../../../config/dates';
import type { FieldDef, Labels } from '../../../config/types';
import { ConfigField } from '../../builders/fields/ConfigField';
import { useConfigResource } from '../../builders/model/ConfigResourceContext';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { diffRows, logEntryName, logSubject, parseStored } from './logEntry';
import { LogSubjectLink } from './LogSubjectLink';
import { LogTableName } from './LogTableName';
import { StoredValue } from './StoredValue';
import { appConfig } from '../../../instance';

const NO_LABEL: Labels = { zh: '', en: '', es: '', ja: '' };

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" component="div">
      {children}
    </Typography>
  </Box>
);

const LogFacts = () => {
  const { resource } = useConfigResource();
  const log = useRecordContext();
  const label = useConfigLabel();
  const translate = useTranslate();
  if (!log) return null;
  const fields = resource.fields;
  const time: FieldDef = { type: 'datetime', label: resource.createdLabel ?? NO_LABEL };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, auto)' }, justifyContent: 'start', columnGap: 4 }} data-testid="log-facts">
      <Fact label={resource.createdLabel ? label(resource.createdLabel) : ''}>
        <ConfigField name="created_at" field={time} />
      </Fact>
      <Fact label={label(fields.user_id.label)}>{log.user_id ? <ConfigField name="user_id" field={fields.user_id} /> : translate('oplog.system')}</Fact>
      <Fact label={label(fields.action.label)}>
        <ConfigField name="action" field={fields.action} />
      </Fact>
      <Fact label={label(fields.table_name.label)}>
        <LogTableName />
      </Fact>
      <Fact label={translate('oplog.record')}>
        <LogSubjectLink />
        {log.action === 'delete' ? ` ${translate('oplog.deleted')}` : ''}
      </Fact>
    </Box>
  );
};

const Changes = () => {
  const log = useRecordContext();
  const label = useConfigLabel();
  const translate = useTranslate();
  const [onlyChanged, setOnlyChanged] = useState(false);
  if (!log) return null;
  const { resource } = logSubject(log, appConfig);
  const before = parseStored(log.before);
  const after = parseStored(log.after);
  const rows = diffRows(resource, before, after);
  const changed = rows.filter((r) => r.changed).length;
  const shown = onlyChanged ? rows.filter((r) => r.changed) : rows;
  const showBefore = before !== null;
  const showAfter = after !== null;
  return (
    <Box sx={{ mt: 3 }} data-testid="log-changes">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('oplog.changes')}
        </Typography>
        {rows.length > 0 && (
          <Typography variant="body2" color="text.secondary" data-testid="log-changed-count">
            {translate('oplog.changed_count', { count: changed })}
          </Typography>
        )}
        {rows.length > 0 && showBefore && showAfter && (
          <FormControlLabel
            sx={{ ml: 'auto' }}
            control={<Switch size="small" checked={onlyChanged} onChange={(e) => setOnlyChanged(e.target.checked)} />}
            label={translate('oplog.only_changed')}
          />
        )}
      </Box>
      {rows.length === 0 ? (
        <Alert severity="info">{translate('oplog.nothing_stored')}</Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ '& td, & th': { verticalAlign: 'top' } }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: { md: '22%' } }}>{translate('oplog.field')}</TableCell>
                {showBefore && <TableCell>{translate('oplog.before')}</TableCell>}
                {showAfter && <TableCell>{translate('oplog.after')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((r) => (
                <TableRow
                  key={r.name}
                  data-field={r.name}
                  data-changed={r.changed ? 'true' : undefined}
                  sx={r.changed ? { bgcolor: (t) => alpha(t.palette.warning.main, 0.12), '& td:first-of-type': { fontWeight: 600 } } : undefined}
                >
                  <TableCell>{r.field ? label(r.field.label) : r.name}</TableCell>
                  {showBefore && (
                    <TableCell sx={r.changed && showAfter ? { color: 'text.secondary', textDecoration: 'line-through' } : undefined}>
                      <StoredValue field={r.field} value={r.before} />
                    </TableCell>
                  )}
                  {showAfter && (
                    <TableCell>
                      <StoredValue field={r.field} value={r.after} />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
};

const LogTitle = () => {
  const { route } = useConfigResource();
  const log = useRecordContext();
  const label = useConfigLabel();
  const [locale] = useLocaleState();
  if (!log) return <>{label(route.title)}</>;
  return <>{`${label(route.title)} · ${logEntryName(log, appConfig, langOf(locale))}`}</>;
};

export const OperationLogShow = () => (
  <Show title={<LogTitle />} actions={false}>
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, border: 'none' }}>
      <LogFacts />
      <Changes />
    </Paper>
  </Show>
);
