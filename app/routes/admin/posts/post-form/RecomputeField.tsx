import { CheckboxField } from "~/components/forms/Field";

/** An existing post keeps its address and read time unless this is ticked (then the old address redirects). */
export function RecomputeField({ slug }: { slug: string | null }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <CheckboxField
        label="Make the address and read time again"
        name="recompute"
        hint={`The address stays /blog/${slug ?? ""} and the read time stays as it is unless you tick this: the address then comes from the title, and links to the old address stop working.`}
      />
    </div>
  );
}
