// Kept apart from the hooks so the app's entry can start these reads without the pages' code.
export const featuredLimit = 6;

export const cataloguePaths = {
  featured: `/public/catalogue/vehicles?limit=${featuredLimit}`,
  branches: '/public/branches?limit=100',
} as const;
