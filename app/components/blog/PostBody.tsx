/**
 * A post body: HTML that the server has already rendered and sanitised
 * (app/server/domain/render-post.server.ts). Typography comes from these utility
 * selectors, so no global CSS is needed.
 */
export function PostBody({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div
      data-testid="post-body"
      className={`max-w-none text-lg leading-relaxed text-ink [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-base [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-muted [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-6 [&_h4]:font-semibold [&_hr]:my-8 [&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-4 [&_table]:mt-6 [&_table]:w-full [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-2 [&_th]:text-left [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      // Sanitised on the server (allowlist of tags, attributes and URL schemes).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
