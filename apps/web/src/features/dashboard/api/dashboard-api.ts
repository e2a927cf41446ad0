import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActivityPage } from '@motorpool/domain/schemas/common';
import type {
  DashboardView,
  ReportFormat,
  ReportName,
  ReportPage,
} from '@motorpool/domain/schemas/dashboard';
import { api } from '../../../shared/api/client.ts';
import { apiDownload, saveBlob } from '../../../shared/api/download.ts';
import { dashboardKeys } from './keys.ts';

// GET /dashboard: every tile, the day's board and the charts for a period, in one answer.
export function useDashboard(query: URLSearchParams) {
  const search = query.toString();
  return useQuery({
    queryKey: dashboardKeys.summary(search),
    queryFn: ({ signal }) => api.get<DashboardView>(`/dashboard?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

// GET /dashboard/activity: the company's latest audited actions, for those who may read them.
export function useRecentActivity(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.activity(),
    queryFn: ({ signal }) => api.get<ActivityPage>('/dashboard/activity?limit=8', { signal }),
    enabled,
  });
}

const reportPath = (name: ReportName, query: URLSearchParams) =>
  `/reports/${encodeURIComponent(name)}?${query.toString()}`;

// GET /reports/{name}: one page of the report, for the table on screen.
export function useReportPage(name: ReportName, query: URLSearchParams, page: number) {
  const params = new URLSearchParams(query);
  params.set('format', 'json');
  params.set('page', String(page));
  params.set('limit', '20');
  return useQuery({
    queryKey: dashboardKeys.report(name, params.toString()),
    queryFn: ({ signal }) => api.get<ReportPage>(reportPath(name, params), { signal }),
    placeholderData: keepPreviousData,
  });
}

const extensions: Record<Exclude<ReportFormat, 'json'>, string> = {
  csv: 'csv',
  xlsx: 'xlsx',
  pdf: 'pdf',
};

// The whole report as a file (the server builds it in the reader's language) saved by the browser.
export async function downloadReport(
  name: ReportName,
  query: URLSearchParams,
  format: Exclude<ReportFormat, 'json'>,
): Promise<void> {
  const params = new URLSearchParams(query);
  params.set('format', format);
  saveBlob(await apiDownload(reportPath(name, params), `${name}.${extensions[format]}`));
}
