import { defaultPrimaryColor } from '@motorpool/domain/schemas/company-settings';
import type { Language } from '@motorpool/domain/locale-lists';
import type { MailContent } from './templates.ts';

/** How a company's mail looks: its name, colour and logo (an absolute, public URL). */
export type MailBranding = { companyName: string; primaryColor: string; logoUrl: string | null };

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

// Settings validate the colour; this keeps anything else out of a style attribute.
const safeColor = (color: string): string =>
  /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(color) ? color : defaultPrimaryColor;

// Only http(s) links: a javascript: or data: URL never reaches an href or src.
const safeUrl = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
};

const font = "font-family:Tahoma,'Segoe UI',Arial,sans-serif";

// Mail clients strip style sheets and scripts: one table layout with inline styles, nothing
// loaded but the company's logo. Arabic mail runs right to left.
export function renderHtml(content: MailContent, language: Language, brand: MailBranding): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const color = safeColor(brand.primaryColor);
  const name = escapeHtml(brand.companyName);
  const logo = brand.logoUrl ? safeUrl(brand.logoUrl) : null;
  const header = logo
    ? `<img src="${escapeHtml(logo)}" alt="${name}" height="40" style="height:40px;max-width:200px;border:0;display:block;margin-bottom:8px">`
    : '';
  const paragraphs = content.paragraphs
    .map((p) => {
      const text = `<p style="margin:0 0 16px;${font};font-size:15px;line-height:1.6;color:#212529">${escapeHtml(p.text)}</p>`;
      const url = p.link ? safeUrl(p.link.url) : null;
      if (!p.link || !url) return text;
      const href = escapeHtml(url);
      return `${text}<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;padding:10px 20px;background:${color};color:#ffffff;text-decoration:none;border-radius:4px;${font};font-size:15px;font-weight:bold">${escapeHtml(p.link.label)}</a></p><p style="margin:0 0 16px;${font};font-size:12px;color:#868e96;word-break:break-all" dir="ltr">${href}</p>`;
    })
    .join('');
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body dir="${dir}" style="margin:0;padding:0;background:#f1f3f5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f5"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-top:4px solid ${color};border-radius:4px">
<tr><td dir="${dir}" style="padding:24px 24px 8px;text-align:${align}">${header}<div style="${font};font-size:20px;font-weight:bold;color:${color}">${name}</div></td></tr>
<tr><td dir="${dir}" style="padding:16px 24px 8px;text-align:${align}">${paragraphs}</td></tr>
<tr><td dir="${dir}" style="padding:16px 24px 24px;text-align:${align};border-top:1px solid #e9ecef;${font};font-size:12px;color:#868e96">${name}</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
}
