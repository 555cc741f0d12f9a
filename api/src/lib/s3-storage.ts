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
import { imageStorage, PRIVATE_KEY_PREFIX, StorageUnreachable, type FileStorage } from './storage.js';

/** Objects live under this prefix of the bucket, so that the bucket can hold other things too. */
const KEY_PREFIX = 'uploads/';

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces...), through
 * the official AWS SDK. Images are checked and re-encoded before they are sent (imageStorage, as on
 * disk), named as on disk, and still served by the app at /uploads/<name> (streamed from the bucket
 * with the app's own headers), so the bucket stays private and the pages' Content Security Policy needs
 * no other origin. Private files go under `uploads/private/`. Several instances share the bucket and
 * need no shared file system.
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
  const Key = (key: string) => KEY_PREFIX + key;
  const storage = imageStorage({
    async put(key, bytes, contentType, options = {}) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: Key(key),
          Body: bytes,
          ContentType: contentType,
          CacheControl: key.startsWith(PRIVATE_KEY_PREFIX)
            ? 'private, no-store'
            : 'public, max-age=31536000, immutable',
          // Never replace an object (a name is 128 random bits: a clash must fail), unless asked to.
          ...(options.replace ? {} : { IfNoneMatch: '*' }),
        }),
      );
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
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
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        const reason =
          error instanceof S3ServiceException ? `${error.name} (HTTP ${status ?? '?'})` : (error as Error).message;
        // An answer under 500 (no such bucket, access denied, wrong region) is a setting to fix; no answer,
        // a 5xx or throttling is the service being down, which passes.
        if (status !== undefined && status < 500 && status !== 429) {
          throw new Error(
            `S3_BUCKET: the ${where} cannot be used for uploads: ${reason}. Check S3_BUCKET, S3_ENDPOINT, S3_REGION and the credentials.`,
            { cause: error },
          );
        }
        throw new StorageUnreachable(`S3_BUCKET: the ${where} cannot be reached: ${reason}`, { cause: error });
      }
    },
  });
  return { ...storage, close: () => client.destroy() };
}
