/**
 * What a state figure's card says about the day it describes (now, or the end of a past day)
 * and, when a snapshot is missing, which day has no record. Message keys and values only:
 * the components translate them.
 */
import type { ComparedState } from '../../../protocol/stats';

interface Said {
  key: string;
  day: string;
}

export const stateLabel = (s: ComparedState<unknown>): Said =>
  s.live ? { key: 'stats.kpi.now', day: s.days.current } : { key: 'stats.kpi.end_of', day: s.days.current };

/** Why there is no comparison: the figure itself has no record, or the previous period's end has none. */
export const missingRecord = (s: ComparedState<unknown>): Said | null => {
  if (s.current === null) return { key: 'stats.kpi.no_record', day: s.days.current };
  if (s.previous === null) return { key: 'stats.kpi.no_previous', day: s.days.previous };
  return null;
};
