// The rental contract (signed at checkout) and receipt (at return) as PDF, in English or in
// Arabic (right to left), rendered from the rental's view alone: no database here.
import type { RentalView } from '@motorpool/domain/schemas/rental';
import { colours, createCanvas } from '../../../lib/pdf/canvas.ts';
import {
  dateTime,
  integer,
  kilometres,
  ltr,
  money,
  percent,
  zoneName,
} from '../../../lib/pdf/format.ts';
import { categoryNames, conditionNames, dayCount, say, titles } from './labels.ts';

import { charges, inspection, signature } from './inspection-sections.ts';
import { amountColumns, type Page, type RentalPdfInput } from './page.ts';
import { rentalTerms } from './terms-section.ts';

export type { RentalPdfInput } from './page.ts';

function header({ canvas, input, t }: Page) {
  const { rental, company, language, kind } = input;
  canvas.letterhead(company, titles[kind][language]);
  const issued = input.issuedAt ?? new Date();
  canvas.fields([
    [t('rentalNumber'), ltr(rental.rentalNumber)],
    [t('reservationNumber'), ltr(rental.reservationNumber)],
    [
      t('issued'),
      `${dateTime(issued.toISOString(), language, company.timeZone)} (${zoneName(company.timeZone)})`,
    ],
  ]);
}

function parties({ canvas, input, t }: Page) {
  const { rental, language } = input;
  canvas.heading(`${t('customer')} · ${t('vehicle')}`);
  const vehicle = rental.vehicle;
  canvas.fields([
    [t('name'), rental.customer.name],
    [t('vehicle'), vehicle.name],
    [t('email'), ltr(rental.customer.email)],
    [t('plate'), ltr(vehicle.licensePlate)],
    [t('phone'), ltr(rental.customer.phone)],
    [t('category'), categoryNames[language][vehicle.category]],
  ]);
}

function period({ canvas, input, t, when }: Page) {
  const { rental } = input;
  canvas.heading(t('period'));
  const pairs: Array<[string, string]> = [
    [t('pickupBranch'), rental.pickupBranch.name],
    [t('returnBranch'), rental.returnBranch.name],
    [t('pickupDate'), when(rental.pickupDate)],
    [t('returnDate'), when(rental.returnDate)],
  ];
  if (rental.originalReturnDate !== rental.returnDate) {
    pairs.push(['', ''], [t('originalReturnDate'), when(rental.originalReturnDate)]);
  }
  // The receipt says when the car actually left and came back; the contract has its checkout.
  if (input.kind === 'receipt') {
    pairs.push(
      [t('actualPickup'), when(rental.actualPickupDate)],
      [t('actualReturn'), when(rental.actualReturnDate)],
    );
  }
  canvas.fields(pairs);
}

function pricing({ canvas, input, t, cash, when }: Page) {
  const { rental, language } = input;
  const q = rental.quote;
  canvas.heading(t('pricing'));
  const rows: string[][] = [
    [
      t('dailyRate', { days: dayCount(q.days, language) }),
      integer(q.days),
      cash(q.dailyRate),
      cash(q.subtotal),
    ],
  ];
  for (const addOn of q.addOns) {
    const name = (language === 'ar' ? addOn.nameAr : null) ?? addOn.name;
    const perDay = addOn.unit === 'day' ? ` (${t('perDay')})` : '';
    rows.push([
      `${name}${perDay}`,
      integer(addOn.quantity),
      cash(addOn.unitPrice),
      cash(addOn.total),
    ]);
  }
  if (q.discount > 0) rows.push([t('discount'), '', '', cash(-q.discount)]);
  if (q.additionalFees > 0) rows.push([t('fees'), '', '', cash(q.additionalFees)]);
  canvas.table(amountColumns, [t('description'), t('quantity'), t('unitPrice'), t('amount')], rows);
  canvas.totals([
    [t('subtotal'), cash(q.total - q.tax)],
    [t('tax', { rate: ltr(`${q.taxRateBp / 100}%`) }), cash(q.tax)],
    [t('total'), cash(q.total), true],
    [t('deposit'), cash(rental.securityDeposit)],
  ]);
  for (const extension of rental.extensions) {
    canvas.paragraph(
      `${t('extension', {
        date: when(extension.newReturnDate),
        days: dayCount(extension.additionalDays, language),
      })}: ${cash(extension.amount)}`,
      { size: 8.5, colour: colours.muted },
    );
  }
}

function checkout({ canvas, input, t, when }: Page) {
  const { rental, language } = input;
  canvas.heading(t('checkout'));
  const pairs: Array<[string, string]> = [
    [t('actualPickup'), when(rental.actualPickupDate)],
    [t('startMileage'), rental.startMileage === null ? '—' : kilometres(rental.startMileage)],
    [t('fuelStart'), rental.fuelLevel === null ? '—' : percent(rental.fuelLevel)],
    [
      t('condition'),
      rental.vehicleCondition ? conditionNames[rental.vehicleCondition][language] : '—',
    ],
  ];
  if (rental.checkoutNotes) pairs.push([t('notes'), rental.checkoutNotes]);
  canvas.fields(pairs);
}

function distanceOf(rental: RentalView): number | null {
  const ended = rental.legs.filter((leg) => leg.endMileage !== null);
  if (ended.length > 0) {
    return ended.reduce((sum, leg) => sum + ((leg.endMileage ?? 0) - leg.startMileage), 0);
  }
  if (rental.endMileage !== null && rental.startMileage !== null) {
    return rental.endMileage - rental.startMileage;
  }
  return null;
}

function returned({ canvas, input, t }: Page) {
  const { rental, language } = input;
  canvas.heading(t('checkin'));
  const distance = distanceOf(rental);
  const pairs: Array<[string, string]> = [
    [t('startMileage'), rental.startMileage === null ? '—' : kilometres(rental.startMileage)],
    [t('endMileage'), rental.endMileage === null ? '—' : kilometres(rental.endMileage)],
    [t('fuelStart'), rental.fuelLevel === null ? '—' : percent(rental.fuelLevel)],
    [t('distance'), distance === null ? '—' : kilometres(distance)],
    [t('fuelEnd'), rental.fuelLevelEnd === null ? '—' : percent(rental.fuelLevelEnd)],
    [
      t('conditionEnd'),
      rental.vehicleConditionEnd ? conditionNames[rental.vehicleConditionEnd][language] : '—',
    ],
  ];
  if (rental.checkinNotes) pairs.push([t('notes'), rental.checkinNotes]);
  canvas.fields(pairs);
  if (rental.legs.length > 1) {
    canvas.y += 4;
    canvas.table(
      [{ width: 4 }, { width: 2 }, { width: 2, align: 'end' }, { width: 2, align: 'end' }],
      [t('vehicle'), t('plate'), t('startMileage'), t('endMileage')],
      rental.legs.map((leg) => [
        leg.vehicle.name,
        ltr(leg.vehicle.licensePlate),
        kilometres(leg.startMileage),
        leg.endMileage === null ? '—' : kilometres(leg.endMileage),
      ]),
    );
  }
}

export async function renderRentalPdf(input: RentalPdfInput): Promise<Buffer> {
  const { rental, kind, language, company } = input;
  const canvas = createCanvas(language, `${titles[kind][language]} ${rental.rentalNumber}`);
  const currency = rental.quote.currency || company.currency;
  const page: Page = {
    canvas,
    input,
    t: (word, params) => say(word, language, params),
    when: (iso) => (iso ? dateTime(iso, language, company.timeZone) : '—'),
    cash: (minor) => money(minor, currency),
  };
  header(page);
  parties(page);
  period(page);
  if (kind === 'contract') {
    pricing(page);
    checkout(page);
    inspection(page, rental.checkoutInspection, 'inspection', false);
    rentalTerms(page);
    signature(page, input.signatures.checkout, rental.checkoutInspection);
  } else {
    returned(page);
    inspection(page, rental.checkinInspection, 'returnInspection', true);
    charges(page);
    if (input.signatures.checkin) {
      signature(page, input.signatures.checkin, rental.checkinInspection);
    }
  }
  return canvas.finish((n, total) => say('page', language, { n, total }));
}
