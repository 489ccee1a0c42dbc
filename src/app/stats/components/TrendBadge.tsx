/**
 * Arrow and percentage against the previous period; green when the move is good for the
 * business, red when bad, grey when it is neither (plot counts) or flat.
 */
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RemoveIcon from '@mui/icons-material/Remove';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { trendOf } from '../model/compare';

interface Props {
  current: number;
  previous: number;
  /** Refunds, the outstanding balance: a rise is bad news, so it is coloured as such. */
  upIsBad?: boolean;
  /** No colour: the move is neither good nor bad (plots by status). */
  neutral?: boolean;
  /** The short form (+3.2%) for narrow places; the full sentence stays in the tooltip. */
  compact?: boolean;
  /** The previous figure as the card formats it. */
  previousText: string;
}

export const TrendBadge = ({ current, previous, upIsBad = false, neutral = false, compact = false, previousText }: Props) => {
  const t = useTranslate();
  const trend = trendOf(current, previous);
  const good = neutral || trend.kind === 'flat' ? null : (trend.kind === 'down') === upIsBad;
  const color = good === null ? 'text.secondary' : good ? 'success.main' : 'error.main';
  const Icon = trend.kind === 'down' ? ArrowDownwardIcon : trend.kind === 'flat' ? RemoveIcon : ArrowUpwardIcon;
  const say = (key: string) => (trend.kind === 'up' || trend.kind === 'down' ? t(key, { percent: trend.percent }) : t(key));
  const sentence = say(`stats.trend.${trend.kind}`);
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color, flexWrap: 'wrap' }}
      data-trend={trend.kind}
      title={compact ? sentence : undefined}
    >
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" component="span" sx={{ color }}>
        {compact ? say(`stats.trend.${trend.kind}_short`) : sentence}
      </Typography>
      <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }} data-previous>
        ({t('stats.trend.previous', { value: previousText })})
      </Typography>
    </Box>
  );
};
