import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// What each route of the web app downloads, from the Vite manifest: the entry with its static
// imports, the host's router, the language's translation chunks, plus every lazy chunk on the
// route's path with their static imports, gzip-compressed as the server sends them. Exits 1 when a first-visit page goes over its budget.
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
  budget?: boolean;
};

const sessionChain = ['src/app/layouts/session-root.tsx'];
const adminChain = [...sessionChain, 'src/app/routes/admin-area.tsx'];
const page = (feature: string, file: string) => `src/features/${feature}/pages/${file}.tsx`;

// SPEC §2 routes. The tenant routers import their layouts statically, so a tenant page only adds
// its own lazy chunk; the marketing host loads the session code only on /admin.
export const routeSpecs: RouteSpec[] = [
  {
    name: 'landing',
    url: 'http://localhost/',
    lazy: [page('marketing', 'landing-page')],
    budget: true,
  },
  {
    name: 'login (tenant)',
    url: 'http://demo.localhost/auth/login',
    lazy: [page('auth', 'login-page')],
    budget: true,
  },
  {
    name: 'login (platform admin)',
    url: 'http://localhost/admin/auth/login',
    lazy: [
      ...sessionChain,
      'src/app/layouts/auth-layout.tsx',
      'src/app/routers/route-guards.tsx',
      page('auth', 'login-page'),
    ],
    budget: true,
  },
  { name: 'pricing', url: 'http://localhost/pricing', lazy: [page('marketing', 'pricing-page')] },
  {
    name: 'features',
    url: 'http://localhost/features',
    lazy: [page('marketing', 'features-page')],
  },
  {
    name: 'solutions',
    url: 'http://localhost/solutions',
    lazy: [page('marketing', 'solutions-page')],
  },
  { name: 'about', url: 'http://localhost/about', lazy: [page('marketing', 'about-page')] },
  { name: 'privacy', url: 'http://localhost/privacy', lazy: [page('marketing', 'privacy-page')] },
  { name: 'terms', url: 'http://localhost/terms', lazy: [page('marketing', 'terms-page')] },
  {
    name: 'security',
    url: 'http://localhost/security',
    lazy: [page('marketing', 'security-page')],
  },
  {
    name: 'register',
    url: 'http://demo.localhost/auth/register',
    lazy: [page('auth', 'register-page')],
  },
  {
    name: 'forgot password',
    url: 'http://demo.localhost/auth/forgot-password',
    lazy: [page('auth', 'forgot-password-page')],
  },
  {
    name: 'reset password',
    url: 'http://demo.localhost/auth/reset-password',
    lazy: [page('auth', 'reset-password-page')],
  },
  {
    name: 'verify email',
    url: 'http://demo.localhost/auth/verify-email',
    lazy: [page('auth', 'verify-email-page')],
  },
  { name: 'roles', url: 'http://demo.localhost/auth/roles', lazy: [page('auth', 'roles-page')] },
  { name: 'customer home', url: 'http://demo.localhost/', lazy: ['src/app/routes/home.tsx'] },
  {
    name: 'profile',
    url: 'http://demo.localhost/profile',
    lazy: [page('profile', 'profile-page')],
  },
  {
    name: 'account settings',
    url: 'http://demo.localhost/account',
    lazy: [page('profile', 'account-settings-page')],
  },
  {
    name: 'admin dashboard',
    url: 'http://demo.localhost/admin',
    lazy: ['src/app/routes/admin-area.tsx', 'src/app/routes/admin-dashboard.tsx'],
  },
  {
    name: 'users list',
    url: 'http://demo.localhost/admin/users',
    lazy: ['src/app/routes/admin-area.tsx', page('users', 'users-list-page')],
  },
  {
    name: 'user detail',
    url: 'http://demo.localhost/admin/users/:id',
    lazy: ['src/app/routes/admin-area.tsx', page('users', 'user-detail-page')],
  },
  {
    name: 'vehicles list',
    url: 'http://demo.localhost/admin/vehicles',
    lazy: ['src/app/routes/admin-area.tsx', page('vehicles', 'vehicles-list-page')],
  },
  {
    name: 'vehicle detail',
    url: 'http://demo.localhost/admin/vehicles/:id',
    lazy: ['src/app/routes/admin-area.tsx', page('vehicles', 'vehicle-detail-page')],
  },
  {
    name: 'branches list',
    url: 'http://demo.localhost/admin/branches',
    lazy: ['src/app/routes/admin-area.tsx', page('branches', 'branches-list-page')],
  },
  {
    name: 'branch detail',
    url: 'http://demo.localhost/admin/branches/:id',
    lazy: ['src/app/routes/admin-area.tsx', page('branches', 'branch-detail-page')],
  },
  {
    name: 'lookups list',
    url: 'http://demo.localhost/admin/lookups',
    lazy: ['src/app/routes/admin-area.tsx', page('lookups', 'lookups-list-page')],
  },
  {
    name: 'lookup detail',
    url: 'http://demo.localhost/admin/lookups/:id',
    lazy: ['src/app/routes/admin-area.tsx', page('lookups', 'lookup-detail-page')],
  },
  {
    name: 'settings',
    url: 'http://demo.localhost/admin/settings',
    lazy: ['src/app/routes/admin-area.tsx', page('settings', 'settings-page')],
  },
  {
    name: 'platform admin dashboard',
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

// i18n.ts loads every namespace of the language in use before the first render.
function localeKeys(manifest: Manifest, language: Language): string[] {
  return Object.keys(manifest).filter((key) => key.startsWith(`src/locales/${language}/`));
}

export function buildWeb(outDir: string): void {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], {
    cwd: webRoot,
    stdio: 'inherit',
  });
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

export type RouteFiles = { js: string[]; css: string[]; missing: string[] };

// The entry's and the lazy modules' files with everything they import statically.
export function filesForRoute(
  manifest: Manifest,
  { url, lazy }: RouteSpec,
  language: Language,
): RouteFiles {
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
  for (const key of [routerFor(url), ...localeKeys(manifest, language), ...lazy]) {
    if (manifest[key]) visit(key);
    else missing.push(key);
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
  const failures: string[] = [];
  const total = (files: string[]) => files.reduce((sum, file) => sum + gzipSize(distDir, file), 0);
  for (const spec of routeSpecs) {
    const cells: string[] = [];
    let css = 0;
    for (const language of languages) {
      const files = filesForRoute(manifest, spec, language);
      if (files.missing.length)
        failures.push(`${spec.name}: not in the manifest: ${files.missing.join(', ')}`);
      const js = total(files.js);
      css = total(files.css);
      if (spec.budget && js > budgetBytes) {
        failures.push(
          `${spec.name} (${language}): ${kb(js)} KB of JS, budget ${kb(budgetBytes)} KB`,
        );
      }
      cells.push(kb(js));
    }
    rows.push(`| ${spec.name} | ${spec.url} | ${cells.join(' | ')} | ${kb(css)} |`);
  }
  console.log(rows.join('\n'));
  if (failures.length) {
    console.error(`\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
