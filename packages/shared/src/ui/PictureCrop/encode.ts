// A picture's crop drawn on a canvas and exported as PNG, made smaller step by step until it fits
// a limit of base64 characters (spec part 2 §5 and §9: the club picture and the profile picture).

import { MIN_PICTURE_WIDTH } from '@upclub/shared/constants';

/** The crop in the picture's own pixels (react-easy-crop's croppedAreaPixels). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

// No picture gets narrower than MIN_PICTURE_WIDTH; one still too long is refused.
export { MIN_PICTURE_WIDTH };

export class PictureTooLargeError extends Error {}

/** Lets the page draw between two encodings (each can take a moment). */
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * `encodeAt(width)` from `startWidth`, each step `shrink(width)` narrower, until it is at most
 * `maxChars` long.
 */
export async function fitToLimit(
  encodeAt: (width: number) => string,
  startWidth: number,
  maxChars: number,
  shrink: (width: number) => number,
): Promise<{ dataUrl: string; width: number }> {
  let width = startWidth;
  let dataUrl = encodeAt(width);
  while (dataUrl.length > maxChars && width > MIN_PICTURE_WIDTH) {
    width = Math.max(MIN_PICTURE_WIDTH, Math.min(width - 1, Math.floor(shrink(width))));
    await yieldToPage();
    dataUrl = encodeAt(width);
  }
  if (dataUrl.length > maxChars) throw new PictureTooLargeError(`No width fits ${maxChars} characters`);
  return { dataUrl, width };
}

/** Draws `area` of `image` at a width (the height keeps `aspect`) and exports it as a PNG data URL. */
export function cropEncoder(
  image: CanvasImageSource,
  area: CropArea,
  aspect: number,
  { round = false }: { round?: boolean } = {},
): (width: number) => string {
  return (width) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = Math.round(width / aspect);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw pictures');
    context.imageSmoothingQuality = 'high';
    if (round) {
      // A round crop keeps only its circle: the corners stay transparent.
      context.beginPath();
      context.arc(width / 2, canvas.height / 2, Math.min(width, canvas.height) / 2, 0, Math.PI * 2);
      context.clip();
    }
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
