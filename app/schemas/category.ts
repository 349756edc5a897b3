import { z } from "zod";
import { typeable } from "./fields";
import { CATEGORY_NAME_MAX } from "./admin-form-rules";

/** The name's limit lives in admin-form-rules.ts (without zod: the categories page reads it in the browser). */
export { CATEGORY_NAME_MAX } from "./admin-form-rules";

/** Add a category: a name, trimmed, not blank (uniqueness is checked by the server). */
export const categoryFormSchema = z.object({
  name: z
    .string({ error: "Enter a category name." })
    .refine(...typeable("The category name"))
    .trim()
    .min(1, "Enter a category name.")
    .max(CATEGORY_NAME_MAX, `A category name can be at most ${CATEGORY_NAME_MAX} characters.`)
    .refine((name) => name.toLowerCase() !== "all", "“All” is the blog's show-everything filter; choose another name."),
});
