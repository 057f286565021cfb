import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { http } from '@upclub/shared/api';

/**
 * Every request of the real API client is answered `status` with `data` and `headers`, rejected
 * as axios rejects it (so the client's notices run); returns the undo.
 */
export function answerEveryRequest(
  status: number,
  data: unknown = {},
  headers: Record<string, string> = {},
): () => void {
  const adapter = http.defaults.adapter;
  http.defaults.adapter = async (config) => {
    const response = {
      status,
      statusText: String(status),
      data,
      headers: new AxiosHeaders(headers),
      config,
    } as AxiosResponse;
    throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, undefined, response);
  };
  return () => {
    http.defaults.adapter = adapter;
  };
}

/** Every request refused as the API refuses past a limit: 429, DRF's detail, Retry-After `seconds`. */
export const throttleEveryRequest = (seconds: number) =>
  answerEveryRequest(
    429,
    { detail: `Request was throttled. Expected available in ${seconds} seconds.` },
    { 'Retry-After': String(seconds) },
  );
