/**
 * One load run with autocannon: requests per second, latency percentiles (p95 computed here
 * from every response time: autocannon's own histogram has p90 and p97.5 but no p95), and
 * every kind of error (connection errors, timeouts, non-2xx answers, bodies that are not a
 * success) counted together.
 */
import autocannon, { type Request } from 'autocannon';
import { rank as percentile } from './percentile';

interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  requests: Request[];
  /** Requests per second across all connections (the poll); unlimited when absent. */
  rate?: number;
  /** True when a response body is a success (checked on every response). */
  verify: (body: string) => boolean;
}

export interface LoadResult {
  connections: number;
  rate?: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  /** The parts of `errors`. */
  detail: { connection: number; timeouts: number; non2xx: number; badBody: number };
}

const round = (n: number, digits = 2): number => Number(n.toFixed(digits));

export const runLoad = async (opts: LoadOptions): Promise<LoadResult> => {
  const times: number[] = [];
  const instance = autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.duration,
    overallRate: opts.rate,
    timeout: 10,
    requests: opts.requests,
    verifyBody: opts.verify,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  const result = await instance;
  const sorted = Float64Array.from(times).sort();
  const detail = { connection: result.errors - result.timeouts, timeouts: result.timeouts, non2xx: result.non2xx, badBody: result.mismatches };
  return {
    connections: opts.connections,
    rate: opts.rate,
    requests: times.length,
    rps: round(times.length / result.duration, 1),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? 0),
    errors: result.errors + result.non2xx + result.mismatches,
    detail,
  };
};

/** Our envelope's success: `{"status":200,...}`. */
export const envelopeOk = (body: string): boolean => body.startsWith('{"status":200');
