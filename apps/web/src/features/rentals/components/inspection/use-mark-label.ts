import { useCallback } from 'react';
import type { DamageLocation, DamageType } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';

type Labelled = { damageType: DamageType; location: DamageLocation };

// "Mark 3: Dent, Front left door": how a mark is named on the drawing, in lists and to screen
// readers; the damage names are the settings screen's, so both read the same.
export function useMarkLabel() {
  const { t } = useTranslation(['inspection', 'settings']);
  return useCallback(
    (mark: Labelled, number: number, kind: 'current' | 'previous' = 'current') =>
      t(kind === 'previous' ? 'previousMarkLabel' : 'markLabel', {
        n: number,
        type: t(`settings:company.damageTypes.${mark.damageType}`),
        location: t(`settings:company.damageLocations.${mark.location}`),
      }),
    [t],
  );
}
