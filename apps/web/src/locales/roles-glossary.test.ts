import { describe, expect, it } from 'vitest';
import { roleNames } from '@motorpool/domain/permissions';

// Every JSON file under src/locales, keyed "<lang>/<namespace>".
const files = import.meta.glob<{ default: unknown }>('./*/*.json', { eager: true });

function objects(value: unknown, path = ''): [string, Record<string, unknown>][] {
  if (typeof value !== 'object' || value === null) return [];
  const here: [string, Record<string, unknown>][] = Array.isArray(value)
    ? []
    : [[path, value as Record<string, unknown>]];
  return [
    ...here,
    ...Object.entries(value).flatMap(([key, item]) => objects(item, `${path}${key}.`)),
  ];
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(strings);
}

// Other words once used for the same roles; the glossary keeps one per role.
const retiredArabicNames = ['مدير النظام', 'المدير العام', 'مُطّلع'];

describe('role glossary', () => {
  it('names every role once, in the roles namespace of each language', () => {
    for (const language of ['en', 'ar']) {
      const roles = files[`./${language}/roles.json`]?.default as { names: Record<string, string> };
      expect(Object.keys(roles.names).sort()).toEqual([...roleNames].sort());
    }
  });

  it('no other namespace keeps its own list of role names', () => {
    for (const [file, module] of Object.entries(files)) {
      if (file.endsWith('/roles.json')) continue;
      for (const [path, object] of objects(module.default)) {
        const roleKeys = Object.keys(object).filter((key) =>
          (roleNames as readonly string[]).includes(key),
        );
        expect(roleKeys.length, `${file} ${path || '(root)'} names roles`).toBeLessThan(3);
      }
    }
  });

  it('Arabic text uses the glossary term for each role, never a retired synonym', () => {
    const ar = Object.entries(files).filter(([file]) => file.startsWith('./ar/'));
    for (const [file, module] of ar) {
      for (const text of strings(module.default)) {
        for (const retired of retiredArabicNames) {
          expect(text.includes(retired), `${file}: "${text}"`).toBe(false);
        }
      }
    }
  });
});
