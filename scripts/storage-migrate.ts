/**
 * npm run storage:migrate: copies the images of STORAGE_DIR into the bucket S3_BUCKET names (README,
 * "Images in a bucket"). It can run while the server does; a run cut short is finished by running it
 * again, which skips what the bucket already holds.
 */
import { ConfigError, loadConfig } from '../src/server/config.js';
import { messages } from '../src/server/messages/catalogue.js';
import { copyToBucket, CopyFailed } from '../src/server/storage/copy-to-bucket.js';
import { createS3Client, S3Storage } from '../src/server/storage/s3-storage.js';
import { LocalDirectoryStorage } from '../src/server/storage/storage.js';
import { fill } from '../src/shared/format.js';

async function main(): Promise<number> {
  const config = loadConfig();
  const dir = config.storageDir;
  if (!config.s3) {
    console.error(fill(messages.images.migrateNoBucket, { dir }));
    return 2;
  }
  const local = new LocalDirectoryStorage(dir);
  const client = createS3Client(config.s3);
  try {
    const { bucket } = config.s3;
    const total = (await local.keys()).length;
    if (total === 0) {
      console.log(fill(messages.images.migrateNothing, { dir }));
      return 0;
    }
    console.log(fill(messages.images.migrateStart, { total, dir, bucket }));
    const result = await copyToBucket(local, new S3Storage(client, bucket), ({ key, done, copied }) =>
      console.log(
        fill(copied ? messages.images.migrateCopied : messages.images.migrateSkipped, { done, total, key }),
      ),
    );
    console.log(fill(messages.images.migrateDone, result));
    return 0;
  } catch (error) {
    if (!(error instanceof CopyFailed)) throw error;
    const cause = error.cause instanceof Error ? error.cause.message : String(error.cause);
    console.error(fill(messages.images.migrateFailed, { key: error.key, error: cause }));
    return 1;
  } finally {
    client.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
