// The one query-key factory of the company's plan usage (GET /tenants/current/usage).
export const planUsageKeys = {
  all: ['plan-usage'] as const,
};
