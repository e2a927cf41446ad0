import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PlatformActivityPage,
  PlatformHealthView,
  PlatformOverviewView,
} from '@motorpool/domain/schemas/platform-dashboard';
import { api } from '../../shared/api/client.ts';
import { apiDownload } from '../../shared/api/download.ts';
import { platformDashboardKeys } from './keys.ts';

/** The overview's period: 7d, 30d or 90d. */
export function usePlatformOverview(period: string) {
  const query = new URLSearchParams({ period }).toString();
  return useQuery({
    queryKey: platformDashboardKeys.overview(query),
    queryFn: ({ signal }) =>
      api.get<PlatformOverviewView>(`/platform/overview?${query}`, { signal }),
  });
}

export function usePlatformHealth() {
  return useQuery({
    queryKey: platformDashboardKeys.health(),
    queryFn: ({ signal }) => api.get<PlatformHealthView>('/platform/health', { signal }),
  });
}

// POST /platform/jobs/{id}/retry: the item runs again on the runner's next pass.
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<null>(`/platform/jobs/${encodeURIComponent(id)}/retry`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformDashboardKeys.all }),
  });
}

export type ActivityFilters = {
  page: number;
  search: string;
  action: string | null;
  from: string | null;
  to: string | null;
};

/** The list query of the activity log: search, the action, and a range of UTC days. */
export function activityParams(f: Omit<ActivityFilters, 'page'>): URLSearchParams {
  const params = new URLSearchParams();
  if (f.search.trim()) params.set('search', f.search.trim());
  if (f.action) params.set('filter[action][equals]', f.action);
  if (f.from) params.set('filter[createdAt][gte]', f.from);
  if (f.to) params.set('filter[createdAt][lte]', f.to);
  return params;
}

export function usePlatformActivity(filters: ActivityFilters, limit = 20) {
  const params = activityParams(filters);
  params.set('page', String(filters.page));
  params.set('limit', String(limit));
  const query = params.toString();
  return useQuery({
    queryKey: platformDashboardKeys.activity(query),
    queryFn: ({ signal }) =>
      api.get<PlatformActivityPage>(`/platform/activity?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

// GET /platform/activity/export: the filtered log as CSV.
export function downloadPlatformActivity(filters: Omit<ActivityFilters, 'page'>) {
  const params = activityParams(filters);
  params.set('format', 'csv');
  return apiDownload(`/platform/activity/export?${params.toString()}`, 'platform-activity.csv');
}
