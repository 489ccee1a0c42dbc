/**
 * A search box that offers matching records as the user types; picking one hands its id to
 * the page. The record the page shows (picked here, or opened by a link) stays in the box.
 */
import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

export interface PickerOption {
  id: number;
  primary: string;
  secondary: string;
}

interface Props {
  label: string;
  placeholder: string;
  search: (term: string) => Promise<PickerOption[]>;
  onPick: (id: number) => void;
  /** The record the page has loaded, shown as the choice. */
  value?: PickerOption | null;
}

/** Wait for a pause in typing before asking the server. */
const DEBOUNCE_MS = 300;

export const RecordPicker = ({ label, placeholder, search, onPick, value = null }: Props) => {
  const translate = useTranslate();
  const [term, setTerm] = useState('');
  const [options, setOptions] = useState<PickerOption[]>([]);
  const [loading, setLoading] = useState(false);
  // What was picked shows at once; the page's loaded record takes its place when it arrives
  // (a link's record, or the picked one written from its full row).
  const [shown, setShown] = useState<PickerOption | null>(value);
  const [loaded, setLoaded] = useState<PickerOption | null>(value);
  if (value && (value.id !== loaded?.id || value.primary !== loaded.primary || value.secondary !== loaded.secondary)) {
    setLoaded(value);
    setShown(value);
  }

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      setLoading(true);
      search(term)
        .then((found) => current && setOptions(found))
        .catch(() => current && setOptions([]))
        .finally(() => current && setLoading(false));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `search` is rebuilt on each render of the page; the term is what changes the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term]);

  return (
    <Autocomplete
      sx={{ width: { xs: '100%', md: 420 }, flexShrink: 0 }}
      size="small"
      // The choice is among the options, so the box can show it while other records are offered.
      options={shown && !options.some((o) => o.id === shown.id) ? [shown, ...options] : options}
      value={shown}
      loading={loading}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.primary}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_, value, reason) => reason === 'input' && setTerm(value)}
      onChange={(_, next) => {
        // Clearing only empties the box for a new search; the document on screen stays until another is picked.
        setShown(next);
        if (next) onPick(next.id);
      }}
      noOptionsText={translate('print.picker.no_match')}
      loadingText={translate('print.picker.searching')}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props} data-testid="print-picker-option">
          <div>
            <div>{o.primary}</div>
            <div style={{ fontSize: '0.8em', opacity: 0.7 }}>{o.secondary}</div>
          </div>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} placeholder={placeholder} inputProps={{ ...params.inputProps, 'data-testid': 'print-picker-input' }} />}
    />
  );
};
