/**
 * Stopping the server without cutting anyone off: on SIGTERM (a service manager, a container
 * stop) or SIGINT (Ctrl-C) it stops accepting connections, lets requests already under way finish,
 * stops the scheduled work (letting a backup or sweep under way finish), runs every close hook (the database
 * closes) and exits 0. Requests still running after the grace period are cut, so a stuck client
 * cannot hold the shutdown forever; a second signal ends the process at once.
 */
import type { FastifyInstance } from 'fastify';
import type { ScheduledWork } from './scheduled-runs';

/** How long requests under way may take to finish once the server is asked to stop. */
export const shutdownGraceMs = 10_000;

/** Closes the server: no new connections, requests under way finish (or are cut after `graceMs`). */
export async function closeGracefully(app: FastifyInstance, graceMs = shutdownGraceMs): Promise<void> {
  const force = setTimeout(() => app.server.closeAllConnections(), graceMs);
  force.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(force);
  }
}

/** On the first SIGTERM or SIGINT: stops the scheduled work and closes the server gracefully, then exits. */
export function exitOnSignals(app: FastifyInstance, scheduled: ScheduledWork[]): void {
  const stop = (signal: NodeJS.Signals) => {
    for (const other of ['SIGTERM', 'SIGINT'] as const) process.off(other, stop);
    app.log.info({ signal }, 'stopping: finishing the requests under way');
    Promise.all([...scheduled.map((work) => work.stop()), closeGracefully(app)]).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('The server did not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, stop);
}
