// A vehicle's fuel log: fill-ups entered by staff and the readings rental returns record.
// Litres are millilitres, cost minor units of the company's currency, the odometer km.
import { z } from 'zod';
import {
  checkbox,
  isoDateTime,
  minorAmount,
  msg,
  odometer,
  optionalText,
  pagedView,
  positiveInt,
  strictObject,
} from './common.ts';

export const fuelLogSources = ['manual', 'checkin'] as const;
export type FuelLogSource = (typeof fuelLogSources)[number];

export const fuelLogCreateSchema = strictObject({
  filledAt: isoDateTime,
  // up to 1,000 litres: a lorry's tanks, never a car's
  litresMl: positiveInt.max(1_000_000, msg('generic.maxValue')),
  costMinor: minorAmount,
  odometerKm: odometer,
  station: optionalText(120),
  fullTank: checkbox,
});
export type FuelLogCreateInput = z.infer<typeof fuelLogCreateSchema>;

export const fuelLogView = z
  .object({
    id: z.uuid(),
    vehicleId: z.uuid(),
    filledAt: z.iso.datetime(),
    litresMl: z.number().int(),
    costMinor: z.number().int(),
    currency: z.string(),
    odometerKm: z.number().int(),
    station: z.string().nullable(),
    fullTank: z.boolean(),
    /** the tank's level (percent) a rental's return recorded; null for a fill-up */
    fuelLevel: z.number().int().nullable(),
    source: z.enum(fuelLogSources),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'VehicleFuelLog' });
export type FuelLogView = z.infer<typeof fuelLogView>;

/** The log's page, newest first, with the consumption over the whole log. */
export const fuelLogPage = pagedView(fuelLogView).extend({
  summary: z.object({
    /** L/100 km between consecutive full-tank fill-ups, one decimal; null until two exist */
    consumptionPer100Km: z.number().nullable(),
    /** the distance those full-tank intervals cover */
    measuredKm: z.number().int(),
  }),
});
export type FuelLogPage = z.infer<typeof fuelLogPage>;
