import type { Generated, Selectable } from "kysely";
import type { StaffRole } from "~/lib/staff-roles";

/** The database as Kysely sees it: one typed schema for the whole product. */
export interface Database {
  users: UsersTable;
  categories: CategoriesTable;
  posts: PostsTable;
  testimonials: TestimonialsTable;
  submissions: SubmissionsTable;
  subscribers: SubscribersTable;
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
  created_at: string;
  updated_at: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
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
  created_at: string;
  updated_at: string;
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
}

export type PostRow = Selectable<PostsTable>;
export type Category = Selectable<CategoriesTable>;
export type TestimonialRow = Selectable<TestimonialsTable>;
export type SubmissionRow = Selectable<SubmissionsTable>;
export type SubscriberRow = Selectable<SubscribersTable>;
