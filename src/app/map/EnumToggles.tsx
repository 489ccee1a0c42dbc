/**
 * A row of toggle chips over a config enum: the status legend (colour, label, count) and the
 * type filter. Nothing selected means everything is shown.
 */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { EnumValue } from '../../config/types';
import { ToggleChips } from './ToggleChips';

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
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }} data-testid={testId}>
      <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
        {title}
      </Typography>
      <ToggleChips
        values={values}
        selected={selected}
        onChange={onChange}
        data="value"
        look={(v, on, label) => ({
          variant: on ? 'filled' : 'outlined',
          icon: swatch ? <span style={{ marginLeft: 8, display: 'inline-flex' }}>{swatch(v)}</span> : <span style={{ width: 10, height: 10, borderRadius: 2, background: v.color, marginLeft: 8, display: 'inline-block' }} />,
          label: counts ? `${label} ${counts[v.value] ?? 0}` : label,
          sx: on ? { fontWeight: 600 } : undefined,
        })}
      />
    </Box>
  );
};
