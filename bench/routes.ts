import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// What each route of the web app downloads, from the Vite manifest: the entry with its static
// imports, the host's router, the translation chunks of the language that the route uses, plus
// every lazy chunk on the route's path with their static imports (past the first pages, all of
// Mantine's styles), gzip-compressed as the server sends them. The first pages (landing and
// sign-in) open as a static copy with the shell script alone and load the app on the first
// interaction: for them it reports both, and the HTML. Exits 1 when a first page loads more
// JavaScript than its budget before the visitor interacts, or has lost its static copy.
//
// Usage: node --import tsx routes.ts [distDir]   (builds into a temporary directory when no
// distDir is given or it has no manifest)

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = path.join(root, 'apps/web');
export const budgetBytes = 160 * 1024;

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export type RouteSpec = {
  name: string;
  url: string;
  // Source modules loaded lazily on the way to the page, outermost first.
  lazy: string[];
  // Translation namespaces the route loads besides `common` and its host's first one; 'all'
  // past the first pages of an area (the back office, the customer area).
  namespaces?: string[] | 'all';
  // A first page: its static copy's HTML file (apps/web static-shells.ts), held to the budget,
  // and carrying only its own components' styles.
  shell?: string;
};

const sessionChain = ['src/app/layouts/session-root.tsx'];
const adminChain = [...sessionChain, 'src/app/routes/admin-area.tsx'];
const customerChain = ['src/app/layouts/tenant-layout.tsx'];
const page = (feature: string, file: string) => `src/features/${feature}/pages/${file}.tsx`;

// Routes. The tenant router imports the session root and the sign-in layout statically,
// and loads the back office and the customer layout lazily; the marketing host loads the
// session code only on /admin.
export const routeSpecs: RouteSpec[] = [
  {
    name: 'landing',
    url: 'http://localhost/',
    lazy: [page('marketing', 'landing-page')],
    shell: 'landing.html',
  },
  {
    name: 'login (tenant)',
    namespaces: ['auth'],
    url: 'http://demo.localhost/auth/login',
    lazy: [page('auth', 'login-page')],
    shell: 'tenant-login.html',
  },
  {
    name: 'login (platform admin)',
    namespaces: ['auth'],
    url: 'http://localhost/admin/auth/login',
    lazy: [
      ...sessionChain,
      'src/app/layouts/auth-layout.tsx',
      'src/app/routers/route-guards.tsx',
      page('auth', 'login-page'),
    ],
    shell: 'platform-admin-login.html',
  },
  {
    name: 'pricing',
    url: 'http://localhost/pricing',
    lazy: [page('marketing', 'pricing-page')],
    shell: 'pricing.html',
  },
  {
    name: 'features',
    url: 'http://localhost/features',
    lazy: [page('marketing', 'features-page')],
    shell: 'features.html',
  },
  {
    name: 'solutions',
    url: 'http://localhost/solutions',
    lazy: [page('marketing', 'solutions-page')],
    shell: 'solutions.html',
  },
  {
    name: 'about',
    url: 'http://localhost/about',
    lazy: [page('marketing', 'about-page')],
    shell: 'about.html',
  },
  {
    name: 'privacy',
    namespaces: ['legal', 'privacy', 'consent'],
    url: 'http://localhost/privacy',
    lazy: ['src/app/routes/privacy-route.tsx'],
    shell: 'privacy.html',
  },
  {
    name: 'terms',
    namespaces: ['legal', 'consent'],
    url: 'http://localhost/terms',
    lazy: ['src/app/routes/terms-route.tsx'],
    shell: 'terms.html',
  },
  {
    name: 'security',
    namespaces: ['legal'],
    url: 'http://localhost/security',
    lazy: [page('marketing', 'security-page')],
    shell: 'security.html',
  },
  {
    name: 'register',
    namespaces: ['auth'],
    url: 'http://demo.localhost/auth/register',
    lazy: [page('auth', 'register-page')],
  },
  {
    name: 'forgot password',
    namespaces: ['auth'],
    url: 'http://demo.localhost/auth/forgot-password',
    lazy: [page('auth', 'forgot-password-page')],
  },
  {
    name: 'reset password',
    namespaces: ['auth'],
    url: 'http://demo.localhost/auth/reset-password',
    lazy: [page('auth', 'reset-password-page')],
  },
  {
    name: 'verify email',
    namespaces: ['auth'],
    url: 'http://demo.localhost/auth/verify-email',
    lazy: [page('auth', 'verify-email-page')],
  },
  {
    name: 'roles',
    namespaces: ['auth'],
    url: 'http://demo.localhost/auth/roles',
    lazy: [page('auth', 'roles-page')],
  },
  {
    name: 'customer home',
    namespaces: ['shell', 'home'],
    url: 'http://demo.localhost/',
    lazy: [...customerChain, 'src/app/routes/home.tsx'],
  },
  {
    name: 'catalog',
    namespaces: ['shell', 'catalog'],
    url: 'http://demo.localhost/catalog',
    lazy: [...customerChain, page('catalog', 'catalog-page')],
  },
  {
    name: 'vehicle page',
    namespaces: ['shell', 'catalog'],
    url: 'http://demo.localhost/vehicles/:id',
    lazy: [...customerChain, page('catalog', 'vehicle-page')],
  },
  {
    name: 'profile',
    namespaces: 'all',
    url: 'http://demo.localhost/profile',
    lazy: [...customerChain, page('profile', 'profile-page')],
  },
  {
    name: 'account settings',
    namespaces: 'all',
    url: 'http://demo.localhost/settings',
    lazy: [...customerChain, page('profile', 'account-settings-page')],
  },
  {
    name: 'admin dashboard',
    namespaces: 'all',
    url: 'http://demo.localhost/admin',
    lazy: ['src/app/routes/admin-area.tsx', 'src/app/routes/admin-dashboard.tsx'],
  },
  {
    name: 'users list',
    namespaces: 'all',
    url: 'http://demo.localhost/admin/users',
    lazy: ['src/app/routes/admin-area.tsx', page('users', 'users-list-page')],
  },
  {
    name: 'user detail',
    namespaces: 'all',
    url: 'http://demo.localhost/admin/users/:id',
    lazy: ['src/app/routes/admin-area.tsx', page('users', 'user-detail-page')],
  },
  {
    name: 'vehicles list',
    namespaces: 'all',
    url: 'http://demo.localhost/admin/vehicles',
    lazy: ['src/app/routes/admin-area.tsx', page('vehicles', 'vehicles-list-page')],
  },
  {
    name: 'vehicle detail',
    namespaces: 'all',
    url: 'http://demo.localhost/admin/vehicles/:id',
    lazy: ['src/app/routes/admin-area.tsx', page('vehicles', 'vehicle-detail-page')],
  },
  {
    name: 'branches list',
    namespaces: 'all',
    url: 'http://demo.localhost/admin/branches',
    lazy: ['src/app/routes/admin-area.tsx', page('branches', 'branches-list-page')],
  },
  {
    name: 'branch detail',
    namespaces: 'all',
    url: 'http://demo.localhost/admin/branches/:id',
    lazy: ['src/app/routes/admin-area.tsx', page('branches', 'branch-detail-page')],
  },
  {
    name: 'lookups list',
    namespaces: 'all',
    url: 'http://demo.localhost/admin/lookups',
    lazy: ['src/app/routes/admin-area.tsx', page('lookups', 'lookups-list-page')],
  },
  {
    name: 'lookup detail',
    namespaces: 'all',
    url: 'http://demo.localhost/admin/lookups/:id',
    lazy: ['src/app/routes/admin-area.tsx', page('lookups', 'lookup-detail-page')],
  },
  {
    name: 'settings',
    namespaces: 'all',
    url: 'http://demo.localhost/admin/settings',
    lazy: ['src/app/routes/admin-area.tsx', page('settings', 'settings-page')],
  },
  {
    name: 'platform admin dashboard',
    namespaces: 'all',
    url: 'http://localhost/admin',
    lazy: [...adminChain, 'src/app/routes/admin-dashboard.tsx'],
  },
  {
    name: 'not found',
    url: 'http://localhost/nowhere',
    lazy: ['src/shared/ui/not-found-page.tsx'],
  },
];

export type Language = 'en' | 'ar';
export const languages: Language[] = ['en', 'ar'];

// app.tsx loads the tenant router on a company subdomain and the marketing router elsewhere.
function routerFor(url: string): string {
  return new URL(url).hostname.split('.').length > 1
    ? 'src/app/routers/tenant-router.tsx'
    : 'src/app/routers/marketing-router.tsx';
}

// main.tsx loads `common` and the host's first namespace before the first render; the routes
// load the others they use (apps/web/src/app/routers/route-module.ts).
function localeKeys(manifest: Manifest, language: Language, { url, namespaces }: RouteSpec) {
  const prefix = `src/locales/${language}/`;
  if (namespaces === 'all') return Object.keys(manifest).filter((key) => key.startsWith(prefix));
  const first = routerFor(url).includes('tenant') ? 'tenant' : 'marketing';
  return ['common', first, ...(namespaces ?? [])].map((ns) => `${prefix}${ns}.json`);
}

const allStyles = 'src/shared/theme/all-styles.ts';

export function buildWeb(outDir: string): void {
  // the web build's own script: the app and the company pages the server renders (build.mjs)
  execFileSync('node', ['build.mjs', '--outDir', outDir], {
    cwd: webRoot,
    stdio: 'inherit',
  });
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

export type RouteFiles = { js: string[]; css: string[]; missing: string[] };

// A module imported both statically and lazily is keyed by its chunk (`_session-root-….js`)
// rather than by its source path.
function manifestKey(manifest: Manifest, source: string): string | undefined {
  if (manifest[source]) return source;
  const name = path.basename(source).replace(/\.[^.]+$/, '');
  return Object.keys(manifest).find((key) => key.startsWith(`_${name}-`) && key.endsWith('.js'));
}

// The entry's and the lazy modules' files with everything they import statically.
export function filesForRoute(manifest: Manifest, spec: RouteSpec, language: Language): RouteFiles {
  const { url, lazy, shell } = spec;
  const js = new Set<string>();
  const css = new Set<string>();
  const missing: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  visit(entry);
  const styles = shell ? [] : [allStyles];
  for (const source of [
    routerFor(url),
    ...localeKeys(manifest, language, spec),
    ...lazy,
    ...styles,
  ]) {
    const key = manifestKey(manifest, source);
    if (key) visit(key);
    else missing.push(source);
  }
  return { js: [...js], css: [...css], missing };
}

const gzipCache = new Map<string, number>();
export function gzipSize(distDir: string, file: string): number {
  const full = path.join(distDir, file);
  let size = gzipCache.get(full);
  if (size === undefined) {
    size = gzipSync(readFileSync(full)).length;
    gzipCache.set(full, size);
  }
  return size;
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

// What a first page loads before the visitor interacts: its HTML file, whose static copy must be
// there in both languages, and the scripts it names (the shell script).
function openingOf(distDir: string, file: string) {
  const html = readFileSync(path.join(distDir, file), 'utf8');
  const copies = languages.filter((language) => html.includes(`data-language="${language}"`));
  const scripts = [...html.matchAll(/<script[^>]* src="\/([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  const js = scripts.reduce((sum, script) => sum + gzipSize(distDir, script), 0);
  return { html: gzipSize(distDir, file), js, copies };
}

function main(): void {
  let distDir = process.argv[2] ? path.resolve(process.argv[2]) : '';
  if (!distDir || !existsSync(path.join(distDir, '.vite/manifest.json'))) {
    distDir ||= `/tmp/motorpool-bench-routes-${process.pid}`;
    console.log(`building the web app into ${distDir}`);
    buildWeb(distDir);
  }
  const manifest = readManifest(distDir);
  const rows: string[] = [
    '| route | url | JS gzip KB (en) | JS gzip KB (ar) | CSS gzip KB |',
    '|---|---|---:|---:|---:|',
  ];
  const firstPages: string[] = [
    '| first page | HTML gzip KB (both languages) | JS gzip KB on opening | app JS gzip KB on first interaction (en / ar) |',
    '|---|---:|---:|---:|',
  ];
  const failures: string[] = [];
  const total = (files: string[]) => files.reduce((sum, file) => sum + gzipSize(distDir, file), 0);
  for (const spec of routeSpecs) {
    const cells: string[] = [];
    let css = 0;
    for (const language of languages) {
      const files = filesForRoute(manifest, spec, language);
      if (files.missing.length)
        failures.push(`${spec.name}: not in the manifest: ${files.missing.join(', ')}`);
      cells.push(kb(total(files.js)));
      css = total(files.css);
    }
    rows.push(`| ${spec.name} | ${spec.url} | ${cells.join(' | ')} | ${kb(css)} |`);
    if (!spec.shell) continue;
    const opening = openingOf(distDir, spec.shell);
    if (opening.copies.length !== languages.length) {
      failures.push(`${spec.name}: ${spec.shell} holds no static copy in every language`);
    }
    if (opening.js > budgetBytes) {
      failures.push(
        `${spec.name}: ${kb(opening.js)} KB of JS on opening, budget ${kb(budgetBytes)} KB`,
      );
    }
    firstPages.push(
      `| ${spec.name} | ${kb(opening.html)} | ${kb(opening.js)} | ${cells.join(' / ')} |`,
    );
  }
  console.log(`${rows.join('\n')}\n\n${firstPages.join('\n')}`);
  if (failures.length) {
    console.error(`\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
