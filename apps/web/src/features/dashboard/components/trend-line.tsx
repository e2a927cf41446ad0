import { useTranslation } from 'react-i18next';

// A KPI's trend as a small line drawn in plain SVG: decoration beside the figure (the tile
// says the value and its change in words), so it is hidden from assistive technology and
// costs the tiles no chart library. Time runs the way the reader reads, as on the charts.
export function TrendLine({ values }: { values: (number | null)[] }) {
  const { i18n } = useTranslation();
  const mirrored = i18n.dir() === 'rtl';
  const known = values.filter((v): v is number => v !== null);
  if (known.length === 0) return null;
  const low = Math.min(...known);
  const span = Math.max(...known) - low || 1;
  const step = values.length > 1 ? 100 / (values.length - 1) : 0;
  const points = values
    .map((v, i) =>
      v === null ? null : `${(i * step).toFixed(2)},${(30 - ((v - low) / span) * 28).toFixed(2)}`,
    )
    .filter((p): p is string => p !== null)
    .join(' ');
  return (
    <svg
      viewBox="0 0 100 32"
      preserveAspectRatio="none"
      width="100%"
      height={32}
      aria-hidden
      focusable="false"
      style={{
        color: 'var(--mantine-color-blue-filled)',
        display: 'block',
        transform: mirrored ? 'scaleX(-1)' : undefined,
      }}
    >
      <polyline
        points={known.length === 1 ? `0,16 100,16` : points}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
