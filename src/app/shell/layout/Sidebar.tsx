/**
 * The dark sidebar: 232 px, collapsible to icons on a desktop; a drawer on a mobile that the
 * hamburger opens and any navigation closes.
 */
import { Box, Drawer } from '@mui/material';
import type { Permissions } from '../../auth/authProvider';
import { SHELL_COLORS, SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from '../../theme/palette';
import { useShellSettings } from '../settings/settings';
import { useSidebar } from '../../store/SidebarContext';
import { SidebarLogo } from './SidebarLogo';
import { SidebarMenu } from './SidebarMenu';

const Contents = ({ permissions, collapsed }: { permissions: Permissions; collapsed: boolean }) => {
  const [settings] = useShellSettings();
  return (
    <>
      {settings.sidebarLogo && <SidebarLogo collapsed={collapsed} />}
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', scrollbarWidth: 'thin' }}>
        <SidebarMenu permissions={permissions} collapsed={collapsed} />
      </Box>
    </>
  );
};

export const Sidebar = ({ permissions }: { permissions: Permissions }) => {
  const { device, open, drawerOpen, closeDrawer } = useSidebar();

  if (device === 'mobile') {
    return (
      <Drawer
        open={drawerOpen}
        onClose={closeDrawer}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, bgcolor: SHELL_COLORS.sidebar, display: 'flex' }, id: 'sidebar' } }}
      >
        <Contents permissions={permissions} collapsed={false} />
      </Drawer>
    );
  }

  return (
    <Box
      component="aside"
      id="sidebar"
      data-collapsed={open ? 'false' : 'true'}
      sx={{
        width: open ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH,
        flexShrink: 0,
        height: '100vh',
        position: 'sticky',
        top: 0,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: SHELL_COLORS.sidebar,
        transition: 'width 0.28s',
        zIndex: 1001,
        boxShadow: '2px 0 6px rgba(0,21,41,.35)',
      }}
    >
      <Contents permissions={permissions} collapsed={!open} />
    </Box>
  );
};
