// The one query-key factory of support visits and the company's support-access switch.
export const impersonationKeys = {
  all: ['impersonation'] as const,
  current: () => [...impersonationKeys.all, 'current'] as const,
  supportAccess: () => [...impersonationKeys.all, 'support-access'] as const,
};
