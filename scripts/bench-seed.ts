// The bench's admin section (scripts/bench.mjs): into the running server's fresh database
// (DATABASE_URL and the server's other settings in the environment), job applications and care
// requests stored by the forms' own domain functions, and a staff owner signed in by the product's
// own session function (as tests/integration/admin-helpers.ts does); prints that session's cookie.
// `tsx scripts/bench-seed.ts <applications> <care requests> <origin>`
import { CARE_AMOUNTS, CARE_SERVICES, LANGUAGES, PAYMENTS, RELATIONSHIPS, URGENCIES } from "~/lib/care-requests";
import { startStaffSession } from "~/server/credentials/staff-sessions.server";
import { storeApplication } from "~/server/domain/applications.server";
import { storeCareRequest } from "~/server/domain/care-request-mail.server";
import { upsertAdmin } from "~/server/domain/users.server";
import { db } from "~/server/infra/db.server";
import { runScript } from "./cli";

const [applications = "500", careRequests = "500", origin = "http://127.0.0.1"] = process.argv.slice(2);
const OWNER = "bench-owner@example.com";
const HOUR = 60 * 60 * 1000;
/** Postal codes of several regions (and one no region serves), so the queue shows a mix. */
const POSTAL_CODES = ["L5B 1M3", "L6T 4B2", "M5V 2T6", "L4C 3G5", "K1A 0B1"];
const POSTINGS = [
  { id: "personal-support-worker", title: "Personal Support Worker" },
  { id: "registered-practical-nurse", title: "Registered Practical Nurse" },
  undefined,
];
const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

await runScript("bench seed", async () => {
  const now = Date.now();
  for (let index = 0; index < Number(applications); index++) {
    // One every few hours back from now: the list's pages and its overdue rule see a spread of ages.
    await storeApplication(
      {
        name: `Bench Applicant ${index}`,
        email: `applicant-${index}@example.com`,
        position: pick(POSTINGS, index),
        message: "I have five years of experience in home care and a car.",
        screening: { regions: ["peel-region"], availability: ["part-time"], languages: ["english"], has: ["psw", "cpr"], prefersFrench: false },
      },
      null,
      new Date(now - index * 3 * HOUR),
    );
  }
  for (let index = 0; index < Number(careRequests); index++) {
    await storeCareRequest(
      {
        relationship: pick(RELATIONSHIPS, index).value,
        postalCode: pick(POSTAL_CODES, index),
        services: [pick(CARE_SERVICES, index).value],
        urgency: pick(URGENCIES, index).value,
        careAmount: pick(CARE_AMOUNTS, index).value,
        payment: pick(PAYMENTS, index).value,
        language: pick(LANGUAGES, index).value,
        name: `Bench Family ${index}`,
        phone: "905-555-0100",
        email: `family-${index}@example.com`,
        message: "My father needs help with bathing and meals after a hospital stay.",
      },
      new Date(now - index * 2 * HOUR),
    );
  }
  await upsertAdmin(OWNER, "bench only passphrase for the owner", "owner");
  const user = await db().selectFrom("users").select("id").where("email", "=", OWNER).executeTakeFirstOrThrow();
  const setCookie = await startStaffSession(new Request(origin), user.id, { method: "password", ip: "127.0.0.1" });
  console.log(`BENCH_COOKIE=${setCookie.split(";")[0]}`);
});
