// The marketing site lives on the tenant host minus its first label:
// demo.localhost:3000 -> localhost:3000, acme.motorpool.app -> motorpool.app.
export function mainSiteUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const rest = location.host.split('.').slice(1).join('.');
  return `${location.protocol}//${rest || location.host}/`;
}
