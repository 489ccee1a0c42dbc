import { App } from './App';
import { loadI18nProvider } from './i18n/i18nProvider';
import { mount } from './kit/mount';
import { captureGlobalErrors } from './shell/errorLog/captureGlobalErrors';

captureGlobalErrors();

// The first language's messages load first (one small chunk), so the first paint is in it.
void loadI18nProvider().then((i18nProvider) => mount(<App i18nProvider={i18nProvider} />));
