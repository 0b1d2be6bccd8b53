import { serverMessages, accountMessages, type Role } from "@shop/contract";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { forbidden, unauthorized } from "../errors";
import { findSessionById } from "./sessions";
import type { AccessTokens } from "./tokens";

export interface Principal {
  userId: string;
  sessionId: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export interface Guards {
  /** 401 unless the request carries a live bearer token. */
  user(request: FastifyRequest): Promise<void>;
  /** 401 without a token, 403 for a signed-in user who is not an admin. */
  admin(request: FastifyRequest): Promise<void>;
  /** 401 without a token, 403 for a customer whose email address is not verified yet (admins pass). */
  verifiedUser(request: FastifyRequest): Promise<void>;
  /** verifiedUser for the writes that mail someone (placing or cancelling an order, asking for a quote), with their own words. */
  verifiedBuyer(request: FastifyRequest): Promise<void>;
}

/**
 * The bearer guard. The role is read from the database on each call rather than from the
 * token, so making someone admin, or deleting them, takes effect at once.
 */
export function createGuards(db: Db, tokens: AccessTokens): Guards {
  async function authenticate(request: FastifyRequest): Promise<Principal> {
    const header = request.headers.authorization;
    const match = header ? /^Bearer ([\w.-]+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized(serverMessages.tokenMissing);
    const claims = await tokens.verify(match[1]);
    const session = claims ? await findSessionById(db, claims.sessionId) : undefined;
    if (!claims || !session || session.user.id !== claims.userId) {
      throw unauthorized(serverMessages.tokenInvalid);
    }
    const { user } = session;
    request.principal = { userId: user.id, sessionId: session.id, email: user.email, name: user.name, role: user.role, emailVerified: user.emailVerified };
    return request.principal;
  }

  return {
    async user(request) {
      await authenticate(request);
    },
    async admin(request) {
      const principal = await authenticate(request);
      if (principal.role !== "admin") throw forbidden(serverMessages.adminOnly);
    },
    async verifiedUser(request) {
      const principal = await authenticate(request);
      if (principal.role !== "admin" && !principal.emailVerified) throw forbidden(accountMessages.verifyBeforePaying);
    },
    async verifiedBuyer(request) {
      const principal = await authenticate(request);
      if (principal.role !== "admin" && !principal.emailVerified) throw forbidden(accountMessages.verifyBeforeOrdering);
    },
  };
}

/** The signed-in caller of a route behind a guard. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
