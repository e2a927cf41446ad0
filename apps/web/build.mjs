// `npm run build [-- --outDir DIR]`: the browser's app into DIR (default dist), then the company
// pages the server renders (src/app/static-shell/tenant-pages.tsx) into DIR/ssr, which the
// server reads and never sends (apps/api web-app.ts).
import path from 'node:path';
import { build } from 'vite';

const args = process.argv.slice(2);
const at = args.indexOf('--outDir');
const outDir = path.resolve(at >= 0 && args[at + 1] ? args[at + 1] : 'dist');

await build({ build: { outDir, emptyOutDir: true } });
await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/app/static-shell/tenant-pages.tsx',
    outDir: path.join(outDir, 'ssr'),
    emptyOutDir: true,
  },
});
