/**
 * The staff roles and what each may do (decision 0017). Pure, so the server
 * (route middleware, the authority) and the admin's navigation share it.
 *
 * - owner: everything, including staff and the audit log;
 * - editor: all posts, categories, reviews, contact messages, subscribers;
 * - author: writes posts and edits their own drafts; no publishing, no inbox;
 * - hr: job applications and resumes, nothing else;
 * - coordinator: care requests, complaints and contact messages, nothing else.
 */
export const STAFF_ROLES = ["owner", "editor", "author", "hr", "coordinator"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];


const everyone = STAFF_ROLES;

/** Each permission and the roles that have it. */
const GRANTS = {
  /** The dashboard and the account's own pages. */
  dashboard: everyone,
  /** Create posts, preview and edit (an author only their own drafts). */
  "posts:write": ["owner", "editor", "author"],
  /** Publish, unpublish, delete, edit anyone's post. */
  "posts:manage": ["owner", "editor"],
  categories: ["owner", "editor"],
  reviews: ["owner", "editor"],
  messages: ["owner", "editor", "coordinator"],
  subscribers: ["owner", "editor"],
  /** Job applications and their resumes: personal data only hiring needs. */
  applications: ["owner", "hr"],
  // --- care requests: personal health information under PHIPA (decision 0611) ---
  /** Care requests: their queue, notes, history and assignment. */
  "care-requests": ["owner", "coordinator"],
  /** Partners who refer clients: organisations and their contacts (decision 0900). */
  partners: ["owner", "coordinator"],
  // --- complaints: personal health information, every opening audited (decision 1001) ---
  /** The complaints register, one complaint's record, a complaint taken by phone. */
  complaints: ["owner", "coordinator"],
  /** The yearly complaints report and its CSV. */
  "complaints-report": ["owner"],
  /** Accessibility feedback and alternate-format requests: a name, a contact, often health context (decision 1010). */
  accessibility: ["owner", "coordinator"],
  staff: ["owner"],
  audit: ["owner"],
  /** The owner's switches (require two-factor for all staff). */
  settings: ["owner"],
  /** Redirects and the 404 report: the site's addresses. */
  redirects: ["owner", "editor"],
  // --- newsletters: email a post to the confirmed subscribers ---
  newsletters: ["owner", "editor"],
  // --- the system page: backups, email, jobs, disk (decision 0700) ---
  system: ["owner"],
  // --- the agency's own analytics (decision 0902): page views and form counts, no personal data ---
  analytics: ["owner", "editor"],
  // --- service-disruption notices on the public pages (decision 1020) ---
  notices: ["owner", "editor"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof GRANTS;

export function can(role: StaffRole, permission: Permission): boolean {
  return (GRANTS[permission] as readonly StaffRole[]).includes(role);
}

/** The 403 page's title, and the answer to a POST the role does not allow. */
export const NO_ACCESS_MESSAGE = "You don't have access to this page";

/**
 * Whether this staff member may open and save this post: editors and owners
 * any post; an author only a draft they created themselves (once an editor
 * publishes it, it is out of the author's hands).
 */
export function mayEditPost(staff: { id: number; role: StaffRole }, post: { createdBy: number | null; published: boolean }): boolean {
  if (can(staff.role, "posts:manage")) return true;
  return can(staff.role, "posts:write") && post.createdBy === staff.id && !post.published;
}

/**
 * Whether this staff member may see an uploaded image that no live post shows
 * (decision 0352), given who created each post showing it now or in a kept
 * revision: what the admin shows them. Editors and owners any; an author the
 * images of the posts they created, and an upload no post shows yet (the one
 * kept from a refused save, under a name only its uploader was given); HR none.
 */
export function mayViewPostImage(staff: { id: number; role: StaffRole }, posts: Array<{ createdBy: number | null }>): boolean {
  if (can(staff.role, "posts:manage")) return true;
  if (!can(staff.role, "posts:write")) return false;
  return posts.length === 0 || posts.some((post) => post.createdBy === staff.id);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}
