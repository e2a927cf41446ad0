import { parseFeatureFilter } from '@motorpool/domain/schemas/catalogue';
import type { Language } from '@motorpool/domain/locale-lists';
import { type SQL, sql } from 'drizzle-orm';
import { vehicles } from '../../db/schema/index.ts';
import { validationError } from '../../lib/request-caller.ts';

// `features=gps,bluetooth` beside the list's filters: a vehicle has every feature asked. The
// list filters compare one value per column; a feature list is matched by containment.
export function featureConditions(
  raw: Readonly<Record<string, unknown>>,
  language: Language,
): SQL[] {
  if (raw.features === undefined) return [];
  const features = parseFeatureFilter(raw.features);
  if (!features) {
    throw validationError(
      [{ path: 'features', message: 'generic.invalidOption' }],
      language,
      'querystring',
    );
  }
  if (features.length === 0) return [];
  const asked = sql.join(
    features.map((feature) => sql`${feature}`),
    sql`, `,
  );
  return [sql`${vehicles.features} @> array[${asked}]::text[]`];
}
