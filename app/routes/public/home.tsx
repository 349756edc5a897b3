import { Link } from "react-router";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Sinai Home Care | Personalized Home Healthcare in Ontario",
    description:
      "Personalized 1-on-1 home healthcare across Ontario and beyond: nursing, personal support, live-in care and hospital-to-home programs.",
    path: "/",
    siteUrl: siteUrlFrom(matches),
  });

export default function Home() {
  return (
    <section className="container-page py-16">
      <h1 className="text-display font-bold">Introducing SinaiCare</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">
        Personalized 1-on-1 home healthcare, delivered with compassion in the comfort of home.
      </p>
      <Link to="/sinaicare" className="btn-primary mt-6">
        Discover SinaiCare
      </Link>
    </section>
  );
}
