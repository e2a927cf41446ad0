// A company's own address: its subdomain in front of the platform's host (the marketing host
// the super administrators work on), as the API resolves it.
export function companyAddress(subdomain: string): string {
  return `${window.location.protocol}//${subdomain}.${window.location.host}`;
}
