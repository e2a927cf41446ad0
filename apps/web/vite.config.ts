import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { staticShells } from './static-shells.ts';

const apiTarget = 'http://localhost:3000';

// Small, stable vendor libraries needed by every page are grouped so a deploy that only touches
// our code keeps them cached. Mantine is deliberately not grouped: a group would pull every
// component into the first page, while left alone the bundler splits it by the routes using it.
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  // Without <Trans> and its HTML parser: only a few pages use them, and those bring them along.
  {
    name: 'i18n',
    test: (id: string) =>
      /[\\/]node_modules[\\/](i18next|react-i18next|i18next-browser-languagedetector)[\\/]/.test(
        id,
      ) && !/Trans(WithoutContext)?\.js$|html-parse-stringify/.test(id),
  },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
];

// Writes .br and .gz next to every text asset so the server sends them precompressed at the
// highest levels instead of compressing on each request.
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'motorpool-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    closeBundle: () => {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
        /\.(js|css|html|svg|json|webmanifest)$/.test(file),
      );
      for (const file of files) {
        const full = path.resolve(outDir, file);
        const content = readFileSync(full);
        if (content.length < 1024) continue;
        writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

// The self-hosted font is shown only if it is in by the first paint (at once from the cache after
// the first visit); otherwise the page keeps the system font rather than reflowing when it
// arrives, which moved the whole landing page under the visitor (layout shift 0.3).
function fontDisplayOptional(): Plugin {
  return {
    name: 'motorpool-font-display-optional',
    transform: (code, id) =>
      id.includes('@fontsource/') && id.endsWith('.css')
        ? { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null }
        : undefined,
  };
}

// The company pages the API renders with their data (src/app/static-shell/tenant-pages.tsx;
// build.mjs builds them into dist/ssr): our own packages go into the bundle, the libraries are
// loaded from node_modules by the server.
const ssrBuild = { sourcemap: false, manifest: false, copyPublicDir: false } as const;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), fontDisplayOptional(), staticShells(), precompress()],
  ssr: { noExternal: ['@motorpool/domain'] },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        // bench/routes.ts reads it to sum what each route loads.
        manifest: true,
        rolldownOptions: {
          output: {
            // Small chunks shared by a few routes are copied into each of them instead: a route
            // then loads about ten files instead of fifty, which on a mobile connection costs far
            // more in round trips than the few duplicated kilobytes.
            codeSplitting: {
              groups: vendorGroups,
              experimentalInlineCommonChunks: { maxSize: 12_000 },
            },
          },
        },
      },
}));
