import type { Config } from '../config.js';
import { LocalDirectoryStorage, type ObjectStorage } from './storage.js';

/**
 * The bucket when S3_BUCKET is set, else the local directory. The S3 client is loaded only for a bucket:
 * the SDK's modules weigh some 20 MB of memory that a server keeping images on disk never uses.
 */
export async function openStorage(config: Pick<Config, 's3' | 'storageDir'>): Promise<ObjectStorage> {
  if (!config.s3) return new LocalDirectoryStorage(config.storageDir);
  const { createS3Client, S3Storage } = await import('./s3-storage.js');
  return new S3Storage(createS3Client(config.s3), config.s3.bucket);
}
