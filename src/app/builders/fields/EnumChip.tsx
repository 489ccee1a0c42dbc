/**
 * An enum value as a coloured chip, in the tinted style of the legacy admin's tags: the
 * config's colour for border and text (darkened so pale colours stay readable), a light fill.
 */
import { Chip } from '@mui/material';
import { alpha, darken } from '@mui/material/styles';
import type { EnumValue } from '../../../config/types';
import { useConfigLabel } from '../../i18n/useConfigLabel';

const enumChipSx = (color: string) => ({
  color: darken(color, 0.35),
  borderColor: color,
  bgcolor: alpha(color, 0.12),
  fontWeight: 500,
});

interface Props {
  value: unknown;
  values: readonly EnumValue[];
  /** Inside a select: low enough that the select keeps the height of the text inputs beside it. */
  dense?: boolean;
}

export const EnumChip = ({ value, values, dense = false }: Props) => {
  const label = useConfigLabel();
  if (value === null || value === undefined || value === '') return null;
  const hit = values.find((v) => v.value === value);
  if (!hit) return <Chip size="small" variant="outlined" label={String(value)} />;
  const sx = dense ? { ...enumChipSx(hit.color), height: 20, my: '-2px' } : enumChipSx(hit.color);
  return <Chip size="small" variant="outlined" label={label(hit.label)} sx={sx} data-enum={hit.value} />;
};
