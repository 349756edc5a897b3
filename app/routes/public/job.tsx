import { data, href } from "react-router";
import { FormPageTitle } from "~/components/forms/VisitorForm";
import { JobApplicationForm } from "~/components/submissions/JobApplicationForm";
import { telHref } from "~/content/business";
import { postingChoices } from "~/server/domain/job-postings.server";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { formatPhone, splitAround, translate, useLocale, useT } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";
import { useBusiness } from "~/lib/root-data";
import { inEdition } from "~/public-pages";
import { clientIpOf } from "~/server/infra/client-ip.server";
import { config } from "~/server/infra/config.server";
import { takeUploadedResume } from "~/server/forms/uploaded-resume-cookie.server";
import { receiveVisitorForm } from "~/server/forms/visitor-form-pipeline.server";
import { jobApplicationForm, localeOfRequest } from "~/server/forms/visitor-forms.server";
import type { Route } from "./+types/job";
import { passOnHeaders } from "~/lib/route-headers";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: translate(locale, "job.title"),
    titleInPage: true,
    description: translate(locale, "job.description"),
    path: inEdition(locale, href("/job")),
    siteUrl: siteUrlFrom(matches),
  });
};

/**
 * /job and /fr/postuler. ?position=<slug> preselects the dropdown. After a
 * no-JS submission with a resume, the redirect's cookie brings back 'Resume
 * uploaded' once (only a valid, unexpired link is shown); the address never
 * carries the link.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const positions = await postingChoices();
  const position = positions.find((choice) => choice.id === url.searchParams.get("position"));
  const { resume: uploadedResume, setCookie } = await takeUploadedResume(request, Date.now(), localeOfRequest(request));
  const page = {
    positions,
    defaultPosition: position?.id,
    uploadedResume,
    retentionMonths: config().applicationRetentionMonths,
  };
  if (!setCookie) return page;
  // The page names one applicant's resume: for their browser only, and shown once.
  return data(page, { headers: { "Cache-Control": "private, no-store", "Set-Cookie": setCookie } });
}

export async function action({ request, context }: Route.ActionArgs) {
  // The open postings now: one closed a moment ago is no longer a choice.
  const positions = await postingChoices();
  return receiveVisitorForm(request, clientIpOf(context), jobApplicationForm(positions, { screening: true, language: localeOfRequest(request) }));
}

export default function Job({ loaderData, actionData }: Route.ComponentProps) {
  const business = useBusiness();
  const locale = useLocale();
  const t = useT();
  const [introBefore, introAfter] = splitAround(t, "job.intro", "link");
  const [contactBefore = "", contactBetween = "", contactAfter = ""] = t("job.contactLine", { email: "\u0000", phone: "\u0000" }).split("\u0000");
  const phone = locale === "en" ? business.phone : formatPhone(locale, business.phone);
  return (
    <div className="container-page section-y">
      <FormPageTitle title={t("job.title")} outcome={actionData} />
      <div className="mx-auto max-w-3xl">
        <p className="eyebrow">{t("nav.careers")}</p>
        {/* Focus comes here after an in-place success (app/browser/forms.ts). */}
        <h1 tabIndex={-1} className="mt-2 text-display font-bold text-brand-900 outline-none">
          {t("job.heading")}
        </h1>
        <p className="mt-4 text-lg text-muted">
          {introBefore}
          <a href={inEdition(locale, href("/careers"))} className="link">
            {t("job.openPositions")}
          </a>
          {introAfter}
        </p>
        <div className="card mt-8 p-6 sm:p-8">
          <JobApplicationForm
            positions={loaderData.positions}
            defaultPosition={loaderData.defaultPosition}
            pageOutcome={actionData}
            uploadedResume={loaderData.uploadedResume}
          />
        </div>
        <p className="mt-6 text-sm text-muted">
          {contactBefore}
          <a className="link" href={`mailto:${business.careersEmail}`}>
            {business.careersEmail}
          </a>
          {contactBetween}
          <a className="link" href={telHref(business.phone)}>
            {phone}
          </a>
          {contactAfter} {t("job.retention", { months: loaderData.retentionMonths })}
        </p>
      </div>
    </div>
  );
}
