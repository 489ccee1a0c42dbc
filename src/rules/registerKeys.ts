/**
 * The burial register's name and who imports one (src/rules/register.ts declares its columns):
 * apart, so the staff app's routes and menus know them without loading the register's fields.
 */

/** The `table` of an import request that carries a register. */
export const REGISTER_TABLE = 'register';

/** The levels that import a register: it writes registrations (1, 3, 5, 6) and, with createMissing, places (2, 4, 5, 6). */
export const REGISTER_LEVELS = [5, 6] as const;

/** The register's name (the import screen's targets, the batches list). */
export const REGISTER_LABEL = { zh: '安葬登记簿', en: 'Burial register', es: 'Registro de inhumaciones', ja: '埋葬台帳' } as const;
