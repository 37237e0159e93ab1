/**
 * index.html, Vite's entry document, as the server uses it: the scripts and stylesheets it loads
 * (after Vite has transformed it) become the assets every rendered page's head carries. The page
 * itself is drawn by the router's root route, so nothing else of the file is sent.
 */
import type { PageAssets } from '../../api/page-assets';

const tag = (name: string) => new RegExp(`<${name}\\b([^>]*)>`, 'gi');
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** A start tag's attributes (`name="value"`, `name='value'`, `name=value` or a bare `name`). */
export function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const [, name = '', double, single, bare] = match;
    attributes.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  }
  return attributes;
}

/**
 * The module scripts (in document order), the stylesheets and the inline module code (Vite's React
 * refresh preamble in development) an entry document loads. Comments are skipped; so are classic
 * scripts, which neither index.html nor Vite's transform writes.
 */
export function assetsOfEntryDocument(source: string): PageAssets {
  const html = source.replace(/<!--[\s\S]*?-->/g, '');
  const scripts: string[] = [];
  const inline: string[] = [];
  for (const [, attributeSource = '', body = ''] of html.matchAll(inlineScript)) {
    const attributes = attributesOf(attributeSource);
    if (attributes.get('type') !== 'module') continue;
    const src = attributes.get('src');
    if (src) scripts.push(src);
    else if (body.trim()) inline.push(body);
  }
  const stylesheets = [...html.matchAll(tag('link'))]
    .map(([, attributeSource = '']) => attributesOf(attributeSource))
    .filter((attributes) => attributes.get('rel') === 'stylesheet' && attributes.get('href'))
    .map((attributes) => attributes.get('href') ?? '');
  return inline.length > 0 ? { scripts, stylesheets, preamble: inline.join('\n') } : { scripts, stylesheets };
}
