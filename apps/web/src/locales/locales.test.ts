import { describe, expect, it } from 'vitest';

// Every JSON file under src/locales, keyed "<lang>/<namespace>".
const files = import.meta.glob<{ default: unknown }>('./*/*.json', { eager: true });

function byLanguage(lang: string): Map<string, unknown> {
  const map = new Map<string, unknown>();
  for (const [path, module] of Object.entries(files)) {
    const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === lang && match[2]) map.set(match[2], module.default);
  }
  return map;
}

// Flattens nested objects and arrays into dotted key paths: "hero.highlights.0".
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => keyPaths(item, `${prefix}${index}.`));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => keyPaths(item, `${prefix}${key}.`));
  }
  return [prefix.slice(0, -1)];
}

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, `${prefix}${key}.`));
  }
  return [[prefix.slice(0, -1), value]];
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string'
    ? [...text.matchAll(/{{\s*(\w+)[^}]*}}|<(\w+)>/g)].map((m) => m[0]).sort()
    : [];
}

const en = byLanguage('en');
const ar = byLanguage('ar');

describe('translation resources', () => {
  it('en and ar have the same namespaces', () => {
    expect(en.size).toBeGreaterThan(0);
    expect([...ar.keys()].sort()).toEqual([...en.keys()].sort());
  });

  for (const namespace of en.keys()) {
    it(`namespace "${namespace}" has exactly the same keys in en and ar`, () => {
      const enKeys = new Set(keyPaths(en.get(namespace)));
      const arKeys = new Set(keyPaths(ar.get(namespace)));
      const missingInAr = [...enKeys].filter((k) => !arKeys.has(k));
      const missingInEn = [...arKeys].filter((k) => !enKeys.has(k));
      expect({ missingInAr, missingInEn }).toEqual({ missingInAr: [], missingInEn: [] });
    });

    it(`namespace "${namespace}" has no empty strings and matching placeholders`, () => {
      const arLeaves = new Map(leaves(ar.get(namespace)));
      for (const [key, enText] of leaves(en.get(namespace))) {
        const arText = arLeaves.get(key);
        expect(typeof enText === 'string' && enText.trim() !== '', `en ${key}`).toBe(true);
        expect(typeof arText === 'string' && arText.trim() !== '', `ar ${key}`).toBe(true);
        expect(placeholders(arText), `placeholders of ${key}`).toEqual(placeholders(enText));
      }
    });
  }
});
