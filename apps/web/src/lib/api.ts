import type { ErrorCode, FieldError } from "@shop/contract";
import { currentLanguage, TOTAL_COUNT_HEADER, errorCodes, errorStatus } from "@shop/contract";
import type { z } from "zod";
import { lazySchema, type SchemaSource } from "./schemas";
import { clearAccessToken, getAccessToken, setAccessToken, tokenEpoch } from "./token";

/** The CONTRACT's error codes, plus the two failures that happen before the server can answer. */
export type ApiErrorCode = ErrorCode | "network_error" | "bad_response";

/** Every failed call rejects with this: the status, the CONTRACT error code, its message and failing fields. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: FieldError[];

  constructor(status: number, code: ApiErrorCode, message: string, fields: FieldError[] = []) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The text to show for any error a call or a mutation produced. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return "Something went wrong. Please try again.";
}

export type AuthMode =
  /** never send the bearer token (the auth endpoints work with the session cookie) */
  | "none"
  /** send it when one is stored (default) */
  | "auto"
  /** a protected call: get a token first if none is stored */
  | "required";

export interface ApiRequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  auth?: AuthMode;
  signal?: AbortSignal;
  /**
   * Sent as `Idempotency-Key`: a retry of the same submission with the same key gets the
   * first answer again instead of doing it twice (see useSubmissionKey).
   */
  idempotencyKey?: string;
}

const isErrorCode = (code: string | undefined): code is ErrorCode =>
  code !== undefined && (errorCodes as readonly string[]).includes(code);

/** Without a CONTRACT body only the status is known: a proxy's 502 says nothing about payments. */
function codeForStatus(status: number): ErrorCode {
  const known = errorCodes.find((code) => errorStatus[code] === status && !code.startsWith("payment_"));
  if (known) return known;
  return status >= 500 ? "internal" : "bad_request";
}

function fallbackMessage(status: number): string {
  if (status === 401) return "Please log in to continue.";
  if (status === 403) return "You are not allowed to do that.";
  if (status === 404) return "Not found.";
  if (status === 429) return "Too many requests. Please wait a moment and try again.";
  if (status >= 500) return "The server could not answer. Please try again in a moment.";
  return `The request failed (HTTP ${status}).`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === "") return undefined;
  return JSON.parse(text) as unknown;
}

/** Turns a failed answer into an ApiError, using the CONTRACT error body when there is one. */
export async function toApiError(response: Response): Promise<ApiError> {
  let payload: unknown;
  try {
    payload = await readJson(response);
  } catch {
    payload = undefined;
  }
  const parsed = (await lazySchema("errorBodyReadingSchema")()).safeParse(payload);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(response.status, isErrorCode(code) ? code : codeForStatus(response.status), message, fields ?? []);
  }
  return new ApiError(response.status, codeForStatus(response.status), fallbackMessage(response.status));
}

/** How a call reaches the API: the browser's fetch, or the server's own app while it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server renderer (entry-server.tsx) answers the pages' calls in its own process. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function send(path: string, options: ApiRequestOptions, token: string | null): Promise<Response> {
  // The page's language (issue 38), not the browser's: an answer's words are the page's.
  const headers = new Headers({ Accept: "application/json", "Accept-Language": currentLanguage() });
  // A FormData body (an upload) sets its own multipart Content-Type with the boundary.
  const form = options.body instanceof FormData ? options.body : undefined;
  if (options.body !== undefined && !form) headers.set("Content-Type", "application/json");
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (options.idempotencyKey) headers.set("Idempotency-Key", options.idempotencyKey);
  try {
    return await transport(path, {
      method: options.method ?? "GET",
      headers,
      body: form ?? (options.body === undefined ? null : JSON.stringify(options.body)),
      credentials: "same-origin",
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, "network_error", "Could not reach the server. Check your connection and try again.");
  }
}

/** The token of `PUT /api/user/{email}`'s answer (`tokenResponseSchema`'s shape), or null. */
function readAccessToken(payload: unknown): string | null {
  const token: unknown = typeof payload === "object" && payload !== null ? (payload as { accessToken?: unknown }).accessToken : undefined;
  return typeof token === "string" ? token : null;
}

/**
 * `PUT /api/user/{email}`: asks for a fresh access token (the session cookie proves who we are)
 * and stores it under `accessToken`.
 */
export async function obtainAccessToken(email: string): Promise<string> {
  const epoch = tokenEpoch();
  const response = await send(`/api/user/${encodeURIComponent(email)}`, { method: "PUT", body: { email } }, null);
  if (!response.ok) throw await toApiError(response);
  // Read by hand: a returning buyer's first page asks this, and needs no schema of its own.
  const accessToken = readAccessToken(await readPayload(response));
  if (accessToken === null) throw new ApiError(response.status, "bad_response", "The server sent an answer we did not expect.");
  // A sign-out while this was under way forgot the token: one that answers late is not stored again.
  if (tokenEpoch() === epoch) setAccessToken(accessToken);
  return accessToken;
}

let refreshing: Promise<string | null> | null = null;

/** What one page render on the server keeps of its own: the token its protected calls share. */
export interface RenderScope {
  token: Promise<string | null> | null;
}

let renderScope: () => RenderScope | undefined = () => undefined;

/**
 * The server renderer (entry-server.tsx) names the render a call belongs to. Renders of different
 * visitors run at once in one process: a token shared through this module's `refreshing` could be
 * handed from one visitor's render to another's calls, so there each render gets (and keeps, for
 * all its calls) its own.
 */
export function setRenderScope(scope: () => RenderScope | undefined): void {
  renderScope = scope;
}

async function freshAccessToken(): Promise<string | null> {
  try {
    const sessionResponse = await send("/api/auth/session", {}, null);
    if (!sessionResponse.ok) return null;
    const session = (await lazySchema("currentSessionSchema")()).safeParse(await readJson(sessionResponse));
    if (!session.success) return null;
    if (!session.data.user) {
      clearAccessToken();
      return null;
    }
    return await obtainAccessToken(session.data.user.email);
  } catch {
    return null;
  }
}

/**
 * Gets a new access token when the session is still alive (one request at a time, shared by
 * every caller). Resolves to null, and forgets the stored token, when there is no session.
 */
export function refreshAccessToken(): Promise<string | null> {
  const scope = renderScope();
  if (scope) return (scope.token ??= freshAccessToken());
  // A render outside a scope (a test, a script) shares its token with no other.
  if (typeof window === "undefined") return freshAccessToken();
  refreshing ??= freshAccessToken().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function perform(path: string, options: ApiRequestOptions): Promise<Response> {
  const auth = options.auth ?? "auto";
  let token = auth === "none" ? null : getAccessToken();
  if (auth === "required" && !token) token = await refreshAccessToken();
  let response = await send(path, options, token);
  if (response.status === 401 && token) {
    // Access tokens are short-lived: get a new one once and try again once.
    const fresh = await refreshAccessToken();
    if (fresh) response = await send(path, options, fresh);
    // No session any more: a call that does not need the token goes once more without it.
    else if (auth === "auto") response = await send(path, options, null);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function readPayload(response: Response): Promise<unknown> {
  try {
    return await readJson(response);
  } catch {
    throw new ApiError(response.status, "bad_response", "The server sent an answer we could not read.");
  }
}

function checked<S extends z.ZodType>(status: number, schema: S, payload: unknown): z.output<S> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(status, "bad_response", "The server sent an answer we did not expect.");
  }
  return parsed.data;
}

/** Starts loading a lazy schema; a failed load surfaces where the schema is awaited, not as an unhandled rejection. */
function schemaOf<S extends z.ZodType>(source: SchemaSource<S>): Promise<S> {
  const loading = Promise.resolve(typeof source === "function" ? source() : source);
  loading.catch(() => {});
  return loading;
}

async function parseAnswer<S extends z.ZodType>(response: Response, source: SchemaSource<S>): Promise<z.output<S>> {
  const [payload, schema] = await Promise.all([readPayload(response), schemaOf(source)]);
  return checked(response.status, schema, payload);
}

/**
 * Calls the API and parses the JSON answer with a contract schema (or `lazySchema(name)`, which
 * loads it while the request runs: the public pages' calls do, so zod is not in the first download).
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: SchemaSource<S>,
  options: ApiRequestOptions = {},
): Promise<z.output<S>> {
  const loading = schemaOf(schema);
  const response = await perform(path, options);
  return parseAnswer(response, () => loading);
}

/**
 * Calls the API and reads the JSON answer with `read`, a check by hand that answers null for an
 * answer it does not expect: for the few answers read on every signed-in page (the cart), where
 * loading and running zod's schemas would cost more than the page itself.
 */
export async function apiRequestChecked<T>(path: string, read: (payload: unknown) => T | null, options: ApiRequestOptions = {}): Promise<T> {
  const response = await perform(path, options);
  const value = read(await readPayload(response));
  if (value === null) throw new ApiError(response.status, "bad_response", "The server sent an answer we did not expect.");
  return value;
}

/** A text field of an answer read by hand (apiRequestChecked's readers): the text, or null when the answer is no object or the field is absent or not text. */
export function textField(payload: unknown, key: string): string | null {
  if (typeof payload !== "object" || payload === null) return null;
  const value = (payload as Record<string, unknown>)[key];
  return typeof value === "string" ? value : null;
}

/** Calls the API when the answer carries no body worth reading (204). */
export async function apiSend(path: string, options: ApiRequestOptions = {}): Promise<void> {
  await perform(path, options);
}

export interface Paged<T> {
  items: T[];
  total: number;
}

/**
 * One page of a list endpoint (`?page=&limit=`); the total comes from X-Total-Count
 * (DESIGN: every list endpoint pages that way).
 */
export async function apiRequestPage<T>(
  path: string,
  itemSchema: SchemaSource<z.ZodType<T>>,
  page: { page: number; limit: number },
  options: ApiRequestOptions = {},
): Promise<Paged<T>> {
  // Any base will do: only the path and query are sent (the server renderer has no window).
  const url = new URL(path, "http://shop.invalid");
  url.searchParams.set("page", String(page.page));
  url.searchParams.set("limit", String(page.limit));
  const loading = schemaOf(itemSchema);
  const response = await perform(`${url.pathname}${url.search}`, options);
  const [payload, schema] = await Promise.all([readPayload(response), loading]);
  if (!Array.isArray(payload)) throw new ApiError(response.status, "bad_response", "The server sent an answer we did not expect.");
  const items = payload.map((item) => checked(response.status, schema, item));
  // Number(null) is 0: an answer without the header would read as an empty list.
  const header = response.headers.get(TOTAL_COUNT_HEADER);
  const total = header === null ? Number.NaN : Number(header);
  return { items, total: Number.isInteger(total) && total >= 0 ? total : items.length };
}

/**
 * A protected file (a CSV export, an invoice PDF) as a Blob: a plain link would not carry the
 * bearer token, so the file is fetched like any call and handed to the browser afterwards.
 */
export async function apiBlob(path: string, options: ApiRequestOptions = {}): Promise<{ blob: Blob; filename: string | null }> {
  const response = await perform(path, options);
  const disposition = response.headers.get("content-disposition") ?? "";
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}

/** Hands a fetched file to the browser as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
