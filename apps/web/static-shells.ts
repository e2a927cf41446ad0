import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import type { PageHead } from './src/features/marketing/seo/page-head.ts';
import type { RenderedShell } from './src/app/static-shell/render-shells.tsx';

const placeholder = '<!-- static shells -->';
const tenantPagePlaceholder = '<!-- company page -->';
const tenantPageModules = [
  'src/app/layouts/tenant-layout.tsx',
  'src/app/routes/home.tsx',
  'src/features/catalog/pages/catalog-page.tsx',
  'src/features/catalog/pages/vehicle-page.tsx',
];

type Manifest = Record<string, { css?: string[]; imports?: string[] }>;

// Renders the first pages' static shells (src/app/static-shell) with Vite's SSR loader once the
// bundle is written. Each first page gets an HTML file of its own, `{page}.html` beside
// index.html, holding its shell in both languages as templates, each with the styles of its CSS
// modules (their chunks' CSS loads only with the app); the server sends it for that page's
// address (apps/api web-app.ts) and index.html, with no shell, for every other one. Every page
// ends with the element the shell goes into and the script that picks one and starts the app, a
// file of its own loaded blocking: the server's content security policy refuses inline scripts.
// A public page of the marketing site is written once per language, `{page}.html` and
// `{page}.ar.html`, each with that language's head (title, description, alternates, Open Graph,
// structured data), so search engines read it without running the app; the server picks the
// file by the address's ?lng (web-app.ts).
export function staticShells(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'motorpool-static-shells',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved: (config) => {
      root = config.root;
      outDir = config.build.outDir;
    },
    writeBundle: async () => {
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderShells } = (await server.ssrLoadModule(
          '/src/app/static-shell/render-shells.tsx',
        )) as { renderShells: () => Promise<RenderedShell[]> };
        const manifest = JSON.parse(
          readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as Manifest;
        const pages = new Map<string, string[]>();
        const heads = new Map<string, PageHead>();
        for (const shell of await renderShells()) {
          if (shell.head) heads.set(`${shell.id}.${shell.language}`, shell.head);
          const attributes = [
            `data-language="${shell.language}"`,
            ...(shell.signedIn ? ['data-signed-in'] : []),
            ...(shell.socialSignIn ? ['data-social-sign-in'] : []),
          ].join(' ');
          const template = `<template ${attributes}>${stylesOf(shell.modules, manifest, outDir)}${shell.html}</template>`;
          pages.set(shell.id, [...(pages.get(shell.id) ?? []), template]);
        }
        const script = readFileSync(path.join(root, 'src/app/static-shell/shell-script.js'));
        const hash = createHash('sha256').update(script).digest('hex').slice(0, 10);
        const scriptFile = `assets/shell-${hash}.js`;
        writeFileSync(path.join(outDir, scriptFile), script);
        const index = path.join(outDir, 'index.html');
        const { html, entry, preloads } = withoutAppScripts(readFileSync(index, 'utf8'));
        if (!html.includes(placeholder)) throw new Error(`index.html has no ${placeholder}`);
        const page = (templates: string[], head?: { language: string; tags: PageHead }) =>
          withHead(html, head).replace(
            placeholder,
            [
              ...templates,
              '<div id="shell"></div>',
              `<script src="/${scriptFile}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`,
            ].join('\n'),
          );
        writeFileSync(index, page([]));
        // A company's home, catalogue and vehicle pages are rendered by the server with the
        // company's data (src/app/static-shell/tenant-pages.tsx, apps/api web-app.ts): their
        // page carries the styles those pages use and the mark where their copies go.
        writeFileSync(
          path.join(outDir, 'tenant-page.html'),
          page([`${stylesOf(tenantPageModules, manifest, outDir)}${tenantPagePlaceholder}`]),
        );
        for (const [id, templates] of pages) {
          const en = heads.get(`${id}.en`);
          const ar = heads.get(`${id}.ar`);
          writeFileSync(
            path.join(outDir, `${id}.html`),
            page(templates, en && { language: 'en', tags: en }),
          );
          if (ar) {
            writeFileSync(
              path.join(outDir, `${id}.ar.html`),
              page(templates, { language: 'ar', tags: ar }),
            );
          }
        }
      } finally {
        await server.close();
      }
    },
  };
}

// index.html's generic title and description give way to the page's head in its language.
function withHead(html: string, head?: { language: string; tags: PageHead }): string {
  if (!head) return html;
  const title = /<title>[^<]*<\/title>/;
  const description = /<meta\s+name="description"[^>]*>\s*/;
  if (!title.test(html) || !description.test(html)) {
    throw new Error('index.html has no <title> or description to replace');
  }
  const escaped = head.tags.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return html
    .replace(
      /<html lang="en" dir="ltr">/,
      head.language === 'ar' ? '<html lang="ar" dir="rtl">' : '$&',
    )
    .replace(description, '')
    .replace(title, () => `<title>${escaped}</title>${head.tags.tags}`);
}

// The app's entry and its static imports come out of index.html: the shell script loads them,
// at once, or on the first interaction when it shows a shell.
function withoutAppScripts(source: string): { html: string; entry: string; preloads: string[] } {
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
  const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const entry = entryTag.exec(source)?.[1];
  if (!entry) throw new Error('index.html has no entry script');
  const preloads = [...source.matchAll(preloadTag)].map((match) => match[1] ?? '');
  return { html: source.replace(entryTag, '').replace(preloadTag, ''), entry, preloads };
}

// The CSS of the chunks loading `modules` (and of what they import), as one <style>.
function stylesOf(modules: string[], manifest: Manifest, outDir: string): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build`);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  if (files.size === 0) return '';
  const css = [...files].map((file) => readFileSync(path.join(outDir, file), 'utf8')).join('');
  return `<style>${css}</style>`;
}
