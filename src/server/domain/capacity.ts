/** How many deceased a plot can hold: single 1, double 2, family its configured capacity. */
export const plotCapacity = (plot: { type: string; capacity?: number | string | null }): number => {
  if (plot.type === 'single') return 1;
  if (plot.type === 'double') return 2;
  return Math.max(1, Number(plot.capacity ?? 1) || 1);
};
