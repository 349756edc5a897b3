import type { Generated, Selectable } from "kysely";
import type { Locale } from "~/lib/locale";
import type { StaffRole } from "~/lib/staff-roles";

/** The database as Kysely sees it: one typed schema for the whole product. */
export interface Database {
  users: UsersTable;
  categories: CategoriesTable;
  posts: PostsTable;
  testimonials: TestimonialsTable;
  submissions: SubmissionsTable;
  subscribers: SubscribersTable;
  staff_sessions: StaffSessionsTable;
  staff_tokens: StaffTokensTable;
  audit_log: AuditLogTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  settings: SettingsTable;
  staff_mail: StaffMailTable;
  post_revisions: PostRevisionsTable;
  post_previews: PostPreviewsTable;
  post_images: PostImagesTable;
  content_versions: ContentVersionsTable;
  job_locks: JobLocksTable;
  webauthn_challenges: WebauthnChallengesTable;
  mail_outbox: MailOutboxTable;
  job_runs: JobRunsTable;
  // Redirects and the 404 report (migration 0015)
  redirects: RedirectsTable;
  not_found_paths: NotFoundPathsTable;
  // --- care requests (migration 0013, decision 0610) ---
  care_requests: CareRequestsTable;
  care_request_events: CareRequestEventsTable;
  care_region_coordinators: CareRegionCoordinatorsTable;
  // --- referrals and partners (migration 0024, decision 0900) ---
  partners: PartnersTable;
  partner_contacts: PartnerContactsTable;
  care_referrals: CareReferralsTable;
  // --- hiring (migration 0012) ---
  job_postings: JobPostingsTable;
  job_applications: JobApplicationsTable;
  application_notes: ApplicationNotesTable;
  application_events: ApplicationEventsTable;
  hiring_email_templates: HiringEmailTemplatesTable;
  // --- newsletters ---
  newsletters: NewslettersTable;
  newsletter_suppressions: NewsletterSuppressionsTable;
  // --- the owner's system page (migration 0017, decision 0700) ---
  job_failures: JobFailuresTable;
  health_incidents: HealthIncidentsTable;
  // --- where enquiries came from (migration 0025, decision 0901) ---
  enquiry_sources: EnquirySourcesTable;
  // --- the agency's own analytics (migration 0026, decision 0902) ---
  page_views: PageViewsTable;
  page_view_months: PageViewMonthsTable;
  analytics_salts: AnalyticsSaltsTable;
  // --- complaints (migration 0028, decision 1001) ---
  complaints: ComplaintsTable;
  complaint_notes: ComplaintNotesTable;
  // --- accessibility feedback and alternate formats (migration 0029, decision 1010) ---
  accessibility_requests: AccessibilityRequestsTable;
  // --- service-disruption notices (migration 0030, decision 1020) ---
  service_notices: ServiceNoticesTable;
}

/** SQLite has no boolean: 0 or 1. */
type Flag = number;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  /** Sessions issued before this time are refused (set by sign-out). */
  sessions_valid_after: string | null;
  /** app/lib/staff-roles.ts: owner, editor, author, hr. */
  role: Generated<StaffRole>;
  name: string | null;
  /** Null while the account is active. */
  deactivated_at: string | null;
  last_sign_in_at: string | null;
  /** Base32 TOTP secret once two-factor is confirmed; the pending one while it is being set up. */
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled_at: string | null;
  /** The last TOTP time step accepted (a code cannot be used twice). */
  totp_last_step: number | null;
  /** The "speaks French" mark of /admin/settings (migration 0022): French care requests go to them. */
  speaks_french: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

/** One signed-in browser. The cookie holds a random id; only its SHA-256 is stored. */
export interface StaffSessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  ended_at: string | null;
  user_agent: Generated<string>;
  ip: Generated<string>;
  /** How the person signed in: password, password+totp, password+recovery, passkey... */
  method: Generated<string>;
  /** When the session last proved it is its person (a second factor, or the password again); null: only the sign-in password. */
  proven_at: string | null;
}

export type StaffTokenKind = "invite" | "reset";

/** Invitation and password-reset links: random, stored as SHA-256, single-use. */
export interface StaffTokensTable {
  id: Generated<number>;
  kind: StaffTokenKind;
  token_hash: string;
  /** The account (reset); null for an invitation until it is accepted. */
  user_id: number | null;
  email: string;
  /** The invited role. */
  role: StaffRole | null;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Append-only from the product: nothing edits or deletes a row but the retention purge. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  /** The staff member's email, or the email tried on a failed sign-in. */
  actor_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  detail: Generated<string>;
  ip: Generated<string>;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

export interface PasskeysTable {
  id: Generated<number>;
  /** base64url credential id. */
  credential_id: string;
  user_id: number;
  public_key: Uint8Array;
  counter: Generated<number>;
  /** JSON array of transports. */
  transports: Generated<string>;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface StaffMailTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  /** Blanked once sent: a link in it must not outlive its use in the database. */
  body: string;
  status: Generated<NotificationStatus>;
  attempts: Generated<number>;
  error: string | null;
  /** After this the mail is pointless (its link expired): no more retries. */
  send_before: string;
  created_at: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  /** Its name on the French blog; null: the English name. */
  name_fr: string | null;
}

export interface PostsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  content: Generated<string>;
  excerpt: Generated<string>;
  author: Generated<string>;
  author_role: string | null;
  category: Generated<string>;
  /** JSON array of strings. */
  tags: Generated<string>;
  featured: Generated<Flag>;
  published: Generated<Flag>;
  read_time: Generated<string>;
  image: string | null;
  image_alt: string | null;
  /** The staff member who created the post (null for seeded or older posts). */
  created_by: number | null;
  created_at: string;
  updated_at: string;
  /** When a published post goes (or went) live, UTC ISO; in the future = scheduled. */
  published_at: string | null;
  /** Set once by the scheduler when it announced the post going live. */
  went_live_at: string | null;
  /** Raised by every save (refuses a save over a newer version). */
  version: Generated<number>;
  meta_title: string | null;
  meta_description: string | null;
  social_image: string | null;
  canonical_url: string | null;
  /** 1: the image is decorative (alt=""). */
  image_decorative: Generated<Flag>;
  /** "en" or "fr" (decision 0803). */
  language: Generated<string>;
  /** A French post: the English post it translates (one translation per original). */
  translation_of: number | null;
}

/** A version per table visitors' pages are made of, raised by triggers (migration 0006). */
export interface ContentVersionsTable {
  name: string;
  version: number;
}

export type RevisionKind = "save" | "autosave" | "restore";

export interface PostRevisionsTable {
  id: Generated<number>;
  post_id: number;
  version: number;
  kind: Generated<RevisionKind>;
  title: string;
  excerpt: Generated<string>;
  content: Generated<string>;
  meta_title: string | null;
  meta_description: string | null;
  social_image: string | null;
  canonical_url: string | null;
  image: string | null;
  image_alt: string | null;
  image_decorative: Generated<Flag>;
  saved_by: number | null;
  saved_by_name: Generated<string>;
  saved_at: string;
}

export interface PostPreviewsTable {
  id: Generated<number>;
  token_hash: string;
  post_id: number;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface PostImagesTable {
  /** The stored file name of the cleaned original (post-<timestamp>.<ext>). */
  name: string;
  width: number;
  height: number;
  bytes: number;
  /** The uploaded file's size before cleaning, when known. */
  original_bytes: number | null;
  /** JSON array of { width, format, name, bytes }. */
  variants: Generated<string>;
  created_at: string;
  // --- the media library (visual editor) ---
  /** The description written once in the library, offered as alt text wherever the image is inserted. */
  description?: string | null;
  /** Who uploaded it (null before the library, or when that account is gone). */
  uploaded_by?: number | null;
  /** The file's name as chosen on the computer, searched by the library. */
  original_name?: string | null;
}

export interface TestimonialsTable {
  id: Generated<number>;
  name: string;
  role: string | null;
  company: string | null;
  rating: Generated<number>;
  content: string;
  hidden: Generated<Flag>;
  created_at: string;
  /** The edition the review was sent from (migration 0020). */
  language: Generated<Locale>;
}

export type SubmissionKind = "contact" | "job";
export type NotificationStatus = "pending" | "sent" | "unsent" | "failed";

export interface SubmissionsTable {
  id: Generated<number>;
  kind: SubmissionKind;
  name: string;
  email: string;
  subject: string | null;
  message: Generated<string>;
  attachment_file: string | null;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment_size: number | null;
  notification_status: Generated<NotificationStatus>;
  notification_error: string | null;
  notification_attempts: Generated<number>;
  created_at: string;
  /** The edition the message or application was sent from (migration 0020). */
  language: Generated<Locale>;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  consent_text: string;
  consented_at: string;
  confirm_token: string;
  confirmed_at: string | null;
  unsubscribe_token: string;
  unsubscribed_at: string | null;
  notification_status: Generated<NotificationStatus>;
  created_at: string;
  /** Where the consent came from: "sign-up form", or an imported list's source. */
  source: Generated<string>;
  /** The edition they signed up from: their emails' language (migration 0020). */
  language: Generated<Locale>;
}

/**
 * The newsletter's suppression list (migration 0019, decision 0636): who unsubscribed or asked
 * to be forgotten, as `suppressionHashOf(email)`, never the address; kept after their row goes.
 */
export interface NewsletterSuppressionsTable {
  address_hash: string;
  reason: "unsubscribed" | "erased";
  created_at: string;
}

export type PostRow = Selectable<PostsTable>;
export type PostRevisionRow = Selectable<PostRevisionsTable>;
export type Category = Selectable<CategoriesTable>;
export type TestimonialRow = Selectable<TestimonialsTable>;
export type SubmissionRow = Selectable<SubmissionsTable>;
export type SubscriberRow = Selectable<SubscribersTable>;
export type AuditRow = Selectable<AuditLogTable>;

/** A background job's lease (app/server/infra/job-lock.server.ts). */
export interface JobLocksTable {
  name: string;
  /** A random id of the process run holding it. */
  holder: string;
  /** ISO time the lease runs out. */
  until: string;
}

/**
 * A passkey challenge handed out and not yet used (app/server/auth/webauthn-challenges.server.ts,
 * migration 0009): shared by every instance, taken once.
 */
export interface WebauthnChallengesTable {
  /** SHA-256 of the challenge, base64url. */
  challenge_hash: string;
  purpose: "register" | "sign-in" | "second-factor";
  /** The account registering or waiting for its second factor; null for a sign-in. */
  user_id: number | null;
  /** ISO time after which the challenge is refused (5 minutes after issue). */
  expires_at: string;
}

/** Every email the product sends to a visitor, applicant, family or subscriber waits here until sent (decision 0020). */
export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  stream: Generated<"transactional" | "bulk">;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** JSON object of extra headers (List-Unsubscribe...). */
  headers: string | null;
  message_id: string;
  dedupe_key: string | null;
  ref_type: string | null;
  ref_id: number | null;
  status: Generated<"pending" | "sending" | "sent" | "failed" | "held">;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
  last_attempt_at: string | null;
  error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** The period a periodic job last finished (decision 0020). */
export interface JobRunsTable {
  name: string;
  /** A Toronto date (daily jobs) or an interval's number. */
  period: string;
  finished_at: string;
  outcome: string | null;
}

/** A periodic job's last failure (job_runs keeps its last success). */
export interface JobFailuresTable {
  name: string;
  failed_at: string;
  error: string;
}

/** A warning of the health check (decision 0700), open until it clears. */
export interface HealthIncidentsTable {
  id: Generated<number>;
  kind: "backups" | "email" | "jobs" | "disk";
  detail: string;
  opened_at: string;
  cleared_at: string | null;
}

// --- Redirects and the 404 report (migration 0015, decisions 0637 and 0631) ---

/** An old address answered with 301/302 to where the page is now (app/server/domain/redirects.server.ts). */
export interface RedirectsTable {
  id: Generated<number>;
  /** Lower case, no trailing slash, no query string. */
  from_path: string;
  /** A path on this site or a full https address. */
  to_target: string;
  status: 301 | 302;
  /** "auto": a published post's address changed; "manual": staff or a CSV import. */
  origin: "auto" | "manual";
  /** Bookkeeping (raises no content version): requests answered, added up in memory and written in batches. */
  hits: Generated<number>;
  last_used_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A path visitors asked for that did not exist (app/server/domain/not-found-report.server.ts). */
export interface NotFoundPathsTable {
  path: string;
  hits: Generated<number>;
  bot_hits: Generated<number>;
  probe: Generated<Flag>;
  /** JSON: referring host -> requests. */
  referrers: Generated<string>;
  ignored: Generated<Flag>;
  first_seen_at: string;
  last_seen_at: string;
}

// --- care requests (migration 0013, decision 0610): personal health information, owner and coordinator only ---

/** A family's request for care (app/server/domain/care-requests.server.ts). Value lists: app/lib/care-requests.ts. */
export interface CareRequestsTable {
  id: Generated<number>;
  status: Generated<string>;
  not_proceeding_reason: string | null;
  relationship: string;
  organisation: string | null;
  postal_code: string;
  /** The region slug the postal code maps to; null when no region serves it. */
  region: string | null;
  /** JSON array of service keys. */
  services: Generated<string>;
  urgency: string;
  care_amount: string;
  payment: string;
  /** The preferred language of service (app/lib/care-requests.ts LANGUAGES). */
  language: string;
  /** The edition the request was sent from, 'en' or 'fr' (migration 0022): the family's emails follow it. */
  form_language: Generated<string>;
  name: string;
  phone: string | null;
  email: string | null;
  best_time: string | null;
  message: Generated<string>;
  consented_at: string;
  assigned_to: number | null;
  /** Urgent requests: when one still New is overdue (decision 0612). */
  due_at: string | null;
  /** When it became a client or stopped: retention counts from here. */
  ended_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A request's history, its notes included (kind "note"). */
export interface CareRequestEventsTable {
  id: Generated<number>;
  request_id: number;
  at: string;
  actor_id: number | null;
  actor_email: string | null;
  kind: string;
  detail: Generated<string>;
}

/** Who covers a region: new requests from it are assigned and told to them. */
/** One row per region and person covering it (several a region since migration 0022). */
export interface CareRegionCoordinatorsTable {
  id: Generated<number>;
  region: string;
  user_id: number;
  updated_at: string;
}

/** A care request sent by a professional through /refer (migration 0024): who referred, keyed by the request. */
export interface CareReferralsTable {
  id: Generated<number>;
  /** One referral a care request. */
  request_id: number;
  referrer_name: string;
  organisation: string;
  referrer_role: string;
  referrer_phone: string | null;
  referrer_email: string;
  /** YYYY-MM-DD, when the client leaves hospital. */
  discharge_date: string | null;
  /** 0 when the referrer asked for no updates. */
  wants_updates: Generated<Flag>;
  partner_id: number | null;
  /** How it was attributed to the partner: 'code' (their link) or 'domain' (the referrer's address). */
  attributed_by: string | null;
  /** When the office first moved it on from New. */
  first_contact_at: string | null;
  /** The status emails the referrer was sent, space-separated ("contacted accepted"; migration 0027). */
  updates_sent: Generated<string>;
  created_at: string;
}

/** An organisation that refers clients (decision 0900). */
export interface PartnersTable {
  id: Generated<number>;
  name: string;
  /** app/lib/referrals.ts PARTNER_CATEGORIES. */
  category: string;
  region: string | null;
  /** Lower case, e.g. "trilliumhealth.ca"; never a free-mail domain. */
  domain: string | null;
  /** The random code of its link /refer/<code>. */
  code: string;
  notes: Generated<string>;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PartnerContactsTable {
  id: Generated<number>;
  partner_id: number;
  name: string;
  role: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  created_at: string;
}

// --- hiring (migration 0012, decisions 0600-0602) ---

export type PostingStatus = "draft" | "open" | "closed";

/** A job posting HR manages; lists are JSON text, responsibilities and requirements one per line. */
export interface JobPostingsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  /** JSON array of schema.org employment types. */
  employment_types: string;
  /** JSON array of region slugs (app/content/regions.ts). */
  regions: string;
  location_note: Generated<string>;
  pay_min: number;
  pay_max: number;
  pay_unit: "HOUR" | "YEAR";
  existing_vacancy: Generated<Flag>;
  ai_screening: Generated<Flag>;
  description: string;
  responsibilities: Generated<string>;
  requirements: Generated<string>;
  experience: Generated<string>;
  /** JSON array of must-have requirement keys (app/lib/hiring.ts). */
  must_haves: Generated<string>;
  image: string | null;
  image_alt: string | null;
  status: Generated<PostingStatus>;
  /** ISO date (YYYY-MM-DD) it was first opened. */
  date_posted: string | null;
  /** ISO date (YYYY-MM-DD) applications close, when HR gives one. */
  valid_through: string | null;
  closed_at: string | null;
  sort_order: Generated<number>;
  created_at: string;
  updated_at: string;
  /** The French text (migration 0021), null while HR has given none; lists one item per line like the English. */
  title_fr: string | null;
  description_fr: string | null;
  responsibilities_fr: string | null;
  requirements_fr: string | null;
}

/** The pipeline of one job application (its `submissions` row holds name, email, letter, resume). */
export interface JobApplicationsTable {
  submission_id: number;
  posting_id: number | null;
  stage: Generated<string>;
  stage_changed_at: string;
  phone: string | null;
  language: Generated<string>;
  /** JSON: the screening answers. */
  answers: Generated<string>;
  /** JSON array of region slugs the person can work in. */
  regions: Generated<string>;
  /** JSON array of must-have requirement keys the application does not meet. */
  unmet: Generated<string>;
  /** JSON array of ISO times. */
  interview_dates: Generated<string>;
  last_interview_at: string | null;
  /** When it reached Hired, Not selected or Withdrawn. */
  ended_at: string | null;
  created_at: string;
}

export interface ApplicationNotesTable {
  id: Generated<number>;
  application_id: number;
  author_id: number | null;
  author: string;
  body: string;
  created_at: string;
}

export type ApplicationEventKind = "received" | "stage" | "email" | "note" | "download" | "interview";

export interface ApplicationEventsTable {
  id: Generated<number>;
  application_id: number;
  kind: ApplicationEventKind;
  detail: string;
  actor: string | null;
  created_at: string;
}

export interface HiringEmailTemplatesTable {
  stage: string;
  subject_en: string;
  body_en: string;
  subject_fr: string;
  body_fr: string;
  updated_at: string;
  updated_by: string | null;
}

export type JobPostingRow = Selectable<JobPostingsTable>;
export type JobApplicationRow = Selectable<JobApplicationsTable>;

// --- newsletters ---
/** draft: being prepared; scheduled: sent when its post goes live; sending: its recipients are in the outbox; stopped: held. */
export type NewsletterState = "draft" | "scheduled" | "sending" | "stopped";

/** A post emailed to the confirmed subscribers (its recipients are outbox rows, ref type "newsletter"). */
export interface NewslettersTable {
  id: Generated<number>;
  post_id: number | null;
  post_title: string;
  subject: string;
  intro: Generated<string>;
  status: Generated<NewsletterState>;
  /** How many outbox rows it was given. */
  recipients: Generated<number>;
  created_by: number | null;
  created_at: string;
  sent_by: number | null;
  sent_by_email: string | null;
  queued_at: string | null;
  updated_at: string;
}
export type NewsletterRow = Selectable<NewslettersTable>;

// --- where enquiries came from (decision 0901) ---
/** One enquiry's source: exactly one of the four record keys is set (by `kind`); each cascades. */
export interface EnquirySourcesTable {
  id: Generated<number>;
  kind: string;
  care_request_id: number | null;
  submission_id: number | null;
  testimonial_id: number | null;
  subscriber_id: number | null;
  channel: string;
  form_page: string;
  landing_page: string | null;
  previous_page: string | null;
  referrer_domain: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  partner: string | null;
  language: Locale;
  heard_about: string | null;
  heard_about_other: string | null;
  created_at: string;
}
export type EnquirySourceRow = Selectable<EnquirySourcesTable>;

// --- the agency's own analytics (migration 0026, decision 0902): no IP address, no cookie ---

/** A visitor's views of one page in one minute; `visitor` is hash(day's salt + address + user agent), meaningless once the salt is gone. */
export interface PageViewsTable {
  id: Generated<number>;
  day: string;
  viewed_at: string;
  path: string;
  status: number;
  language: string;
  referrer_domain: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  visitor: string;
  views: Generated<number>;
}

/** Views older than two years, as monthly totals ("2024-11"): `visitors` is the sum of each day's unique visitors. */
export interface PageViewMonthsTable {
  id: Generated<number>;
  month: string;
  path: string;
  status: number;
  language: string;
  referrer_domain: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  views: number;
  visitors: number;
}

/** The salt of one Toronto day, shared by the server processes and deleted once the day is over. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/** A complaint (migration 0028, decision 1001): times are ISO strings, deadlines stored at receipt. */
export interface ComplaintsTable {
  id: Generated<number>;
  /** 'web' (the public form) or 'phone' (entered by staff). */
  channel: string;
  form_language: Generated<string>;
  complainant_role: string;
  name: string;
  /** The client's name when someone else complains. */
  client_name: string | null;
  category: string;
  /** YYYY-MM-DD, when it happened. */
  occurred_on: string | null;
  description: string;
  desired_outcome: string | null;
  /** 'phone', 'email' or 'mail'. */
  contact_method: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  consented_at: string;
  received_at: string;
  /** The staff member who entered a phone complaint. */
  entered_by: number | null;
  acknowledge_by: string;
  /** The 10-day update of a complaint of harm. */
  update_by: string | null;
  resolve_by: string;
  handler_id: number | null;
  acknowledged_at: string | null;
  acknowledged_by: string | null;
  update_sent_at: string | null;
  update_text: string | null;
  resolved_at: string | null;
  resolved_by: string | null;
  outcome: string | null;
  changes_made: string | null;
  /** 1 when the outcome was emailed in full, 0 when the email only said it is ready (migration 0031); null without one. */
  outcome_emailed_in_full: number | null;
  /** The overdue steps whose reminder was sent, space-separated ("acknowledge update"). */
  reminded: Generated<string>;
  created_at: string;
}

/** A handler's note on a complaint: appended, never edited. */
export interface ComplaintNotesTable {
  id: Generated<number>;
  complaint_id: number;
  author_id: number | null;
  author_email: string;
  body: string;
  created_at: string;
}

/** A barrier reported or a document asked for in another format (decision 1010). */
export interface AccessibilityRequestsTable {
  id: Generated<number>;
  /** "barrier" | "format" (app/lib/accessibility-requests.ts). */
  kind: string;
  /** The format asked for; null for a barrier. */
  format: string | null;
  /** Which document or page. */
  about: string;
  details: Generated<string>;
  /** YYYY-MM-DD: by when they need it, if they said. */
  needed_by: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  /** "email" | "phone" | "relay". */
  contact_by: string;
  /** The edition of the form ("en" | "fr"): the acknowledgement's language. */
  language: Generated<string>;
  /** "new" | "acknowledged" | "agreed" | "closed". */
  status: Generated<string>;
  /** ISO: the acknowledgement's deadline, stored at receipt. */
  ack_due_at: string;
  acknowledged_at: string | null;
  acknowledged_by: string | null;
  ack_note: string | null;
  /** YYYY-MM-DD: the delivery date agreed with the person. */
  delivery_date: string | null;
  agreed_at: string | null;
  agreed_by: string | null;
  delivery_note: string | null;
  closed_at: string | null;
  closed_by: string | null;
  close_note: string | null;
  /** The last late step the office was reminded of: "ack", "target" or "delivery:YYYY-MM-DD". */
  reminded: string | null;
  created_at: string;
  updated_at: string;
}

/** A service-disruption notice shown on the public pages it concerns from `starts_at` until `ends_at` (UTC ISO). */
export interface ServiceNoticesTable {
  id: Generated<number>;
  title_en: string;
  title_fr: string;
  reason_en: string;
  reason_fr: string;
  alternatives_en: string;
  alternatives_fr: string;
  /** "all", or the page groups it concerns, space-separated (app/lib/service-notices.ts). */
  pages: string;
  starts_at: string;
  ends_at: string;
  /** The staff member's email who created it. */
  created_by: string | null;
  created_at: string;
  updated_at: string;
}
