import type { FeedCategory } from '@upclub/shared/constants';
import type {
  Comment,
  LikeResponse,
  Paged,
  PostCommentBody,
  PostReplyBody,
  PostSongBody,
  SharePostBody,
  SongPost,
  UserSearchResult,
} from '@upclub/shared/types';
import { http } from './client';

// One function per v1 call of spec part 1 §7 (posts, feed, likes, comments, sharing, user search).
// Paged calls take either the first page's arguments or the `next` URL of the previous answer,
// which the client follows as is.

const follow = <T>(next: string, options: Reading = {}) =>
  http.get<Paged<T>>(next, { signal: options.signal }).then((r) => r.data);

/**
 * A read its caller can abort: a list's query passes its signal, so a request still waiting when
 * nobody shows its answer any more is dropped, and the next showing asks anew.
 */
export interface Reading {
  signal?: AbortSignal;
}
const enc = encodeURIComponent;

export const getSongPost = (id: number, options: { quiet?: boolean } = {}) =>
  http.get<SongPost>(`v1/getsongpost/${id}`, { quiet: options.quiet }).then((r) => r.data);

/** Quiet: a failed post shows the server's detail in a toast (spec §8), the caller raises it. */
export const postSong = (body: PostSongBody) =>
  http.post<SongPost>('v1/postsong/', body, { quiet: true }).then((r) => r.data);

export const deleteSong = (id: number) => http.delete(`v1/deletesong/${id}`).then(() => undefined);

export const likeSongPost = (songPost: number) =>
  http.post<LikeResponse>('v1/likesongpost/', { song_post: songPost }).then((r) => r.data);

export const unlikeSongPost = (songPost: number) =>
  http.post<LikeResponse>('v1/unlikesongpost/', { song_post: songPost }).then((r) => r.data);

const FEED_PATHS = { all: 'v1/getallfeed/', my: 'v1/getmyfeed/' } as const;

/** The global feed (getallfeed) or the personal one (getmyfeed). */
export const getFeed = (scope: keyof typeof FEED_PATHS, category: FeedCategory, next?: string | null) =>
  next ? follow<SongPost>(next) : http.get<Paged<SongPost>>(`${FEED_PATHS[scope]}${category}`).then((r) => r.data);

export const searchSongPostTitle = (query: string, next?: string | null) =>
  next ? follow<SongPost>(next) : http.get<Paged<SongPost>>(`v1/searchsongposttitle/${enc(query)}`).then((r) => r.data);

export const getFirstLevelComments = (songPost: number, next?: string | null, options: Reading = {}) =>
  next
    ? follow<Comment>(next, options)
    : http.get<Paged<Comment>>(`v1/getfirstlevelcomments/${songPost}`, { signal: options.signal }).then((r) => r.data);

export const postFirstLevelComment = (body: PostCommentBody) =>
  http.post<Comment>('v1/postfirstlevelcomment/', body).then((r) => r.data);

export const getSecondLevelComments = (commentId: number, next?: string | null, options: Reading = {}) =>
  next
    ? follow<Comment>(next, options)
    : http
        .get<Paged<Comment>>(`v1/getsecondlevelcomments/${commentId}`, { signal: options.signal })
        .then((r) => r.data);

export const postSecondLevelComment = (body: PostReplyBody) =>
  http.post<Comment>('v1/postsecondlevelcomment/', body).then((r) => r.data);

export const sharePost = (body: SharePostBody) =>
  http.post<{ detail: string }>('v1/sharepost/', body).then((r) => r.data);

/** Mention search (web): users matching the query. */
export const searchUsernameWeb = (query: string, next?: string | null) =>
  next
    ? follow<UserSearchResult>(next)
    : http.get<Paged<UserSearchResult>>(`v1/searchusernameweb/${enc(query)}`).then((r) => r.data);

/** User search of the search page and the share modal. */
export const searchUsername = (query: string, next?: string | null) =>
  next
    ? follow<UserSearchResult>(next)
    : http.get<Paged<UserSearchResult>>(`v1/searchusername/${enc(query)}`).then((r) => r.data);

/** The default mention list (people the user follows first) for an empty query. */
export const searchUsernameDefault = (next?: string | null) =>
  next
    ? follow<UserSearchResult>(next)
    : http.get<Paged<UserSearchResult>>('v1/searchusernamedefault/').then((r) => r.data);
