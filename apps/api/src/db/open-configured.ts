import path from 'node:path';
import type { Config } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { type Database, openDatabase } from './engine.ts';

// PostgreSQL when DATABASE_URL is set; otherwise PGlite under DATA_DIR, locked to this process.
export async function openConfiguredDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<{ database: Database; release: () => void }> {
  if (config.databaseUrl) {
    return {
      database: await openDatabase({ kind: 'postgres', url: config.databaseUrl }),
      release: () => {},
    };
  }
  const release = lockDataDir(config.dataDir);
  try {
    const dataDir = path.join(config.dataDir, 'pglite');
    return { database: await openDatabase({ kind: 'pglite', dataDir }), release };
  } catch (error) {
    release();
    throw error;
  }
}
