/**
 * The sidebar's state. On a desktop it is open or collapsed, remembered in the
 * `sidebarStatus` cookie (1/0) through the store. On a mobile it is a drawer, closed at
 * first and after every navigation, without touching the desktop preference.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { STORE_KEYS } from './shellStore';
import { useDevice, type Device } from './useDevice';

interface SidebarState {
  device: Device;
  /** Desktop: expanded (232 px) or collapsed to icons. */
  open: boolean;
  /** Mobile: the drawer is shown. */
  drawerOpen: boolean;
  toggle: () => void;
  closeDrawer: () => void;
}

const SidebarContext = createContext<SidebarState | undefined>(undefined);

export const SidebarProvider = ({ children }: { children: ReactNode }) => {
  const device = useDevice();
  const [open, setOpen] = useStore<boolean>(STORE_KEYS.sidebarOpen, true);
  // The page the drawer was opened on (null: closed). The router commits a navigation after the
  // address bar has changed (the next page may still be loading), so a drawer opened meanwhile
  // was opened on that next page: only a navigation to another page closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const drawerOpen = openedOn !== null;
  const { pathname } = useLocation();

  useEffect(() => {
    setOpenedOn((on) => (on === pathname ? on : null));
  }, [pathname]);
  useEffect(() => {
    setOpenedOn(null);
  }, [device]);

  const value = useMemo<SidebarState>(
    () => ({
      device,
      open,
      drawerOpen,
      toggle: () => (device === 'mobile' ? setOpenedOn((on) => (on === null ? window.location.pathname : null)) : setOpen(!open)),
      closeDrawer: () => setOpenedOn(null),
    }),
    [device, open, drawerOpen, setOpen],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
};

export const useSidebar = (): SidebarState => {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return value;
};
