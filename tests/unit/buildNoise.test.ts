/**
 * A build prints nothing of the product's own (issue 28 item 25): Vite loads vite.config.ts
 * without its warning about the future native config loader, and the staff chunk group names
 * itself for the bundler's timing report (else a warning on every build).
 */
import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';
import { APP_CONFIG_LOADER } from '../../scripts/buildState.mjs';
import { staffChunkGroup } from '../../scripts/staffChunk';

describe('the build', () => {
  it('loads the Vite config without a warning', async () => {
    const warnings: string[] = [];
    const logger = createLogger('warn');
    logger.warn = (m) => void warnings.push(m);
    logger.warnOnce = (m) => void warnings.push(m);
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, undefined, process.cwd(), 'warn', logger, APP_CONFIG_LOADER);
    expect(loaded?.config.build?.outDir).toBe('dist/public');
    expect(warnings).toEqual([]);
  }, 60_000);

  it('names the staff chunk group for the timing report', () => {
    expect(staffChunkGroup().debugName).toBe('staff');
  });
});
