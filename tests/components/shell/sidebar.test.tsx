/**
 * The sidebar always shows where the user is: the entry of the current path highlighted
 * (aria-current) and its group open, however the page was reached — the menu, an in-page
 * link such as an order's Print menu, a record's page under its list, a group folded by hand.
 */
import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SidebarMenu } from '../../../src/app/shell/layout/SidebarMenu';
import { renderShell } from './harness';

const LEVEL5 = { level: 5 as const, roles: ['admin'] };

const entry = (path: string) => document.querySelector(`[data-menu-path="${path}"]`) as HTMLElement;
const group = (path: string) => document.querySelector(`[data-menu-group="${path}"]`) as HTMLElement;
const current = () => [...document.querySelectorAll('[aria-current="page"]')].map((e) => e.getAttribute('data-menu-path'));

describe('the sidebar', () => {
  it('highlights the entry of the current path and opens its group after in-page links', async () => {
    const { router } = renderShell(<SidebarMenu permissions={LEVEL5} collapsed={false} />, { path: '/order/tombOrderList/12' });
    // A record's page highlights its list's entry.
    expect(current()).toEqual(['/order/tombOrderList']);
    expect(entry('/order/tombOrderList')).toHaveClass('Mui-selected');
    expect(group('/print')).toHaveAttribute('aria-expanded', 'false');

    // The order page's Print menu is a link inside the page, not the sidebar.
    await act(() => router.navigate('/print/print1?id=12'));
    await waitFor(() => expect(group('/print')).toHaveAttribute('aria-expanded', 'true'));
    expect(current()).toEqual(['/print/print1']);
    await waitFor(() => expect(entry('/print/print1')).toBeVisible());

    // A group folded by hand opens again when a page of it is reached another way.
    fireEvent.click(group('/print'));
    expect(group('/print')).toHaveAttribute('aria-expanded', 'false');
    await act(() => router.navigate('/print/receipt?paymentId=3'));
    await waitFor(() => expect(group('/print')).toHaveAttribute('aria-expanded', 'true'));
    expect(current()).toEqual(['/print/receipt']);

    // A plot's edit page under the plots list opens the tomb group on its entry.
    await act(() => router.navigate('/tomb/tombBurialslotList/5/'));
    await waitFor(() => expect(group('/tomb')).toHaveAttribute('aria-expanded', 'true'));
    expect(current()).toEqual(['/tomb/tombBurialslotList']);
    await waitFor(() => expect(entry('/tomb/tombBurialslotList')).toBeVisible());
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });

  it('a page outside the menu highlights nothing', async () => {
    renderShell(<SidebarMenu permissions={LEVEL5} collapsed={false} />, { path: '/profile/index' });
    expect(current()).toEqual([]);
  });

  it('shows only the modules the server offers: a legacy server\'s level 1 sees no work, contracts, bone ash or visits', async () => {
    const legacy = renderShell(<SidebarMenu permissions={{ level: 1, roles: ['admin'], modules: [] }} collapsed={false} />, { path: '/dashboard' });
    const paths = () => [...document.querySelectorAll('[data-menu-path], [data-menu-group]')].map((e) => e.getAttribute('data-menu-path') ?? e.getAttribute('data-menu-group'));
    expect(paths()).toEqual(['/dashboard', '/member/list', '/order/tombOrderList']);
    legacy.unmount();
    renderShell(<SidebarMenu permissions={{ level: 1, roles: ['admin'], modules: ['work', 'terms', 'visits', 'columbarium', 'import', 'rights'] }} collapsed={false} />, { path: '/dashboard' });
    expect(paths()).toEqual(expect.arrayContaining(['/work', '/contract', '/visit', '/ashes', '/member/holderList']));
  });

  it.each([1, 2, 3, 4, 5, 6] as const)('level %s has "Tomb location" (the home page) first in its menu, highlighted there', async (level) => {
    renderShell(<SidebarMenu permissions={{ level, roles: ['admin'] }} collapsed={false} />, { path: '/dashboard' });
    const home = entry('/dashboard');
    expect(home).toHaveTextContent('Tomb location');
    expect(document.querySelector('[data-menu-path]')).toBe(home);
    expect(current()).toEqual(['/dashboard']);
  });
});
