/**
 * The account forms (sign-in, forgot password, change password, profile) share their fields:
 * every password has the same show/hide button, every submit turns busy while its request
 * runs, and a field the server refuses says why under that field.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ShellIdentity } from '../../../src/app/auth/authProvider';
import { ForgotPasswordDialog } from '../../../src/app/pages/login/ForgotPasswordDialog';
import { LoginForm } from '../../../src/app/pages/login/LoginForm';
import { PasswordForm } from '../../../src/app/pages/profile/PasswordForm';
import { ProfileForm } from '../../../src/app/pages/profile/ProfileForm';
import { setToken } from '../../../src/app/providers/http';
import { renderShell } from '../shell/harness';
import { setupLegacyApi } from '../setup';
import { resetBrowserSession } from './session';

const api = setupLegacyApi();
beforeEach(() => {
  resetBrowserSession();
  setToken('tok-4');
});

const input = (name: string, root: HTMLElement = document.body): HTMLInputElement => {
  const el = root.querySelector<HTMLInputElement>(`input[name="${name}"], textarea[name="${name}"]`);
  if (!el) throw new Error(`no field ${name}`);
  return el;
};

/** The eye button of a password field shows it, and hides it again. */
const expectShowHide = async (name: string, root: HTMLElement = document.body) => {
  const field = input(name, root);
  expect(field.type).toBe('password');
  const eye = within(field.closest('.MuiInputBase-root') as HTMLElement).getByRole('button', { name: 'Show password' });
  await userEvent.click(eye);
  expect(field.type).toBe('text');
  await userEvent.click(within(field.closest('.MuiInputBase-root') as HTMLElement).getByRole('button', { name: 'Hide password' }));
  expect(field.type).toBe('password');
};

describe('every password field shows and hides', () => {
  it('on the sign-in form', async () => {
    renderShell(<LoginForm redirectTo="/" mobile="" onMobileChange={() => undefined} />, { path: '/login' });
    await expectShowHide('password');
  });

  it('in the forgot-password dialog, the new password and its confirmation', async () => {
    api.on('user_reg/forget_code', () => api.legacy(1, 'ok', null));
    renderShell(<ForgotPasswordDialog open initialMobile="13800000004" onClose={() => undefined} onDone={() => undefined} />, { path: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => input('code', dialog));
    await expectShowHide('password', dialog);
    await expectShowHide('confirm', dialog);
  });

  it('on the change-password form, all three', async () => {
    renderShell(<PasswordForm />, { path: '/profile/index' });
    for (const name of ['old_password', 'password', 'confirm']) await expectShowHide(name);
  });
});

describe('a submit is busy while its request runs', () => {
  it('the change-password button is disabled at once, and the form empties when the server accepts', async () => {
    api.on('admin.user/update_password', () => api.ok(null));
    renderShell(<PasswordForm />, { path: '/profile/index' });
    fireEvent.change(input('old_password'), { target: { value: 'old-password-1' } });
    fireEvent.change(input('password'), { target: { value: 'new-password-1' } });
    fireEvent.change(input('confirm'), { target: { value: 'new-password-1' } });
    const submit = screen.getByRole('button', { name: 'Change password' });
    fireEvent.click(submit);
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(input('password').value).toBe(''));
    expect(submit).toBeEnabled();
    expect(api.callsTo('admin.user/update_password')[0].body).toEqual({ old_password: 'old-password-1', password: 'new-password-1' });
  });

  it('the profile Save button too', async () => {
    api.on('user/update_userinfo', () => api.ok(null));
    const me = { id: 4, fullName: 'Wang', avatar: '', introduction: '' } as ShellIdentity;
    renderShell(<ProfileForm identity={me} onSaved={() => undefined} />, { path: '/profile/index' });
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    expect(save).toBeDisabled();
    await waitFor(() => expect(save).toBeEnabled());
    expect(api.callsTo('user/update_userinfo')).toHaveLength(1);
  });
});

describe('what is wrong is said on its field', () => {
  it('the change-password form checks the rule and the confirmation before sending', async () => {
    renderShell(<PasswordForm />, { path: '/profile/index' });
    fireEvent.change(input('password'), { target: { value: 'short' } });
    fireEvent.change(input('confirm'), { target: { value: 'other' } });
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password needs at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The two passwords are not the same')).toBeInTheDocument();
    expect(input('password')).toHaveAttribute('aria-invalid', 'true');
    expect(input('confirm')).toHaveAttribute('aria-invalid', 'true');
    expect(input('old_password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('admin.user/update_password')).toHaveLength(0);
  });

  it("the server's refusal of the current password goes under that field", async () => {
    api.on('admin.user/update_password', () => ({ status: 422, msg: 'The current password is wrong', data: { fields: { old_password: 'The current password is wrong' } } }));
    renderShell(<PasswordForm />, { path: '/profile/index' });
    fireEvent.change(input('old_password'), { target: { value: 'not-mine-1' } });
    fireEvent.change(input('password'), { target: { value: 'new-password-1' } });
    fireEvent.change(input('confirm'), { target: { value: 'new-password-1' } });
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(input('old_password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('The current password is wrong')).toBeInTheDocument();
    expect(input('password')).toHaveAttribute('aria-invalid', 'false');
  });
});
