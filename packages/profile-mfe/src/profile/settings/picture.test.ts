import { PROFILE_PICTURE_MAX_CHARS, PROFILE_THUMBNAIL_MAX_CHARS } from '@upclub/shared/constants';
import { encodeProfilePicture } from './picture';

describe('encodeProfilePicture', () => {
  const drawn: Array<{ width: number; height: number }> = [];
  const clipped: number[] = [];
  beforeEach(() => {
    drawn.length = 0;
    clipped.length = 0;
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
      return {
        beginPath: () => undefined,
        arc: () => undefined,
        clip: () => clipped.push(this.width),
        drawImage: () => drawn.push({ width: this.width, height: this.height }),
      } as never;
    });
    // About 4.1 characters a pixel: 200 px is 164,000 characters (over 160,000), 196 px fits;
    // the 250 px thumbnail needs far smaller to fit 30,000.
    jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement) {
      return 'A'.repeat(Math.round(this.width * this.height * 4.1));
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('draws a square crop in a circle from 200 px, 2 px smaller a step until it fits 160,000 characters', async () => {
    const pictures = await encodeProfilePicture({} as CanvasImageSource, { x: 0, y: 0, width: 800, height: 800 });
    expect(drawn.slice(0, 3)).toEqual([
      { width: 200, height: 200 },
      { width: 198, height: 198 },
      { width: 196, height: 196 },
    ]);
    expect(pictures.profile_picture.length).toBeLessThanOrEqual(PROFILE_PICTURE_MAX_CHARS);
    expect(pictures.profile_picture.length).toBe(Math.round(196 * 196 * 4.1));
    // Every drawing keeps only its circle.
    expect(clipped).toHaveLength(drawn.length);
  });

  it('makes the thumbnail from 250 px, 2 px smaller a step until it fits 30,000 characters', async () => {
    const pictures = await encodeProfilePicture({} as CanvasImageSource, { x: 0, y: 0, width: 800, height: 800 });
    const thumbnails = drawn.filter((d, i) => i > 0 && d.width >= drawn[i - 1].width).concat();
    expect(thumbnails[0]).toEqual({ width: 250, height: 250 });
    expect(pictures.thumbnail_picture.length).toBeLessThanOrEqual(PROFILE_THUMBNAIL_MAX_CHARS);
    const last = drawn[drawn.length - 1].width;
    expect(last % 2).toBe(0);
    expect(Math.round((last + 2) ** 2 * 4.1)).toBeGreaterThan(PROFILE_THUMBNAIL_MAX_CHARS);
  });
});
