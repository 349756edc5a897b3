import type { Editor } from "@tiptap/core";
import { useEffect, useState } from "react";
import { Modal } from "./Modal";

/** A published post or public page, as the link search (/admin/link-search) answers it. */
interface LinkTarget {
  title: string;
  path: string;
  kind: "post" | "page";
}

/**
 * The link control: type words to search the site's published posts and
 * public pages (a combobox with its list), or paste an address.
 */
export function LinkDialog({ editor, searchUrl, onClose }: { editor: Editor; searchUrl: string; onClose: () => void }) {
  const current = (editor.getAttributes("link").href as string | undefined) ?? "";
  const hasSelection = !editor.state.selection.empty;
  const [query, setQuery] = useState(current);
  const [text, setText] = useState("");
  const [results, setResults] = useState<LinkTarget[]>([]);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<LinkTarget | null>(null);
  const [message, setMessage] = useState("");

  useEffect(() => {
    const words = query.trim();
    if (!words || /^(https?:|mailto:|tel:|\/|#)/i.test(words) || chosen?.path === words) {
      setResults([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const answer = await fetch(`${searchUrl}?${new URLSearchParams({ q: words })}`, { signal: controller.signal }).catch(() => null);
      const found = ((await answer?.json().catch(() => null)) as { results?: LinkTarget[] } | null)?.results ?? [];
      setResults(found);
      setActive(found.length ? 0 : -1);
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, searchUrl, chosen]);

  const choose = (target: LinkTarget) => {
    setChosen(target);
    setQuery(target.path);
    if (!text && !hasSelection) setText(target.title);
    setResults([]);
  };

  const apply = () => {
    const address = query.trim();
    if (!address) {
      setMessage("Type an address, or words to find a page.");
      return;
    }
    if (!/^(https?:\/\/|mailto:|tel:|\/|#)/i.test(address)) {
      setMessage("Choose a page from the list, or give a full address starting with https://");
      return;
    }
    const chain = editor.chain().focus();
    if (hasSelection || editor.isActive("link")) chain.extendMarkRange("link").setLink({ href: address }).run();
    else {
      const label = text.trim() || chosen?.title || address;
      chain.insertContent({ type: "text", text: label, marks: [{ type: "link", attrs: { href: address } }] }).run();
    }
    onClose();
  };

  return (
    <Modal title="Link" onClose={onClose}>
      <div className="grid gap-1">
        <label htmlFor="link-search" className="text-sm font-medium text-ink">
          Page title or address
        </label>
        <input
          id="link-search"
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls="link-results"
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `link-result-${active}` : undefined}
          aria-describedby="link-search-hint link-message"
          autoComplete="off"
          autoFocus
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setChosen(null);
            setMessage("");
          }}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" && results.length) {
              event.preventDefault();
              setActive((active + 1) % results.length);
            } else if (event.key === "ArrowUp" && results.length) {
              event.preventDefault();
              setActive((active - 1 + results.length) % results.length);
            } else if (event.key === "Enter") {
              event.preventDefault();
              if (results.length && active >= 0) choose(results[active]!);
              else apply();
            }
          }}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        <p id="link-search-hint" className="text-sm text-muted">
          Type words from the title of a post or page of this site, or paste an address.
        </p>
        <ul id="link-results" role="listbox" aria-label="Pages found" hidden={!results.length} className="max-h-60 overflow-auto rounded-lg border border-slate-200">
          {results.map((result, index) => (
            <li
              key={result.path}
              id={`link-result-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(result)}
              className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-brand-50 text-ink" : ""}`}
            >
              {result.title} <span className="text-muted">({result.kind === "post" ? "post" : "page"}, {result.path})</span>
            </li>
          ))}
        </ul>
        <p role="status" className="sr-only">
          {results.length ? `${results.length} found. Use the arrow keys and Enter to choose.` : ""}
        </p>
      </div>
      {!hasSelection && !editor.isActive("link") ? (
        <div className="grid gap-1">
          <label htmlFor="link-text" className="text-sm font-medium text-ink">
            Link text
          </label>
          <input id="link-text" value={text} onChange={(event) => setText(event.target.value)} className="rounded-lg border border-slate-300 px-3 py-2 text-sm" />
        </div>
      ) : null}
      <p id="link-message" className="text-sm font-medium text-red-700" role="alert">
        {message}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={apply}>
          Insert link
        </button>
        {editor.isActive("link") ? (
          <button
            type="button"
            className="btn-outline"
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              onClose();
            }}
          >
            Remove link
          </button>
        ) : null}
        <button
          type="button"
          className="btn-outline"
          onClick={() => {
            onClose();
            editor.commands.focus();
          }}
        >
          Cancel
        </button>
      </div>
    </Modal>
  );
}
