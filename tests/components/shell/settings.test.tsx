/**
 * The settings right panel and everything remembered across reloads (spec sections 3, 9):
 * theme colour applied at once, switches, the navbar's gear opening it, closing on an outside
 * click; the cookies of language, sidebar and size; what logout's store reset keeps.
 */
import { Button, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { localStorageStore, useStore } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage } from '../../../src/app/i18n/languages';
import { DEFAULT_SETTINGS, normalizeSettings } from '../../../src/app/shell/settings/settings';
import { SettingsPanel } from '../../../src/app/shell/settings/SettingsPanel';
import { readCookie } from '../../../src/app/store/cookies';
import { STORE_KEYS, createShellStore } from '../../../src/app/store/shellStore';
import { THEME_COLORS } from '../../../src/app/theme/themeColors';
import { useShellSize } from '../../../src/app/shell/theme/useShellSize';
import { resetBrowserSession } from '../auth/session';
import { renderShell } from './harness';

const ThemeProbe = () => {
  const theme = useTheme();
  const [size] = useShellSize();
  return <output data-testid="probe" data-primary={theme.palette.primary.main} data-size={size} data-font={theme.typography.body1.fontSize} />;
};

const freshStore = () => createShellStore(localStorageStore('1', 'Cemetery'));

beforeEach(() => resetBrowserSession());

describe('defaults', () => {
  it('are the spec’s: panel on, tabs on, fixed header off, sidebar logo on, pinyin search on, #409EFF', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      theme: '#409EFF',
      showSettings: true,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      supportPinyinSearch: true,
    });
    expect(THEME_COLORS).toEqual(['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d']);
  });

  it('a stored value of another shape falls back to them field by field', () => {
    expect(normalizeSettings({ theme: '#123456', tagsView: false, fixedHeader: 'yes' })).toEqual({ ...DEFAULT_SETTINGS, tagsView: false });
    expect(normalizeSettings(null)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('the settings panel', () => {
  it('opens from its gear, an icon button in the page flow (nothing floats over the page), and closes on a click outside', async () => {
    renderShell(<SettingsPanel />);
    const handle = screen.getByRole('button', { name: 'Page settings' });
    expect(handle).not.toHaveStyle({ position: 'fixed' });
    expect(handle).toHaveClass('MuiIconButton-root');
    fireEvent.click(handle);
    const panel = await screen.findByText('Page style settings');
    expect(panel).toBeVisible();
    const backdrop = document.querySelector('.MuiBackdrop-root') as HTMLElement;
    fireEvent.click(backdrop);
    await waitFor(() => expect(screen.queryByText('Page style settings')).not.toBeInTheDocument());
  });

  it('a theme colour applies to the MUI theme at once and is remembered after a reload', async () => {
    const first = renderShell(
      <>
        <SettingsPanel />
        <ThemeProbe />
      </>,
      { store: freshStore() },
    );
    expect(screen.getByTestId('probe')).toHaveAttribute('data-primary', '#409EFF');
    fireEvent.click(screen.getByRole('button', { name: 'Page settings' }));
    fireEvent.click(await screen.findByRole('radio', { name: '#13c2c2' }));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveAttribute('data-primary', '#13c2c2'));
    expect(screen.getByRole('radio', { name: '#13c2c2' })).toHaveAttribute('aria-checked', 'true');
    first.unmount();

    renderShell(<ThemeProbe />, { store: freshStore() });
    expect(screen.getByTestId('probe')).toHaveAttribute('data-primary', '#13c2c2');
  });

  it('the switches are remembered after a reload', async () => {
    const first = renderShell(<SettingsPanel />, { store: freshStore() });
    fireEvent.click(screen.getByRole('button', { name: 'Page settings' }));
    const panel = (await screen.findByText('Page style settings')).closest('#settings-panel') as HTMLElement;
    fireEvent.click(within(panel).getByLabelText('Open tabs bar'));
    fireEvent.click(within(panel).getByLabelText('Fixed header'));
    fireEvent.click(within(panel).getByLabelText('Sidebar logo'));
    fireEvent.click(within(panel).getByLabelText('Menu search by pinyin'));
    first.unmount();

    const store = freshStore();
    expect(normalizeSettings(store.getItem(STORE_KEYS.settings))).toEqual({
      ...DEFAULT_SETTINGS,
      tagsView: false,
      fixedHeader: true,
      sidebarLogo: false,
      supportPinyinSearch: false,
    });
    renderShell(<SettingsPanel />, { store });
    fireEvent.click(screen.getByRole('button', { name: 'Page settings' }));
    expect(await screen.findByLabelText('Fixed header')).toBeChecked();
    expect(screen.getByLabelText('Open tabs bar')).not.toBeChecked();
  });
});

describe('preferences in cookies and local storage', () => {
  it('the language lives in the `language` cookie and in localStorage for the API client', () => {
    const store = freshStore();
    store.setItem(STORE_KEYS.locale, 'ja');
    expect(readCookie('language')).toBe('ja');
    expect(localStorage.getItem('language')).toBe('ja');
    expect(freshStore().getItem(STORE_KEYS.locale)).toBe('ja');
  });

  it('the sidebar state is the `sidebarStatus` cookie, 1 or 0', () => {
    const store = freshStore();
    store.setItem(STORE_KEYS.sidebarOpen, false);
    expect(readCookie('sidebarStatus')).toBe('0');
    store.setItem(STORE_KEYS.sidebarOpen, true);
    expect(readCookie('sidebarStatus')).toBe('1');
    document.cookie = 'sidebarStatus=0; path=/';
    expect(freshStore().getItem(STORE_KEYS.sidebarOpen)).toBe(false);
  });

  it('a page of many components reading the language reads the cookies once, and again only after a change', async () => {
    document.cookie = 'language=zh; path=/';
    const store = freshStore();
    const Reader = () => <span data-testid="lang">{useStore<string>(STORE_KEYS.locale)[0]}</span>;
    // The cookie accessor sits on a prototype of document (which one depends on the test DOM).
    let proto: object | null = document;
    while (proto && !Object.getOwnPropertyDescriptor(proto, 'cookie')) proto = Object.getPrototypeOf(proto);
    const cookieGetter = Object.getOwnPropertyDescriptor(proto!, 'cookie')!.get!;
    let reads = 0;
    const spy = vi.spyOn(document, 'cookie', 'get').mockImplementation(function (this: Document) {
      reads += 1;
      return cookieGetter.call(this);
    });
    try {
      renderShell(<>{Array.from({ length: 60 }, (_, i) => <Reader key={i} />)}</>, { store });
      await waitFor(() => expect(screen.getAllByTestId('lang').map((e) => e.textContent)).toEqual(Array(60).fill('zh')));
      // Once for the store (before: two reads per component, its first render and its effect: 120).
      expect(reads).toBe(1);
      store.setItem(STORE_KEYS.locale, 'es');
      expect(store.getItem(STORE_KEYS.locale)).toBe('es');
      expect(readCookie('language')).toBe('es');
      // Another tab's change reaches this one through a storage event.
      document.cookie = 'language=ja; path=/';
      window.dispatchEvent(new StorageEvent('storage', { key: 'language' }));
      expect(store.getItem(STORE_KEYS.locale)).toBe('ja');
    } finally {
      spy.mockRestore();
    }
  });

  it('the size is the `size` cookie, medium by default, and changes the theme', async () => {
    const store = freshStore();
    const view = renderShell(<ThemeProbe />, { store });
    expect(screen.getByTestId('probe')).toHaveAttribute('data-size', 'medium');
    const mediumFont = screen.getByTestId('probe').getAttribute('data-font');
    store.setItem(STORE_KEYS.size, 'mini');
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveAttribute('data-size', 'mini'));
    expect(screen.getByTestId('probe').getAttribute('data-font')).not.toBe(mediumFont);
    expect(readCookie('size')).toBe('mini');
    view.unmount();
  });

  it('the size sets the density of buttons and table rows', async () => {
    const store = freshStore();
    const view = renderShell(
      <>
        <Button>Save</Button>
        <Table>
          <TableBody>
            <TableRow>
              <TableCell>cell</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </>,
      { store },
    );
    const density = () => [
      screen.getByRole('button', { name: 'Save' }).className.match(/MuiButton-size(\w+)/)?.[1],
      screen.getByRole('cell').className.match(/MuiTableCell-size(\w+)/)?.[1],
    ];
    store.setItem(STORE_KEYS.size, 'default');
    await waitFor(() => expect(density()).toEqual(['Medium', 'Medium']));
    store.setItem(STORE_KEYS.size, 'medium');
    await waitFor(() => expect(density()).toEqual(['Small', 'Medium']));
    store.setItem(STORE_KEYS.size, 'mini');
    await waitFor(() => expect(density()).toEqual(['Small', 'Small']));
    view.unmount();
  });

  it("logout's store reset keeps the preferences and drops the session's tabs", () => {
    const store = freshStore();
    store.setItem(STORE_KEYS.settings, { ...DEFAULT_SETTINGS, theme: '#f5222d' });
    store.setItem(STORE_KEYS.size, 'small');
    store.setItem(STORE_KEYS.locale, 'es');
    store.setItem(STORE_KEYS.tabs, [{ path: '/tomb/tombList', fullPath: '/tomb/tombList' }]);
    store.reset();
    expect(store.getItem(STORE_KEYS.settings)).toMatchObject({ theme: '#f5222d' });
    expect(store.getItem(STORE_KEYS.size)).toBe('small');
    expect(store.getItem(STORE_KEYS.locale)).toBe('es');
    expect(store.getItem(STORE_KEYS.tabs)).toBeUndefined();
  });

  it('the first language: the cookie, else the browser, else English', () => {
    expect(detectLanguage('es', ['zh-CN'])).toBe('es');
    expect(detectLanguage(undefined, ['fr-FR', 'ja-JP'])).toBe('ja');
    expect(detectLanguage('xx', ['zh-Hans-CN'])).toBe('zh');
    expect(detectLanguage(undefined, ['fr-FR'])).toBe('en');
  });
});
