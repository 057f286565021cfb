// What a person is told of an answer the spec's error catalogue does not list (spec part 2 §8:
// "Other messages are shown as an error notice"): a refusal for too many requests says how long
// to wait, a server fault says so, and the streaming service's used-up quota is told plainly.

const SECOND = 1;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** Up to this wait the words count minutes ('in 90 minutes' rather than 'in 2 hours'). */
const MINUTES_UP_TO = 90 * MINUTE;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * How long to wait, in words: 'in 12 minutes', 'in 45 seconds', 'in 3 hours', or 'in a moment'
 * when the server named no wait. Rounded up: the person who tries again at the time told is
 * never refused again for waiting too little.
 */
export function waitWords(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return 'in a moment';
  if (seconds < MINUTE) return `in ${plural(Math.ceil(seconds), 'second')}`;
  if (seconds <= MINUTES_UP_TO) return `in ${plural(Math.ceil(seconds / MINUTE), 'minute')}`;
  return `in ${plural(Math.ceil(seconds / HOUR), 'hour')}`;
}

export const FAILURE_TEXT = {
  /** A 429 of the product API: 'Too many requests. Please try again in 12 minutes.' */
  tooManyRequests: (seconds?: number) => `Too many requests. Please try again ${waitWords(seconds)}.`,
  /** A 5xx of the product API (its body may be a proxy's page, so it is not shown). */
  serverProblem: (seconds?: number) => `Something went wrong on the server. Please try again ${waitWords(seconds)}.`,
  /**
   * The streaming service's quota for the app is used up (its 429 with reason QUOTA_EXCEEDED):
   * not a pause of a few seconds, so nothing is retried until the person tries again.
   */
  providerQuota:
    "The streaming service's usage quota for UpClub is used up, so songs cannot be played or looked up right now. Please try again later.",
} as const;
