// `npm run uploads:copy-to-s3`: copies the uploads in the data folder (DATA_DIR/uploads) into the
// S3-compatible bucket the S3_* settings name, before the app is started with them.
import { ConfigError, loadConfig } from './config/env';
import { copyLocalUploads } from './lib/copy-local-uploads';
import { createS3FileStore } from './lib/s3-file-store';
import { runOperatorCommand } from './operator-command';

runOperatorCommand(async () => {
  const config = loadConfig();
  if (!config.s3) {
    throw new ConfigError(
      'Set S3_BUCKET (and the other S3_* settings it needs) to copy uploads to.',
    );
  }
  const store = createS3FileStore(config.s3);
  try {
    const copied = await copyLocalUploads(config.uploadsDir, store);
    process.stdout.write(
      `\nCopied ${copied} file${copied === 1 ? '' : 's'} from ${config.uploadsDir} to the bucket ${config.s3.bucket}.\n\n`,
    );
  } finally {
    store.destroy();
  }
});
