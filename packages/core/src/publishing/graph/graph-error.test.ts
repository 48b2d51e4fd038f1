import { describe, expect, it } from 'vitest';
import { classifyGraphError, graphErrorFromAnswer, isRetryable, parseGraphErrorBody } from './graph-error.ts';

const graph = (code: number, subcode?: number) =>
  parseGraphErrorBody({ error: { message: 'm', type: 'OAuthException', code, error_subcode: subcode, fbtrace_id: 'A1' } });

describe('Graph error mapping', () => {
  it.each([
    [400, 190, 463, 'token_expired'],
    [400, 190, undefined, 'token_expired'],
    [403, 4, undefined, 'rate_limited'],
    [403, 17, undefined, 'rate_limited'],
    [400, 9, 2207042, 'quota_exceeded'],
    [400, 9, undefined, 'rate_limited'],
    [400, 9007, 2207027, 'not_ready'],
    [400, 24, 2207008, 'container_failed'],
    [400, 24, 2207020, 'container_failed'],
    [400, 352, 2207026, 'media_rejected'],
    [400, 9004, 2207005, 'media_rejected'],
    [400, 2, 2207001, 'server'],
    [403, 10, undefined, 'permission'],
    [400, 200, undefined, 'permission'],
    [400, 100, 33, 'permission'],
    [400, 100, undefined, 'invalid_request'],
    [500, 2, undefined, 'server'],
    [503, 1, undefined, 'server'],
  ] as const)('HTTP %i, code %i/%s → %s', (status, code, subcode, kind) => {
    expect(classifyGraphError(status, graph(code, subcode))).toBe(kind);
  });

  it('reads the OAuth endpoint’s older error shape without taking its HTTP code for a Graph code', () => {
    const fields = parseGraphErrorBody({ error_type: 'OAuthException', code: 400, error_message: 'Invalid authorization code' });
    expect(fields).toEqual({ message: 'Invalid authorization code' });
    expect(classifyGraphError(400, fields)).toBe('invalid_request');
  });

  it('classifies an answer without a known error body by its HTTP status', () => {
    expect(classifyGraphError(502, parseGraphErrorBody('<html>'))).toBe('server');
    expect(classifyGraphError(401, undefined)).toBe('token_expired');
  });

  it('retries only transient failures and the short rate limits', () => {
    expect(isRetryable('server', 2)).toBe(true);
    expect(isRetryable('network', undefined)).toBe(true);
    expect(isRetryable('rate_limited', 4)).toBe(true);
    expect(isRetryable('rate_limited', 9)).toBe(false);
    expect(isRetryable('quota_exceeded', 9)).toBe(false);
    expect(isRetryable('media_rejected', 352)).toBe(false);
    expect(isRetryable('token_expired', 190)).toBe(false);
  });

  it('builds a GraphApiError with the codes and Instagram’s message for people, and no secret', () => {
    const token = 'IGAAsecret-token-value';
    const error = graphErrorFromAnswer(
      400,
      { error: { message: `Bad token ${token}`, code: 352, error_subcode: 2207026, error_user_msg: 'Use an MP4.', fbtrace_id: 'Axyz' } },
      'POST /1784/media?access_token=abc',
      [token],
    );
    expect(error).toMatchObject({
      kind: 'media_rejected',
      code: 352,
      subcode: 2207026,
      httpStatus: 400,
      userMessage: 'Use an MP4.',
      fbtraceId: 'Axyz',
      retryable: false,
    });
    expect(error.message).toBe('POST /1784/media?access_token=[redacted]: HTTP 400 (code 352/2207026): Bad token [redacted]');
  });
});
