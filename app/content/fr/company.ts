/**
 * Who we are, in French: the English module's claims, statements, values,
 * principles, plan and care partners (app/content/company.ts), with its types
 * and in its order. The company facts (years, places) are the English module's.
 */
import * as english from "../company";

const { companyFacts } = english;

/** Same numbers and icons as in English; only the labels change. */
export const stats: typeof english.stats = english.stats.map((stat, index) => ({
  ...stat,
  label: ["Années d'expérience", "Personnes soignantes certifiées", "Soutien disponible"][index]!,
}));

export const aboutIntro: typeof english.aboutIntro = {
  eyebrow: "À propos",
  heading: "Des soins comme en famille, par des personnes formées pour aider",
  text: `Depuis ${companyFacts.establishedYear}, des familles de tout l'Ontario nous confient les personnes qu'elles aiment. Nous jumelons chaque client à des personnes soignantes adaptées à ses besoins, à ses habitudes et à sa personnalité, et nous restons présents pour que les soins suivent les changements de la vie.`,
};

export const mission: typeof english.mission = {
  title: "Notre mission",
  text: "Offrir des soins de santé à domicile personnalisés et empreints de compassion, qui permettent de vivre en sécurité, confortablement et dans la dignité, là où l'on se sent chez soi.",
};

export const vision: typeof english.vision = {
  title: "Notre vision",
  text: "Une communauté où toute personne qui a besoin de soins peut les recevoir chez elle, de gens qui la connaissent, la respectent et la traitent comme un membre de la famille.",
};

export const values: typeof english.values = [
  {
    title: "Compassion",
    description: "Nous écoutons d'abord, et nous prenons soin de chaque client comme nous voudrions qu'on prenne soin de notre propre famille.",
    icon: "heart",
  },
  {
    title: "Respect et dignité",
    description: "Nous respectons les choix, la culture, la vie privée et l'autonomie de chaque personne, chez elle.",
    icon: "hands",
  },
  {
    title: "Intégrité",
    description: "Nous sommes honnêtes sur ce que nous pouvons faire, nous tenons parole et nous sommes clairs sur les coûts.",
    icon: "shield",
  },
  {
    title: "Excellence",
    description: "Des personnes soignantes certifiées, une formation continue et des suivis réguliers maintiennent des soins de grande qualité.",
    icon: "star",
  },
  {
    title: "Collaboration",
    description: "Nous travaillons main dans la main avec les familles, les médecins, les hôpitaux et nos partenaires communautaires.",
    icon: "users",
  },
];

export const firstPrinciples: typeof english.firstPrinciples = [
  { title: "Le client d'abord", text: "Chaque décision part de ce qui est le mieux pour la personne qui reçoit les soins." },
  {
    title: "Des soins personnels",
    text: "Des soins individuels, planifiés selon les besoins, les habitudes et les objectifs de chaque client, jamais une solution unique pour tous.",
  },
  {
    title: "La sécurité n'est jamais facultative",
    text: "Des personnes soignantes sélectionnées et certifiées et des procédures claires protègent autant les clients que le personnel.",
  },
  {
    title: "Les familles sont nos partenaires",
    text: "Nous tenons les familles informées et engagées, et nous accueillons ce qu'elles savent de la personne qu'elles aiment.",
  },
  {
    title: "Les personnes soignantes sont valorisées",
    text: "Un personnel bien soutenu et bien formé soigne mieux : c'est pourquoi nous investissons dans nos gens.",
  },
  {
    title: "La continuité bâtit la confiance",
    text: "Des visages familiers et des routines stables aident les clients à se sentir en sécurité et permettent de remarquer tôt les petits changements.",
  },
];

export const strategicPlan: typeof english.strategicPlan = [
  {
    title: "Élargir l'accès aux soins",
    text: "Offrir des soins à domicile personnalisés à plus de communautés en Ontario et dans les autres provinces que nous desservons.",
  },
  {
    title: "Investir dans notre personnel",
    text: "Bâtir une équipe qualifiée et certifiée grâce à un salaire équitable, à la formation payée et à des perspectives d'avancement claires.",
  },
  {
    title: "Renforcer nos partenariats de soins",
    text: "Travailler de près avec les hôpitaux, les équipes Santé Ontario et les soins primaires pour que chaque retour à la maison soit sûr.",
  },
  {
    title: "Mesurer et améliorer la qualité",
    text: "Écouter les clients et les familles, suivre les résultats et nous servir de ce que nous apprenons pour améliorer les soins chaque année.",
  },
];

export const carePartnersIntro: typeof english.carePartnersIntro = {
  eyebrow: "Partenaires de soins",
  heading: "Travailler ensemble pour de meilleurs soins à domicile",
  text: "De bons soins à domicile reposent sur un bon travail d'équipe. Nous collaborons avec les personnes et les organismes sur lesquels nos clients comptent déjà.",
};

/** Same images as in English, in the same order. */
const partnerImages = english.carePartners.map((partner) => partner.image);

export const carePartners: typeof english.carePartners = [
  {
    imageAlt: "Illustration d'un bâtiment d'hôpital",
    title: "Hôpitaux et centres de soins de courte durée",
    description: "Des congés sécuritaires et au bon moment, avec des soins en place le jour même du retour à la maison.",
  },
  {
    imageAlt: "Illustration d'une résidence pour aînés",
    title: "Résidences pour aînés",
    description: "Un soutien individuel supplémentaire pour les résidents qui ont besoin de plus que ce que la résidence offre.",
  },
  {
    imageAlt: "Illustration d'une clinicienne avec un stéthoscope",
    title: "Spécialistes en soins gériatriques",
    description: "Des plans de soins qui suivent les conseils des spécialistes sur la mémoire, la mobilité et les médicaments.",
  },
  {
    imageAlt: "Illustration de deux personnes qui se serrent la main",
    title: "Conseillers de confiance",
    description: "Avocats, planificateurs financiers et travailleurs sociaux qui aident les familles à planifier les soins.",
  },
  {
    imageAlt: "Illustration d'une clinique de médecine familiale",
    title: "Fournisseurs de soins primaires",
    description: "Médecins de famille et infirmières praticiennes, tenus au courant de l'état de leurs patients à la maison.",
  },
  {
    imageAlt: "Illustration de membres d'une équipe de soins reliés entre eux",
    title: "Équipes Santé Ontario",
    description: "Des soins coordonnés entre les fournisseurs, pour que les clients passent d'un service à l'autre sans interruption.",
  },
  {
    imageAlt: "Illustration d'un bouclier protecteur orné d'un cœur",
    title: "Assureurs et fournisseurs d'avantages sociaux",
    description: "De l'aide pour faire appel à l'assurance privée, à Anciens Combattants Canada et aux avantages sociaux de l'employeur.",
  },
].map((partner, index) => ({ image: partnerImages[index]!, ...partner }));

export const collaborativeCare: typeof english.collaborativeCare = {
  heading: "L'excellence par la collaboration",
  text: "Quand les familles, les professionnels de la santé et les personnes soignantes partagent un même plan, les clients se portent mieux à la maison.",
  points: [
    { title: "Des transitions de soins sans heurts", text: "De l'hôpital à la maison, avec le bon soutien organisé avant le retour." },
    { title: "Un meilleur accès aux soins", text: "Des débuts plus rapides et moins d'attente, où que vivent nos clients." },
    { title: "Des réseaux de soins plus solides", text: "Toute l'équipe de soins informée, reliée et tournée vers les mêmes objectifs." },
  ],
};
