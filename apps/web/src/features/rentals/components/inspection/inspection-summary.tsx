import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  inspectionViews,
  type InspectionMarkView,
  type InspectionView,
} from '@motorpool/domain/schemas/rental-inspection';
import { useTranslation } from 'react-i18next';
import { formatZoned } from '../../../../shared/i18n/zoned-time.ts';
import { useFormat } from '../../../../shared/i18n/use-format.ts';
import { useTenantTimeZone } from '../../../../shared/reference/tenant.ts';
import { DiagramSurface } from './diagram-surface.tsx';
import { useMarkLabel } from './use-mark-label.ts';
import classes from './inspection.module.css';

const severityColors: Record<InspectionMarkView['severity'], string> = {
  minor: 'yellow',
  moderate: 'orange',
  severe: 'red',
};

export type InspectionSummaryProps = {
  inspection: InspectionView;
  /** Heading level of the summary's title (the page decides). */
  order?: 2 | 3 | 4;
};

// A recorded inspection as read on the details page and printed: the views that carry marks,
// each mark with its photos, and the signature.
export function InspectionSummary({ inspection, order = 3 }: InspectionSummaryProps) {
  const { t } = useTranslation('inspection');
  const markLabel = useMarkLabel();
  const { locale } = useFormat();
  const timeZone = useTenantTimeZone() ?? 'UTC';
  const marked = inspectionViews.filter((view) =>
    inspection.marks.some((mark) => mark.view === view),
  );
  const numbered = inspection.marks.map((mark, index) => ({ mark, number: index + 1 }));

  return (
    <Stack gap="sm">
      <Title order={order} fz="md">
        {t(`summary.${inspection.stage}`)}
      </Title>
      <Text fz="sm" c="dimmed">
        {inspection.recordedBy
          ? t('summary.recordedBy', {
              when: formatZoned(inspection.recordedAt, locale, timeZone),
              name: inspection.recordedBy,
            })
          : t('summary.recorded', { when: formatZoned(inspection.recordedAt, locale, timeZone) })}
      </Text>
      {numbered.length === 0 ? (
        <Text fz="sm">{t('noMarks')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {marked.map((view) => (
            <figure key={view} style={{ margin: 0 }}>
              <DiagramSurface
                view={view}
                readOnly
                label={t('surfaceLabelReadOnly', { view: t(`views.${view}`) })}
                marks={numbered
                  .filter(({ mark }) => mark.view === view)
                  .map(({ mark, number }) => ({ ...mark, number, label: markLabel(mark, number) }))}
              />
              <Text component="figcaption" fz="xs" c="dimmed" ta="center">
                {t(`views.${view}`)}
              </Text>
            </figure>
          ))}
        </SimpleGrid>
      )}
      {numbered.length > 0 && (
        <Stack gap="xs" component="ol" m={0} p={0} aria-label={t('marksList')}>
          {numbered.map(({ mark, number }) => (
            <Paper
              key={mark.id}
              component="li"
              withBorder
              radius="md"
              p="xs"
              style={{ listStyle: 'none' }}
            >
              <Stack gap={6}>
                <Group gap="xs" wrap="wrap">
                  <Text fz="sm" fw={600}>
                    {t('markInList', {
                      mark: markLabel(mark, number),
                      view: t(`views.${mark.view}`),
                    })}
                  </Text>
                  <Badge size="sm" variant="light" color={severityColors[mark.severity]}>
                    {t(`severities.${mark.severity}`)}
                  </Badge>
                  {mark.isNew && (
                    <Badge size="sm" color="red">
                      {t('summary.new')}
                    </Badge>
                  )}
                </Group>
                {mark.note && <Text fz="sm">{mark.note}</Text>}
                {mark.photos.length > 0 && (
                  <Group gap="xs">
                    {mark.photos.map((photo, index) => (
                      <a key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
                        <img
                          src={photo.url}
                          alt={t('editor.photoAlt', { n: index + 1, mark: number })}
                          className={classes.thumbnail}
                        />
                      </a>
                    ))}
                  </Group>
                )}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <Stack gap={4}>
        <Text fz="sm" fw={500}>
          {t('summary.signature')}
        </Text>
        {inspection.signatureUrl ? (
          <img
            src={inspection.signatureUrl}
            alt={
              inspection.signedBy
                ? t('summary.signatureOf', { name: inspection.signedBy })
                : t('summary.signature')
            }
            className={classes.signatureImage}
          />
        ) : (
          // A name without an image was signed on paper: the line below names the signer.
          !inspection.signedBy && (
            <Text fz="sm" c="dimmed">
              {t('summary.noSignature')}
            </Text>
          )
        )}
        {inspection.signedBy && (
          <Text fz="sm">{t('summary.signedBy', { name: inspection.signedBy })}</Text>
        )}
      </Stack>
    </Stack>
  );
}
