/**
 * The video sent as the admin's browser sends it: a resumable upload through a throttled link,
 * then the news video form naming the finished upload.
 */
import { uploadField } from '../../src/api/uploads';
import { startThrottledLink } from '../../tests/helpers/throttled-link';
import type { Answer } from './http';
import { postNewsVideo } from './news-video-form';
import type { BenchOptions } from './options';
import { createUpload, sendUpload } from './tus-client';
import type { VideoSource } from './video-source';

export interface ResumableRun {
  answer: Answer;
  /** Client→server bytes through the link, the requests' headers included. */
  linkBytes: number;
  /** How many times the upload went on from the server's offset. */
  resumes: number;
}

export async function uploadResumably(
  serverUrl: string,
  token: string,
  source: VideoSource,
  fields: Record<string, string>,
  options: Pick<BenchOptions, 'bytesPerSecond' | 'cutAtBytes'>,
): Promise<ResumableRun> {
  const { hostname, port } = new URL(serverUrl);
  const link = await startThrottledLink({
    target: { host: hostname, port: Number(port) },
    bytesPerSecond: options.bytesPerSecond,
  });
  try {
    const upload = await createUpload(link.url, token, source, {
      kind: 'newsVideo',
      filename: 'benchmark.mp4',
    });
    // Counted from here, the cut falls that far into the video (less the PATCH's headers).
    if (options.cutAtBytes !== undefined) link.cutAt(link.uploadedBytes + options.cutAtBytes);
    const resumes = await sendUpload(upload, token, source);
    const answer = await postNewsVideo(link.url, token, { ...fields, [uploadField]: upload.id });
    return { answer, linkBytes: link.uploadedBytes, resumes };
  } finally {
    await link.close();
  }
}
