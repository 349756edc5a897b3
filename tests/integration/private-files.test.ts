import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { config } from "~/server/infra/config.server";
import { openSqlite } from "~/server/infra/db.server";
import { fileStore, storedFilePath } from "~/server/infra/stored-files.server";
import { storeFileBytes } from "~/server/infra/upload-checks.server";

const PDF = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe("personal data on disk", () => {
  it("keeps the database, its WAL and shared-memory files readable by the server's user only", () => {
    const file = path.join(config().storageDir, `private-${process.pid}.db`);
    const { sqlite } = openSqlite(file);
    sqlite.exec("CREATE TABLE t (x); INSERT INTO t VALUES (1);");
    expect(mode(file)).toBe(0o600);
    expect(mode(`${file}-wal`)).toBe(0o600);
    expect(mode(`${file}-shm`)).toBe(0o600);
    sqlite.close();
  });

  it("writes an upload as <name>.part until it is complete, and clears old .part files a crash left", async () => {
    const policy = { field: "resume", kinds: ["pdf" as const], maxBytes: 1024, directory: `uploads/parts-${process.pid}`, fileName: () => "cv.pdf" };
    const stored = await storeFileBytes(PDF, "cv.pdf", policy);
    expect(stored).toMatchObject({ ok: true, file: { storedName: "cv.pdf" } });
    const dir = path.dirname(storedFilePath(policy.directory, "cv.pdf"));
    expect(fs.readdirSync(dir)).toEqual(["cv.pdf"]);
    expect(mode(path.join(dir, "cv.pdf"))).toBe(0o600);

    // A crash mid-upload leaves a .part file.
    const old = path.join(dir, "cv-1.pdf.part");
    const fresh = path.join(dir, "cv-2.pdf.part");
    fs.writeFileSync(old, "half");
    fs.writeFileSync(fresh, "half");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(old, twoHoursAgo, twoHoursAgo);
    // The name a .part holds is not given to another upload.
    const next = await storeFileBytes(PDF, "cv.pdf", policy);
    expect(next).toMatchObject({ ok: true, file: { storedName: "cv-3.pdf" } });

    // Older than an hour: only the old one; at start (no age limit): every one.
    expect(await fileStore().removeUnfinished(60 * 60 * 1000, Date.now())).toBe(1);
    expect(fs.readdirSync(dir).sort()).toEqual(["cv-2.pdf.part", "cv-3.pdf", "cv.pdf"]);
    expect(await fileStore().removeUnfinished(0, Date.now())).toBe(1);
    expect(fs.readdirSync(dir).sort()).toEqual(["cv-3.pdf", "cv.pdf"]);
  });
});
