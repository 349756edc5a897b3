/**
 * A visitor without JavaScript: asks for pages with a browser's headers,
 * keeps cookies, follows redirects, opens links and sends forms (./form.ts),
 * and reads each answer as a DOM (./dom.ts). The site is the app's request
 * handler in the test's process or the built server (./sites.ts).
 */
import { parseHtml, queriesIn, type Queries } from "./dom";
import { Form } from "./form";

export interface Site {
  /** The address the site is visited at (its own origin). */
  origin: string;
  /** Answers one request, as the server would (no redirect followed). */
  send(request: Request): Promise<Response>;
}

const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const ACCEPT_DOCUMENT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const MAX_REDIRECTS = 20;

interface Cookie {
  value: string;
  path: string;
}

export interface NavigateOptions {
  method?: "GET" | "POST";
  body?: URLSearchParams | FormData | string;
  /** The page the request comes from: its address is the Referer, and a POST carries the site's Origin. */
  from?: URL;
  /** That page's referrer policy (its `<meta name="referrer">` or Referrer-Policy header). */
  referrerPolicy?: string;
  headers?: Record<string, string>;
}

export class Visitor {
  private readonly cookies = new Map<string, Cookie>();

  constructor(readonly site: Site) {}

  /** The cookies the visitor holds, by name. */
  cookieValues(): Record<string, string> {
    return Object.fromEntries([...this.cookies].map(([name, cookie]) => [name, cookie.value]));
  }

  /** Keeps a cookie as if the site had set it (e.g. a session made by a test). */
  setCookie(name: string, value: string, path = "/") {
    this.cookies.set(name, { value, path });
  }

  /**
   * One request as a browser sends it from `from` (or typed into the address bar), with the
   * visitor's cookies; keeps what the answer sets. Redirects are not followed.
   */
  async fetch(target: string | URL, { method = "GET", body, from, referrerPolicy, headers = {} }: NavigateOptions = {}): Promise<Response> {
    const url = new URL(target, this.site.origin);
    const sameSite = url.origin === new URL(this.site.origin).origin;
    const sent = new Headers({
      "User-Agent": USER_AGENT,
      Accept: ACCEPT_DOCUMENT,
      "Accept-Language": "en-CA,en;q=0.9",
      "Sec-Fetch-Mode": "navigate",
      "Sec-Fetch-Dest": "document",
      "Sec-Fetch-Site": from ? (new URL(from).origin === url.origin ? "same-origin" : "cross-site") : "none",
    });
    const { referer, origin } = referrerOf(from, url, referrerPolicy);
    if (referer) sent.set("Referer", referer);
    if (method === "POST") sent.set("Origin", origin);
    const cookie = sameSite ? this.cookieHeader(url) : "";
    if (cookie) sent.set("Cookie", cookie);
    for (const [name, value] of Object.entries(headers)) sent.set(name, value);
    const response = await this.site.send(new Request(url, { method, headers: sent, body: method === "POST" ? body : undefined, redirect: "manual" }));
    if (sameSite) this.keepCookies(response);
    return response;
  }

  /** Goes to `target` as a browser does, following redirects, and reads the page it ends on. */
  async open(target: string | URL): Promise<Page> {
    return this.navigate(target);
  }

  /** `open`, and the page must answer with `status`. */
  async expectPage(target: string | URL, status = 200): Promise<Page> {
    const page = await this.navigate(target);
    if (page.status !== status) throw new Error(`${String(target)} answered ${page.status}, not ${status}`);
    return page;
  }

  /** A navigation: the request, then each redirect (a 303, 301 or 302 after a POST becomes a GET), then the page. */
  async navigate(target: string | URL, options: NavigateOptions = {}): Promise<Page> {
    let url = new URL(target, this.site.origin);
    let request = options;
    const redirects: { status: number; url: URL }[] = [];
    for (;;) {
      const response = await this.fetch(url, request);
      const location = response.headers.get("location");
      if (response.status < 300 || response.status > 399 || !location) {
        return new Page(this, url, response, await response.text(), redirects);
      }
      if (redirects.length >= MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects from ${target}`);
      redirects.push({ status: response.status, url });
      await response.body?.cancel();
      const keepsMethod = response.status === 307 || response.status === 308;
      request = keepsMethod ? request : { from: request.from, referrerPolicy: request.referrerPolicy, headers: request.headers };
      url = new URL(location, url);
    }
  }

  private cookieHeader(url: URL): string {
    return [...this.cookies]
      .filter(([, cookie]) => url.pathname === cookie.path || url.pathname.startsWith(cookie.path.endsWith("/") ? cookie.path : `${cookie.path}/`))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join("; ");
  }

  private keepCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      const attribute = (key: string) => attributes.find((entry) => entry.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const maxAge = attribute("max-age");
      const expires = attribute("expires");
      const gone = (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now());
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, { value, path: attribute("path") ?? "/" });
    }
  }
}

/**
 * What a browser sends as Referer, and as Origin on a POST, from the page `from` with its
 * referrer policy (https://fetch.spec.whatwg.org/#append-a-request-origin-header): under
 * no-referrer neither, Origin being "null"; a cross-site request never gets more than the
 * page's origin. Every address here has the same scheme, so no downgrade rule applies.
 */
function referrerOf(from: URL | undefined, to: URL, policy = "strict-origin-when-cross-origin"): { referer?: string; origin: string } {
  if (!from) return { origin: "null" };
  const page = new URL(from);
  const sameOrigin = page.origin === to.origin;
  const origin = policy === "no-referrer" || (policy === "same-origin" && !sameOrigin) ? "null" : page.origin;
  page.hash = "";
  const full = page.href;
  const referer: Record<string, string | undefined> = {
    "no-referrer": undefined,
    origin: `${page.origin}/`,
    "strict-origin": `${page.origin}/`,
    "same-origin": sameOrigin ? full : undefined,
    "unsafe-url": full,
    "no-referrer-when-downgrade": full,
    "origin-when-cross-origin": sameOrigin ? full : `${page.origin}/`,
    "strict-origin-when-cross-origin": sameOrigin ? full : `${page.origin}/`,
  };
  return { referer: policy in referer ? referer[policy] : referer["strict-origin-when-cross-origin"], origin };
}

/** A page a visitor has open: the answer, its DOM, and what a person can do on it. */
export class Page {
  private parsed?: { document: Document; screen: Queries };

  constructor(
    readonly visitor: Visitor,
    readonly url: URL,
    readonly response: Response,
    readonly html: string,
    /** The redirects that led here, in order. */
    readonly redirects: { status: number; url: URL }[] = [],
  ) {}

  /** The answer read as a document (parsed when first asked for). */
  get document(): Document {
    return this.dom().document;
  }

  /** Testing Library's queries over the whole page. */
  get screen(): Queries {
    return this.dom().screen;
  }

  private dom() {
    if (!this.parsed) {
      const document = parseHtml(this.html);
      this.parsed = { document, screen: queriesIn(document.body ?? document.documentElement) };
    }
    return this.parsed;
  }

  get status(): number {
    return this.response.status;
  }

  get title(): string {
    return this.document.title;
  }

  /** The content of `<meta name|property="...">`. */
  meta(name: string): string | null {
    return this.document.querySelector(`meta[name="${name}"], meta[property="${name}"]`)?.getAttribute("content") ?? null;
  }

  /** The page's referrer policy: its last `<meta name="referrer">`, else its Referrer-Policy header's last known token. */
  get referrerPolicy(): string | undefined {
    const metas = [...this.document.querySelectorAll('meta[name="referrer"]')];
    const meta = metas.at(-1)?.getAttribute("content")?.trim().toLowerCase();
    if (meta) return meta;
    return this.response.headers.get("referrer-policy")?.split(",").map((token) => token.trim().toLowerCase()).at(-1) || undefined;
  }

  /** `<link rel="canonical">`'s address. */
  get canonical(): string | null {
    return this.document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null;
  }

  /** The form whose accessible name is `name`. */
  form(name: string | RegExp): Form {
    return new Form(this, this.screen.getByRole("form", { name }) as HTMLFormElement);
  }

  /** The form the element (a button, a field) belongs to. */
  formOf(element: Element): Form {
    const form = (element as HTMLButtonElement).form ?? element.closest("form");
    if (!form) throw new Error("the element is in no form");
    return new Form(this, form as HTMLFormElement);
  }

  /** Follows a link (an <a> element) as a click without JavaScript does. */
  follow(link: Element): Promise<Page> {
    const href = link.getAttribute("href");
    if (href === null) throw new Error("the link has no href");
    const target = new URL(href, this.url);
    // A link within this page moves the view; no request.
    if (target.href.split("#")[0] === this.url.href.split("#")[0] && target.hash) return Promise.resolve(this);
    // rel="noreferrer" sends no Referer.
    const noReferrer = (link.getAttribute("rel") ?? "").split(/\s+/).includes("noreferrer");
    return this.visitor.navigate(target, { from: this.url, referrerPolicy: noReferrer ? "no-referrer" : this.referrerPolicy });
  }
}
