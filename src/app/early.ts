/**
 * The first screen's own calls, sent as soon as the page's script starts: main.tsx imports this
 * module first, and a module runs after the modules it imports, so it imports only the HTTP layer
 * and the calls (no react-admin, no MUI: `tests/unit/earlyStart.test.ts` keeps it so). The user
 * and the server's capabilities then leave some 250 ms before the rest of the app has been
 * evaluated, and are usually answered when the first render asks for them (both calls remember
 * their answer: the authProvider's route guard and the menu take it; a failure is asked again
 * there). The settings row follows with the data provider (startEarlyData, App.tsx).
 */
import { ensureUserInfo } from './auth/session';
import { serverCapabilities } from './providers/capabilities';
import { getToken } from './providers/sessionToken';

if (getToken()) {
  ensureUserInfo().catch(() => undefined);
  serverCapabilities().catch(() => undefined);
}
