import type { Migration } from "kysely/migration";
import * as m0001 from "./0001_initial";
import * as m0002 from "./0002_users_sessions_valid_after";
import * as m0003 from "./0003_staff_roles";
import * as m0004 from "./0004_staff_security";
import * as m0005 from "./0005_publishing";
import * as m0006 from "./0006_content_versions";
import * as m0007 from "./0007_shared_state";
import * as m0008 from "./0008_session_proof";
import * as m0009 from "./0009_webauthn_challenges";
import * as m0010 from "./0010_private_upload_names";
import * as m0011 from "./0011_outbox";
import * as m0012 from "./0012_hiring";
import * as m0013 from "./0013_care_requests";
import * as m0014 from "./0014_newsletters";
import * as m0015 from "./0015_redirects";
import * as m0016 from "./0016_media_library";
import * as m0017 from "./0017_system_health";
import * as m0018 from "./0018_media_descriptions";
import * as m0019 from "./0019_newsletter_suppressions";
import * as m0020 from "./0020_submission_languages";
import * as m0021 from "./0021_posting_french_text";
import * as m0022 from "./0022_care_request_languages";
import * as m0023 from "./0023_post_languages";
import * as m0024 from "./0024_referrals";
import * as m0025 from "./0025_enquiry_sources";
import * as m0026 from "./0026_page_views";
import * as m0027 from "./0027_referral_updates_sent";
import * as m0028 from "./0028_complaints";
import * as m0029 from "./0029_accessibility_requests";
import * as m0030 from "./0030_service_notices";
import * as m0031 from "./0031_complaint_outcome_emailed";

/**
 * A static list rather than Kysely's FileMigrationProvider, which reads the
 * folder at run time and so does not survive bundling. Add new migrations here,
 * numbered, never edited once released.
 */
export const migrations: Record<string, Migration> = {
  "0001_initial": m0001,
  "0002_users_sessions_valid_after": m0002,
  "0003_staff_roles": m0003,
  "0004_staff_security": m0004,
  "0005_publishing": m0005,
  "0006_content_versions": m0006,
  "0007_shared_state": m0007,
  "0008_session_proof": m0008,
  "0009_webauthn_challenges": m0009,
  "0010_private_upload_names": m0010,
  "0011_outbox": m0011,
  "0012_hiring": m0012,
  "0013_care_requests": m0013,
  "0014_newsletters": m0014,
  "0015_redirects": m0015,
  "0016_media_library": m0016,
  "0017_system_health": m0017,
  "0018_media_descriptions": m0018,
  "0019_newsletter_suppressions": m0019,
  "0020_submission_languages": m0020,
  "0021_posting_french_text": m0021,
  "0022_care_request_languages": m0022,
  "0023_post_languages": m0023,
  "0024_referrals": m0024,
  "0025_enquiry_sources": m0025,
  "0026_page_views": m0026,
  "0027_referral_updates_sent": m0027,
  "0028_complaints": m0028,
  "0029_accessibility_requests": m0029,
  "0030_service_notices": m0030,
  "0031_complaint_outcome_emailed": m0031,
};
