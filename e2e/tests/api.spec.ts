import { expect, test } from '../fixtures.ts';
import { marketingUrl, tenantUrl } from '../urls.ts';

test.describe('the running server', () => {
  test('reports health and serves the OpenAPI document and its UI', async ({ request, page }) => {
    const health = await request.get(marketingUrl('/api/v1/health'));
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
    const doc = await request.get(marketingUrl('/api/docs/json'));
    expect((await doc.json()).paths['/api/v1/tenants/current']).toBeDefined();
    await page.goto(marketingUrl('/api/docs'));
    await expect(page.getByText('Motorpool API').first()).toBeVisible();
  });

  test('resolves the tenant from the host and refuses a mismatched x-tenant-id', async ({
    request,
  }) => {
    // Node does not resolve *.localhost as browsers do: name the tenant host in the Host header.
    const host = new URL(tenantUrl('demo')).host;
    const url = marketingUrl('/api/v1/tenants/current');
    const demo = await request.get(url, { headers: { host } });
    expect((await demo.json()).subdomain).toBe('demo');
    const mismatch = await request.get(url, { headers: { host, 'x-tenant-id': 'acme' } });
    expect(mismatch.status()).toBe(400);
    expect((await mismatch.json()).code).toBe('TENANT_MISMATCH');
  });
});
