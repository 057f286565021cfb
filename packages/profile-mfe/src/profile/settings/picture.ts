import {
  PROFILE_CROP_SHRINK_STEP_PX,
  PROFILE_CROP_SIZE_PX,
  PROFILE_PICTURE_MAX_CHARS,
  PROFILE_THUMBNAIL_MAX_CHARS,
  PROFILE_THUMBNAIL_SIZE_PX,
} from '@upclub/shared/constants';
import { cropEncoder, fitToLimit, type CropArea } from '@upclub/shared/ui/PictureCrop';

// The profile picture's output (spec part 2 §5, §9): the circular crop drawn at 200 px, made 2 px
// smaller at a time until it is at most 160,000 characters; the thumbnail from 250 px, at most
// 30,000 characters.

export interface ProfilePictures {
  profile_picture: string;
  thumbnail_picture: string;
}

/** The crop's viewport: a 200 px circle. */
export const PROFILE_CROP = { width: PROFILE_CROP_SIZE_PX, height: PROFILE_CROP_SIZE_PX } as const;

const shrink = (width: number) => width - PROFILE_CROP_SHRINK_STEP_PX;

export async function encodeProfilePicture(image: CanvasImageSource, area: CropArea): Promise<ProfilePictures> {
  const encode = cropEncoder(image, area, 1, { round: true });
  const picture = await fitToLimit(encode, PROFILE_CROP_SIZE_PX, PROFILE_PICTURE_MAX_CHARS, shrink);
  const thumbnail = await fitToLimit(encode, PROFILE_THUMBNAIL_SIZE_PX, PROFILE_THUMBNAIL_MAX_CHARS, shrink);
  return { profile_picture: picture.dataUrl, thumbnail_picture: thumbnail.dataUrl };
}
