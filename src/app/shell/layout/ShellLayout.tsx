/**
 * react-admin's `layout`: every page but the open ones renders inside it, so it is also the
 * guard. Nothing of the page shows until checkAuth (token, then user info) passed; a failure
 * there logs out with the toast and the /login?redirect=<path> of the authProvider.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { LoadingPage, useAuthenticated, useCheckAuth } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { usePermissionsOfLevel } from '../routing/usePermissionsOfLevel';
import { ShellFrame } from './ShellFrame';
import { SidebarProvider } from '../../store/SidebarContext';

/** Each later navigation checks again: a token removed meanwhile (another tab) sends to /login. */
const useCheckAuthOnNavigation = () => {
  const checkAuth = useCheckAuth();
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    checkAuth().catch(() => undefined);
  }, [pathname, checkAuth]);
};

export const ShellLayout = ({ children }: { children?: ReactNode }) => {
  const { authenticated, isPending } = useAuthenticated();
  const permissions = usePermissionsOfLevel();
  useCheckAuthOnNavigation();
  if (isPending || !authenticated || !permissions) return <LoadingPage />;
  return (
    <SidebarProvider>
      <ShellFrame permissions={permissions}>{children}</ShellFrame>
    </SidebarProvider>
  );
};
