import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { emitUnauthorized, noticeError } from '@upclub/shared/bus';
import { getToken } from '@upclub/shared/session';
import { NOTICE } from '@upclub/shared/constants';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller maps errors to its own messages: no global notices for this request. */
    quiet?: boolean;
  }
}

/** The one API client of the page (the shell configures its base from /config.json). */
export const http: AxiosInstance = axios.create({ baseURL: '/api/' });

export function configureApi(options: { baseURL: string }): void {
  http.defaults.baseURL = options.baseURL.endsWith('/') ? options.baseURL : `${options.baseURL}/`;
}

http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const token = getToken();
  if (token) config.headers.set('Authorization', `Token ${token}`);
  return config;
});

/** Every message of a DRF error body, in field order. */
export function messagesOf(data: unknown): string[] {
  if (!data || typeof data !== 'object') return [];
  const out: string[] = [];
  for (const value of Object.values(data as Record<string, unknown>)) {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) out.push(...value.filter((v): v is string => typeof v === 'string'));
  }
  return out;
}

/**
 * A request that got no answer (and was not cancelled). The client has told the user already
 * ('Please check your internet connection.', quiet or not): a caller adds no notice of its own.
 */
export function isNoResponse(error: unknown): boolean {
  return axios.isAxiosError(error) && !error.response && !axios.isCancel(error);
}

http.interceptors.response.use(undefined, (error: AxiosError) => {
  const quiet = error.config?.quiet === true;
  if (!error.response) {
    if (isNoResponse(error)) noticeError(NOTICE.noNetwork);
    return Promise.reject(error);
  }
  const { status, data } = error.response;
  if (status === 401) {
    if (!quiet) {
      messagesOf(data).forEach(noticeError);
      noticeError(NOTICE.unauthorized);
    }
    emitUnauthorized();
  } else if (status === 400 && !quiet) {
    messagesOf(data).forEach(noticeError);
  }
  return Promise.reject(error);
});

/** The `detail` of a DRF error answer, if any. */
export function detailOf(error: unknown): string | undefined {
  if (axios.isAxiosError(error)) {
    const data = error.response?.data as { detail?: unknown } | undefined;
    if (data && typeof data.detail === 'string') return data.detail;
  }
  return undefined;
}
export function statusOf(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}
