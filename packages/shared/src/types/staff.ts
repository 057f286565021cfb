// Staff tools (spec part 2 §3 'Metric day entry' and 'Payloads', §7 Staff).

/** One day of a metrics category: `day` is YYYY-MM-DD (UTC), `total` what happened that day. */
export interface MetricDay {
  day: string;
  total: number;
}

/** v1/getallmetrics/{category}: every day of the range, oldest first, days without activity as 0. */
export interface MetricsResponse {
  days: MetricDay[];
}

/** What every broadcast and send-to-all answers once every user has it. */
export interface BroadcastResult {
  /** The broadcast's id (its row in the broadcasts table). */
  broadcast: number;
  /** How many users it reached (everyone but the sender). */
  recipients: number;
}

/** POST v1/pushnotificationbroadcast/: a song post broadcast with a text. */
export interface BroadcastSongPostPayload {
  text_message: string;
  song_post: number;
}
/** POST v1/pushnotificationbroadcasttext/: a text-only broadcast. */
export interface BroadcastTextPayload {
  text_message: string;
}
/** POST v1/sendtoallmessage/: a song post sent to everyone's 1:1 thread with the sender. */
export interface SendSongPostToAllPayload {
  song_post: number;
}
/** POST v1/sendtoallmessagetext/: a text sent to everyone's 1:1 thread with the sender. */
export interface SendTextToAllPayload {
  text: string;
}
