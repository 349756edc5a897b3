// `npm run images:rebuild`: gives every stored post image its responsive
// copies (AVIF, WebP and its own format at 480, 960 and 1600 px) and its post_images
// record when it lacks them. An image uploaded before decision 0316 is first
// cleaned in place (upright, no EXIF/GPS or other metadata, at most 2400 px).
// Idempotent: an image with all its copies is left alone, and so is one
// stored in the last 5 minutes (an upload being processed by the server), so
// it can run beside the server. Run it once after deploying decision 0316.
import { migrateToLatest } from "~/server/infra/db.server";
import { rebuildPostImages } from "~/server/domain/post-images.server";
import { runScript } from "./cli";

await runScript("images:rebuild", async () => {
  await migrateToLatest();
  const totals = await rebuildPostImages({ log: (line) => console.log(line) });
  console.log(
    `post images: ${totals.checked} stored; ${totals.cleaned} cleaned and given copies, ${totals.rebuilt} given missing copies, ` +
      `${totals.complete} already complete, ${totals.recent} just uploaded (left), ${totals.failed} not readable as images`,
  );
  if (totals.failed > 0) process.exitCode = 2;
});
