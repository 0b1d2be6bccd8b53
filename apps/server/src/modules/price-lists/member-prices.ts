import { centsToDollars, companyPrices, dollarsToCents, type PriceListEntry, type Tool } from "@shop/contract";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { decodeJwt } from "jose";
import { principalOf, type Guards } from "../../auth/guard";
import { findSessionById } from "../../auth/sessions";
import type { Db } from "../../db/client";
import { localInvalidation, type Invalidation } from "../../lib/invalidation";
import { listHeaders, sliceList, type Page } from "../../lib/paging";
import { privateJson, ReadyMemo, type ReadyBytes } from "../../lib/ready-bytes";
import { membershipOf } from "../companies/access";
import type { CatalogueCache } from "../tools/tools";
import { companyEntries, type CompanyEntries } from "./entries";

/**
 * How long what a bearer token was found to be (a live session, a member of which company) is
 * trusted on the path before Fastify. Past half of it the next request has it checked again in
 * the background; past all of it the request goes through the guard. So a session ended or a
 * member removed stops seeing the company's prices within this time (decision 041).
 */
export const ACCESS_RECHECK_MS = 1_000;
/** Tokens remembered at most; the oldest go first. */
const MAX_ACCESS = 10_000;
/** Companies whose catalogue is kept at most, and the bytes of each one's answers. */
const MAX_VIEWS = 100;
const VIEW_MAX_BYTES = 4 * 1024 * 1024;

/** Who asks for the catalogue: an account and its company (null: none). */
export interface Viewer {
  userId: string;
  companyId: string | null;
}

interface Access extends Viewer {
  sessionId: string;
  /** When the token itself expires (ms). */
  expiresAt: number;
  /** When the session and the membership were last read (ms): the start of that read. */
  checkedAt: number;
  rechecking: boolean;
}

let dayEndsAt = 0;
let day = "";
/** Today's UTC day, worked out again only when it changes: the hot path asks for it on every request. */
export function today(now = Date.now()): string {
  if (now >= dayEndsAt || now < dayEndsAt - 86_400_000) {
    const date = new Date(now);
    day = date.toISOString().slice(0, 10);
    dayEndsAt = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1);
  }
  return day;
}

/** A tool with what a member of a company with these entries pays: `yourPrice` and `yourBreaks` (the rule's answer at every quantity). */
export function withYourPrice(tool: Tool, entries: readonly PriceListEntry[] | undefined, on: string): Tool {
  if (!entries || entries.length === 0) return tool;
  const catalogue = { priceCents: dollarsToCents(tool.price), priceBreaks: (tool.priceBreaks ?? []).map((b) => ({ minQuantity: b.minQuantity, priceCents: dollarsToCents(b.price) })) };
  const yours = companyPrices(catalogue, entries, on);
  if (!yours) return tool;
  return { ...tool, yourPrice: centsToDollars(yours.priceCents), yourBreaks: yours.priceBreaks.map((b) => ({ minQuantity: b.minQuantity, price: centsToDollars(b.priceCents) })) };
}

/** One company's catalogue as its members see it, for one catalogue generation, one state of the lists and one day. */
class CompanyView {
  private readonly byId: Map<string, Tool>;
  private readonly pages = new ReadyMemo(VIEW_MAX_BYTES);
  private readonly tools = new ReadyMemo(VIEW_MAX_BYTES);
  /** Whether any tool of the catalogue has a price of the company's: without one, members get the public answers. */
  readonly priced: boolean;
  private readonly all: Tool[];

  constructor(
    readonly catalogueMark: object | undefined,
    readonly listsMark: object,
    readonly day: string,
    catalogue: readonly Tool[],
    readonly entries: CompanyEntries,
  ) {
    this.all = catalogue.map((tool) => withYourPrice(tool, entries.get(tool._id), day));
    this.byId = new Map(this.all.map((tool) => [tool._id, tool]));
    this.priced = this.all.some((tool) => tool.yourPrice !== undefined);
  }

  /** Whether the company has its own price for this tool (else the public answer is the member's too). */
  names(id: string): boolean {
    return this.byId.get(id)?.yourPrice !== undefined;
  }

  builtPage(url: string): ReadyBytes | undefined {
    return this.pages.peek(url);
  }

  page(url: string, page: Page | undefined): ReadyBytes {
    return this.pages.get(url, () => {
      const answer = sliceList(this.all, "oldest-first", page);
      return privateJson(answer.items, listHeaders(url, answer));
    });
  }

  builtTool(id: string): ReadyBytes | undefined {
    return this.tools.peek(id);
  }

  tool(id: string): ReadyBytes | undefined {
    const tool = this.byId.get(id);
    return tool && this.tools.get(id, () => privateJson(tool));
  }
}

/**
 * Issue 28: a member's catalogue (`GET /api/tools`, `GET /api/tools/{id}` with `yourPrice`),
 * kept per company like the public one (decision 009), and answered on the path before Fastify
 * too: the issue asks a member's page at 0.6x the public answer, which a guard's queries per
 * request cannot reach. What a token is (its session, its company) is remembered for
 * ACCESS_RECHECK_MS; each company's answers until the catalogue, a price list or the day
 * changes. Its answers are `Cache-Control: private, no-store` and never enter the public cache:
 * they are kept here, by company, and served only to a token found to be of that company.
 */
export class MemberPrices {
  private static readonly channel = "price-lists";
  /** A new mark after every write to the price lists, here or on another instance. */
  private lists: object = {};
  private readonly access = new Map<string, Access>();
  private readonly views = new Map<string, CompanyView>();
  private building = new Map<string, Promise<CompanyView>>();

  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueCache,
    private readonly guards: Guards,
    private readonly invalidation: Invalidation = localInvalidation(),
    private readonly log: Pick<FastifyBaseLogger, "error"> = console,
  ) {
    invalidation.subscribe(MemberPrices.channel, () => this.drop());
  }

  /**
   * Who asks (through the guard, so a bad token is a 401 as on any route), remembered for the
   * path before Fastify; null for a request without a token.
   */
  async viewerOf(request: FastifyRequest): Promise<Viewer | null> {
    const header = request.headers.authorization;
    if (header === undefined) return null;
    const checkedAt = Date.now();
    await this.guards.user(request);
    const principal = principalOf(request);
    const membership = await membershipOf(this.db, principal.userId);
    const viewer = { userId: principal.userId, companyId: membership?.companyId ?? null };
    const exp = decodeJwt(header.slice("Bearer ".length)).exp;
    if (typeof exp === "number") {
      this.access.delete(header);
      this.access.set(header, { ...viewer, sessionId: principal.sessionId, expiresAt: exp * 1000, checkedAt, rechecking: false });
      if (this.access.size > MAX_ACCESS) this.access.delete(this.access.keys().next().value ?? "");
    }
    return viewer;
  }

  /** The hot path's `/api/tools…` page for this token, if its answer is built (nothing is loaded by asking). */
  builtPage(authorization: string, url: string): ReadyBytes | undefined {
    const view = this.hotView(authorization);
    if (view === undefined) return undefined;
    return view === null || !view.priced ? this.catalogue.builtPage(url) : view.builtPage(url);
  }

  /** The hot path's `/api/tools/{id}` for this token, if built. */
  loadedTool(authorization: string, id: string): ReadyBytes | undefined {
    const view = this.hotView(authorization);
    if (view === undefined) return undefined;
    return view !== null && view.names(id) ? view.builtTool(id) : this.catalogue.loadedTool(id);
  }

  /** A page of the company's catalogue, or undefined when the company prices nothing (the public answer is theirs). */
  async readyPage(companyId: string, url: string, page: Page | undefined): Promise<ReadyBytes | undefined> {
    const view = await this.view(companyId);
    return view.priced ? view.page(url, page) : undefined;
  }

  /** One tool with the company's price, or undefined when the company has none for it. */
  async readyTool(companyId: string, id: string): Promise<ReadyBytes | undefined> {
    const view = await this.view(companyId);
    return view.names(id) ? view.tool(id) : undefined;
  }

  /** Tools found by a search, with the company's prices; undefined when the company prices none of them. */
  async priced(companyId: string, found: readonly Tool[]): Promise<Tool[] | undefined> {
    const view = await this.view(companyId);
    const tools = found.map((tool) => withYourPrice(tool, view.entries.get(tool._id), view.day));
    return tools.some((tool) => tool.yourPrice !== undefined) ? tools : undefined;
  }

  /** After a committed write to the price lists: dropped here and on every other instance. */
  invalidate(): void {
    this.drop();
    this.invalidation.publish(MemberPrices.channel).catch((error: unknown) => {
      this.log.error({ err: error }, "the other instances were not told of a price list change; they catch up on reconnecting");
    });
  }

  private drop(): void {
    this.lists = {};
    this.views.clear();
    this.building = new Map();
  }

  /**
   * The token's company view for the hot path: null for a token of no company, undefined when
   * the request must go through Fastify (unknown or stale token, view not built or outdated).
   */
  private hotView(authorization: string): CompanyView | null | undefined {
    const now = Date.now();
    const access = this.access.get(authorization);
    if (!access || now >= access.expiresAt || now - access.checkedAt >= ACCESS_RECHECK_MS) return undefined;
    if (now - access.checkedAt >= ACCESS_RECHECK_MS / 2 && !access.rechecking) this.recheck(authorization, access);
    if (access.companyId === null) return null;
    return this.currentView(access.companyId, now);
  }

  /** Reads the session and the membership again, in the background, for the path before Fastify. */
  private recheck(authorization: string, access: Access): void {
    access.rechecking = true;
    const checkedAt = Date.now();
    Promise.all([findSessionById(this.db, access.sessionId), membershipOf(this.db, access.userId)]).then(
      ([session, membership]) => {
        if (this.access.get(authorization) !== access) return;
        if (!session || session.user.id !== access.userId) this.access.delete(authorization);
        else this.access.set(authorization, { ...access, companyId: membership?.companyId ?? null, checkedAt, rechecking: false });
      },
      (error: unknown) => {
        access.rechecking = false;
        this.log.error({ err: error }, "a member's access could not be checked again; the next request goes through the guard");
      },
    );
  }

  private currentView(companyId: string, now = Date.now()): CompanyView | undefined {
    const view = this.views.get(companyId);
    if (!view || view.catalogueMark === undefined || view.catalogueMark !== this.catalogue.version || view.listsMark !== this.lists || view.day !== today(now)) return undefined;
    return view;
  }

  private view(companyId: string): Promise<CompanyView> {
    const current = this.currentView(companyId);
    if (current) return Promise.resolve(current);
    const under = this.building.get(companyId);
    if (under) return under;
    const building = this.build(companyId);
    const table = this.building;
    table.set(companyId, building);
    // A failed build is not kept: the next request tries again.
    void building.then(
      () => table.delete(companyId),
      () => table.delete(companyId),
    );
    return building;
  }

  private async build(companyId: string): Promise<CompanyView> {
    const listsMark = this.lists;
    const on = today();
    const all = await this.catalogue.all();
    const catalogueMark = this.catalogue.version;
    const entries = await companyEntries(this.db, companyId, on);
    const view = new CompanyView(catalogueMark, listsMark, on, all, entries);
    // Kept only if nothing changed while it was built; otherwise it serves this request alone.
    if (catalogueMark !== undefined && catalogueMark === this.catalogue.version && listsMark === this.lists) {
      this.views.delete(companyId);
      this.views.set(companyId, view);
      if (this.views.size > MAX_VIEWS) this.views.delete(this.views.keys().next().value ?? "");
    }
    return view;
  }
}
