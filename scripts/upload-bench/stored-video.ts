/** The SHA-256 of the file a news item's video was stored as, read from the media folder. */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { NewsArticle } from '../../src/api/news';

/** `dataDir` is the throw-away server's: its MEDIA_DIR is `media` there, served under /media/. */
export async function storedVideoSha256(
  serverUrl: string,
  dataDir: string,
  token: string,
  newsId: number,
): Promise<string> {
  const answer = await fetch(`${serverUrl}/api/admin/news/${newsId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { video_path: videoPath } = (await answer.json()) as NewsArticle;
  if (!videoPath?.startsWith('/media/')) throw new Error(`news item ${newsId} has no video: ${videoPath}`);
  const hash = createHash('sha256');
  await pipeline(createReadStream(path.join(dataDir, 'media', videoPath.slice('/media/'.length))), hash);
  return hash.digest('hex');
}
