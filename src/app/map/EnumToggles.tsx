/**
 * A row of toggle chips over a config enum: the status legend (colour, label, count) and the
 * type filter. Nothing selected means everything is shown.
 */
import { Box, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { EnumValue } from '../../config/types';
import { useConfigLabel } from '../i18n/useConfigLabel';

interface Props {
  title: string;
  values: readonly EnumValue[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  counts?: Record<string, number>;
  testId: string;
  /** How a value looks on the grid, when its colour alone does not say it (plot types). */
  swatch?: (value: EnumValue) => ReactNode;
}

export const EnumToggles = ({ title, values, selected, onChange, counts, testId, swatch }: Props) => {
  const label = useConfigLabel();
  const toggle = (value: string) =>
    onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }} data-testid={testId}>
      <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
        {title}
      </Typography>
      {values.map((v) => {
        const on = selected.includes(v.value);
        return (
          <Chip
            key={v.value}
            size="small"
            clickable
            onClick={() => toggle(v.value)}
            aria-pressed={on}
            data-value={v.value}
            variant={on ? 'filled' : 'outlined'}
            icon={swatch ? <span style={{ marginLeft: 8, display: 'inline-flex' }}>{swatch(v)}</span> : <span style={{ width: 10, height: 10, borderRadius: 2, background: v.color, marginLeft: 8, display: 'inline-block' }} />}
            label={counts ? `${label(v.label)} ${counts[v.value] ?? 0}` : label(v.label)}
            sx={on ? { fontWeight: 600 } : undefined}
          />
        );
      })}
    </Box>
  );
};
