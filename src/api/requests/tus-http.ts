/**
 * The resumable-upload client's requests, sent through the site's one HTTP client: the signed-in
 * administrator's token rides on each, as on every API call, and an ended session is reported the
 * same way. Every status reaches the tus client as an answer (it decides what each means); no answer
 * at all is an error, as the browser's own stack reports it.
 */
import type { AxiosResponse } from 'axios';
import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';
import { api } from '../client';
import { reportUnauthorized } from '../unauthorized';

/** How long one tus request may wait for its answer once its body was sent. */
const answerTimeoutMs = 30_000;

class TusResponse implements HttpResponse {
  constructor(private readonly response: AxiosResponse<string>) {}
  getStatus() {
    return this.response.status;
  }
  getHeader(header: string) {
    const value = this.response.headers[header.toLowerCase()];
    return value === undefined || value === null ? undefined : String(value);
  }
  getBody() {
    return typeof this.response.data === 'string' ? this.response.data : '';
  }
  getUnderlyingObject() {
    return this.response;
  }
}

class TusRequest implements HttpRequest {
  private readonly headers: Record<string, string> = {};
  private onProgress: ((bytesSent: number) => void) | null = null;
  private readonly controller = new AbortController();

  constructor(
    private readonly method: string,
    private readonly url: string,
  ) {}

  getMethod() {
    return this.method;
  }
  getURL() {
    return this.url;
  }
  setHeader(header: string, value: string) {
    this.headers[header] = value;
  }
  getHeader(header: string) {
    return this.headers[header];
  }
  setProgressHandler(handler: (bytesSent: number) => void) {
    this.onProgress = handler;
  }

  async send(body?: unknown): Promise<HttpResponse> {
    const response = await api.request<string>({
      method: this.method,
      url: this.url,
      headers: this.headers,
      data: body ?? null,
      signal: this.controller.signal,
      // A body on a slow link takes what it takes: the upload's flow notices a stall itself.
      timeout: body ? 0 : answerTimeoutMs,
      responseType: 'text',
      transformResponse: (data: unknown) => data,
      validateStatus: () => true,
      onUploadProgress: (event) => this.onProgress?.(event.loaded),
    });
    if (response.status === 401) reportUnauthorized();
    return new TusResponse(response);
  }

  abort() {
    this.controller.abort();
    return Promise.resolve();
  }

  getUnderlyingObject() {
    return this.controller;
  }
}

export const tusHttpStack: HttpStack = {
  createRequest: (method, url) => new TusRequest(method, url),
  getName: () => 'axios',
};
