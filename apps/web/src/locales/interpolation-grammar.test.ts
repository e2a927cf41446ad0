import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: unknown }>('./en/*.json', { eager: true });

function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}${key}.`));
}

describe('English text around inserted values', () => {
  it('never glues a possessive onto a value ("Motorpool Demo Rentals\'s")', () => {
    for (const [file, module] of Object.entries(files)) {
      for (const [key, text] of strings(module.default)) {
        expect(/\}\}['’]s\b/.test(text), `${file} ${key}: ${text}`).toBe(false);
      }
    }
  });
});
