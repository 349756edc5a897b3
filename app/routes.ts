import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * Route groups mirror the product's route table (see docs/code-layout.md).
 * A big page is a folder: its module is `route.tsx` beside its sections, and
 * keeps the id its single file had.
 */
export default [
  // Public pages share the site shell (header, mega-menu, footer).
  layout("routes/public/layout.tsx", [
    index("routes/public/home/route.tsx", { id: "routes/public/home" }),
    // --- marketing pages ---
    route("sinaicare", "routes/public/sinaicare.tsx"),
    route("services/:service", "routes/public/service/route.tsx", { id: "routes/public/service" }),
    route("careers", "routes/public/careers/route.tsx", { id: "routes/public/careers" }),
    // --- hiring: one page per job posting (410 once closed) ---
    route("careers/:slug", "routes/public/careers/posting.tsx"),
    route("locations", "routes/public/locations.tsx"),
    route("location/:region", "routes/public/location/route.tsx", { id: "routes/public/location" }),
    route("find-care", "routes/public/find-care.tsx"),
    route("resources", "routes/public/resources/route.tsx", { id: "routes/public/resources" }),
    route("privacy", "routes/public/privacy.tsx"),
    route("accessibility", "routes/public/accessibility/route.tsx", { id: "routes/public/accessibility" }),
    // --- accessibility (decision 1010): the feedback form's confirmation, the multi-year plan, the policies ---
    route("accessibility/received", "routes/public/accessibility/received.tsx"),
    route("accessibility/plan", "routes/public/accessibility/plan.tsx"),
    route("accessibility/policies", "routes/public/accessibility/policies.tsx"),
    // --- visitor submissions: contact, testimonials, job ---
    route("contact", "routes/public/contact.tsx"),
    route("testimonials", "routes/public/testimonials.tsx"),
    route("testimonials/new", "routes/public/review.tsx"),
    route("job", "routes/public/job.tsx"),
    route("newsletter", "routes/public/newsletter.tsx"),
    route("newsletter/confirm", "routes/public/newsletter-confirm.tsx"),
    route("newsletter/unsubscribe", "routes/public/newsletter-unsubscribe.tsx"),
    // --- care requests: the family's form, its confirmation, paying for care ---
    route("request-care", "routes/public/request-care.tsx"),
    route("request-care/received", "routes/public/request-care-received.tsx"),
    route("paying-for-care", "routes/public/paying-for-care.tsx"),
    // --- referrals from professionals (decision 0900): the form, a partner's own link, the confirmation ---
    route("refer", "routes/public/refer.tsx"),
    route("refer/received", "routes/public/refer-received.tsx"),
    route("refer/:code", "routes/public/refer.tsx", { id: "routes/public/refer-code" }),
    // --- client rights and complaints (decision 1001): the rights page, the complaint form, its confirmation ---
    route("client-rights", "routes/public/client-rights.tsx"),
    route("complaints", "routes/public/complaints/route.tsx", { id: "routes/public/complaints" }),
    route("complaints/received", "routes/public/complaints/received.tsx"),
    // --- newsletters: each recipient's unsubscribe link: a page with one button ---
    route("newsletter/unsubscribe/:token", "routes/public/newsletter-unsubscribe-link.tsx"),
    // --- blog ---
    route("blog", "routes/blog/list.tsx"),
    route("blog/:slugOrId", "routes/blog/article.tsx"),
    // A draft or scheduled post shown to whoever has the link (decision 0348).
    route("preview/:token", "routes/blog/preview.tsx"),
    // --- the French edition (decision 0801): each page beside its English twin in app/public-pages.ts ---
    route("fr/accessibilite", "routes/public/accessibility/route.tsx", { id: "fr/accessibility" }),
    route("fr/accessibilite/recue", "routes/public/accessibility/received.tsx", { id: "fr/accessibility/received" }),
    route("fr/accessibilite/plan", "routes/public/accessibility/plan.tsx", { id: "fr/accessibility/plan" }),
    route("fr/accessibilite/politiques", "routes/public/accessibility/policies.tsx", { id: "fr/accessibility/policies" }),
    route("fr/emplacements", "routes/public/locations.tsx", { id: "fr/locations" }),
    route("fr/emplacements/:region", "routes/public/location/route.tsx", { id: "fr/location" }),
    route("fr/trouver-des-soins", "routes/public/find-care.tsx", { id: "fr/find-care" }),
    // The home page, the flagship program and the five service pages (French slugs: app/content/fr/service-slugs.ts).
    route("fr", "routes/public/home/route.tsx", { id: "fr/home" }),
    route("fr/sinaicare", "routes/public/sinaicare.tsx", { id: "fr/sinaicare" }),
    route("fr/services/:service", "routes/public/service/route.tsx", { id: "fr/service" }),
    // careers and each posting, testimonials, resources, privacy, paying for care
    route("fr/carrieres", "routes/public/careers/route.tsx", { id: "fr/careers" }),
    route("fr/carrieres/:slug", "routes/public/careers/posting.tsx", { id: "fr/careers/posting" }),
    route("fr/postuler", "routes/public/job.tsx", { id: "fr/job" }),
    route("fr/temoignages", "routes/public/testimonials.tsx", { id: "fr/testimonials" }),
    route("fr/ressources", "routes/public/resources/route.tsx", { id: "fr/resources" }),
    route("fr/confidentialite", "routes/public/privacy.tsx", { id: "fr/privacy" }),
    route("fr/payer-les-soins", "routes/public/paying-for-care.tsx", { id: "fr/paying-for-care" }),
    // The French blog: French posts only (decision 0803); its feed is with the resource routes.
    route("fr/blogue", "routes/blog/list.tsx", { id: "fr/blog" }),
    route("fr/blogue/:slugOrId", "routes/blog/article.tsx", { id: "fr/blog/article" }),
    // --- the French visitor forms ---
    route("fr/nous-joindre", "routes/public/contact.tsx", { id: "fr/contact" }),
    route("fr/demande-de-soins", "routes/public/request-care.tsx", { id: "fr/request-care" }),
    route("fr/demande-de-soins/recue", "routes/public/request-care-received.tsx", { id: "fr/request-care-received" }),
    route("fr/aiguillage", "routes/public/refer.tsx", { id: "fr/refer" }),
    route("fr/aiguillage/recu", "routes/public/refer-received.tsx", { id: "fr/refer-received" }),
    route("fr/aiguillage/:code", "routes/public/refer.tsx", { id: "fr/refer-code" }),
    route("fr/temoignages/nouveau", "routes/public/review.tsx", { id: "fr/review" }),
    route("fr/droits-des-clients", "routes/public/client-rights.tsx", { id: "fr/client-rights" }),
    route("fr/plaintes", "routes/public/complaints/route.tsx", { id: "fr/complaints" }),
    route("fr/plaintes/recue", "routes/public/complaints/received.tsx", { id: "fr/complaints-received" }),
    route("fr/infolettre", "routes/public/newsletter.tsx", { id: "fr/newsletter" }),
    route("fr/infolettre/confirmer", "routes/public/newsletter-confirm.tsx", { id: "fr/newsletter-confirm" }),
    route("fr/infolettre/desabonnement", "routes/public/newsletter-unsubscribe.tsx", { id: "fr/newsletter-unsubscribe" }),
    // Any unknown path: the 404 page inside the shell, with status 404 (in French under /fr).
    route("*", "routes/public/not-found.tsx"),
  ]),

  // Admin: the sign-in page stands alone; everything else under /admin sits
  // in the admin layout, whose middleware lets only signed-in staff through
  // (documents, `.data` requests and downloads alike).
  route("admin/login", "routes/admin/sign-in/login.tsx"),
  // Passkey sign-in (options, then the browser's answer): outside the frame like the sign-in page.
  route("admin/login/passkey", "routes/admin/sign-in/login-passkey.ts"),
  // --- anonymous staff pages reached by an emailed link (or from the sign-in page) ---
  route("admin/invite/:token", "routes/admin/sign-in/invite.tsx"),
  route("admin/forgot-password", "routes/admin/sign-in/forgot-password.tsx"),
  route("admin/reset-password/:token", "routes/admin/sign-in/reset-password.tsx"),
  // The second step of sign-in (a code, a recovery code or a passkey): not signed in yet either.
  route("admin/login/two-factor", "routes/admin/sign-in/login-two-factor.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/logout", "routes/admin/sign-in/logout.ts"),
    route("admin/new", "routes/admin/posts/post-new.tsx"),
    route("admin/edit/:id", "routes/admin/posts/post-edit.tsx"),
    // A post's saved versions; one of them compared with the current text, and restored.
    route("admin/edit/:id/history", "routes/admin/posts/post-history.tsx"),
    route("admin/edit/:id/history/:revisionId", "routes/admin/posts/post-revision.tsx"),
    route("admin/edit/:id/preview-links", "routes/admin/posts/post-preview-links.ts"),
    route("admin/edit/:id/french-version", "routes/admin/posts/post-french-version.ts"),
    route("admin/delete/:id", "routes/admin/posts/post-delete.tsx"),
    route("admin/posts/bulk", "routes/admin/posts/posts-bulk.tsx"),
    route("admin/preview/:id", "routes/admin/posts/post-preview.tsx"),
    route("admin/categories", "routes/admin/posts/categories.tsx"),
    route("admin/categories/:id/delete", "routes/admin/posts/category-delete.tsx"),
    // --- the inbox: contact messages; reviews shown, hidden and deleted ---
    route("admin/inbox/messages", "routes/admin/inbox/messages.tsx"),
    route("admin/inbox/reviews", "routes/admin/inbox/reviews.tsx"),
    route("admin/inbox/reviews/:id/delete", "routes/admin/inbox/review-delete.tsx"),
    // --- the staff member's own account; the owner's staff list and audit trail ---
    route("admin/account", "routes/admin/account/route.tsx", { id: "routes/admin/account" }),
    route("admin/audit", "routes/admin/audit/route.tsx", { id: "routes/admin/audit" }),
    route("admin/account/passkeys", "routes/admin/account/passkeys.ts"),
    route("admin/account/passkeys/:id/remove", "routes/admin/account/passkey-remove.tsx"),
    route("admin/staff", "routes/admin/staff/route.tsx", { id: "routes/admin/staff" }),
    route("admin/settings", "routes/admin/settings/route.tsx", { id: "routes/admin/settings" }),
    // --- redirects and the missing-pages report (the 404s visitors met) ---
    route("admin/redirects", "routes/admin/redirects/route.tsx", { id: "routes/admin/redirects" }),
    route("admin/redirects/:id", "routes/admin/redirects/edit.tsx", { id: "routes/admin/redirects/edit" }),
    route("admin/not-found", "routes/admin/redirects/missing-pages.tsx"),
    // --- the agency's own analytics (owner, editor): the page and its CSV ---
    route("admin/analytics", "routes/admin/analytics/route.tsx", { id: "routes/admin/analytics" }),
    route("admin/analytics.csv", "routes/admin/analytics/analytics-csv.ts"),
    // --- service-disruption notices on the public pages (decision 1020) ---
    route("admin/notices", "routes/admin/notices/route.tsx", { id: "routes/admin/notices" }),
    route("admin/notices/new", "routes/admin/notices/new.tsx"),
    route("admin/notices/:id", "routes/admin/notices/edit.tsx"),
    // --- care requests (owner and coordinator): the queue and one request ---
    route("admin/care-requests", "routes/admin/care-requests/route.tsx", { id: "routes/admin/care-requests" }),
    route("admin/care-requests/:id", "routes/admin/care-requests/request.tsx"),
    // --- partners who refer clients (owner and coordinator): the list with its figures, one partner, the CSV ---
    route("admin/partners", "routes/admin/partners/route.tsx", { id: "routes/admin/partners" }),
    route("admin/partners.csv", "routes/admin/partners/partners-csv.ts"),
    route("admin/partners/:id", "routes/admin/partners/partner.tsx"),
    // --- complaints (owner and coordinator; the yearly report the owner's): the register, one taken by phone, the report, one complaint ---
    route("admin/complaints", "routes/admin/complaints/route.tsx", { id: "routes/admin/complaints" }),
    route("admin/complaints/new", "routes/admin/complaints/new.tsx"),
    route("admin/complaints/report", "routes/admin/complaints/report.tsx"),
    route("admin/complaints/report.csv", "routes/admin/complaints/report-csv.ts"),
    route("admin/complaints/:id", "routes/admin/complaints/complaint.tsx"),
    // --- accessibility feedback and alternate formats (owner and coordinator, decision 1010): the queue and one request ---
    route("admin/accessibility", "routes/admin/accessibility/route.tsx", { id: "routes/admin/accessibility" }),
    route("admin/accessibility/:id", "routes/admin/accessibility/request.tsx"),
    // --- hiring: job postings, the applications pipeline, its email templates ---
    route("admin/jobs", "routes/admin/hiring/jobs.tsx"),
    route("admin/jobs/new", "routes/admin/hiring/job-new.tsx"),
    route("admin/jobs/:id", "routes/admin/hiring/job-edit.tsx"),
    route("admin/applications", "routes/admin/hiring/applications.tsx"),
    route("admin/applications.csv", "routes/admin/hiring/applications-csv.ts"),
    route("admin/applications/bulk", "routes/admin/hiring/applications-bulk.tsx"),
    route("admin/applications/templates", "routes/admin/hiring/templates.tsx"),
    route("admin/applications/:id", "routes/admin/hiring/application.tsx"),
    route("admin/applications/:id/resume", "routes/admin/hiring/resume-download.ts"),
    route("admin/applications/:id/delete", "routes/admin/hiring/application-delete.tsx"),
    // The inbox's old addresses for applications and resumes, kept as redirects.
    route("admin/inbox/applications", "routes/admin/hiring/old-applications-address.tsx"),
    route("admin/inbox/applications/:id/resume", "routes/admin/hiring/old-resume-address.ts"),
    // --- newsletters: a post emailed to the subscribers; the list and one page each; the subscribers (listed, exported, deleted, imported) ---
    route("admin/edit/:id/email", "routes/admin/newsletter/post-email.tsx"),
    route("admin/newsletters", "routes/admin/newsletter/newsletters.tsx"),
    route("admin/newsletters/:id", "routes/admin/newsletter/newsletter.tsx"),
    route("admin/inbox/subscribers", "routes/admin/newsletter/subscribers.tsx"),
    route("admin/inbox/subscribers.csv", "routes/admin/newsletter/subscribers-csv.ts"),
    route("admin/inbox/subscribers/:id/delete", "routes/admin/newsletter/subscriber-delete.tsx"),
    route("admin/inbox/subscribers/import", "routes/admin/newsletter/subscribers-import.tsx"),
    // --- the visual editor: the media library, its picker and uploads (JSON), the link search (JSON) ---
    route("admin/media", "routes/admin/media/route.tsx", { id: "routes/admin/media" }),
    route("admin/media/picker", "routes/admin/media/picker.ts"),
    route("admin/media/upload", "routes/admin/media/upload.ts"),
    route("admin/link-search", "routes/admin/posts/link-search.ts"),
    // --- the system page (owner): backups, email, jobs, disk, version ---
    route("admin/system", "routes/admin/system/route.tsx", { id: "routes/admin/system" }),
  ]),

  // Resource routes: no HTML shell.
  // --- sitemap, robots, downloads, the JSON API, feeds, media ---
  route("api/send-email", "routes/resources/send-email.ts"),
  route("resumes/:file", "routes/resources/resume-link.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("resources/download/:file", "routes/resources/download.ts"),
  route("blog/rss.xml", "routes/blog/feed.ts"),
  route("fr/blogue/rss.xml", "routes/blog/feed.ts", { id: "fr/blog/feed" }),
  route("media/post-images/:name", "routes/blog/post-image.ts"),
  // --- newsletters: the RFC 8058 one-click unsubscribe POST of a newsletter's List-Unsubscribe header ---
  route("newsletter/unsubscribe/:token/one-click", "routes/resources/newsletter-one-click.ts"),
] satisfies RouteConfig;
