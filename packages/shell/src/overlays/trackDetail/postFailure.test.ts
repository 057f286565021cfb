import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { postFailureText, unreportedFailureText } from './postFailure';

const failed = (status: number, data: unknown) =>
  new AxiosError('failed', 'ERR', undefined, undefined, {
    status,
    data,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
  } as AxiosResponse);
const offline = new AxiosError('Network Error', 'ERR_NETWORK');

describe('postFailureText', () => {
  it("is the server's detail, else its first field message, else 'Request failed'", () => {
    expect(postFailureText(failed(400, { detail: 'Invalid track id.' }))).toBe('Invalid track id.');
    expect(postFailureText(failed(400, { comment: ['Maximum of 400 characters'] }))).toBe('Maximum of 400 characters');
    expect(postFailureText(failed(500, '<html>'))).toBe('Request failed');
  });

  it('is null without a response (the API client already said so)', () => {
    expect(postFailureText(offline)).toBeNull();
  });
});

describe('unreportedFailureText', () => {
  it('leaves no network, 400 and 401 to the API client', () => {
    expect(unreportedFailureText(offline)).toBeNull();
    expect(unreportedFailureText(failed(400, { detail: 'x' }))).toBeNull();
    expect(unreportedFailureText(failed(401, { detail: 'Invalid token.' }))).toBeNull();
  });

  it("reports the others with the server's detail or 'Request failed'", () => {
    expect(unreportedFailureText(failed(403, { detail: 'You do not have permission to perform this action.' }))).toBe(
      'You do not have permission to perform this action.',
    );
    expect(unreportedFailureText(failed(500, null))).toBe('Request failed');
  });
});
