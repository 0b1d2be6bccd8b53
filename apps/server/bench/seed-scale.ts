/**
 * `npm run seed:scale -- --rows N`: fills the database the environment names (DATABASE_URL,
 * else DATA_DIR) with N customers, N orders (a tenth of them held by heavy@example.com,
 * password Scale-pass-123), N reviews, N profiles and max(50, N/100) tools, their creation
 * times spread over the past, so the benchmarks can compare a small shop with a large one.
 * Issue 27: heavy@example.com is the admin of "Scale Co-op", whose orders are all N orders, so
 * the company order list is read at the size of the whole table.
 *
 * The rows are made by the database itself (INSERT … SELECT over generate_series, in batches),
 * and every customer shares one password hash: 100,000 rows take seconds, not the hours that
 * 100,000 scrypt hashes and round trips would. PGlite allows one process per folder: stop the
 * server on that DATA_DIR first.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../src/auth/password";
import { openDatabase } from "../src/db/client";
import { prepareDatabase } from "../src/db/prepare";
import { users } from "../src/db/schema";
import { HEAVY } from "./seed-scale-account";

const BATCH = 10_000;
/** Customers other than the heavy one: scale-customer-<g>@example.com, g = 1 … N-1. */
const customerEmail = (g: unknown) => sql`'scale-customer-' || ${g} || '@example.com'`;

const { values } = parseArgs({ options: { rows: { type: "string", default: "1000" } } });
const rows = Number(values.rows);
if (!Number.isInteger(rows) || rows < 10) {
  console.error("--rows takes a whole number of at least 10");
  process.exit(2);
}

// npm runs this in apps/server; a relative DATA_DIR means the folder where `npm run` was typed.
const here = process.env.INIT_CWD ?? process.cwd();
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(here, process.env.DATA_DIR || "./data");
const database = await openDatabase({ databaseUrl, dataDir });
const { db } = database;
const started = performance.now();
const say = (what: string) => console.log(`${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${what}`);

try {
  await prepareDatabase(database, { admin: undefined, seedDemo: false, shop: { country: "BD" } });
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, HEAVY.email));
  if (existing.length > 0) {
    console.error(`${HEAVY.email} exists already: this database was seeded at scale before. Use a fresh one.`);
    process.exitCode = 1;
  } else {
    say(`seeding ${rows.toLocaleString("en")} rows into ${database.kind === "postgres" ? "PostgreSQL" : dataDir}`);
    await seed();
    say("done");
  }
} finally {
  await database.close();
}

/** `[from, to]` ranges of at most BATCH values covering 1 … n. */
function* batches(n: number): Generator<[number, number]> {
  for (let from = 1; from <= n; from += BATCH) yield [from, Math.min(n, from + BATCH - 1)];
}

async function seed(): Promise<void> {
  const passwordHash = await hashPassword(HEAVY.password);
  const toolCount = Math.max(50, Math.floor(rows / 100));
  const heavyOrders = Math.floor(rows / 10);
  const customers = rows - 1;

  await db.execute(sql`
    insert into tools (name, description, img, minimum_order_quantity, available_quantity, price_cents, sku, weight_grams, created_at)
    select 'Scale tool ' || g, 'A tool of the scale benchmark, number ' || g || '.',
           '/images/tools/pitchfork.svg', 1 + g % 50, 1000000, 100 + (g * 37) % 20000,
           -- Numbered SKUs: the random default could repeat among 100,000 tools and stop the seed.
           'SCALE-' || g, 200 + (g * 53) % 20000,
           now() - (${toolCount} - g) * interval '1 hour'
    from generate_series(1, ${toolCount}) g`);
  say(`${toolCount} tools`);

  await db.execute(sql`
    insert into users (email, name, password_hash, email_verified, role, created_at)
    values (${HEAVY.email}, 'Heavy Buyer', ${passwordHash}, true, 'other', now() - interval '400 days')`);
  for (const [from, to] of batches(customers)) {
    await db.execute(sql`
      insert into users (email, name, password_hash, email_verified, role, created_at)
      select ${customerEmail(sql`g`)}, 'Customer ' || g, ${passwordHash}, true, 'other',
             now() - (${customers} - g) * interval '5 minutes'
      from generate_series(${from}::int, ${to}::int) g`);
  }
  say(`${rows} customers`);

  // One review and one profile per customer (a customer has at most one review).
  for (const [from, to] of batches(customers)) {
    await db.execute(sql`
      insert into reviews (user_id, name, img, description, ratings, created_at)
      select u.id, u.name, '/images/reviewers/reviewer-' || (1 + g % 3) || '.svg',
             'Review ' || g || ': sturdy tools, delivered on time.', 1 + g % 5, u.created_at + interval '1 minute'
      from generate_series(${from}::int, ${to}::int) g join users u on u.email = ${customerEmail(sql`g`)}`);
    await db.execute(sql`
      insert into profiles (user_id, email, img, country, number, linkedin_profile, education, created_at)
      select u.id, u.email, 'https://example.com/p/' || g || '.png', 'Kenya', '+254 700 ' || g,
             'https://www.linkedin.com/in/scale-' || g, 'Agronomy', u.created_at + interval '2 minutes'
      from generate_series(${from}::int, ${to}::int) g join users u on u.email = ${customerEmail(sql`g`)}`);
  }
  await db.execute(sql`
    insert into reviews (user_id, name, img, description, ratings, created_at)
    select id, name, '/images/reviewers/reviewer-1.svg', 'Heavy buyer: always the whole pallet.', 5, now() - interval '1 day'
    from users where email = ${HEAVY.email}`);
  say(`${rows} reviews, ${customers} profiles`);

  // Paid, shipped and cancelled orders (no unpaid ones: the sweep would expire them at start).
  // Orders 1 … N/10 are the heavy customer's; the rest go round the other customers.
  for (const [from, to] of batches(rows)) {
    await db.execute(sql`
      with t as (select id, name, price_cents, row_number() over (order by created_at, id) - 1 as i
                 from tools where name like 'Scale tool %')
      insert into orders (user_id, email, name, phone, address, product, tool_id, quantity, unit_price_cents,
                          price_cents, status, transaction_id, paid_at, created_at)
      select u.id, u.email, u.name, '+254 700 000 000', 'Plot ' || g || ', Nakuru', t.name, t.id, 1 + g % 7,
             t.price_cents, t.price_cents * (1 + g % 7),
             case when g % 10 = 0 then 'cancelled' when g % 3 = 0 then 'shipped' else 'paid' end,
             case when g % 10 = 0 then null else 'scale-' || g end,
             case when g % 10 = 0 then null else now() - (${rows} - g) * interval '2 minutes' end,
             now() - (${rows} - g) * interval '2 minutes'
      from generate_series(${from}::int, ${to}::int) g
      join t on t.i = g % ${toolCount}
      join users u on u.email = case when g <= ${heavyOrders} then ${HEAVY.email}
                                     else ${customerEmail(sql`1 + g % ${customers}`)} end`);
  }
  // One line per order, as every order has since issue 12 (the lists read a page's lines too).
  await db.execute(sql`
    insert into order_lines (order_id, position, tool_id, product, quantity, unit_price_cents, list_unit_price_cents, price_cents)
    select o.id, 0, o.tool_id, o.product, o.quantity, o.unit_price_cents, o.unit_price_cents, o.price_cents
    from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)`);
  say(`${rows} orders (${heavyOrders} of them ${HEAVY.email}'s)`);

  await db.execute(sql`
    with c as (insert into companies (name, billing_address, created_at) values ('Scale Co-op', '1 Scale Road, Nakuru', now() - interval '400 days') returning id),
         m as (insert into company_members (company_id, user_id, role) select c.id, u.id, 'admin' from c, users u where u.email = ${HEAVY.email} returning company_id)
    insert into company_addresses (company_id, label, address, country, postal_code) select company_id, 'Main store', '1 Scale Road, Nakuru', 'KE', '20100' from m`);
  await db.execute(sql`update orders set company_id = (select id from companies where name = 'Scale Co-op')`);
  say(`Scale Co-op: ${HEAVY.email} its admin, all ${rows} orders its own`);
  await db.execute(sql`analyze`);
}
