// Links that leave in e-mails. They are built from the configured public origin only, never
// from the request (its Host header is the caller's to choose): a company's page lives on
// its subdomain of that origin, a platform account's on the origin itself.
export function publicLink(
  publicUrl: string,
  subdomain: string | null,
  path: string,
  query: Record<string, string> = {},
): string {
  const url = new URL(publicUrl);
  if (subdomain) url.hostname = `${subdomain}.${url.hostname}`;
  url.pathname = path;
  url.search = new URLSearchParams(query).toString();
  return url.toString();
}
