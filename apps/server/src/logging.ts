import { DrizzleQueryError } from "drizzle-orm/errors";
import type { FastifyServerOptions } from "fastify";
import pretty from "pino-pretty";

/**
 * The server's logger, one configuration for the process (server.ts) and the tests: no log
 * line may carry a password, a hash, a token, a cookie or a client secret, wherever it sits.
 */

/** Keys whose values are secrets wherever they appear in a logged object. */
const SECRET_KEYS = [
  "password",
  "passwordHash",
  "password_hash",
  "hash",
  "token",
  "accessToken",
  "access_token",
  "refreshToken",
  "idToken",
  "id_token",
  "secret",
  "clientSecret",
  "client_secret",
  "authSecret",
  "verifier",
  "code_verifier",
  "authorization",
  "cookie",
  "cookies",
  "set-cookie",
] as const;

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `["${name}"]`);

/** pino's redaction paths reach a fixed depth: the top level and two levels down cover every object we log. */
export const REDACTED_PATHS = SECRET_KEYS.flatMap((name) => [key(name).replace(/^\./, ""), `*${key(name)}`, `*.*${key(name)}`]);

export const REDACTED = "[redacted]";

/** Query parameters whose values are secrets (Google's sign-in callback carries `code` and `state`). */
const SECRET_QUERY = /([?&](?:code|state|token|access_token|id_token|client_secret|password)=)[^&#]*/gi;
export const censorUrl = (url: string): string => url.replace(SECRET_QUERY, `$1${REDACTED}`);

/** Properties of an error (pg's and ours) that describe it without repeating the data involved. */
const SAFE_ERROR_FIELDS = ["code", "statusCode", "severity", "constraint", "table", "column", "routine"] as const;
const MAX_CAUSES = 4;

/**
 * Errors are logged from a list of safe fields, never whole: Drizzle's query error carries the
 * statement's parameters (a new user's password hash among them) in `params` and in its
 * message and stack, and PostgreSQL's `detail` repeats the failing row.
 */
interface SerializedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: "", stack: "" };
  const message = error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message;
  const serialized: SerializedError = {
    type: error.constructor.name || error.name,
    message,
    stack: (error.stack ?? "").replace(error.message, message),
  };
  for (const field of SAFE_ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === "string" || typeof value === "number") serialized[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request fields, with secret query values censored; headers are never logged. */
const serializeRequest = (request: LoggedRequest) => ({
  method: request.method,
  url: censorUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

type LoggerOptions = Exclude<FastifyServerOptions["logger"], boolean | undefined>;

/** A stream the log lines go to instead of stdout (the tests read them). */
export interface LogDestination {
  write(line: string): void;
}

/**
 * A person at a terminal reads lines (pino-pretty, in this thread: a terminal is never the hot
 * path); anything else (a file, a collector, a pipe) gets one JSON object per line.
 */
const terminalStream = (): LogDestination | undefined =>
  process.stdout.isTTY ? pretty({ colorize: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" }) : undefined;

export function loggerOptions(level: string, stream: LogDestination | undefined = terminalStream()): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
