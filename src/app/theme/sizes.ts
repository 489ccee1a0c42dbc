/**
 * The legacy size switch (default, medium, small, mini; medium by default) mapped onto
 * MUI: the body font size, the spacing unit, the size of controls and table rows, and the
 * density of Element's four sizes: control heights of 40, 36, 32 and 28 px and table cells
 * padded 12, 10, 8 and 6 px top and bottom (theme/density.ts applies them).
 */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];

export const DEFAULT_SIZE: Size = 'medium';

export interface SizeScale {
  /** Body text in px (MUI's body1). */
  bodyPx: number;
  spacing: number;
  control: 'medium' | 'small';
  table: 'medium' | 'small';
  /** Height of a one-line input and of a button, in px. */
  controlPx: number;
  /** Padding above and below the text of a table cell, in px. */
  cellPaddingPx: number;
}

export const SIZE_SCALE: Record<Size, SizeScale> = {
  default: { bodyPx: 15, spacing: 8, control: 'medium', table: 'medium', controlPx: 40, cellPaddingPx: 12 },
  medium: { bodyPx: 14, spacing: 8, control: 'small', table: 'medium', controlPx: 36, cellPaddingPx: 10 },
  small: { bodyPx: 13, spacing: 7, control: 'small', table: 'small', controlPx: 32, cellPaddingPx: 8 },
  mini: { bodyPx: 12, spacing: 6, control: 'small', table: 'small', controlPx: 28, cellPaddingPx: 6 },
};

export const isSize = (value: unknown): value is Size => typeof value === 'string' && (SIZES as readonly string[]).includes(value);
