/**
 * The capability call (docs/protocol.md, "Capabilities"): `GET <API base>/capabilities` answers
 * which of the product's modules and which generic-query extensions the server offers. A server
 * of the legacy protocol has no such call; the browser then takes it for what it is, and offers
 * the legacy screens and requests only.
 */
import { MODULES, type ModuleKey } from '../config/modules';

/** Extensions of the generic query: `with_count` is a list's rows and total in one answer. */
export const QUERY_FEATURES = ['with_count'] as const;
type QueryFeature = (typeof QUERY_FEATURES)[number];

export interface Capabilities {
  modules: readonly ModuleKey[];
  query: readonly QueryFeature[];
}

/** What a server that does not answer the call (a legacy one) is taken to offer. */
export const LEGACY_CAPABILITIES: Capabilities = { modules: [], query: [] };

/** An answer's data read strictly: unknown names are dropped (a newer server), anything malformed is undefined. */
export const readCapabilities = (data: unknown): Capabilities | undefined => {
  if (!data || typeof data !== 'object') return undefined;
  const { modules, query } = data as Record<string, unknown>;
  if (!Array.isArray(modules) || !Array.isArray(query)) return undefined;
  return {
    modules: MODULES.filter((m) => modules.includes(m)),
    query: QUERY_FEATURES.filter((q) => query.includes(q)),
  };
};
