/**
 * Every kind of event the audit trail records, with the words the audit page
 * shows for it (and filters by). One list: the recorder accepts only these.
 */
export const AUDIT_ACTIONS = {
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in failed",
  "sign-in-throttled": "Sign-in refused (too many attempts)",
  "sign-out": "Signed out",
  "sessions-ended": "Signed out other sessions",
  "password-reset": "Reset password",
  "password-change": "Changed password",
  "two-factor-on": "Turned on two-factor",
  "two-factor-off": "Turned off two-factor",
  "recovery-codes": "Made new recovery codes",
  "passkey-add": "Added a passkey",
  "passkey-remove": "Removed a passkey",
  "invitation-sent": "Invited a staff member",
  "invitation-accepted": "Accepted an invitation",
  "invitation-revoked": "Revoked an invitation",
  "role-change": "Changed a role",
  "deactivate": "Deactivated an account",
  "reactivate": "Reactivated an account",
  "post-create": "Created a post",
  "post-edit": "Edited a post",
  "post-publish": "Published a post",
  "post-schedule": "Scheduled a post",
  "post-unpublish": "Unpublished a post",
  "post-delete": "Deleted a post",
  "post-restore": "Restored a revision",
  "preview-link-create": "Shared a preview link",
  "preview-link-revoke": "Revoked a preview link",
  "category-add": "Added a category",
  "category-delete": "Deleted a category",
  "review-hide": "Hid a review",
  "review-show": "Showed a review",
  "review-delete": "Deleted a review",
  "resume-download": "Downloaded a resume",
  "subscriber-export": "Exported subscribers",
  "settings-change": "Changed a setting",
  // --- the media library (visual editor) ---
  "media-upload": "Uploaded an image",
  "media-describe": "Described an image",
  "media-delete": "Deleted an image",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, value);
}
