import fp from 'fastify-plugin';

/** A plain form post carries a few text fields: the longest form on the site fits well within this. */
const formBodyLimitBytes = 64 * 1024;

/**
 * Reads `application/x-www-form-urlencoded` bodies (a form posted by a browser without scripts)
 * into an object of text fields, as the routes' shared schemas expect. A repeated field keeps its
 * last value.
 */
export const formBodyPlugin = fp(
  async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: formBodyLimitBytes },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
  },
  { name: 'form-body' },
);
