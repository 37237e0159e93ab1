/**
 * The still a news video is shown with before it plays: a frame of the chosen file, drawn in this
 * browser (the server never decodes video) as a small JPEG.
 */

/** Wide enough for the home page's video frame, small enough to stay a few hundred kB. */
const posterWidth = 1280;
const posterQuality = 0.8;
/** A second in, past a fade from black; a shorter video gives its middle. */
const posterSecond = 1;

function once(target: EventTarget, type: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = () => reject(new Error('The video cannot be played in this browser'));
    target.addEventListener(type, () => resolve(), { once: true, signal });
    target.addEventListener('error', fail, { once: true, signal });
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** A JPEG of one frame of `file`; rejects when this browser cannot play it, or when `signal` fires. */
export async function captureVideoPoster(file: Blob, signal: AbortSignal): Promise<Blob> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  try {
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    const loaded = once(video, 'loadeddata', signal);
    video.src = url;
    await loaded;
    const seeked = once(video, 'seeked', signal);
    video.currentTime = Math.min(posterSecond, video.duration / 2 || 0);
    await seeked;
    const scale = Math.min(1, posterWidth / video.videoWidth);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The frame could not be drawn'))),
        'image/jpeg',
        posterQuality,
      ),
    );
  } finally {
    // Let go of the file before its address is revoked: a video left holding it goes on reading
    // ahead, and each read of a revoked address fails (a console error per read of a large file).
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
