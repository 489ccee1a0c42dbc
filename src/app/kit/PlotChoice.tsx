/**
 * One plot in a plot picker (the order form's, the registration form's): its code, type and
 * status, then what that form needs beside them (the price; the room left), so the clerk picks
 * without opening the map.
 */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { EnumValue, FieldDef } from '../../config/types';
import { appConfig as resources } from '../../instance';
import { EnumChip } from '../builders/fields/EnumChip';
import { useConfigLabel } from '../i18n/useConfigLabel';

const plotFields = resources.tomb_burialslot.fields;
const valuesOf = (f: FieldDef): readonly EnumValue[] => (f.type === 'enum' ? f.values : []);
const PLOT_TYPES = valuesOf(plotFields.type);
const PLOT_STATUSES = valuesOf(plotFields.status);

export const PlotChoice = ({ plot, children }: { plot: RaRecord; children?: ReactNode }) => {
  const label = useConfigLabel();
  const type = PLOT_TYPES.find((t) => t.value === plot.type);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', flexWrap: 'wrap' }} data-plot-option={String(plot.code)}>
      <Typography component="span" sx={{ fontWeight: 600, minWidth: 96 }}>
        {String(plot.code)}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {type ? label(type.label) : String(plot.type ?? '')}
      </Typography>
      <EnumChip value={plot.status} values={PLOT_STATUSES} dense />
      {children}
    </Box>
  );
};
