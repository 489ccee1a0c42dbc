/**
 * The white navbar: hamburger and breadcrumb on the left; on the right the menu search, the
 * error log, full screen and size (desktop only, as in the legacy product), language, the
 * page settings (when shown), messages and the avatar; along its bottom edge a thin bar while
 * the page waits for the server (FetchProgress).
 */
import { Box } from '@mui/material';
import type { Permissions } from '../../auth/authProvider';
import { NAVBAR_HEIGHT } from '../../theme/palette';
import { ErrorLogButton } from '../errorLog/ErrorLogButton';
import { useSidebar } from '../../store/SidebarContext';
import { SettingsPanel } from '../settings/SettingsPanel';
import { useShellSettings } from '../settings/settings';
import { MessageBell } from '../messages/MessageBell';
import { AvatarMenu } from './AvatarMenu';
import { Breadcrumb } from './Breadcrumb';
import { FullscreenToggle } from './FullscreenToggle';
import { Hamburger } from './Hamburger';
import { LanguageSwitch } from '../../kit/LanguageSwitch';
import { MenuSearch } from './MenuSearch';
import { SizeSwitch } from './SizeSwitch';
import { FetchProgress } from '../progress/FetchProgress';

export const Navbar = ({ permissions }: { permissions: Permissions }) => {
  const { device } = useSidebar();
  const [settings] = useShellSettings();
  const desktop = device === 'desktop';
  return (
    <Box
      component="header"
      sx={{
        height: NAVBAR_HEIGHT,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        bgcolor: '#fff',
        boxShadow: '0 1px 4px rgba(0,21,41,.08)',
        position: 'relative',
        zIndex: 2,
        color: 'text.secondary',
      }}
    >
      <Hamburger />
      <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
        <Breadcrumb permissions={permissions} />
      </Box>
      {desktop && <MenuSearch permissions={permissions} />}
      <ErrorLogButton />
      {desktop && <FullscreenToggle />}
      {desktop && <SizeSwitch />}
      <LanguageSwitch />
      {settings.showSettings && <SettingsPanel />}
      <MessageBell level={permissions.level} />
      <AvatarMenu permissions={permissions} />
      <FetchProgress />
    </Box>
  );
};
