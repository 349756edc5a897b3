/**
 * The emails hiring sends an applicant (decision 0600): the acknowledgement
 * when an application is stored, and each stage's email, from templates HR
 * edits in English and French (table `hiring_email_templates`; the defaults
 * below until HR saves one). {name} and {posting} are filled in. Plain text:
 * nothing anyone typed is rendered as HTML. The acknowledgement never
 * repeats the name: it goes out before anyone has read the application, to
 * whatever address was typed, so it must not carry a stranger's words.
 */
import type { Transaction } from "kysely";
import { ACCOMMODATION_NOTICE, type MailLanguage, type Stage, STAGE_LABELS, STAGES } from "~/lib/hiring";
import { db } from "~/server/infra/db.server";
import type { Database } from "~/server/infra/db-schema";

/** The acknowledgement and every stage after New (lib/hiring's STAGES) have an email. */
export type TemplateKey = "received" | Exclude<Stage, "new">;
export const TEMPLATE_KEYS: readonly TemplateKey[] = ["received", ...STAGES.filter((stage): stage is Exclude<Stage, "new"> => stage !== "new")];

const { new: _new, ...STAGES_WITH_EMAIL } = STAGE_LABELS;
export const TEMPLATE_LABELS: Record<TemplateKey, string> = {
  received: "Acknowledgement (sent when an application arrives)",
  ...STAGES_WITH_EMAIL,
};

export interface EmailTemplate {
  key: TemplateKey;
  subject: Record<MailLanguage, string>;
  body: Record<MailLanguage, string>;
  updatedAt: string | null;
  updatedBy: string | null;
}

const SIGN_OFF = { en: "The hiring team, Sinai Home Care", fr: "L'équipe du recrutement, Sinai Home Care" };

const DEFAULTS: Record<TemplateKey, { subject: Record<MailLanguage, string>; body: Record<MailLanguage, string> }> = {
  received: {
    subject: { en: "We received your application: {posting}", fr: "Nous avons reçu votre candidature : {posting}" },
    body: {
      en: "Hello,\n\nThank you for applying for {posting}. We received your application and will read it within a week.\n\nWhat happens next: if your experience is a match, we will call or email you to arrange an interview. Either way, we will let you know.\n\nAccommodation is available on request at every stage: reply to this email to ask.\n\n" + SIGN_OFF.en,
      fr: "Bonjour,\n\nMerci d'avoir postulé pour le poste {posting}. Nous avons bien reçu votre candidature et la lirons d'ici une semaine.\n\nLa suite : si votre expérience correspond, nous vous appellerons ou vous écrirons pour fixer une entrevue. Dans tous les cas, nous vous tiendrons au courant.\n\nDes mesures d'adaptation sont offertes sur demande à chaque étape : répondez à ce courriel.\n\n" + SIGN_OFF.fr,
    },
  },
  screening: {
    subject: { en: "Your application for {posting}", fr: "Votre candidature : {posting}" },
    body: {
      en: "Hello {name},\n\nWe are reviewing your application for {posting} and may call you with a few questions.\n\n" + SIGN_OFF.en,
      fr: "Bonjour {name},\n\nNous examinons votre candidature pour le poste {posting} et pourrions vous appeler pour quelques questions.\n\n" + SIGN_OFF.fr,
    },
  },
  interview: {
    subject: { en: "Interview for {posting}", fr: "Entrevue : {posting}" },
    body: {
      en: "Hello {name},\n\nWe would like to meet you about {posting}. We will contact you to confirm the date and time.\n\n" + ACCOMMODATION_NOTICE.en + "\n\n" + SIGN_OFF.en,
      fr: "Bonjour {name},\n\nNous aimerions vous rencontrer au sujet du poste {posting}. Nous vous contacterons pour confirmer la date et l'heure.\n\n" + ACCOMMODATION_NOTICE.fr + "\n\n" + SIGN_OFF.fr,
    },
  },
  offer: {
    subject: { en: "An offer for {posting}", fr: "Une offre : {posting}" },
    body: {
      en: "Hello {name},\n\nWe are pleased to offer you the position of {posting}. We will send the details shortly.\n\n" + ACCOMMODATION_NOTICE.en + "\n\n" + SIGN_OFF.en,
      fr: "Bonjour {name},\n\nNous avons le plaisir de vous offrir le poste {posting}. Nous vous enverrons les détails sous peu.\n\n" + ACCOMMODATION_NOTICE.fr + "\n\n" + SIGN_OFF.fr,
    },
  },
  hired: {
    subject: { en: "Welcome to the team", fr: "Bienvenue dans l'équipe" },
    body: {
      en: "Hello {name},\n\nWelcome aboard as {posting}. Your orientation details follow.\n\n" + SIGN_OFF.en,
      fr: "Bonjour {name},\n\nBienvenue parmi nous au poste {posting}. Les détails de votre orientation suivent.\n\n" + SIGN_OFF.fr,
    },
  },
  "not-selected": {
    subject: { en: "Your application for {posting}", fr: "Votre candidature : {posting}" },
    body: {
      en: "Hello {name},\n\nThank you for your interest in {posting}. We have decided not to move forward with your application at this time.\n\nWe keep applications for 12 months, then delete them.\n\n" + SIGN_OFF.en,
      fr: "Bonjour {name},\n\nMerci de votre intérêt pour le poste {posting}. Nous avons décidé de ne pas donner suite à votre candidature pour le moment.\n\nNous conservons les candidatures 12 mois, puis nous les supprimons.\n\n" + SIGN_OFF.fr,
    },
  },
  withdrawn: {
    subject: { en: "Your application for {posting} is withdrawn", fr: "Votre candidature est retirée : {posting}" },
    body: {
      en: "Hello {name},\n\nAs you asked, we have withdrawn your application for {posting}. You are welcome to apply again.\n\n" + SIGN_OFF.en,
      fr: "Bonjour {name},\n\nComme vous l'avez demandé, nous avons retiré votre candidature pour le poste {posting}. Vous pouvez postuler de nouveau.\n\n" + SIGN_OFF.fr,
    },
  },
};

export function isTemplateKey(value: unknown): value is TemplateKey {
  return typeof value === "string" && (TEMPLATE_KEYS as readonly string[]).includes(value);
}

export async function emailTemplates(executor: Transaction<Database> | ReturnType<typeof db> = db()): Promise<EmailTemplate[]> {
  const rows = await executor.selectFrom("hiring_email_templates").selectAll().execute();
  return TEMPLATE_KEYS.map((key) => {
    const row = rows.find((r) => r.stage === key);
    return row
      ? { key, subject: { en: row.subject_en, fr: row.subject_fr }, body: { en: row.body_en, fr: row.body_fr }, updatedAt: row.updated_at, updatedBy: row.updated_by }
      : { key, ...DEFAULTS[key], updatedAt: null, updatedBy: null };
  });
}

export async function saveEmailTemplate(
  key: TemplateKey,
  text: { subject: Record<MailLanguage, string>; body: Record<MailLanguage, string> },
  by: string,
  now = new Date(),
): Promise<void> {
  const values = {
    subject_en: text.subject.en,
    body_en: text.body.en,
    subject_fr: text.subject.fr,
    body_fr: text.body.fr,
    updated_at: now.toISOString(),
    updated_by: by,
  };
  await db()
    .insertInto("hiring_email_templates")
    .values({ stage: key, ...values })
    .onConflict((oc) => oc.column("stage").doUpdateSet(values))
    .execute();
}

export interface RenderedEmail {
  subject: string;
  text: string;
  language: MailLanguage;
}

/** `name` undefined: {name} is dropped with the spaces before it ("Hello {name}," reads "Hello,"). */
const fill = (template: string, values: { name?: string; posting: string }) =>
  template
    .replace(values.name === undefined ? /[ \t]*\{name\}/g : /\{name\}/g, values.name ?? "")
    .replace(/\{posting\}/g, values.posting);

/** The email as the applicant will read it; the acknowledgement without the name, whatever its template says. */
export function renderEmail(template: EmailTemplate, language: MailLanguage, values: { name: string; posting: string }): RenderedEmail {
  const filled = template.key === "received" ? { posting: values.posting } : values;
  return { subject: fill(template.subject[language], filled).replace(/[\r\n]+/g, " "), text: fill(template.body[language], filled), language };
}

export async function renderTemplate(key: TemplateKey, language: MailLanguage, values: { name: string; posting: string }, executor?: Transaction<Database>): Promise<RenderedEmail> {
  const template = (await emailTemplates(executor)).find((t) => t.key === key)!;
  return renderEmail(template, language, values);
}

/** "General application" when no posting was chosen. */
export function postingTitleOr(title: string | null | undefined, language: MailLanguage): string {
  return title ?? (language === "fr" ? "candidature générale" : "a general application");
}
