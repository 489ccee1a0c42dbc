import { Box } from '@mui/material';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Permissions } from '../../auth/authProvider';
import { ShellErrorBoundary } from '../errorLog/ShellErrorBoundary';
import { Navbar } from '../navbar/Navbar';
import { useShellSettings } from '../settings/settings';
import { NoCache } from '../routing/NoCache';
import { TabsBar } from '../tabs/TabsBar';
import { TabsTracker } from '../tabs/TabsTracker';
import { DocumentTitle } from '../title/DocumentTitle';
import { Sidebar } from './Sidebar';

/** Every navigation starts at the top of the new page (spec section 2). */
const ScrollToTop = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    // Braces matter: recent Chromium returns a promise from scrollTo, which React would take for a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
};

/** Sidebar on the left; navbar (with the settings gear) and tabs over the page. */
export const ShellFrame = ({ permissions, children }: { permissions: Permissions; children?: ReactNode }) => {
  const [settings] = useShellSettings();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Sidebar permissions={permissions} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box
          id="shell-header"
          data-fixed={settings.fixedHeader ? 'true' : 'false'}
          sx={settings.fixedHeader ? { position: 'sticky', top: 0, zIndex: (theme) => theme.zIndex.appBar } : undefined}
        >
          <Navbar permissions={permissions} />
          {settings.tagsView && <TabsBar />}
        </Box>
        <Box component="main" id="main-content" sx={{ flex: 1, minWidth: 0, p: { xs: 1.5, md: 2.5 } }}>
          <ShellErrorBoundary>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </ShellErrorBoundary>
        </Box>
      </Box>
      <TabsTracker permissions={permissions} />
      <DocumentTitle />
      <ScrollToTop />
      <NoCache />
    </Box>
  );
};
