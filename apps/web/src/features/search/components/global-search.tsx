import '@mantine/spotlight/styles.layer.css';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
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
  IconCalendarEvent,
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
import type { SearchCategory as ResultCategory } from '@motorpool/domain/schemas/search';
import {
  searchCategories,
  searchQueryOptions,
  type SearchCategory,
} from '../../../api/search/search.ts';
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
  reservations: IconCalendarEvent,
  rentals: IconKey,
  users: IconUser,
};

// Global search (Ctrl/⌘+K): one query across vehicles, customers, rentals and users,
// grouped by kind, and the pages whose name matches; with an empty query, the recent searches
// and the pages the user may open. Outside a company (`scope: 'pages'`, the platform's super
// administrators) there are no company records to search: it finds pages only.
export function GlobalSearch({
  suggestions,
  scope = 'records',
}: {
  suggestions: SearchSuggestion[];
  scope?: 'records' | 'pages';
}) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<SearchCategory>('all');
  const [recent, setRecent] = useState(readRecentSearches);
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const records = scope === 'records';
  const { data, isFetching, isError } = useQuery({
    ...searchQueryOptions(debounced, category),
    enabled: records && debounced.length > 0,
  });
  const trimmed = query.trim();
  // Enter pressed before the results were in: the first result opens when they arrive.
  const enterPending = useRef(false);

  const open = (to: string) => {
    if (trimmed) setRecent(addRecentSearch(trimmed));
    void navigate(to);
  };

  const groups = records && trimmed && data?.query === debounced ? groupResults(data.results) : [];
  const pages = trimmed ? matchingPages(suggestions, trimmed) : [];
  const settled = !records || (!isFetching && data?.query === debounced);
  const firstHref = groups[0]?.items[0] ? resultHref(groups[0].items[0]) : pages[0]?.to;

  // Enter opens the highlighted result, and the first one when none is highlighted yet: the
  // results arrive after the typing, when the list has nothing to highlight.
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.code !== 'Enter' && event.nativeEvent.code !== 'NumpadEnter') return;
    if (event.nativeEvent.isComposing) return;
    if (!selectFirstAction(true) && trimmed) enterPending.current = true;
  };

  const resultsKey = `${debounced}|${groups.map((g) => g.items.map((r) => r.id).join()).join()}`;
  useEffect(() => {
    if (!trimmed) return;
    // a new list of results: highlight its first, as Enter will open it
    queueMicrotask(() => selectFirstAction(false));
  }, [resultsKey, trimmed]);

  useEffect(() => {
    if (!enterPending.current || !settled || trimmed !== debounced) return;
    enterPending.current = false;
    if (firstHref) {
      searchSpotlight.close();
      open(firstHref);
    }
  });

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
        placeholder={records ? t('search.placeholder') : t('search.pagesPlaceholder')}
        aria-label={t('search.label')}
        leftSection={<IconSearch size={18} aria-hidden />}
        onKeyDown={onSearchKeyDown}
        rightSection={
          isFetching ? <Loader size={16} role="status" aria-label={t('search.searching')} /> : null
        }
      />
      {records && (
        <ScrollArea type="never" px="sm" pb="xs">
          <SegmentedControl
            size="xs"
            value={category}
            onChange={(value) => setCategory(value as SearchCategory)}
            aria-label={t('search.categoryLabel')}
            data={searchCategories.map((c) => ({ value: c, label: t(`search.categories.${c}`) }))}
          />
        </ScrollArea>
      )}
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
          <>
            {groups.map((g) => {
              const GroupIcon = categoryIcons[g.category];
              return (
                <Spotlight.ActionsGroup
                  key={g.category}
                  label={t(`search.categories.${g.category}`)}
                >
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
            })}
            {pages.length > 0 && (
              <Spotlight.ActionsGroup label={t('search.pages')}>
                {pages.map((s) => (
                  <Spotlight.Action
                    key={s.to}
                    label={s.label}
                    leftSection={<s.Icon size={18} aria-hidden />}
                    rightSection={<IconArrowRight size={16} aria-hidden className="flip-rtl" />}
                    onClick={() => open(s.to)}
                  />
                ))}
              </Spotlight.ActionsGroup>
            )}
          </>
        )}
        {trimmed !== '' && records && isError && pages.length === 0 && (
          <Spotlight.Empty>{t('search.failed')}</Spotlight.Empty>
        )}
        {trimmed !== '' &&
          !(records && isError) &&
          settled &&
          (!records || data?.query === debounced) &&
          groups.length === 0 &&
          pages.length === 0 && (
            <Spotlight.Empty>{t('search.nothingFound', { query: trimmed })}</Spotlight.Empty>
          )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}

// Highlights the list's first action, as the arrow keys would (the spotlight clicks the
// highlighted one on Enter). `keep`: leave a highlight the user moved to alone. False when the
// list has no action yet.
function selectFirstAction(keep: boolean): boolean {
  const list = document.getElementById(searchStore.getState().listId);
  const first = list?.querySelector('[data-action]');
  if (!list || !first) return false;
  const current = list.querySelector('[data-action][data-selected]');
  if (keep && current) return true;
  current?.removeAttribute('data-selected');
  first.setAttribute('data-selected', 'true');
  searchStore.updateState((state) => ({ ...state, selected: 0 }));
  return true;
}

function matchingPages(suggestions: SearchSuggestion[], query: string): SearchSuggestion[] {
  const needle = query.toLocaleLowerCase();
  return suggestions.filter((s) => s.label.toLocaleLowerCase().includes(needle));
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
