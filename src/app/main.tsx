import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadI18nProvider } from './i18n/i18nProvider';
import { captureGlobalErrors } from './shell/errorLog/captureGlobalErrors';

captureGlobalErrors();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The first language's messages load first (one small chunk), so the first paint is in it.
void loadI18nProvider().then((i18nProvider) =>
  createRoot(root).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} />
    </StrictMode>,
  ),
);
