/**
 * How the server starts (src/server/runtime/settings.ts): safe by default. The embedded
 * database with demo data listens on the loopback unless HOST is set; a HOST other machines
 * reach, DEMO=0 or --no-demo make a production start (no demo data); with DATABASE_URL the
 * server listens where it is told and never seeds by itself.
 */
import { describe, expect, it } from 'vitest';
import { SettingsError, isLoopback, runtimeSettings, startLine } from '../../src/server/runtime/settings';

describe('runtime settings', () => {
  it('starts the embedded demo on 127.0.0.1 when HOST is not set, and says so in its one start line', () => {
    const s = runtimeSettings({});
    expect(s).toMatchObject({ host: '127.0.0.1', hostGiven: false, reachable: false, demo: true, port: 8080, databaseUrl: undefined });
    const line = startLine(s, { demoAccounts: 6 });
    expect(line).toMatch(/^Cemetery back office on http:\/\/localhost:8080 \(embedded database in \.\/data; demo accounts in README\)\./);
    expect(line).toMatch(/Only this computer can reach it: set HOST=0\.0\.0\.0/);
    expect(line).not.toMatch(/\n/);
  });

  it('keeps the demo on an explicit loopback HOST', () => {
    expect(runtimeSettings({ HOST: '127.0.0.1' })).toMatchObject({ host: '127.0.0.1', demo: true, reachable: false, hostGiven: true });
    expect(runtimeSettings({ HOST: 'localhost' })).toMatchObject({ demo: true, reachable: false });
    expect(runtimeSettings({ HOST: '::1' })).toMatchObject({ demo: true, reachable: false });
  });

  it('makes a HOST other machines reach a production start: no demo data', () => {
    const s = runtimeSettings({ HOST: '0.0.0.0' });
    expect(s).toMatchObject({ host: '0.0.0.0', demo: false, reachable: true });
    expect(startLine(s, { demoAccounts: 0 })).toBe('Cemetery back office on http://localhost:8080 (embedded database in ./data, every interface).');
    expect(runtimeSettings({ HOST: '192.168.1.20' })).toMatchObject({ demo: false, reachable: true });
  });

  it('says on a reachable address how to re-enable demo accounts, which cannot sign in there', () => {
    const pg = runtimeSettings({ DATABASE_URL: 'postgres://db/cemetery' });
    const line = startLine(pg, { demoAccounts: 6 });
    expect(line).toMatch(/^Cemetery back office on http:\/\/localhost:8080 \(PostgreSQL, every interface\)\. 6 demo accounts \(the README's password\) cannot sign in on this address until an administrator with a password of their own sets a new one \(Users, Reset password\); to make that administrator, run `npm run create-admin -- --mobile <mobile> --level 5 --nickname <name>`\./);
    expect(line).not.toMatch(/demo accounts in README/);
    expect(line).not.toMatch(/\n/);
    expect(startLine(runtimeSettings({ HOST: '0.0.0.0', DEMO: '1' }), { demoAccounts: 1 })).toMatch(/\. 1 demo account \(the README's password\) cannot sign in.*stop the server and run `npm run create-admin/);
  });

  it('lets DEMO=1 keep the demo on the network (its accounts then cannot sign in), and DEMO=0 or --no-demo drop it', () => {
    expect(runtimeSettings({ HOST: '0.0.0.0', DEMO: '1' })).toMatchObject({ demo: true, reachable: true });
    expect(runtimeSettings({ DEMO: '0' })).toMatchObject({ demo: false, host: '0.0.0.0' });
    expect(runtimeSettings({}, ['--no-demo'])).toMatchObject({ demo: false });
    expect(runtimeSettings({ DEMO: '1' }, ['--no-demo'])).toMatchObject({ demo: false });
  });

  it('listens where it is told with DATABASE_URL, and never seeds PostgreSQL by itself', () => {
    expect(runtimeSettings({ DATABASE_URL: 'postgres://x@h/db' })).toMatchObject({ host: '0.0.0.0', demo: false, reachable: true });
    expect(runtimeSettings({ DATABASE_URL: 'postgres://x@h/db', HOST: '127.0.0.1', DEMO: '1' })).toMatchObject({ host: '127.0.0.1', demo: false });
    expect(startLine(runtimeSettings({ DATABASE_URL: 'postgres://x@h/db', HOST: '10.0.0.5', PORT: '8081' }), { demoAccounts: 0 })).toBe(
      'Cemetery back office on http://10.0.0.5:8081 (PostgreSQL, listening on 10.0.0.5).',
    );
  });

  it('reads LOG_LEVEL, LOG=off, the shutdown timeout and TRUST_PROXY, and refuses what it cannot read', () => {
    // The demo's terminal: its start message and warnings, not a JSON line per request; a networked server logs requests.
    expect(runtimeSettings({}).logLevel).toBe('warn');
    expect(runtimeSettings({ LOG_LEVEL: 'info' }).logLevel).toBe('info');
    expect(runtimeSettings({ HOST: '0.0.0.0' }).logLevel).toBe('info');
    expect(runtimeSettings({ DATABASE_URL: 'postgres://db/cemetery' }).logLevel).toBe('info');
    expect(runtimeSettings({ LOG_LEVEL: 'DEBUG' }).logLevel).toBe('debug');
    expect(runtimeSettings({ LOG: 'off', LOG_LEVEL: 'debug' }).logLevel).toBe(false);
    expect(runtimeSettings({}).shutdownTimeoutMs).toBe(10_000);
    expect(runtimeSettings({ SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(2500);
    expect(runtimeSettings({}).trustProxy).toBe(0);
    expect(runtimeSettings({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(runtimeSettings({ TRUST_PROXY: 'yes' }).trustProxy).toBe(1);
    expect(runtimeSettings({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(runtimeSettings({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(() => runtimeSettings({ TRUST_PROXY: '99' })).toThrow(SettingsError);
    expect(() => runtimeSettings({ LOG_LEVEL: 'loud' })).toThrow(SettingsError);
    expect(() => runtimeSettings({ PORT: 'eighty' })).toThrow(SettingsError);
    expect(() => runtimeSettings({ DEMO: 'maybe' })).toThrow(SettingsError);
    // The direct link only means something beside a pooled DATABASE_URL.
    expect(() => runtimeSettings({ DATABASE_DIRECT_URL: 'postgres://db:5432/cemetery' })).toThrow(/DATABASE_DIRECT_URL is set without DATABASE_URL/);
    expect(runtimeSettings({ DATABASE_URL: 'postgres://pooler:6432/cemetery', DATABASE_DIRECT_URL: 'postgres://db:5432/cemetery' }).databaseDirectUrl).toBe('postgres://db:5432/cemetery');
  });

  it('tells the loopback from the rest', () => {
    for (const h of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) expect(isLoopback(h), h).toBe(true);
    for (const h of ['0.0.0.0', '::', '10.0.0.1', 'example.org', '128.0.0.1']) expect(isLoopback(h), h).toBe(false);
  });
});
