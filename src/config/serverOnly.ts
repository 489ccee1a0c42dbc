/**
 * The parts of a resource block that only the server needs, and that would tell a reader of
 * the browser bundle how the server decides (as Payload keeps hooks and access functions out
 * of its client config): who sees which rows, which indexes exist, which columns are secret.
 * The browser build removes them from resources.config.ts (scripts/stripServerConfig.ts).
 */
export const SERVER_ONLY_RESOURCE_KEYS = ['rowFilter', 'indexes'] as const;
