/**
 * The service content in French: the home page cards, the care-management
 * steps, /fr/sinaicare and the five service pages, with the English module's
 * types (app/content/services.ts) and in its order. Titles come from the
 * French mega-menu (services-menu.ts), as in English; links stay English
 * paths, which the pages turn into their French twins (inEdition).
 */
import type * as english from "../services";
import type { Feature, ServiceAction, ServiceCard, ServicePage, ServiceSlug } from "../services";
import type { MenuSection } from "../services-menu";
import { servicesMenu } from "./services-menu";

const menuSection = (href: string): MenuSection => servicesMenu.find((section) => section.href === href)!;
const menuItemName = (section: MenuSection, href: string): string => section.items.find((item) => item.href === href)!.name;

const sinaiCareMenu = menuSection("/sinaicare");
const workforceMenu = menuSection("/services/workforce");
const adultsMenu = menuSection("/services/adults-disabilities");
const integratedMenu = menuSection("/services/integrated-care");
const careManagementName = menuItemName(workforceMenu, "/services/care-management");
const specializedName = menuItemName(workforceMenu, "/services/specialized-care");
const specializedDescription = workforceMenu.items.find((item) => item.href === "/services/specialized-care")!.description;
/** The workforce section's conditions (Parkinson, démence, AVC, fin de vie), in the menu's order. */
const [parkinson, dementia, stroke, endOfLife] = workforceMenu.items.filter((item) => !item.href).map((item) => item.name) as [string, string, string, string];

/** A section's plain entries (those without a link), each with the longer description given in the same order. */
function detailed(section: MenuSection, descriptions: string[]): Feature[] {
  return section.items.filter((item) => !item.href).map((item, index) => ({ title: item.name, description: descriptions[index] ?? item.description }));
}

// ---------------------------------------------------------------------------
// Page d'accueil : la section Services
// ---------------------------------------------------------------------------

export const servicesIntro: typeof english.servicesIntro = {
  eyebrow: "Nos services",
  heading: "Des soins pour chaque étape de la vie",
  text: "De quelques heures d'aide par semaine aux soins infirmiers jour et nuit, nous bâtissons les soins autour de la personne et les adaptons à ses besoins.",
};

export const featuredServiceCards: ServiceCard[] = [
  {
    title: sinaiCareMenu.title,
    subtitle: "Notre programme phare de soins individuels à domicile",
    description:
      "Compagnie, soins personnels et soins infirmiers par une personne soignante dévouée, choisie selon vos besoins et disponible jour et nuit.",
    features: sinaiCareMenu.items.slice(0, 4).map((item) => item.name),
    href: "/sinaicare",
    image: "/images/services/sinaicare.svg",
    imageAlt: "Illustration d'une soignante assise auprès d'une dame âgée, à la maison",
    tone: sinaiCareMenu.tone,
    icon: sinaiCareMenu.icon,
  },
  {
    title: adultsMenu.title,
    subtitle: "Un soutien centré sur la personne, pour plus d'autonomie",
    description:
      "Un soutien concret et respectueux qui aide les adultes ayant une déficience à développer leurs habiletés, à profiter de leur communauté et à vivre la vie qu'ils choisissent.",
    features: adultsMenu.items.slice(0, 4).map((item) => item.name),
    href: "/services/adults-disabilities",
    image: "/images/services/adults-disabilities.svg",
    imageAlt: "Illustration d'un intervenant qui marche aux côtés d'un jeune homme en fauteuil roulant",
    tone: adultsMenu.tone,
    icon: adultsMenu.icon,
  },
  {
    title: specializedName,
    subtitle: "Des soins qualifiés pour les problèmes de santé complexes",
    description:
      "Des soignants formés pour la maladie de Parkinson, la démence, les maladies du cœur, l'après-AVC, le cancer et la fin de vie.",
    features: [parkinson, dementia, stroke, endOfLife],
    href: "/services/specialized-care",
    image: "/images/services/specialized-care.svg",
    imageAlt: "Illustration d'une infirmière qui prend la tension artérielle d'un homme âgé",
    tone: "indigo",
    icon: "heart",
  },
  {
    title: integratedMenu.title,
    subtitle: "Des programmes de l'hôpital au domicile",
    description:
      "Avec nos partenaires, hôpitaux et équipes Santé Ontario, nous rendons le retour à la maison sécuritaire et aidons les patients à rester en santé une fois chez eux.",
    features: integratedMenu.items.slice(0, 4).map((item) => item.name),
    href: "/services/integrated-care",
    image: "/images/services/integrated-care.svg",
    imageAlt: "Illustration d'une personne qui quitte l'hôpital accompagnée d'une soignante",
    tone: integratedMenu.tone,
    icon: integratedMenu.icon,
  },
];

export const supportServiceCards: ServiceCard[] = [
  {
    title: careManagementName,
    subtitle: "Un guide professionnel tout au long du parcours",
    description:
      "Une ou un gestionnaire de soins attitré évalue les besoins, établit le plan, coordonne tous les intervenants et tient la famille au courant.",
    features: ["Évaluation et planification", "Coordination des soins", "Soutien et information aux familles"],
    href: "/services/care-management",
    image: "/images/services/care-management.svg",
    imageAlt: "Illustration d'une gestionnaire de soins qui passe en revue un plan de soins avec une famille",
    tone: workforceMenu.tone,
    icon: "briefcase",
  },
  {
    title: workforceMenu.title,
    subtitle: "Du personnel de santé qualifié, quand vous en avez besoin",
    description:
      "Personnel infirmier, préposés aux services de soutien à la personne et aides ménagères pour les hôpitaux, les foyers de groupe, les résidences et les programmes communautaires.",
    features: ["Dotation en personnel de santé et hospitalier", "Soutien en foyer de groupe", "Préposés en approche de proximité"],
    href: "/services/workforce",
    image: "/images/services/workforce.svg",
    imageAlt: "Illustration d'une équipe d'infirmières et de préposés",
    tone: workforceMenu.tone,
    icon: workforceMenu.icon,
  },
];

export const careManagementSteps: typeof english.careManagementSteps = {
  heading: "Une gestion des soins complète",
  text: "Chaque client a son plan, et une personne qui veille à ce qu'il fonctionne.",
  steps: [
    {
      title: "Évaluation et planification",
      description: "Une infirmière ou un gestionnaire de soins vous rencontre à domicile, apprend ce qui compte pour vous et rédige avec vous votre plan de soins.",
    },
    {
      title: "Coordination des soins",
      description: "Nous choisissons vos personnes soignantes, organisons l'horaire et restons en contact avec vos médecins et vos autres fournisseurs de soins.",
    },
    {
      title: "Suivi continu",
      description: "Des suivis et des révisions réguliers gardent le plan à jour à mesure que votre santé et vos souhaits évoluent.",
    },
  ],
};

export const getStartedBanner: typeof english.getStartedBanner = {
  heading: "Prêts à commencer?",
  text: "Réservez une consultation gratuite et sans engagement. Nous vous écouterons, répondrons à vos questions et vous proposerons un plan qui vous convient.",
  bookingLabel: "Planifier une consultation gratuite",
};

// ---------------------------------------------------------------------------
// /fr/sinaicare
// ---------------------------------------------------------------------------

export const sinaiCarePage: typeof english.sinaiCarePage = {
  title: sinaiCareMenu.title,
  eyebrow: "Notre programme phare",
  heading: `${sinaiCareMenu.title}\u00a0: des soins à domicile personnalisés et individuels`,
  metaDescription:
    "SinaiCare, notre programme de soins à domicile personnalisés et individuels : compagnie, soins infirmiers, soutien 24 heures sur 24, soins à demeure et aide au retour de l'hôpital, partout en Ontario.",
  intro: [
    "SinaiCare vous envoie une personne soignante certifiée et dévouée, choisie selon vos besoins, vos habitudes et votre personnalité. Que vous ayez besoin de quelques heures d'aide par semaine ou de soins jour et nuit, votre plan est établi avec vous et revu au fil des changements de votre vie.",
    "Les familles choisissent SinaiCare pour la tranquillité d'esprit : un visage familier et de confiance est là, et une équipe dirigée par du personnel infirmier appuie chaque visite.",
  ],
  image: "/images/services/sinaicare.svg",
  imageAlt: "Illustration d'une soignante assise auprès d'une dame âgée, à la maison",
  includesHeading: "Ce que comprend SinaiCare",
  includes: detailed(sinaiCareMenu, [
    "Conversation, sorties et aide aux routines quotidiennes, en plus de soins infirmiers qualifiés comme le soin des plaies, l'aide à la prise des médicaments et la surveillance de l'état de santé.",
    "Des soins à toute heure, la fin de semaine et les jours fériés, avec une coordonnatrice ou un coordonnateur de garde toujours joignable par téléphone.",
    "Une personne soignante dévouée qui habite chez vous, pour les clients qui ont besoin d'un soutien constant le jour comme la nuit.",
    "Ménage léger, lessive, épicerie et repas sains qui respectent les besoins alimentaires et les recettes de famille.",
    "Des soins axés sur le confort en fin de vie, et un rétablissement en toute sécurité à la maison après une chirurgie ou un séjour à l'hôpital.",
    "Une personne soignante qui vous accompagne à vos rendez-vous, et un retour à la maison en douceur et bien encadré après l'hôpital.",
  ]),
  whyChooseHeading: "Pourquoi choisir SinaiCare?",
  whyChoose: [
    {
      title: "Un client, une personne soignante",
      description: "Pendant chaque visite, votre personne soignante est là pour vous seulement, sans jamais courir d'un client à l'autre.",
    },
    {
      title: "Un jumelage réfléchi",
      description: "Nous tenons compte des compétences, de la langue, de la culture et de la personnalité, et nous changeons le jumelage s'il ne convient pas.",
    },
    {
      title: "Des plans de soins dirigés par des infirmières",
      description: "Des infirmières et infirmiers autorisés supervisent chaque plan et forment les personnes soignantes aux besoins particuliers du client.",
    },
    {
      title: "Du soutien à toute heure",
      description: "Les soins et une coordonnatrice ou un coordonnateur de garde sont offerts 24 heures sur 24, 7 jours sur 7.",
    },
    {
      title: "Des horaires souples",
      description: "Des visites courtes aux soins à demeure, sans contrat à long terme, avec des changements faciles.",
    },
    {
      title: "Des prix clairs et honnêtes",
      description: "Vous recevez une estimation écrite avant le début des soins, et nous vous aidons à utiliser vos assurances et vos avantages sociaux.",
    },
  ],
  missionPromise:
    "Avec SinaiCare, nous tenons cette promesse un client à la fois : les mêmes visages bienveillants, un plan qui vous convient et une équipe qui répond quand vous appelez.",
  closing: {
    heading: "Parlons des soins dont vous avez besoin",
    text: "Réservez une consultation gratuite en ligne, ou appelez-nous pour parler dès aujourd'hui à une coordonnatrice ou un coordonnateur de soins.",
  },
};

// ---------------------------------------------------------------------------
// /fr/services/{service}
// ---------------------------------------------------------------------------

const consultation: ServiceAction = { kind: "booking", label: "Planifier une consultation" };

export const servicePages: Record<ServiceSlug, ServicePage> = {
  "adults-disabilities": {
    slug: "adults-disabilities",
    title: adultsMenu.title,
    eyebrow: "Un soutien centré sur la personne",
    metaDescription:
      "Du soutien pour les adultes ayant une déficience intellectuelle, développementale ou physique en Ontario : soutien comportemental, aide au programme Passeport, thérapies, répit et planification individuelle des soins.",
    tone: adultsMenu.tone,
    image: "/images/services/adults-disabilities.svg",
    imageAlt: "Illustration d'un intervenant qui marche aux côtés d'un jeune homme en fauteuil roulant",
    intro: [
      "Nous accompagnons des adultes vivant avec une déficience développementale, intellectuelle ou physique, à domicile et dans la communauté. Nos intervenantes et intervenants les aident à acquérir des habiletés du quotidien, à suivre leurs intérêts et à vivre de façon aussi autonome qu'ils le souhaitent.",
      "Les familles y gagnent un partenaire fiable : une équipe stable, un plan écrit et une coordonnatrice ou un coordonnateur qui connaît votre proche par son nom.",
    ],
    highlights: ["Des intervenants stables et formés", "Financement Passeport accepté", "Des heures souples, répit compris"],
    offerings: {
      heading: "Six façons de vous aider",
      text: "Le soutien s'organise autour des objectifs, des forces et des habitudes de la personne.",
      items: detailed(adultsMenu, [
        "Des stratégies positives et constantes, élaborées avec la famille et les cliniciens, pour que les moments difficiles soient compris et gérés avec calme.",
        "De l'aide pour comprendre et utiliser le financement Passeport de l'Ontario : participation à la vie communautaire, répit et relève pour les proches aidants.",
        "Du soutien pour suivre les plans de thérapie à la maison, des exercices d'orthophonie et d'ergothérapie aux routines de physiothérapie.",
        "Développer les habiletés de vie, la confiance et le bien-être émotionnel, avec une orientation vers du counseling lorsque c'est utile.",
        "Une intervenante ou un intervenant formé et de confiance, pour que les proches aidants puissent se reposer, travailler ou partir en vacances l'esprit tranquille.",
        "Un plan écrit, établi avec la personne et sa famille, revu régulièrement et mis à jour quand les objectifs changent.",
      ]),
    },
    actions: [{ kind: "intake", label: "Faire une demande d'admission" }, consultation],
    closing: {
      heading: "Planifions le soutien ensemble",
      text: "Remplissez notre court formulaire d'admission, ou réservez une consultation gratuite pour en parler avec une coordonnatrice ou un coordonnateur.",
    },
  },

  "specialized-care": {
    slug: "specialized-care",
    title: "Services de soins spécialisés",
    eyebrow: specializedName,
    metaDescription:
      "Des soins à domicile spécialisés en Ontario : maladie de Parkinson, démence, maladies du cœur, rétablissement après un AVC, cancer et soins de fin de vie.",
    tone: "indigo",
    image: "/images/services/specialized-care.svg",
    imageAlt: "Illustration d'une infirmière qui prend la tension artérielle d'un homme âgé",
    intro: [
      "Certains problèmes de santé demandent plus que des soins à domicile généraux. Notre personnel infirmier et nos préposés aux services de soutien à la personne (PSSP) reçoivent une formation supplémentaire pour les problèmes ci-dessous, et chaque plan est supervisé par une infirmière autorisée.",
      "Nous travaillons avec vos médecins et vos spécialistes pour que les soins à domicile suivent leurs conseils, et nous les avisons rapidement quand quelque chose change.",
    ],
    highlights: ["Une formation propre à chaque maladie", "Des plans de soins supervisés par des infirmières", "Soins de jour, de nuit et à demeure"],
    offerings: {
      heading: "Les problèmes de santé dont nous prenons soin",
      text: "Chaque programme allie des soins qualifiés à la patience, au confort et au respect.",
      items: [
        {
          title: parkinson,
          description: "De l'aide pour la mobilité, l'équilibre et la prévention des chutes, les exercices et la prise des médicaments à l'heure, chaque fois.",
        },
        {
          title: dementia,
          description: "Des routines calmes et familières, des activités qui ont du sens et une réorientation en douceur, avec des conseils aux familles sur ce qui les attend.",
        },
        {
          title: "Soins de santé cardiaque",
          description: "Surveillance de la tension artérielle, du poids et des symptômes, repas bons pour le cœur et soutien à la réadaptation cardiaque à domicile.",
        },
        {
          title: stroke,
          description: "Du soutien pour les exercices de thérapie, la parole et la mobilité, et une aide sécuritaire aux tâches quotidiennes pendant que les forces reviennent.",
        },
        {
          title: "Soutien aux personnes atteintes de cancer",
          description: "Du réconfort pendant les traitements, transport et compagnie aux rendez-vous, surveillance des symptômes et aide à la maison.",
        },
        {
          title: endOfLife,
          description: "Des soins palliatifs tout en douceur, axés sur le confort et la dignité, avec du soutien pour toute la famille, jour et nuit.",
        },
      ],
    },
    extra: {
      heading: "Des équipes de soutien spécialisées",
      text: specializedDescription,
      items: ["Intervenants en soutien comportemental", "Préposés en approche de proximité", "Soutien en foyer de groupe", "Dotation hospitalière"],
    },
    actions: [consultation, { kind: "link", label: "Parler à un coordonnateur", href: "/contact" }],
    closing: {
      heading: "Des soins spécialisés, près de chez vous",
      text: "Parlez-nous du diagnostic et de l'aide dont vous avez besoin. Nous vous proposerons un plan et les bonnes personnes soignantes.",
    },
  },

  "integrated-care": {
    slug: "integrated-care",
    title: integratedMenu.title,
    eyebrow: "Des soins de l'hôpital au domicile",
    metaDescription:
      "IntegratedCare Solutions (ICS) : soins de l'hôpital au domicile, planification du congé, soins de transition et prévention des réadmissions, avec les hôpitaux et les équipes Santé Ontario.",
    tone: integratedMenu.tone,
    image: "/images/services/integrated-care.svg",
    imageAlt: "Illustration d'une personne qui quitte l'hôpital accompagnée d'une soignante",
    intro: [
      "IntegratedCare Solutions (ICS) relie l'hôpital et la maison. Avec les hôpitaux, les équipes Santé Ontario et nos partenaires communautaires, nous organisons les soins avant le congé pour que les patients rentrent chez eux en sécurité et en toute confiance.",
      "Une fois à la maison, notre équipe assure un suivi étroit pour prévenir les complications et éviter un retour à l'hôpital.",
    ],
    highlights: ["Début des soins le jour même du congé", "Des plans communs avec les équipes hospitalières", "Un suivi qui prévient les réadmissions"],
    offerings: {
      heading: "Nos programmes ICS",
      text: "Des modèles souples, adaptés aux patients et à la communauté de chaque partenaire.",
      items: detailed(integratedMenu, [
        "Des soins intermédiaires pour les patients qui n'ont plus besoin d'un lit d'hôpital, mais qui ne sont pas encore prêts à rentrer seuls à la maison.",
        "Des visites courtes et fréquentes, partagées entre des clients qui habitent près les uns des autres, pour que l'aide soit là au bon moment.",
        "Nous rencontrons les patients et le personnel de l'hôpital avant le congé, et les services et l'équipement sont prêts à la maison.",
        "Des soins infirmiers et du soutien personnel à domicile qui, autrefois, auraient exigé un séjour plus long à l'hôpital.",
        "De l'aide supplémentaire pour les résidents des résidences avec services et des résidences pour aînés pendant leur rétablissement.",
        "Des suivis rapides, des révisions de la médication et un plan clair des signes d'alerte, pour que les gens restent en santé chez eux.",
      ]),
    },
    process: {
      heading: "De l'hôpital à la maison en quatre étapes",
      text: "Un parcours clair pour les patients, les familles et les équipes hospitalières.",
      steps: [
        {
          title: "Aiguillage",
          description: "Un hôpital, un médecin, une équipe Santé Ontario ou un membre de la famille nous dirige le patient.",
        },
        {
          title: "Planification du congé",
          description: "Nous évaluons les besoins avec l'équipe de l'hôpital et convenons d'un plan de soins avant le départ du patient.",
        },
        {
          title: "Retour à la maison",
          description: "Une personne soignante accueille le patient chez lui le jour du congé, avec des services déjà en place.",
        },
        {
          title: "Suivi",
          description: "Des visites et des suivis réguliers, avec des comptes rendus à l'équipe de soins, gardent le rétablissement sur la bonne voie.",
        },
      ],
    },
    actions: [{ kind: "intake", label: "Faire un aiguillage" }, consultation],
    closing: {
      heading: "Devenez notre partenaire",
      text: "Les hôpitaux, les équipes de santé et les familles peuvent faire un aiguillage en ligne, ou réserver un appel pour discuter d'un partenariat.",
    },
  },

  "care-management": {
    slug: "care-management",
    title: "Services de gestion des soins",
    eyebrow: careManagementName,
    metaDescription:
      "La gestion des soins en Ontario : évaluation et planification, coordination des soins, transitions, surveillance des médicaments et des traitements, soutien aux familles et défense des droits.",
    tone: workforceMenu.tone,
    image: "/images/services/care-management.svg",
    imageAlt: "Illustration d'une gestionnaire de soins qui passe en revue un plan de soins avec une famille",
    intro: [
      "Organiser des soins peut sembler écrasant, surtout à distance. Une ou un gestionnaire de soins vous enlève ce poids : une professionnelle ou un professionnel d'expérience qui connaît le système de santé et veille à ce que tout avance.",
      "Votre gestionnaire de soins évalue les besoins, établit le plan, coordonne tous les intervenants et tient la famille au courant, pour que vous puissiez vous consacrer aux moments passés ensemble.",
    ],
    highlights: ["Une seule personne-ressource", "Des nouvelles régulières pour la famille", "Des infirmières et des travailleuses sociales d'expérience"],
    offerings: {
      heading: "Six services, une seule personne pour les coordonner",
      text: "Faites appel à un seul service ou à tous, selon votre situation.",
      items: [
        {
          title: "Évaluation et planification",
          description: "Une évaluation complète à domicile de la santé, de la sécurité et du bien-être, et un plan écrit aux objectifs clairs.",
        },
        {
          title: "Coordination des soins",
          description: "L'horaire des personnes soignantes, des thérapeutes et des rendez-vous, et l'assurance que tout le monde suit le même plan.",
        },
        {
          title: "Transitions de soins",
          description: "La planification des passages entre l'hôpital, la maison, une résidence pour aînés ou un foyer de soins de longue durée, pour que rien ne soit oublié.",
        },
        {
          title: "Surveillance des médicaments et des traitements",
          description: "La révision des médicaments avec les pharmaciens et les médecins, et l'assurance que les traitements sont bien suivis.",
        },
        {
          title: "Soutien et information aux familles",
          description: "Expliquer les problèmes de santé et les options, guider les proches aidants et animer des rencontres familiales quand les décisions sont difficiles.",
        },
        {
          title: "Défense des droits et orientation",
          description: "Faire valoir les intérêts du client et trouver les bons programmes, le bon financement et les bonnes ressources communautaires.",
        },
      ],
    },
    process: {
      heading: "Comment fonctionne la gestion des soins",
      text: "Quatre étapes, puis un plan qui s'améliore sans cesse.",
      steps: [
        {
          title: "Consultation gratuite",
          description: "Dites-nous ce qui se passe et ce qui vous inquiète. Nous vous expliquons comment nous pouvons aider et ce que cela coûte.",
        },
        {
          title: "Évaluation à domicile",
          description: "Votre gestionnaire de soins vient rencontrer le client et sa famille, et fait le point sur la santé, la sécurité et les besoins quotidiens.",
        },
        {
          title: "Plan de soins personnalisé",
          description: "Nous rédigeons un plan avec vous, fixons des objectifs et organisons les services et les personnes soignantes qu'il prévoit.",
        },
        {
          title: "Suivi continu",
          description: "Des révisions régulières et des nouvelles à la famille, avec des changements rapides quand les besoins changent.",
        },
      ],
    },
    actions: [
      { kind: "booking", label: "Réserver une évaluation" },
      { kind: "link", label: "Nous joindre", href: "/contact" },
    ],
    closing: {
      heading: "Parlez à une ou un gestionnaire de soins",
      text: "Réservez une consultation gratuite, ou écrivez-nous : nous vous répondrons en moins de 24 heures.",
    },
  },

  workforce: {
    slug: "workforce",
    title: workforceMenu.title,
    eyebrow: "Dotation en personnel de santé",
    metaDescription:
      "Dotation en personnel de santé en Ontario : personnel infirmier qualifié, préposés aux services de soutien à la personne (PSSP) et aides ménagères pour les hôpitaux, les foyers de groupe, les résidences et les programmes communautaires.",
    tone: workforceMenu.tone,
    image: "/images/services/workforce.svg",
    imageAlt: "Illustration d'une équipe d'infirmières et de préposés",
    intro: [
      "Des hôpitaux, des foyers de groupe, des résidences pour aînés et des organismes communautaires comptent sur nous pour du personnel de santé qualifié, d'un seul quart de travail à des affectations de longue durée.",
      "Chaque personne que nous affectons est sélectionnée, certifiée et épaulée par nos coordonnatrices et coordonnateurs : vous pouvez compter sur un personnel fiable et bienveillant, qui s'intègre à votre équipe.",
    ],
    highlights: ["Affectations de courte et de longue durée", "Personnel sélectionné et certifié", "Soutien à l'horaire 24 heures sur 24, 7 jours sur 7"],
    offerings: {
      heading: "Services de dotation",
      text: "Une dotation souple, pour des soins sécuritaires et une équipe bien épaulée.",
      items: [
        {
          title: "Dotation en personnel de santé",
          description: "Infirmières et infirmiers autorisés (IA), infirmières et infirmiers auxiliaires autorisés (IAA) et préposés aux services de soutien à la personne (PSSP), pour des quarts ou des contrats.",
        },
        {
          title: "Dotation hospitalière",
          description: "Présence individuelle au chevet, surveillance constante et renfort dans les unités achalandées.",
        },
        {
          title: "Soutien en foyer de groupe",
          description: "Des intervenants en services aux personnes ayant une déficience intellectuelle et du personnel de soutien qui connaissent les soins centrés sur la personne.",
        },
        {
          title: "Préposés en approche de proximité",
          description: "Des préposés qui rendent visite aux clients dans la communauté pour des soins personnels prévus à l'horaire.",
        },
        {
          title: "Soutien comportemental",
          description: "Du personnel formé à la désescalade et au soutien au comportement positif, pour les besoins complexes.",
        },
        {
          title: "Remplacements urgents",
          description: "Des remplacements de dernière minute et de nuit, organisés à toute heure par nos coordonnatrices et coordonnateurs.",
        },
      ],
    },
    qualifications: {
      heading: "Des qualifications sur lesquelles vous pouvez compter",
      text: "Chaque affectation respecte ces normes avant le premier quart.",
      groups: [
        {
          title: "Personnel infirmier (IA et IAA)",
          items: [
            "Inscription en règle auprès de l'Ordre des infirmières et infirmiers de l'Ontario",
            "RCR et soins immédiats de réanimation à jour",
            "Vérification satisfaisante de l'aptitude à travailler auprès de personnes vulnérables",
            "Expérience des soins à domicile, communautaires ou hospitaliers",
          ],
        },
        {
          title: "Préposés aux services de soutien à la personne",
          items: [
            "Certificat de PSSP d'un programme reconnu en Ontario",
            "Premiers soins et RCR à jour",
            "Vérification satisfaisante de l'aptitude à travailler auprès de personnes vulnérables",
            "Formation aux levers et transferts sécuritaires et à la prévention des infections",
          ],
        },
        {
          title: "Aide ménagère",
          items: [
            "Expérience de l'entretien ménager, de la lessive et de la préparation des repas",
            "Connaissance de la manipulation sécuritaire des aliments",
            "Vérification satisfaisante de l'aptitude à travailler auprès de personnes vulnérables",
            "Respect des habitudes et de la culture de chaque foyer",
          ],
        },
      ],
    },
    actions: [
      { kind: "link", label: "Demander du personnel", href: "/contact" },
      { kind: "link", label: "Joindre notre équipe", href: "/careers" },
    ],
    closing: {
      heading: "Besoin de personnel qualifié?",
      text: "Parlez-nous de vos besoins en personnel : une coordonnatrice ou un coordonnateur vous répondra en moins de 24 heures.",
    },
  },
};
