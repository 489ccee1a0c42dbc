import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useShellSettings } from '../settings/settings';
import { createShellTheme } from '../../theme/createShellTheme';
import { useShellSize } from './useShellSize';

/**
 * Rebuilds the MUI theme whenever the theme colour or the size changes, so both apply at
 * once without a reload. Sits inside react-admin's context (it reads the store) and above
 * its UI.
 */
export const ShellThemeProvider = ({ children }: { children: ReactNode }) => {
  const [settings] = useShellSettings();
  const [size] = useShellSize();
  const theme = useMemo(() => createShellTheme(settings.theme, size), [settings.theme, size]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};
