import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CustomerDocumentView } from '@motorpool/domain/schemas/customer-document';
import type { CustomerView } from '@motorpool/domain/schemas/customer';
import { demoUser, jsonResponse } from '../../../testing/auth-fixtures.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { ProfilePage } from './profile-page.tsx';

const customer = {
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6b01',
  firstName: 'Noura',
  lastName: 'Al-Harbi',
  email: 'noura@example.test',
  phone: '+966501112233',
  dateOfBirth: null,
  drivingLicenseNumber: 'DL-55123',
  licenseExpiryDate: '2028-01-31',
  licenseCountry: 'SA',
} as unknown as CustomerView;

const licence: CustomerDocumentView = {
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6c01',
  customerId: customer.id,
  fileId: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6d01',
  category: 'license',
  fileName: 'licence.pdf',
  contentType: 'application/pdf',
  size: 2048,
  uploadedAt: '2026-02-01T09:00:00Z',
  uploadedBy: null,
  status: 'verified',
  reviewedBy: null,
  reviewedAt: '2026-02-02T09:00:00Z',
  reason: null,
  expiryDate: '2031-01-31',
  url: '/api/v1/files/x?sig=1',
  thumbnailUrl: null,
};

let documents: CustomerDocumentView[] = [];
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/v1/auth/profile') {
    return jsonResponse(200, { ...demoUser(['customer']), customer });
  }
  if (url.pathname === '/api/v1/auth/profile/documents' && init?.method === 'POST') {
    const form = init.body as FormData;
    const added: CustomerDocumentView = {
      ...licence,
      id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6c02',
      category: form.get('category') as CustomerDocumentView['category'],
      fileName: (form.get('file') as File).name,
      status: 'pending',
      expiryDate: null,
    };
    documents = [added, ...documents];
    return jsonResponse(201, added);
  }
  if (url.pathname === '/api/v1/auth/profile/documents')
    return jsonResponse(200, { data: documents });
  return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
});

beforeEach(() => {
  documents = [licence];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the customer's profile", () => {
  it('lists their documents with their review status and uploads one, pending review', async () => {
    renderWithProviders(<ProfilePage />);
    const section = await waitFor(() =>
      document.getElementById('profile-documents')!.closest('section')!,
    );
    expect(await within(section).findByText('licence.pdf')).toBeTruthy();
    expect(within(section).getByText('Verified')).toBeTruthy();
    // a verified document stays: only a pending one can be withdrawn
    expect(within(section).queryByRole('button', { name: /Remove/ })).toBeNull();

    const file = new File(['%PDF-1.7'], 'passport.pdf', { type: 'application/pdf' });
    fireEvent.change(section.querySelector('input[type="file"]')!, { target: { files: [file] } });
    const upload = within(section).getByRole('button', { name: 'Upload' }) as HTMLButtonElement;
    await waitFor(() => expect(upload.disabled).toBe(false), { timeout: 5_000 });
    fireEvent.click(upload);
    expect(await within(section).findByText('Awaiting review')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Remove passport.pdf' })).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect((sent[1]!.body as FormData).get('category')).toBe('license');
  }, 20_000);

  it('lets a customer without a date of birth give it', async () => {
    renderWithProviders(<ProfilePage />);
    const birth = (await screen.findByLabelText('Date of birth')) as HTMLInputElement;
    await waitFor(() => expect(birth.readOnly).toBe(false));
  });
});
