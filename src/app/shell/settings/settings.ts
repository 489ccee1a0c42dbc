/**
 * The settings of the right panel (spec section 9 defaults), kept in react-admin's store so
 * they survive reloads and logout (see shellStore.ts).
 */
import { useCallback } from 'react';
import { useStore } from 'react-admin';
import { DEFAULT_THEME_COLOR, isThemeColor, type ThemeColor } from '../../theme/themeColors';
import { STORE_KEYS } from '../../store/shellStore';

export interface ShellSettings {
  theme: ThemeColor;
  /** The panel's handle is shown. */
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  supportPinyinSearch: boolean;
}

export const DEFAULT_SETTINGS: ShellSettings = {
  theme: DEFAULT_THEME_COLOR,
  showSettings: true,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  supportPinyinSearch: true,
};

const BOOLEAN_KEYS = ['showSettings', 'tagsView', 'fixedHeader', 'sidebarLogo', 'supportPinyinSearch'] as const;

/** Whatever was stored (an older shape, a hand-edited value) becomes a complete, valid settings object. */
export const normalizeSettings = (stored: unknown): ShellSettings => {
  const s = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const out: ShellSettings = { ...DEFAULT_SETTINGS, theme: isThemeColor(s.theme) ? s.theme : DEFAULT_SETTINGS.theme };
  for (const key of BOOLEAN_KEYS) if (typeof s[key] === 'boolean') out[key] = s[key];
  return out;
};

export const useShellSettings = (): [ShellSettings, (patch: Partial<ShellSettings>) => void] => {
  const [stored, setStored] = useStore<unknown>(STORE_KEYS.settings, DEFAULT_SETTINGS);
  const update = useCallback(
    (patch: Partial<ShellSettings>) => setStored({ ...normalizeSettings(stored), ...patch }),
    [stored, setStored],
  );
  return [normalizeSettings(stored), update];
};
