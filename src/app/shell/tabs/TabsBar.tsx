/**
 * The bar of visited pages under the navbar: the active tab in the theme colour, a close
 * cross on every tab but the affix ones (Delete on a focused tab), middle click to close,
 * right click for the menu. When the tabs are wider than the bar, it scrolls sideways (the
 * mouse wheel too) and always brings the active tab into view.
 */
import CloseIcon from '@mui/icons-material/Close';
import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type WheelEvent } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { SHELL_COLORS, TABS_HEIGHT } from '../../theme/palette';
import { normalizePath } from '../../kit/routeMatch';
import { useTitleOfPath } from '../routing/usePageTitle';
import { TabContextMenu, type TabMenuState } from './TabContextMenu';
import type { VisitedView } from './tabs';
import { useTabs } from './useTabs';

const MIDDLE_BUTTON = 1;
/** Room left beside the active tab when the bar scrolls to it. */
const SCROLL_MARGIN = 15;

/** Scroll the bar sideways just enough for the tab to show whole. */
export const revealTab = (bar: HTMLElement, tab: HTMLElement): void => {
  const barBox = bar.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < barBox.left) bar.scrollLeft -= barBox.left - box.left + SCROLL_MARGIN;
  else if (box.right > barBox.right) bar.scrollLeft += box.right - barBox.right + SCROLL_MARGIN;
};

export const TabsBar = () => {
  const tabs = useTabs();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const translate = useTranslate();
  const titleOfPath = useTitleOfPath();
  const reload = useRefresh();
  const [menu, setMenu] = useState<TabMenuState>();
  const active = normalizePath(pathname);
  const bar = useRef<HTMLDivElement>(null);

  // After every navigation and every change of the tabs (a new tab is added at the end).
  useEffect(() => {
    const tab = [...(bar.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])].find((t) => t.dataset.path === active);
    if (bar.current && tab) revealTab(bar.current, tab);
  }, [active, tabs.views]);

  const onWheel = (e: WheelEvent) => {
    if (bar.current && e.deltaY !== 0 && e.deltaX === 0) bar.current.scrollLeft += e.deltaY;
  };

  const refresh = (view: VisitedView) => {
    tabs.refresh(view);
    reload();
  };

  const onMouseUp = (view: VisitedView) => (e: MouseEvent) => {
    if (e.button === MIDDLE_BUTTON && !view.affix) tabs.close(view.path);
  };
  const onContextMenu = (view: VisitedView) => (e: MouseEvent) => {
    e.preventDefault();
    setMenu({ view, x: e.clientX, y: e.clientY });
  };
  const onKeyDown = (view: VisitedView) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') navigate(view.fullPath);
    // The keyboard's way to the close cross.
    if (e.key === 'Delete' && !view.affix) tabs.close(view.path);
  };
  const onClose = (view: VisitedView) => (e: MouseEvent) => {
    e.stopPropagation();
    tabs.close(view.path);
  };

  return (
    <Box
      ref={bar}
      role="tablist"
      aria-label={translate('shell.tabs.label')}
      onWheel={onWheel}
      sx={{
        height: TABS_HEIGHT,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        gap: '5px',
        px: '15px',
        bgcolor: '#fff',
        borderBottom: `1px solid ${SHELL_COLORS.border}`,
        boxShadow: '0 1px 3px 0 rgba(0,0,0,.12), 0 0 3px 0 rgba(0,0,0,.04)',
        overflowX: 'auto',
        overflowY: 'hidden',
        whiteSpace: 'nowrap',
        scrollbarWidth: 'none',
      }}
    >
      {tabs.views.map((view) => {
        const selected = view.path === active;
        return (
          <Box
            key={view.path}
            role="tab"
            tabIndex={0}
            aria-selected={selected}
            data-path={view.path}
            data-affix={view.affix ? 'true' : undefined}
            onClick={() => navigate(view.fullPath)}
            onKeyDown={onKeyDown(view)}
            onMouseDown={(e) => e.button === MIDDLE_BUTTON && e.preventDefault()}
            onMouseUp={onMouseUp(view)}
            onContextMenu={onContextMenu(view)}
            sx={(theme) => ({
              display: 'inline-flex',
              alignItems: 'center',
              gap: '4px',
              height: 26,
              px: '8px',
              fontSize: 12,
              cursor: 'pointer',
              userSelect: 'none',
              border: '1px solid',
              borderColor: selected ? theme.palette.primary.main : SHELL_COLORS.border,
              bgcolor: selected ? theme.palette.primary.main : '#fff',
              color: selected ? theme.palette.primary.contrastText : '#495060',
              '&::before': selected
                ? { content: '""', width: 8, height: 8, borderRadius: '50%', bgcolor: '#fff', mr: '2px' }
                : undefined,
              '&:hover': selected ? undefined : { color: theme.palette.primary.main },
              '&:focus-visible': { outline: `2px solid ${alpha(theme.palette.primary.main, 0.4)}` },
            })}
          >
            {titleOfPath(view.path) ?? view.path}
            {!view.affix && (
              <Box
                component="span"
                role="button"
                aria-label={translate('shell.tabs.close')}
                onClick={onClose(view)}
                sx={{
                  display: 'inline-flex',
                  borderRadius: '50%',
                  ml: '2px',
                  '&:hover': { bgcolor: '#b4bccc', color: '#fff' },
                }}
              >
                <CloseIcon sx={{ fontSize: 12 }} />
              </Box>
            )}
          </Box>
        );
      })}
      <TabContextMenu
        state={menu}
        onClose={() => setMenu(undefined)}
        onRefresh={refresh}
        onCloseTab={(view) => tabs.close(view.path)}
        onCloseOthers={(view) => tabs.closeOthers(view.path)}
        onCloseAll={tabs.closeAll}
      />
    </Box>
  );
};
