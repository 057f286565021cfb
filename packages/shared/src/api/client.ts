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
import { errorText, isNoResponse, markTold, messagesOf } from './failure';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * The caller maps the answers it knows to its own messages: no global notices for this
     * request, but for what no caller words (no answer; a write refused with 429 or a 5xx).
     */
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
  put<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
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
  put: (url, data, config) => send({ ...config, method: 'put', url, data }),
  patch: (url, data, config) => send({ ...config, method: 'patch', url, data }),
};

export function configureApi(options: { baseURL: string }): void {
  defaults.baseURL = options.baseURL.endsWith('/') ? options.baseURL : `${options.baseURL}/`;
}

function withInterceptors(client: AxiosInstance): AxiosInstance {
  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const token = getToken();
    if (token) config.headers.set('Authorization', `Token ${token}`);
    return config;
  });
  client.interceptors.response.use(undefined, (error: AxiosError) => {
    tellFailure(error);
    const status = error.response?.status;
    if (status === 401) emitUnauthorized();
    return Promise.reject(error);
  });
  return client;
}

const READS = new Set(['get', 'head', 'options']);

/**
 * Spec §8 in one place. No answer: 'Please check your internet connection.'. 401: the body's
 * messages and 'Unauthorized session.'. 400: each field message. Any other refusal of a write
 * (a form or an action: 403, 404, 409...): its words from errorText. A 429 or a server fault of
 * a write is told even for a quiet request, since no caller words it (a refused sign-up or login
 * says how long to wait). A read's other failures are its screen's to show (a query retries
 * once: a notice there would come twice). What is told is marked, so a caller adds nothing.
 */
function tellFailure(error: AxiosError): void {
  const quiet = error.config?.quiet === true;
  const write = !READS.has((error.config?.method ?? 'get').toLowerCase());
  if (!error.response) {
    if (!isNoResponse(error)) return;
    noticeError(NOTICE.noNetwork);
    return markTold(error);
  }
  const { status, data } = error.response;
  let texts: string[] = [];
  if (status === 401) texts = quiet ? [] : [...messagesOf(data), NOTICE.unauthorized];
  else if (status === 400) texts = quiet ? [] : messagesOf(data);
  else if (write && (!quiet || status === 429 || status >= 500)) texts = [errorText(error)];
  if (!texts.length) return;
  texts.forEach(noticeError);
  markTold(error);
}
