/** Step 2: the field each column goes to, guessed from the column names and open to change. */
import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldDef } from '../../../config/types';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import type { Sheet } from './sheet';

interface Props {
  sheet: Sheet;
  fields: readonly [string, FieldDef][];
  mapping: readonly (string | null)[];
  missing: readonly [string, FieldDef][];
  disabled: boolean;
  onChange: (column: number, field: string | null) => void;
}

const IGNORE = '';
/** Three columns on a wide screen; on a phone the column's name over its example, beside the field. */
const GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1.3fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.2fr)' },
  gridTemplateAreas: { xs: '"column field" "example field"', sm: '"column example field"' },
  columnGap: 2,
  alignItems: 'center',
};

export const MappingStep = ({ sheet, fields, mapping, missing, disabled, onChange }: Props) => {
  const translate = useTranslate();
  const label = useConfigLabel();
  const example = (c: number) => sheet.rows.find((r) => (r[c] ?? '').trim() !== '')?.[c] ?? '';
  return (
    <Box>
      <Box sx={{ ...GRID, display: { xs: 'none', sm: 'grid' }, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="body2" color="text.secondary">{translate('import.mapping.column')}</Typography>
        <Typography variant="body2" color="text.secondary">{translate('import.mapping.example')}</Typography>
        <Typography variant="body2" color="text.secondary">{translate('import.mapping.field')}</Typography>
      </Box>
      {sheet.header.map((column, c) => (
        <Box key={c} sx={{ ...GRID, py: 1, borderBottom: 1, borderColor: 'divider', rowGap: 0.5 }} data-testid="import-mapping-row">
          <Typography sx={{ gridArea: 'column', fontWeight: 600, overflowWrap: 'anywhere' }}>{column || `#${c + 1}`}</Typography>
          <Typography sx={{ gridArea: 'example' }} variant="body2" color="text.secondary" noWrap title={example(c)}>
            {example(c) || '\u00a0'}
          </Typography>
          <TextField
            select
            size="small"
            fullWidth
            sx={{ gridArea: 'field' }}
            disabled={disabled}
            value={mapping[c] ?? IGNORE}
            onChange={(e) => onChange(c, e.target.value === IGNORE ? null : e.target.value)}
            slotProps={{ select: { displayEmpty: true }, htmlInput: { 'aria-label': `${translate('import.mapping.field')}: ${column}`, 'data-column': column } }}
          >
            <MenuItem value={IGNORE}>
              <em>{translate('import.mapping.ignore')}</em>
            </MenuItem>
            {fields.map(([name, field]) => (
              <MenuItem key={name} value={name}>
                {label(field.label)}
                {field.required ? ' *' : ''}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      ))}
      {missing.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="import-missing">
          {translate('import.mapping.missing', { fields: missing.map(([, f]) => label(f.label)).join(', ') })}
        </Alert>
      )}
      {mapping.every((m) => m === null) && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('import.mapping.none')}
        </Alert>
      )}
    </Box>
  );
};
