/** The eight theme colours of the spec's section 9; the first is the default. */
export const THEME_COLORS = ['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];

export const DEFAULT_THEME_COLOR: ThemeColor = '#409EFF';

export const isThemeColor = (value: unknown): value is ThemeColor =>
  typeof value === 'string' && (THEME_COLORS as readonly string[]).includes(value);
