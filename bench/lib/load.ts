import autocannon from 'autocannon';

export type LoadResult = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** responses per status code */
  statuses?: Record<string, number>;
};

export async function load(
  name: string,
  options: {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /** a new body for every request (each create books another car or period) */
    nextBody?: () => string;
    connections: number;
    seconds: number;
  },
): Promise<LoadResult> {
  const { nextBody } = options;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    ...(nextBody ? { requests: [{ setupRequest: (req) => ({ ...req, body: nextBody() }) }] } : {}),
    connections: options.connections,
    duration: options.seconds,
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
  );
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    statuses,
  };
}

// Runs `query` from `concurrency` loops for `seconds`; the same work the API does, minus HTTP.
export async function rawLoad(
  name: string,
  query: () => Promise<unknown>,
  concurrency: number,
  seconds: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        await query();
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.floor(q * (latencies.length - 1))]! * 10) / 10;
  return {
    name,
    rps: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p99: at(0.99),
    errors: 0,
  };
}
