/**
 * The API reference: an OpenAPI 3.1 document generated from the zod schemas the routes validate and
 * answer with (`GET /api/openapi.json`), and a page that reads it (`/api/reference`, Swagger UI).
 * What a schema cannot say is added here for every route alike: who may call it (`x-access`, the
 * bearer scheme) and the refusals its access and input imply, all in the errors plugin's
 * `{ success: false, message, code }` shape.
 */
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { version } from '../../../package.json';
import { type MessageId, messages } from '../../api/messages';
import { company } from '../../content/company';
import { entityTagOf } from '../http/entity-tags';
import type { MediaRules } from '../media/media-files';
import type { Access } from './auth';

export const openapiPath = '/api/openapi.json';
export const referencePath = '/api/reference';

/** An answer with its description and its content by type, as fastify-type-provider-zod reads one: not JSON. */
interface DescribedAnswer {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

/**
 * What a route does itself, for the reference alone: Fastify neither validates nor serializes
 * with it, so a route states here what its handler reads or sends beyond its schema.
 */
export interface ApiReference {
  /** A body the handler reads itself (a multipart form, a form that may come URL-encoded), and its types. */
  body?: { schema: z.ZodObject; types: readonly string[] };
  /** Answers the handler sends already encoded (kept bytes, a CSV file), by status. */
  response?: Record<number, z.ZodType | DescribedAnswer>;
  /** Refusals beyond those its access and input imply, by status, each with its reason. */
  refusals?: Record<number, string>;
}

declare module 'fastify' {
  interface FastifySchema {
    apiReference?: ApiReference;
  }
}

/** A multipart form the handler reads itself, by its parts. */
export function multipartForm(parts: z.ZodObject): NonNullable<ApiReference['body']> {
  return { schema: parts, types: ['multipart/form-data'] };
}

/** A CSV file a route answers (`what` it holds, a row each), as `apiReference.response` describes it. */
export function csvAnswer(what: string, columns: readonly string[]): DescribedAnswer {
  const description = `${what} as CSV, a row each: ${columns.map((column) => `\`${column}\``).join(', ')}.`;
  return { description, content: { 'text/csv': { schema: z.string() } } };
}

/** An answer without a body (204, or what the headers alone say), as `apiReference.response` describes it. */
export function emptyAnswer(description: string): DescribedAnswer {
  return { description, content: { 'text/plain': { schema: z.string().max(0) } } };
}

/** A file part of a multipart form: of one of its kind's types, smaller than its limit. */
export function formFile(rules: MediaRules) {
  return z
    .file()
    .mime(Object.keys(rules.extensions))
    .max(rules.maxBytes - 1);
}

const refusalSchema = z.object({
  success: z.literal(false),
  message: z.string().describe('What was wrong, in English.'),
  code: z
    .enum(Object.keys(messages) as [MessageId, ...MessageId[]])
    .describe("The message's identifier, to show it in the reader's language."),
});

/** The refusals an access level and a route's input imply, with their reasons. */
const impliedRefusals = {
  400: 'The request breaks a rule: `message` says which, `code` names it.',
  401: 'No live session: no bearer token, or one whose session has ended.',
  403: 'Signed in, but not allowed: the route is for administrators.',
  404: 'Nothing has that id.',
  413: 'The body, or a field or file in it, is larger than the route takes.',
  415: 'The body, or a file in it, is of a type the route does not take.',
} as const;

const accessLines: Record<Access, string> = {
  public: 'Access: public. Anyone may call it.',
  signedIn: 'Access: signedIn. A bearer token from `POST /api/login`, of any live session.',
  admin: "Access: admin. A bearer token from `POST /api/login`, of an administrator's session.",
};

function refusalsOf(schema: FastifySchema, access: Access): Record<number, string> {
  const { body, params, querystring, apiReference } = schema;
  const takesBody = body !== undefined || apiReference?.body !== undefined;
  const statuses: (keyof typeof impliedRefusals)[] = [
    ...(takesBody || params !== undefined || querystring !== undefined ? [400 as const] : []),
    ...(access === 'public' ? [] : [401 as const]),
    ...(access === 'admin' ? [403 as const] : []),
    ...(params instanceof z.ZodObject && 'id' in params.shape ? [404 as const] : []),
    ...(takesBody ? [413 as const, 415 as const] : []),
  ];
  return {
    ...Object.fromEntries(statuses.map((status) => [status, impliedRefusals[status]])),
    ...apiReference?.refusals,
  };
}

type JsonSchema = { type?: unknown; properties?: Record<string, JsonSchema> };

/**
 * A multipart form's parts are text: a list or an object travels as JSON text (the product upload's
 * lists, its Arabic translation), which JSON Schema says with `contentMediaType` and `contentSchema`.
 */
function asFormParts(body: JsonSchema): JsonSchema {
  const parts = Object.entries(body.properties ?? {}).map(([name, part]) => [
    name,
    part.type === 'array' || part.type === 'object'
      ? { type: 'string', contentMediaType: 'application/json', contentSchema: part }
      : part,
  ]);
  return { ...body, properties: Object.fromEntries(parts) };
}

/** Routes are grouped by what their path names: `/api/products/:id` under products, `/api/admin/news` under news. */
function tagOf(url: string): string {
  return url.split('/').find((segment) => !['', 'api', 'admin'].includes(segment)) ?? 'api';
}

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/** One route in the document: its schemas as zod writes them, and what its access and input add. */
const documented: SwaggerTransform = ({ schema, url, route, ...document }) => {
  const access = route.config?.access;
  // Only `/api` routes have an access (auth.ts): pages, files and the sitemap are no part of the API.
  if (access === undefined) return { schema: { hide: true }, url };
  const { apiReference, ...own } = schema ?? {};
  const described = zodTransform({
    ...document,
    url,
    route,
    schema: {
      ...own,
      ...(apiReference?.body && { body: apiReference.body.schema, consumes: apiReference.body.types }),
      response: { ...(own.response as object | undefined), ...apiReference?.response },
    },
  }).schema;
  // The reference page's own routes hide themselves.
  if (described.hide) return { schema: described, url };
  const refusal = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } } };
  const refusals = Object.entries(refusalsOf(schema ?? {}, access)).map(([status, description]) => [
    status,
    { description, ...refusal },
  ]);
  return {
    url,
    schema: {
      ...described,
      ...(apiReference?.body?.types.includes('multipart/form-data') && {
        body: asFormParts(described.body as JsonSchema),
      }),
      tags: [tagOf(url)],
      description: [described.description, accessLines[access]].filter(Boolean).join('\n\n'),
      security: access === 'public' ? [] : [{ bearer: [] }],
      'x-access': access,
      response: { ...(described.response as object), ...Object.fromEntries(refusals) },
    },
  };
};

/** The document itself, as its own route answers it. */
const openapiDocumentSchema = z
  .looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .describe('This document: OpenAPI 3.1.');

/**
 * Registered before the routes it documents: it learns of each as it is added. Its own routes come
 * after the auth plugin's, whose start-up check they pass like any other.
 */
export const apiReferencePlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${company.name.en} API`,
          version,
          description:
            'The API of the site and of its administrator portal. A refusal answers ' +
            '`{ success: false, message, code }`: `message` in English, `code` its identifier.',
        },
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              description: 'The `token` a sign-in (`POST /api/login`) answers, while its session lives.',
            },
          },
          schemas: { Refusal: z.toJSONSchema(refusalSchema, { target: 'draft-2020-12' }) as object },
        },
      },
      transform: documented,
    });

    // The document does not change while the server runs: it is encoded once, when first asked for.
    let encoded: { body: string; etag: string } | undefined;
    app.get(
      openapiPath,
      {
        config: { access: 'public' },
        schema: { apiReference: { response: { 200: openapiDocumentSchema } } },
      },
      (_request, reply) => {
        if (!encoded) {
          const body = JSON.stringify(app.swagger());
          encoded = { body, etag: entityTagOf(body) };
        }
        return reply.type('application/json; charset=utf-8').header('ETag', encoded.etag).send(encoded.body);
      },
    );

    await app.register(async (reference) => {
      // Swagger UI's routes cannot declare an access of their own: the page is for anyone to read,
      // as the document is.
      reference.decorate('packageRoutesAccess', 'public');
      await reference.register(swaggerUi, {
        routePrefix: referencePath,
        theme: { title: `${company.name.en} API reference` },
      });
    });
  },
  { name: 'api-reference', dependencies: ['auth'] },
);
