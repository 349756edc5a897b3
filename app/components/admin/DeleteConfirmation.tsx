import { Form, Link } from "react-router";

/**
 * The confirmation page of a delete without JavaScript (post, review,
 * category): a title, what is at stake, a real POST form and a way back.
 * `blocked` replaces the question when the item cannot be deleted.
 */
export function DeleteConfirmation({
  title,
  backTo,
  blocked,
  confirmLabel = "Delete",
  fields = {},
  children,
}: {
  title: React.ReactNode;
  backTo: { href: string; label: string };
  blocked?: string | null;
  /** The confirming button's word ("Remove" for a passkey). */
  confirmLabel?: string;
  /** Hidden fields the confirming POST carries (a bulk delete: which posts). */
  fields?: Record<string, string | number[]>;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-red-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      {blocked ? <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">{blocked}</p> : children}
      <div className="mt-6 flex flex-wrap gap-3">
        {blocked ? null : (
          <Form method="post">
            {Object.entries(fields).flatMap(([name, value]) =>
              (Array.isArray(value) ? value : [value]).map((one) => <input key={`${name}-${one}`} type="hidden" name={name} value={one} />),
            )}
            <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800">
              {confirmLabel}
            </button>
          </Form>
        )}
        <Link to={backTo.href} className="btn-outline">
          {blocked ? backTo.label : "Cancel"}
        </Link>
      </div>
    </div>
  );
}
