import type { ReactNode } from "react";

/** The look of a trust page's sections: its h2s and its bulleted lists. */
export const trustPageStyles = {
  h2: "mt-10 text-2xl font-bold text-brand-900",
  list: "mt-3 list-disc space-y-2 pl-6",
} as const;

/** A trust page (privacy, accessibility): one readable column, its title and lead, then its sections. */
export function TrustPage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <article className="container-page max-w-3xl py-12 sm:py-16 leading-relaxed">
      <h1 className="text-display font-bold text-brand-900">{title}</h1>
      <p className="mt-4 text-lg text-muted">{lead}</p>
      {children}
    </article>
  );
}
