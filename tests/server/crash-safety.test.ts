/**
 * The real server, killed outright (SIGKILL) while several product creations and news uploads are
 * in flight (some still sending their image, some being stored), then started again on the same data folder: the
 * database is sound, every product is whole with the translation it was created with, nothing
 * points at a missing file, and whatever the crash left in the media folder is swept.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { childDatabaseFile, childMediaDir, prepareSeededDatabase, startChildServer } from './child-server';
import { filesUnder, makeImage, multipart } from './multipart';

const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-test-'));
const databaseFile = childDatabaseFile(dataDir);
const mediaDir = childMediaDir(dataDir);
const password = 'crash-test-password';
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The server on the throw-away data folder, once it says where it listens. */
async function startServer(): Promise<{ child: ChildProcess; origin: string; output: () => string }> {
  const server = startChildServer({ dataDir, adminPassword: password, logLevel: 'info' });
  started.push(server.child);
  return { child: server.child, origin: await server.origin, output: server.output };
}

function send(
  origin: string,
  { method, url, headers, body }: { method: string; url: string; headers: object; body?: Buffer },
  { cutAt }: { cutAt?: number } = {},
): Promise<{ status: number; body: string } | null> {
  return new Promise((resolve) => {
    const req = request(`${origin}${url}`, { method, headers: { ...headers } }, (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', () => resolve(null));
    });
    // A killed server answers nothing: the request just ends.
    req.on('error', () => resolve(null));
    if (body && cutAt !== undefined) req.write(body.subarray(0, cutAt));
    else req.end(body);
  });
}

async function creation(index: number, image: Buffer) {
  const { headers, payload } = multipart([
    { name: 'name', value: `Crash Pipe ${index}` },
    { name: 'description', value: 'A pipe created while the server was killed.' },
    {
      name: 'translation',
      value: JSON.stringify({ name: `أنبوب رقم ${index}`, description: 'أنبوب أنشئ أثناء إيقاف الخادم.' }),
    },
    { name: 'image', filename: `pipe-${index}.jpg`, contentType: 'image/jpeg', data: image },
  ]);
  return { headers, body: payload as Buffer };
}

describe('a crash during uploads', () => {
  it('leaves a sound database, whole products and no stray files after a restart', {
    timeout: 40_000,
  }, async () => {
    // The samples would take most of the time: this data folder has had them already.
    await prepareSeededDatabase(dataDir);

    const first = await startServer();
    const login = await send(first.origin, {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ username: 'admin', password })),
    });
    const { token } = JSON.parse(login?.body ?? '{}');
    const auth = { authorization: `Bearer ${token}` };
    const image = await makeImage('jpeg', { width: 1600, height: 1200 });

    const forms = await Promise.all(Array.from({ length: 8 }, (_, index) => creation(index, image)));
    const upload = (index: number, cutAt?: number) => {
      const { headers, body } = forms[index] ?? { headers: {}, body: Buffer.alloc(0) };
      return send(
        first.origin,
        { method: 'POST', url: '/api/products/upload', headers: { ...headers, ...auth }, body },
        { cutAt },
      );
    };
    // Two uploads stop halfway through their image and stay open; six arrive whole.
    const halfway = [
      upload(0, (forms[0]?.body.length ?? 0) / 2),
      upload(1, (forms[1]?.body.length ?? 0) / 2),
    ];
    const whole = Array.from({ length: 6 }, (_, index) => upload(index + 2));
    const newsForm = multipart([
      { name: 'title', value: 'A news item sent while the server was killed' },
      { name: 'description', value: 'Its picture is being stored.' },
      { name: 'image', filename: 'news.jpg', contentType: 'image/jpeg', data: image },
    ]);
    const news = [0, 1].map(() =>
      send(first.origin, {
        method: 'POST',
        url: '/api/news/upload',
        headers: { ...newsForm.headers, ...auth },
        body: newsForm.payload as Buffer,
      }),
    );
    // Killed as soon as one creation is answered: the others are at every stage of theirs.
    await Promise.race([Promise.race(whole), new Promise((resolve) => setTimeout(resolve, 4000))]);
    first.child.kill('SIGKILL');
    const answers = await Promise.all([...halfway, ...whole]);
    await Promise.all(news);
    const created = answers.filter((answer) => answer?.status === 201).length;
    expect(filesUnder(path.join(mediaDir, 'tmp')).length).toBeGreaterThan(0);
    const second = await startServer();
    const health = await send(second.origin, { method: 'GET', url: '/api/health', headers: {} });
    expect(health?.status).toBe(200);

    const sqlite = new SQLite(databaseFile, { readonly: true });
    try {
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      const products = sqlite
        .prepare(
          `select p.id, p.name, p.description, p.image, p.image_variants, t.name as ar_name
           from products p left join product_translations t on t.product_id = p.id and t.language_code = 'ar'`,
        )
        .all() as {
        name: string;
        description: string;
        image: string;
        image_variants: string;
        ar_name: string | null;
      }[];
      // Every creation answered 201 survived; others may have committed just before the kill.
      expect(products.length).toBeGreaterThanOrEqual(created);
      const shown: string[] = [];
      const expectFilesExist = (files: string[]) => {
        for (const file of files) {
          expect(existsSync(path.join(mediaDir, file.replace(/^\/media\//, ''))), file).toBe(true);
          shown.push(file.replace(/^\/media\//, ''));
        }
      };
      for (const product of products) {
        const index = /^Crash Pipe (\d+)$/.exec(product.name)?.[1];
        expect(index, product.name).toBeDefined();
        expect(product.description).toBe('A pipe created while the server was killed.');
        expect(product.ar_name).toBe(`أنبوب رقم ${index}`);
        const files = [
          product.image,
          ...JSON.parse(product.image_variants).map((v: { path: string }) => v.path),
        ];
        expect(files.length).toBeGreaterThan(1);
        expectFilesExist(files);
      }
      const newsRows = sqlite.prepare('select image_path, image_variants from news').all() as {
        image_path: string;
        image_variants: string;
      }[];
      for (const row of newsRows)
        expectFilesExist([
          row.image_path,
          ...JSON.parse(row.image_variants).map((v: { path: string }) => v.path),
        ]);
      // What the crash left (half-received uploads, images whose row never committed) is gone.
      expect(filesUnder(mediaDir)).toEqual(shown.sort());
    } finally {
      sqlite.close();
    }
    expect(second.output()).toContain('swept');
    second.child.kill('SIGKILL');
  });
});
