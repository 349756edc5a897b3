/**
 * The server side of the in-place forms (decision 0007): a page rendered
 * for a form's outcome carries it as inert JSON for app/browser/forms.ts,
 * and the slots the script fills (alert, field messages) are always there.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { PageQueryContext } from "~/components/forms/page-query";
import { describe, expect, it } from "vitest";
import { ContactForm } from "~/components/submissions/ContactForm";
import { type FormOutcome, outcomeFromResult, outcomeJson } from "~/lib/form-outcome";
import { contactSchema } from "~/schemas/contact";
import { parseForm } from "~/schemas/parse-form";

const hostile = "</script><script>alert(1)</script><!-- <b>";

const failed: FormOutcome = {
  status: "error",
  httpStatus: 400,
  js: true,
  toast: { variant: "error", title: "Please complete the form", description: "Name, email and message are required" },
  fieldErrors: { name: "Please enter your name." },
  values: { subject: hostile, message: "Line one\nLine two \u2028 end" },
};

const outcomeIn = (html: string) => /<script type="application\/json" data-form-outcome="">(.*?)<\/script>/s.exec(html)?.[1];

describe("outcomeJson", () => {
  it("escapes every '<', so typed text cannot end the element, and parses back to the same outcome", () => {
    const json = outcomeJson(failed);
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual(failed);
  });
});

describe("outcomeFromResult", () => {
  it("maps conform's submission result: the first message of each field, the form's own text fields as typed", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: "  ", email: "ada@", subject: "", message: "Hi", _js: "1", website: "" })) {
      form.append(name, value);
    }
    const result = parseForm(form, contactSchema).reply();
    const outcome = outcomeFromResult(
      { ...result, initialValue: { name: "  ", email: "ada@", subject: "", message: "Hi", _js: "1" } },
      { httpStatus: 400, toast: failed.toast, js: true, fields: ["name", "email", "subject", "message"] },
    );
    expect(outcome).toEqual({
      status: "error",
      httpStatus: 400,
      toast: failed.toast,
      js: true,
      fieldErrors: { name: "Please enter your name.", email: "Please enter a valid email address, like name@example.com." },
      values: { name: "  ", email: "ada@", subject: "", message: "Hi" },
    });
  });

  it("a stored-nothing answer (no field errors) keeps the values only", () => {
    const outcome = outcomeFromResult({ initialValue: { name: ["Ada", "Bob"], message: 7 } }, { httpStatus: 503, toast: failed.toast, js: false, fields: ["name", "message"] });
    expect(outcome.fieldErrors).toBeUndefined();
    expect(outcome.values).toEqual({ name: "Ada" });
  });
});

/** A form as the app's root places it: in a router, told its page's query string. */
const onPage = (form: ReturnType<typeof createElement>) => createElement(MemoryRouter, null, createElement(PageQueryContext.Provider, { value: "" }, form));

describe("a visitor form rendered on the server", () => {
  it("after a submission: the outcome as inert JSON, the alert shown, the message tied to its field", () => {
    const html = renderToStaticMarkup(onPage(createElement(ContactForm, { pageOutcome: failed })));
    // One script element only, and not an executable one.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(JSON.parse(outcomeIn(html)!)).toEqual(failed);
    expect(html).toMatch(/<div role="alert" tabindex="-1" autofocus=""[^>]*data-form-alert=""/);
    const nameField = /<input id="([^"]+-name)"[^>]*>/.exec(html)!;
    expect(nameField[0]).toContain('aria-invalid="true"');
    expect(nameField[0]).toContain(`aria-describedby="${nameField[1]}-error"`);
    expect(html).toContain(`<p id="${nameField[1]}-error" class="field-message">Please enter your name.</p>`);
  });

  it("on a first visit: no outcome, and the alert and every message slot in the page, hidden and empty", () => {
    const html = renderToStaticMarkup(onPage(createElement(ContactForm, {})));
    expect(outcomeIn(html)).toBeUndefined();
    expect(html).toMatch(/<div role="alert" tabindex="-1" hidden=""[^>]*data-form-alert=""/);
    for (const name of ["name", "email", "subject", "message"]) {
      expect(html).toMatch(new RegExp(`<p id="[^"]+-${name}-error" hidden="" [^>]*></p>`));
    }
    expect(html).not.toContain("aria-invalid");
    expect(html).toMatch(/<button type="submit"[^>]*data-pending-text="Sending\.\.\."[^>]*>Send Message<\/button>/);
  });
});
