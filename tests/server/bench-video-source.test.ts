import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { videoSource } from '../../scripts/upload-bench/video-source';

describe("the upload benchmark's video", () => {
  it('gives the same bytes from any offset, as a resumed upload needs', async () => {
    const source = videoSource(300_001);
    const whole = await buffer(source.streamFrom(0));
    expect(whole).toHaveLength(300_001);
    expect(whole.subarray(4, 12).toString('latin1')).toBe('ftypisom');
    for (const offset of [0, 7, 24, 25, 65_536 + 3, 300_000])
      expect((await buffer(source.streamFrom(offset))).equals(whole.subarray(offset))).toBe(true);
    expect(await source.sha256()).toBe(createHash('sha256').update(whole).digest('hex'));
    // No repeated pattern, so bytes stored at the wrong offset change the hash.
    expect(whole.subarray(1_024, 1_056).equals(whole.subarray(66_560, 66_592))).toBe(false);
  });
});
