/**
 * The legacy size switch (default, medium, small, mini; medium by default) mapped onto
 * MUI: the body font size, the spacing unit and the size of controls and table rows.
 */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];

export const DEFAULT_SIZE: Size = 'medium';

interface SizeScale {
  /** Body text in px (MUI's body1). */
  bodyPx: number;
  spacing: number;
  control: 'medium' | 'small';
  table: 'medium' | 'small';
}

export const SIZE_SCALE: Record<Size, SizeScale> = {
  default: { bodyPx: 15, spacing: 8, control: 'medium', table: 'medium' },
  medium: { bodyPx: 14, spacing: 8, control: 'small', table: 'medium' },
  small: { bodyPx: 13, spacing: 7, control: 'small', table: 'small' },
  mini: { bodyPx: 12, spacing: 6, control: 'small', table: 'small' },
};

export const isSize = (value: unknown): value is Size => typeof value === 'string' && (SIZES as readonly string[]).includes(value);
