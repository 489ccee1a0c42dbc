/** Reading the shell in the browser: its menu, its tabs, its unread count, the token cookie. */
import type { Page } from 'playwright-core';

/** A menu entry: a page's path, or a group's path with its pages. */
export type MenuEntry = string | { [group: string]: string[] };

export const readMenu = (page: Page): Promise<MenuEntry[]> =>
  page.evaluate(() => {
    const root = document.querySelector('[data-testid="sidebar-menu"]');
    if (!root) throw new Error('no sidebar menu');
    const out: (string | Record<string, string[]>)[] = [];
    for (const el of Array.from(root.children)) {
      const path = el.getAttribute('data-menu-path');
      const group = el.getAttribute('data-menu-group');
      if (path) out.push(path);
      else if (group) {
        const pages = Array.from(root.querySelectorAll(`[data-menu-children="${group}"] [data-menu-path]`));
        out.push({ [group]: pages.map((a) => a.getAttribute('data-menu-path') ?? '') });
      }
    }
    return out;
  });

export const tabPaths = (page: Page): Promise<string[]> =>
  page.locator('[role="tab"][data-path]').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('data-path') ?? ''));

export const tab = (page: Page, path: string) => page.locator(`[role="tab"][data-path="${path}"]`);

export const unreadCount = async (page: Page): Promise<number> =>
  Number(await page.locator('[data-unread-count]').getAttribute('data-unread-count'));

export const pathAndQuery = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

export const hasTokenCookie = async (page: Page): Promise<boolean> =>
  (await page.context().cookies()).some((c) => c.name === 'Admin-Token' && c.value !== '');
