/** The views a resource screen may have, and the shape of an override from src/app/resources. */
import type { ComponentType } from 'react';

export const VIEW_NAMES = ['list', 'create', 'edit', 'show'] as const;
export type ViewName = (typeof VIEW_NAMES)[number];

/**
 * Replacement views for one resource. They render inside the config context, so they can
 * reuse the builders' parts (ConfigInputs, ConfigField, ConfigList...) with the config's fields.
 */
export type ResourceOverride = Partial<Record<ViewName, ComponentType>> & {
  /**
   * Loads the code of the record page (a lazy edit or show view and what it loads in turn),
   * started once the list has drawn and the browser is idle: the list's user opens a record next,
   * and then waits for the record's data only, not for chunks first (issue 28 item 26).
   */
  preload?: () => Promise<unknown>;
};
