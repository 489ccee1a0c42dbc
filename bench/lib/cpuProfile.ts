/** Where a V8 CPU profile (.cpuprofile) spent its time: self time per function and per package. */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const place = (url: string): string => {
  if (url.includes('/node_modules/')) return url.split('/node_modules/').pop()?.split('/')[0] ?? url;
  const src = /\/(src|bench)\/(.*)$/.exec(url);
  if (src) return `${src[1]}/${src[2].split('/').slice(0, 2).join('/')}`;
  return url.startsWith('node:') ? url : '(native)';
};

export const summarise = (file: string, top = 20): string => {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    total += dt;
    const cf = byId.get(id)?.callFrame;
    if (!cf) return;
    const name = `${cf.functionName || '(anonymous)'} ${place(cf.url)}:${cf.lineNumber}`;
    self.set(name, (self.get(name) ?? 0) + dt);
    const where = cf.url ? place(cf.url) : cf.functionName || '(native)';
    byPlace.set(where, (byPlace.get(where) ?? 0) + dt);
  });
  const lines = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
  return [`${(total / 1e6).toFixed(1)} s sampled`, '-- self time by function', ...lines(self), '-- by package or folder', ...lines(byPlace)].join('\n');
};
