import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, contentTypeOf, ObjectNotFoundError, type ObjectStorage } from './storage.ts';

export interface S3Settings {
  bucket: string;
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
  /** Prefix inside the bucket, so one bucket can hold several installations. */
  prefix?: string | undefined;
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error as { name?: string }).name === 'NotFound' ||
    (error as { name?: string }).name === 'NoSuchKey'
  );
}

/** An S3-compatible bucket (AWS, MinIO, R2, …). A PutObject is atomic by nature. */
export function createS3Storage(settings: S3Settings): ObjectStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Many S3-compatible servers do not understand the SDK's default aws-chunked checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return settings.prefix ? `${settings.prefix.replace(/\/+$/, '')}/${key}` : key;
  };

  return {
    kind: 's3',
    async putFile(key, filePath) {
      const { size } = await stat(filePath);
      await client.send(
        new PutObjectCommand({ Bucket, Key: objectKey(key), Body: createReadStream(filePath), ContentLength: size, ContentType: contentTypeOf(key) }),
      );
    },
    async putBuffer(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: data, ContentType: contentTypeOf(key) }));
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0, contentType: contentTypeOf(key) };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async read(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: objectKey(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        const total = range ? Number(object.ContentRange?.split('/')[1] ?? object.ContentLength ?? 0) : (object.ContentLength ?? 0);
        return { body: object.Body as Readable, size: total, contentType: contentTypeOf(key), ...(range ? { range } : {}) };
      } catch (error) {
        if (isNotFound(error)) throw new ObjectNotFoundError(key);
        throw error;
      }
    },
    async downloadTo(key, filePath) {
      const { body } = await this.read(key);
      await pipeline(body, createWriteStream(filePath));
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async deletePrefix(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: objectKey(prefix.replace(/\/+$/, '')) + '/', ContinuationToken: token }));
        const keys = (page.Contents ?? []).flatMap((entry) => (entry.Key ? [{ Key: entry.Key }] : []));
        if (keys.length > 0) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async listKeys(prefix) {
      const folder = prefix.replace(/\/+$/, '');
      const base = settings.prefix ? `${settings.prefix.replace(/\/+$/, '')}/` : '';
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: folder ? `${objectKey(folder)}/` : base, ContinuationToken: token }));
        for (const entry of page.Contents ?? []) if (entry.Key?.startsWith(base)) keys.push(entry.Key.slice(base.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
  };
}
