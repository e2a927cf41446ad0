import { describe, expect, it } from 'vitest';
import { utilisationPercent } from './utilisation.ts';

const now = new Date('2026-06-30T12:00:00Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('utilisationPercent', () => {
  it('is the rented days over the days in service since the car joined', () => {
    expect(
      utilisationPercent(15, { joined: daysBefore(60), firstRented: daysBefore(50) }, now),
    ).toBe(25);
  });

  it('measures from the first rental when the car was rented before it was entered', () => {
    // entered a day ago with 80 days of past rentals over 100 days: 80 %, not 8,000 %
    expect(
      utilisationPercent(80, { joined: daysBefore(1), firstRented: daysBefore(100) }, now),
    ).toBe(80);
  });

  it('never exceeds 100 %', () => {
    expect(
      utilisationPercent(40, { joined: daysBefore(30), firstRented: daysBefore(30) }, now),
    ).toBe(100);
  });

  it('is 0 for a car never rented and measures a new car over at least a day', () => {
    expect(utilisationPercent(0, { joined: daysBefore(10), firstRented: null }, now)).toBe(0);
    expect(utilisationPercent(0.5, { joined: now, firstRented: null }, now)).toBe(50);
  });
});
