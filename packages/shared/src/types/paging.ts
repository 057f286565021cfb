/** DRF list answer; `next` is a URL the client follows as is. */
export interface Paged<T> {
  count?: number;
  next: string | null;
  previous?: string | null;
  results: T[];
}

/** DRF error bodies. */
export type DrfFieldErrors = Record<string, string[]>;
export interface DrfDetail {
  detail: string;
}
