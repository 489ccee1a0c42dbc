/** One cookie of a Cookie header, decoded; undefined when absent or not decodable. */
export const cookieValue = (header: string | undefined, name: string): string | undefined => {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
};

/**
 * The tokens of a cookie that holds several, joined by `~` (the sign-in's and the booking page's
 * device cookies): at most `max` of those that `keep` accepts; none from an oversized header.
 */
export const cookieTokens = (header: string | undefined, name: string, max: number, keep: (token: string) => boolean): string[] => {
  if (!header || header.length > 8192) return [];
  const value = cookieValue(header, name);
  return value ? value.split('~').filter(keep).slice(0, max) : [];
};
