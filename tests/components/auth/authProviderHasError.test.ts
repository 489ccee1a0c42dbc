/** The guard's fallback toast: a failure that says nothing is reported as 'Has Error' (spec section 8). */
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../../src/app/auth/authProvider';
import { getToken, setToken } from '../../../src/app/providers/http';

vi.mock('../../../src/app/auth/session', async (original) => ({
  ...(await original<typeof import('../../../src/app/auth/session')>()),
  ensureUserInfo: () => Promise.reject(new Error('')),
}));

describe('checkAuth with a failure without a message', () => {
  it("toasts 'Has Error' and resets the token", async () => {
    setToken('tok');
    const auth = createAuthProvider({ currentPath: () => '/tomb/tombList' });
    await expect(auth.checkAuth({})).rejects.toEqual({ message: 'shell.auth.has_error', redirectTo: '/login?redirect=%2Ftomb%2FtombList' });
    expect(getToken()).toBeUndefined();
  });
});
