import { data, href } from "react-router";
import { FormPageTitle } from "~/components/forms/VisitorForm";
import { JobApplicationForm } from "~/components/submissions/JobApplicationForm";
import { telHref } from "~/content/business";
import { postingChoices } from "~/server/domain/job-postings.server";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { useBusiness } from "~/lib/root-data";
import { clientIpOf } from "~/server/infra/client-ip.server";
import { config } from "~/server/infra/config.server";
import { takeUploadedResume } from "~/server/forms/uploaded-resume-cookie.server";
import { receiveVisitorForm } from "~/server/forms/visitor-form-pipeline.server";
import { jobApplicationForm } from "~/server/forms/visitor-forms.server";
import type { Route } from "./+types/job";
import { passOnHeaders } from "~/lib/route-headers";


const TITLE = "Apply for a Job";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: TITLE,
    titleInPage: true,
    description: "Apply to join our home care team: personal support workers, nurses, developmental service workers, social workers and homemakers.",
    path: href("/job"),
    siteUrl: siteUrlFrom(matches),
  });

/**
 * ?position=<id> preselects the dropdown. After a no-JS submission with a
 * resume, the redirect's cookie brings back 'Resume uploaded' once (only a
 * valid, unexpired link is shown); the address never carries the link.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const positions = await postingChoices();
  const position = positions.find((choice) => choice.id === url.searchParams.get("position"));
  const { resume: uploadedResume, setCookie } = await takeUploadedResume(request);
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
  return receiveVisitorForm(request, clientIpOf(context), jobApplicationForm(positions, { screening: true }));
}

export default function Job({ loaderData, actionData }: Route.ComponentProps) {
  const business = useBusiness();
  return (
    <div className="container-page section-y">
      <FormPageTitle title={TITLE} outcome={actionData} />
      <div className="mx-auto max-w-3xl">
        <p className="eyebrow">Careers</p>
        {/* Focus comes here after an in-place success (app/browser/forms.ts). */}
        <h1 tabIndex={-1} className="mt-2 text-display font-bold text-brand-900 outline-none">
          Apply to join our team
        </h1>
        <p className="mt-4 text-lg text-muted">
          Only your full name and email are required; everything else, the quick questions included, is optional. A resume and your
          answers help us match you faster. See the{" "}
          <a href={href("/careers")} className="link">
            open positions
          </a>
          .
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
          Prefer email or phone? Write to{" "}
          <a className="link" href={`mailto:${business.careersEmail}`}>
            {business.careersEmail}
          </a>{" "}
          or call{" "}
          <a className="link" href={telHref(business.phone)}>
            {business.phone}
          </a>
          . An application that is not selected or is withdrawn is deleted, with any resume, {loaderData.retentionMonths} months later.
        </p>
      </div>
    </div>
  );
}
