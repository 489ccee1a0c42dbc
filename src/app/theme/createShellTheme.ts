/**
 * The MUI theme of the product: react-admin's light theme with the chosen theme colour as
 * primary, the Element-style greys, and the chosen size applied to text, spacing, controls
 * and the density of inputs, buttons and table rows.
 */
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { defaultLightTheme } from 'react-admin';
import { densityComponents } from './density';
import { mergeOptions } from './mergeOptions';
import { SHELL_COLORS, SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from './palette';
import { SIZE_SCALE, type Size } from './sizes';

const FONT_FAMILY = [
  '"Helvetica Neue"',
  'Helvetica',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  'Arial',
  'sans-serif',
].join(',');

export const createShellTheme = (primary: string, size: Size): Theme => {
  const scale = SIZE_SCALE[size];
  const field = { variant: 'outlined' as const, size: scale.control, margin: 'dense' as const, fullWidth: true };
  const options: ThemeOptions = {
    palette: {
      // Element and Ant Design put white text on every preset, the lighter cyan and blue included.
      primary: { main: primary, contrastText: '#fff' },
      secondary: { main: SHELL_COLORS.sidebar },
      success: { main: SHELL_COLORS.success },
      warning: { main: SHELL_COLORS.warning },
      error: { main: SHELL_COLORS.danger },
      background: { default: SHELL_COLORS.content, paper: '#fff' },
      text: { primary: SHELL_COLORS.text, secondary: SHELL_COLORS.textRegular },
      divider: SHELL_COLORS.border,
    },
    shape: { borderRadius: 4 },
    spacing: scale.spacing,
    // MUI scales every variant by fontSize / 14 with body1 at 16 px: aim body1 at the size's px.
    typography: { fontFamily: FONT_FAMILY, fontSize: (scale.bodyPx * 14) / 16, button: { textTransform: 'none' } },
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
    components: {
      MuiButton: { defaultProps: { size: scale.control, disableElevation: true } },
      MuiIconButton: { defaultProps: { size: scale.control } },
      MuiTextField: { defaultProps: field },
      MuiFormControl: { defaultProps: field },
      MuiTable: { defaultProps: { size: scale.table } },
      // Headers on one line, as in Element tables: a wide table scrolls inside its card instead.
      MuiTableCell: { styleOverrides: { head: { whiteSpace: 'nowrap', fontWeight: 600, color: SHELL_COLORS.textSecondary } } },
      // react-admin lets a wide list widen the whole page; here it scrolls sideways within its card.
      RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } } },
      MuiChip: { defaultProps: { size: scale.control } },
      MuiFilledInput: { styleOverrides: { root: { backgroundColor: '#fff' } } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: { styleOverrides: { root: { boxShadow: '0 2px 12px 0 rgba(0, 0, 0, 0.06)', border: `1px solid ${SHELL_COLORS.border}` } } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      RaToolbar: { styleOverrides: { root: { backgroundColor: '#fafafa' } } },
      // Messages at the bottom centre: at the top they covered the tabs and the breadcrumb (the
      // way back) for their seconds; the bottom of a page holds nothing they would hide for long.
      RaNotification: { defaultProps: { anchorOrigin: { vertical: 'bottom', horizontal: 'center' } } },
      // react-admin's page spinner (the sign-in check, a page's code on its way) waits a second
      // by default, a blank page meanwhile; here it shows at once (issue 28 item 12).
      RaLoading: { defaultProps: { timeout: 0 } },
    },
  };
  // The size's density last: its table-cell padding joins the header style above.
  return createTheme(mergeOptions(mergeOptions(defaultLightTheme, options), { components: densityComponents(scale) }));
};
