import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * Route groups mirror the product's route table (see the README's folder
 * layout). A big page is a folder: its module is `route.tsx` beside its
 * sections, and keeps the id its single file had.
 */
export default [
  // Public pages share the site shell (header, mega-menu, footer).
  layout("routes/public/layout.tsx", [
    index("routes/public/home/route.tsx", { id: "routes/public/home" }),
    // --- marketing pages ---
    route("sinaicare", "routes/public/sinaicare.tsx"),
    route("services/:service", "routes/public/service/route.tsx", { id: "routes/public/service" }),
    route("careers", "routes/public/careers/route.tsx", { id: "routes/public/careers" }),
    route("locations", "routes/public/locations.tsx"),
    route("location/:region", "routes/public/location/route.tsx", { id: "routes/public/location" }),
    route("find-care", "routes/public/find-care.tsx"),
    route("resources", "routes/public/resources/route.tsx", { id: "routes/public/resources" }),
    route("privacy", "routes/public/privacy.tsx"),
    route("accessibility", "routes/public/accessibility.tsx"),
    // --- visitor submissions: contact, testimonials, job ---
    route("contact", "routes/public/contact.tsx"),
    route("testimonials", "routes/public/testimonials.tsx"),
    route("testimonials/new", "routes/public/review.tsx"),
    route("job", "routes/public/job.tsx"),
    route("newsletter", "routes/public/newsletter.tsx"),
    route("newsletter/confirm", "routes/public/newsletter-confirm.tsx"),
    route("newsletter/unsubscribe", "routes/public/newsletter-unsubscribe.tsx"),
    // --- blog ---
    route("blog", "routes/blog/list.tsx"),
    route("blog/:slugOrId", "routes/blog/article.tsx"),
    // A draft or scheduled post shown to whoever has the link (decision 0315).
    route("preview/:token", "routes/blog/preview.tsx"),
    // Any unknown path: the 404 page inside the shell, with status 404.
    route("*", "routes/public/not-found.tsx"),
  ]),

  // Admin: the sign-in page stands alone; everything else under /admin sits
  // in the admin layout, whose middleware lets only signed-in staff through
  // (documents, `.data` requests and downloads alike).
  route("admin/login", "routes/admin/login.tsx"),
  // Passkey sign-in (options, then the browser's answer): outside the frame like the sign-in page.
  route("admin/login/passkey", "routes/admin/login-passkey.ts"),
  // --- anonymous staff pages reached by an emailed link (or from the sign-in page) ---
  route("admin/invite/:token", "routes/admin/invite.tsx"),
  route("admin/forgot-password", "routes/admin/forgot-password.tsx"),
  route("admin/reset-password/:token", "routes/admin/reset-password.tsx"),
  // The second step of sign-in (a code, a recovery code or a passkey): not signed in yet either.
  route("admin/login/two-factor", "routes/admin/login-two-factor.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/logout", "routes/admin/logout.ts"),
    route("admin/new", "routes/admin/post-new.tsx"),
    route("admin/edit/:id", "routes/admin/post-edit.tsx"),
    // A post's saved versions; one of them compared with the current text, and restored.
    route("admin/edit/:id/history", "routes/admin/post-history.tsx"),
    route("admin/edit/:id/history/:revisionId", "routes/admin/post-revision.tsx"),
    route("admin/edit/:id/preview-links", "routes/admin/post-preview-links.ts"),
    route("admin/delete/:id", "routes/admin/post-delete.tsx"),
    route("admin/posts/bulk", "routes/admin/posts-bulk.tsx"),
    route("admin/preview/:id", "routes/admin/post-preview.tsx"),
    route("admin/categories", "routes/admin/categories.tsx"),
    route("admin/categories/:id/delete", "routes/admin/category-delete.tsx"),
    route("admin/inbox/messages", "routes/admin/inbox-messages.tsx"),
    route("admin/inbox/applications", "routes/admin/inbox-applications.tsx"),
    route("admin/inbox/applications/:id/resume", "routes/admin/resume-download.ts"),
    route("admin/inbox/reviews", "routes/admin/inbox-reviews.tsx"),
    route("admin/inbox/reviews/:id/delete", "routes/admin/review-delete.tsx"),
    route("admin/inbox/subscribers", "routes/admin/inbox-subscribers.tsx"),
    route("admin/inbox/subscribers.csv", "routes/admin/subscribers-csv.ts"),
    // --- the staff member's own account; the owner's staff list and audit trail ---
    route("admin/account", "routes/admin/account/route.tsx", { id: "routes/admin/account" }),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/account/passkeys", "routes/admin/account/passkeys.ts"),
    route("admin/account/passkeys/:id/remove", "routes/admin/account/passkey-remove.tsx"),
    route("admin/staff", "routes/admin/staff/route.tsx", { id: "routes/admin/staff" }),
    route("admin/settings", "routes/admin/settings.tsx"),
    // --- the visual editor: the media library, its picker and uploads (JSON), the link search (JSON) ---
    route("admin/media", "routes/admin/media.tsx"),
    route("admin/media/picker", "routes/admin/media-picker.ts"),
    route("admin/media/upload", "routes/admin/media-upload.ts"),
    route("admin/link-search", "routes/admin/link-search.ts"),
  ]),

  // Resource routes: no HTML shell.
  // --- sitemap, robots, downloads, the JSON API, feeds, media ---
  route("api/send-email", "routes/resources/send-email.ts"),
  route("resumes/:file", "routes/resources/resume-link.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("resources/download/:file", "routes/resources/download.ts"),
  route("blog/rss.xml", "routes/blog/feed.ts"),
  route("media/post-images/:name", "routes/blog/post-image.ts"),
] satisfies RouteConfig;
