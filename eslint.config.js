// House rules: dependencies point one way (apps to the domain, features to shared), module
// boundaries, and no untranslated UI text.
// scripts/check-lint-rules.mjs proves that each boundary rule below still fires.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import i18next from 'eslint-plugin-i18next';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = import.meta.dirname;
const api = 'apps/api/src';
const web = 'apps/web/src';
const sourceFiles = ['apps/*/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'];
// Test code: the tests and the helpers they share across modules.
const testCode = ['**/*.test.{ts,tsx}', '**/test-support.ts'];

// Files that break a boundary rule today (the import-x/no-restricted-paths zones below; the
// other rules still apply to them). Each entry is to be removed as the refactor fixes it, and
// scripts/check-lint-rules.mjs fails on an entry that no longer breaks a rule; a new violation
// anywhere else fails the lint.
export const knownBoundaryViolations = [];

// Source files over 300 lines (blank and comment lines aside) when the limit came down from 400;
// each is to be split into files named after what they hold and then removed from this list,
// and scripts/check-lint-rules.mjs fails on an entry that fits the limit.
export const maxLines = 300;
export const knownLongFiles = [
  'apps/api/src/db/schema/rentals.ts',
  'apps/api/src/modules/auth/account-service.ts',
  'apps/api/src/modules/maintenance/service.ts',
  'apps/api/src/modules/payments/service.ts',
  'apps/api/src/modules/rentals/views.ts',
  'apps/api/src/modules/reservations/service.ts',
  'apps/api/src/seed/customers.ts',
  'apps/api/src/seed/maintenance.ts',
  'apps/api/src/seed/payments-plan.ts',
  'apps/api/src/seed/rentals-plan.ts',
  'apps/web/src/app/routers/admin-routes.tsx',
  'apps/web/src/app/static-shell/shell-script.js',
  'apps/web/src/features/reservations/components/reservation-form.tsx',
];
const maxLinesRule = (max) => ['error', { max, skipBlankLines: true, skipComments: true }];

const noEnums = {
  selector: 'TSEnumDeclaration',
  message: 'Use a string-literal union instead of an enum.',
};
// A query key is built by its resource's factory (a keys.ts file), so what a mutation refreshes
// is what the reads are cached under.
const noLiteralQueryKeys = [
  {
    selector: "Property[key.name='queryKey'] > ArrayExpression.value",
    message: "Build the query key with its resource's factory (keys.ts), not an array literal.",
  },
  {
    selector:
      'CallExpression[callee.property.name=/^(get|set)Quer(y|ies)Data$/] > ArrayExpression.arguments:first-child',
    message: "Build the query key with its resource's factory (keys.ts), not an array literal.",
  },
];

// Each folder's forbidden package imports: dependencies point from the apps to the domain.
const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const never = (group, message) => ({ group, message });

// Read at config load, so a new module or feature folder is covered without editing this file.
const folders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const under = (dir) => `${dir}/**`;
const absolute = (glob) => path.join(root, glob);

// One zone per folder: its files may not reach into any sibling folder, except those files.
const siblingZones = (dir, message, except = []) =>
  folders(dir).flatMap((name, _, all) => {
    const others = all.filter((other) => other !== name);
    if (others.length === 0) return [];
    return [
      {
        target: under(`${dir}/${name}`),
        from: others.map((other) => under(`${dir}/${other}`)),
        except: except.map((file) => absolute(`${dir}/*/${file}`)),
        message,
      },
    ];
  });

// The composition root and the server files beside it build modules through their module.ts
// and name their ports: nothing else of a module is theirs to import.
const rootZone = {
  target: `${api}/*.ts`,
  from: under(`${api}/modules`),
  except: ['module.ts', 'ports.ts'].map((file) => absolute(`${api}/modules/*/${file}`)),
  message: 'The composition root imports a module only through its module.ts or ports.ts.',
};

const boundaryZones = (modulePublicFiles, extraZones) => [
  ...extraZones,
  // no-restricted-imports below catches the package names; these catch relative paths.
  {
    target: under('apps/api'),
    from: under('apps/web'),
    message: 'The API never imports the web app.',
  },
  {
    target: under('apps/web'),
    from: under('apps/api'),
    message: 'The web app never imports the API.',
  },
  ...siblingZones(
    `${api}/modules`,
    'Another module is reached only through its ports.ts.',
    modulePublicFiles,
  ),
  {
    target: under(`${api}/plugins`),
    from: under(`${api}/modules`),
    message: 'Plugins never import a module; app.ts passes what they need.',
  },
  {
    target: under(`${api}/db`),
    from: [under(`${api}/modules`), under(`${api}/plugins`)],
    message: 'The data layer imports no module or plugin.',
  },
  {
    target: under(`${api}/lib`),
    from: [under(`${api}/modules`), under(`${api}/plugins`)],
    message: 'lib/ holds plain helpers: it imports no module or plugin.',
  },
  ...siblingZones(
    `${web}/features`,
    'A feature never imports another feature; compose them in src/app.',
  ),
  {
    target: under(`${web}/features`),
    from: under(`${web}/app`),
    message: 'Features do not import the app layer.',
  },
  {
    target: under(`${web}/shared`),
    from: [under(`${web}/features`), under(`${web}/app`), under(`${web}/api`)],
    message: 'shared/ is the bottom layer: no resource api, no features, no app.',
  },
  {
    target: under(`${web}/api`),
    from: [under(`${web}/features`), under(`${web}/app`)],
    message: 'The resource api serves every feature: it imports only shared/ and the domain.',
  },
];
const boundaries = (files, ignores, modulePublicFiles, extraZones = []) => ({
  files,
  ignores: [...ignores, ...knownBoundaryViolations],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      { basePath: root, zones: boundaryZones(modulePublicFiles, extraZones) },
    ],
  },
});

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
      'scripts/lint-fixtures/**',
      'scripts/module-cycle-fixtures/**',
      'scripts/clone-fixtures/**',
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
      'no-restricted-syntax': ['error', noEnums],
      'max-lines': maxLinesRule(maxLines),
    },
  },
  { files: knownLongFiles, rules: { 'max-lines': maxLinesRule(400) } },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Workspace imports such as @motorpool/domain/schemas/vehicle resolve through the
      // package's `exports` to its source files.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') }),
        createNodeResolver(),
      ],
    },
  },
  restrict(
    ['packages/domain/src/**/*.ts'],
    [{ regex: '^(?!zod($|/)|\\.{1,2}/).*', message: 'The domain package depends on zod only.' }],
    ['packages/domain/src/**/*.test.ts'],
  ),
  restrict(
    ['apps/api/**/*.ts'],
    [never(['**/apps/web/**', '@motorpool/web*'], 'The API never imports the web app.')],
  ),
  restrict(
    ['apps/web/**/*.{ts,tsx}'],
    [never(['**/apps/api/**', '@motorpool/api*'], 'The web app never imports the API.')],
  ),
  // Test code may also use another module's test-support.ts.
  boundaries(sourceFiles, testCode, ['ports.ts'], [rootZone]),
  boundaries(testCode, [], ['service.ts', 'ports.ts', 'test-support.ts']),
  {
    // A service offers what it does; another module reads a module's tables only through what
    // its module.ts hands over, never a repository passed on by its service.
    files: [`${api}/modules/*/service.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        noEnums,
        {
          selector:
            'ExportNamedDeclaration[source.value=/repository/], ExportAllDeclaration[source.value=/repository/]',
          message: 'A service.ts does not re-export a repository.',
        },
      ],
    },
  },
  {
    files: sourceFiles,
    rules: {
      // A dynamic import() back into a static importer is how the web app splits a menu from
      // its button: it runs after both modules have loaded, so it cannot see half-built exports.
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
    },
  },
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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/keys.ts', ...testCode],
    rules: { 'no-restricted-syntax': ['error', noEnums, ...noLiteralQueryKeys] },
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
