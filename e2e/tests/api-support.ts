import type { APIRequestContext } from '@playwright/test';
import { marketingUrl, tenantUrl } from '../urls.ts';
import { demoPassword } from './fleet-support.ts';

// Node does not resolve *.localhost as browsers do: the company's host goes in the Host header.
export const demoHost = () => new URL(tenantUrl('demo')).host;

// The demo company's administrator through the API: how specs prepare what the screen works on.
export async function adminApi(request: APIRequestContext) {
  const login = await request.post(marketingUrl('/api/v1/auth/login'), {
    headers: { host: demoHost() },
    data: { email: 'admin@demo.test', password: demoPassword },
  });
  const headers = {
    host: demoHost(),
    authorization: `Bearer ${(await login.json()).access_token}`,
  };
  const url = (path: string) => marketingUrl(`/api/v1${path}`);
  return {
    get: async (path: string) => (await request.get(url(path), { headers })).json(),
    open: (path: string) => request.get(url(path), { headers }),
    post: (path: string, data: unknown) => request.post(url(path), { headers, data }),
    patch: (path: string, data: unknown) => request.patch(url(path), { headers, data }),
    upload: (path: string, multipart: Record<string, unknown>) =>
      request.post(url(path), { headers, multipart: multipart as never }),
  };
}
export type AdminApi = Awaited<ReturnType<typeof adminApi>>;
