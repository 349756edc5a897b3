/**
 * A newsletter as subscribers will see it: the email's own document in a
 * frame as wide as the email, and its plain-text part. The HTML is the
 * server's render of the sanitised post and escaped fields
 * (app/server/domain/newsletter-email.server.ts); the frame runs no script and
 * sends no form whatever it holds, and its headings are not the page's.
 */
export function NewsletterPreview({ html, text }: { html: string; text: string }) {
  // The page's CSP (which the frame inherits) allows no <style> element: the email's inline styles carry its look.
  // Links open in a tab of their own (the site's pages refuse to be framed). The frame keeps the page's origin
  // only so our images load (they are served same-origin only); without allow-scripts nothing in it can use it.
  const document = html.replace(/<style>[\s\S]*?<\/style>/, "").replace("</head>", `<base target="_blank" /></head>`);
  return (
    <section aria-labelledby="newsletter-preview" className="mt-8">
      <h2 id="newsletter-preview" className="text-xl font-semibold text-ink">
        Preview
      </h2>
      <p className="mt-1 text-sm text-muted">As subscribers will see it (the unsubscribe link here unsubscribes nobody).</p>
      <div className="mt-3 rounded-xl border border-slate-300 bg-[#f4f6f8] p-2">
        <iframe
          title="The email as subscribers will see it"
          srcDoc={document}
          sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          className="mx-auto block h-[40rem] w-full max-w-[600px] border-0 bg-[#f4f6f8]"
          data-testid="newsletter-preview"
        />
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer font-medium text-ink">Plain-text version</summary>
        <pre className="mt-2 whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-white p-4 text-sm">{text}</pre>
      </details>
    </section>
  );
}
