import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LANGS, type Lang } from '../../../config/types';

/** The document's language: Chinese by default whatever the interface language. */
export const DocLanguageSelect = ({ value, onChange }: { value: Lang; onChange: (lang: Lang) => void }) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('print.toolbar.language')}
      value={value}
      onChange={(e) => onChange(e.target.value as Lang)}
      sx={{ width: { xs: '100%', md: 160 }, flexShrink: 0 }}
      inputProps={{ 'data-testid': 'print-doc-lang' }}
    >
      {LANGS.map((l) => (
        <MenuItem key={l} value={l}>
          {translate(`print.languages.${l}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};
