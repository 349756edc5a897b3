/**
 * A form filled and sent as a browser without JavaScript does: controls found
 * by their labels, the body built from the form's entry list (HTML's
 * "constructing the entry list", what `new FormData(form, submitter)` gives),
 * and nothing sent while constraint validation fails, unless the form (or its
 * button) says `novalidate`. Rules: https://html.spec.whatwg.org/#form-submission-algorithm
 */
import { queriesIn, textOf } from "./dom";
import type { Page } from "./visitor";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;
type FileValue = { name: string; type: string; content: string | Uint8Array };
export type Entry = [name: string, value: string | FileValue];

const BUTTON_TYPES = new Set(["submit", "reset", "button", "image"]);
/** Input types whose value a person types, and which the text rules (maxlength, pattern...) cover. */
const TEXT_TYPES = new Set(["text", "search", "url", "tel", "email", "password"]);
const RANGE_TYPES = new Set(["number", "range", "date", "month", "week", "time", "datetime-local"]);

const tag = (element: Element) => element.tagName.toLowerCase();
const inputType = (element: Element) => (tag(element) === "input" ? ((element as HTMLInputElement).type || "text").toLowerCase() : "");
const isButton = (element: Element) => tag(element) === "button" || (tag(element) === "input" && BUTTON_TYPES.has(inputType(element)));
const isSubmitButton = (element: Element) =>
  (tag(element) === "button" && ["submit", ""].includes((element.getAttribute("type") ?? "").toLowerCase())) ||
  (tag(element) === "input" && ["submit", "image"].includes(inputType(element)));

/** The form's listed controls in tree order, those outside it with `form="<id>"` included. */
function controlsOf(form: HTMLFormElement): Control[] {
  const id = form.getAttribute("id");
  const selector = "input, select, textarea, button";
  return [...form.ownerDocument.querySelectorAll<Control>(selector)].filter((element) => {
    const owner = element.getAttribute("form");
    return owner !== null ? owner === id : element.closest("form") === form;
  });
}

/** Disabled itself, or inside a disabled fieldset (outside that fieldset's first legend). */
function isDisabled(element: Element): boolean {
  if (element.hasAttribute("disabled")) return true;
  for (let fieldset = element.closest("fieldset"); fieldset; fieldset = fieldset.parentElement?.closest("fieldset") ?? null) {
    if (!fieldset.hasAttribute("disabled")) continue;
    const legend = [...fieldset.children].find((child) => tag(child) === "legend");
    if (!legend?.contains(element)) return true;
  }
  return false;
}

/** What the driver sets on a file input (happy-dom keeps no FileList we can fill). */
const chosenFiles = new WeakMap<Element, FileValue[]>();
/** Options the driver chose in a select. */
const chosenOptions = new WeakMap<Element, HTMLOptionElement[]>();

/**
 * The options a select has selected: those the driver chose, or else as the page came (the last
 * option marked `selected`, all of them in a multiple select; failing that, a one-row select's
 * first option that is not disabled). Kept here because happy-dom's parser loses the mark.
 */
export function selectedOptions(select: HTMLSelectElement): HTMLOptionElement[] {
  const chosen = chosenOptions.get(select);
  if (chosen) return chosen;
  const options = [...select.querySelectorAll("option")];
  const marked = options.filter((option) => option.hasAttribute("selected"));
  if (select.multiple) return marked;
  if (marked.length) return [marked.at(-1)!];
  if (Number(select.getAttribute("size") ?? 1) > 1) return [];
  const first = options.find((option) => !isDisabled(option));
  return first ? [first] : [];
}
/** Controls whose value the driver typed: only those can be too long or too short (a browser's rule). */
const edited = new WeakSet<Element>();

/** The entry list of `form` sent by `submitter`. */
export function entryList(form: HTMLFormElement, submitter?: Element | null): Entry[] {
  const entries: Entry[] = [];
  for (const element of controlsOf(form)) {
    if (element.closest("datalist") || isDisabled(element)) continue;
    if (isButton(element) && element !== submitter) continue;
    const type = inputType(element);
    if ((type === "checkbox" || type === "radio") && !(element as HTMLInputElement).checked) continue;
    const name = element.getAttribute("name") ?? "";
    if (type === "image") {
      const prefix = name ? `${name}.` : "";
      entries.push([`${prefix}x`, "0"], [`${prefix}y`, "0"]);
      continue;
    }
    if (!name) continue;
    if (tag(element) === "select") {
      for (const option of selectedOptions(element as HTMLSelectElement)) if (!isDisabled(option)) entries.push([name, option.value]);
    } else if (type === "checkbox" || type === "radio") {
      entries.push([name, element.getAttribute("value") ?? "on"]);
    } else if (type === "file") {
      const files = chosenFiles.get(element) ?? [];
      if (files.length === 0) entries.push([name, { name: "", type: "application/octet-stream", content: "" }]);
      for (const file of files) entries.push([name, file]);
    } else if (type === "hidden" && name.toLowerCase() === "_charset_") {
      entries.push([name, "UTF-8"]);
    } else {
      entries.push([name, (element as HTMLInputElement).value]);
    }
    const dirname = element.getAttribute("dirname");
    if (dirname && (tag(element) === "textarea" || TEXT_TYPES.has(type) || type === "hidden")) entries.push([dirname, "ltr"]);
  }
  // Line breaks in names and values travel as CRLF, whatever the encoding.
  const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, "\r\n");
  return entries.map(([name, value]) => [crlf(name), typeof value === "string" ? crlf(value) : value]);
}

export interface Invalid {
  name: string;
  reason: "valueMissing" | "typeMismatch" | "patternMismatch" | "tooLong" | "tooShort" | "rangeUnderflow" | "rangeOverflow";
}

const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

function patternMatches(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, "v").test(value);
  } catch {
    return true; // A pattern that does not compile is ignored.
  }
}

/** Whether a select shows its placeholder: required, one row, first option empty (not in a group) and selected. */
function placeholderSelected(select: HTMLSelectElement): boolean {
  if (select.multiple || Number(select.getAttribute("size") ?? 1) > 1) return false;
  const first = select.querySelector("option");
  return Boolean(first && first.value === "" && tag(first.parentElement!) === "select" && selectedOptions(select)[0] === first);
}

/** The first rule each control breaks, in tree order: what a browser checks before it sends the form. */
export function invalidControls(form: HTMLFormElement): Invalid[] {
  const out: Invalid[] = [];
  for (const element of controlsOf(form)) {
    const type = inputType(element);
    if (isButton(element) || type === "hidden" || isDisabled(element) || element.closest("datalist")) continue;
    if (element.hasAttribute("readonly") && tag(element) !== "select") continue;
    const reason = brokenRule(element, type);
    if (reason) out.push({ name: element.getAttribute("name") ?? "", reason });
  }
  return out;
}

function brokenRule(element: Control, type: string): Invalid["reason"] | undefined {
  const required = element.hasAttribute("required");
  if (tag(element) === "select") {
    const select = element as HTMLSelectElement;
    const none = selectedOptions(select).length === 0;
    return required && (none || placeholderSelected(select)) ? "valueMissing" : undefined;
  }
  const input = element as HTMLInputElement;
  if (type === "checkbox") return required && !input.checked ? "valueMissing" : undefined;
  if (type === "radio") {
    // One required button makes the whole group required.
    const group = controlsOf(input.form!).filter((other) => inputType(other) === "radio" && other.getAttribute("name") === input.getAttribute("name"));
    if (!group.some((radio) => radio.hasAttribute("required"))) return undefined;
    return group.some((radio) => (radio as HTMLInputElement).checked) ? undefined : "valueMissing";
  }
  if (type === "file") return required && (chosenFiles.get(input) ?? []).length === 0 ? "valueMissing" : undefined;
  const value = input.value;
  if (value === "") return required ? "valueMissing" : undefined;
  if (type === "email" && !(input.hasAttribute("multiple") ? value.split(",").map((part) => part.trim()) : [value]).every((part) => EMAIL.test(part))) {
    return "typeMismatch";
  }
  if (type === "url" && !URL.canParse(value)) return "typeMismatch";
  const textual = tag(element) === "textarea" || TEXT_TYPES.has(type);
  const pattern = input.getAttribute("pattern");
  if (pattern !== null && (TEXT_TYPES.has(type) || type === "text") && !patternMatches(pattern, value)) return "patternMismatch";
  if (textual && edited.has(element)) {
    const max = Number(element.getAttribute("maxlength") ?? Infinity);
    const min = Number(element.getAttribute("minlength") ?? 0);
    if (value.length > max) return "tooLong";
    if (value.length < min) return "tooShort";
  }
  if (RANGE_TYPES.has(type)) {
    const order = (a: string, b: string) => (type === "number" || type === "range" ? Number(a) - Number(b) : a.localeCompare(b));
    const min = input.getAttribute("min");
    const max = input.getAttribute("max");
    if (min !== null && order(value, min) < 0) return "rangeUnderflow";
    if (max !== null && order(value, max) > 0) return "rangeOverflow";
  }
  return undefined;
}

/** A browser refused to send the form: what it would point at. */
export class FormRefused extends Error {
  constructor(readonly invalid: Invalid[]) {
    super(`the browser would not send this form: ${invalid.map(({ name, reason }) => `${name} (${reason})`).join(", ")}`);
  }
}

export interface Submission {
  method: "GET" | "POST";
  url: URL;
  body?: URLSearchParams | FormData | string;
}

/** Where and how `form` goes when `submitter` sends it from the page at `pageUrl`. */
export function submission(form: HTMLFormElement, submitter: Element | null, pageUrl: URL): Submission {
  const override = (attribute: string) => (submitter?.hasAttribute(attribute) ? submitter.getAttribute(attribute) : null);
  const action = override("formaction") ?? form.getAttribute("action") ?? "";
  const url = new URL(action || pageUrl.href, pageUrl);
  const method = (override("formmethod") ?? form.getAttribute("method") ?? "get").toLowerCase() === "post" ? "POST" : "GET";
  const entries = entryList(form, submitter);
  const asText = entries.map(([name, value]): [string, string] => [name, typeof value === "string" ? value : value.name]);
  if (method === "GET") {
    url.search = new URLSearchParams(asText).toString();
    url.hash = "";
    return { method, url };
  }
  const enctype = (override("formenctype") ?? form.getAttribute("enctype") ?? "").toLowerCase();
  if (enctype === "multipart/form-data") {
    const body = new FormData();
    for (const [name, value] of entries) {
      if (typeof value === "string") body.append(name, value);
      else body.append(name, new File([value.content as BlobPart], value.name, { type: value.type }));
    }
    return { method, url, body };
  }
  if (enctype === "text/plain") return { method, url, body: asText.map(([name, value]) => `${name}=${value}\r\n`).join("") };
  return { method, url, body: new URLSearchParams(asText) };
}

/** How a browser cleans a typed value for its input type (HTML's value sanitization). */
function sanitized(type: string, value: string): string {
  if (TEXT_TYPES.has(type) && type !== "email" && type !== "url") return value.replace(/[\r\n]/g, "");
  if (type === "email" || type === "url") return value.replace(/[\r\n]/g, "").trim();
  if (type === "number" && value !== "" && !Number.isFinite(Number(value))) throw new Error(`a number field takes no "${value}"`);
  if (type === "date" && value !== "" && !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new Error(`a date field takes YYYY-MM-DD, not "${value}"`);
  return value;
}

/** A <form> of a page, driven as a person without JavaScript would. */
export class Form {
  constructor(
    readonly page: Page,
    readonly element: HTMLFormElement,
  ) {}

  /** Testing Library's queries within the form. */
  get queries() {
    return queriesIn(this.element);
  }

  /**
   * The control labelled `label` (a label's text, exact or else the one label that contains it)
   * among the form's own: those inside it, and those outside that name it with `form="<id>"`.
   */
  control<T extends Control = HTMLInputElement>(label: string | RegExp): T {
    const inside = this.queries.queryAllByLabelText(label, { exact: false, selector: "input, select, textarea" });
    // Controls elsewhere join a form by its id (`form="<id>"`); a form without one has only those inside it.
    const own = new Set<Element>(controlsOf(this.element));
    const all = this.element.hasAttribute("id")
      ? queriesIn(this.element.ownerDocument.body).queryAllByLabelText(label, { exact: false, selector: "input, select, textarea" }).filter((element) => own.has(element))
      : inside;
    const exact = typeof label === "string" ? all.filter((element) => labelsOf(element).includes(label.trim())) : [];
    const found = exact.length === 1 ? exact : all;
    if (found.length !== 1) throw new Error(`${found.length} controls labelled ${String(label)} in the form ${this.name}`);
    return found[0] as T;
  }

  /** The form's accessible name, for messages. */
  get name(): string {
    return this.element.getAttribute("aria-label") ?? (this.element.getAttribute("action") || "(no action)");
  }

  /** Types `value` into a text field or text area (in place of what it held). */
  fill(label: string | RegExp, value: string): this {
    const control = this.control(label);
    const type = inputType(control);
    if (tag(control) === "select" || type === "checkbox" || type === "radio" || type === "file" || isButton(control)) {
      throw new Error(`${String(label)} is not a field one types into`);
    }
    if (control.hasAttribute("readonly") || isDisabled(control)) throw new Error(`${String(label)} cannot be typed into`);
    control.value = sanitized(type, value);
    edited.add(control);
    return this;
  }

  /** Chooses options of a select by their text or value (several for a multiple select). */
  select(label: string | RegExp, ...choices: string[]): this {
    const select = this.control<HTMLSelectElement>(label);
    if (tag(select) !== "select") throw new Error(`${String(label)} is not a select`);
    if (choices.length > 1 && !select.multiple) throw new Error(`${String(label)} takes one choice`);
    const options = [...select.querySelectorAll("option")];
    chosenOptions.set(
      select,
      choices.map((choice) => {
        const option = options.find((candidate) => textOf(candidate) === choice || candidate.value === choice);
        if (!option || isDisabled(option)) throw new Error(`${String(label)} has no option ${choice}`);
        return option;
      }),
    );
    return this;
  }

  /** Ticks a checkbox, or chooses a radio button (the others of its group go off). */
  check(label: string | RegExp): this {
    const input = this.control(label);
    const type = inputType(input);
    if (type !== "checkbox" && type !== "radio") throw new Error(`${String(label)} is not a checkbox or radio button`);
    if (type === "radio") {
      for (const other of controlsOf(this.element)) {
        if (inputType(other) === "radio" && other.getAttribute("name") === input.getAttribute("name")) (other as HTMLInputElement).checked = false;
      }
    }
    input.checked = true;
    return this;
  }

  uncheck(label: string | RegExp): this {
    const input = this.control(label);
    if (inputType(input) !== "checkbox") throw new Error(`${String(label)} is not a checkbox`);
    input.checked = false;
    return this;
  }

  /** Chooses files for a file input. */
  attach(label: string | RegExp, ...files: FileValue[]): this {
    const input = this.control(label);
    if (inputType(input) !== "file") throw new Error(`${String(label)} is not a file input`);
    if (files.length > 1 && !input.multiple) throw new Error(`${String(label)} takes one file`);
    chosenFiles.set(input, files);
    return this;
  }

  /** A control's value as the browser holds it (a select: its first selected option's). */
  value(label: string | RegExp): string {
    const control = this.control<Control>(label);
    if (tag(control) === "select") return selectedOptions(control as HTMLSelectElement)[0]?.value ?? "";
    return control.value;
  }

  /** What constraint validation finds wrong now. */
  invalid(): Invalid[] {
    return invalidControls(this.element);
  }

  /** The submit button named `name` (exact accessible name), or the form's first one (what Enter presses). */
  submitter(name?: string | RegExp): Element | null {
    if (name !== undefined) {
      const button = this.queries.getByRole("button", { name });
      if (!isSubmitButton(button)) throw new Error(`${String(name)} does not submit the form`);
      return button;
    }
    return controlsOf(this.element).find(isSubmitButton) ?? null;
  }

  /**
   * Sends the form with the button named `button` (or its first submit button) and follows
   * redirects to the page that answers. Throws FormRefused where a browser would not send it.
   */
  async submit(button?: string | RegExp): Promise<Page> {
    const submitter = this.submitter(button);
    if (submitter && isDisabled(submitter)) throw new Error(`${String(button)} is disabled`);
    const novalidate = this.element.hasAttribute("novalidate") || Boolean(submitter?.hasAttribute("formnovalidate"));
    if (!novalidate) {
      const invalid = this.invalid();
      if (invalid.length) throw new FormRefused(invalid);
    }
    const { method, url, body } = submission(this.element, submitter, this.page.url);
    return this.page.visitor.navigate(url, { method, body, from: this.page.url, referrerPolicy: this.page.referrerPolicy });
  }
}

/** The texts of the labels of a control (each normalised; a required marker "*" dropped). */
function labelsOf(element: HTMLElement): string[] {
  const labels = [...((element as HTMLInputElement).labels ?? [])].map((label) => textOf(label));
  const ariaLabel = element.getAttribute("aria-label");
  return [...labels, ...labels.map((text) => text.replace(/\s*\*$/, "")), ...(ariaLabel ? [ariaLabel] : [])];
}
