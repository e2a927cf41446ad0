// What other modules use of this one.
export { type MailBranding, renderHtml } from './layout.ts';
export { type MailBrandingReader } from './service.ts';
export { plainText } from './templates.ts';
