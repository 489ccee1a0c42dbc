/** One figure of the period with its comparison, or a snapshot figure marked "now". */
import { Card, CardContent, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  id: string;
  title: string;
  value: string;
  /** The comparison line; absent for snapshot figures. */
  trend?: ReactNode;
  /** A note under a snapshot figure. */
  note?: string;
  accent?: string;
}

export const KpiCard = ({ id, title, value, trend, note, accent }: Props) => {
  const t = useTranslate();
  return (
    <Card variant="outlined" data-kpi={id} sx={{ height: '100%', borderTop: accent ? `3px solid ${accent}` : undefined }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography variant="body2" component="div" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {title}
          {!trend && <Chip size="small" label={t('stats.kpi.now')} variant="outlined" />}
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
};
