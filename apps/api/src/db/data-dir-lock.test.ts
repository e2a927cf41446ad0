import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'mp-lock-'));

describe('lockDataDir', () => {
  it('refuses a data directory held by another live process, with a clear message', () => {
    const dir = tempDir();
    // pid 1 is always alive
    writeFileSync(path.join(dir, 'motorpool.lock'), '1');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Motorpool process \(pid 1\)/);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'motorpool.lock'), '999999999');
    const release = lockDataDir(dir);
    release();
    expect(existsSync(path.join(dir, 'motorpool.lock'))).toBe(false);
  });

  it('releases the lock so the next start can take it', () => {
    const dir = tempDir();
    lockDataDir(dir)();
    const again = lockDataDir(dir);
    expect(existsSync(path.join(dir, 'motorpool.lock'))).toBe(true);
    again();
  });
});
