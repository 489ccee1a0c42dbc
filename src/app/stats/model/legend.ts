/**
 * recharts 3 sorts legend items alphabetically by label, which scrambles the config's status
 * order (and differs by language). This sorter keeps the order the chart gives its series.
 */
import type { LegendPayload } from 'recharts';

export const legendOrder =
  (keys: readonly string[], by: 'dataKey' | 'value' = 'dataKey') =>
  (item: LegendPayload): number => {
    const i = keys.indexOf(String(by === 'dataKey' ? item.dataKey : item.value));
    return i === -1 ? keys.length : i;
  };
