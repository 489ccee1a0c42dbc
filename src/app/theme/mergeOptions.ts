/**
 * Deep merge of theme options before MUI sees them. MUI's createTheme(options, ...more)
 * merges `more` into the finished theme, raw (a spacing number replaces the spacing
 * function, a primary colour gets no light/dark/contrast variants), so the product's options
 * must be merged into react-admin's first and given to createTheme as one.
 */
type Plain = Record<string, unknown>;

const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

export const mergeOptions = <T extends object>(base: T, override: object): T => {
  const out: Plain = { ...(base as Plain) };
  for (const [k, v] of Object.entries(override)) {
    const prev = out[k];
    out[k] = isPlain(prev) && isPlain(v) ? mergeOptions(prev, v) : v;
  }
  return out as T;
};
