import type { Club } from '@upclub/shared/types';

// Who the signed-in user is to a club (spec part 2 §6): its menus, buttons and labels follow.

/** `owner`: club_owner is the user; `curator`: curates it; `member`: anyone else (following or not). */
export type ClubRole = 'owner' | 'curator' | 'member';

export function clubRoleOf(club: Pick<Club, 'club_owner' | 'is_curator'>, userId: number | null | undefined): ClubRole {
  if (userId != null && club.club_owner === userId) return 'owner';
  return club.is_curator ? 'curator' : 'member';
}

/** What a curator entry is called in the club's lists: the owner is shown as Admin (spec part 2 §6). */
export const CURATOR_LABEL = { owner: 'Admin', curator: 'Curator', request: 'Request to Curate' } as const;
