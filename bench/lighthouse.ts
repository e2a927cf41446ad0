import { existsSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './lib/server.ts';
import { buildWeb, kb } from './routes.ts';

// Lighthouse mobile performance (its default: Moto G Power emulation, simulated slow 4G and 4x
// CPU slowdown) on the first pages a visitor sees, against the real server serving the built
// app. Also sums the JavaScript Chromium actually transferred, to check routes.ts's figures.
//
// Usage: node --import tsx lighthouse.ts [runs] [distDir]

const runs = Number(process.argv[2] ?? 3);
const distDir = path.resolve(process.argv[3] ?? `/tmp/motorpool-bench-lighthouse-${process.pid}`);
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Page = { name: string; path: string; tenant: boolean };
const pages: Page[] = [
  { name: 'landing', path: '/', tenant: false },
  { name: 'login (tenant)', path: '/auth/login', tenant: true },
  { name: 'login (platform admin)', path: '/admin/auth/login', tenant: false },
];

type Sample = { score: number; fcp: number; lcp: number; tbt: number; cls: number; js: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function measure(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items: { resourceType?: string; transferSize?: number }[] } | undefined
    )?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
  };
}

async function main(): Promise<void> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.log(`building the web app into ${distDir}`);
    buildWeb(distDir);
  }
  process.env.WEB_DIST_DIR = distDir;
  const server = await startServer('pglite');
  const port = new URL(server.baseUrl).port;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  const rows = [
    '| page | lang | score | FCP ms | LCP ms | TBT ms | CLS | JS transferred KB |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  let belowTarget = false;
  try {
    for (const page of pages) {
      for (const language of ['en', 'ar']) {
        const host = page.tenant ? `demo.localhost:${port}` : `localhost:${port}`;
        const url = `http://${host}${page.path}?lng=${language}`;
        const samples: Sample[] = [];
        for (let run = 0; run < runs; run += 1) samples.push(await measure(url, chrome.port));
        const m = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
        if (m('score') < 95) belowTarget = true;
        rows.push(
          `| ${page.name} | ${language} | ${m('score')} | ${m('fcp').toFixed(0)} | ${m('lcp').toFixed(0)} | ${m('tbt').toFixed(0)} | ${m('cls').toFixed(3)} | ${kb(m('js'))} |`,
        );
        console.log(rows.at(-1));
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  console.log(`\nmedian of ${runs} runs\n${rows.join('\n')}`);
  if (belowTarget) {
    console.error('a page scores below the target of 95');
    process.exitCode = 1;
  }
}

await main();
