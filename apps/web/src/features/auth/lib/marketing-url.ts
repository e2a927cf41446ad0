// The marketing site lives on the tenant host minus its first label (demo.localhost:3000 →
// localhost:3000): terms and privacy pages are linked there.
export function marketingUrl(path: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const rest = location.host.split('.').slice(1).join('.');
  return `${location.protocol}//${rest || location.host}${path}`;
}
