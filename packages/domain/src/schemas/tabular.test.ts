import { describe, expect, it } from 'vitest';
import { accepts, messagesAt } from '../test-support.ts';
import {
  exportFormats,
  exportQuerySchema,
  importFormats,
  importMaxBytes,
  importMaxRows,
  importMessage,
  importMessagesAr,
  importMessagesEn,
  importReportSchema,
} from './tabular.ts';

describe('export and import contracts', () => {
  it('lists the export and import formats', () => {
    expect(exportFormats).toEqual(['csv', 'xlsx', 'pdf']);
    expect(importFormats).toEqual(['csv', 'xlsx']);
    expect(accepts(exportQuerySchema, { format: 'pdf' })).toBe(true);
    expect(messagesAt(exportQuerySchema, { format: 'docx' }, 'format')).toEqual([
      'generic.invalidOption',
    ]);
  });

  it('describes the import report', () => {
    const report = {
      created: 2,
      updated: 0,
      failed: [{ row: 3, errors: [{ path: 'email', message: 'x' }] }],
    };
    expect(accepts(importReportSchema, report)).toBe(true);
    expect(accepts(importReportSchema, { ...report, created: -1 })).toBe(false);
    expect(accepts(importReportSchema, { ...report, failed: [{ row: 0, errors: [] }] })).toBe(
      false,
    );
  });

  it('explains refused files in both languages, with the limits filled in', () => {
    expect(Object.keys(importMessagesAr).sort()).toEqual(Object.keys(importMessagesEn).sort());
    for (const text of Object.values(importMessagesAr)) expect(text).toMatch(/[\u0600-\u06ff]/);
    expect(importMessage('tooManyRows', 'en')).toContain(String(importMaxRows));
    expect(importMessage('tooLarge', 'ar')).toContain(String(importMaxBytes / 1024 / 1024));
    expect(importMessage('unreadable', 'en')).not.toContain('{');
  });
});
