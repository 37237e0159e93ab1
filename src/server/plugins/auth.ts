import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type LiveSession, resumeSession } from '../accounts/sessions';
import type { AccountSettings } from '../accounts/settings';
import { HttpError } from './errors';

const accessLevels = ['public', 'signedIn', 'admin'] as const;
export type Access = (typeof accessLevels)[number];

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call an `/api` route; every one must say (checked at start-up). */
    access?: Access;
    /**
     * A public route whose answers carry a token or personal data: no cache may keep them. The
     * answers of signed-in and admin routes are never kept, without saying so.
     */
    noStore?: boolean;
  }
  interface FastifyInstance {
    /** Every `/api` route with its access, in registration order: tests build their checks from it. */
    routeAccess: readonly RouteAccess[];
    /**
     * Who may call the `/api` routes a package adds in this context, which cannot declare an access
     * of their own (the API reference's pages): decorated on the context that registers it.
     */
    packageRoutesAccess?: Access;
  }
  interface FastifyRequest {
    /** The caller's session on `signedIn` and `admin` routes; null elsewhere. */
    signedIn: LiveSession | null;
  }
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** The session of a request on a `signedIn` or `admin` route, which the auth hook has checked. */
export function signedInOf(request: FastifyRequest): LiveSession {
  if (!request.signedIn) throw new Error(`${request.method} ${request.url} is not a signed-in route`);
  return request.signedIn;
}

/**
 * Access control in one place. Each `/api` route declares `config: { access }`; a route without
 * one stops the server from starting, so none is left open by accident. One hook checks the
 * bearer token before the body is even read.
 */
export const authPlugin = fp<Pick<AccountSettings, 'clock' | 'sessionIdleMs'>>(
  async (app, { clock, sessionIdleMs }) => {
    const routeAccess: RouteAccess[] = [];
    app.decorate('routeAccess', routeAccess);
    app.decorateRequest('signedIn', null);

    app.addHook('onRoute', function (route) {
      if (!isApiPath(route.url)) return;
      const access = route.config?.access ?? this.packageRoutesAccess;
      const methods = [route.method].flat();
      if (access === undefined || !accessLevels.includes(access)) {
        throw new Error(
          `${methods.join(',')} ${route.url} must declare config: { access: ${accessLevels.map((a) => `'${a}'`).join(' | ')} }`,
        );
      }
      // A package's route keeps its context's access, where the request hooks read it.
      route.config = { ...route.config, access };
      for (const method of methods) routeAccess.push({ method, url: route.url, access });
    });

    const signIn = async (request: FastifyRequest, access: Exclude<Access, 'public'>) => {
      const token = bearerToken(request.headers.authorization);
      if (token === null) throw new HttpError(401, 'notSignedIn');
      const session = await resumeSession(app.db, token, { now: clock(), sessionIdleMs });
      if (!session) throw new HttpError(401, 'sessionInvalid');
      if (access === 'admin' && session.user.role !== 'admin') throw new HttpError(403, 'adminOnly');
      // Until they set it up, such an administrator reaches only what every signed-in user does:
      // the two-factor setup among it.
      if (access === 'admin' && session.twoFactorSetupRequired)
        throw new HttpError(403, 'twoFactorSetupRequired');
      request.signedIn = session;
    };
    // A callback hook, so a public request (most of them) costs no promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const access = request.routeOptions.config.access;
      if (access === undefined || access === 'public') return done();
      signIn(request, access).then(() => done(), done);
    });

    // Answers for a signed-in caller hold personal data or depend on who asks: neither the browser
    // nor a proxy may store them, refusals included.
    app.addHook('onSend', (request, reply, payload, done) => {
      const { access, noStore } = request.routeOptions.config;
      if ((access !== undefined && access !== 'public') || noStore) reply.header('Cache-Control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'auth', dependencies: ['database', 'errors'] },
);
