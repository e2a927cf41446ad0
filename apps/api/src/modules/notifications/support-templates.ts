// What the company's administrators read when the platform's support enters their back office
// (placeholders: visitor, reason, date).
import type { Template } from './template-kit.ts';
import { or } from './template-kit.ts';

export const supportTemplates: Record<'tenant.impersonation.started', Template> = {
  'tenant.impersonation.started': {
    type: 'warning',
    category: 'system',
    priority: 'high',
    en: (f) => ({
      title: 'Support entered your back office',
      message: `${or(f.visitor, 'Platform support')} entered as your administrator until ${f.date}. Reason: ${f.reason}. You can switch support access off in Settings.`,
    }),
    ar: (f) => ({
      title: 'دخل فريق الدعم إلى لوحة الإدارة',
      message: `دخل ${or(f.visitor, 'فريق دعم المنصة')} بصفة المسؤول حتى ${f.date}. السبب: ${f.reason}. يمكنك إيقاف دخول الدعم من الإعدادات.`,
    }),
  },
};
