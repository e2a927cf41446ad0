import { IconCarOff } from '@tabler/icons-react';
import type { VehicleCatalogueView } from '@motorpool/domain/schemas/vehicle';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { detailPageState, type DetailTextKey } from '../../../shared/ui/detail-page-state.tsx';
import type { useCatalogVehicle } from '../../../api/catalogue/vehicles.ts';

const detailText = {
  'actions.backToList': 'vehicle.back',
  'detail.notFound.title': 'vehicle.notFound',
  'detail.notFound.description': 'vehicle.notFoundDescription',
  'detail.loadError.title': 'vehicle.loadError',
  'detail.loadError.description': 'vehicle.loadErrorDescription',
  'detail.loading': 'vehicle.loading',
} as const satisfies Record<DetailTextKey, string>;

// The vehicle page's not-found and load-failure pages, loaded only when one is needed.
export default function VehicleFallback({
  id,
  query,
}: {
  id: string;
  query: ReturnType<typeof useCatalogVehicle>;
}) {
  const { t } = useTranslation('catalog');
  const state = detailPageState<VehicleCatalogueView>(id, query, {
    listHref: paths.tenant.vehicles.getHref(),
    notFoundIcon: <IconCarOff size={40} aria-hidden />,
    text: (key) => t(detailText[key]),
    retryLabel: t('retry'),
  });
  return 'fallback' in state ? state.fallback : null;
}
