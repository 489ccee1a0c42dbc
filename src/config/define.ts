import type { AccessRules, EnumValue, Labels, Level, ResourceDef, ResourcesConfig } from './types';

/** Labels in zh, en, es, ja: the order is fixed so a config line stays short. */
export const L = (zh: string, en: string, es: string, ja: string): Labels => ({ zh, en, es, ja });

export const enumValue = (value: string, color: string, label: Labels): EnumValue => ({ value, color, label });

export const ALL_LEVELS: readonly Level[] = [1, 2, 3, 4, 5, 6];
export const MANAGERS: readonly Level[] = [2, 4, 5, 6];
const NOBODY: readonly Level[] = [];

export const access = (rules: Partial<AccessRules>): AccessRules => ({
  read: rules.read ?? NOBODY,
  create: rules.create ?? NOBODY,
  update: rules.update ?? NOBODY,
  delete: rules.delete ?? NOBODY,
});

/** Identity helper that keeps the literal keys of the config while checking its shape. */
export const defineResources = <T extends Record<string, ResourceDef>>(resources: T): T & ResourcesConfig =>
  resources;
