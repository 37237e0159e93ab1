/**
 * The API reference: the OpenAPI document the server generates from its routes' schemas, checked
 * against the route table itself, and the page that shows it under the site's content policy.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app';
import { openapiPath, referencePath } from '../../src/server/plugins/api-reference';
import { startTestServer } from './helpers';

interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  contentMediaType?: string;
  contentSchema?: JsonSchema;
  $ref?: string;
}
interface Content {
  [type: string]: { schema: JsonSchema };
}
interface Operation {
  'x-access'?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Content };
  responses: Record<string, { description: string; content?: Content }>;
}
interface ApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, JsonSchema> };
}

/** An inline script, as the server admits a page's own by its digest. */
const pageHtml = '<!doctype html><title>page</title><script>document.title = "ready"</script>';

let app: App;
let doc: ApiDocument;
beforeAll(async () => {
  app = await startTestServer(
    {},
    {
      renderer: {
        assets: { scripts: [], stylesheets: [] },
        render: async () => new Response(pageHtml, { headers: { 'content-type': 'text/html' } }),
      },
    },
  );
  const res = await app.inject(openapiPath);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  doc = res.json<ApiDocument>();
});
afterAll(() => app.close());

/** Every API operation the server has: its routes but the reference page's own, a GET's HEAD left to it. */
function apiRoutes() {
  const isGetsHead = (method: string, url: string) =>
    method === 'HEAD' && app.routeAccess.some((route) => route.method === 'GET' && route.url === url);
  return app.routeAccess
    .filter(({ method, url }) => !isGetsHead(method, url) && !url.startsWith(referencePath))
    .map((route) => ({ ...route, path: route.url.replace(/:(\w+)/g, '{$1}') }));
}

function operations(): { key: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
}

function operation(method: string, path: string): Operation {
  const found = doc.paths[path]?.[method.toLowerCase()];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
}

function jsonAnswer(method: string, path: string, status: number): JsonSchema | undefined {
  return operation(method, path).responses[status]?.content?.['application/json']?.schema;
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    // The parser resolves references in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('has every /api route with its access and security, and nothing else', () => {
    const documented = Object.fromEntries(
      operations().map(({ key, operation }) => [
        key,
        { access: operation['x-access'], security: operation.security, description: operation.description },
      ]),
    );
    const expected = Object.fromEntries(
      apiRoutes().map(({ method, path, access }) => [
        `${method} ${path}`,
        {
          access,
          security: access === 'public' ? [] : [{ bearer: [] }],
          description: expect.stringContaining(`Access: ${access}.`),
        },
      ]),
    );
    expect(documented).toEqual(expected);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('documents the refusals each route can answer, in the errors plugin’s shape', () => {
    const refusal = doc.components.schemas.Refusal;
    expect(refusal?.required).toEqual(['success', 'message', 'code']);
    expect(refusal?.properties?.success?.enum).toEqual([false]);
    expect(refusal?.properties?.code?.enum).toContain('adminOnly');
    for (const { method, path, access } of apiRoutes()) {
      const { responses, parameters = [], requestBody } = operation(method, path);
      const statuses = Object.keys(responses);
      const route = `${method} ${path}`;
      if (access !== 'public') expect(statuses, route).toContain('401');
      expect(statuses.includes('403'), route).toBe(access === 'admin');
      if (path.includes('{id}')) expect(statuses, route).toContain('404');
      if (parameters.length > 0 || requestBody) expect(statuses, route).toContain('400');
      if (requestBody) expect(statuses, route).toEqual(expect.arrayContaining(['413', '415']));
      // The health check's 503 is an answer of its own, not a refusal.
      for (const status of statuses.filter((code) => code.startsWith('4'))) {
        expect(jsonAnswer(method, path, Number(status)), `${route} ${status}`).toEqual({
          $ref: '#/components/schemas/Refusal',
        });
      }
    }
    expect(Object.keys(operation('POST', '/api/users').responses)).toEqual(
      expect.arrayContaining(['409', '429']),
    );
    expect(Object.keys(operation('POST', '/api/login').responses)).toEqual(
      expect.arrayContaining(['401', '429']),
    );
  });

  it('documents what every route answers when it succeeds', () => {
    for (const { method, path } of apiRoutes()) {
      const answers = Object.entries(operation(method, path).responses).filter(([status]) => status < '400');
      expect(
        answers.some(([, answer]) => answer.content !== undefined),
        `${method} ${path} documents no answer`,
      ).toBe(true);
    }
  });

  it('gives the shapes of the routes’ schemas', () => {
    const create = operation('POST', '/api/users').requestBody?.content['application/json']?.schema;
    expect(create?.required).toEqual(expect.arrayContaining(['username', 'password']));
    expect(create?.properties?.role?.enum).toEqual(['admin', 'user']);
    const users = jsonAnswer('GET', '/api/users', 200);
    expect(users?.type).toBe('array');
    expect(users?.items?.required).toEqual(expect.arrayContaining(['id', 'username', 'role']));
    expect(operation('PUT', '/api/users/{id}').parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path' }),
    );
  });

  it('gives the shapes of answers the routes send already encoded', () => {
    const list = jsonAnswer('GET', '/api/products', 200);
    expect(list?.type).toBe('array');
    expect(list?.items?.required).toEqual(expect.arrayContaining(['id', 'name', 'imageVariants']));
    expect(jsonAnswer('GET', '/api/products/{id}', 200)?.required).toContain('specifications');
    const csv = operation('GET', '/api/subscriptions/export.csv').responses[200]?.content;
    expect(Object.keys(csv ?? {})).toEqual(['text/csv']);
  });

  it('documents the uploads as multipart forms with their fields and files', () => {
    const video = operation('POST', '/api/news/video-upload').requestBody?.content['multipart/form-data']
      ?.schema;
    expect(video?.required).toEqual(['video']);
    expect(video?.properties?.video).toMatchObject({ type: 'string', format: 'binary' });
    expect(video?.properties?.poster).toMatchObject({ format: 'binary', contentMediaType: 'image/jpeg' });
    expect(video?.properties?.title?.type).toBe('string');
    const product = operation('POST', '/api/products/upload').requestBody?.content['multipart/form-data']
      ?.schema;
    expect(product?.required).toEqual(expect.arrayContaining(['name', 'description', 'image']));
    // Lists travel as JSON text in their part.
    expect(product?.properties?.features).toMatchObject({
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: { type: 'array' },
    });
    const image = operation('POST', '/api/products/{id}/image').requestBody?.content['multipart/form-data']
      ?.schema;
    expect(Object.keys(image?.properties ?? {})).toEqual(['image']);
  });

  it('documents the public forms as JSON or URL-encoded, with the redirect a plain form post gets', () => {
    for (const path of ['/api/contact', '/api/subscriptions']) {
      const { requestBody, responses } = operation('POST', path);
      expect(Object.keys(requestBody?.content ?? {})).toEqual([
        'application/json',
        'application/x-www-form-urlencoded',
      ]);
      expect(Object.keys(responses)).toEqual(expect.arrayContaining(['303', '429']));
    }
  });
});

describe('the reference page', () => {
  /** The value of one directive of a content security policy. */
  function directive(policy: unknown, name: string): string | undefined {
    return String(policy)
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `));
  }

  it('reads the same document', async () => {
    const res = await app.inject(`${referencePath}/json`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(doc);
  });

  it('loads only files of its own, which the site’s policy admits, and the policy is no looser there', async () => {
    const page = await app.inject(referencePath);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // The site's policy runs scripts and stylesheets from its own origin only, and no inline script.
    const policy = page.headers['content-security-policy'];
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'style-src')).toMatch(/^style-src 'self'/);
    expect(policy).toBe((await app.inject('/api/health')).headers['content-security-policy']);

    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    const files = [
      ...scripts.map(([, attributes = '', body = '']) => {
        expect(body.trim(), 'an inline script').toBe('');
        return { url: /src="([^"]+)"/.exec(attributes)?.[1], type: 'application/javascript' };
      }),
      ...[...page.body.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, url]) => ({
        url,
        type: 'text/css',
      })),
    ];
    for (const { url, type } of files) {
      expect(url).toMatch(new RegExp(`^${referencePath}/static/`));
      const file = await app.inject(String(url));
      expect(file.statusCode, String(url)).toBe(200);
      expect(file.headers['content-type']).toContain(type);
    }
  });

  it('leaves other pages their strict policy', async () => {
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    const scriptSrc = directive(res.headers['content-security-policy'], 'script-src');
    expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[^']+'$/);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
