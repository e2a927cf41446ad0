import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { clearRequestDrafts } from '../modals/use-request-form.ts';
import { PrivacyOfficerForm } from './privacy-officer-form.tsx';

const fetchMock = vi.fn<typeof fetch>();

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  initI18n();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  clearRequestDrafts();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the data protection officer form', () => {
  it('sends the question and shows the confirmation with the response times', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ id: crypto.randomUUID(), receivedAt: '2030-01-01T00:00:00Z' }),
        {
          status: 201,
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
    renderWithProviders(<PrivacyOfficerForm />);
    type(/^Name/, 'Huda Al-Harbi');
    type(/^E-mail/, 'huda@example.sa');
    type(/^Subject/, 'My licence scan');
    type(/^Your question/, 'Who holds my documents?');
    fireEvent.click(screen.getByRole('button', { name: 'Send to the data protection officer' }));

    expect(await screen.findByText('Your question was sent')).toBeTruthy();
    expect(screen.getByText(/24 to 48 hours/)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/public/privacy-contact-requests');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Huda Al-Harbi',
      email: 'huda@example.sa',
      subject: 'My licence scan',
      message: 'Who holds my documents?',
    });
  });

  it('names each missing field in Arabic and sends nothing', async () => {
    await i18n.changeLanguage('ar');
    renderWithProviders(<PrivacyOfficerForm />);
    fireEvent.click(screen.getByRole('button', { name: 'أرسل إلى مسؤول حماية البيانات' }));
    expect((await screen.findAllByText('هذا الحقل مطلوب')).length).toBeGreaterThanOrEqual(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
