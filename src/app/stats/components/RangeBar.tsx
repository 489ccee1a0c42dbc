/** The period: a preset (today, this week, this month, this year) or two custom days, written in the language's format. */
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { DayField } from '../../builders/inputs/DayField';
import { useTranslate } from 'react-admin';
import { PRESETS, presetRange, type DayRange, type Preset } from '../model/presets';

interface Props {
  preset: Preset;
  range: DayRange;
  onChange: (preset: Preset, range: DayRange) => void;
  invalid: boolean;
}

export const RangeBar = ({ preset, range, onChange, invalid }: Props) => {
  const t = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        color="primary"
        value={preset}
        aria-label={t('stats.range.label')}
        onChange={(_, next: Preset | null) => {
          if (!next) return;
          onChange(next, next === 'custom' ? range : presetRange(next));
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {PRESETS.map((p) => (
          <ToggleButton key={p} value={p} data-preset={p}>
            {t(`stats.range.${p}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {preset === 'custom' && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {(['from', 'to'] as const).map((end) => (
            <DayField
              key={end}
              size="small"
              label={t(`stats.range.${end}`)}
              value={range[end]}
              onChange={(day) => onChange('custom', { ...range, [end]: day ?? '' })}
              error={invalid}
              helperText={invalid && end === 'to' ? t('stats.range.invalid') : undefined}
              inputAttributes={{ 'data-range': end }}
              sx={{ width: 170 }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
};
