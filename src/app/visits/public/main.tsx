/** The public booking page's entry (visit.html): its own bundle, none of the staff app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { VisitApp } from './VisitApp';
import './visit.css';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <VisitApp />
    </StrictMode>,
  );
