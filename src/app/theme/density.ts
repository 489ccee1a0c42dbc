/**
 * The density half of the size switch, as Element's sizes do it: every one-line input and
 * every button is the size's control height, every table cell the size's padding, whatever
 * `size` prop a component was given (react-admin and our own screens pass `small` in many
 * places, which MUI's two sizes alone would leave untouched). react-admin's tables and
 * buttons also get the size's MUI `size`, so their classes follow the switch too.
 */
import type { Components, Theme } from '@mui/material/styles';
import type { SizeScale } from './sizes';

/** MUI's input line box: 1.4375em of body1. */
const INPUT_LINE_EM = 1.4375;
/** The checkbox icon in a table's selection column. */
const CHECKBOX_ICON_PX = 24;
/** A table cell's text: body2 (0.875 of body1) on MUI's 1.43 line height. */
const CELL_LINE = 0.875 * 1.43;

const px = (n: number) => `${Math.max(0, Math.round(n * 100) / 100)}px`;

export const densityComponents = (scale: SizeScale): Components<Omit<Theme, 'components'>> => {
  const inputPad = (scale.controlPx - INPUT_LINE_EM * scale.bodyPx) / 2;
  const cell = scale.cellPaddingPx;
  const rowPx = CELL_LINE * scale.bodyPx + 2 * cell;
  return {
    MuiOutlinedInput: {
      styleOverrides: {
        // Multi-line inputs pad their root instead (the textarea itself has none).
        input: { '&:not(.MuiInputBase-inputMultiline)': { paddingTop: px(inputPad), paddingBottom: px(inputPad) } },
        multiline: { paddingTop: px(inputPad), paddingBottom: px(inputPad) },
      },
    },
    // The label of an empty outlined input sits on the input's text line.
    MuiInputLabel: {
      styleOverrides: {
        root: { '&.MuiInputLabel-outlined:not(.MuiInputLabel-shrink)': { transform: `translate(14px, ${px(inputPad)}) scale(1)` } },
      },
    },
    MuiAutocomplete: {
      styleOverrides: {
        root: {
          '& .MuiOutlinedInput-root.MuiInputBase-root': { paddingTop: px(inputPad), paddingBottom: px(inputPad) },
          '& .MuiOutlinedInput-root.MuiInputBase-root .MuiAutocomplete-input.MuiInputBase-input': { paddingTop: 0, paddingBottom: 0 },
        },
      },
    },
    MuiButton: { styleOverrides: { root: { minHeight: scale.controlPx, paddingTop: 0, paddingBottom: 0 } } },
    MuiToggleButton: { styleOverrides: { root: { minHeight: scale.controlPx, paddingTop: 0, paddingBottom: 0 } } },
    MuiTableCell: {
      styleOverrides: {
        root: {
          '&:not(.MuiTableCell-paddingCheckbox):not(.MuiTableCell-paddingNone)': { paddingTop: px(cell), paddingBottom: px(cell) },
          // A row's own controls do not make it taller than its text.
          '& .MuiButton-root': { minHeight: 0, paddingTop: 2, paddingBottom: 2 },
          '& .MuiCheckbox-root': { padding: px(Math.min(9, Math.floor((rowPx - CHECKBOX_ICON_PX) / 2))) },
        },
      },
    },
    RaDatagrid: { defaultProps: { size: scale.table } },
    RaDataTable: { defaultProps: { size: scale.table } },
    RaButton: { defaultProps: { size: scale.control } },
  };
};
