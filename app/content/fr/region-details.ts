/**
 * The region pages' copy in French (/fr/emplacements/{slug}): each English
 * record of ../region-details.ts (same order, keyed by its English slug) and
 * the two groups of services, in French. Names and French slugs are in
 * ../regions.ts (`fr`); contacts, stats and the services group stay the
 * English record's, so the facts cannot drift apart.
 */
import type { RegionDetail, RegionService, RegionServiceGroupId } from "../region-details";

/** What a French page says of a region. */
export interface RegionWords extends Pick<RegionDetail, "description" | "specialties"> {
  /** After "Nos services", "Quelques chiffres": "dans la région d'Ottawa", "au Nouveau-Brunswick". */
  inRegion: string;
  /** After "Joindre notre équipe": "de la région d'Ottawa", "du Nouveau-Brunswick". */
  ofRegion: string;
}

/** A province in French, and after "Services ... " ("en Ontario", "au Nouveau-Brunswick"). */
export const provinces: Record<string, { name: string; inProvince: string }> = {
  Ontario: { name: "Ontario", inProvince: "en Ontario" },
  Alberta: { name: "Alberta", inProvince: "en Alberta" },
  Saskatchewan: { name: "Saskatchewan", inProvince: "en Saskatchewan" },
  "British Columbia": { name: "Colombie-Britannique", inProvince: "en Colombie-Britannique" },
  "Nova Scotia": { name: "Nouvelle-Écosse", inProvince: "en Nouvelle-Écosse" },
  "New Brunswick": { name: "Nouveau-Brunswick", inProvince: "au Nouveau-Brunswick" },
  "Prince Edward Island": { name: "Île-du-Prince-Édouard", inProvince: "à l'Île-du-Prince-Édouard" },
};

/** The few place names French writes differently; the others are the same in both languages. */
export const cityNames: Record<string, string> = {
  "Downtown Toronto": "Centre-ville de Toronto",
};

const SPECIALTIES = {
  dementia: "Soins en cas de démence et de troubles de la mémoire",
  hospitalToHome: "Retour à domicile après un séjour à l'hôpital",
  multilingual: "Personnes soignantes multilingues",
  liveIn: "Soins avec hébergement (CareBridge)",
  behavioural: "Soutien comportemental",
  palliative: "Soins palliatifs à domicile",
  postSurgical: "Rétablissement après une chirurgie",
  rural: "Visites à domicile en milieu rural",
  respite: "Répit pour les proches aidants",
  medication: "Aide à la prise des médicaments",
  companionship: "Visites de compagnie et de bien-être",
  disabilities: "Soutien aux adultes ayant une déficience",
  overnight: "Soutien de nuit",
  escorts: "Accompagnement aux rendez-vous médicaux",
  seasonal: "Soins saisonniers et de répit",
  bilingual: "Personnes soignantes bilingues (français et anglais)",
  provinceWide: "Coordination des soins partout dans la province",
  staffing: "Dotation en personnel de santé",
  personalSupport: "Soutien à la personne",
  homemaking: "Entretien ménager et repas",
  nursing: "Soins infirmiers",
} as const;

export const regionWords: Record<string, RegionWords> = {
  "peel-region": {
    inRegion: "dans la région de Peel",
    ofRegion: "de la région de Peel",
    description:
      "Des rives du lac à Mississauga jusqu'aux collines de Caledon, notre équipe de Peel vous envoie des " +
      "personnes soignantes expérimentées et bienveillantes. Nous jumelons chaque famille avec des personnes " +
      "soignantes qui respectent ses habitudes, sa langue et sa culture, et nous restons en contact étroit avec " +
      "vos médecins et les équipes de l'hôpital.",
    specialties: [SPECIALTIES.dementia, SPECIALTIES.hospitalToHome, SPECIALTIES.multilingual],
  },
  "york-region": {
    inRegion: "dans la région de York",
    ofRegion: "de la région de York",
    description:
      "La région de York accueille notre siège social, à Woodbridge, ainsi que bon nombre des familles qui nous " +
      "font confiance depuis le plus longtemps. Que vous ayez besoin de quelques heures d'aide par semaine ou de " +
      "soins jour et nuit, nos coordonnatrices et coordonnateurs de la région connaissent les quartiers, les " +
      "hôpitaux et les services communautaires qui peuvent vous aider.",
    specialties: [SPECIALTIES.liveIn, SPECIALTIES.behavioural, SPECIALTIES.palliative],
  },
  "toronto-area": {
    inRegion: "dans la région de Toronto",
    ofRegion: "de la région de Toronto",
    description:
      "Partout à Toronto, des condos du centre-ville aux maisons familiales de Scarborough et d'Etobicoke, nos " +
      "personnes soignantes aident les gens à rester chez eux en sécurité, dans le confort et en toute autonomie. " +
      "Nous travaillons avec les hôpitaux de Toronto et les équipes Santé Ontario pour que les soins se " +
      "poursuivent sans interruption après le congé de l'hôpital.",
    specialties: [SPECIALTIES.hospitalToHome, SPECIALTIES.postSurgical, SPECIALTIES.dementia],
  },
  "durham-region": {
    inRegion: "dans la région de Durham",
    ofRegion: "de la région de Durham",
    description:
      "Notre équipe de Durham dessert les collectivités au bord du lac et les cantons ruraux du nord. Nous " +
      "offrons des visites fiables selon un horaire qui vous convient, et nous planifions les déplacements " +
      "d'hiver à l'avance pour que les soins arrivent à l'heure en toute saison.",
    specialties: [SPECIALTIES.rural, SPECIALTIES.respite, SPECIALTIES.medication],
  },
  "halton-region": {
    inRegion: "dans la région de Halton",
    ofRegion: "de la région de Halton",
    description:
      "À Oakville, à Burlington, à Milton et à Halton Hills, les familles comptent sur nous pour du soutien à la " +
      "personne, des soins infirmiers et une compagnie attentionnée. Votre coordonnatrice ou coordonnateur de " +
      "soins vous rencontre en personne, établit le plan de soins avec vous et fait régulièrement le point pour " +
      "l'adapter à l'évolution de vos besoins.",
    specialties: [SPECIALTIES.companionship, SPECIALTIES.postSurgical, SPECIALTIES.liveIn],
  },
  "hamilton-brantford": {
    inRegion: "à Hamilton et à Brantford",
    ofRegion: "de Hamilton et de Brantford",
    description:
      "À Hamilton, dans les collectivités voisines et à Brantford, nos personnes soignantes accompagnent des " +
      "aînés, des adultes ayant une déficience et des personnes qui se remettent d'une maladie. Nous allions " +
      "compétence clinique et véritable chaleur humaine, et nous tenons les familles informées à chaque étape.",
    specialties: [SPECIALTIES.disabilities, SPECIALTIES.behavioural, SPECIALTIES.palliative],
  },
  "kitchener-waterloo": {
    inRegion: "à Kitchener-Waterloo",
    ofRegion: "de Kitchener-Waterloo",
    description:
      "Dans la région de Waterloo et à Guelph, notre équipe aide les gens à bien vivre chez eux, qu'il s'agisse " +
      "d'une visite quotidienne, d'un soutien de nuit ou de soins avec hébergement à temps plein. Nous " +
      "commençons par vous écouter, puis nous bâtissons un plan autour de ce qui compte le plus pour vous.",
    specialties: [SPECIALTIES.overnight, SPECIALTIES.companionship, SPECIALTIES.escorts],
  },
  "london-woodstock": {
    inRegion: "à London et à Woodstock",
    ofRegion: "de London et de Woodstock",
    description:
      "De London aux villes des comtés d'Oxford et d'Elgin, nos personnes soignantes offrent des soins à domicile " +
      "fiables et respectueux. Nous travaillons en étroite collaboration avec les hôpitaux et les médecins de " +
      "famille de la région pour que rien ne soit laissé au hasard.",
    specialties: [SPECIALTIES.hospitalToHome, SPECIALTIES.rural, SPECIALTIES.respite],
  },
  "simcoe-region": {
    inRegion: "dans la région de Simcoe",
    ofRegion: "de la région de Simcoe",
    description:
      "Les villes et la région de chalets du comté de Simcoe sont dispersées, et notre équipe en tient compte\u00a0: " +
      "des personnes soignantes attitrées qui habitent tout près, des horaires réalistes et une relève prévue, " +
      "pour que vous puissiez compter sur chaque visite.",
    specialties: [SPECIALTIES.rural, SPECIALTIES.liveIn, SPECIALTIES.seasonal],
  },
  "ottawa-region": {
    inRegion: "dans la région d'Ottawa",
    ofRegion: "de la région d'Ottawa",
    description:
      "Dans la région de la capitale nationale, notre équipe d'Ottawa offre du soutien à la personne, des soins " +
      "infirmiers et des soins spécialisés en démence aux familles de toute la ville et de ses banlieues. Des " +
      "personnes soignantes bilingues sont offertes sur demande, et votre coordonnatrice ou coordonnateur n'est " +
      "jamais qu'à un coup de fil.",
    specialties: [SPECIALTIES.dementia, SPECIALTIES.bilingual, SPECIALTIES.palliative],
  },
  "niagara-region": {
    inRegion: "dans la région de Niagara",
    ofRegion: "de la région de Niagara",
    description:
      "Les familles de Niagara se tournent vers nous pour une aide à domicile attentionnée et compétente, d'une " +
      "visite par semaine à un soutien à temps plein. Nos personnes soignantes connaissent bien la région et " +
      "traitent chaque client comme un voisin.",
    specialties: [SPECIALTIES.companionship, SPECIALTIES.postSurgical, SPECIALTIES.medication],
  },
  ontario: {
    inRegion: "en Ontario",
    ofRegion: "de l'Ontario",
    description:
      "Depuis plus de dix ans, nous offrons des soins à domicile partout en Ontario. Où que vous habitiez dans la " +
      "province, appelez-nous\u00a0: nous vous mettrons en relation avec l'équipe la plus proche ou trouverons des " +
      "personnes soignantes dans votre collectivité, et nous vous dirons franchement ce que nous pouvons offrir.",
    specialties: [SPECIALTIES.provinceWide, SPECIALTIES.hospitalToHome, SPECIALTIES.staffing],
  },
  alberta: {
    inRegion: "en Alberta",
    ofRegion: "de l'Alberta",
    description:
      "Notre équipe de l'Alberta offre la même approche personnalisée, en tête-à-tête, aux familles de Calgary, " +
      "d'Edmonton et des collectivités situées entre les deux. Nous vous aidons en tout, des soins personnels " +
      "quotidiens au rétablissement après un séjour à l'hôpital.",
    specialties: [SPECIALTIES.hospitalToHome, SPECIALTIES.companionship, SPECIALTIES.liveIn],
  },
  saskatchewan: {
    inRegion: "en Saskatchewan",
    ofRegion: "de la Saskatchewan",
    description:
      "À Regina, à Saskatoon et dans les collectivités voisines, nos personnes soignantes accompagnent les aînés " +
      "et les adultes qui veulent rester chez eux avec l'aide qu'il leur faut. Tout commence par une conversation " +
      "et une évaluation gratuite des besoins en soins.",
    specialties: [SPECIALTIES.personalSupport, SPECIALTIES.respite, SPECIALTIES.medication],
  },
  "british-columbia": {
    inRegion: "en Colombie-Britannique",
    ofRegion: "de la Colombie-Britannique",
    description:
      "De la vallée du bas Fraser à l'île de Vancouver et à l'Okanagan, notre équipe de la Colombie-Britannique offre des " +
      "soins à domicile empreints de compassion, y compris un soutien spécialisé pour les personnes atteintes de " +
      "démence.",
    specialties: [SPECIALTIES.dementia, SPECIALTIES.behavioural, SPECIALTIES.postSurgical],
  },
  "nova-scotia": {
    inRegion: "en Nouvelle-Écosse",
    ofRegion: "de la Nouvelle-Écosse",
    description:
      "Nos personnes soignantes de la Nouvelle-Écosse aident les familles d'Halifax et de toute la province\u00a0: " +
      "soins personnels, compagnie et soins infirmiers à domicile, avec le souci du détail qui a fait notre " +
      "réputation auprès de nos clients en Ontario.",
    specialties: [SPECIALTIES.companionship, SPECIALTIES.palliative, SPECIALTIES.escorts],
  },
  "new-brunswick": {
    inRegion: "au Nouveau-Brunswick",
    ofRegion: "du Nouveau-Brunswick",
    description:
      "À Moncton, à Saint John, à Fredericton et dans les environs, notre équipe offre des soins à domicile " +
      "fiables en anglais et, sur demande, en français. Chaque plan est bâti autour de la personne, et non de " +
      "l'horaire.",
    specialties: [SPECIALTIES.bilingual, SPECIALTIES.personalSupport, SPECIALTIES.respite],
  },
  "prince-edward-island": {
    inRegion: "à l'Île-du-Prince-Édouard",
    ofRegion: "de l'Île-du-Prince-Édouard",
    description:
      "À l'Île-du-Prince-Édouard, nos personnes soignantes offrent une aide à domicile chaleureuse et concrète, " +
      "de la préparation des repas et de la compagnie jusqu'aux soins infirmiers, pour que les Insulaires " +
      "puissent rester près des gens et des lieux qui leur sont chers.",
    specialties: [SPECIALTIES.companionship, SPECIALTIES.homemaking, SPECIALTIES.nursing],
  },
};

const SERVICES = {
  personalSupport: {
    title: "Soutien à la personne",
    description: "Une aide délicate pour le bain, l'habillage, les soins d'hygiène et les déplacements, toujours à votre rythme.",
  },
  nursing: {
    title: "Soins infirmiers",
    description:
      "Des infirmières autorisées et des infirmières auxiliaires autorisées pour le soin des plaies, les injections, la surveillance et la gestion des médicaments.",
  },
  companionship: {
    title: "Compagnie",
    description: "Des conversations amicales, des sorties et des loisirs qui gardent votre proche entouré et actif.",
  },
  liveIn: {
    title: "Soins avec hébergement (CareBridge)",
    description: "Une personne soignante dévouée qui vit à domicile, pour un soutien constant le jour comme la nuit.",
  },
  respite: {
    title: "Soins de répit",
    description: "Quelques heures ou quelques semaines de relève pour que les proches aidants puissent se reposer, voyager ou refaire le plein.",
  },
  palliative: {
    title: "Soins palliatifs",
    description: "Des soins axés sur le confort à domicile, dans la dignité, avec du soutien pour toute la famille.",
  },
  postSurgical: {
    title: "Rétablissement après une chirurgie",
    description: "De l'aide pour la mobilité, les pansements et les tâches quotidiennes après une opération, pour guérir à la maison.",
  },
  homemaking: {
    title: "Entretien ménager et préparation des repas",
    description: "Ménage léger, lessive, épicerie et repas sains qui respectent les besoins alimentaires.",
  },
  medicationReminders: {
    title: "Rappels de médicaments",
    description: "Des rappels au bon moment et un suivi rigoureux, pour qu'aucune dose ne soit oubliée ni prise en double.",
  },
  escorts: {
    title: "Accompagnement médical",
    description: "Une personne de confiance qui vous accompagne à vos rendez-vous, à vos traitements et dans vos courses.",
  },
  hospitalToHome: {
    title: "Retour à domicile après l'hôpital",
    description: "Un retour à la maison en toute sécurité après un séjour à l'hôpital, avec un plan de soins prêt dès le premier jour.",
  },
  roundTheClock: {
    title: "Soins 24 heures sur 24, 7 jours sur 7",
    description: "Des soins à toute heure, avec des personnes soignantes qui se relaient pour qu'il y ait toujours quelqu'un.",
  },
  behavioural: {
    title: "Soutien comportemental",
    description: "Du personnel formé qui comprend les comportements réactifs et privilégie des approches calmes et centrées sur la personne.",
  },
  dementia: {
    title: "Soins spécialisés en démence",
    description:
      "Des routines, un soutien de la mémoire et un plan de sécurité pour les personnes atteintes de la maladie d'Alzheimer ou d'une autre forme de démence.",
  },
} satisfies Record<string, RegionService>;

/** The two groups of 12 services, in the English groups' order. */
export const regionServiceGroups: Record<RegionServiceGroupId, { label: string; services: RegionService[] }> = {
  "home-care": {
    label: "Soins à domicile",
    services: [
      SERVICES.personalSupport,
      SERVICES.nursing,
      SERVICES.companionship,
      SERVICES.liveIn,
      SERVICES.respite,
      SERVICES.palliative,
      SERVICES.postSurgical,
      SERVICES.homemaking,
      SERVICES.medicationReminders,
      SERVICES.escorts,
      SERVICES.hospitalToHome,
      SERVICES.roundTheClock,
    ],
  },
  "complex-care": {
    label: "Soins à domicile et soins complexes",
    services: [
      SERVICES.personalSupport,
      SERVICES.nursing,
      SERVICES.behavioural,
      SERVICES.dementia,
      SERVICES.liveIn,
      SERVICES.respite,
      SERVICES.palliative,
      SERVICES.postSurgical,
      SERVICES.homemaking,
      SERVICES.escorts,
      SERVICES.hospitalToHome,
      SERVICES.roundTheClock,
    ],
  },
};
