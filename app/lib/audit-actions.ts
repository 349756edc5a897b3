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
  "post-translate": "Created a French version",
  "preview-link-create": "Shared a preview link",
  "preview-link-revoke": "Revoked a preview link",
  "category-add": "Added a category",
  "category-delete": "Deleted a category",
  "category-french-name": "Named a category in French",
  "review-hide": "Hid a review",
  "review-show": "Showed a review",
  "review-delete": "Deleted a review",
  "resume-download": "Downloaded a resume",
  "subscriber-export": "Exported subscribers",
  "settings-change": "Changed a setting",
  // --- the system page (decision 0700) ---
  "restore-check": "Checked the backup restores",
  // Redirects and the 404 report
  "redirect-add": "Added a redirect",
  "redirect-edit": "Edited a redirect",
  "redirect-delete": "Deleted a redirect",
  "redirect-import": "Imported redirects",
  "not-found-ignore": "Ignored a missing page",
  "not-found-unignore": "Showed a missing page again",
  // --- care requests (decision 0611): every opening, every change ---
  "care-request-open": "Opened a care request",
  "care-request-note": "Added a note to a care request",
  "care-request-status": "Changed a care request's status",
  "care-request-assign": "Assigned a care request",
  "care-coordinators": "Set the region coordinators",
  // --- accessibility feedback and alternate formats (decision 1010): every opening, every step ---
  "access-request-open": "Opened an accessibility request",
  "access-request-step": "Moved an accessibility request on",
  // --- partners who refer clients (decision 0900) ---
  "partner-create": "Added a partner",
  "partner-edit": "Edited a partner",
  "partner-archive": "Archived a partner",
  "partner-restore": "Restored an archived partner",
  "partner-export": "Exported the partners' figures",
  // --- complaints (decision 1001): every opening, every step ---
  "complaint-open": "Opened a complaint",
  "complaint-phone": "Entered a complaint taken by phone",
  "complaint-assign": "Assigned a complaint",
  "complaint-acknowledge": "Acknowledged a complaint",
  "complaint-update": "Recorded a complaint's 10-day update",
  "complaint-note": "Added a note to a complaint",
  "complaint-resolve": "Resolved a complaint",
  "complaint-report": "Opened the complaints report",
  "complaint-export": "Exported the complaints report",
  // --- hiring ---
  "posting-create": "Created a job posting",
  "posting-edit": "Edited a job posting",
  "posting-open": "Opened a job posting",
  "posting-close": "Closed a job posting",
  "application-view": "Opened an application",
  "application-move": "Moved an application",
  "application-note": "Added a note to an application",
  "application-interview": "Recorded an interview date",
  "application-delete": "Deleted an application",
  "application-export": "Exported applications",
  "email-template-edit": "Edited a hiring email",
  // --- newsletters ---
  "newsletter-send": "Sent a newsletter",
  "newsletter-schedule": "Scheduled a newsletter",
  "newsletter-unschedule": "Cancelled a scheduled newsletter",
  "newsletter-stop": "Stopped a newsletter",
  "newsletter-resume": "Resumed a newsletter",
  "newsletter-test": "Sent a newsletter test",
  "subscriber-delete": "Deleted a subscriber",
  "subscriber-import": "Imported subscribers",
  // --- the media library (visual editor) ---
  "media-upload": "Uploaded an image",
  "media-describe": "Described an image",
  "media-delete": "Deleted an image",
  // --- service-disruption notices (decision 1020) ---
  "notice-create": "Created a service notice",
  "notice-edit": "Edited a service notice",
  "notice-end": "Ended a service notice",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, value);
}
