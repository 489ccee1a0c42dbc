/**
 * The sidebar menu of the user's level (src/config/routes.ts `routeTable(...).menuForLevel`), only
 * what the server serves (routeMatch.ts `menuOf`): a group with
 * one visible child shows that child alone unless it must always show. Collapsed, items
 * show their icon and a group opens its children in a pop-up beside it.
 *
 * The entry of the current page is always highlighted and in view, however the page was
 * reached (the menu, a tab, an in-page link such as an order's Print menu, the address bar):
 * an entry owns its sub-paths (a record's page under its list), and on every navigation the
 * group holding the current entry opens.
 */
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Menu, Tooltip } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { MenuGroup, RouteDef } from '../../../config/routes';
import type { Permissions } from '../../auth/authProvider';
import { routeTitleKey } from '../../i18n/routeMessages';
import { SHELL_COLORS } from '../../theme/palette';
import { menuOf, normalizePath } from '../../kit/routeMatch';
import { iconFor } from '../icons';

export const isActive = (path: string, pathname: string): boolean => {
  const current = normalizePath(pathname);
  return current === path || current.startsWith(`${path}/`);
};

/** Bring the highlighted entry into the sidebar's view (a long menu scrolls). */
const revealSelected = (root: HTMLElement | null) => root?.querySelector('.Mui-selected')?.scrollIntoView?.({ block: 'nearest' });

const itemSx = (nested: boolean, collapsed: boolean): SxProps<Theme> => (theme) => ({
  minHeight: nested ? 50 : 56,
  pl: collapsed ? '18px' : nested ? '40px' : '20px',
  pr: collapsed ? '18px' : '16px',
  color: SHELL_COLORS.sidebarText,
  bgcolor: nested ? SHELL_COLORS.sidebarSubmenu : 'transparent',
  '&:hover': { bgcolor: SHELL_COLORS.sidebarHover },
  '&.Mui-selected, &.Mui-selected:hover': { color: theme.palette.primary.main, bgcolor: nested ? '#001528' : SHELL_COLORS.sidebarHover },
  '& .MuiListItemIcon-root': { color: 'inherit', minWidth: collapsed ? 0 : 30 },
  '& .MuiListItemText-primary': { fontSize: 14, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
});

interface LeafProps {
  route: RouteDef;
  nested: boolean;
  collapsed: boolean;
}

const MenuLeaf = ({ route, nested, collapsed }: LeafProps) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const Icon = iconFor(route.icon);
  const title = translate(routeTitleKey(route.path));
  const selected = isActive(route.path, pathname);
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  const button = (
    <ListItemButton
      ref={ref}
      component={Link}
      to={route.path}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      data-menu-path={route.path}
      sx={itemSx(nested, collapsed)}
    >
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!collapsed && <ListItemText primary={title} />}
    </ListItemButton>
  );
  return collapsed ? (
    <Tooltip title={title} placement="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
};

const MenuGroupItem = ({ group, collapsed }: { group: MenuGroup; collapsed: boolean }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const active = group.children.some((r) => isActive(r.path, pathname));
  const [expanded, setExpanded] = useState(active);
  const children = useRef<HTMLUListElement>(null);
  // Every navigation to one of its entries opens the group, even one the user folded.
  useEffect(() => {
    if (active) setExpanded(true);
  }, [active, pathname]);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const Icon = iconFor(group.icon);
  const title = translate(routeTitleKey(group.path));

  if (collapsed) {
    return (
      <>
        <Tooltip title={title} placement="right">
          <ListItemButton
            data-menu-group={group.path}
            selected={active}
            onClick={(e) => setAnchor(e.currentTarget)}
            sx={itemSx(false, true)}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
          </ListItemButton>
        </Tooltip>
        <Menu
          open={Boolean(anchor)}
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          onClick={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ paper: { sx: { bgcolor: SHELL_COLORS.sidebarSubmenu, minWidth: 180 } }, list: { disablePadding: true } }}
        >
          {group.children.map((route) => (
            <MenuLeaf key={route.path} route={route} nested collapsed={false} />
          ))}
        </Menu>
      </>
    );
  }

  return (
    <>
      <ListItemButton data-menu-group={group.path} onClick={() => setExpanded((e) => !e)} sx={itemSx(false, false)} aria-expanded={expanded}>
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={title} sx={{ color: active ? '#f4f4f5' : undefined }} />
        {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" onEntered={() => revealSelected(children.current)}>
        <List ref={children} disablePadding data-menu-children={group.path}>
          {group.children.map((route) => (
            <MenuLeaf key={route.path} route={route} nested collapsed={false} />
          ))}
        </List>
      </Collapse>
    </>
  );
};

export const SidebarMenu = ({ permissions, collapsed }: { permissions: Permissions; collapsed: boolean }) => {
  const translate = useTranslate();
  const groups = menuOf(permissions);
  return (
    <List component="nav" aria-label={translate('shell.sidebar.menu')} disablePadding data-testid="sidebar-menu">
      {groups.map((group) =>
        group.children.length === 1 && !group.alwaysShow ? (
          <MenuLeaf key={group.path} route={group.children[0]} nested={false} collapsed={collapsed} />
        ) : (
          <MenuGroupItem key={group.path} group={group} collapsed={collapsed} />
        ),
      )}
    </List>
  );
};
