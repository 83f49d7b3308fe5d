import { ConfigError, loadConfig } from './config/env';
import { DataDirInUseError } from './db/data-dir-lock';

const startedAt = performance.now();

/**
 * The process: the settings first, then tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set, and
 * only then the rest of the code, imported once tracing can instrument what it loads (decision
 * 066). Without tracing, OpenTelemetry's SDK is never loaded.
 */
async function main() {
  const config = loadConfig();
  const tracing = config.tracing
    ? (await import('./telemetry')).startTracing(config.tracing)
    : null;
  const { serve } = await import('./serve');
  await serve(config, startedAt, tracing);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    process.stderr.write(`\n${error.message}\n\n`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    process.stderr.write(
      `\nThe port is already in use: ${(error as Error).message}. Set PORT to use another.\n\n`,
    );
  } else {
    process.stderr.write(
      `\nTradeMate could not start:\n${(error as Error).stack ?? String(error)}\n\n`,
    );
  }
  process.exit(1);
});
