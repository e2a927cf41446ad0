// The one query-key factory of the company's sample data (GET /tenants/current/sample-data).
export const sampleDataKeys = {
  all: ['sample-data'] as const,
};
