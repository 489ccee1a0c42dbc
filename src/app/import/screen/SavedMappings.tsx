/**
 * Saved column mappings on the mapping step: the ones saved for this resource, to apply to the
 * file (the one whose columns match was applied when the file was read), and "Save this
 * mapping" under a name (the same name replaces the saved one). Plain CRUD of `import_mapping`
 * through the data provider.
 */
import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { MAPPING_RESOURCE, mappingText, type SavedMapping } from './savedMappings';
import type { Sheet } from './sheet';

interface Props {
  /** What the mappings import into: a config key or 'register'. */
  target: string;
  sheet: Sheet;
  mapping: readonly (string | null)[];
  dateOrder?: string;
  saved: readonly SavedMapping[];
  /** The saved mapping applied to this file, if any. */
  applied?: string;
  disabled: boolean;
  onApply: (saved: SavedMapping) => void;
  onSaved: () => void;
}

const NONE = '';

export const SavedMappings = ({ target, sheet, mapping, dateOrder, saved, applied, disabled, onApply, onSaved }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();

  const open = () => {
    setName(applied ?? sheet.fileName.replace(/\.[^.]+$/, '').slice(0, 60));
    setFailure(undefined);
    setNaming(true);
  };

  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    setSaving(true);
    setFailure(undefined);
    const data = { name: trimmed, resource: target, mapping: mappingText(sheet.header, mapping, dateOrder) };
    const same = saved.find((s) => s.name === trimmed);
    try {
      if (same) await dataProvider.update(MAPPING_RESOURCE, { id: same.id, data, previousData: { id: same.id } });
      else await dataProvider.create(MAPPING_RESOURCE, { data });
      notify('import.saved.saved', { type: 'success', messageArgs: { name: trimmed } });
      setNaming(false);
      onSaved();
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }} data-testid="import-saved-mappings">
      {applied && (
        <Alert severity="info" sx={{ flexBasis: '100%' }} data-testid="import-saved-applied">
          {translate('import.saved.applied', { name: applied })}
        </Alert>
      )}
      {saved.length > 0 && (
        <TextField
          select
          size="small"
          sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 320px' } }}
          label={translate('import.saved.apply')}
          value={saved.find((s) => s.name === applied)?.id ?? NONE}
          disabled={disabled}
          onChange={(e) => {
            const hit = saved.find((s) => String(s.id) === String(e.target.value));
            if (hit) onApply(hit);
          }}
          slotProps={{ htmlInput: { 'data-testid': 'import-saved-select' } }}
        >
          <MenuItem value={NONE} disabled>
            <em>{translate('import.saved.offered', { count: saved.length })}</em>
          </MenuItem>
          {saved.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box sx={{ flex: 1 }} />
      <Button startIcon={<BookmarkAddIcon />} disabled={disabled || mapping.every((m) => m === null)} onClick={open} data-testid="import-save-mapping">
        {translate('import.saved.save')}
      </Button>
      <Dialog open={naming} onClose={() => setNaming(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('import.saved.save_title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('import.saved.save_help')}
          </Typography>
          <TextField
            autoFocus
            fullWidth
            label={translate('import.saved.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), void save())}
            slotProps={{ htmlInput: { maxLength: 60, name: 'mapping-name' } }}
            error={name.trim() === ''}
          />
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setNaming(false)}>{translate('import.saved.cancel')}</Button>
          <Button variant="contained" disabled={saving || name.trim() === ''} onClick={() => void save()} data-testid="import-save-mapping-ok">
            {translate('import.saved.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
