/** `npm run server`: starts the API from the environment and stops cleanly on SIGINT/SIGTERM. */
import { loadConfig, startServer } from './app';

async function main(): Promise<void> {
  let server;
  try {
    const config = loadConfig(process.env);
    server = await startServer(config);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`Diving API failed to start: ${message.replace(/\s+/g, ' ')}\n`);
    process.exit(1);
  }
  console.log(`Diving API listening on ${server.url}`);
  if (server.config.demo) console.log(`Demo login: ${server.config.adminEmail} / ${server.config.adminPassword}`);
  const stop = (): void => {
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
}

void main();
