import { FormPageTitle } from "~/components/forms/VisitorForm";
import { ReviewForm } from "~/components/submissions/ReviewForm";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { reviewText } from "~/schemas/form-rules";
import { clientIpOf } from "~/server/infra/client-ip.server";
import { receiveVisitorForm } from "~/server/forms/visitor-form-pipeline.server";
import { reviewForm } from "~/server/forms/visitor-forms.server";
import type { Route } from "./+types/review";
import { passOnHeaders } from "~/lib/route-headers";
import { href } from "react-router";

const TITLE = "Leave a Review";

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: TITLE,
    titleInPage: true,
    description: "Tell others about your experience with our home care team.",
    path: href("/testimonials/new"),
    siteUrl: siteUrlFrom(matches),
  });

/** The review form's action, for the dialog (JavaScript) and this page (without it). */
export async function action({ request, context }: Route.ActionArgs) {
  return receiveVisitorForm(request, clientIpOf(context), reviewForm);
}

/** The plain review page: where 'Leave a Review' leads without JavaScript. */
export default function Review({ actionData }: Route.ComponentProps) {
  return (
    <div className="container-page section-y">
      <FormPageTitle title={TITLE} outcome={actionData} />
      <div className="mx-auto max-w-xl">
        <p className="eyebrow">Testimonials</p>
        {/* Focus comes here after an in-place success (app/browser/forms.ts). */}
        <h1 tabIndex={-1} className="mt-2 text-display font-bold text-brand-900 outline-none">
          {reviewText.openDialog}
        </h1>
        <p className="mt-3 text-lg text-muted">
          How was your experience with our team? Your review appears on our{" "}
          <a href={href("/testimonials")} className="link">
            testimonials page
          </a>
          .
        </p>
        <div className="card mt-8 p-6">
          <ReviewForm pageOutcome={actionData} />
        </div>
      </div>
    </div>
  );
}
