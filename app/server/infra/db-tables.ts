/**
 * Every table of the database, once, with what the code that handles tables
 * wholesale needs to know about each: `npm run db:copy` (what it copies, in
 * which order), the content versions of the page cache, and the tests' "a
 * request changed nothing" snapshot and table clearing.
 *
 * `TABLES` is checked against the typed schema (db-schema.ts) both ways: a
 * table added to `Database` without an entry here, or an entry naming a table
 * the schema does not have, fails the typecheck. tests/integration/db-tables.test.ts
 * holds the list, keys, foreign keys and content versions to what the
 * migrations make on a fresh database, on SQLite and on PostgreSQL.
 */
import type { Database } from "~/server/infra/db-schema";

export type TableName = keyof Database;
export type DatabaseDialect = "sqlite" | "postgres";

/**
 * What a table is, for the code that handles every table:
 * - `record`: what the product keeps (content, submissions, accounts, the
 *   audit log, settings...). db:copy copies it.
 * - `derived`: kept by triggers from other tables and filled by its migration
 *   (content_versions). Not copied: the target's own triggers count the copied rows.
 * - `lease`: a background job's lease (job_locks) or the period it last ran
 *   for (job_runs), written on the job's own schedule, not by requests: a
 *   running server writes it whenever its timers fire. Not copied.
 * - `ephemeral`: state written by requests that lives minutes (passkey
 *   challenges, rate-limit counters). Not copied.
 */
export type TableRole = "record" | "derived" | "lease" | "ephemeral";

type ColumnOf<T extends TableName> = keyof Database[T] & string;

export interface TableFacts<T extends TableName> {
  role: TableRole;
  /** The primary key column; `id` is an integer the database numbers itself (autoId in migrations/dialect.ts). */
  key: ColumnOf<T>;
  /** The tables its foreign keys point at: db:copy writes them first, the tests clear them last. */
  references: readonly TableName[];
  /** Every write raises its number in content_versions (the triggers of migration 0006; the page cache's freshness, decision 0405). */
  contentVersioned: boolean;
  /**
   * Columns an ordinary request writes as bookkeeping, not as something the
   * request does (a session's last use, at most once a minute): the "changed
   * nothing" snapshot leaves them out and still sees every other write.
   */
  bookkeeping?: readonly ColumnOf<T>[];
}

/** In the order of the `Database` interface. */
export const TABLES = {
  users: { role: "record", key: "id", references: [], contentVersioned: false },
  categories: { role: "record", key: "id", references: [], contentVersioned: true },
  posts: { role: "record", key: "id", references: ["posts", "users"], contentVersioned: true },
  testimonials: { role: "record", key: "id", references: [], contentVersioned: true },
  submissions: { role: "record", key: "id", references: [], contentVersioned: false },
  subscribers: { role: "record", key: "id", references: [], contentVersioned: false },
  staff_sessions: { role: "record", key: "id", references: ["users"], contentVersioned: false, bookkeeping: ["last_seen_at"] },
  staff_tokens: { role: "record", key: "id", references: ["users"], contentVersioned: false },
  audit_log: { role: "record", key: "id", references: [], contentVersioned: false },
  recovery_codes: { role: "record", key: "id", references: ["users"], contentVersioned: false },
  passkeys: { role: "record", key: "id", references: ["users"], contentVersioned: false },
  settings: { role: "record", key: "key", references: [], contentVersioned: false },
  staff_mail: { role: "record", key: "id", references: [], contentVersioned: false },
  post_revisions: { role: "record", key: "id", references: ["posts", "users"], contentVersioned: false },
  post_previews: { role: "record", key: "id", references: ["posts", "users"], contentVersioned: false },
  post_images: { role: "record", key: "name", references: [], contentVersioned: true },
  content_versions: { role: "derived", key: "name", references: [], contentVersioned: false },
  job_locks: { role: "lease", key: "name", references: [], contentVersioned: false },
  webauthn_challenges: { role: "ephemeral", key: "challenge_hash", references: ["users"], contentVersioned: false },
  mail_outbox: { role: "record", key: "id", references: [], contentVersioned: false },
  job_runs: { role: "lease", key: "name", references: [], contentVersioned: false },
  // Redirects and the 404 report: a redirect's hits are counted as requests are answered, not as staff change it.
  redirects: { role: "record", key: "id", references: [], contentVersioned: true, bookkeeping: ["hits", "last_used_at"] },
  not_found_paths: { role: "record", key: "path", references: [], contentVersioned: false },
  // --- care requests ---
  care_requests: { role: "record", key: "id", references: ["users"], contentVersioned: false },
  care_request_events: { role: "record", key: "id", references: ["care_requests", "users"], contentVersioned: false },
  care_region_coordinators: { role: "record", key: "id", references: ["users"], contentVersioned: false },
  partners: { role: "record", key: "id", references: [], contentVersioned: false },
  partner_contacts: { role: "record", key: "id", references: ["partners"], contentVersioned: false },
  care_referrals: { role: "record", key: "id", references: ["care_requests", "partners"], contentVersioned: false },
  // --- hiring (migration 0012) ---
  job_postings: { role: "record", key: "id", references: [], contentVersioned: true },
  job_applications: { role: "record", key: "submission_id", references: ["submissions", "job_postings"], contentVersioned: false },
  application_notes: { role: "record", key: "id", references: ["job_applications", "users"], contentVersioned: false },
  application_events: { role: "record", key: "id", references: ["job_applications"], contentVersioned: false },
  hiring_email_templates: { role: "record", key: "stage", references: [], contentVersioned: false },
  // --- newsletters ---
  newsletters: { role: "record", key: "id", references: ["posts", "users"], contentVersioned: false },
  newsletter_suppressions: { role: "record", key: "address_hash", references: [], contentVersioned: false },
  // --- the owner's system page: a job's last failure is written on the job's schedule, like job_runs ---
  job_failures: { role: "lease", key: "name", references: [], contentVersioned: false },
  health_incidents: { role: "record", key: "id", references: [], contentVersioned: false },
  // --- where enquiries came from (decision 0901): deleted with its record (cascades) ---
  enquiry_sources: { role: "record", key: "id", references: ["care_requests", "submissions", "testimonials", "subscribers"], contentVersioned: false },
  // --- the agency's own analytics: views written in batches by requests; a day's salt lives a day and is not copied ---
  page_views: { role: "record", key: "id", references: [], contentVersioned: false },
  page_view_months: { role: "record", key: "id", references: [], contentVersioned: false },
  analytics_salts: { role: "ephemeral", key: "day", references: [], contentVersioned: false },
  // --- complaints (migration 0028, decision 1001) ---
  complaints: { role: "record", key: "id", references: ["users"], contentVersioned: false },
  complaint_notes: { role: "record", key: "id", references: ["complaints", "users"], contentVersioned: false },
  // --- accessibility feedback and alternate formats (decision 1010) ---
  accessibility_requests: { role: "record", key: "id", references: [], contentVersioned: false },
  // --- service-disruption notices: public pages show the active ones (decision 1020) ---
  service_notices: { role: "record", key: "id", references: [], contentVersioned: true },
} as const satisfies { [T in TableName]: TableFacts<T> };

/**
 * Tables the migrations make that no query of the product names, so they are
 * not in the typed schema: rate-limiter-flexible's counters on PostgreSQL
 * (migration 0007; on SQLite the counters stay in the process's memory).
 */
export const LIBRARY_TABLES = {
  rate_limits: { role: "ephemeral", key: "key", references: [], contentVersioned: false, onlyOn: "postgres" },
} as const satisfies Record<string, { role: TableRole; key: string; references: readonly TableName[]; contentVersioned: false; onlyOn: DatabaseDialect }>;

/** One table, typed schema or not, for code that treats every table alike. */
export interface AnyTable {
  name: string;
  role: TableRole;
  key: string;
  references: readonly string[];
  contentVersioned: boolean;
  bookkeeping: readonly string[];
}

export const TABLE_NAMES = Object.keys(TABLES) as TableName[];

/** The typed tables, parents before the tables whose foreign keys point at them (declaration order otherwise). */
export const TABLES_PARENTS_FIRST: readonly TableName[] = (() => {
  const ordered: TableName[] = [];
  const placed = new Set<TableName>();
  while (ordered.length < TABLE_NAMES.length) {
    const next = TABLE_NAMES.find((table) => !placed.has(table) && TABLES[table].references.every((parent) => parent === table || placed.has(parent)));
    if (!next) throw new Error(`the foreign keys of ${TABLE_NAMES.filter((table) => !placed.has(table)).join(", ")} form a cycle`);
    ordered.push(next);
    placed.add(next);
  }
  return ordered;
})();

type RoleOf<T extends TableName> = (typeof TABLES)[T]["role"];
export type RecordTable = { [T in TableName]: RoleOf<T> extends "record" ? T : never }[TableName];

/** What db:copy copies, parents first. */
export const COPIED_TABLES: readonly RecordTable[] = TABLES_PARENTS_FIRST.filter((table): table is RecordTable => TABLES[table].role === "record");

/** The tables whose every write raises a content version. */
export const VERSIONED_TABLES: readonly TableName[] = TABLE_NAMES.filter((table) => TABLES[table].contentVersioned);

function asAnyTable(name: string, facts: { role: TableRole; key: string; references: readonly string[]; contentVersioned: boolean; bookkeeping?: readonly string[] }): AnyTable {
  return { name, role: facts.role, key: facts.key, references: facts.references, contentVersioned: facts.contentVersioned, bookkeeping: facts.bookkeeping ?? [] };
}

/** Every table the migrations make on `dialect`, parents first. */
export function tablesOn(dialect: DatabaseDialect): AnyTable[] {
  const typed = TABLES_PARENTS_FIRST.map((name) => asAnyTable(name, TABLES[name]));
  const library = Object.entries(LIBRARY_TABLES)
    .filter(([, facts]) => facts.onlyOn === dialect)
    .map(([name, facts]) => asAnyTable(name, facts));
  return [...typed, ...library];
}
