/**
 * The end of every switch over a closed union (field types above all): a new member fails to
 * compile at each switch that does not handle it, instead of falling through to a default.
 */
export const unreachable = (value: never): never => {
  throw new Error(`Unhandled case: ${JSON.stringify((value as { type?: unknown })?.type ?? value)}`);
};
