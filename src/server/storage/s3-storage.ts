import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ObjectStorage, StoredObject } from './storage.js';

/** An S3-compatible bucket: AWS S3, Cloudflare R2, MinIO (README, "Images in a bucket"). */
export interface S3Settings {
  bucket: string;
  /** Unset for AWS S3 itself; the provider's address otherwise. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (environment, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path, not in the host name: MinIO and most self-hosted servers. */
  forcePathStyle: boolean;
}

// A bucket that does not answer fails an upload in seconds rather than holding the request open.
const CONNECTION_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 20_000;

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: not every compatible server reads the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
}

export class S3Storage implements ObjectStorage {
  constructor(
    readonly client: S3Client,
    readonly bucket: string,
  ) {}

  async put(key: string, data: Buffer) {
    // One PUT: the object appears whole or not at all.
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentType: 'image/webp' }),
    );
  }

  async remove(keys: readonly string[]) {
    // One request per key: DeleteObjects needs a checksum some compatible servers reject, and an image
    // has two keys.
    await Promise.all(
      keys.map((key) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }))),
    );
  }

  async get(key: string, ifNoneMatch?: string): Promise<StoredObject | 'not-modified' | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, IfNoneMatch: ifNoneMatch }),
      );
      return {
        body: object.Body as Readable,
        size: object.ContentLength ?? 0,
        etag: object.ETag ?? '',
        lastModified: object.LastModified ?? new Date(0),
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 304) return 'not-modified';
      if (status === 404) return null;
      throw error;
    }
  }

  close() {
    this.client.destroy();
  }

  async sizeOf(key: string) {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }
}
