import {
  CLUB_CROP_VIEWPORT,
  CLUB_PICTURE_MAX_CHARS,
  CLUB_PICTURE_WIDTH_PX,
  CLUB_THUMBNAIL_MAX_CHARS,
  CLUB_THUMBNAIL_WIDTH_PX,
} from '@upclub/shared/constants';

// The club picture's output (spec part 2 §5, §9): the crop drawn on a canvas at 16:9, 1280 wide
// for the picture and 250 for the thumbnail, exported as PNG and made smaller step by step until
// it fits its limit (1,000,000 and 50,000 characters).

/** The crop in the picture's own pixels (react-easy-crop's croppedAreaPixels). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ClubPictures {
  club_picture: string;
  thumbnail_picture: string;
}

export const CLUB_ASPECT = CLUB_CROP_VIEWPORT.width / CLUB_CROP_VIEWPORT.height;
/** Each step makes the picture this much narrower (about a fifth fewer pixels). */
export const SHRINK_FACTOR = 0.9;
/** No picture gets narrower than this; one still too long is refused. */
export const MIN_PICTURE_WIDTH = 32;

export class PictureTooLargeError extends Error {}

/** Lets the page draw between two encodings (each can take a moment). */
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * `encodeAt(width)` from `startWidth`, each step SHRINK_FACTOR narrower, until it is at most
 * `maxChars` long.
 */
export async function fitToLimit(
  encodeAt: (width: number) => string,
  startWidth: number,
  maxChars: number,
): Promise<{ dataUrl: string; width: number }> {
  let width = startWidth;
  let dataUrl = encodeAt(width);
  while (dataUrl.length > maxChars && width > MIN_PICTURE_WIDTH) {
    width = Math.max(MIN_PICTURE_WIDTH, Math.floor(width * SHRINK_FACTOR));
    await yieldToPage();
    dataUrl = encodeAt(width);
  }
  if (dataUrl.length > maxChars) throw new PictureTooLargeError(`No width fits ${maxChars} characters`);
  return { dataUrl, width };
}

/** Draws `area` of `image` at a width (16:9) and exports it as a PNG data URL. */
export function cropEncoder(image: CanvasImageSource, area: CropArea): (width: number) => string {
  return (width) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = Math.round(width / CLUB_ASPECT);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw pictures');
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/png');
  };
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be read'));
    image.src = src;
  });
}

/** The club picture (1280 wide) and its thumbnail (250 wide) of a crop, each within its limit. */
export async function encodeClubPicture(image: CanvasImageSource, area: CropArea): Promise<ClubPictures> {
  const encode = cropEncoder(image, area);
  const picture = await fitToLimit(encode, CLUB_PICTURE_WIDTH_PX, CLUB_PICTURE_MAX_CHARS);
  const thumbnail = await fitToLimit(encode, CLUB_THUMBNAIL_WIDTH_PX, CLUB_THUMBNAIL_MAX_CHARS);
  return { club_picture: picture.dataUrl, thumbnail_picture: thumbnail.dataUrl };
}
