import { describe, expect, it } from 'vitest';
import { mediaUrl } from '../../src/api/base-url';
import { ApiError, api } from '../../src/api/client';

describe('the API client', () => {
  it('resolves relative media paths against the API origin and leaves absolute ones alone', () => {
    expect(mediaUrl('/media/products/a.webp')).toBe('/media/products/a.webp');
    expect(mediaUrl('media/a.webp')).toBe('/media/a.webp');
    expect(mediaUrl('https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
  });

  it('turns an error answer into an ApiError carrying the message code and status', async () => {
    const failing = api.get('/api/nope', {
      adapter: async (config) => {
        const { AxiosError } = await import('axios');
        throw new AxiosError(
          'Request failed with status code 404',
          'ERR_BAD_REQUEST',
          config,
          {},
          {
            status: 404,
            statusText: 'Not Found',
            data: { success: false, message: 'User not found', code: 'userNotFound' },
            headers: {},
            config,
          },
        );
      },
    });
    await expect(failing).rejects.toMatchObject({
      kind: 'response',
      status: 404,
      code: 'userNotFound',
    });
    await expect(failing).rejects.toBeInstanceOf(ApiError);
  });

  it('tells a timeout from a request that got no answer', async () => {
    const { AxiosError } = await import('axios');
    const timeout = api.get('/x', {
      adapter: async (config) => {
        throw new AxiosError('timeout of 10ms exceeded', 'ECONNABORTED', config);
      },
    });
    await expect(timeout).rejects.toMatchObject({ kind: 'timeout' });
    const silent = api.get('/x', {
      adapter: async (config) => {
        throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
      },
    });
    await expect(silent).rejects.toMatchObject({ kind: 'noResponse' });
  });
});
