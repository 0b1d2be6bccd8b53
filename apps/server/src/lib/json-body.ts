import { requestMessages } from "@shop/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest } from "../errors";

/** No form of the shop nests past a few levels; a body deeper than this is refused with 400. */
export const MAX_JSON_DEPTH = 32;

const rawBodies = new WeakMap<FastifyRequest, string>();

/** A JSON body's text as it arrived, for what must tell requests apart exactly (Idempotency-Key). */
export const rawJsonBody = (request: FastifyRequest): string | undefined => rawBodies.get(request);

const QUOTE = 34;
const BACKSLASH = 92;
const OPENERS = new Set([91, 123]);
const CLOSERS = new Set([93, 125]);

/** Whether JSON text nests arrays and objects deeper than `max` (text inside strings does not count). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSERS.has(code)) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * JSON bodies as Fastify parses them (its own parser, prototype poisoning refused), refused past
 * MAX_JSON_DEPTH before they are parsed (a body 10,000 deep overflowed the stack of whatever
 * walked it next), and kept as text for the request. A route that needs the bytes themselves
 * (Stripe's webhook) replaces the parser in its own context.
 */
export function parseJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(requestMessages.nestsTooDeep(MAX_JSON_DEPTH)), undefined);
      return;
    }
    rawBodies.set(request, text);
    parse(request, text, done);
  });
}
