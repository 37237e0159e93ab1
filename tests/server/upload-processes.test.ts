import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChildServer, childMediaDir, prepareSeededDatabase, startChildServer } from './child-server';
import { makeVideo, multipart } from './multipart';

const dataDir = mkdtempSync(path.join(tmpdir(), 'upload-processes-'));
const password = randomBytes(12).toString('base64url');
const servers: ChildServer[] = [];
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
  rmSync(dataDir, { recursive: true, force: true });
});

const b64 = (text: string) => Buffer.from(text).toString('base64');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('a resumable upload on two server processes sharing the database and the media', () => {
  it('moves from one process to the other mid-upload: the second waits for the first to let go, and the file is whole', {
    timeout: 60_000,
  }, async () => {
    await prepareSeededDatabase(dataDir);
    servers.push(startChildServer({ dataDir, adminPassword: password }));
    const first = await servers[0]?.origin;
    servers.push(startChildServer({ dataDir, adminPassword: password }));
    const second = await servers[1]?.origin;
    if (!first || !second) throw new Error('The servers did not start');

    const login = await fetch(`${first}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    const { token } = (await login.json()) as { token: string };
    const tus = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
    const video = makeVideo('mp4', 512 * 1024);
    const created = await fetch(`${first}/api/uploads`, {
      method: 'POST',
      headers: {
        ...tus,
        'upload-length': String(video.length),
        'upload-metadata': `kind ${b64('newsVideo')},filename ${b64('line.mp4')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';

    // On the first process, a request sends 64 kB of the video, then its link stalls: it stays
    // open, holding the upload's lock.
    const { port, hostname } = new URL(first);
    const stalled = connect(Number(port), hostname);
    let stalledAnswer = '';
    stalled.on('data', (chunk) => {
      stalledAnswer += chunk.toString('latin1');
    });
    stalled.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => stalled.once('close', () => resolve()));
    const head = [
      `PATCH ${location} HTTP/1.1`,
      `host: ${hostname}:${port}`,
      `authorization: Bearer ${token}`,
      'tus-resumable: 1.0.0',
      'upload-offset: 0',
      'content-type: application/offset+octet-stream',
      `content-length: ${video.length}`,
    ].join('\r\n');
    stalled.write(`${head}\r\n\r\n`);
    stalled.write(video.subarray(0, 64 * 1024));
    // The first process has those bytes once the second sees them.
    let offset = 0;
    for (let tries = 0; tries < 100 && offset < 64 * 1024; tries += 1) {
      const read = await fetch(`${second}${location}`, { method: 'HEAD', headers: tus });
      offset = Number(read.headers.get('upload-offset'));
      if (offset < 64 * 1024) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(offset).toBe(64 * 1024);

    // The browser gives up on the stalled link and resumes on the second process.
    const rest = await fetch(`${second}${location}`, {
      method: 'PATCH',
      headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(video.subarray(offset)),
    });
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(video.length));
    // The first process was asked to let go, and ended its stalled request at once (not after the
    // idle timeout of 30 s that ends any silent connection).
    const ended = await Promise.race([
      closed.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
    ]);
    expect(ended).toBe(true);
    expect(stalledAnswer).toMatch(/^HTTP\/1\.1 \d{3} /);

    const { headers, payload } = multipart([
      { name: 'title', value: 'Line tour' },
      { name: 'upload', value: location.split('/').at(-1) ?? '' },
    ]);
    const saved = await fetch(`${first}/api/news/video-upload`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: new Uint8Array(payload as Buffer),
    });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: number };
    const item = (await (
      await fetch(`${second}/api/admin/news/${id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { video_path: string };
    const stored = readFileSync(
      path.join(childMediaDir(dataDir), item.video_path.replace(/^.*\/media\//, '')),
    );
    expect(sha256(stored)).toBe(sha256(video));
  });
});
