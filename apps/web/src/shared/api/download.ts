import { apiErrorFromBody, ApiError } from './api-error.ts';
import { apiBasePath } from './client.ts';
import { readTokens } from '../auth/auth-tokens.ts';
import { currentLanguage } from '../i18n/current-language.ts';
import { readLocal } from '../storage/local-storage.ts';
import { storageKeys } from '../storage/storage-keys.ts';

export type Download = { blob: Blob; filename: string };

/** The file name a server gave in Content-Disposition (RFC 6266: filename* wins). */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || fallback;
}

// A file the server streams (exports): the same headers as every API call (tenant, language,
// bearer token), read as a Blob instead of JSON; failures are the usual typed ApiError. Given a
// body, it is POSTed as JSON (a secret, such as a link's token, stays out of the address).
export async function apiDownload(
  path: string,
  fallbackName = 'download',
  body?: unknown,
): Promise<Download> {
  const headers: Record<string, string> = { 'accept-language': currentLanguage() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const tenantId = readLocal(storageKeys.tenantId);
  if (tenantId) headers['x-tenant-id'] = tenantId;
  const tokens = readTokens();
  if (tokens) headers.authorization = `Bearer ${tokens.accessToken}`;
  let response: Response;
  try {
    response = await fetch(`${apiBasePath}${path}`, {
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { method: 'POST', body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network request failed' });
  }
  if (!response.ok) {
    const type = response.headers.get('content-type') ?? '';
    const body: unknown = type.includes('json')
      ? await response.json().catch(() => undefined)
      : undefined;
    throw apiErrorFromBody(response.status, body);
  }
  const filename = filenameFromDisposition(
    response.headers.get('content-disposition'),
    fallbackName,
  );
  return { blob: await response.blob(), filename };
}

/** Hands a downloaded file to the browser as a save. */
export function saveBlob({ blob, filename }: Download): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
