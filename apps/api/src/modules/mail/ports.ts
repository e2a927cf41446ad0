// The mail layout and plain-text rendering that notifications' digests share with mail's own
// messages.
export { type MailBranding, renderHtml } from './layout.ts';
export { type MailBrandingReader } from './service.ts';
export { type MailContent, plainText } from './templates.ts';
export { contactAcknowledgement } from './contact-acknowledgement.ts';
export { contactAlert, type ContactAlertRequest } from './contact-alert.ts';
