import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'mp-config-'));

describe('loadConfig', () => {
  it('gives every setting a safe default', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      seedDemo: true,
      logLevel: 'info',
    });
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it('turns the demo seed off by default when DATABASE_URL is set', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://u@h/db' });
    expect(config.seedDemo).toBe(false);
    expect(
      loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' })
        .seedDemo,
    ).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ PUBLIC_URL: 'ftp://example.com' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://example.com/app' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY'],
    [{ DNS_SERVERS: 'dns.example.com' }, 'DNS_SERVERS'],
    [{ DNS_SERVERS: '10.0.0.2:99999' }, 'DNS_SERVERS'],
    [{ PLATFORM_ADMIN_EMAIL: 'root@example.com' }, 'PLATFORM_ADMIN_EMAIL'],
    [
      { PLATFORM_ADMIN_EMAIL: 'nope', PLATFORM_ADMIN_PASSWORD: 'long-enough-pass' },
      'PLATFORM_ADMIN_EMAIL',
    ],
    [
      { PLATFORM_ADMIN_EMAIL: 'root@example.com', PLATFORM_ADMIN_PASSWORD: 'short' },
      'PLATFORM_ADMIN_PASSWORD',
    ],
  ])('stops with a message naming the bad setting %j', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(new RegExp(`${name}:`));
  });

  it('builds links from PUBLIC_URL, defaulting to localhost on the configured port', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '4100' }).publicUrl).toBe(
      'http://localhost:4100',
    );
    expect(
      loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://Rent.Example.com/' }).publicUrl,
    ).toBe('https://rent.example.com');
  });

  it('trusts no proxy unless TRUST_PROXY lists them', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).trustProxy).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy,
    ).toEqual(['loopback', '10.0.0.0/8']);
  });

  it('verifies custom domains against DNS_SERVERS, or the system’s when unset', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).dnsServers).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: tempDir(), DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353,[::1]:53' })
        .dnsServers,
    ).toEqual(['1.1.1.1', '127.0.0.1:5353', '[::1]:53']);
  });

  it('refuses an empty or short secret file instead of signing with it', () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'jwt-secret'), '\n');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/JWT_SECRET:.*shorter than 32/);
  });
});
