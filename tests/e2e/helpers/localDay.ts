/** Two digits. */
export const pad = (n: number): string => String(n).padStart(2, '0');

/** An instant's local day (YYYY-MM-DD), as the server counts it: the test server runs in this process's time zone. */
export { localDay } from '../../../src/config/days';
