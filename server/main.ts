/** `npm run server`: starts the API from the environment and stops cleanly on SIGINT/SIGTERM. */
import { loadConfig, startServer, type RunningServer } from './app';
import { demoExposureWarning } from './config';

async function main(): Promise<void> {
  let server: RunningServer | null = null;
  let stopping = false;
  // Installed before anything starts: a signal that arrives while the store opens still exits 0
  // (an interrupted seed leaves nothing behind: it is written aside and renamed into place).
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    if (!server) process.exit(0);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error while closing:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    server = await startServer(loadConfig(process.env));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`Diving API failed to start: ${message.replace(/\s+/g, ' ')}\n`);
    process.exit(1);
  }
  if (stopping) {
    stopping = false;
    stop();
    return;
  }
  console.log(`Diving API listening on ${server.url}`);
  if (server.config.demo) console.log(`Demo login: ${server.config.adminEmail} / ${server.config.adminPassword}`);
  const warning = demoExposureWarning(server.config);
  if (warning) console.warn(warning);
}

void main();
