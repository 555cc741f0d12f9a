import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { StorageConfig } from '../config/config.js';
import { CONTENT_TYPE_BY_EXT } from './image-type.js';
import {
  assertImage,
  newStoredName,
  STORED_NAME,
  storedNameOf,
  UPLOADS_URL_PREFIX,
  type FileStorage,
} from './storage.js';

/** Objects live under this prefix of the bucket, so that the bucket can hold other things too. */
const KEY_PREFIX = 'uploads/';

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces...), through
 * the official AWS SDK. Images are validated by content before they are sent, named as on disk, and
 * still served by the app at /uploads/<name> (streamed from the bucket with the app's own headers), so
 * the bucket stays private and the pages' Content Security Policy needs no other origin. Several
 * instances share the bucket and need no shared file system.
 */
export function createS3Storage(settings: Extract<StorageConfig, { kind: 's3' }>): FileStorage & {
  close(): void;
} {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;
  const where = `bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
  return {
    async saveImage(file, label) {
      const type = assertImage(file, label);
      const name = newStoredName(type.ext);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: KEY_PREFIX + name,
          Body: file.buffer,
          ContentType: CONTENT_TYPE_BY_EXT[type.ext],
          CacheControl: 'public, max-age=31536000, immutable',
          // Never replace an object: a name is 128 random bits, and a clash must fail, not overwrite.
          IfNoneMatch: '*',
        }),
      );
      return UPLOADS_URL_PREFIX + name;
    },
    async remove(url) {
      const name = storedNameOf(url);
      if (name) await client.send(new DeleteObjectCommand({ Bucket, Key: KEY_PREFIX + name }));
    },
    async read(name) {
      if (!STORED_NAME.test(name)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: KEY_PREFIX + name }));
        if (!object.Body) return undefined;
        return { body: object.Body as Readable, size: object.ContentLength };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const reason =
          error instanceof S3ServiceException
            ? `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})`
            : (error as Error).message;
        throw new Error(
          `S3_BUCKET: the ${where} cannot be used for uploads: ${reason}. Check S3_BUCKET, S3_ENDPOINT, S3_REGION and the credentials.`,
          { cause: error },
        );
      }
    },
    close() {
      client.destroy();
    },
  };
}
