/**
 * A day as the screens write it (src/config/dates.ts: 2024-05-03, 3 May 2024, 3 may 2024,
 * 2024/05/03), typed by hand in that form or any form parseDay reads (ISO always), or picked
 * from the browser's calendar behind the button. The browser's own date input would show
 * its own locale's format (05/03/2024) whatever the user's language, so the text is ours
 * and the native input only serves the calendar.
 * The value is 'YYYY-MM-DD', null when empty, or the text as typed when it is no day (the
 * validators then say "Invalid date" under the field). A `partial` field also takes what a
 * register knows (1923-11, Nov 1923, 1923年11月, 1879, about 1879, 约1879年: readDate in
 * src/config/dateCells.ts) as its canonical value ('1923-11', '1879', '~1879'), shown as
 * formatDay shows it (Nov 1923, c. 1879).
 */
import EventIcon from '@mui/icons-material/Event';
import { IconButton, InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { readDate } from '../../../config/dateCells';
import { formatDay, langOf, parseDay, parsePartialDate } from '../../../config/dates';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** What is typed, as the field's value: a day, or for a partial field what the register knows; else the text itself. */
const typedValue = (text: string, partial: boolean): string => {
  const day = parseDay(text);
  if (day || !partial) return day ?? text;
  const read = readDate(text, 'ymd', true);
  return 'value' in read ? read.value : text;
};

interface DayFieldProps {
  value: unknown;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  label: ReactNode;
  name?: string;
  id?: string;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Limits of the calendar (the config's min and max). */
  min?: string;
  max?: string;
  size?: 'small' | 'medium';
  margin?: 'dense' | 'normal' | 'none';
  className?: string;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  /** Extra attributes of the text input (test hooks). */
  inputAttributes?: Record<string, string>;
  inputRef?: React.Ref<HTMLInputElement>;
  /** A partial date field (`partial: true` in the config): a month, a year or about a year will do. */
  partial?: boolean;
}

const shown = (value: unknown, lang: ReturnType<typeof langOf>): string =>
  typeof value === 'string' ? ((DAY_RE.test(value.slice(0, 10)) && value.length <= 10) || parsePartialDate(value) ? formatDay(value, lang) : value) : '';

export const DayField = ({ value, onChange, onBlur, label, name, id, error, helperText, required, disabled, min, max, size, margin, className, fullWidth, sx, inputAttributes, inputRef, partial = false }: DayFieldProps) => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const lang = langOf(locale);
  const picker = useRef<HTMLInputElement>(null);
  // What the user is typing, until it leaves the field; otherwise the value in the language's format.
  const [typing, setTyping] = useState<string | null>(null);
  const text = typing ?? shown(value, lang);

  const type = (next: string) => {
    setTyping(next);
    onChange(next.trim() === '' ? null : typedValue(next, partial));
  };
  const openCalendar = () => {
    const input = picker.current;
    if (!input) return;
    input.value = typeof value === 'string' && DAY_RE.test(value) ? value : '';
    if (typeof input.showPicker === 'function') input.showPicker();
    else input.click();
  };

  return (
    <>
      <TextField
        id={id}
        label={label}
        value={text}
        onChange={(e) => type(e.target.value)}
        onBlur={() => {
          setTyping(null);
          onBlur?.();
        }}
        error={error}
        helperText={helperText}
        required={required}
        disabled={disabled}
        size={size}
        margin={margin}
        className={className}
        fullWidth={fullWidth}
        sx={sx}
        inputRef={inputRef}
        slotProps={{
          htmlInput: { name, autoComplete: 'off', inputMode: 'text', 'data-day-input': '', ...inputAttributes },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton size="small" edge="end" onClick={openCalendar} disabled={disabled} aria-label={translate('resources_ui.day.calendar')} tabIndex={-1}>
                  <EventIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {/* The browser's calendar only: out of sight, out of the tab order, its day typed back in our format. */}
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        min={min}
        max={max}
        onChange={(e) => {
          setTyping(null);
          onChange(e.target.value === '' ? null : e.target.value);
        }}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none', border: 0, padding: 0 }}
      />
    </>
  );
};
