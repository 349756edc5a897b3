/** La page Nous joindre (/fr/nous-joindre): the English page's copy (app/content/contact.ts) in French. */
import type { ContactPageCopy } from "../contact";

export const contactPage: ContactPageCopy = {
  title: "Nous joindre",
  description:
    "Appelez-nous, écrivez-nous ou envoyez-nous un message au sujet des soins à domicile en Ontario. Nous répondons en moins de 24 heures et offrons une consultation gratuite; un soutien d'urgence est offert 24 heures sur 24, 7 jours sur 7.",
  intro: {
    eyebrow: "Nous joindre",
    heading: "Nous sommes là pour vous aider",
    lead: "Vous avez des questions sur les soins pour vous-même ou pour un proche? Appelez-nous, écrivez-nous ou envoyez-nous un message. Une coordonnatrice ou un coordonnateur de soins vous répond en moins de 24 heures.",
    serviceAreas: "Voir nos régions desservies",
  },
  details: {
    heading: "Coordonnées",
    phone: "Téléphone",
    email: "Courriel",
    headOffice: "Siège social",
    cityLine: (city, postalCode) => `${city} (Ontario) ${postalCode}`,
    hoursLabel: "Heures d'ouverture",
  },
  form: { heading: "Envoyez-nous un message", requiredNote: "Les champs marqués d'un * sont obligatoires." },
  emergency: {
    heading: "Soutien d'urgence jour et nuit",
    text: "Nos clients et leurs familles peuvent joindre notre équipe de garde à toute heure, tous les jours de l'année. En cas d'urgence médicale, composez le 911.",
    call: (phone) => `Appelez le ${phone}`,
  },
  team: {
    heading: "Les personnes qui vous répondent",
    portraits: [
      "Portrait illustré d'une infirmière autorisée de notre équipe",
      "Portrait illustré d'une préposée aux services de soutien à la personne de notre équipe",
      "Portrait illustré d'une de nos coordonnatrices de soins",
    ],
  },
  consultation: {
    eyebrow: "Consultation gratuite",
    heading: "Commencez par une consultation gratuite et sans engagement",
    lead: "Parlez-nous de votre situation et nous vous proposerons les soins qui vous conviennent, à domicile, selon votre horaire.",
    book: "Réserver une consultation gratuite",
    bookTitle: "Réserver une consultation gratuite",
    opensBooking: "ouvre la page de réservation",
    brochure: "Télécharger notre brochure",
    brochureNote: " (PDF, en anglais)",
    brochureDescription: "Un aperçu de notre programme de soins à domicile SinaiCare, de nos services et des premières étapes.",
    expectHeading: "À quoi vous attendre",
    expect: [
      { title: "Une réponse en moins de 24 heures", text: "Une coordonnatrice ou un coordonnateur de soins vous rappelle ou vous écrit d'ici un jour ouvrable." },
      { title: "Une évaluation personnalisée des soins", text: "Nous apprenons à connaître les besoins, les habitudes et les préférences de votre proche." },
      { title: "Une proposition de plan de soins détaillée", text: "Vous recevez un plan écrit qui précise les services, l'horaire et les personnes soignantes." },
      { title: "Une discussion transparente sur les tarifs", text: "Des tarifs horaires clairs et aucune surprise, avant le début des soins." },
    ],
  },
};
