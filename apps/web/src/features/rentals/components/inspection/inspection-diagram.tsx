import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Group, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  inspectionViews,
  maxMarksPerInspection,
  type InspectionDiagramView,
  type InspectionMarkInput,
  type InspectionMarkView,
} from '@motorpool/domain/schemas/rental-inspection';
import { useTranslation } from 'react-i18next';
import { DiagramSurface, type SurfaceMark } from './diagram-surface.tsx';
import { MarkEditor } from './mark-editor.tsx';
import { newMark } from './mark-geometry.ts';
import { useMarkLabel } from './use-mark-label.ts';

export type InspectionDiagramProps = {
  value: InspectionMarkInput[];
  onChange?: (marks: InspectionMarkInput[]) => void;
  readOnly?: boolean;
  /** The checkout's marks, shown greyed on the return inspection. */
  previous?: InspectionMarkView[];
  stage: 'checkout' | 'checkin';
  uploadPhoto?: (file: File) => Promise<{ id: string; url: string }>;
  /** Where to show the photos `value` already names (an inspection being edited again). */
  photoUrls?: Record<string, string>;
};

// The damage diagram of checkout and return: five views of the car, a tap (or 'Add mark') places
// a numbered mark, and the selected mark opens its editor below the drawing.
export function InspectionDiagram({
  value,
  onChange,
  readOnly = false,
  previous = [],
  stage,
  uploadPhoto,
  photoUrls,
}: InspectionDiagramProps) {
  const { t } = useTranslation('inspection');
  const markLabel = useMarkLabel();
  const [view, setView] = useState<InspectionDiagramView>('front');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<Record<string, string>>({});
  const [focusId, setFocusId] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // Uploads finish after other edits may have changed the list: always change the newest one.
  const latest = useRef(value);
  latest.current = value;
  const editable = !readOnly && Boolean(onChange);
  const urls = { ...photoUrls, ...uploaded };

  useEffect(() => {
    if (!focusId) return;
    const marks = rootRef.current?.querySelectorAll<SVGElement>('[data-mark-id]') ?? [];
    [...marks].find((element) => element.dataset.markId === focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  const change = (marks: InspectionMarkInput[]) => {
    latest.current = marks;
    onChange?.(marks);
  };
  const update = (id: string, patch: Partial<InspectionMarkInput>) =>
    change(latest.current.map((mark) => (mark.id === id ? { ...mark, ...patch } : mark)));
  const add = (point: { x: number; y: number }, focus = false) => {
    if (latest.current.length >= maxMarksPerInspection) return;
    const mark = newMark(view, point, stage);
    change([...latest.current, mark]);
    setSelectedId(mark.id);
    if (focus) setFocusId(mark.id);
  };
  const remove = (id: string) => {
    change(latest.current.filter((mark) => mark.id !== id));
    setSelectedId(null);
  };

  const numbered = value.map((mark, index) => ({ mark, number: index + 1 }));
  const surfaceMarks = (of: InspectionDiagramView): SurfaceMark[] =>
    numbered
      .filter(({ mark }) => mark.view === of)
      .map(({ mark, number }) => ({ ...mark, number, label: markLabel(mark, number) }));
  const previousMarks = (of: InspectionDiagramView): SurfaceMark[] =>
    previous.flatMap((mark, index) =>
      mark.view === of
        ? [{ ...mark, number: index + 1, label: markLabel(mark, index + 1, 'previous') }]
        : [],
    );
  const selected = numbered.find(({ mark }) => mark.id === selectedId);

  return (
    <Stack gap="sm" ref={rootRef}>
      <Tabs value={view} onChange={(next) => next && setView(next as InspectionDiagramView)}>
        <Tabs.List aria-label={t('viewsLabel')}>
          {inspectionViews.map((v) => {
            const count = value.filter((mark) => mark.view === v).length;
            return (
              <Tabs.Tab
                key={v}
                value={v}
                rightSection={
                  count > 0 ? (
                    <Badge size="xs" circle variant="filled">
                      {count}
                    </Badge>
                  ) : undefined
                }
              >
                {t(`views.${v}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {inspectionViews.map((v) => (
          <Tabs.Panel key={v} value={v} pt="sm">
            <DiagramSurface
              view={v}
              label={t(editable ? 'surfaceLabel' : 'surfaceLabelReadOnly', {
                view: t(`views.${v}`),
              })}
              marks={surfaceMarks(v)}
              previous={previousMarks(v)}
              selectedId={selectedId}
              readOnly={!editable}
              onAdd={(point) => add(point)}
              onSelect={setSelectedId}
              onMove={(id, point) => update(id, point)}
            />
            <Text fz="xs" c="dimmed" ta="center" mt={4}>
              {t(`viewHints.${v}`)}
            </Text>
          </Tabs.Panel>
        ))}
      </Tabs>
      {editable && (
        <Group gap="sm" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconPlus size={18} />}
            disabled={value.length >= maxMarksPerInspection}
            onClick={() => add({ x: 500, y: 500 }, true)}
          >
            {t('addMark')}
          </Button>
          <Text fz="xs" c="dimmed" flex="1 1 12rem">
            {t('howTo')}
          </Text>
        </Group>
      )}
      {value.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('noMarks')}
        </Text>
      ) : (
        <Stack gap={4} component="ol" m={0} p={0} aria-label={t('marksList')}>
          {numbered.map(({ mark, number }) => (
            <li key={mark.id} style={{ listStyle: 'none' }}>
              <UnstyledButton
                fz="sm"
                fw={mark.id === selectedId ? 700 : undefined}
                onClick={() => {
                  setView(mark.view);
                  setSelectedId(mark.id);
                }}
              >
                {t('markInList', { mark: markLabel(mark, number), view: t(`views.${mark.view}`) })}
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
      {editable && selected && (
        <MarkEditor
          key={selected.mark.id}
          mark={selected.mark}
          number={selected.number}
          stage={stage}
          photoUrls={urls}
          uploadPhoto={uploadPhoto}
          onChange={(patch) => update(selected.mark.id, patch)}
          onPhotoAdded={(photo) => {
            setUploaded((current) => ({ ...current, [photo.id]: photo.url }));
            const mark = latest.current.find((m) => m.id === selected.mark.id);
            if (mark) update(mark.id, { photoIds: [...(mark.photoIds ?? []), photo.id] });
          }}
          onDelete={() => remove(selected.mark.id)}
          onClose={() => setSelectedId(null)}
        />
      )}
    </Stack>
  );
}
