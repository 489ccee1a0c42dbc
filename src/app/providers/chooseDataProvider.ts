/**
 * Which dataProvider the build uses, chosen at build time by VITE_DATA_PROVIDER
 * (vite.config.ts refuses any other value):
 * - unset or `legacy`: the legacy generic-query protocol (./dataProvider.ts), which also works
 *   against a legacy server (VITE_API_BASE);
 * - `rest`: the same screens over the bundled server's REST view (/api/<resource>, in
 *   ra-data-simple-rest's format, ./restDataProvider.ts).
 * Vite writes the variable's value into the code, so a build carries only the provider it uses.
 */
import type { DataProvider } from 'react-admin';
import type { ResourcesConfig } from '../../config/types';
import { createLegacyDataProvider } from './dataProvider';
import { createRestDataProvider } from './restDataProvider';

export const createDataProvider = (config: ResourcesConfig): DataProvider =>
  import.meta.env.VITE_DATA_PROVIDER === 'rest' ? createRestDataProvider() : createLegacyDataProvider({ config });
