/**
 * /fr/carrieres and each posting's French page: the words of
 * app/content/careers.ts and the hiring labels, in French. The postings
 * themselves (title, description, lists) are HR's text in English until a
 * posting carries a French version.
 */
import type { CareersCopy } from "~/content/careers";
import { companyFacts } from "~/content/company";
import { values } from "./company";

export const careersCopy: CareersCopy = {
  hero: {
    eyebrow: "Carrières",
    heading: "Une carrière qui change les choses, à domicile",
    text: "Joignez-vous à une équipe d'infirmières et d'infirmiers, de préposés aux services de soutien à la personne (PSSP) et de professionnels des soins qui aident les gens partout en Ontario à bien vivre chez eux. Nous offrons des horaires flexibles, de la formation rémunérée et une équipe qui vous épaule.",
    image: "/images/careers/hero.svg",
    imageAlt: "Illustration de trois soignants souriants en uniforme",
  },
  story: {
    heading: "Notre histoire",
    paragraphs: [
      `Nous avons commencé en ${companyFacts.establishedYear} avec une poignée de soignants et une conviction : chacun mérite de recevoir des soins chez soi, de personnes qui le traitent comme un membre de la famille.`,
      "Comme de plus en plus de familles et d'hôpitaux comptaient sur nous, nous nous sommes constitués en société en mai 2015 et sommes devenus une équipe de plus de 700 soignants certifiés au service de collectivités partout en Ontario et au-delà.",
      "Nous avons grandi, mais notre conviction n'a pas changé. Nos soignants sont au cœur de ce que nous faisons, et nous travaillons fort pour les soutenir comme ils soutiennent nos clients.",
    ],
  },
  figures: [
    { label: "Fondée en", value: companyFacts.establishedYear },
    { label: "Constituée en société", value: "mai 2015" },
    { label: "Soignants certifiés", value: "700+" },
    { label: "Soutien offert", value: "24/7" },
  ],
  values: {
    heading: "Nos valeurs",
    text: "Les mêmes valeurs guident la façon dont nous soignons nos clients et dont nous nous traitons les uns les autres.",
    items: values,
  },
  benefits: [
    {
      title: "Une rémunération concurrentielle",
      description: "Des taux horaires équitables, le kilométrage payé entre les visites et des primes la fin de semaine et les jours fériés.",
      icon: "star",
    },
    {
      title: "Des horaires flexibles",
      description: "Choisissez des quarts à temps plein, à temps partiel ou occasionnels qui conviennent à votre vie, près de chez vous.",
      icon: "calendar",
    },
    {
      title: "Une formation rémunérée",
      description: "Une orientation rémunérée, de la formation continue et du soutien pour obtenir de nouvelles certifications.",
      icon: "check",
    },
    {
      title: "Du soutien jour et nuit",
      description: "Une coordonnatrice ou un coordonnateur et une infirmière de garde sont à un coup de fil, 24 heures sur 24.",
      icon: "phone",
    },
    {
      title: "Des possibilités d'avancement",
      description: "Des cheminements clairs vers des postes de niveau supérieur, de supervision et de coordination à mesure que vos compétences grandissent.",
      icon: "arrow",
    },
    {
      title: "Une équipe bienveillante",
      description: "Des suivis réguliers, de la reconnaissance pour le travail bien fait et des collègues qui se soucient de vous.",
      icon: "heart",
    },
  ],
  howToApply: {
    heading: "Comment postuler",
    text: "Postuler prend une dizaine de minutes. Nous lisons chaque candidature.",
    steps: [
      {
        title: "Choisissez un poste",
        description: "Lisez les postes ci-dessus et choisissez celui qui correspond à vos compétences et à votre horaire.",
      },
      {
        title: "Envoyez votre candidature",
        description: "Remplissez le formulaire en ligne et joignez votre CV (PDF ou Word), ou envoyez-le par courriel à notre équipe des carrières.",
      },
      {
        title: "Rencontrez notre équipe",
        description: "Si votre expérience correspond, nous vous appellerons dans la semaine pour fixer une entrevue.",
      },
      {
        title: "Commencez bien épaulé",
        description: "Après la vérification des références et la vérification des antécédents en vue d'un travail auprès de personnes vulnérables, vous suivez une orientation rémunérée avant votre premier quart.",
      },
    ],
  },
  accommodationStatement:
    "Des mesures d'adaptation sont offertes sur demande aux candidates et candidats handicapés à chaque étape du processus d'embauche. Dites-nous ce dont vous avez besoin lorsque vous postulez, ou communiquez avec notre équipe des carrières.",
  employmentTypes: {
    FULL_TIME: "Temps plein",
    PART_TIME: "Temps partiel",
    CONTRACTOR: "Contrat",
    TEMPORARY: "Temporaire",
    PER_DIEM: "Occasionnel",
  },
  requirementLabels: {
    psw: "Certificat de préposé aux services de soutien à la personne (PSSP)",
    cno: "Inscription à l'Ordre des infirmières et infirmiers de l'Ontario",
    driver: "Permis de conduire et voiture",
    cpr: "Certificat de RCR et de premiers soins à jour",
    vsc: "Vérification des antécédents en vue d'un travail auprès de personnes vulnérables, sans dossier",
  },
  statements: {
    existingVacancy: {
      yes: "Cette offre vise un poste vacant existant.",
      no: "Cette offre ne vise pas un poste vacant existant.",
    },
    aiScreening: {
      yes: "L'intelligence artificielle est utilisée pour présélectionner, évaluer ou choisir les candidats.",
      no: "Nous n'utilisons pas l'intelligence artificielle pour présélectionner, évaluer ou choisir les candidats.",
    },
  },
};
