// House rules: the dependency direction of DESIGN.md §2 and no untranslated UI text.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Each folder's forbidden imports (the arrows of DESIGN.md §2 point the other way).
const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const never = (group, message) => ({ group, message });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.ci/**',
      'apps/api/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use a string-literal union instead of an enum.',
        },
      ],
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  restrict(
    ['packages/domain/src/**/*.ts'],
    [{ regex: '^(?!zod($|/)|\\.{1,2}/).*', message: 'The domain package depends on zod only.' }],
    ['packages/domain/src/**/*.test.ts'],
  ),
  restrict(
    ['apps/api/src/plugins/**/*.ts'],
    [
      never(['**/modules/**'], 'Plugins never import a module; app.ts passes what they need.'),
      never(['**/apps/web/**', '@motorpool/web*'], 'The API never imports the web app.'),
    ],
  ),
  restrict(
    ['apps/api/src/db/**/*.ts'],
    [
      never(['**/modules/**', '**/plugins/**'], 'The data layer imports no module or plugin.'),
      never(['**/apps/web/**', '@motorpool/web*'], 'The API never imports the web app.'),
    ],
  ),
  restrict(
    ['apps/api/src/**/*.ts'],
    [never(['**/apps/web/**', '@motorpool/web*'], 'The API never imports the web app.')],
    ['apps/api/src/plugins/**', 'apps/api/src/db/**'],
  ),
  restrict(
    ['apps/web/src/shared/**/*.{ts,tsx}'],
    [
      never(['**/features/**', '**/app/**'], 'shared/ is the bottom layer: no features, no app.'),
      never(['**/apps/api/**', '@motorpool/api*'], 'The web app never imports the API.'),
    ],
  ),
  restrict(
    ['apps/web/src/features/*/**/*.{ts,tsx}'],
    [
      never(['**/app/**'], 'Features do not import the app layer.'),
      {
        regex: '^(\\.\\./){2,}features/',
        message: 'A feature never imports another feature; compose them in src/app.',
      },
      never(['**/apps/api/**', '@motorpool/api*'], 'The web app never imports the API.'),
    ],
  ),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-text-only',
          'jsx-attributes': { include: ['^(label|placeholder|title|aria-label|alt|description)$'] },
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { 'max-lines': 'off' },
  },
);
