import { databaseIsHealthy } from "~/server/infra/db.server";

/** For load balancer and container probes: 200 when the database answers. */
export function loader() {
  const healthy = databaseIsHealthy();
  return Response.json(
    { status: healthy ? "ok" : "database unavailable" },
    { status: healthy ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
