/**
 * The log of the server the browser tests run against (every request, one JSON line each, written
 * by tests/e2e/global-setup.ts): what a test reads when the browser alone cannot say what happened,
 * such as a beacon that leaves with its page.
 */
import { existsSync, readFileSync } from 'node:fs';

/** Where the browser tests' server writes its log. */
export const serverLogFile = 'reports/e2e-server.log';

interface LogEntry {
  level: number;
  time: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  err?: { message?: string };
}

/** Every entry logged so far; lines that are not the log's (the start-up banner) are left out. */
function entries(file = serverLogFile): LogEntry[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        return [JSON.parse(line) as LogEntry];
      } catch {
        // The last line, still being written.
        return [];
      }
    });
}

/** The request each entry belongs to, as `POST /api/contact`. */
function requestsById(all: LogEntry[]): Map<string, string> {
  const requests = new Map<string, string>();
  for (const entry of all)
    if (entry.reqId && entry.req) requests.set(entry.reqId, `${entry.req.method} ${entry.req.url}`);
  return requests;
}

/** The requests to `method url` since `since` (epoch ms), each with its answer's status once sent. */
export function requestsTo(method: string, url: string, since: number): string[] {
  const all = entries();
  const asked = all.filter(
    (entry) => entry.time >= since && entry.req?.method === method && entry.req.url === url && entry.reqId,
  );
  return asked.map((request) => {
    const answer = all.find((entry) => entry.reqId === request.reqId && entry.res);
    const at = new Date(request.time).toISOString().slice(11, 23);
    return `${at} ${method} ${url}: ${answer?.res ? answer.res.statusCode : 'no answer logged'}`;
  });
}

/** Every warning and error the server logged, each with the request it came from. */
export function serverComplaints(file = serverLogFile): string[] {
  const all = entries(file);
  const requests = requestsById(all);
  return all
    .filter((entry) => entry.level >= 40)
    .map((entry) => {
      const request = entry.reqId ? ` (${requests.get(entry.reqId) ?? entry.reqId})` : '';
      const error = entry.err?.message && entry.err.message !== entry.msg ? `: ${entry.err.message}` : '';
      return `${new Date(entry.time).toISOString()} ${entry.msg}${error}${request}`;
    });
}
