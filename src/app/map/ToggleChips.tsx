/** Chips over an enum that each switch their value in or out of the selection (pressed when in). */
import { Chip, type ChipProps } from '@mui/material';
import type { Labels } from '../../config/types';
import { useConfigLabel } from '../i18n/useConfigLabel';

interface Props<V extends string, E extends { value: V; label: Labels }> {
  values: readonly E[];
  selected: readonly V[];
  onChange: (selected: V[]) => void;
  /** The chip's `data-` attribute that names its value (tests and styles find it by it). */
  data: string;
  /** How a chip looks, in or out (its label, the config's, unless given). */
  look: (value: E, on: boolean, label: string) => Partial<ChipProps>;
}

export const ToggleChips = <V extends string, E extends { value: V; label: Labels }>({ values, selected, onChange, data, look }: Props<V, E>) => {
  const label = useConfigLabel();
  return values.map((v) => {
    const on = selected.includes(v.value);
    return (
      <Chip
        key={v.value}
        size="small"
        clickable
        aria-pressed={on}
        {...{ [`data-${data}`]: v.value }}
        onClick={() => onChange(on ? selected.filter((x) => x !== v.value) : [...selected, v.value])}
        label={label(v.label)}
        {...look(v, on, label(v.label))}
      />
    );
  });
};
