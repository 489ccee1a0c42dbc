/**
 * The settings' closed weekdays as a checkbox per day, named in the user's language and in the
 * week's order (Monday first); stored as the text the working hours read ('0,6': Sunday and
 * Saturday, src/rules/work.ts weekdaysOf), so the server and the calendar see what they did.
 */
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { weekdaysOf } from '../../rules/work';
import type { FieldDef } from '../../config/types';
import { useConfigLabel } from '../i18n/useConfigLabel';

/** Monday first, Sunday last; each day by its number (0 is Sunday). */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

export const WeekdaysInput = ({ source, field }: { source: string; field: FieldDef }) => {
  const { field: input } = useInput({ source });
  const translate = useTranslate();
  const label = useConfigLabel();
  const names = translate('visits.template.weekdays').split(',');
  const closed = weekdaysOf(input.value);
  const toggle = (day: number) => {
    const next = closed.includes(day) ? closed.filter((d) => d !== day) : [...closed, day];
    input.onChange([...next].sort().join(','));
  };
  return (
    <FormControl component="fieldset" margin="dense" data-testid={`weekdays-${source}`}>
      <FormLabel component="legend">{label(field.label)}</FormLabel>
      <FormGroup row>
        {WEEK.map((day) => (
          <FormControlLabel key={day} control={<Checkbox checked={closed.includes(day)} onChange={() => toggle(day)} onBlur={input.onBlur} />} label={names[day]} />
        ))}
      </FormGroup>
      <FormHelperText>{translate('print.settings.closed_weekdays_help')}</FormHelperText>
    </FormControl>
  );
};
