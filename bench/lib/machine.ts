/** Where the figures were measured: they mean little without the machine and how busy it was. */
import { cpus, loadavg, totalmem } from 'node:os';

export interface MachineInfo {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  loadAverage1m: number;
}

export const machineInfo = (): MachineInfo => ({
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  memoryGb: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  loadAverage1m: Number(loadavg()[0].toFixed(2)),
});
