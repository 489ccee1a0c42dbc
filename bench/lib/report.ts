/** The benchmark's verdicts against the targets (docs/performance.md) and a Markdown summary. */
import type { MachineInfo } from './machine';
import type { DatabaseResult } from './postgresSuite';
import type { Run } from './suite';

interface Target {
  name: string;
  goal: string;
  value: string;
  met: boolean;
}

const find = (runs: Run[], scenario: string, connections: number): Run | undefined =>
  runs.find((r) => r.scenario === scenario && r.connections === connections);

const ratio = (result: DatabaseResult, connections: number): number | undefined => {
  const ours = find(result.runs, 'list', connections);
  const minimal = find(result.minimal, 'minimal', connections);
  return ours && minimal && minimal.rps > 0 ? Number((ours.rps / minimal.rps).toFixed(2)) : undefined;
};

export const targets = (pg: DatabaseResult): Target[] => {
  const list50 = find(pg.runs, 'list', 50);
  const poll = find(pg.runs, 'poll', 50);
  const r = ratio(pg, 50);
  const errors = [...pg.runs, ...pg.minimal].reduce((s, x) => s + x.errors, 0);
  return [
    { name: 'list p95 at 50 connections (PostgreSQL)', goal: '< 30 ms', value: `${list50?.p95 ?? '?'} ms`, met: (list50?.p95 ?? Infinity) < 30 },
    { name: 'list throughput vs minimal handler (50 connections)', goal: '>= 0.60', value: String(r ?? '?'), met: (r ?? 0) >= 0.6 },
    { name: 'errors in every run', goal: '0', value: String(errors), met: errors === 0 },
    { name: 'unread poll p99, 500 sessions', goal: '< 20 ms', value: `${poll?.p99 ?? '?'} ms at ${poll?.rps ?? '?'} req/s`, met: (poll?.p99 ?? Infinity) < 20 },
  ];
};

const row = (r: Run): string =>
  `| ${r.scenario} | ${r.connections}${r.rate ? ` (${r.rate}/s)` : ''} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r.rssMb.start} → ${r.rssMb.peak} → ${r.rssMb.end} |`;

export const markdown = (machine: MachineInfo, results: DatabaseResult[], verdicts: Target[]): string => {
  const lines = [
    `Measured ${new Date().toISOString()} on ${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGb} GB, Node ${machine.node}; ` +
      `1-minute load average at the start: ${machine.loadAverage1m}. autocannon runs on the same machine as the server and the database.`,
    '',
  ];
  for (const result of results) {
    lines.push(`### ${result.database === 'postgres' ? 'PostgreSQL' : 'PGlite'} (${Object.entries(result.rows).map(([t, n]) => `${n} ${t}`).join(', ')})`, '');
    lines.push('| scenario | connections | req/s | p50 ms | p95 ms | p99 ms | errors | server RSS MB (start → peak → end) |', '|---|---|---|---|---|---|---|---|');
    for (const r of [...result.runs, ...result.minimal]) lines.push(row(r));
    lines.push('', `List throughput as a share of the minimal handler: ${ratio(result, 10) ?? '?'} at 10 connections, ${ratio(result, 50) ?? '?'} at 50.`, '');
  }
  lines.push('### Targets (PostgreSQL)', '', '| target | goal | measured | met |', '|---|---|---|---|');
  for (const t of verdicts) lines.push(`| ${t.name} | ${t.goal} | ${t.value} | ${t.met ? 'yes' : 'NO'} |`);
  return `${lines.join('\n')}\n`;
};
