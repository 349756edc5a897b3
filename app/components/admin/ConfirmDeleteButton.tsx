import { useToast } from "~/components/Toaster";

/**
 * Delete with a confirmation. With JavaScript the button shows a
 * toast asking the question, whose confirm button POSTs the delete. Without
 * JavaScript the same button is a GET form to a confirmation page with a
 * real POST form, so nothing is ever deleted on GET or by one stray click.
 */
export function ConfirmDeleteButton({
  question,
  itemName,
  confirmPagePath,
  action,
  fields,
  label = "Delete",
  className = "btn min-h-9 border border-red-300 px-3 py-1.5 text-red-800 hover:bg-red-50",
}: {
  /** e.g. 'Are you sure you want to delete this post? This action cannot be undone.' */
  question: string;
  /** Read after "Delete" by screen readers, e.g. the post title. */
  itemName: string;
  confirmPagePath: string;
  /** Where the confirmed POST goes, with these hidden fields. */
  action: string;
  fields: Record<string, string>;
  /** The button's and the confirmation's word ("Remove" for a passkey). */
  label?: string;
  className?: string;
}) {
  const toast = useToast();
  return (
    <form
      method="get"
      action={confirmPagePath}
      onSubmit={(event) => {
        event.preventDefault();
        toast({ title: question, description: itemName, variant: "info", confirm: { label, action, fields } });
      }}
    >
      <button type="submit" className={className}>
        {label}
        <span className="sr-only"> {itemName}</span>
      </button>
    </form>
  );
}
