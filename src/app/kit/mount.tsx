/** Start one of the browser's bundles (the staff app, the public booking page, the data screen) in its page's #root. */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export const mount = (app: ReactNode): void => {
  const root = document.getElementById('root');
  if (!root) throw new Error(`${location.pathname} has no #root`);
  createRoot(root).render(<StrictMode>{app}</StrictMode>);
};
