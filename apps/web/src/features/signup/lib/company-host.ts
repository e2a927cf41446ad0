// The new company lives on `<subdomain>.<this site's host>`, port kept (acme.localhost:3000);
// a `www.` in front of the marketing site is not part of the company's address.
export function companyHost(subdomain: string, host: string): string {
  return `${subdomain}.${host.replace(/^www\./i, '')}`;
}

// Where the confirmation sends the browser: the company's hand-over page, the code in the
// fragment (never sent to a server, so never logged) and the visitor's language in the query.
export function welcomeUrl(
  subdomain: string,
  handoffCode: string,
  language: string,
  location: Pick<Location, 'protocol' | 'host'>,
): string {
  const host = companyHost(subdomain, location.host);
  return `${location.protocol}//${host}/auth/welcome?lng=${encodeURIComponent(language)}#code=${encodeURIComponent(handoffCode)}`;
}

// A subdomain suggested from the company's name while the visitor has not typed one:
// "Acme Car Rental" -> "acme-car-rental". Names in other scripts suggest nothing.
export function suggestedSubdomain(companyName: string): string {
  return companyName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');
}
