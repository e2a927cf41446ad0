import { Resolver } from 'node:dns/promises';

/** The TXT records found at a name (each record's strings joined), or why the lookup failed. */
export type TxtAnswer = { records: string[] } | { failed: string };
export type TxtLookup = (name: string) => Promise<TxtAnswer>;

// Codes meaning the name or its TXT records do not exist: an answer, not a failure.
const absent = new Set(['ENODATA', 'ENOTFOUND']);

/**
 * Asks these DNS servers (`DNS_SERVERS`; the system's when none) for TXT records. Each lookup
 * is bounded, so a dead server answers "failed" within seconds instead of holding the request.
 */
export function createTxtLookup(servers?: readonly string[]): TxtLookup {
  const resolver = new Resolver({ timeout: 2_000, tries: 2 });
  if (servers?.length) resolver.setServers([...servers]);
  return async (name) => {
    try {
      const records = await resolver.resolveTxt(name);
      return { records: records.map((chunks) => chunks.join('')) };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
      return absent.has(code) ? { records: [] } : { failed: code };
    }
  };
}
