import { skuOfSearch, type Tool, type ToolSort } from "@shop/contract";
import { and, asc, count, desc, eq, gte, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, tools } from "../../db/schema";
import { cheapTotal, inTimeOrder, type ListAnswer, type Page, paginate } from "../../lib/paging";
import { toolDocumentColumns, toToolDocument } from "./tools";

export interface ToolFilter {
  q?: string | undefined;
  category?: string | undefined;
  inStock?: boolean | undefined;
  sort?: ToolSort | undefined;
  /** Admins' Manage Products: archived tools too. */
  includeArchived?: boolean | undefined;
}

/** At most this many words of a search count: enough for a name, and the query stays small. */
const MAX_SEARCH_WORDS = 8;

/**
 * The search box's words as a tsquery: letters and digits only (nothing of tsquery's own syntax
 * gets through), each a prefix, all required. The database folds case and accents with the same
 * shop_fold() that wrote tools.search_text, so "SÉCATEUR" finds "secateur" and the other way.
 */
export function searchQuery(q: string): string | undefined {
  const words = searchWords(q);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(" & ") : undefined;
}

/**
 * Marks belong to their word: Bangla writes its vowel signs and the virama that joins consonants
 * as combining marks ("কোদাল", "ক্ষুর"), which the text search keeps inside a word too.
 */
function searchWords(q: string): string[] {
  return q.normalize("NFC").split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/**
 * A name this alike (0 to 1) is found by likeness alone. pg_trgm's own threshold (0.3, what its
 * index answers) takes "Draw Hoe" for "HOE-200"; "wheel barrow" is 0.67 like "Wheelbarrow".
 */
const NAME_LIKENESS = 0.5;

/**
 * How like the search a tool's name is (pg_trgm's similarity of the folded texts): it finds the
 * names the words miss ("wheel barrow" is no prefix of "Wheelbarrow"), and ranks a search. The
 * likelier of its English and its Bangla name counts (greatest() passes over a missing one).
 */
function nameLikeness(q: string): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  const typed = words.join(" ");
  return sql`greatest(similarity(shop_fold(${tools.name}), shop_fold(${typed})), similarity(shop_fold(${tools.nameBn}), shop_fold(${typed})))`;
}

/**
 * Up to this many matches a search is read through its GIN index and sorted (cheap: few rows);
 * beyond it, the sort's own index is walked and the matches picked on the way (they are dense
 * enough to fill a page soon). PostgreSQL alone picks the walk for rare words too, as its
 * estimate of a prefix search is far too high, and then reads the whole table: 1.1 s at 100,000
 * tools against 1 ms (docs/decisions/013-catalogue.md).
 */
export const RARE_SEARCH_HITS = 500;

/**
 * What a search box's text matches: its words (search_text holds name, description and SKU, and
 * the Bangla name and description) or, when it could be one, the exact SKU. The words alone miss
 * SKUs: the text search parser reads "hoe-200" as "hoe" and the number "-200", and "sec.42/b" as
 * one file-path word.
 */
function searchCondition(q: string): SQL | undefined {
  const words = searchQuery(q);
  const sku = skuOfSearch(q);
  // The same expression as tools_live_search_idx, so the GIN index serves it; the SKU is read through tools_sku_key.
  const byWords = words === undefined ? undefined : sql`to_tsvector('simple', ${tools.searchText}) @@ to_tsquery('simple', shop_fold(${words}))`;
  const bySku = sku === undefined ? undefined : eq(tools.sku, sku);
  // `%` (pg_trgm's threshold) on the expressions of tools_live_name_trgm_idx and
  // tools_live_name_bn_trgm_idx lets those GIN indexes serve it (a BitmapOr of the two); the
  // rows they give are then held to NAME_LIKENESS.
  const likeness = nameLikeness(q);
  const typed = searchWords(q).join(" ");
  const byName =
    likeness === undefined
      ? undefined
      : sql`((shop_fold(${tools.name}) % shop_fold(${typed}) or shop_fold(${tools.nameBn}) % shop_fold(${typed})) and ${likeness} >= ${NAME_LIKENESS})`;
  const found = [byWords, byName, bySku].filter((condition) => condition !== undefined);
  return found.length > 0 ? or(...found) : undefined;
}

function conditions(filter: ToolFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (!filter.includeArchived) where.push(isNull(tools.archivedAt));
  if (filter.q) where.push(searchCondition(filter.q));
  if (filter.category) where.push(eq(tools.categoryId, filter.category));
  if (filter.inStock) where.push(gte(tools.availableQuantity, tools.minimumOrderQuantity));
  return and(...where);
}

/** Each sort's order, with the id breaking ties, as its index (tools_live_*_idx) holds it. */
const sortOrders: Record<ToolSort, SQL[]> = {
  "price-asc": [asc(tools.priceCents), asc(tools.id)],
  "price-desc": [desc(tools.priceCents), desc(tools.id)],
  name: [asc(tools.name), asc(tools.id)],
  newest: [desc(tools.createdAt), desc(tools.id)],
};

/**
 * The tools list with the finding tools (search, category, in stock, sort) or the admin's
 * archived ones, read from the database a page at a time. Without a sort it keeps the
 * catalogue's order (oldest first), and unpaged answers the newest UNPAGED_CAP like the plain list.
 */
export async function findTools(db: Db, filter: ToolFilter, page: Page | undefined): Promise<ListAnswer<Tool>> {
  const where = conditions(filter);
  if (filter.q && searchCondition(filter.q)) {
    const [probe] = await db.select({ n: count() }).from(db.select({ id: tools.id }).from(tools).where(where).limit(RARE_SEARCH_HITS + 1).as("probe"));
    const matches = probe?.n ?? 0;
    if (matches <= RARE_SEARCH_HITS) return findFewMatches(db, where, filter.sort, nameLikeness(filter.q), page, matches);
  }
  const rows = () => db.select(toolDocumentColumns).from(tools).leftJoin(categories, eq(categories.id, tools.categoryId)).where(where).$dynamic();
  const total = () => cheapTotal(db, () => db.select({ id: tools.id }).from(tools).where(where).$dynamic());
  const sort = filter.sort;
  const answer = sort
    ? await paginate(() => rows().orderBy(...sortOrders[sort]), "newest-first", total, page)
    : await paginate(
        (newestFirst) => rows().orderBy(...inTimeOrder(newestFirst, tools.createdAt, tools.id)),
        "oldest-first",
        total,
        page,
      );
  return { ...answer, items: answer.items.map((row) => toToolDocument(row.tool, row.category, row.categoryBn)) };
}

/**
 * A search with few matches: the matches are read in a subquery fenced with a LIMIT (so the
 * planner cannot turn it into a walk of a sort index), through the GIN indexes, then sorted:
 * by the sort asked for, else the names most like the search first (then the catalogue's order).
 */
async function findFewMatches(db: Db, where: SQL | undefined, sort: ToolSort | undefined, likeness: SQL | undefined, page: Page | undefined, matches: number): Promise<ListAnswer<Tool>> {
  const hits = db
    .select({ id: tools.id, createdAt: tools.createdAt, priceCents: tools.priceCents, name: tools.name, likeness: sql<number>`${likeness ?? sql`0`}`.as("likeness") })
    .from(tools)
    .where(where)
    // The fence: a subquery with a LIMIT is planned on its own (Drizzle drops an OFFSET 0). It
    // holds at most RARE_SEARCH_HITS rows, as the probe just counted.
    .limit(RARE_SEARCH_HITS + 1)
    .as("hits");
  const orderOf = (newestFirst: boolean): SQL[] => {
    switch (sort) {
      case "price-asc":
        return [asc(hits.priceCents), asc(hits.id)];
      case "price-desc":
        return [desc(hits.priceCents), desc(hits.id)];
      case "name":
        return [asc(hits.name), asc(hits.id)];
      case "newest":
        return [desc(hits.createdAt), desc(hits.id)];
      default:
        return likeness ? [desc(hits.likeness), asc(hits.createdAt), asc(hits.id)] : inTimeOrder(newestFirst, hits.createdAt, hits.id);
    }
  };
  const ids = await paginate(
    (newestFirst) => db.select({ id: hits.id }).from(hits).orderBy(...orderOf(newestFirst)).$dynamic(),
    // A ranked list is read as it is ordered, like a sorted one (paginate reverses only the catalogue's order).
    sort || likeness ? "newest-first" : "oldest-first",
    // Counted exactly by the probe.
    async () => matches,
    page,
  );
  const wanted = ids.items.map((row) => row.id);
  const rows =
    wanted.length === 0
      ? []
      : await db.select(toolDocumentColumns).from(tools).leftJoin(categories, eq(categories.id, tools.categoryId)).where(inArray(tools.id, wanted));
  const byId = new Map(rows.map((row) => [row.tool.id, toToolDocument(row.tool, row.category, row.categoryBn)]));
  return { ...ids, items: wanted.flatMap((id) => byId.get(id) ?? []) };
}
