/** What Linux reports of a process in /proc/<pid>, for the benchmarks. */
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

/** Clock ticks per second of /proc's times: 100 on every Linux architecture Node runs on. */
const ticksPerSecond = 100;

/**
 * The processor time the process has used so far (user and system), in ms. Unlike the wall time,
 * it barely moves when other work shares the machine.
 */
export function processorMs(pid: number): number {
  // The command name (field 2) is in parentheses and may hold spaces: count from after it.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}
