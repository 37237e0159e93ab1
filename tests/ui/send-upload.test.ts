import { describe, expect, it } from 'vitest';
import { failureOf, textOfHtml } from '../../src/api/requests/send-upload';

const answer = (status: number, contentType: string | null, body: string) => ({ status, contentType, body });

describe('reading a failed product upload', () => {
  it.each([
    [
      'an HTML page, by its content type',
      answer(
        502,
        'text/html; charset=utf-8',
        '<html><head><title>502</title><style>h1{}</style><script>x()</script></head><body><h1>Bad &amp;   Gateway</h1>\n<p>nginx</p></body></html>',
      ),
      { kind: 'serverError', detail: '502 Bad & Gateway nginx' },
    ],
    [
      'an HTML page, by its first character',
      answer(500, null, '  <pre>Error: disk full</pre>'),
      { kind: 'serverError', detail: 'Error: disk full' },
    ],
    ['an HTML page without text', answer(503, 'text/html', '<html></html>'), { kind: 'status', status: 503 }],
    [
      "the API's refusal",
      answer(
        400,
        'application/json',
        '{"success":false,"message":"Unknown product category","code":"unknownCategory"}',
      ),
      { kind: 'refused', code: 'unknownCategory' },
    ],
    [
      "someone else's JSON message",
      answer(413, 'application/json', '{"message":" Request Entity Too Large "}'),
      { kind: 'serverError', detail: 'Request Entity Too Large' },
    ],
    [
      'JSON without a message',
      answer(500, 'application/json', '{"success":false}'),
      { kind: 'status', status: 500 },
    ],
    [
      'JSON with a blank message',
      answer(500, 'application/json', '{"message":" "}'),
      { kind: 'status', status: 500 },
    ],
    ['JSON that is not an object', answer(500, 'application/json', 'null'), { kind: 'status', status: 500 }],
    ['an empty body', answer(500, 'application/json', ' '), { kind: 'invalidJson' }],
    ['a body that is not JSON', answer(500, 'text/plain', 'Internal Server Error'), { kind: 'invalidJson' }],
    [
      'a success that is not the promised answer',
      answer(201, 'application/json', '{"message":"x"}'),
      { kind: 'invalidJson' },
    ],
  ])('reads %s', (_, raw, reason) => {
    expect(failureOf(raw)).toEqual(reason);
  });

  it("keeps the first 200 characters of an error page's text", () => {
    expect(failureOf(answer(500, 'text/html', `<p>${'x'.repeat(300)}</p>`))).toEqual({
      kind: 'serverError',
      detail: 'x'.repeat(200),
    });
  });

  it('reads the visible text of a page only', () => {
    expect(textOfHtml('<style>p { color: red }</style><p>A&lt;B&gt;&quot;C&#39;&nbsp;D</p>')).toBe(
      'A<B>"C\' D',
    );
  });
});
