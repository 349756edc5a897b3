/**
 * HTML pasted from Word or Google Docs, made plain before the editor reads it
 * (decision 0330): headings, lists, bold, italic and links stay; fonts,
 * colours, classes, Word's list paragraphs and its conditional comments, and
 * empty paragraphs go. The editor's schema then keeps only what it knows, so
 * the Markdown it writes is clean. Runs in the browser (DOMParser).
 */

/** Word's list markers: a bullet glyph, or a number/letter followed by "." or ")". */
const ORDERED_MARKER = /^\s*(?:\d+|[a-zA-Z]|[ivxlcdm]+)[.)]\s*$/i;

function isEmptyBlock(element: Element): boolean {
  return !element.querySelector("img") && !(element.textContent ?? "").replace(/[\s\u00a0\u200b]/g, "");
}

function unwrap(element: Element): void {
  element.replaceWith(...element.childNodes);
}

function rename(element: Element, tag: string): Element {
  const renamed = element.ownerDocument.createElement(tag);
  renamed.append(...element.childNodes);
  for (const name of ["href", "src", "alt"]) {
    const value = element.getAttribute(name);
    if (value !== null) renamed.setAttribute(name, value);
  }
  element.replaceWith(renamed);
  return renamed;
}

/** Google Docs marks bold and italic in style attributes on spans. */
function styleMarks(span: HTMLElement): void {
  const style = span.getAttribute("style") ?? "";
  const bold = /font-weight\s*:\s*(?:bold|[6-9]00)/i.test(style);
  const italic = /font-style\s*:\s*italic/i.test(style);
  if (!bold && !italic) return;
  let inner: Node[] = [...span.childNodes];
  for (const tag of [bold ? "strong" : null, italic ? "em" : null]) {
    if (!tag) continue;
    const mark = span.ownerDocument.createElement(tag);
    mark.append(...inner);
    inner = [mark];
  }
  span.replaceChildren(...inner);
}

/** Word writes a list as paragraphs with `mso-list` styles and a marker span: real lists again. */
function wordLists(body: HTMLElement): void {
  const paragraphs = [...body.querySelectorAll("p")].filter(
    (p) => /mso-list/i.test(p.getAttribute("style") ?? "") || /MsoListParagraph/i.test(p.className),
  );
  let list: HTMLElement | null = null;
  for (const paragraph of paragraphs) {
    const marker = paragraph.querySelector("span[style*='mso-list'], span[style*='mso-list:Ignore']");
    const markerText = (marker?.textContent ?? "").trim();
    const ordered = ORDERED_MARKER.test(markerText);
    marker?.remove();
    // The marker text Word sometimes leaves without its span ("·", "o", "§", "1.").
    const first = paragraph.firstChild;
    if (first?.nodeType === 3) first.textContent = (first.textContent ?? "").replace(/^[\s\u00a0]*(?:[·•o§▪-]|\d+[.)])[\s\u00a0]+/, "");
    const tag = ordered ? "ol" : "ul";
    const previous = paragraph.previousElementSibling;
    if (!list || previous !== list || list.tagName.toLowerCase() !== tag) {
      list = body.ownerDocument.createElement(tag);
      paragraph.before(list);
    }
    const item = body.ownerDocument.createElement("li");
    item.append(...paragraph.childNodes);
    list.append(item);
    paragraph.remove();
  }
}

export function cleanPastedHtml(html: string): string {
  // Word's conditional comments and its XML islands, before parsing.
  const source = html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, "")
    // Word's "supportLists" markers stay (wordLists reads the number or bullet), only the brackets go.
    .replace(/<!\[(?:if[^\]]*|endif)\]>/gi, "")
    .replace(/<\/?o:p>/gi, "");
  const doc = new DOMParser().parseFromString(source, "text/html");
  const body = doc.body;
  for (const element of [...body.querySelectorAll("style, script, meta, link, title, xml, head")]) element.remove();
  // Google Docs wraps the whole paste in <b style="font-weight:normal" id="docs-internal-guid-…">.
  for (const wrapper of [...body.querySelectorAll("b[id^='docs-internal-guid'], b[style*='font-weight:normal'], b[style*='font-weight: normal']")]) unwrap(wrapper);
  wordLists(body);
  for (const span of [...body.querySelectorAll<HTMLElement>("span[style]")]) styleMarks(span);
  // One heading level for the title: pasted level-1 headings become 2, 5 and 6 become 4.
  for (const heading of [...body.querySelectorAll("h1")]) rename(heading, "h2");
  for (const heading of [...body.querySelectorAll("h5, h6")]) rename(heading, "h4");
  // Fonts, colours and classes: gone (the editor would drop them; the markup is smaller to read).
  for (const element of [...body.querySelectorAll("*")]) {
    for (const attribute of [...element.attributes]) {
      if (!["href", "src", "alt", "title", "start"].includes(attribute.name)) element.removeAttribute(attribute.name);
    }
  }
  for (const element of [...body.querySelectorAll("span, font")]) unwrap(element);
  // A paragraph inside a list item (Google Docs) is the item's text.
  for (const paragraph of [...body.querySelectorAll("li > p")]) unwrap(paragraph);
  for (const block of [...body.querySelectorAll("p, h2, h3, h4, li, blockquote, div")]) if (isEmptyBlock(block)) block.remove();
  // Line breaks Google Docs puts between paragraphs.
  for (const lineBreak of [...body.querySelectorAll("body > br")]) lineBreak.remove();
  return body.innerHTML;
}
