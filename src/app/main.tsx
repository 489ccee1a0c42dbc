// First: the user and the capabilities are asked for before the app's code is evaluated (early.ts).
import './early';
import { App, startEarlyData } from './App';
import { loadI18nProvider } from './i18n/i18nProvider';
import { mount } from './kit/mount';
import { getToken } from './providers/sessionToken';
import { captureGlobalErrors } from './shell/errorLog/captureGlobalErrors';

captureGlobalErrors();

// A signed-in page asks for its first data while the language's messages load (App.tsx).
const early = startEarlyData(Boolean(getToken()));

// The first language's messages load first (one small chunk), so the first paint is in it.
void loadI18nProvider().then((i18nProvider) => mount(<App i18nProvider={i18nProvider} early={early} />));
