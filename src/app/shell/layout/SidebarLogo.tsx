import { Box, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { NAVBAR_HEIGHT, SHELL_COLORS } from '../../theme/palette';
import { useCemeteryName } from '../../kit/useCemeteryName';
import { LogoMark } from '../../theme/LogoMark';

/** The cemetery's mark and name at the top of the sidebar (the settings' sidebar logo). */
export const SidebarLogo = ({ collapsed }: { collapsed: boolean }) => {
  const name = useCemeteryName();
  return (
    <Box
      component={Link}
      to="/"
      aria-label={name}
      sx={{
        height: NAVBAR_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: collapsed ? 'center' : 'flex-start',
        gap: 1.25,
        px: collapsed ? 0 : 2,
        bgcolor: SHELL_COLORS.sidebarLogo,
        textDecoration: 'none',
        flexShrink: 0,
      }}
    >
      <LogoMark size={28} />
      {!collapsed && (
        <Typography component="h1" noWrap sx={{ color: '#fff', fontWeight: 600, fontSize: 14 }} title={name}>
          {name}
        </Typography>
      )}
    </Box>
  );
};
