/** Correct one cell of the preview in place: the value is checked as it is typed, as the server will read it. */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { checkCell, type DateOrder } from '../../../config/importing';
import type { FieldDef } from '../../../config/types';
import { errorText } from '../../builders/validation/useFieldValidate';
import { useConfigLabel } from '../../i18n/useConfigLabel';

export interface EditedCell {
  row: number;
  column: number;
  field: string;
  line: number;
  value: string;
  /** The preview's message for the cell (the server's, when it has checked). */
  error?: string;
}

interface Props {
  cell: EditedCell;
  field: FieldDef;
  onSave: (value: string) => void;
  onClose: () => void;
  /** The file's date order: a date is checked as the preview and the server read it. */
  dateOrder: DateOrder;
}

export const CellEditDialog = ({ cell, field, onSave, onClose, dateOrder }: Props) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = useConfigLabel();
  const [value, setValue] = useState(cell.value);
  const local = checkCell(field, value, { dateOrder });
  const message = local ? errorText(local, locale) : value === cell.value ? cell.error : undefined;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="import-cell-dialog">
      <DialogTitle>{translate('import.edit.title', { row: cell.line, field: label(field.label) })}</DialogTitle>
      <DialogContent>
        <form
          id="import-cell-form"
          onSubmit={(e) => {
            e.preventDefault();
            onSave(value);
          }}
        >
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            multiline={field.type === 'longtext'}
            label={label(field.label)}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={message !== undefined}
            helperText={message ?? ' '}
            slotProps={{ htmlInput: { name: 'cell' } }}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('import.edit.cancel')}</Button>
        <Button type="submit" form="import-cell-form" variant="contained">
          {translate('import.edit.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
