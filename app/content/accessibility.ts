/**
 * The accessibility pages' facts and copy (decision 1010): the statement's
 * facts (its last review, the conformance claimed), the multi-year
 * accessibility plan (IASR s. 4: adopted, reviewed every five years; the
 * review date is computed from `adopted` in app/lib/accessibility-requests.ts)
 * and the accessibility policies (IASR s. 3 and the Customer Service
 * Standard), in English and French. Changing `adopted` moves the review
 * date, which ends the owner's dashboard mark.
 */

/** A section of the plan or the policies: a heading, paragraphs, and an optional list. */
export interface AccessSection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

export interface AccessDocument {
  title: string;
  description: string;
  lead: string;
  sections: readonly AccessSection[];
}

/** The statement's facts: a content fact, moved by whoever reviews the site. */
export const accessibilityStatementFacts = {
  /** YYYY-MM-DD: the date the statement and the site were last reviewed. */
  lastReviewed: "2026-12-06",
  /** W3C's words: "partially conformant" (some content does not fully conform) or "fully conformant". */
  conformance: "partial" as "partial" | "full",
} as const;

/** The multi-year accessibility plan: adopted on this day, reviewed five years later. */
export const accessibilityPlanFacts = {
  /** YYYY-MM-DD. */
  adopted: "2025-01-15",
  /** Who is accountable for it (a role, not a person's name). */
  accountable: { en: "the owner of the agency", fr: "la propriétaire de l'agence" },
} as const;

export const accessibilityPlan: Record<"en" | "fr", AccessDocument> = {
  en: {
    title: "Multi-year accessibility plan",
    description: "Sinai Home Care's multi-year accessibility plan under Ontario's AODA: what we have done and what we will do, year by year.",
    lead: "How we prevent and remove barriers for clients, families, staff and job applicants with disabilities, and when.",
    sections: [
      {
        heading: "Our commitment",
        paragraphs: [
          "We are committed to treating all people in a way that allows them to keep their dignity and independence, and to meeting the needs of people with disabilities in a timely way, by preventing and removing barriers as the Accessibility for Ontarians with Disabilities Act, 2005 (AODA) requires.",
        ],
      },
      {
        heading: "Customer service",
        paragraphs: ["Done: our customer service policy is in place; assistive devices, support persons and service animals are welcome; we post notices of temporary service disruptions on this website."],
        items: ["2025: a feedback process with response times the office tracks.", "2026: alternate formats on request, tracked in the back office with a delivery date agreed with the person."],
      },
      {
        heading: "Information and communications",
        paragraphs: ["Done: this website is built to WCAG 2.1 level AA and works with a keyboard alone and without JavaScript."],
        items: [
          "2026: meet WCAG 2.2 level AA across the website and the back office, checked with automated tests and by hand.",
          "2027: care plans and client documents in large print, plain text and accessible PDF without delay.",
          "2028: the downloadable PDFs rebuilt as tagged, accessible documents.",
        ],
      },
      {
        heading: "Employment",
        paragraphs: ["Done: job postings, interview invitations and offers say that accommodation is available during recruitment."],
        items: ["2025: individual accommodation plans and workplace emergency response information for employees who need them.", "2027: return-to-work process reviewed with the staff who use it."],
      },
      {
        heading: "Training",
        paragraphs: ["Every employee and volunteer is trained on the Integrated Accessibility Standards and the Human Rights Code as they relate to people with disabilities, when they start and when our policies change. We keep a record of the training."],
      },
      {
        heading: "Procurement and self-service",
        paragraphs: ["When we buy goods, services or equipment, we consider accessibility, and we explain why when it is not practicable."],
      },
      {
        heading: "Reviewing this plan",
        paragraphs: ["We review and update this plan at least once every five years, and report on our progress every year. Ask for this plan in another format using the form on our accessibility page."],
      },
    ],
  },
  fr: {
    title: "Plan d'accessibilité pluriannuel",
    description: "Le plan d'accessibilité pluriannuel de Sinai Home Care selon la LAPHO de l'Ontario : ce que nous avons fait et ce que nous ferons, année après année.",
    lead: "Comment et quand nous prévenons et éliminons les obstacles pour les clients, les familles, le personnel et les candidats handicapés.",
    sections: [
      {
        heading: "Notre engagement",
        paragraphs: [
          "Nous nous engageons à traiter chaque personne d'une manière qui respecte sa dignité et son autonomie, et à répondre en temps opportun aux besoins des personnes handicapées en prévenant et en éliminant les obstacles, comme l'exige la Loi de 2005 sur l'accessibilité pour les personnes handicapées de l'Ontario (LAPHO).",
        ],
      },
      {
        heading: "Service à la clientèle",
        paragraphs: ["Fait : notre politique de service à la clientèle est en vigueur; les appareils fonctionnels, les personnes de soutien et les animaux d'assistance sont les bienvenus; nous publions sur ce site les avis de perturbation temporaire des services."],
        items: ["2025 : un processus de rétroaction avec des délais de réponse suivis par le bureau.", "2026 : des formats accessibles sur demande, suivis dans notre système avec une date de remise convenue avec la personne."],
      },
      {
        heading: "Information et communications",
        paragraphs: ["Fait : ce site Web est conçu selon les WCAG 2.1, niveau AA, et s'utilise au clavier seulement et sans JavaScript."],
        items: [
          "2026 : respecter les WCAG 2.2, niveau AA, sur tout le site et dans notre système interne, vérifiés par des tests automatisés et à la main.",
          "2027 : des plans de soins et des documents aux clients en gros caractères, en texte brut et en PDF accessible, sans délai.",
          "2028 : les PDF à télécharger refaits en documents balisés et accessibles.",
        ],
      },
      {
        heading: "Emploi",
        paragraphs: ["Fait : les offres d'emploi, les invitations à une entrevue et les offres d'embauche indiquent que des mesures d'adaptation sont offertes pendant le recrutement."],
        items: ["2025 : des plans d'adaptation individualisés et des renseignements d'urgence sur le lieu de travail pour le personnel qui en a besoin.", "2027 : le processus de retour au travail revu avec le personnel qui l'utilise."],
      },
      {
        heading: "Formation",
        paragraphs: ["Chaque employé et bénévole reçoit une formation sur les Normes d'accessibilité intégrées et sur le Code des droits de la personne en ce qui concerne les personnes handicapées, à son arrivée et lorsque nos politiques changent. Nous tenons un registre de cette formation."],
      },
      {
        heading: "Approvisionnement et libre-service",
        paragraphs: ["Lorsque nous achetons des biens, des services ou de l'équipement, nous tenons compte de l'accessibilité, et nous expliquons pourquoi lorsque ce n'est pas possible."],
      },
      {
        heading: "Révision du plan",
        paragraphs: ["Nous révisons et mettons à jour ce plan au moins une fois tous les cinq ans, et faisons état de nos progrès chaque année. Demandez ce plan dans un autre format au moyen du formulaire de notre page sur l'accessibilité."],
      },
    ],
  },
};

export const accessibilityPolicies: Record<"en" | "fr", AccessDocument> = {
  en: {
    title: "Accessibility policies",
    description: "Sinai Home Care's accessibility policies under Ontario's AODA: customer service, general requirements, information and communications, employment and training.",
    lead: "The rules we follow so that people with disabilities can use our services, work with us and reach us in the way that suits them.",
    sections: [
      {
        heading: "Customer service standard",
        paragraphs: [
          "We provide our services in a way that respects the dignity and independence of people with disabilities, with the same quality and timeliness as for others.",
          "People may use their own assistive devices, bring a support person or a service animal. When a service or facility people rely on is temporarily disrupted, we post a notice on this website with the reason, how long it will last and the alternatives.",
        ],
      },
      {
        heading: "General requirements (Integrated Accessibility Standards)",
        paragraphs: ["We keep a multi-year accessibility plan, review it at least every five years, consider accessibility when we buy goods and services, and train our staff. These policies and the plan are public and available in an accessible format on request."],
      },
      {
        heading: "Information and communications",
        paragraphs: [
          "Our feedback process is accessible: you can give feedback by the form on our accessibility page, by phone, by TTY or relay (711), by email or in person.",
          "On request, we provide our information and documents in an accessible format or with communication supports, in a timely way and at no extra cost, after consulting you about what suits your needs. Our website aims to meet WCAG 2.2 level AA.",
        ],
      },
      {
        heading: "Employment",
        paragraphs: [
          "We tell applicants that accommodation is available during recruitment: in every job posting, when we invite someone to an interview and when we make an offer.",
          "We tell employees about our policies supporting people with disabilities, provide workplace emergency response information and individual accommodation plans when needed, and take accessibility into account in performance management and career development.",
        ],
      },
      {
        heading: "Training",
        paragraphs: ["All staff and volunteers are trained on the Integrated Accessibility Standards and the Human Rights Code as they relate to people with disabilities, as soon as practicable after they start and when these policies change. We keep records of the training."],
      },
    ],
  },
  fr: {
    title: "Politiques d'accessibilité",
    description: "Les politiques d'accessibilité de Sinai Home Care selon la LAPHO de l'Ontario : service à la clientèle, exigences générales, information et communications, emploi et formation.",
    lead: "Les règles que nous suivons pour que les personnes handicapées puissent utiliser nos services, travailler avec nous et nous joindre de la façon qui leur convient.",
    sections: [
      {
        heading: "Norme de service à la clientèle",
        paragraphs: [
          "Nous offrons nos services de façon à respecter la dignité et l'autonomie des personnes handicapées, avec la même qualité et la même rapidité que pour les autres.",
          "Chaque personne peut utiliser ses propres appareils fonctionnels, être accompagnée d'une personne de soutien ou d'un animal d'assistance. Lorsqu'un service ou une installation est temporairement perturbé, nous publions un avis sur ce site avec la raison, la durée prévue et les solutions de rechange.",
        ],
      },
      {
        heading: "Exigences générales (Normes d'accessibilité intégrées)",
        paragraphs: ["Nous tenons un plan d'accessibilité pluriannuel, le révisons au moins tous les cinq ans, tenons compte de l'accessibilité dans nos achats et formons notre personnel. Ces politiques et le plan sont publics et offerts dans un format accessible sur demande."],
      },
      {
        heading: "Information et communications",
        paragraphs: [
          "Notre processus de rétroaction est accessible : vous pouvez nous faire part de vos commentaires au moyen du formulaire de notre page sur l'accessibilité, par téléphone, par ATS ou service de relais (711), par courriel ou en personne.",
          "Sur demande, nous fournissons nos renseignements et nos documents dans un format accessible ou avec des aides à la communication, en temps opportun et sans frais supplémentaires, après vous avoir consulté sur ce qui répond à vos besoins. Notre site Web vise la conformité aux WCAG 2.2, niveau AA.",
        ],
      },
      {
        heading: "Emploi",
        paragraphs: [
          "Nous informons les candidats que des mesures d'adaptation sont offertes pendant le recrutement : dans chaque offre d'emploi, lorsque nous invitons une personne à une entrevue et lorsque nous faisons une offre d'embauche.",
          "Nous informons le personnel de nos politiques de soutien aux personnes handicapées, fournissons des renseignements d'urgence sur le lieu de travail et des plans d'adaptation individualisés au besoin, et tenons compte de l'accessibilité dans la gestion du rendement et le perfectionnement professionnel.",
        ],
      },
      {
        heading: "Formation",
        paragraphs: ["Tout le personnel et les bénévoles reçoivent une formation sur les Normes d'accessibilité intégrées et sur le Code des droits de la personne en ce qui concerne les personnes handicapées, dès que possible après leur arrivée et lorsque ces politiques changent. Nous tenons un registre de cette formation."],
      },
    ],
  },
};
