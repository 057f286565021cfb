import type {
  AxiosError,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  AxiosStatic,
  InternalAxiosRequestConfig,
} from 'axios';
import { emitUnauthorized, noticeError } from '@upclub/shared/bus';
import { getToken } from '@upclub/shared/session';
import { NOTICE } from '@upclub/shared/constants';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller maps errors to its own messages: no global notices for this request. */
    quiet?: boolean;
  }
}

/** What every request of the page starts from: the base the shell configures, a test's adapter. */
interface HttpDefaults {
  baseURL: string;
  adapter?: AxiosRequestConfig['adapter'];
}

/**
 * The one API client of the page (the shell configures its base from /config.json). axios is
 * fetched with the first request, not with the page: a signed-out page (the login) sends none
 * until its form is submitted, so its first load carries no HTTP library.
 */
export interface Http {
  readonly defaults: HttpDefaults;
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  delete<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
}

const defaults: HttpDefaults = { baseURL: '/api/' };
let instance: Promise<AxiosInstance> | undefined;

/** The axios instance, created (and axios fetched) on first use; a failed fetch is tried again next time. */
export function loadHttp(): Promise<AxiosInstance> {
  instance ??= import(/* webpackChunkName: "axios" */ 'axios').then(
    // The Node build (CommonJS) types a dynamic import from axios's ES module declarations and a
    // static one from its CommonJS ones: the same library, two declarations.
    ({ default: axios }) => withInterceptors((axios as unknown as AxiosStatic).create()),
    (error: unknown) => {
      instance = undefined;
      throw error;
    },
  );
  return instance;
}

function send<T>(config: AxiosRequestConfig): Promise<AxiosResponse<T>> {
  const { baseURL, adapter } = defaults;
  return loadHttp().then((axios) => axios.request<T>({ baseURL, ...(adapter ? { adapter } : {}), ...config }));
}

export const http: Http = {
  defaults,
  get: (url, config) => send({ ...config, method: 'get', url }),
  delete: (url, config) => send({ ...config, method: 'delete', url }),
  post: (url, data, config) => send({ ...config, method: 'post', url, data }),
  patch: (url, data, config) => send({ ...config, method: 'patch', url, data }),
};

export function configureApi(options: { baseURL: string }): void {
  defaults.baseURL = options.baseURL.endsWith('/') ? options.baseURL : `${options.baseURL}/`;
}

/** axios's own test (`axios.isAxiosError`), without loading axios to answer it. */
export function isAxiosError<T = unknown>(error: unknown): error is AxiosError<T> {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** axios's `isCancel`: its cancellation errors carry `__CANCEL__`. */
const isCancel = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { __CANCEL__?: unknown }).__CANCEL__ === true;

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
  return isAxiosError(error) && !error.response && !isCancel(error);
}

function withInterceptors(client: AxiosInstance): AxiosInstance {
  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const token = getToken();
    if (token) config.headers.set('Authorization', `Token ${token}`);
    return config;
  });
  client.interceptors.response.use(undefined, (error: AxiosError) => {
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
  return client;
}

/** The `detail` of a DRF error answer, if any. */
export function detailOf(error: unknown): string | undefined {
  if (isAxiosError(error)) {
    const data = error.response?.data as { detail?: unknown } | undefined;
    if (data && typeof data.detail === 'string') return data.detail;
  }
  return undefined;
}
export function statusOf(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}
