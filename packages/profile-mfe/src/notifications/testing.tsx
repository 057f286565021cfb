import type { ReactNode } from 'react';
import { renderRemote, songPost } from '@upclub/shared/testing';
import type { Notification } from '@upclub/shared/types';

// Test helpers of the notifications page (only its tests import this file).

/** A like from bo (id 5) on post 4, today, unless `overrides` say otherwise. */
export const aNotification = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  notification_type: 'like',
  created_at: new Date().toISOString(),
  notification_age: '5m',
  username: 'bo',
  thumbnail_picture: null,
  upclubuser: 5,
  upclubuser_follower_username: null,
  song_post: 4,
  post: songPost(4),
  usercomment_text: null,
  club: null,
  club_name: null,
  messagethread: null,
  curatorrequest: null,
  curatorinvite: null,
  curatorinviterequeststate: null,
  followed: false,
  ...overrides,
});

/** `ui` as a remote's Root mounts it (a fresh query client, a router), in the main landmark. */
export const renderInApp = (ui: ReactNode, path = '/notifications') => renderRemote(ui, path);

export { axeViolations } from '@upclub/shared/testing';
