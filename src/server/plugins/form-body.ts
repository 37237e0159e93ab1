import fp from 'fastify-plugin';

/** A form has a few short fields: anything larger is refused (413) before it is read further. */
const formBodyLimit = 16 * 1024;

/**
 * Reads `application/x-www-form-urlencoded` bodies (a form the browser posts without the page's
 * scripts) into an object of strings; a name given twice keeps its last value. The routes check the
 * fields with their shared schemas as they check JSON.
 */
export const formBodyPlugin = fp(
  async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: formBodyLimit },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
  },
  { name: 'form-body' },
);
