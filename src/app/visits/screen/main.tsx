/** The data screen's entry (screen.html): its own bundle, none of the staff app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ScreenApp } from './ScreenApp';
import './screen.css';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <ScreenApp />
    </StrictMode>,
  );
