/**
 * PLACEHOLDER until the outbox lands on main (replaced by main's module at the merge):
 * the API the newsletter code is written against, nothing delivered.
 */
import type { Transaction } from "kysely";
import type { Database } from "~/server/infra/db-schema";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  kind: string;
  dedupeKey?: string;
  ref?: { type: string; id: number };
  stream?: "transactional" | "bulk";
  notBefore?: Date;
}

const notYet = () => Promise.reject(new Error("The outbox is not on this branch yet."));

export function enqueueMail(_mail: OutgoingMail, _options?: { now?: Date; trx?: Transaction<Database> }): Promise<{ id: number; created: boolean }> {
  return notYet();
}
export function outboxSummary(_ref: { type: string; id: number }): Promise<{ counts: Record<string, number>; failed: Array<{ to: string; error: string }> }> {
  return Promise.resolve({ counts: {}, failed: [] });
}
export function holdMail(_ref: { type: string; id: number }): Promise<number> {
  return notYet();
}
export function releaseMail(_ref: { type: string; id: number }): Promise<number> {
  return notYet();
}
export function deleteMailFor(_ref: { type: string; id: number }): Promise<number> {
  return notYet();
}
export function deleteMailTo(_address: string): Promise<number> {
  return notYet();
}
