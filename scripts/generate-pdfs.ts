// Generates the placeholder PDFs of /resources (and the brochure of /contact)
// from app/content/resources.ts into public/downloads/, which Vite copies into
// the build. Runs before every `npm run build` (the "prebuild" script).
// The folder is not committed (.gitignore): the content module is the source.
import path from "node:path";
import { defaultBusiness } from "../app/content/business";
import { writeAllPlaceholderPdfs } from "~/server/domain/resource-pdfs.server";

const directory = path.resolve(process.argv[2] ?? "public/downloads");
const written = await writeAllPlaceholderPdfs(directory, defaultBusiness.companyName);
console.log(`generated ${written.length} PDFs in ${path.relative(process.cwd(), directory) || "."}`);
