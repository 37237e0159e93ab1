import fp from 'fastify-plugin';

/**
 * Reads `application/x-www-form-urlencoded` bodies (a form posted by a browser without scripts)
 * into an object of text fields, as the routes' shared schemas expect. A repeated field keeps its
 * last value.
 *
 * Registered only inside the route plugins whose forms work without scripts (contact, catalog
 * subscription), never on the whole server: every other API takes JSON alone, so a form on another
 * site cannot post to it (the browser sends such a cross-site form as URL-encoded).
 */
export const formBodyPlugin = fp<{ bodyLimit: number }>(
  async (app, { bodyLimit }) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
  },
  { name: 'form-body' },
);
