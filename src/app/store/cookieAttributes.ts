/** Attributes of every cookie the app writes: whole site, same-site only, and Secure over https. */
export const cookieAttributes = (protocol: string = window.location.protocol): string => `path=/; SameSite=Lax${protocol === 'https:' ? '; Secure' : ''}`;

/**
 * Attributes that end a cookie now: `max-age=0` and, for clients that read only `expires`
 * (old browsers; happy-dom, the component tests' DOM, which keeps a max-age=0 cookie empty), a past date.
 */
export const EXPIRED = 'max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT';
