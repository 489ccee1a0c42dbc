/**
 * react-admin's authProvider over the legacy calls (spec sections 4, 5, 7).
 * - login: mobile trimmed, pwd, type 'pc'; status 1 stores the token cookie and the level.
 * - checkAuth is the route guard: no token -> /login?redirect=<path> silently; a failing
 *   user-info fetch -> session reset, its error toasted (or 'Has Error'), same redirect.
 * - logout: ends the server session, clears token, roles and level, stops message polling,
 *   and sends the user to /login with a redirect back to the page they were on.
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { Level } from '../../config/types';
import type { ModuleKey } from '../../config/modules';
import { serverCapabilities } from '../providers/capabilities';
import { getToken, postEnvelope, setToken } from '../providers/http';
import { stopUnreadPolling } from '../messages/unreadPoller';
import { toLevel, writeLevel } from './level';
import { signInAnsweringChallenges } from './loginChallenge';
import { browserPath, loginPathFor } from './loginRedirect';
import { clearSession, ensureUserInfo } from './session';

const LOGIN_CALL = 'User_Reg/pwd_login';
const LOGOUT_CALL = 'vue-element-admin/user/logout';
const HAS_ERROR = 'shell.auth.has_error';
const LOGIN_FAILED = 'shell.auth.login_failed';

interface LoginParams {
  mobile: string;
  password: string;
  /** While the browser answers the server's challenge: the share done (0..1); null when done. */
  onChallenge?: (share: number | null) => void;
}

interface LoginAnswer {
  token_info?: { token?: string };
  level?: number | string;
}

/** What react-admin hands to the Admin's child function and to usePermissions. */
export interface Permissions {
  level: Level;
  roles: readonly string[];
  /** The modules the server offers (src/config/modules.ts); absent: every module (a caller that did not ask). */
  modules?: readonly ModuleKey[];
}

export interface ShellIdentity extends UserIdentity {
  introduction: string;
  level: Level;
  mobile: string;
  roles: readonly string[];
}

/** react-admin reads `message` (false = no toast) and `redirectTo` from a rejected check. */
interface AuthFailure {
  message: string | false;
  redirectTo: string;
}

/** react-admin's AuthProvider with the optional methods this one always has. */
type ShellAuthProvider = AuthProvider & {
  getIdentity: () => Promise<ShellIdentity>;
  getPermissions: (params?: unknown) => Promise<Permissions | null>;
};

interface AuthProviderOptions {
  /** The page the user is on (path and query); the browser's by default. */
  currentPath?: () => string;
}

export const createAuthProvider = ({ currentPath = browserPath }: AuthProviderOptions = {}): ShellAuthProvider => {
  const failure = (message: string | false): AuthFailure => ({ message, redirectTo: loginPathFor(currentPath()) });

  return {
    login: async ({ mobile, password, onChallenge }: LoginParams) => {
      const env = await signInAnsweringChallenges(
        (body) => postEnvelope<LoginAnswer | null>(LOGIN_CALL, body),
        { mobile: String(mobile ?? '').trim(), pwd: password, type: 'pc' },
        onChallenge,
      );
      const token = env.data?.token_info?.token;
      if (env.status !== 1 || !token) throw new Error(env.msg || LOGIN_FAILED);
      clearSession();
      setToken(token);
      const level = toLevel(env.data?.level);
      if (level) writeLevel(level);
    },

    logout: async () => {
      stopUnreadPolling();
      // The local session ends whatever the server answers (it may be unreachable).
      if (getToken()) await postEnvelope(LOGOUT_CALL).catch(() => undefined);
      clearSession();
      return loginPathFor(currentPath());
    },

    checkAuth: async () => {
      if (!getToken()) throw failure(false);
      try {
        await ensureUserInfo();
      } catch (e) {
        clearSession();
        throw failure((e as Error)?.message || HAS_ERROR);
      }
    },

    /** A 401 from any call means the session is gone (expired or ended elsewhere). */
    checkError: async (error: { status?: number } | undefined) => {
      if (error?.status === 401) {
        clearSession();
        throw failure('ra.notification.logged_out');
      }
    },

    getIdentity: async (): Promise<ShellIdentity> => {
      const user = await ensureUserInfo();
      return {
        id: user.id,
        fullName: user.name,
        avatar: user.avatar || undefined,
        introduction: user.introduction,
        level: user.level,
        mobile: user.mobile,
        roles: user.roles,
      };
    },

    /** Null when signed out or when the user info cannot be had: checkAuth deals with that. */
    getPermissions: async (): Promise<Permissions | null> => {
      if (!getToken()) return null;
      try {
        const [user, capabilities] = await Promise.all([ensureUserInfo(), serverCapabilities()]);
        return { level: user.level, roles: user.roles, modules: capabilities.modules };
      } catch {
        return null;
      }
    },
  };
};
