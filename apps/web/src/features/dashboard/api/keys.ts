// The dashboard's reads: the summary and the pages of each report, keyed by their query string.
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (query: string) => [...dashboardKeys.all, 'summary', query] as const,
  activity: () => [...dashboardKeys.all, 'activity'] as const,
  report: (name: string, query: string) => [...dashboardKeys.all, 'report', name, query] as const,
};
