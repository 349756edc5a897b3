/**
 * The one field frame of every form, visitor and admin alike: label (with
 * the required marker, and on visitor forms "(optional)"), the control,
 * a hint, and the message slot, tied to the control by aria-describedby
 * (hint always, message while there is one) and aria-invalid.
 *
 * The message slot is always in the page, hidden while empty: the public
 * pages' script (app/browser/forms.ts) fills that same markup, found by the
 * control's id + "-error". On the hydrated admin forms a field can take its
 * conform metadata (`field`): id, name, messages and initial value come
 * from it, so server and client-side checks show in the same place.
 *
 * How fields look comes from where they are (FieldLook): the visitor forms
 * on light or dark backgrounds (VisitorForm sets it), the admin area
 * (AdminShell sets it).
 */
import type { FieldMetadata } from "@conform-to/react";
import { createContext, useContext, useId } from "react";
import { fieldHintId, fieldMessageId } from "~/lib/browser-seam";
import { EMAIL_MAX } from "~/schemas/form-rules";

type FieldLook = "light" | "dark" | "admin";

const FieldLookContext = createContext<FieldLook>("light");

/** The look of the fields inside. */
export function FieldLookProvider({ look, children }: { look: FieldLook; children: React.ReactNode }) {
  return <FieldLookContext.Provider value={look}>{children}</FieldLookContext.Provider>;
}

export function useFieldLook(): FieldLook {
  return useContext(FieldLookContext);
}

/** The markers' words: English unless a French visitor form provides its own (VisitorForm; no catalog here, the staff bundle imports this file). */
export interface FieldWords {
  required: string;
  optional: string;
}

export const FieldWordsContext = createContext<FieldWords>({ required: "(required)", optional: "(optional)" });

/** Each look's classes. The light look's repeated ones are named in styles/marketing.css (.field-label ...). */
const styles = {
  light: {
    label: "field-label",
    required: "text-red-700",
    optional: "font-normal text-muted",
    control: "field-control",
    file: "mt-1 block w-full rounded-lg border border-dashed border-gray-400 bg-white p-3 text-sm text-ink file:mr-4 file:rounded-full file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800 aria-[invalid=true]:border-red-700",
    hint: "field-hint",
    message: "field-message",
    checkboxRow: "flex items-start gap-2",
    checkbox: "mt-1 h-4 w-4 shrink-0 accent-brand-700",
    checkboxLabel: "text-xs leading-snug text-muted",
    checkboxRequired: "text-sm font-semibold text-red-700",
    checkboxHint: "text-sm text-muted",
  },
  // The light look's pieces, recoloured by .form-dark (styles/marketing.css) on the form.
  dark: {
    label: "field-label",
    required: "text-brand-100",
    optional: "font-normal text-brand-100",
    control: "field-control",
    file: "mt-1 block w-full rounded-lg border border-dashed border-gray-400 bg-white p-3 text-sm text-ink file:mr-4 file:rounded-full file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800 aria-[invalid=true]:border-red-700",
    hint: "field-hint",
    message: "field-message",
    checkboxRow: "flex items-start gap-2",
    checkbox: "mt-1 h-4 w-4 shrink-0 accent-brand-700",
    checkboxLabel: "text-xs leading-snug text-brand-50",
    checkboxRequired: "text-sm font-semibold text-brand-100",
    checkboxHint: "text-sm text-brand-100",
  },
  admin: {
    label: "block text-sm font-semibold text-ink",
    required: undefined,
    optional: null,
    control:
      "mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-700 aria-[invalid=true]:border-red-600 border-slate-300",
    file: "mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-700 aria-[invalid=true]:border-red-600 border-slate-300",
    hint: "mt-1 text-sm text-muted",
    message: "mt-1 text-sm font-medium text-red-700",
    checkboxRow: "flex items-start gap-3",
    checkbox: "mt-1 h-5 w-5 rounded border-slate-400 accent-brand-700",
    checkboxLabel: "font-semibold text-ink",
    checkboxRequired: undefined,
    checkboxHint: "text-sm text-muted",
  },
} satisfies Record<FieldLook, Record<string, string | null | undefined>>;

/** What every field takes. */
interface FieldProps {
  name: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** The message next to the field (without `field`). */
  error?: string;
  required?: boolean;
  /** The required marker in words, "(required)", instead of the asterisk (a form where only a few fields are). */
  requiredInWords?: boolean;
  /** The wrapper's class. */
  className?: string;
  /** conform's metadata (admin forms): id, name, messages and initial value come from it. */
  field?: FieldMetadata<unknown>;
}

interface FrameIds {
  id: string;
  hintId: string;
  errorId: string;
}

function useFieldIds(name: string, field?: FieldMetadata<unknown>): FrameIds {
  const reactId = useId();
  if (field) return { id: field.id, hintId: field.descriptionId, errorId: field.errorId };
  const id = `${reactId}-${name}`;
  return { id, hintId: fieldHintId(id), errorId: fieldMessageId(id) };
}

/** The first message of the field: conform's (admin) or the one given. */
function messageOf(props: FieldProps): string | undefined {
  return props.field?.errors?.[0] ?? props.error;
}

/** A field's label, with the required marker (and, on visitor forms, "(optional)"). */
function Label({ htmlFor, label, required, inWords }: { htmlFor: string; label: React.ReactNode; required?: boolean; inWords?: boolean }) {
  const look = styles[useFieldLook()];
  const words = useContext(FieldWordsContext);
  return (
    <label htmlFor={htmlFor} className={look.label}>
      {label}
      {/* Hidden from screen readers, which say "required" from the control's attribute. */}
      {required ? (
        <span className={look.required} aria-hidden="true">
          {inWords ? ` ${words.required}` : " *"}
        </span>
      ) : look.optional !== null ? (
        <span className={look.optional}>{` ${words.optional}`}</span>
      ) : null}
    </label>
  );
}

function Hint({ id, hint, className }: { id: string; hint?: React.ReactNode; className?: string }) {
  const look = styles[useFieldLook()];
  if (!hint) return null;
  return (
    <p id={id} className={className ?? look.hint}>
      {hint}
    </p>
  );
}

/**
 * The message next to a field. Always in the page (hidden while empty) so
 * the public pages' script fills this same markup; its id is the field's
 * id + "-error".
 */
function FieldMessage({ id, error }: { id: string; error?: string }) {
  const look = styles[useFieldLook()];
  return (
    <p id={id} hidden={!error} className={look.message}>
      {error}
    </p>
  );
}

/** The attributes every kind of control shares. */
interface SharedControlProps {
  id: string;
  name: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/**
 * Label, control, hint and message of one field: `control` gets the
 * attributes every kind of field shares (id, name, required, the message's
 * aria-invalid and aria-describedby) and the look's class.
 */
function FieldFrame({
  props,
  control,
  hintAlways,
}: {
  props: FieldProps;
  control: (shared: SharedControlProps, look: (typeof styles)[FieldLook], key: string | undefined) => React.ReactNode;
  /** The hint stays tied to the control (the file field: the script writes the chosen file there). */
  hintAlways?: boolean;
}) {
  const look = styles[useFieldLook()];
  const ids = useFieldIds(props.name, props.field);
  const error = messageOf(props);
  const describedBy = [props.hint || hintAlways ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(" ");
  return (
    <div className={props.className}>
      <Label htmlFor={ids.id} label={props.label} required={props.required} inWords={props.requiredInWords} />
      {control(
        {
          id: ids.id,
          name: props.field?.name ?? props.name,
          required: props.required,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy || undefined,
        },
        look,
        props.field?.key,
      )}
      <Hint id={ids.hintId} hint={props.hint} />
      <FieldMessage id={ids.errorId} error={error} />
    </div>
  );
}

/** The value a control starts with: the one given, else conform's initial value. */
function initialText(props: FieldProps, given: unknown): string | undefined {
  if (typeof given === "string") return given;
  const initial = props.field?.initialValue;
  if (typeof initial === "string") return initial;
  return Array.isArray(initial) && typeof initial[0] === "string" ? initial[0] : undefined;
}

type InputAttributes = Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "required" | "className" | "type">;

/** The frame's props apart from the control's own attributes. */
function splitFrame<T extends FieldProps>({ name, label, hint, error, required, requiredInWords, className, field, ...control }: T) {
  return [{ name, label, hint, error, required, requiredInWords, className, field }, control] as const;
}

type TextFieldProps = FieldProps & InputAttributes & { type?: "text" | "email" | "tel" | "password" | "url" | "datetime-local" | "date"; controlClassName?: string };

export function TextField(all: TextFieldProps) {
  const [props, { type = "text", defaultValue, controlClassName, ...input }] = splitFrame(all);
  return (
    <FieldFrame
      props={props}
      control={(shared, look, key) => (
        <input
          key={key}
          {...shared}
          type={type}
          defaultValue={initialText(props, defaultValue)}
          className={controlClassName ?? look.control}
          {...input}
        />
      )}
    />
  );
}

/** A visitor's email address: required, the browser's autofill, the rules' length limit. */
export function EmailField(props: Omit<TextFieldProps, "type" | "name" | "label"> & { name?: string; label?: string }) {
  return <TextField name="email" label="Email" required autoComplete="email" maxLength={EMAIL_MAX} {...props} type="email" />;
}

type TextAreaAttributes = Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "required" | "className">;

export function TextAreaField(all: FieldProps & TextAreaAttributes & { controlClassName?: string }) {
  const [props, { rows = 5, defaultValue, controlClassName, ...textarea }] = splitFrame(all);
  return (
    <FieldFrame
      props={props}
      control={(shared, look, key) => (
        <textarea
          key={key}
          {...shared}
          rows={rows}
          defaultValue={initialText(props, defaultValue)}
          className={controlClassName ?? look.control}
          {...textarea}
        />
      )}
    />
  );
}

type SelectOption = string | { value: string; label: string };

type SelectAttributes = Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "required" | "className">;

export function SelectField(
  all: FieldProps &
    SelectAttributes & {
      options: readonly SelectOption[];
      /** A first, empty choice. */
      placeholder?: string;
    },
) {
  const [props, { options, placeholder, defaultValue, ...select }] = splitFrame(all);
  return (
    <FieldFrame
      props={props}
      control={(shared, look, key) => (
        <select key={key} {...shared} defaultValue={initialText(props, defaultValue)} className={look.control} {...select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => {
            const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    />
  );
}

/** A file input; its hint is always tied to it (the public pages' script names the chosen file there). */
export function FileField(all: FieldProps & Omit<InputAttributes, "defaultValue" | "value">) {
  const [props, input] = splitFrame(all);
  return (
    <FieldFrame
      props={props}
      hintAlways
      control={(shared, look, key) => <input key={key} {...shared} type="file" className={look.file} {...input} />}
    />
  );
}

/**
 * A checkbox with its label (and hint) beside it, the message below. On
 * visitor forms it is the consent box: small print, the required marker.
 */
export function CheckboxField({
  name,
  label,
  hint,
  error,
  required,
  className,
  field,
  defaultChecked,
  value = "on",
  ...input
}: Omit<FieldProps, "requiredInWords"> & Omit<InputAttributes, "value"> & { value?: string }) {
  const look = styles[useFieldLook()];
  const ids = useFieldIds(name, field);
  const message = messageOf({ name, label, error, field });
  const describedBy = [hint ? ids.hintId : null, message ? ids.errorId : null].filter(Boolean).join(" ");
  const labelElement = (
    <label htmlFor={ids.id} className={look.checkboxLabel}>
      {label}
      {required && look.checkboxRequired ? (
        <span className={look.checkboxRequired} aria-hidden="true">
          {" *"}
        </span>
      ) : null}
    </label>
  );
  return (
    <div className={className}>
      <div className={look.checkboxRow}>
        <input
          key={field?.key}
          id={ids.id}
          name={field?.name ?? name}
          type="checkbox"
          value={value}
          required={required}
          defaultChecked={defaultChecked ?? (field ? field.initialValue === value : undefined)}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={look.checkbox}
          {...input}
        />
        {hint ? (
          <div>
            {labelElement}
            <Hint id={ids.hintId} hint={hint} className={look.checkboxHint} />
          </div>
        ) : (
          labelElement
        )}
      </div>
      <FieldMessage id={ids.errorId} error={message} />
    </div>
  );
}
