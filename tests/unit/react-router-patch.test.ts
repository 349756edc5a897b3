/**
 * patches/react-router+8.4.0.patch: React Router encodes a document's loader data for the
 * browser's router (the "handoff") only when the entry reads it, and a copy of the entry
 * context leaves it out, so a public page, rendered for no router in the browser
 * (app/entry.server.tsx), never pays for it. Fails when the patch is not applied.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { createRequestHandler as CreateRequestHandler, EntryContext, ServerBuild } from "react-router";
import { describe, expect, test } from "vitest";
import { serverBuild } from "../support/server-build";

/** React Router's two builds: `npm start` runs the production one, `npm run dev` the development one. */
const builds = ["production", "development"] as const;
const reactRouter = async (flavour: (typeof builds)[number]): Promise<{ createRequestHandler: typeof CreateRequestHandler }> =>
  import(pathToFileURL(path.resolve(import.meta.dirname, `../../node_modules/react-router/dist/${flavour}/index.js`)).href);

function buildWith(entry: (context: EntryContext) => Response): ServerBuild {
  return serverBuild({
    entry: { default: (_request: Request, _status: number, _headers: Headers, context: EntryContext) => entry(context) } as unknown as ServerBuild["entry"]["module"],
    routes: [{ id: "root", path: "", module: { default: () => null, loader: () => ({ words: "handed over" }) } }],
  });
}

describe("React Router's handoff of loader data", () => {
  test.each(builds)("%s build: left out of a copy of the entry context, encoded when the entry reads it", async (flavour) => {
    const { createRequestHandler } = await reactRouter(flavour);
    let copy: EntryContext | undefined;
    const handler = createRequestHandler(
      buildWith((context) => {
        copy = { ...context };
        return new Response(context.serverHandoffStream);
      }),
      "production",
    );
    const response = await handler(new Request("http://localhost/"));
    expect(copy).toBeDefined();
    expect(Object.keys(copy!)).not.toContain("serverHandoffStream");
    expect(copy!.staticHandlerContext.loaderData.root).toEqual({ words: "handed over" });
    expect(await response.text()).toContain('"handed over"');
  });
});
