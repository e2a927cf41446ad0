import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

// The pages around the current one, the first and the last; null marks a gap.
export function pagerItems(page: number, total: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, total])]
    .filter((n) => n >= 1 && n <= total)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - (shown[i - 1] ?? n) > 1 ? [null, n] : [n]));
}

// A small pager in place of Mantine's Pagination (about 5 KB gzip on the catalogue's path).
export function Pager({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  const rtl = useLanguage().config.dir === 'rtl';
  const Previous = rtl ? IconChevronRight : IconChevronLeft;
  const Next = rtl ? IconChevronLeft : IconChevronRight;
  return (
    <Group gap={6} justify="center" wrap="wrap">
      <Button
        variant="default"
        size="compact-md"
        aria-label={t('catalog.previousPage')}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <Previous size={16} aria-hidden />
      </Button>
      {pagerItems(value, total).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} aria-hidden>
            …
          </span>
        ) : (
          <Button
            key={n}
            variant={n === value ? 'filled' : 'default'}
            size="compact-md"
            aria-current={n === value ? 'page' : undefined}
            onClick={() => onChange(n)}
          >
            {format.number(n)}
          </Button>
        ),
      )}
      <Button
        variant="default"
        size="compact-md"
        aria-label={t('catalog.nextPage')}
        disabled={value >= total}
        onClick={() => onChange(value + 1)}
      >
        <Next size={16} aria-hidden />
      </Button>
    </Group>
  );
}
