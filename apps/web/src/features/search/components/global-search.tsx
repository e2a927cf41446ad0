import '@mantine/spotlight/styles.layer.css';
import { useState } from 'react';
import {
  Group,
  Loader,
  ScrollArea,
  SegmentedControl,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import {
  IconArrowRight,
  IconCar,
  IconClockHour4,
  IconKey,
  IconSearch,
  IconTrash,
  IconUser,
  IconUserStar,
  type Icon,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  searchCategories,
  searchQueryOptions,
  type ResultCategory,
  type SearchCategory,
} from '../api/search.ts';
import {
  addRecentSearch,
  clearRecentSearches,
  readRecentSearches,
} from '../lib/recent-searches.ts';
import { groupResults, resultHref } from '../lib/result-href.ts';

const [searchStore, searchSpotlight] = createSpotlight();
export { searchSpotlight };

export type SearchSuggestion = { label: string; to: string; Icon: Icon };

const categoryIcons: Record<ResultCategory, Icon> = {
  vehicles: IconCar,
  customers: IconUserStar,
  rentals: IconKey,
  users: IconUser,
};

// SPEC §2 global search (Ctrl/⌘+K): one query across vehicles, customers, rentals and users,
// grouped by kind; with an empty query, the recent searches and the pages the user may open.
export function GlobalSearch({ suggestions }: { suggestions: SearchSuggestion[] }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<SearchCategory>('all');
  const [recent, setRecent] = useState(readRecentSearches);
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const { data, isFetching, isError } = useQuery(searchQueryOptions(debounced, category));
  const trimmed = query.trim();

  const open = (to: string) => {
    if (trimmed) setRecent(addRecentSearch(trimmed));
    void navigate(to);
  };

  const groups = trimmed && data?.query === debounced ? groupResults(data.results) : [];

  return (
    <Spotlight.Root
      store={searchStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={['mod + K']}
      scrollable
      maxHeight={440}
    >
      <Spotlight.Search
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={
          isFetching ? <Loader size={16} role="status" aria-label={t('search.searching')} /> : null
        }
      />
      <ScrollArea type="never" px="sm" pb="xs">
        <SegmentedControl
          size="xs"
          value={category}
          onChange={(value) => setCategory(value as SearchCategory)}
          aria-label={t('search.categoryLabel')}
          data={searchCategories.map((c) => ({ value: c, label: t(`search.categories.${c}`) }))}
        />
      </ScrollArea>
      <Spotlight.ActionsList aria-label={t('search.label')}>
        {trimmed === '' ? (
          <>
            {recent.length > 0 && (
              <Spotlight.ActionsGroup label={t('search.recent')}>
                {recent.map((r) => (
                  <Spotlight.Action
                    key={r}
                    label={r}
                    leftSection={<IconClockHour4 size={18} aria-hidden />}
                    closeSpotlightOnTrigger={false}
                    onClick={() => setQuery(r)}
                  />
                ))}
                <Spotlight.Action
                  label={t('search.clearRecent')}
                  leftSection={<IconTrash size={18} aria-hidden />}
                  closeSpotlightOnTrigger={false}
                  onClick={() => {
                    clearRecentSearches();
                    setRecent([]);
                  }}
                />
              </Spotlight.ActionsGroup>
            )}
            <Spotlight.ActionsGroup label={t('search.suggestions')}>
              {suggestions.map((s) => (
                <Spotlight.Action
                  key={s.to}
                  label={s.label}
                  leftSection={<s.Icon size={18} aria-hidden />}
                  rightSection={<IconArrowRight size={16} aria-hidden className="flip-rtl" />}
                  onClick={() => void navigate(s.to)}
                />
              ))}
            </Spotlight.ActionsGroup>
          </>
        ) : (
          groups.map((g) => {
            const GroupIcon = categoryIcons[g.category];
            return (
              <Spotlight.ActionsGroup key={g.category} label={t(`search.categories.${g.category}`)}>
                {g.items.map((r) => (
                  <Spotlight.Action
                    key={`${r.category}:${r.id}`}
                    label={r.title}
                    description={r.subtitle ?? undefined}
                    leftSection={<GroupIcon size={18} aria-hidden />}
                    onClick={() => open(resultHref(r))}
                  />
                ))}
              </Spotlight.ActionsGroup>
            );
          })
        )}
        {trimmed !== '' && isError && <Spotlight.Empty>{t('search.failed')}</Spotlight.Empty>}
        {trimmed !== '' &&
          !isError &&
          !isFetching &&
          data?.query === debounced &&
          groups.length === 0 && (
            <Spotlight.Empty>{t('search.nothingFound', { query: trimmed })}</Spotlight.Empty>
          )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}

// The header's way in: labelled, icon-only on a phone; the tooltip tells the shortcut.
export function SearchButton() {
  const { t } = useTranslation('shell');
  return (
    <Tooltip label={t('search.shortcut')}>
      <UnstyledButton
        onClick={() => searchSpotlight.open()}
        aria-keyshortcuts="Control+K Meta+K"
        px={10}
        h={34}
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 8,
          background: 'var(--mantine-color-default)',
          color: 'var(--mantine-color-dimmed)',
        }}
      >
        <Group gap={8} wrap="nowrap">
          <IconSearch size={16} aria-hidden />
          <Text fz="sm" visibleFrom="md">
            {t('search.open')}
          </Text>
          <VisuallyHidden hiddenFrom="md">{t('search.open')}</VisuallyHidden>
        </Group>
      </UnstyledButton>
    </Tooltip>
  );
}
