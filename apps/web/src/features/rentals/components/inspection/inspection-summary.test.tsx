import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { InspectionView } from '@motorpool/domain/schemas/rental-inspection';
import { renderWithProviders } from '../../../../testing/render-app.tsx';
import { InspectionSummary } from './index.ts';

const inspection: InspectionView = {
  stage: 'checkin',
  marks: [
    {
      id: 'm-1',
      view: 'back',
      x: 500,
      y: 800,
      damageType: 'dent',
      location: 'rear_bumper',
      severity: 'severe',
      note: 'Parking impact',
      photos: [{ id: '0193b0e4-0000-7000-8000-000000000001', url: 'https://files.test/a.jpg' }],
      isNew: true,
    },
  ],
  signatureUrl: 'https://files.test/signature.png',
  signedBy: 'Noura Al-Harbi',
  recordedAt: '2026-03-13T06:00:00.000Z',
  recordedBy: 'Omar',
};

// The company's time zone is the only thing the summary asks the API for.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ currency: 'SAR', timeZone: 'Asia/Riyadh' }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('inspection summary', () => {
  it('lists the marks with their photos and shows the signature', async () => {
    renderWithProviders(<InspectionSummary inspection={inspection} />);
    expect(await screen.findByText('Recorded Mar 13, 2026, 9:00 AM by Omar')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Return inspection' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Mark 1: Dent, Rear bumper' })).toBeTruthy();
    expect(screen.getByText('Mark 1: Dent, Rear bumper (Back)')).toBeTruthy();
    expect(screen.getByText('Severe')).toBeTruthy();
    expect(screen.getByText('New damage')).toBeTruthy();
    expect(screen.getByText('Parking impact')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo 1 of mark 1' }).getAttribute('src')).toBe(
      'https://files.test/a.jpg',
    );
    expect(
      screen.getByRole('img', { name: 'Signature of Noura Al-Harbi' }).getAttribute('src'),
    ).toBe('https://files.test/signature.png');
  });

  it('says when nothing was marked or signed', () => {
    renderWithProviders(
      <InspectionSummary
        inspection={{ ...inspection, marks: [], signatureUrl: null, signedBy: null }}
      />,
    );
    expect(screen.getByText('No damage marked.')).toBeTruthy();
    expect(screen.getByText('Not signed')).toBeTruthy();
  });
});
