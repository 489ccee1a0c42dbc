/** Arrow and percentage against the previous period; green when the move is good for the business. */
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RemoveIcon from '@mui/icons-material/Remove';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { trendOf } from '../model/compare';

interface Props {
  current: number;
  previous: number;
  /** Refunds: a rise is bad news, so it is coloured as such. */
  upIsBad?: boolean;
  /** The previous figure as the card formats it. */
  previousText: string;
}

export const TrendBadge = ({ current, previous, upIsBad = false, previousText }: Props) => {
  const t = useTranslate();
  const trend = trendOf(current, previous);
  const good = trend.kind === 'flat' ? null : (trend.kind === 'down') === upIsBad;
  const color = good === null ? 'text.secondary' : good ? 'success.main' : 'error.main';
  const Icon = trend.kind === 'down' ? ArrowDownwardIcon : trend.kind === 'flat' ? RemoveIcon : ArrowUpwardIcon;
  const text =
    trend.kind === 'up' || trend.kind === 'down'
      ? t(`stats.trend.${trend.kind}`, { percent: trend.percent })
      : t(`stats.trend.${trend.kind}`);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color, flexWrap: 'wrap' }} data-trend={trend.kind}>
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" component="span" sx={{ color }}>
        {text}
      </Typography>
      <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
        ({t('stats.trend.previous', { value: previousText })})
      </Typography>
    </Box>
  );
};
