import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { ConfigError, loadConfig, sellerProblems } from "./config";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { prepareDatabase } from "./db/prepare";
import { loggerOptions } from "./logging";
import { taxIsSetUp } from "./modules/billing/taxes";
import { trackConnections } from "./lib/shutdown";

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const here = path.dirname(fileURLToPath(import.meta.url));
  const app = await buildApp({
    config,
    db: database.db,
    invalidation: (log) => database.openInvalidation(log),
    webDist: path.resolve(here, "../../web/dist"),
    logger: loggerOptions(config.logLevel),
  });
  // After the app is built (nothing in it reads the database before it listens), so the admin
  // bootstrap's warnings go to the server's log.
  await prepareDatabase(database, config, app.log);
  // Issue 26: whether the shop charges VAT is the office's set-up, known once the database is ready.
  const seller = sellerProblems(config, await taxIsSetUp(database.db));
  if (seller.length > 0) {
    await app.close();
    await database.close();
    throw new ConfigError(seller);
  }
  if (config.env === "production" && !config.vatLookupUrl) {
    // Issue 25: without VIES no VAT ID is confirmed; exemptions then wait for the office's check.
    app.log.warn("VAT_LOOKUP_URL is not set: buyers' VAT IDs are not confirmed with VIES, and none is exempt until the office checks it by hand");
  }

  const connections = trackConnections(app.server);
  const graceMs = config.shutdownGraceSeconds * 1000;
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, inFlight: connections.inFlight, graceSeconds: config.shutdownGraceSeconds }, "shutting down");
    // Issue 35 item 5: a restart takes seconds, whatever the clients do. The requests in flight
    // get the grace less a last second (closing the app and the database takes milliseconds);
    // then their connections close; and at the grace's end the process exits even if something
    // still hangs (a stale PGlite lock of a dead process is taken over at the next start).
    const reserveMs = Math.min(1000, graceMs / 4);
    const force = setTimeout(() => {
      app.log.warn({ inFlight: connections.inFlight }, "shutdown grace over: closing the connections still open");
      connections.forceClose();
    }, graceMs - reserveMs);
    setTimeout(() => {
      app.log.error("shutdown did not finish within SHUTDOWN_GRACE_SECONDS: exiting anyway");
      process.exit(1);
    }, graceMs).unref();
    connections.stop();
    // The app first (its Redis client and LISTEN connection), then the database it queries.
    await app.close();
    clearTimeout(force);
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void close("SIGINT"));
  process.on("SIGTERM", () => void close("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`shop ready on http://${config.host}:${config.port} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
