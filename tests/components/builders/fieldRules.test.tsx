/**
 * The registration form checks its dates against each other and against today with the
 * shared validators, before anything is sent, and shows the message under the right field;
 * a phone number that is not one is refused under the phone field.
 */
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceRoute } from '../../../src/config/routes';
import { appRoutes } from '../../../src/instance';
import { memoryDataProvider } from './memoryDataProvider';
import { renderResource } from './renderResource';

vi.setConfig({ testTimeout: 90_000 });

const members = appRoutes.findRoute('/member/list') as ResourceRoute;

const setDate = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The helper text under an input: where react-admin shows the field's error (a zero-width space when there is none). */
const errorUnder = (label: RegExp): string => {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return (id ? (document.getElementById(id)?.textContent ?? '') : '').replace(/\u200b/g, '');
};

const fillRequired = async (user: ReturnType<typeof userEvent.setup>, phone = '13800001111') => {
  await user.type(await screen.findByLabelText(/^Name of the deceased/), '张三');
  await user.type(screen.getByLabelText(/^Applicant \*/), '张四');
  await user.type(screen.getByLabelText(/^Applicant phone/), phone);
};

describe('dates and phones of a registration', () => {
  it('refuses a birth after the death, under the death, naming the birth', async () => {
    const { provider, calls } = memoryDataProvider({});
    renderResource({ routes: [members], url: '/member/list/create', dataProvider: provider, level: 1 });
    const user = userEvent.setup();
    await fillRequired(user);
    setDate(/^Born/, '1990-05-06');
    setDate(/^Died/, '1980-01-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorUnder(/^Died/)).toBe('Cannot be earlier than Born (6 May 1990)'));
    expect(screen.getByLabelText(/^Died/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'create')).toEqual([]);
  });

  it('refuses a death in the future and a burial before the death', async () => {
    const { provider, calls } = memoryDataProvider({});
    renderResource({ routes: [members], url: '/member/list/create', dataProvider: provider, level: 1 });
    const user = userEvent.setup();
    await fillRequired(user);
    // Far ahead of any day the test may run on: no wall clock, no midnight to cross.
    setDate(/^Died/, '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorUnder(/^Died/)).toBe('Cannot be later than today'));
    setDate(/^Died/, '2026-01-10');
    setDate(/^Burial date/, '2026-01-09');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorUnder(/^Burial date/)).toBe('Cannot be earlier than Died (10 Jan 2026)'));
    // Died is no longer refused: its input is valid again and shows only its hint (a partial date's forms).
    expect(screen.getByLabelText(/^Died/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(errorUnder(/^Died/)).toMatch(/^A month or a year will do/);
    expect(calls.filter((c) => c.method === 'create')).toEqual([]);
    setDate(/^Burial date/, '2026-01-12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'create')?.params.data).toMatchObject({ death_date: '2026-01-10', burial_date: '2026-01-12' }));
  });

  it('refuses 12345 as a phone under the phone field', async () => {
    const { provider, calls } = memoryDataProvider({});
    renderResource({ routes: [members], url: '/member/list/create', dataProvider: provider, level: 1, locale: 'zh' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^逝者姓名/), '张三');
    await user.type(screen.getByLabelText(/^申请人 \*/), '张四');
    await user.type(screen.getByLabelText(/^申请人电话/), '12345');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(errorUnder(/^申请人电话/)).toBe('请输入 11 位手机号、带区号的固定电话（如 010-12345678）或 +国家代码 的号码'));
    expect(calls.filter((c) => c.method === 'create')).toEqual([]);
  });
});
