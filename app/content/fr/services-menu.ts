/**
 * The services mega-menu in French: the English menu's sections and entries
 * (app/content/services-menu.ts) in the same order, with the same links.
 */
import type { MenuSection } from "../services-menu";

export const servicesMenu: MenuSection[] = [
  {
    title: "SinaiCare",
    href: "/sinaicare",
    description: "Notre programme phare de soins à domicile personnalisés.",
    icon: "home-heart",
    tone: "teal",
    items: [
      { name: "Compagnie et soins infirmiers", description: "Une présence chaleureuse et des soins infirmiers qualifiés à domicile." },
      { name: "Soutien 24 heures sur 24, 7 jours sur 7", description: "Des soins à toute heure, tous les jours de l'année." },
      { name: "CareBridge (soins avec hébergement)", description: "Une personne soignante dévouée qui vit à domicile." },
      { name: "Entretien ménager et préparation des repas", description: "Ménage léger, courses et repas sains." },
      { name: "Soins palliatifs et postopératoires", description: "Confort, dignité et soutien au rétablissement." },
      { name: "Accompagnement médical et retour à domicile", description: "Des trajets sûrs vers les rendez-vous, et le retour à la maison." },
    ],
  },
  {
    title: "Solutions de main-d'œuvre",
    href: "/services/workforce",
    description: "Gestion des soins, soins spécialisés et dotation en personnel de santé.",
    icon: "briefcase",
    tone: "indigo",
    items: [
      {
        name: "Gestion des soins",
        href: "/services/care-management",
        description:
          "Évaluation et planification, coordination des soins, transitions, surveillance des médicaments et des traitements, soutien et information aux familles, défense des droits et orientation.",
      },
      {
        name: "Soins spécialisés",
        href: "/services/specialized-care",
        description:
          "Dotation en personnel de santé, professionnels qualifiés, soutien comportemental, préposés en approche de proximité, soutien en foyer de groupe et dotation hospitalière.",
      },
      { name: "Soins aux personnes atteintes de la maladie de Parkinson", description: "Soutien pour la mobilité, la routine et les médicaments." },
      { name: "Soutien Alzheimer et démence", description: "Des soins patients et familiers en cas de perte de mémoire." },
      { name: "Rétablissement après un AVC", description: "Retrouver la force et l'autonomie." },
      { name: "Soins de fin de vie", description: "Des soins de confort tout en douceur pour toute la famille." },
    ],
  },
  {
    title: "Soutien aux adultes ayant une déficience",
    href: "/services/adults-disabilities",
    description: "Un soutien centré sur la personne pour les adultes vivant avec une déficience.",
    icon: "hands",
    tone: "rose",
    items: [
      { name: "Soutien comportemental", description: "Des plans de soutien comportemental positifs et constants." },
      { name: "Aide au programme Passeport", description: "De l'aide pour utiliser le financement Passeport de l'Ontario." },
      { name: "Thérapies personnalisées", description: "Des thérapies adaptées aux objectifs de chaque personne." },
      { name: "Réadaptation et counseling", description: "Développer les habiletés, la confiance et le bien-être." },
      { name: "Répit spécialisé", description: "Un répit de confiance pour les proches aidants." },
      { name: "Planification individuelle des soins", description: "Un plan construit autour de la personne." },
    ],
  },
  {
    title: "IntegratedCare Solutions (ICS)",
    href: "/services/integrated-care",
    description: "Des programmes de l'hôpital au domicile, avec nos partenaires du système de santé.",
    icon: "hospital",
    tone: "amber",
    items: [
      { name: "Unités de soins de transition", description: "Des soins intermédiaires entre l'hôpital et la maison." },
      { name: "Modèles de soins en grappe", description: "Des visites souples partagées dans un même quartier." },
      { name: "Planification du congé", description: "Un retour à la maison sûr et bien préparé." },
      { name: "Services Care@Home", description: "Un soutien de niveau hospitalier à domicile." },
      { name: "Soutien en résidence pour aînés", description: "De l'aide supplémentaire en résidence avec services." },
      { name: "Prévention des réadmissions", description: "Un suivi qui aide les gens à rester en santé chez eux." },
    ],
  },
];

export const megaMenuFooter = {
  heading: "Besoin d'aide pour choisir le bon service?",
  text: "Nos coordonnatrices et coordonnateurs de soins vous aident à trouver la solution qui vous convient.",
  cta: { label: "Commencer", href: "/contact" },
};
