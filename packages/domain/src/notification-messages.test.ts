import { describe, expect, it } from 'vitest';
import { notificationCatalogue } from './notification-catalogue.ts';
import {
  type MessageFormat,
  paymentFailureReason,
  renderNotificationMessage,
} from './notification-messages.ts';

const format: MessageFormat = {
  date: (iso) => `<${iso}>`,
  money: ({ minor, currency }) => `${minor / 100} ${currency}`,
  distance: (km) => `${km} km`,
};

describe('notification messages', () => {
  it('renders one stored message in each language', () => {
    const params = { number: 'R-1', customer: 'Sara Ali' };
    expect(renderNotificationMessage('reservation.created', params, 'en', format)).toMatchObject({
      title: 'New reservation',
      message: 'Reservation R-1 was made for Sara Ali.',
      category: 'reservation',
    });
    expect(renderNotificationMessage('reservation.created', params, 'ar', format)).toMatchObject({
      title: 'حجز جديد',
      message: 'تم إنشاء الحجز R-1 للعميل Sara Ali.',
    });
  });

  it('reads a missing fact as neutral wording and formats dates, money and distances', () => {
    expect(
      renderNotificationMessage('reservation.cancelled', { number: 'R-2' }, 'en', format).message,
    ).toBe('Reservation R-2 for a customer was cancelled.');
    expect(
      renderNotificationMessage(
        'maintenance.serviceDue',
        { vehicle: 'Kia Rio', date: '2030-01-01T00:00:00Z', distance: 500 },
        'en',
        format,
      ).message,
    ).toBe('Kia Rio is due for service by <2030-01-01T00:00:00Z> or 500 km.');
    expect(
      renderNotificationMessage('maintenance.serviceDue', { distance: 500 }, 'ar', format).message,
    ).toBe('تستحق مركبة الصيانة بحلول 500 km.');
    expect(
      renderNotificationMessage(
        'customer.payment.completed',
        { number: 'P-1', amount: { minor: 1250, currency: 'SAR' } },
        'en',
        format,
      ).message,
    ).toBe('We received your payment P-1 of 12.5 SAR. Thank you.');
  });

  it('speaks to the customer and never shows a processor code', () => {
    const text = renderNotificationMessage(
      'customer.payment.failed',
      { number: 'P-3', amount: { minor: 100, currency: 'SAR' }, failure: 'card_declined' },
      'en',
      format,
    ).message;
    expect(text).toBe(
      'Your payment P-3 of 1 SAR did not go through: the card was declined. Please try another card.',
    );
    expect(paymentFailureReason('insufficient_funds', 'ar')).toBe('رصيد البطاقة غير كافٍ');
    expect(paymentFailureReason('something_new', 'en')).toBe('the card was declined');
  });

  it("shows a vehicle status in the reader's words and a person's text as written", () => {
    expect(
      renderNotificationMessage(
        'vehicle.status.changed',
        { from: 'available', to: 'rented' },
        'ar',
        format,
      ).message,
    ).toBe('انتقلت مركبة من متاحة إلى مؤجرة.');
    expect(
      renderNotificationMessage('system.update', { title: 'Hello' }, 'ar', format),
    ).toMatchObject({ title: 'Hello', message: 'تم تحديث النظام إلى الإصدار الأحدث.' });
    expect(
      renderNotificationMessage('gone.key', { title: 'Old', message: 'text' }, 'ar', format),
    ).toMatchObject({ title: 'Old', message: 'text' });
  });

  it('leaves no placeholder unfilled in any key or language', () => {
    for (const key of Object.keys(notificationCatalogue)) {
      for (const language of ['en', 'ar'] as const) {
        const text = renderNotificationMessage(key, {}, language, format);
        expect(`${text.title} ${text.message}`).not.toMatch(/\{\{[#^/]/);
      }
    }
  });
});
