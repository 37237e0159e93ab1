/**
 * The content security policy of a rendered page: the inline scripts the render wrote (the
 * router's hydration data, the zod setting that must run first) are admitted by their SHA-256
 * digests, so the page's bytes are the same for every visitor and can be cached, while a script
 * injected into the page, which has no digest in the policy, does not run.
 */
import { createHash } from 'node:crypto';
import { attributesOf } from './entry-document';

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** Types a browser runs as script; data blocks (JSON-LD) are not run, so the policy does not cover them. */
const executableType = /^(?:|module|importmap|(?:text|application)\/(?:java|ecma)script)$/i;

/** The `'sha256-…'` source of every inline script a browser would run in `html`, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributeSource = '', body = ''] of html.matchAll(scriptElement)) {
    const attributes = attributesOf(attributeSource);
    if (attributes.has('src') || !executableType.test(attributes.get('type')?.trim() ?? '')) continue;
    // The browser hashes the text as it parsed it, line breaks normalised to LF.
    const text = body.replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return [...hashes];
}

/** `policy` with `sources` added to its `script-src` directive. */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) =>
      /^\s*script-src\s/i.test(directive) ? `${directive} ${sources.join(' ')}` : directive,
    )
    .join(';');
}
