/**
 * Arrow and percentage against the period compared with, and that period named with its
 * figure ("vs last month to the same day: ¥12,000.00"); green when the move is good for the
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
  /** The short form (+3.2%) and the bare previous figure for narrow places (the card names the comparison once); the full sentence stays in the tooltip. */
  compact?: boolean;
  /** The previous figure as the card formats it. */
  previousText: string;
  /** What it is compared with, translated: "last month to the same day", "the end of 2026-10-23". */
  than: string;
}

export const TrendBadge = ({ current, previous, upIsBad = false, neutral = false, compact = false, previousText, than }: Props) => {
  const t = useTranslate();
  const trend = trendOf(current, previous);
  const good = neutral || trend.kind === 'flat' ? null : (trend.kind === 'down') === upIsBad;
  const color = good === null ? 'text.secondary' : good ? 'success.main' : 'error.main';
  const Icon = trend.kind === 'down' ? ArrowDownwardIcon : trend.kind === 'flat' ? RemoveIcon : ArrowUpwardIcon;
  const say = (key: string) => (trend.kind === 'up' || trend.kind === 'down' ? t(key, { percent: trend.percent }) : t(key));
  const sentence = say(`stats.trend.${trend.kind}`);
  // The figure sits in its own element inside the translated phrase, wherever the language puts it.
  const [before, after = ''] = t('stats.trend.previous', { than, value: '\u0000' }).split('\u0000');
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color, flexWrap: 'wrap' }}
      data-trend={trend.kind}
      title={compact ? `${sentence} (${t('stats.trend.previous', { than, value: previousText })})` : undefined}
    >
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" component="span" sx={{ color }}>
        {compact ? say(`stats.trend.${trend.kind}_short`) : sentence}
      </Typography>
      <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }} data-compared-with>
        ({compact ? '' : before}
        <span data-previous>{previousText}</span>
        {compact ? '' : after})
      </Typography>
    </Box>
  );
};
