import { CLUB_PICTURE_MAX_CHARS, CLUB_THUMBNAIL_MAX_CHARS } from '@upclub/shared/constants';
import { MIN_PICTURE_WIDTH, PictureTooLargeError, encodeClubPicture, fitToLimit } from './encode';

describe('fitToLimit', () => {
  it('keeps the first width when it fits', async () => {
    const encode = jest.fn((width: number) => 'x'.repeat(width));
    expect(await fitToLimit(encode, 100, 100)).toEqual({ dataUrl: 'x'.repeat(100), width: 100 });
    expect(encode).toHaveBeenCalledTimes(1);
  });

  it('makes it 10 % narrower a step at a time until it fits', async () => {
    const encode = jest.fn((width: number) => 'x'.repeat(width * width));
    const { width, dataUrl } = await fitToLimit(encode, 1280, 1_000_000);
    expect(encode.mock.calls.map(([w]) => w)).toEqual([1280, 1152, 1036, 932]);
    expect(width).toBe(932);
    expect(dataUrl.length).toBeLessThanOrEqual(1_000_000);
  });

  it('refuses a picture that fits at no width', async () => {
    await expect(fitToLimit(() => 'x'.repeat(10_000), 250, 50)).rejects.toBeInstanceOf(PictureTooLargeError);
  });
});

describe('encodeClubPicture', () => {
  const drawn: Array<{ width: number; height: number; args: unknown[] }> = [];
  beforeEach(() => {
    drawn.length = 0;
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
      return {
        drawImage: (...args: unknown[]) => drawn.push({ width: this.width, height: this.height, args }),
      } as never;
    });
    // A PNG about 2 characters per pixel: too long at 1280 x 720 and at 250 x 141.
    jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement, type) {
      return `data:${type};base64,${'A'.repeat(this.width * this.height * 2)}`;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('draws the crop at 16:9, 1280 and 250 wide, as PNG, narrowed until each fits its limit', async () => {
    const image = {} as CanvasImageSource;
    const area = { x: 10, y: 20, width: 1600, height: 900 };
    const { club_picture, thumbnail_picture } = await encodeClubPicture(image, area);
    expect(club_picture.startsWith('data:image/png;base64,')).toBe(true);
    expect(club_picture.length).toBeLessThanOrEqual(CLUB_PICTURE_MAX_CHARS);
    expect(thumbnail_picture.length).toBeLessThanOrEqual(CLUB_THUMBNAIL_MAX_CHARS);
    expect(drawn[0]).toEqual({ width: 1280, height: 720, args: [image, 10, 20, 1600, 900, 0, 0, 1280, 720] });
    const thumbnails = drawn.filter((d) => d.width <= 250);
    expect(thumbnails[0]).toMatchObject({ width: 250, height: 141 });
    // Every step keeps 16:9 and a width above the floor.
    for (const d of drawn) {
      expect(Math.abs(d.width / d.height - 16 / 9)).toBeLessThan(0.02);
      expect(d.width).toBeGreaterThanOrEqual(MIN_PICTURE_WIDTH);
    }
  });
});
