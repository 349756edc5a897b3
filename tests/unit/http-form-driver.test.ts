/**
 * The HTTP tests' visitor and form driver (tests/http/support) keep a
 * browser's rules: the body a form sends, what constraint validation
 * refuses, redirects and cookies.
 */
import { describe, expect, test } from "vitest";
import { parseHtml } from "../http/support/dom";
import { entryList, FormRefused, invalidControls } from "../http/support/form";
import { Visitor, type Site } from "../http/support/visitor";

const formIn = (html: string) => parseHtml(`<!doctype html><body>${html}`).querySelector("form")!;

/** A site that answers each request with `answer` and remembers what it was sent. */
function recordingSite(answer: (request: Request) => Response | Promise<Response>) {
  const sent: { method: string; url: string; headers: Headers; body: string }[] = [];
  const site: Site = {
    origin: "http://site.test",
    send: async (request) => {
      sent.push({ method: request.method, url: request.url, headers: request.headers, body: await request.text() });
      return answer(request);
    },
  };
  return { site, sent };
}

const html = (body: string, init: ResponseInit = {}) => new Response(`<!doctype html><title>t</title><body>${body}`, { headers: { "Content-Type": "text/html" }, ...init });

describe("the entry list (what new FormData(form, submitter) holds)", () => {
  test("controls in tree order: the submitter where it stands, checked boxes only, selects' chosen options, hidden fields, form= controls", () => {
    const form = formIn(`<form id=f>
      <input name=a value=1><input type=checkbox name=off><input type=checkbox name=on checked><input type=checkbox name=v value=yes checked>
      <button name=go value=yes>Go</button><button name=other value=no>No</button>
      <select name=s><option value=o1>one<option>two</select>
      <select name=m multiple><option selected>a<option>b<option selected>c</select>
      <input type=radio name=r value=r1><input type=radio name=r value=r2 checked>
      <input type=hidden name=h value=hv><textarea name=t>line1\nline2</textarea>
      <input name=off2 disabled value=z><fieldset disabled><legend><input name=inlegend value=l></legend><input name=fs value=q></fieldset>
      <datalist><input name=dl value=d></datalist><input value=nameless>
    </form><input form=f name=outside value=o>`);
    const submitter = form.querySelector("button[name=go]");
    expect(entryList(form, submitter)).toEqual([
      ["a", "1"],
      ["on", "on"],
      ["v", "yes"],
      ["go", "yes"],
      ["s", "o1"],
      ["m", "a"],
      ["m", "c"],
      ["r", "r2"],
      ["h", "hv"],
      ["t", "line1\r\nline2"],
      ["inlegend", "l"],
      ["outside", "o"],
    ]);
    // Without a submitter (Enter in a field with no button named), no button's value.
    expect(entryList(form, null).map(([name]) => name)).not.toContain("go");
  });

  test("a select sends the option the page marked selected (the last one marked), else its first", () => {
    const form = formIn(`<form><select name=a><option value="">Choose</option><option value=x selected>X</option><option value=y selected>Y</option></select>
      <select name=b><option disabled>no</option><option value=first>F</option></select><select name=c size=3><option>n</option></select></form>`);
    expect(entryList(form, null)).toEqual([
      ["a", "y"],
      ["b", "first"],
    ]);
  });

  test("an empty file input sends an empty file, as browsers do", () => {
    expect(entryList(formIn(`<form><input type=file name=cv></form>`), null)).toEqual([["cv", { name: "", type: "application/octet-stream", content: "" }]]);
  });
});

describe("constraint validation: what a browser refuses to send", () => {
  test("required fields, boxes, radio groups, placeholder options and files; a bad email, pattern or range", () => {
    const form = formIn(`<form>
      <input name=text required><input type=checkbox name=box required><input type=radio name=group required><input type=radio name=group>
      <select name=choice required><option value="">Choose…</option><option>one</select><input type=file name=file required>
      <input type=email name=email value="not-an-address"><input name=code pattern="[A-Z]\\d" value=a1>
      <input type=number name=count min=1 max=5 value=9><input type=date name=day min=2025-01-01 value=2024-12-31>
      <input type=hidden name=h required><input name=ro required readonly><input name=off required disabled>
    </form>`);
    expect(invalidControls(form)).toEqual([
      { name: "text", reason: "valueMissing" },
      { name: "box", reason: "valueMissing" },
      { name: "group", reason: "valueMissing" },
      { name: "group", reason: "valueMissing" },
      { name: "choice", reason: "valueMissing" },
      { name: "file", reason: "valueMissing" },
      { name: "email", reason: "typeMismatch" },
      { name: "code", reason: "patternMismatch" },
      { name: "count", reason: "rangeOverflow" },
      { name: "day", reason: "rangeUnderflow" },
    ]);
  });

  test("maxlength counts only what the visitor typed (a value the server filled in is sent)", async () => {
    const { site, sent } = recordingSite((request) =>
      request.method === "GET"
        ? html(`<form method=post action=/save aria-label=Note><label>Note <input name=note maxlength=3 value=toolong></label><button>Save</button></form>`)
        : html("saved"),
    );
    const page = await new Visitor(site).open("/");
    const form = page.form("Note");
    expect(form.invalid()).toEqual([]);
    form.fill("Note", "abcd");
    await expect(form.submit()).rejects.toThrow(FormRefused);
    await expect(form.submit()).rejects.toThrow("note (tooLong)");
    form.fill("Note", "abc");
    await form.submit();
    expect(sent.at(-1)!.body).toBe("note=abc");
  });

  test("novalidate on the form, or formnovalidate on the button, sends anyway", async () => {
    const { site, sent } = recordingSite((request) =>
      request.method === "GET"
        ? html(`<form method=post action=/a aria-label=A novalidate><input name=x required><button>Send</button></form>
                <form method=post action=/b aria-label=B><input name=y required><button>Check</button><button formnovalidate name=skip value=1>Skip</button></form>`)
        : html("done"),
    );
    const page = await new Visitor(site).open("/");
    await page.form("A").submit();
    await expect(page.form("B").submit("Check")).rejects.toThrow("y (valueMissing)");
    await page.form("B").submit("Skip");
    expect(sent.filter((request) => request.method === "POST").map((request) => [new URL(request.url).pathname, request.body])).toEqual([
      ["/a", "x="],
      ["/b", "y=&skip=1"],
    ]);
  });
});

describe("sending", () => {
  test("GET forms put the entries in the query; multipart carries files; formaction and formmethod win; no action is this page", async () => {
    const { site, sent } = recordingSite((request) =>
      new URL(request.url).pathname === "/start"
        ? html(`<form action="/search?old=1#x" aria-label=Search><label>Query <input type=search name=q></label><button>Search</button></form>
                <form method=post enctype=multipart/form-data aria-label=Upload><label>File <input type=file name=f></label><label>Title <input name=t></label>
                  <button>Upload</button><button formaction=/elsewhere formmethod=get name=b value=v>Elsewhere</button></form>`)
        : html("done"),
    );
    const page = await new Visitor(site).open("/start?from=here");
    await page.form("Search").fill("Query", "warm socks").submit();
    expect(sent[1]!.url).toBe("http://site.test/search?q=warm+socks");

    const upload = page.form("Upload").fill("Title", "A").attach("File", { name: "cv.pdf", type: "application/pdf", content: "%PDF-1.4" });
    await upload.submit("Upload");
    expect(sent[2]!.url).toBe("http://site.test/start?from=here");
    expect(sent[2]!.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent[2]!.body).toContain('name="f"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4');
    expect(sent[2]!.body).toContain('name="t"\r\n\r\nA');
    await upload.submit("Elsewhere");
    expect([sent[3]!.method, sent[3]!.url]).toEqual(["GET", "http://site.test/elsewhere?f=cv.pdf&t=A&b=v"]);
  });

  test("a control outside the form that names it with form= is the form's, found by its label; another form's is not", async () => {
    const { site, sent } = recordingSite(() =>
      html(`<form method=post action=/bulk id=bulk aria-label=Bulk><button name=intent value=publish>Publish selected</button></form>
            <ul><li><label><input type=checkbox name=ids value=1 form=bulk> Select one</label></li>
                <li><label><input type=checkbox name=ids value=2 form=bulk> Select two</label></li></ul>
            <form aria-label=Other><label><input type=checkbox name=x> Select three</label></form>`),
    );
    const page = await new Visitor(site).open("/list");
    const bulk = page.form("Bulk").check("Select one").check("Select two");
    expect(() => bulk.check("Select three")).toThrow(/0 controls labelled Select three/);
    await bulk.submit("Publish selected");
    expect(sent[1]!.body).toBe("intent=publish&ids=1&ids=2");
  });

  test("a POST carries the site's Origin and the page as Referer; a 303 is followed with a GET; cookies are kept, sent and dropped", async () => {
    const { site, sent } = recordingSite((request) => {
      const path = new URL(request.url).pathname;
      if (path === "/form") return html(`<form method=post action=/send aria-label=Send><button>Send</button></form>`, { headers: { "Set-Cookie": "a=1; Path=/; HttpOnly", "Content-Type": "text/html" } });
      if (path === "/send") return new Response(null, { status: 303, headers: { Location: "/done", "Set-Cookie": "flash=hi; Path=/" } });
      return html("done", { headers: { "Set-Cookie": "flash=; Max-Age=0; Path=/", "Content-Type": "text/html" } });
    });
    const visitor = new Visitor(site);
    const page = await (await visitor.open("/form")).form("Send").submit();
    expect(page.url.pathname).toBe("/done");
    expect(page.redirects.map((redirect) => [redirect.status, redirect.url.pathname])).toEqual([[303, "/send"]]);
    const [, post, done] = sent;
    expect([post!.method, post!.headers.get("origin"), post!.headers.get("referer"), post!.headers.get("cookie")]).toEqual([
      "POST",
      "http://site.test",
      "http://site.test/form",
      "a=1",
    ]);
    expect([done!.method, done!.headers.get("cookie")]).toEqual(["GET", "a=1; flash=hi"]);
    expect(visitor.cookieValues()).toEqual({ a: "1" });
  });

  test("a page's referrer policy: no-referrer sends no Referer and Origin null; strict-origin only the origin", async () => {
    const { site, sent } = recordingSite((request) =>
      request.method === "GET"
        ? html(`<meta name="referrer" content="${new URL(request.url).searchParams.get("policy")}"><form method=post action=/send aria-label=Send><button>Send</button></form>`)
        : html("sent"),
    );
    for (const policy of ["no-referrer", "strict-origin"]) await (await new Visitor(site).open(`/page?policy=${policy}&token=secret`)).form("Send").submit();
    const posts = sent.filter((request) => request.method === "POST");
    expect(posts.map((request) => [request.headers.get("origin"), request.headers.get("referer")])).toEqual([
      ["null", null],
      ["http://site.test", "http://site.test/"],
    ]);
  });

  test("a 307 keeps the method and the body", async () => {
    const { site, sent } = recordingSite((request) =>
      new URL(request.url).pathname === "/old" ? new Response(null, { status: 307, headers: { Location: "/new" } }) : html("ok"),
    );
    await new Visitor(site).navigate("/old", { method: "POST", body: new URLSearchParams({ a: "1" }) });
    expect(sent.map((request) => [request.method, new URL(request.url).pathname, request.body])).toEqual([
      ["POST", "/old", "a=1"],
      ["POST", "/new", "a=1"],
    ]);
  });
});
