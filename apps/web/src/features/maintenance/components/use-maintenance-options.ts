import { useMemo } from 'react';
import { maintenanceSources } from '@motorpool/domain/schemas/maintenance';
import {
  attachmentKinds,
  maintenancePriorities,
  maintenanceSeverities,
  maintenanceStatuses,
  maintenanceTypes,
  noteTypes,
  vehicleCategories,
} from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';

// The maintenance value lists as labelled choices, for the grid's filters and the forms.
export function useMaintenanceOptions() {
  const { t } = useTranslation('maintenance');
  const { t: tv } = useTranslation('vehicles');
  return useMemo(
    () => ({
      statuses: maintenanceStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
      types: maintenanceTypes.map((value) => ({ value, label: t(`type.${value}`) })),
      priorities: maintenancePriorities.map((value) => ({ value, label: t(`priority.${value}`) })),
      severities: maintenanceSeverities.map((value) => ({ value, label: t(`severity.${value}`) })),
      sources: maintenanceSources.map((value) => ({ value, label: t(`source.${value}`) })),
      noteTypes: noteTypes.map((value) => ({ value, label: t(`noteType.${value}`) })),
      attachmentKinds: attachmentKinds.map((value) => ({
        value,
        label: t(`attachmentKind.${value}`),
      })),
      categories: vehicleCategories.map((value) => ({ value, label: tv(`category.${value}`) })),
    }),
    [t, tv],
  );
}
