/**
 * What the browser receives of the config: resources.config.ts as the browser build transforms
 * it has no row filters, no index lists and no hidden fields, and still declares every resource
 * with the fields the browser needs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripServerConfig } from '../../scripts/stripServerConfig';
import { appConfig } from '../../src/instance';

const source = readFileSync(join(__dirname, '../../resources.config.ts'), 'utf8');
const stripped = stripServerConfig(source);

describe('the browser copy of resources.config.ts', () => {
  it('has the server-only parts the source has, removed', () => {
    expect(source).toMatch(/rowFilter:/);
    expect(source).toMatch(/password_hash:/);
    expect(stripped).not.toMatch(/rowFilter/);
    expect(stripped).not.toMatch(/\bindexes:/);
    expect(stripped).not.toMatch(/password_hash/);
    expect(stripped).not.toMatch(/actor\.userId|receive_user_id: actor\.level/);
  });

  it('still declares every resource and every visible field', () => {
    for (const [key, resource] of Object.entries(appConfig)) {
      expect(stripped, key).toContain(`${key}: {`);
      for (const [name, field] of Object.entries(resource.fields)) {
        // An object literal, or a field written once for several resources (IN_AREA), the last one without its comma.
        if (!field.hidden) expect(stripped, `${key}.${name}`).toMatch(new RegExp(`\\b${name}: (\\{|[A-Z_]+(,|\\s*$))`, 'm'));
      }
    }
  });
});
