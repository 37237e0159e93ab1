/**
 * A backup refused for want of disk space leaves a note in the backups folder: the dashboard then
 * says so, in the administrator's language, until a backup is taken again. The server's log alone
 * would reach only whoever reads it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isMissingFile } from './backup-folders';

const noteName = 'refused-for-room.json';

export async function noteRefusedForRoom(backupsFolder: string, at: number): Promise<void> {
  await writeFile(
    path.join(backupsFolder, noteName),
    `${JSON.stringify({ refusedAt: new Date(at).toISOString() })}\n`,
    { mode: 0o600 },
  );
}

/** When a backup was last refused for want of disk space, or null. */
export async function refusedForRoomAt(backupsFolder: string): Promise<number | null> {
  try {
    const { refusedAt } = JSON.parse(await readFile(path.join(backupsFolder, noteName), 'utf8'));
    const ms = typeof refusedAt === 'string' ? Date.parse(refusedAt) : Number.NaN;
    return Number.isNaN(ms) ? null : ms;
  } catch (error) {
    if (isMissingFile(error) || error instanceof SyntaxError) return null;
    throw error;
  }
}
