import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  CLUB_PICTURE_WIDTH_PX,
  MIN_PICTURE_WIDTH,
  PROFILE_CROP_SIZE_PX,
  PROFILE_THUMBNAIL_MAX_CHARS,
} from '@upclub/shared/constants';
import { MSG, SERVER_DETAIL } from '@upclub/shared/validation';
import { ApiError } from '../src/errors';
import { createJobLimiter, JobQueueFullError } from '../src/lib/job-limiter';
import { cleanPicture, PictureError } from '../src/lib/pictures';
import { createPictures } from '../src/plugins/app/pictures';
import { buildTestApp, expectFieldError, newMember, type TestApp } from './helpers';
import { createClub, patch } from './clubs';
import { get } from './music';
import {
  hasGpsDirectory,
  noisePretendingPng,
  phoneJpeg,
  pixelsOf,
  pngOfLength,
  pngPicture,
  readPicture,
} from './pictures';

// Pictures are decoded and encoded anew before they are stored (issue 24): a phone's photo loses
// its GPS position and keeps standing up, bytes that are no picture are refused, and a picture
// keeps its pixels. Runs on PGlite, and on PostgreSQL with DATABASE_URL.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ writeLimit: { perMinute: 0, perHour: 0 } });
});
afterAll(() => t.close());

type Headers = { authorization: string };
const updateProfile = (payload: object, headers: Headers) =>
  t.app.inject({ method: 'PATCH', url: '/api/v1/updateprofile/', payload, headers });

describe('a profile picture', () => {
  it('comes back without the EXIF of a phone’s photo (its GPS position), turned as the EXIF said', async () => {
    const me = await newMember(t.app);
    const photo = await phoneJpeg(120, 80);
    const sent = await readPicture(photo);
    expect(hasGpsDirectory(sent.exif)).toBe(true);
    expect(sent.bytes.includes('TestPhone')).toBe(true);

    const res = await updateProfile({ profile_picture: photo }, me.headers);
    expect(res.statusCode).toBe(200);
    const stored = await readPicture(res.json().profile_picture);
    expect(stored).toMatchObject({ format: 'jpeg', width: 80, height: 120 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(stored.bytes.includes('TestPhone')).toBe(false);
    // What others read is the same cleaned picture.
    const other = await newMember(t.app);
    const read = await get(t.app, `/api/v1/getprofile/${me.id}`, other.headers);
    expect(read.json().profile_picture).toBe(res.json().profile_picture);
  });

  it('refuses bytes that are no picture under a PNG prefix with 400, and changes nothing', async () => {
    const me = await newMember(t.app);
    const res = await updateProfile({ first_name: 'Changed', profile_picture: noisePretendingPng() }, me.headers);
    expectFieldError(res, 'profile_picture', MSG.unreadablePicture);
    const svg = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    expectFieldError(
      await updateProfile({ thumbnail_picture: svg }, me.headers),
      'thumbnail_picture',
      MSG.unreadablePicture,
    );
    const truncated = (await pngPicture(40, 40)).slice(0, 200);
    expectFieldError(
      await updateProfile({ profile_picture: truncated }, me.headers),
      'profile_picture',
      MSG.unreadablePicture,
    );
    const mine = await get(t.app, '/api/v1/myprofile', me.headers);
    expect(mine.json()).toMatchObject({ first_name: 'Test', profile_picture: null });
  });

  it('keeps a valid PNG’s size and pixels', async () => {
    const me = await newMember(t.app);
    const png = await pngPicture(PROFILE_CROP_SIZE_PX, PROFILE_CROP_SIZE_PX);
    const res = await updateProfile({ profile_picture: png, thumbnail_picture: null }, me.headers);
    expect(res.statusCode).toBe(200);
    const stored = res.json().profile_picture as string;
    expect(stored.startsWith('data:image/png;base64,')).toBe(true);
    expect(await readPicture(stored)).toMatchObject({ format: 'png', width: PROFILE_CROP_SIZE_PX });
    expect((await pixelsOf(stored)).equals(await pixelsOf(png))).toBe(true);
  });

  it('is brought down to the crop’s size, and takes the format its bytes have', async () => {
    const me = await newMember(t.app);
    const jpegBytes = (await phoneJpeg(600, 300)).split(',')[1];
    // JPEG bytes under a PNG prefix: stored as the JPEG they are, under a JPEG prefix.
    const res = await updateProfile({ profile_picture: `data:image/png;base64,${jpegBytes}` }, me.headers);
    expect(res.statusCode).toBe(200);
    const stored = res.json().profile_picture as string;
    expect(stored.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(await readPicture(stored)).toMatchObject({ width: PROFILE_CROP_SIZE_PX / 2, height: PROFILE_CROP_SIZE_PX });
  });

  it('takes a picture at its length limit, stored shorter without its text chunk', async () => {
    const me = await newMember(t.app);
    const atLimit = await pngOfLength(PROFILE_THUMBNAIL_MAX_CHARS);
    expect((await readPicture(atLimit)).bytes.includes('tEXtComment')).toBe(true);
    const res = await updateProfile({ thumbnail_picture: atLimit }, me.headers);
    expect(res.statusCode).toBe(200);
    const stored = await readPicture(res.json().thumbnail_picture);
    expect(stored).toMatchObject({ format: 'png', width: 64, height: 36 });
    expect(stored.bytes.includes('tEXtComment')).toBe(false);
  });
});

describe('a club picture', () => {
  it('is re-encoded and capped at the crop’s width', async () => {
    const owner = await newMember(t.app);
    const club = await createClub(t.app, owner.headers);
    const wide = await pngPicture(CLUB_PICTURE_WIDTH_PX * 2, 200);
    const res = await patch(t.app, `/api/v1/updateclub/${club.club}`, { club_picture: wide }, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(await readPicture(res.json().club_picture)).toMatchObject({
      format: 'png',
      width: CLUB_PICTURE_WIDTH_PX,
      height: 100,
    });
    const bad = await patch(
      t.app,
      `/api/v1/updateclub/${club.club}`,
      { club_name: 'Renamed', thumbnail_picture: noisePretendingPng() },
      owner.headers,
    );
    expectFieldError(bad, 'thumbnail_picture', MSG.unreadablePicture);
    expect((await get(t.app, `/api/v1/getclub/${club.club}`, owner.headers)).json().club_name).toBe(club.club_name);
  });
});

describe('the pictures’ bounds', () => {
  it('makes a picture smaller until it fits its length, or refuses it when none fits', async () => {
    const noise = randomBytes(200 * 200 * 3);
    const png = `data:image/png;base64,${(
      await sharp(noise, { raw: { width: 200, height: 200, channels: 3 } })
        .png()
        .toBuffer()
    ).toString('base64')}`;
    expect(png.length).toBeGreaterThan(100_000);
    const fitted = await cleanPicture(png, { maxSide: 200, maxChars: 30_000 });
    expect(fitted.length).toBeLessThanOrEqual(30_000);
    const { width } = await readPicture(fitted);
    expect(width).toBeLessThan(200);
    expect(width).toBeGreaterThanOrEqual(MIN_PICTURE_WIDTH);
    await expect(cleanPicture(png, { maxSide: 200, maxChars: 100 })).rejects.toEqual(new PictureError('tooLong'));
  });

  it('runs at most `concurrency` jobs at once and refuses one past the queue', async () => {
    const limiter = createJobLimiter({ concurrency: 1, queue: 1 });
    const gates: Array<() => void> = [];
    const job = () => new Promise<void>((resolve) => gates.push(resolve));
    const first = limiter.run(job);
    const second = limiter.run(job);
    await expect(limiter.run(job)).rejects.toBeInstanceOf(JobQueueFullError);
    expect(limiter.load).toEqual({ running: 1, waiting: 1 });
    await Promise.resolve();
    expect(gates).toHaveLength(1);
    gates[0]();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(gates).toHaveLength(2);
    gates[1]();
    await second;
    expect(limiter.load).toEqual({ running: 0, waiting: 0 });
  });

  it('answers 503 with Retry-After when too many pictures wait', async () => {
    const pictures = createPictures({ concurrency: 1, queue: 0 });
    const picture = await pngPicture(64, 64);
    const bounds = { maxSide: 64, maxChars: 50_000 };
    const running = pictures.clean('profile_picture', picture, bounds);
    const refused = await pictures.clean('profile_picture', picture, bounds).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      statusCode: 503,
      body: { detail: SERVER_DETAIL.picturesBusy },
      headers: { 'Retry-After': '1' },
    });
    expect((await running).startsWith('data:image/png;base64,')).toBe(true);
  });
});
