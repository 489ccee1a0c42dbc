import { Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { VisitedView } from './tabs';

/** Width of the legacy tab context menu (spec section 4). */
const TAB_MENU_WIDTH = 105;

export interface TabMenuState {
  view: VisitedView;
  x: number;
  y: number;
}

interface Props {
  state: TabMenuState | undefined;
  onClose: () => void;
  onRefresh: (view: VisitedView) => void;
  onCloseTab: (view: VisitedView) => void;
  onCloseOthers: (view: VisitedView) => void;
  onCloseAll: () => void;
}

export const TabContextMenu = ({ state, onClose, onRefresh, onCloseTab, onCloseOthers, onCloseAll }: Props) => {
  const translate = useTranslate();
  const act = (fn: () => void) => () => {
    onClose();
    fn();
  };
  const view = state?.view;
  return (
    <Menu
      open={Boolean(state)}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={state ? { top: state.y, left: state.x } : undefined}
      slotProps={{ paper: { sx: { width: TAB_MENU_WIDTH }, id: 'tab-context-menu' }, list: { dense: true } }}
    >
      {view && <MenuItem onClick={act(() => onRefresh(view))}>{translate('shell.tabs.refresh')}</MenuItem>}
      {view && !view.affix && <MenuItem onClick={act(() => onCloseTab(view))}>{translate('shell.tabs.close')}</MenuItem>}
      {view && <MenuItem onClick={act(() => onCloseOthers(view))}>{translate('shell.tabs.close_others')}</MenuItem>}
      <MenuItem onClick={act(onCloseAll)}>{translate('shell.tabs.close_all')}</MenuItem>
    </Menu>
  );
};
