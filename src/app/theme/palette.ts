/** The Element-style admin palette of the legacy product (its sidebar, borders and text greys). */
export const SHELL_COLORS = {
  sidebar: '#304156',
  sidebarSubmenu: '#1f2d3d',
  sidebarHover: '#263445',
  sidebarText: '#bfcbd9',
  sidebarLogo: '#2b2f3a',
  content: '#f0f2f5',
  border: '#d8dce5',
  text: '#303133',
  textRegular: '#606266',
  textSecondary: '#909399',
  success: '#67C23A',
  warning: '#E6A23C',
  danger: '#F56C6C',
} as const;

export const SIDEBAR_WIDTH = 232;
export const SIDEBAR_CLOSED_WIDTH = 54;
export const NAVBAR_HEIGHT = 50;
export const TABS_HEIGHT = 34;
/** Below this window width the device is mobile (spec section 9). */
export const MOBILE_BREAKPOINT = 992;
