/** Step 1: choose or drop a CSV or XLSX file. */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Typography } from '@mui/material';
import { useRef, useState, type DragEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { MAX_IMPORT_ROWS } from '../../../config/importing';
import type { Sheet } from './sheet';

interface Props {
  sheet?: Sheet;
  disabled: boolean;
  onFile: (file: File) => void;
}

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const FileStep = ({ sheet, disabled, onFile }: Props) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <Box
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="import-drop"
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: over ? 'action.hover' : 'transparent',
        p: { xs: 2, sm: 3 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: 2,
      }}
    >
      <UploadFileIcon sx={{ fontSize: 40, color: 'text.secondary', display: { xs: 'none', sm: 'block' } }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {sheet ? (
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="import-file">
            {translate('import.file.rows', { name: sheet.fileName, count: sheet.rows.length.toLocaleString(locale), smart_count: sheet.rows.length })}
          </Typography>
        ) : (
          <Typography color="text.secondary">{translate('import.file.drop')}</Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {translate('import.file.hint', { max: MAX_IMPORT_ROWS.toLocaleString(locale) })}
        </Typography>
      </Box>
      <Button variant={sheet ? 'outlined' : 'contained'} startIcon={<UploadFileIcon />} disabled={disabled} onClick={() => input.current?.click()}>
        {translate(sheet ? 'import.file.another' : 'import.file.choose')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="import-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          // The same file chosen again after fixing it must read again.
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Box>
  );
};
