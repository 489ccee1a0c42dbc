/** Types of scripts/buildState.mjs (plain JavaScript so a production install runs it without tsx). */
export const ROOT: string;
export const APP_DIR: string;
export const REST_APP_DIR: string;
export const SERVER_DIR: string;
export const SERVER_ENTRIES: Record<string, string>;
export const SERVER_NODE_FLAGS: string[];
export const APP_CONFIG_LOADER: 'runner';
export function appIsFresh(dir?: string): boolean;
export function serverIsFresh(): boolean;
export function buildServer(): Promise<void>;
export function buildApp(opts?: { provider?: 'legacy' | 'rest' }): Promise<void>;
export function ensureBuilt(part: 'app' | 'app-rest' | 'server'): void;
