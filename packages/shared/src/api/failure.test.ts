import { AxiosError, AxiosHeaders, CanceledError, type AxiosResponse } from 'axios';
import { FAILURE_TEXT, NOTICE, waitWords } from '@upclub/shared/constants';
import { errorText, markTold, retryAfterSeconds, untoldErrorText } from './failure';

const NOW = Date.parse('2026-11-27T12:00:00Z');

/** A failed answer as axios rejects it: `headers` as the browser adapter gives them (AxiosHeaders). */
function failed(status: number, data: unknown, headers: Record<string, string> = {}): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, data, statusText: '', headers: new AxiosHeaders(headers), config } as AxiosResponse;
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, undefined, response);
}

describe('the wait in words', () => {
  it.each([
    [undefined, 'in a moment'],
    [0, 'in a moment'],
    [1, 'in 1 second'],
    [45, 'in 45 seconds'],
    [60, 'in 1 minute'],
    [61, 'in 2 minutes'],
    [720, 'in 12 minutes'],
    [3600, 'in 60 minutes'],
    [90 * 60, 'in 90 minutes'],
    [90 * 60 + 1, 'in 2 hours'],
    [86_400, 'in 24 hours'],
  ])('%p seconds read %p', (seconds, words) => {
    expect(waitWords(seconds)).toBe(words);
  });

  it('is named once: a 429 reads "Too many requests. Please try again in 12 minutes."', () => {
    expect(FAILURE_TEXT.tooManyRequests(720)).toBe('Too many requests. Please try again in 12 minutes.');
    expect(FAILURE_TEXT.tooManyRequests()).toBe('Too many requests. Please try again in a moment.');
  });
});

describe('Retry-After', () => {
  it('reads whole seconds', () => {
    expect(retryAfterSeconds('120', NOW)).toBe(120);
    expect(retryAfterSeconds(' 5 ', NOW)).toBe(5);
  });

  it('reads an HTTP date as the seconds until then (never below zero)', () => {
    expect(retryAfterSeconds('Fri, 27 Nov 2026 12:12:00 GMT', NOW)).toBe(720);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 11:00:00 GMT', NOW)).toBe(0);
  });

  it('ignores what it cannot read', () => {
    expect(retryAfterSeconds(undefined, NOW)).toBeUndefined();
    expect(retryAfterSeconds('', NOW)).toBeUndefined();
    expect(retryAfterSeconds('soon', NOW)).toBeUndefined();
    expect(retryAfterSeconds('-3', NOW)).toBeUndefined();
  });
});

describe('errorText', () => {
  it('says how long to wait after a 429, from Retry-After in seconds or as a date', () => {
    const detail = { detail: 'Request was throttled. Expected available in 720 seconds.' };
    expect(errorText(failed(429, detail, { 'Retry-After': '720' }), NOW)).toBe(
      'Too many requests. Please try again in 12 minutes.',
    );
    expect(errorText(failed(429, detail, { 'retry-after': 'Fri, 27 Nov 2026 12:00:40 GMT' }), NOW)).toBe(
      'Too many requests. Please try again in 40 seconds.',
    );
    expect(errorText(failed(429, detail), NOW)).toBe('Too many requests. Please try again in a moment.');
  });

  it('reads a plain-object header bag too (a test adapter, a Node answer)', () => {
    const error = failed(429, {});
    (error.response as { headers: unknown }).headers = { 'retry-after': '30' };
    expect(errorText(error, NOW)).toBe('Too many requests. Please try again in 30 seconds.');
  });

  it("says a server fault plainly, whatever its body (a proxy's page), with the wait it names", () => {
    expect(errorText(failed(500, '<html>Bad gateway</html>'), NOW)).toBe(FAILURE_TEXT.serverProblem());
    expect(errorText(failed(500, { detail: 'A server error occurred.' }), NOW)).toBe(FAILURE_TEXT.serverProblem());
    expect(errorText(failed(503, '<html>Unavailable</html>', { 'Retry-After': '5' }), NOW)).toBe(
      'Something went wrong on the server. Please try again in 5 seconds.',
    );
  });

  it('gives the detail of a 502-504 that names what is down', () => {
    const detail = 'The database is not answering. Please try again in a moment.';
    expect(errorText(failed(503, { detail }, { 'Retry-After': '5' }), NOW)).toBe(detail);
  });

  it("gives the server's words of any other answer: {detail}, {field: [...]}, {non_field_errors}", () => {
    expect(errorText(failed(403, { detail: 'You do not have permission to perform this action.' }))).toBe(
      'You do not have permission to perform this action.',
    );
    expect(errorText(failed(400, { username: ['A user with that username already exists.'], email: 'Bad.' }))).toBe(
      'A user with that username already exists. Bad.',
    );
    expect(errorText(failed(400, { non_field_errors: ['Unable to log in with provided credentials.'] }))).toBe(
      'Unable to log in with provided credentials.',
    );
    expect(errorText(failed(404, null))).toBe(NOTICE.requestFailed);
  });

  it('asks to check the connection without an answer; anything else is "Request failed"', () => {
    expect(errorText(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(NOTICE.noNetwork);
    expect(errorText(new Error('boom'))).toBe(NOTICE.requestFailed);
  });
});

describe('untoldErrorText', () => {
  it('is null for what the client told, no answer, or a cancelled request', () => {
    const told = failed(409, { detail: 'Already.' });
    markTold(told);
    expect(untoldErrorText(told)).toBeNull();
    expect(untoldErrorText(new AxiosError('Network Error', 'ERR_NETWORK'))).toBeNull();
    expect(untoldErrorText(new CanceledError())).toBeNull();
  });

  it('is the words of a failure nobody told yet', () => {
    expect(untoldErrorText(failed(404, { detail: 'Not found.' }))).toBe('Not found.');
  });
});
