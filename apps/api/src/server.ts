import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { prepareAccounts } from './seed/start-up.ts';
import { webDistDir } from './web-dist.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const { database, release } = await openConfiguredDatabase(config);

  const app = await buildApp({
    config: { ...config, webDistDir: config.webDistDir ?? webDistDir() },
    database,
    oidcAllowPrivateIssuers: config.oidcAllowPrivateIssuers,
  });
  await prepareAccounts(database, config, app.log);
  app.addHook('onClose', async () => {
    await database.close();
    release();
  });

  // SIGTERM: stop accepting, let in-flight requests finish, close the database cleanly.
  let closing = false;
  // Keep-alive sockets would hold the close open until they time out: end each after its answer.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Motorpool failed to start:', error);
  }
  process.exit(1);
});
