import {
  CLUB_CROP_VIEWPORT,
  CLUB_PICTURE_MAX_CHARS,
  CLUB_PICTURE_WIDTH_PX,
  CLUB_THUMBNAIL_MAX_CHARS,
  CLUB_THUMBNAIL_WIDTH_PX,
} from '@upclub/shared/constants';
import { cropEncoder as drawCrop, fitToLimit as fitWithin, type CropArea } from '@upclub/shared/ui/PictureCrop';

// The club picture's output (spec part 2 §5, §9): the crop drawn on a canvas at 16:9, 1280 wide
// for the picture and 250 for the thumbnail, exported as PNG and made smaller step by step until
// it fits its limit (1,000,000 and 50,000 characters). The drawing and the fitting are the UI
// kit's (PictureCrop), which the profile picture uses too.

export { MIN_PICTURE_WIDTH, PictureTooLargeError, loadImage, type CropArea } from '@upclub/shared/ui/PictureCrop';

export interface ClubPictures {
  club_picture: string;
  thumbnail_picture: string;
}

export const CLUB_ASPECT = CLUB_CROP_VIEWPORT.width / CLUB_CROP_VIEWPORT.height;
/** Each step makes the picture this much narrower (about a fifth fewer pixels). */
export const SHRINK_FACTOR = 0.9;

/** `encodeAt(width)` from `startWidth`, each step SHRINK_FACTOR narrower, until it is at most `maxChars` long. */
export const fitToLimit = (encodeAt: (width: number) => string, startWidth: number, maxChars: number) =>
  fitWithin(encodeAt, startWidth, maxChars, (width) => width * SHRINK_FACTOR);

/** Draws `area` of `image` at a width (16:9) and exports it as a PNG data URL. */
export const cropEncoder = (image: CanvasImageSource, area: CropArea) => drawCrop(image, area, CLUB_ASPECT);

/** The club picture (1280 wide) and its thumbnail (250 wide) of a crop, each within its limit. */
export async function encodeClubPicture(image: CanvasImageSource, area: CropArea): Promise<ClubPictures> {
  const encode = cropEncoder(image, area);
  const picture = await fitToLimit(encode, CLUB_PICTURE_WIDTH_PX, CLUB_PICTURE_MAX_CHARS);
  const thumbnail = await fitToLimit(encode, CLUB_THUMBNAIL_WIDTH_PX, CLUB_THUMBNAIL_MAX_CHARS);
  return { club_picture: picture.dataUrl, thumbnail_picture: thumbnail.dataUrl };
}
