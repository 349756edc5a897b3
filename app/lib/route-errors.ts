import { isRouteErrorResponse } from "react-router";

export interface ShownError {
  status: number;
  /** 404: the not-found page; 4xx: the request was refused; 5xx: our failure. */
  kind: "not-found" | "refused" | "failure";
  /** What the person is told: the refusal's own words when the route gave some. */
  message: string;
}

const REFUSED = "That request could not be handled. Please go back and try again.";
const FAILURE = "Something went wrong on our side. Please try again, or call us.";

/**
 * What an error boundary shows for what a route threw. A 4xx is the
 * request's fault (a form sent in a way no page reads, a method a page does
 * not take): it is answered with its reason and is not logged. Anything else
 * is a failure, logged once on the server by entry.server.tsx's handleError.
 */
export function shownError(error: unknown): ShownError {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { status: 404, kind: "not-found", message: "" };
    if (error.status < 500) {
      const own = typeof error.data === "string" && !error.data.startsWith("Error:") ? error.data : REFUSED;
      return { status: error.status, kind: "refused", message: own };
    }
  }
  return { status: isRouteErrorResponse(error) ? error.status : 500, kind: "failure", message: FAILURE };
}
