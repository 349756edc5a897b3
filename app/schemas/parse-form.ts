/**
 * Every form is parsed with conform's parseWithZod, on the server only: no
 * component imports this module, so zod stays out of the browser (the
 * hydrated admin forms show the action's answer, decision 0012). Our
 * schemas take a form's strings as sent: they trim, and give their own
 * message for a blank required field. conform's automatic coercion (""
 * becomes undefined, "on" becomes true) is turned off so a schema means the
 * same thing for a form and for the JSON endpoint.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";

/** conform's own control fields (validate/reset intents, list state), sent by its buttons. */
const CONTROL_FIELDS = ["__intent__", "__state__"];

export function parseForm<Schema extends $ZodType>(formData: FormData | URLSearchParams, schema: Schema) {
  try {
    return parseWithZod(formData, { schema, disableAutoCoercion: true });
  } catch {
    // A control field that is not conform's JSON (only a hand-made request sends one): parse without it.
    const plain = new FormData();
    for (const [name, value] of formData) if (!CONTROL_FIELDS.includes(name)) plain.append(name, value);
    return parseWithZod(plain, { schema, disableAutoCoercion: true });
  }
}
