import fp from 'fastify-plugin';
import sharp from 'sharp';
import { MSG, SERVER_DETAIL } from '@upclub/shared/validation';
import { ApiError, fieldError } from '../../errors';
import { createJobLimiter, JobQueueFullError, type JobLimits } from '../../lib/job-limiter';
import { cleanPicture, PictureError, type PictureBounds } from '../../lib/pictures';

/**
 * libvips threads per picture. sharp runs each picture on a thread of libuv's pool and libvips
 * adds threads of its own, one per core by default: one is enough for pictures of at most
 * 1280 pixels, and leaves the cores to requests and the password pool.
 */
const VIPS_THREADS = 1;

/** The picture fields of a body and the bounds of each (the route's). */
export type PictureFields<K extends string> = Record<K, PictureBounds>;

/**
 * Pictures re-encoded (lib/pictures.ts), PICTURE_CONCURRENCY at once and PICTURE_QUEUE waiting at
 * most per process; one more is answered 503 with Retry-After.
 */
export function createPictures(limits: JobLimits) {
  const limiter = createJobLimiter(limits);

  async function clean(field: string, value: string, bounds: PictureBounds): Promise<string> {
    try {
      return await limiter.run(() => cleanPicture(value, bounds));
    } catch (error) {
      if (error instanceof JobQueueFullError) {
        throw new ApiError(503, { detail: SERVER_DETAIL.picturesBusy }, { 'Retry-After': '1' });
      }
      if (error instanceof PictureError) {
        throw fieldError(
          field,
          error.reason === 'unreadable' ? MSG.unreadablePicture : `Maximum of ${bounds.maxChars} characters`,
        );
      }
      throw error;
    }
  }

  return {
    clean,
    /**
     * `body` with each of `fields` that holds a picture re-encoded (null and absent stay as they
     * are). One at a time: a second picture of the same request waits its turn like anyone's.
     */
    async cleanFields<K extends string, B extends Partial<Record<K, string | null>>>(
      body: B,
      fields: PictureFields<K>,
    ): Promise<B> {
      const cleaned = { ...body };
      for (const field of Object.keys(fields) as K[]) {
        const value = body[field];
        if (typeof value === 'string') cleaned[field] = (await clean(field, value, fields[field])) as B[K];
      }
      return cleaned;
    },
    load: () => limiter.load,
  };
}

export type Pictures = ReturnType<typeof createPictures>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Re-encodes pictures of request bodies before they are stored (lib/pictures.ts). */
    pictures: Pictures;
  }
}

export default fp(
  async (app) => {
    sharp.concurrency(VIPS_THREADS);
    // Each picture is new: libvips' cache of operations would only hold memory.
    sharp.cache(false);
    app.decorate('pictures', createPictures(app.config.pictures));
  },
  { name: 'pictures', dependencies: ['config'] },
);
