/**
 * A newsletter as subscribers will see it: the email's own body (its styles
 * are inline, so the admin's page styles barely touch it) in a frame as wide
 * as the email, and its plain-text part. The HTML is the server's render of
 * the sanitised post and escaped fields (app/server/domain/newsletter-email.server.ts).
 */
export function NewsletterPreview({ html, text }: { html: string; text: string }) {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? "";
  return (
    <section aria-labelledby="newsletter-preview" className="mt-8">
      <h2 id="newsletter-preview" className="text-xl font-semibold text-ink">
        Preview
      </h2>
      <p className="mt-1 text-sm text-muted">As subscribers will see it (the unsubscribe link here unsubscribes nobody).</p>
      <div className="mt-3 overflow-x-auto rounded-xl border border-slate-300 bg-[#f4f6f8] p-2" data-testid="newsletter-preview">
        {/* The email's <body> styles (font, size, colour) and list markers, which the admin's base styles reset. */}
        <div
          className="mx-auto max-w-[600px] font-[Arial,Helvetica,sans-serif] text-base leading-[1.6] text-[#1f2933] [&_ol]:list-decimal [&_ul]:list-disc"
          dangerouslySetInnerHTML={{ __html: body }}
        />
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer font-medium text-ink">Plain-text version</summary>
        <pre className="mt-2 whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-white p-4 text-sm">{text}</pre>
      </details>
    </section>
  );
}
