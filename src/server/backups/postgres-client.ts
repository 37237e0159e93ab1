/**
 * How the PostgreSQL client tools (`pg_dump`) are told where the database is. A command line can
 * be read by every account on the machine (`ps`), so it carries the database's address without
 * its password; the password goes in the child's environment (`PGPASSWORD`), which only the
 * account running it (and root) can read.
 */

export interface PostgresClientConnection {
  /** The connection URL without its password, for `--dbname`. */
  connection: string;
  /** The password the URL held, decoded; null when it held none (then `~/.pgpass` or `PGPASSWORD` may). */
  password: string | null;
}

const scheme = /^postgres(?:ql)?:\/\//;

export function postgresClientConnection(url: string): PostgresClientConnection {
  const prefix = scheme.exec(url)?.[0];
  if (!prefix) throw new Error('Not a PostgreSQL URL');
  const rest = url.slice(prefix.length);
  const authorityEnd = rest.search(/[/?#]/);
  const authority = authorityEnd < 0 ? rest : rest.slice(0, authorityEnd);
  const at = authority.lastIndexOf('@');
  const userInfo = at < 0 ? '' : authority.slice(0, at);
  const hosts = authority.slice(at + 1);
  const colon = userInfo.indexOf(':');
  const user = colon < 0 ? userInfo : userInfo.slice(0, colon);
  let password = colon < 0 ? null : decodeURIComponent(userInfo.slice(colon + 1));

  // `?password=` is a second place a URL may carry it; the other parameters are kept as written.
  const [pathPart = '', query] = rest.slice(authority.length).split(/\?(.*)/s);
  const parameters = query === undefined ? [] : query.split('&');
  const kept = parameters.filter((parameter) => {
    if (!parameter.startsWith('password=')) return true;
    password ??= decodeURIComponent(parameter.slice('password='.length));
    return false;
  });
  const connection = `${prefix}${user ? `${user}@` : ''}${hosts}${pathPart}${kept.length > 0 ? `?${kept.join('&')}` : ''}`;
  return { connection, password };
}

/** The arguments and environment for a PostgreSQL client tool, the password in the environment alone. */
export function postgresClientInvocation(
  url: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): { args: string[]; env: NodeJS.ProcessEnv } {
  const { connection, password } = postgresClientConnection(url);
  return {
    args: [...args, `--dbname=${connection}`],
    env: password === null ? env : { ...env, PGPASSWORD: password },
  };
}
