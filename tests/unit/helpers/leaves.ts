/** A message catalogue (nested objects of strings) as one map of dotted keys to leaf values. */
export type Tree = { [key: string]: unknown };

export const leaves = (tree: Tree, prefix = ''): Map<string, unknown> => {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') for (const [kk, vv] of leaves(v as Tree, key)) out.set(kk, vv);
    else out.set(key, v);
  }
  return out;
};
