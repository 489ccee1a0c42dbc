/**
 * The comparison line of a state figure (outstanding balance): its trend against the previous
 * period's end, or a note saying which day has no record, instead of a made-up comparison.
 */
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ComparedState } from '../../../protocol/stats';
import { comparedWithDay } from '../model/compare';
import { useDateFormat } from '../../format/dates';
import { missingRecord } from '../model/state';
import { TrendBadge } from './TrendBadge';

export const NoRecord = ({ state }: { state: ComparedState<unknown> }) => {
  const t = useTranslate();
  const dates = useDateFormat();
  const missing = missingRecord(state);
  if (!missing) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-no-record={missing.day}>
      {t(missing.key, { day: dates.day(missing.day) })}
    </Typography>
  );
};

interface Props<T> {
  state: ComparedState<T>;
  /** The number compared, out of the figure. */
  value: (figure: T) => number;
  format: (n: number) => string;
  upIsBad?: boolean;
}

export const StateTrend = <T,>({ state, value, format, upIsBad }: Props<T>) => {
  const t = useTranslate();
  const dates = useDateFormat();
  if (state.current === null || state.previous === null) return <NoRecord state={state} />;
  const previous = value(state.previous);
  const said = comparedWithDay(dates.day(state.days.previous));
  return <TrendBadge current={value(state.current)} previous={previous} previousText={format(previous)} upIsBad={upIsBad} than={t(said.key, said.params)} />;
};
