import { App, startEarlyData } from './App';
import { ensureUserInfo } from './auth/session';
import { loadI18nProvider } from './i18n/i18nProvider';
import { mount } from './kit/mount';
import { serverCapabilities } from './providers/capabilities';
import { getToken } from './providers/sessionToken';
import { captureGlobalErrors } from './shell/errorLog/captureGlobalErrors';

captureGlobalErrors();

// A signed-in page asks for the user and what the server offers while the language's messages
// load, not after: the first screen's route guard and menu wait for both (both calls are
// remembered, so the authProvider's own calls take these answers; a failure is asked again there).
if (getToken()) {
  ensureUserInfo().catch(() => undefined);
  serverCapabilities().catch(() => undefined);
}
// And the settings row most first screens read (App.tsx).
const early = startEarlyData(Boolean(getToken()));

// The first language's messages load first (one small chunk), so the first paint is in it.
void loadI18nProvider().then((i18nProvider) => mount(<App i18nProvider={i18nProvider} early={early} />));
