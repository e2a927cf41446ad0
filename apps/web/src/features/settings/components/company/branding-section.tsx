import { Badge, ColorInput, Group, Stack, Text } from '@mantine/core';
import {
  brandingGroupPatch,
  defaultPrimaryColor,
  type CompanySettings,
} from '@motorpool/domain/schemas/company-settings';
import { useTranslation } from 'react-i18next';
import {
  isHexColor,
  productColor,
  readsWithWhiteText,
} from '../../../../shared/theme/brand-palette.ts';
import { useGroupForm } from './group-form.ts';
import { CustomDomainCard } from './custom-domain-card.tsx';
import { LogoField } from './logo-field.tsx';
import { SectionForm } from './section-form.tsx';

// Darker picks first: white text stays readable on each of them.
export const colorSwatches = [
  defaultPrimaryColor,
  '#c92a2a',
  '#a61e4d',
  '#862e9c',
  '#5f3dc4',
  '#1d4ed8',
  '#1864ab',
  '#0b7285',
  '#087f5b',
  '#2b8a3e',
  '#5c940d',
  '#343a40',
];

type Values = { primaryColor: string };

const toValues = ({ branding }: CompanySettings): Values => ({
  primaryColor: branding.primaryColor,
});

const toPatch = (values: Values) => ({ primaryColor: values.primaryColor.trim() });

export function BrandingSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation('settings');
  const { form, submit, readOnly, saving } = useGroupForm({
    group: 'branding',
    schema: brandingGroupPatch,
    toValues,
    toPatch,
    settings,
  });
  const color = form.values.primaryColor.trim().toLowerCase();
  // The product's own colour keeps the product's theme, whose buttons use a deeper orange.
  const own = isHexColor(color) && color !== productColor;
  const pale = own && !readsWithWhiteText(color);

  return (
    <Stack gap="xl">
      <SectionForm group="branding" onSubmit={submit} readOnly={readOnly} saving={saving}>
        <ColorInput
          label={t('company.primaryColor')}
          description={t('company.primaryColorHint')}
          format="hex"
          swatches={colorSwatches}
          swatchesPerRow={6}
          dir="ltr"
          maw={360}
          popoverProps={{ withinPortal: true }}
          {...form.getInputProps('primaryColor')}
        />
        {pale && (
          <Text fz="sm" c="dimmed">
            {t('company.paleColor')}
          </Text>
        )}
        <Group gap="sm">
          <Text fz="sm">{t('company.preview')}</Text>
          <Badge size="xl" radius="md" tt="none" color={own ? color : 'orange'} autoContrast>
            {t('company.previewButton')}
          </Badge>
        </Group>
      </SectionForm>
      <LogoField logo={settings.branding.logo} readOnly={readOnly} />
      <CustomDomainCard readOnly={readOnly} />
    </Stack>
  );
}
