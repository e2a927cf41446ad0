import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n.ts';
import { jsonResponse } from '../../testing/auth-fixtures.ts';
import { ApiError, retryAfterSecondsOf } from './api-error.ts';
import { api, requestTimeoutMs } from './client.ts';

const fetchMock = vi.fn<typeof fetch>();

// A fetch that never answers: it fails only when its signal aborts, as the browser's does.
const hanging: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

beforeEach(() => {
  initI18n();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('HTTP layer failures', () => {
  it('turns an unreachable server into a typed, translated network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const english = await failureOf(api.get('/vehicles'));
    expect(english).toBeInstanceOf(ApiError);
    expect(english).toMatchObject({ code: 'NETWORK_ERROR', message: 'Network error occurred' });
    await i18n.changeLanguage('ar');
    expect(await failureOf(api.get('/vehicles'))).toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'حدث خطأ في الشبكة',
      request: 'GET /api/v1/vehicles',
    });
  });

  it('gives up on a call unanswered after 30 seconds with "Request timeout"', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hanging);
    await i18n.changeLanguage('ar');
    const pending = failureOf(api.get('/vehicles?page=2'));
    await vi.advanceTimersByTimeAsync(requestTimeoutMs - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({
      code: 'REQUEST_TIMEOUT',
      message: 'انتهت مهلة الطلب',
      request: 'GET /api/v1/vehicles',
    });
    expect(requestTimeoutMs).toBe(30_000);
  });

  it('reports a call its caller cancelled as cancelled, not as a network error', async () => {
    fetchMock.mockImplementation(hanging);
    const controller = new AbortController();
    const pending = failureOf(api.get('/vehicles', { signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({
      code: 'REQUEST_CANCELLED',
      message: 'Request cancelled',
    });
  });

  it('keeps the server message and names the call that failed', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Resource not found' }),
    );
    expect(await failureOf(api.delete('/branches/7'))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Resource not found',
      request: 'DELETE /api/v1/branches/7',
    });
  });

  it('keeps how long the server asked to wait (Retry-After, in seconds or as a date)', async () => {
    const refusal = (retryAfter: string) =>
      new Response(
        JSON.stringify({ statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests' }),
        { status: 429, headers: { 'content-type': 'application/json', 'retry-after': retryAfter } },
      );
    fetchMock.mockResolvedValueOnce(refusal('120'));
    expect(await failureOf(api.post('/auth/login', {}))).toMatchObject({
      status: 429,
      retryAfterSeconds: 120,
    });
    expect(retryAfterSecondsOf('Wed, 21 Oct 2026 07:28:30 GMT', Date.UTC(2026, 9, 21, 7, 28))).toBe(
      30,
    );
    expect(retryAfterSecondsOf('soon')).toBeUndefined();
    expect(retryAfterSecondsOf(null)).toBeUndefined();
  });
});
