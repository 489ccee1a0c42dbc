/** Two digits. */
export const pad = (n: number): string => String(n).padStart(2, '0');

/** Today as the server's local day (YYYY-MM-DD): the test server runs in this process's time zone. */
export const localDay = (d = new Date()): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
