/**
 * The config entry a screen is built from, handed down to columns, inputs and toolbars so
 * an override in src/app/resources can reuse any of them without re-resolving the route.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ResourceRoute } from '../../../config/routes';
import type { ResourceDef, ResourcesConfig } from '../../../config/types';

export interface ConfigResource {
  /** Key in the config, e.g. `tomb_area`. */
  key: string;
  resource: ResourceDef;
  route: ResourceRoute;
  /** The whole config, to look up reference targets. */
  config: ResourcesConfig;
}

const Ctx = createContext<ConfigResource | null>(null);

export const ConfigResourceProvider = ({ value, children }: { value: ConfigResource; children: ReactNode }) => (
  <Ctx.Provider value={value}>{children}</Ctx.Provider>
);

export const useConfigResource = (): ConfigResource => {
  const v = useContext(Ctx);
  if (!v) throw new Error('useConfigResource outside a config-built screen');
  return v;
};

/** The screen's config entry when there is one (inputs also serve pages outside config-built screens: settings). */
export const useOptionalConfigResource = (): ConfigResource | null => useContext(Ctx);
