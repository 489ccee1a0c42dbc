/**
 * Which route a path is, what each level may open (with the legacy role filter), where the
 * guard sends and returns, and the breadcrumb built from it.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginPathFor, redirectTarget } from '../../../src/app/auth/loginRedirect';
import { Breadcrumb } from '../../../src/app/shell/navbar/Breadcrumb';
import { allowedRoutes, matchRoute, missingPageFor, shownGroupOf } from '../../../src/app/kit/routeMatch';
import { routeAllowedForRoles, type RouteDef } from '../../../src/config/routes';
import { appRoutes } from '../../../src/instance';
import { renderShell } from './harness';

describe('route matching', () => {
  it('finds a route and its react-admin sub-page', () => {
    expect(matchRoute('/order/tombOrderList')?.route.path).toBe('/order/tombOrderList');
    expect(matchRoute('/order/tombOrderList/123')?.sub).toEqual({ kind: 'record', id: '123' });
    expect(matchRoute('/order/tombOrderList/123/show')?.sub).toEqual({ kind: 'record', id: '123' });
    expect(matchRoute('/order/tombOrderList/create')?.sub).toEqual({ kind: 'create' });
    expect(matchRoute('/member/list_outside')?.route.path).toBe('/member/list_outside');
    expect(matchRoute('/order/tombOrderList/1/2/3')).toBeUndefined();
    expect(matchRoute('/print/print1/7')).toBeUndefined();
  });

  it("another level's screen is 401, anything else 404", () => {
    expect(missingPageFor('/tomb/tombList')).toBe('/401');
    expect(missingPageFor('/order/tombOrderList_outside/4')).toBe('/401');
    expect(missingPageFor('/tomb')).toBe('/404');
    expect(missingPageFor('/nothing')).toBe('/404');
  });

  it('keeps a route when a role matches or it has none; admin gets all', () => {
    const route = { roles: ['editor'] } as Partial<RouteDef>;
    expect(routeAllowedForRoles(route, ['editor'])).toBe(true);
    expect(routeAllowedForRoles(route, ['viewer'])).toBe(false);
    expect(routeAllowedForRoles(route, ['admin'])).toBe(true);
    expect(routeAllowedForRoles({}, ['viewer'])).toBe(true);
    expect(allowedRoutes(1, ['admin']).map((r) => r.path)).toEqual([
      '/profile/index',
      // The exhumation certificate of a move-out (docs/rights.md), outside the menu.
      '/print/exhumation',
      // The columbarium's deposit certificate (docs/columbarium.md), outside the menu.
      '/print/depositCertificate',
      // A storage payment's receipt, opened from the deposit's storage fees.
      '/print/storageReceipt',
      // The home page, first in the menu.
      '/dashboard',
      '/member/list',
      // Rights holders and transfers (docs/rights.md), beside the registrations.
      '/member/holderList',
      '/member/transferList',
      '/order/tombOrderList',
      // Terms and renewals (docs/terms.md): the clerk renews, prints the renewal receipt and the reminder letters.
      '/contract/termList',
      '/contract/reminderList',
      '/print/renewalReceipt',
      '/print/reminder',
      '/work/today',
      '/work/workOrderList',
      // Visits (docs/visits.md): every level checks families in at the gate and may drive a shuttle.
      '/visit/gate',
      '/visit/driver',
      '/ashes/nicheMap',
      '/ashes/nicheList',
      '/ashes/depositList',
      '/ashes/movementList',
    ]);
  });

  it('a route shows under its group only when the level sees the group as one', () => {
    const orders = matchRoute('/order/tombOrderList')!.route;
    const rows = matchRoute('/tomb/tombShelfList')!.route;
    const registration = matchRoute('/member/list')!.route;
    expect(shownGroupOf(orders, 5, ['admin'])).toBeUndefined();
    expect(shownGroupOf(rows, 2, ['admin'])?.path).toBe('/tomb');
    // The registrations share their group with the rights holders and transfers (docs/rights.md).
    expect(shownGroupOf(registration, 1, ['admin'])?.path).toBe('/member');
    expect(shownGroupOf(registration, 5, ['admin'])?.path).toBe('/member');
    expect(shownGroupOf(matchRoute('/member/memberList')!.route, 5, ['admin'])?.path).toBe('/system');
  });

  it('groups the administrators’ work apart from the counter’s, keeping the spec’s paths', () => {
    for (const level of [5, 6] as const) {
      const menu = appRoutes.menuForLevel(level);
      const users = level === 5 ? '/member/memberList' : '/member/memberList_outside';
      expect(menu.find((g) => g.path === '/system')?.children.map((r) => r.path)).toEqual([users, '/system/settings', '/system/operationLog']);
      const tail = level === 5 ? '' : '_outside';
      expect(menu.find((g) => g.path === '/member')?.children.map((r) => r.path)).toEqual([`/member/list${tail}`, `/member/holderList${tail}`, `/member/transferList${tail}`]);
    }
    for (const level of [1, 2, 3, 4] as const) expect(appRoutes.menuForLevel(level).some((g) => g.path === '/system')).toBe(false);
  });
});

describe('the guard’s URLs', () => {
  it('/login?redirect=<path and query>, but plain /login for open paths', () => {
    expect(loginPathFor('/tomb/tombList?page=2')).toBe('/login?redirect=%2Ftomb%2FtombList%3Fpage%3D2');
    expect(loginPathFor('/login')).toBe('/login');
    expect(loginPathFor('/auth-redirect?x=1')).toBe('/login');
  });

  it('goes back only to paths of this application', () => {
    expect(redirectTarget('?redirect=%2Ftomb%2FtombList%3Fpage%3D2')).toBe('/tomb/tombList?page=2');
    expect(redirectTarget('?redirect=https%3A%2F%2Fevil.test')).toBe('/');
    expect(redirectTarget('?redirect=%2F%2Fevil.test')).toBe('/');
    expect(redirectTarget('?redirect=%2Flogin')).toBe('/');
    expect(redirectTarget('')).toBe('/');
  });
});

describe('the breadcrumb', () => {
  const crumbs = () => screen.getByRole('navigation').textContent;

  it('home, the group when shown as one, the page', () => {
    renderShell(<Breadcrumb permissions={{ level: 2, roles: ['admin'] }} />, { path: '/tomb/tombRoomList' });
    expect(crumbs()).toBe('Tomb location/Tomb management/Rooms');
  });

  it('and the record or creation sub-page', () => {
    renderShell(<Breadcrumb permissions={{ level: 1, roles: ['admin'] }} />, { path: '/order/tombOrderList/123', lang: 'zh' });
    expect(crumbs()).toBe('墓位定位/墓位订单管理/#123');
  });

  it('only the home page on the home page', () => {
    renderShell(<Breadcrumb permissions={{ level: 1, roles: ['admin'] }} />, { path: '/dashboard' });
    expect(crumbs()).toBe('Tomb location');
  });
});
