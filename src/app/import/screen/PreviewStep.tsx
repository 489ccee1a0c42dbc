/**
 * Step 3: the rows as they will be imported, a page at a time, every cell with an error
 * marked with its message (click it to correct it), the rows with errors alone on demand, and
 * the errors as a CSV file.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, FormControlLabel, Switch, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldDef } from '../../../config/types';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import type { EditedCell } from './CellEditDialog';
import type { Problems } from './checkRows';
import type { Sheet } from './sheet';

interface Props {
  sheet: Sheet;
  mapping: readonly (string | null)[];
  fields: Record<string, FieldDef>;
  problems: Problems;
  disabled: boolean;
  onEdit: (cell: EditedCell) => void;
  onDownload: () => void;
}

const PAGE_SIZES = [25, 50, 100];

export const PreviewStep = ({ sheet, mapping, fields, problems, disabled, onEdit, onDownload }: Props) => {
  const translate = useTranslate();
  const label = useConfigLabel();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAGE_SIZES[0]);
  const columns = mapping.flatMap((f, c) => (f ? [{ field: f, column: c }] : []));
  const shown = useMemo(
    () => (onlyErrors ? [...problems.keys()].sort((a, b) => a - b) : sheet.rows.map((_, i) => i)),
    [onlyErrors, problems, sheet.rows],
  );
  const withMessages = [...problems.values()].some((p) => p.message);
  const first = Math.min(page, Math.max(0, Math.ceil(shown.length / size) - 1)) * size;

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={onlyErrors}
              onChange={(e) => {
                setOnlyErrors(e.target.checked);
                setPage(0);
              }}
            />
          }
          label={translate('import.preview.only_errors')}
        />
        <Box sx={{ flex: 1 }} />
        {problems.size > 0 && (
          <Button startIcon={<DownloadIcon />} onClick={onDownload} disabled={disabled} data-testid="import-download-errors">
            {translate('import.preview.download')}
          </Button>
        )}
      </Box>
      {problems.size > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('import.preview.edit_hint')}
        </Typography>
      )}
      <TableContainer sx={{ maxHeight: 560, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader data-testid="import-preview">
          <TableHead>
            <TableRow>
              <TableCell sx={{ position: 'sticky', left: 0, zIndex: 3 }}>{translate('import.preview.row')}</TableCell>
              {columns.map(({ field, column }) => (
                <TableCell key={field} sx={{ whiteSpace: 'nowrap' }}>
                  {label(fields[field].label)}
                  {sheet.header[column] && sheet.header[column] !== label(fields[field].label) && (
                    <Typography component="div" variant="caption" color="text.secondary">
                      {sheet.header[column]}
                    </Typography>
                  )}
                </TableCell>
              ))}
              {withMessages && <TableCell>{translate('import.preview.problem')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.slice(first, first + size).map((i) => {
              const p = problems.get(i);
              return (
                <TableRow key={i} data-testid="import-preview-row" data-line={sheet.lines[i]} data-error={p ? 'true' : undefined}>
                  <TableCell sx={{ position: 'sticky', left: 0, verticalAlign: 'top', bgcolor: 'background.paper', color: p ? 'error.main' : undefined, fontWeight: p ? 600 : undefined }}>
                    {sheet.lines[i]}
                  </TableCell>
                  {columns.map(({ field, column }) => {
                    const error = p?.fields[field];
                    const value = sheet.rows[i][column] ?? '';
                    const open = () => onEdit({ row: i, column, field, line: sheet.lines[i], value, error });
                    return (
                      <TableCell
                        key={field}
                        data-field={field}
                        data-invalid={error ? 'true' : undefined}
                        role={error && !disabled ? 'button' : undefined}
                        tabIndex={error && !disabled ? 0 : undefined}
                        onClick={error && !disabled ? open : undefined}
                        onKeyDown={error && !disabled ? (e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), open()) : undefined}
                        sx={{
                          maxWidth: 240,
                          verticalAlign: 'top',
                          ...(error && { bgcolor: (t) => alpha(t.palette.error.main, 0.08), cursor: disabled ? undefined : 'pointer' }),
                        }}
                      >
                        <Box sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={value}>
                          {value}
                        </Box>
                        {error && (
                          <Typography variant="caption" color="error" component="div" sx={{ whiteSpace: 'normal' }}>
                            {error}
                          </Typography>
                        )}
                      </TableCell>
                    );
                  })}
                  {withMessages && (
                    <TableCell sx={{ minWidth: 200 }}>
                      <Typography variant="caption" color="error">
                        {p?.message}
                      </Typography>
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
            {shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + 2}>
                  <Typography color="text.secondary">{translate('import.preview.no_errors_shown')}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={shown.length}
        page={first / size}
        rowsPerPage={size}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_, p) => setPage(p)}
        onRowsPerPageChange={(e) => {
          setSize(Number(e.target.value));
          setPage(0);
        }}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
      />
    </Box>
  );
};
