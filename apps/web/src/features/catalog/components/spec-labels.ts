import { useTranslation } from 'react-i18next';

// The value lists' labels; a value a newer server sends that has no label shows as it is.
export function useSpecLabels() {
  const { t, i18n } = useTranslation('catalog');
  const label = (group: string, value: string) => {
    const key = `catalog:${group}.${value}`;
    return i18n.exists(key) ? String(t(key as never)) : value;
  };
  return {
    category: (value: string) => label('categories', value),
    transmission: (value: string) => label('transmissions', value),
    fuelType: (value: string) => label('fuelTypes', value),
    feature: (value: string) => label('features', value),
    amenity: (value: string) => label('amenities', value),
  };
}
