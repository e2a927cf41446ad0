// The marketing site is served on localhost; a tenant on <subdomain>.localhost.
const port = () => process.env.E2E_PORT ?? '3000';
export const marketingUrl = (pathname = '/') => `http://localhost:${port()}${pathname}`;
export const tenantUrl = (subdomain: string, pathname = '/') =>
  `http://${subdomain}.localhost:${port()}${pathname}`;
