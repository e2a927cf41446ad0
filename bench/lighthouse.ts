import { existsSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { publicPages } from '@motorpool/domain/public-pages';
import { startServer } from './lib/server.ts';
import { buildWeb, kb } from './routes.ts';

// Lighthouse mobile (its default: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown;
// performance, accessibility, best practices and SEO) on every public page of the marketing
// site, the sign-in pages and a company's home, catalogue and vehicle page, against the real
// server serving the built app. A fresh profile has made no cookie choice: the consent banner
// is on every page measured, as a first visitor sees it. Also sums the JavaScript Chromium
// actually transferred, to check routes.ts's figures.
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
// Every public page of the marketing site (landing first), then the sign-in pages.
const marketingPages: Page[] = publicPages.map(({ id, path }) => ({
  name: id,
  path,
  tenant: false,
}));
const firstPages: Page[] = [
  ...marketingPages,
  { name: 'login (tenant)', path: '/auth/login', tenant: true },
  { name: 'login (platform admin)', path: '/admin/auth/login', tenant: false },
];
// A visitor's way to a car on the demo company: its home, the catalogue, a vehicle's page.
const customerPages: Page[] = [
  { name: 'customer home', path: '/', tenant: true },
  { name: 'catalog', path: '/catalog', tenant: true },
  { name: 'vehicle page', path: '/vehicles/:id', tenant: true },
];
// LIGHTHOUSE_PAGES=marketing|first|customer|all (default all); marketing: the public pages only
const chosen = process.env.LIGHTHOUSE_PAGES ?? 'all';
const pages =
  chosen === 'marketing'
    ? marketingPages
    : [...(chosen === 'customer' ? [] : firstPages), ...(chosen === 'first' ? [] : customerPages)];

// The demo company's first bookable car, for the vehicle page's address.
async function firstVehicleId(port: string): Promise<string> {
  const response = await fetch(
    `http://127.0.0.1:${port}/api/v1/public/catalogue/vehicles?limit=1`,
    { headers: { 'x-tenant-id': 'demo' } },
  );
  const body = (await response.json()) as { data: { id: string }[] };
  const id = body.data[0]?.id;
  if (!id) throw new Error('the demo company lists no vehicle');
  return id;
}

type Sample = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function measure(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
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
  const category = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  // What costs the non-performance categories their points, to read beside the figures.
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}/${ref.id}`),
  );
  if (failing.length > 0) console.log(`${url}: failing ${failing.join(', ')}`);
  if (process.env.LIGHTHOUSE_DETAILS) {
    for (const id of failing) {
      const details = lhr.audits[id.split('/')[1] ?? '']?.details as
        { items?: unknown[] } | undefined;
      console.log(id, JSON.stringify(details?.items?.slice(0, 3)).slice(0, 1500));
    }
  }
  return {
    score: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
  };
}

// Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: that run is
// taken again, up to twice.
async function measureOnce(url: string, port: number): Promise<Sample> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url, port);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error;
    }
  }
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
  const vehicleId = pages.some((page) => page.path.includes(':id'))
    ? await firstVehicleId(port)
    : '';
  const rows = [
    '| page | lang | score | FCP ms | LCP ms | TBT ms | CLS | JS transferred KB | accessibility | best practices | SEO |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  let belowTarget = false;
  try {
    for (const page of pages) {
      for (const language of ['en', 'ar']) {
        const host = page.tenant ? `demo.localhost:${port}` : `localhost:${port}`;
        const url = `http://${host}${page.path.replace(':id', vehicleId)}?lng=${language}`;
        const samples: Sample[] = [];
        for (let run = 0; run < runs; run += 1) samples.push(await measureOnce(url, chrome.port));
        const m = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
        const scores = ['score', 'accessibility', 'bestPractices', 'seo'] as const;
        if (scores.some((key) => m(key) < 95)) belowTarget = true;
        rows.push(
          `| ${page.name} | ${language} | ${m('score')} | ${m('fcp').toFixed(0)} | ${m('lcp').toFixed(0)} | ${m('tbt').toFixed(0)} | ${m('cls').toFixed(3)} | ${kb(m('js'))} | ${m('accessibility')} | ${m('bestPractices')} | ${m('seo')} |`,
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
