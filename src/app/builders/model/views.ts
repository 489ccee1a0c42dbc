/** The views a resource screen may have, and the shape of an override from src/app/resources. */
import type { ComponentType } from 'react';

export const VIEW_NAMES = ['list', 'create', 'edit', 'show'] as const;
export type ViewName = (typeof VIEW_NAMES)[number];

/**
 * Replacement views for one resource. They render inside the config context, so they can
 * reuse the builders' parts (ConfigInputs, ConfigField, ConfigList...) with the config's fields.
 */
export type ResourceOverride = Partial<Record<ViewName, ComponentType>>;
