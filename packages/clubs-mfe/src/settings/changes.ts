import { clubDescriptionRule, clubNameRule } from '@upclub/shared/validation';
import type { Club, UpdateClubBody } from '@upclub/shared/types';
import type { ClubPictures } from './picture/encode';

// The club settings form (spec part 2 §5): its rules and the changes it sends.

export interface SettingsForm {
  name: string;
  description: string;
  /** A new picture, confirmed with ✓ (null: unchanged). */
  picture: ClubPictures | null;
}

export interface SettingsErrors {
  club_name?: string;
  club_description?: string;
}

/** 'Field required' for an empty name, 'Maximum of 400 characters' for a long description. */
export function settingsErrors({ name, description }: Pick<SettingsForm, 'name' | 'description'>): SettingsErrors {
  const errors: SettingsErrors = {};
  const nameCheck = clubNameRule().safeParse(name);
  if (!nameCheck.success) errors.club_name = nameCheck.error.issues[0]?.message;
  const descriptionCheck = clubDescriptionRule().safeParse(description);
  if (!descriptionCheck.success) errors.club_description = descriptionCheck.error.issues[0]?.message;
  return errors;
}

/** Only the changed fields; the pictures only when a new one was confirmed. */
export function changesOf(club: Pick<Club, 'club_name' | 'club_description'>, form: SettingsForm): UpdateClubBody {
  const changes: UpdateClubBody = {};
  const name = form.name.trim();
  const description = form.description.trim();
  if (name !== club.club_name) changes.club_name = name;
  if (description !== (club.club_description ?? '')) changes.club_description = description;
  if (form.picture) {
    changes.club_picture = form.picture.club_picture;
    changes.thumbnail_picture = form.picture.thumbnail_picture;
  }
  return changes;
}
