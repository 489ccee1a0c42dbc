/** One figure of the period with its comparison; a state figure also names the day it describes. */
import { Card, CardContent, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  value: string;
  /** The comparison line, or the note saying why there is none. */
  trend?: ReactNode;
  /** A note under the figure. */
  note?: string;
  /** State figures: "Now" or the day whose end they describe. */
  chip?: string;
  accent?: string;
}

export const KpiCard = ({ id, title, value, trend, note, chip, accent }: Props) => (
  <Card variant="outlined" data-kpi={id} sx={{ height: '100%', borderTop: accent ? `3px solid ${accent}` : undefined }}>
    <CardContent sx={{ '&:last-child': { pb: 2 } }}>
      <Typography variant="body2" component="div" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {title}
        {chip && <Chip size="small" label={chip} variant="outlined" data-kpi-day />}
      </Typography>
      <Typography variant="h5" component="p" data-kpi-value sx={{ my: 0.5, fontWeight: 600, wordBreak: 'break-word' }}>
        {value}
      </Typography>
      {trend}
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
    </CardContent>
  </Card>
);
