/** How the server reads `Accept-Encoding` and `If-None-Match`, and which inline scripts a page's policy admits. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { entityTagOf, isNotModified } from '../../src/server/http/entity-tags';
import { preferredCoding } from '../../src/server/http/weighted-ranges';
import { inlineScriptHashes, withScriptSources } from '../../src/server/rendering/script-hashes';

const digest = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the compression a browser accepts', () => {
  it('prefers Brotli on a tie, follows the weights, and honours a refusal', () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredCoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('*, br;q=0')).toBe('gzip');
    expect(preferredCoding('identity')).toBeNull();
    expect(preferredCoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredCoding('br;q=abc')).toBeNull();
    expect(preferredCoding(undefined)).toBeNull();
  });
});

describe('If-None-Match', () => {
  const tag = entityTagOf('<p>hello</p>');

  it('matches the same bytes’ tag, weak or not, in a list or as *', () => {
    expect(tag).toBe(entityTagOf(Buffer.from('<p>hello</p>')));
    expect(isNotModified(tag, tag)).toBe(true);
    expect(isNotModified(`"a", ${tag.slice(2)}`, tag)).toBe(true);
    expect(isNotModified('*', tag)).toBe(true);
  });

  it('does not match other bytes, or no header', () => {
    expect(isNotModified(entityTagOf('<p>hello!</p>'), tag)).toBe(false);
    expect(isNotModified(undefined, tag)).toBe(false);
    expect(isNotModified('', tag)).toBe(false);
  });
});

describe('the inline scripts a page’s policy admits', () => {
  it('digests each script a browser runs, once, and leaves out data blocks and external scripts', () => {
    const html = [
      '<script>one()</script>',
      '<script type="module">two()</script>',
      '<script data-part="">one()</script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="module" src="/assets/main.js"></script>',
      '<script>three()\r\nfour()</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([digest('one()'), digest('two()'), digest('three()\nfour()')]);
  });

  it('adds the digests to script-src alone', () => {
    const policy =
      "default-src 'self';script-src 'self' https://www.googletagmanager.com;script-src-attr 'none'";
    expect(withScriptSources(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self';script-src 'self' https://www.googletagmanager.com 'sha256-a' 'sha256-b';script-src-attr 'none'",
    );
    expect(withScriptSources(policy, [])).toBe(policy);
  });
});
