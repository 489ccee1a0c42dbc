/** A chart's frame: title, CSV export of the table behind it, and the empty state. */
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { downloadCsv, type Table } from '../../format/csv';

interface Props {
  id: string;
  title: string;
  table: Table;
  empty: boolean;
  /** Chart height in px: recharts needs a sized box. */
  height?: number;
  children: ReactNode;
}

export const ChartCard = ({ id, title, table, empty, height = 300, children }: Props) => {
  const t = useTranslate();
  return (
    <Card variant="outlined" data-chart={id} sx={{ minWidth: 0 }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Button size="small" startIcon={<FileDownloadIcon />} onClick={() => downloadCsv(`${id}.csv`, table)} data-export={id}>
            {t('stats.export_csv')}
          </Button>
        </Box>
        {empty ? (
          <Box sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'text.secondary' }} data-empty>
            <Typography variant="body2">{t('stats.empty')}</Typography>
          </Box>
        ) : (
          <Box sx={{ height, width: '100%' }}>{children}</Box>
        )}
      </CardContent>
    </Card>
  );
};
