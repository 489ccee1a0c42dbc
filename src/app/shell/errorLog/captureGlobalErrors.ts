import { RECORD_ERRORS, recordError } from './errorLog';

/** Uncaught errors and rejections outside React's render (event handlers, timers, promises). */
export const captureGlobalErrors = (enabled: boolean = RECORD_ERRORS): void => {
  if (!enabled) return;
  window.addEventListener('error', (event) => recordError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => recordError(event.reason));
};
