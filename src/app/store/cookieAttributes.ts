/** Attributes of every cookie the app writes: whole site, same-site only, and Secure over https. */
export const cookieAttributes = (protocol: string = window.location.protocol): string => `path=/; SameSite=Lax${protocol === 'https:' ? '; Secure' : ''}`;
