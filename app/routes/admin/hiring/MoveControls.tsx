import { type Stage, STAGE_LABELS, STAGES } from "~/lib/hiring";

/** The stage, "send its email" and the form's key: inside a move form (list or application page). */
export function MoveControls({ moveKey, current, idPrefix }: { moveKey: string; current?: Stage; idPrefix: string }) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="move_key" value={moveKey} />
      <div>
        <label htmlFor={`${idPrefix}-stage`} className="block text-sm font-semibold text-ink">
          Move to
        </label>
        <select id={`${idPrefix}-stage`} name="stage" defaultValue="" className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2">
          <option value="" disabled>
            Choose a stage
          </option>
          {STAGES.filter((stage) => stage !== current).map((stage) => (
            <option key={stage} value={stage}>
              {STAGE_LABELS[stage]}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 pb-2 text-sm">
        <input type="checkbox" name="send_email" value="yes" defaultChecked className="h-4 w-4 accent-brand-700" />
        Send the stage's email (shown before it goes)
      </label>
      <button type="submit" className="btn-primary">
        Move
      </button>
    </div>
  );
}
