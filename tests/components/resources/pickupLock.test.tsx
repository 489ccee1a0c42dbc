/**
 * A deposit locked by wrong pick-up codes (docs/columbarium.md, "Wrong pick-up codes"): its page
 * says until when; a manager gets "Unlock withdrawal", which asks for a reason and sends it to
 * admin.ash_deposit/unlock_pickup; a clerk sees the lock and who can lift it, without the
 * button; the withdraw dialog of a locked deposit says so and cannot be sent. A deposit whose
 * lock has run out shows nothing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PickupLock } from '../../../src/app/columbarium/PickupLock';
import { WithdrawDialog } from '../../../src/app/columbarium/WithdrawDialog';
import { setupLegacyApi } from '../setup';
import { renderShell } from '../shell/harness';

vi.setConfig({ testTimeout: 60_000 });

const api = setupLegacyApi();

/** The page's clock, stopped at a generated instant: the locks below run out relative to it. */
const NOW = new Date(2026, 5, 17, 12, 0);
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());

const inHours = (h: number): string => new Date(NOW.getTime() + h * 3_600_000).toISOString();
const deposit = (lockedUntil: string | null) => ({
  id: 7,
  version: 3,
  deposit_no: 'AD000007',
  status: 'stored',
  paid_until: '2030-01-01',
  fee_basis: 'yearly',
  fee_rate: 600,
  pickup_failures: lockedUntil ? 5 : 0,
  pickup_locked_until: lockedUntil,
});

afterEach(() => localStorage.clear());

describe('a deposit locked by wrong pick-up codes', () => {
  it('tells a manager until when, and unlocks it with a reason', async () => {
    localStorage.setItem('level', '2');
    api.on('admin.ash_deposit/unlock_pickup', (c) => api.ok({ id: c.body.id, pickup_failures: 0, pickup_locked_until: null }));
    renderShell(
      <RecordContextProvider value={deposit(inHours(20))}>
        <PickupLock />
      </RecordContextProvider>,
    );
    const alert = await screen.findByTestId('pickup-locked');
    expect(alert).toHaveTextContent(/After 5 wrong pick-up codes or ID numbers in a row, withdrawal is locked until .+\. If this is the family/);
    await userEvent.click(within(alert).getByTestId('pickup-unlock'));
    const dialog = within(await screen.findByTestId('pickup-unlock-dialog'));
    expect(dialog.getByText('Unlock withdrawal of AD000007')).toBeTruthy();
    const submit = dialog.getByRole('button', { name: /Confirm|Submit/ });
    expect(submit).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Checked the ID card');
    await userEvent.click(submit);
    await waitFor(() => expect(api.callsTo('admin.ash_deposit/unlock_pickup')[0]?.body).toEqual({ id: 7, reason: 'Checked the ID card' }));
    await waitFor(() => expect(screen.queryByTestId('pickup-unlock-dialog')).toBeNull());
  });

  it('shows a clerk the lock without the button, and nothing once the lock has run out', async () => {
    localStorage.setItem('level', '1');
    const { unmount } = renderShell(
      <RecordContextProvider value={deposit(inHours(2))}>
        <PickupLock />
      </RecordContextProvider>,
    );
    const alert = await screen.findByTestId('pickup-locked');
    expect(alert).toHaveTextContent('a manager can unlock it');
    expect(within(alert).queryByTestId('pickup-unlock')).toBeNull();
    unmount();
    renderShell(
      <RecordContextProvider value={deposit(inHours(-1))}>
        <PickupLock />
        <span>page</span>
      </RecordContextProvider>,
    );
    await screen.findByText('page');
    expect(screen.queryByTestId('pickup-locked')).toBeNull();
  });

  it('the withdraw dialog of a locked deposit says so and cannot be sent', async () => {
    localStorage.setItem('level', '1');
    api.on('admin.ash_deposit/dues', () => api.ok({ periods: 0, amount: 0, today: '2026-11-24' }));
    renderShell(
      <RecordContextProvider value={deposit(inHours(20))}>
        <WithdrawDialog open onClose={() => undefined} />
      </RecordContextProvider>,
    );
    const dialog = within(await screen.findByTestId('withdraw-dialog'));
    await dialog.findByText(/withdrawal is locked until/);
    await waitFor(() => expect(dialog.getByTestId('withdraw-submit')).toBeDisabled());
    expect(api.callsTo('admin.ash_deposit/withdraw')).toHaveLength(0);
  });
});
