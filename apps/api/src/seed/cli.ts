import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { seedDemo } from './demo.ts';

// `npm run db:seed`: seeds the demo tenants into the configured database.
const { database, release } = await openConfiguredDatabase(loadConfig());
try {
  const { created } = await seedDemo(database);
  console.log(created.length ? `Seeded: ${created.join(', ')}` : 'Demo data already present.');
} finally {
  await database.close();
  release();
}
