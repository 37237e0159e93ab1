/** A process's memory as Linux reports it in /proc/<pid>/status, for the benchmarks. */
import { readFileSync } from 'node:fs';

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const found = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, 'm').exec(
    readFileSync(`/proc/${pid}/status`, 'utf8'),
  );
  if (!found?.[1]) throw new Error(`no ${field} for process ${pid}`);
  return Number(found[1]);
}

/** The process's resident memory now, in bytes. */
export function residentBytes(pid: number): number {
  return statusKb(pid, 'VmRSS') * 1024;
}

/** The most resident memory the process has had since it started (its high-water mark), in bytes. */
export function peakResidentBytes(pid: number): number {
  return statusKb(pid, 'VmHWM') * 1024;
}
