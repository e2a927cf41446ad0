// What each notification says, in English and Arabic (placeholders: customer, amount,
// vehicle, date, version), and how it is classed. Facts arrive already formatted for the
// reader; a missing fact reads as the template's neutral wording, never as a blank.
import type { Language } from '@motorpool/domain/locale-lists';
import type { VehicleStatus } from '@motorpool/domain/value-lists';

import { bookingTemplates } from './booking-templates.ts';
import { fleetTemplates } from './fleet-templates.ts';
import { supportTemplates } from './support-templates.ts';
import type { NotificationFacts, Template, TemplateKey } from './template-kit.ts';

export type { NotificationFacts, TemplateKey } from './template-kit.ts';

export const notificationTemplates: Record<TemplateKey, Template> = {
  ...bookingTemplates,
  ...fleetTemplates,
  ...supportTemplates,
};

/** A vehicle status as the reader says it. */
export const vehicleStatusName: Record<Language, Record<VehicleStatus, string>> = {
  en: { available: 'available', rented: 'rented', maintenance: 'maintenance', retired: 'retired' },
  ar: { available: 'متاحة', rented: 'مؤجرة', maintenance: 'صيانة', retired: 'خارج الخدمة' },
};

/** The notification of one template in the reader's language, with its class. */
export function renderTemplate(key: TemplateKey, language: Language, facts: NotificationFacts) {
  const template = notificationTemplates[key];
  return {
    ...template[language](facts),
    type: template.type,
    category: template.category,
    priority: template.priority,
  };
}
