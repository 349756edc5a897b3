import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loader } from "~/routes/resources/download";
import { routerContext } from "./app-routes";
import { getRequest } from "./helpers";

const previousBuildDir = process.env.BUILD_DIR;
afterEach(() => {
  if (previousBuildDir === undefined) delete process.env.BUILD_DIR;
  else process.env.BUILD_DIR = previousBuildDir;
});

function download(file: string) {
  const request = getRequest(`/resources/download/${file}`);
  const args = { request, url: new URL(request.url), params: { file }, context: routerContext() };
  return loader(args as unknown as Parameters<typeof loader>[0]);
}

describe("/resources/download/:file", () => {
  it("serves the generated file from the build, as an attachment named after the title", async () => {
    const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "downloads-"));
    fs.mkdirSync(path.join(buildDir, "client", "downloads"), { recursive: true });
    fs.writeFileSync(path.join(buildDir, "client", "downloads", "processes-guide.pdf"), "%PDF-1.7 from the build");
    process.env.BUILD_DIR = buildDir;
    const response = await download("processes-guide.pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Processes Guide.pdf"; filename*=UTF-8''Processes%20Guide.pdf`,
    );
    expect(await response.text()).toBe("%PDF-1.7 from the build");
    fs.rmSync(buildDir, { recursive: true, force: true });
  });

  it("renders the document when the build has no generated files", async () => {
    process.env.BUILD_DIR = path.join(os.tmpdir(), "no-such-build-dir");
    const response = await download("timesheet-template.pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toContain('filename="Timesheet Template.pdf"');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("answers 404 for anything not listed, including paths", async () => {
    for (const file of ["salaries.pdf", "../package.json", "processes-guide", ""]) {
      expect((await download(file)).status).toBe(404);
    }
  });
});
