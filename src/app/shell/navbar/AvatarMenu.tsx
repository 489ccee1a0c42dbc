/**
 * The avatar dropdown: profile, home page, and for the levels that have them (5 and 6) the
 * system settings and the operation log; then logout, which returns to /login with a
 * redirect back to this page.
 */
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Avatar, ButtonBase, Divider, ListItemIcon, Menu, MenuItem } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useState } from 'react';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Permissions } from '../../auth/authProvider';
import { iconFor } from '../icons';
import { allowedRoutes } from '../../kit/routeMatch';

interface Entry {
  path: string;
  label: string;
  icon: string;
}

const ENTRIES: readonly Entry[] = [
  { path: '/profile/index', label: 'shell.avatar.profile', icon: 'Person' },
  { path: '/dashboard', label: 'shell.avatar.dashboard', icon: 'Dashboard' },
  { path: '/system/settings', label: 'shell.avatar.settings', icon: 'Settings' },
  { path: '/system/operationLog', label: 'shell.avatar.operation_log', icon: 'History' },
];

export const AvatarMenu = ({ permissions }: { permissions: Permissions }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const routes = allowedRoutes(permissions.level, permissions.roles).map((r) => r.path);
  const entries = ENTRIES.filter((e) => routes.includes(e.path));
  const name = identity?.fullName ?? '';

  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };

  return (
    <>
      <ButtonBase
        aria-label={translate('shell.avatar.menu')}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ ml: 1, mr: 1.5, borderRadius: '10px' }}
        data-testid="avatar-menu"
      >
        <Avatar src={identity?.avatar} alt={name} variant="rounded" sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 16 }}>
          {name.slice(0, 1)}
        </Avatar>
        <ArrowDropDownIcon fontSize="small" sx={{ color: 'text.secondary' }} />
      </ButtonBase>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {name && <MenuItem disabled sx={{ fontWeight: 600, opacity: '1 !important' }}>{name}</MenuItem>}
        {name && <Divider />}
        {entries.map((e) => {
          const Icon = iconFor(e.icon);
          return (
            <MenuItem key={e.path} onClick={() => go(e.path)} data-path={e.path}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              {translate(e.label)}
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem
          data-testid="logout"
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {translate('shell.avatar.logout')}
        </MenuItem>
      </Menu>
    </>
  );
};
