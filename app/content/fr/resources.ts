/**
 * /fr/ressources: the French words of app/content/resources.ts. The PDFs
 * exist in English only (scripts/generate-pdfs.ts writes them from the
 * English text), so each card says so beside its link. Never put a password
 * or its suffix on this page: it is public.
 */
import type { ResourcesCopy } from "~/content/resources";

export const resourcesCopy: ResourcesCopy = {
  intro: {
    title: "Ressources pour le personnel",
    welcome:
      "Bienvenue au centre de ressources de nos préposés, de nos infirmières et infirmiers et de notre équipe de " +
      "bureau. Vous y trouverez les procédures, les formulaires et les personnes-ressources dont vous avez besoin au " +
      "quotidien. Ajoutez cette page à vos favoris et revenez souvent : nous la mettons à jour chaque fois qu'une " +
      "façon de faire change.",
    notice: {
      title: "Avis important",
      text:
        "Chaque membre du personnel doit lire et suivre les procédures de cette page. Le non-respect des procédures " +
        "de l'entreprise peut entraîner des mesures disciplinaires pouvant aller jusqu'au congédiement.",
    },
  },
  quickActions: [
    {
      title: "Envoyer sa feuille de temps",
      description: "Envoyez par courriel votre feuille de temps remplie et signée à la paie avant la date limite de remise.",
      contact: "timesheetEmail",
      action: "Envoyer votre feuille de temps",
    },
    {
      title: "Signaler une préoccupation",
      description:
        "Appelez le bureau sans tarder pour signaler un changement dans l'état d'une cliente ou d'un client, un incident ou un problème de sécurité. Quelqu'un répond 24 heures sur 24.",
      contact: "phone",
      action: "Appeler le bureau",
    },
    {
      title: "Renseignements généraux",
      description:
        "Des questions sur les horaires, les avantages sociaux ou autre chose? Écrivez-nous et nous vous répondrons dans un délai d'un jour ouvrable.",
      contact: "email",
      action: "Écrire au bureau",
    },
  ],
  careAppSetup: {
    title: "Configurer l'application de soins",
    steps: [
      "Installez l'application de soins à partir de l'App Store ou de Google Play sur le téléphone que vous utilisez pour le travail.",
      "Ouvrez l'application et choisissez « Add server » (ajouter un serveur).",
      "Entrez l'adresse du serveur ci-dessous exactement comme elle est écrite.",
      "Connectez-vous avec le nom d'utilisateur indiqué dans votre lettre de bienvenue et votre mot de passe par défaut, puis choisissez tout de suite un nouveau mot de passe.",
      "Autorisez l'accès à votre position lorsque l'application est ouverte, pour que vos arrivées et vos départs de visite soient enregistrés.",
    ],
    serverLabel: "Adresse du serveur",
  },
  passwordConvention: {
    title: "Votre première connexion",
    text:
      "Votre mot de passe par défaut est votre prénom suivi du suffixe que les RH vous remettent à l'orientation. " +
      "On vous demandera de le changer à votre première connexion. Gardez votre mot de passe pour vous : " +
      "personne du bureau ne vous le demandera jamais, ni par téléphone ni par courriel.",
    help: "Vous avez oublié le suffixe ou votre accès est bloqué? Appelez le bureau et demandez les RH; nous rétablirons votre accès après avoir confirmé votre identité.",
  },
  shiftCoverageChecklist: {
    title: "Liste de vérification pour faire remplacer un quart",
    intro: "Si vous ne pouvez pas faire un quart prévu, la cliente ou le client a quand même besoin de soins. Avant votre quart :",
    items: [
      "Appelez le bureau dès que vous le savez, et au moins 24 heures d'avance lorsque c'est possible.",
      "N'organisez jamais vous-même un échange avec une ou un collègue; c'est le bureau qui désigne la personne remplaçante.",
      "Donnez à la coordonnatrice ou au coordonnateur le nom de la cliente ou du client, l'heure du quart et toute note de soins dont la personne remplaçante aura besoin.",
      "Restez joignable par téléphone jusqu'à ce que le bureau confirme que le quart est couvert.",
      "En cas d'urgence le jour même, appelez le bureau sans tarder; ne comptez pas sur un courriel ni sur un texto.",
    ],
  },
  timesheetGuidelines: {
    title: "Consignes pour les feuilles de temps",
    rules: [
      "Remettez votre feuille de temps au plus tard à 23 h 59 à la date de remise. La paie est versée aux deux semaines, et les dates de remise figurent dans le calendrier de paie 2025.",
      "Les heures supplémentaires doivent être approuvées par écrit par votre coordonnatrice ou coordonnateur avant que vous les fassiez.",
      "Les feuilles remises en retard sont payées à la période de paie suivante.",
      "Utilisez le modèle de feuille de temps, inscrivez l'heure d'arrivée et de départ de chaque visite, et faites-la signer lorsque c'est exigé.",
    ],
  },
  officeContact: {
    title: "Joindre le bureau",
    text: "Notre équipe de bureau est là pour vous aider avec les horaires, la paie et tout ce qu'il vous faut pour bien prendre soin de vos clients.",
  },
  hrSignOff: {
    text:
      "Merci pour la compétence, la patience et la bienveillance que vous apportez à chaque visite. Nos clients et " +
      "leurs familles le remarquent, et nous aussi. Si quelque chose sur cette page n'est pas clair, demandez-le-nous : " +
      "nous préférons répondre à une question que corriger une erreur.",
    signature: "L'équipe des ressources humaines",
  },
  categories: {
    Payroll: "Paie",
    Operations: "Opérations",
    Technology: "Technologie",
    Compliance: "Conformité",
    "Health & Safety": "Santé et sécurité",
    Clients: "Clients",
  },
  downloads: {
    "2025-pay-schedule.pdf": {
      title: "Calendrier de paie 2025",
      description: "Les dates de paie aux deux semaines pour 2025, avec la date de remise des feuilles de temps de chaque période.",
      pdfInEnglish: true,
    },
    "processes-guide.pdf": {
      title: "Guide des procédures",
      description:
        "Notre façon de travailler : les visites, la documentation, le signalement des incidents, la confidentialité des clients et la conduite professionnelle.",
      pdfInEnglish: true,
    },
    "care-app-setup-steps.pdf": {
      title: "Configuration de l'application de soins",
      description: "Les étapes pour installer l'application de soins, la relier à notre serveur et vous connecter la première fois.",
      pdfInEnglish: true,
    },
    "care-app-attachments-guide.pdf": {
      title: "Pièces jointes dans l'application de soins",
      description: "Comment joindre des formulaires signés et des photos de documents au dossier d'une visite dans l'application de soins.",
      pdfInEnglish: true,
    },
    "timesheet-template.pdf": {
      title: "Modèle de feuille de temps",
      description: "La feuille de temps standard aux deux semaines : cliente ou client, date, heures d'arrivée et de départ, et signatures.",
      pdfInEnglish: true,
    },
    "resource-guide-sign-off.pdf": {
      title: "Attestation de lecture du guide des ressources",
      description: "Pour confirmer que vous avez lu et compris le guide des ressources du personnel et ses procédures.",
      pdfInEnglish: true,
    },
    "annual-tb-symptom-questionnaire.pdf": {
      title: "Questionnaire annuel sur les symptômes de la tuberculose",
      description: "Le dépistage annuel des symptômes de la tuberculose que chaque membre du personnel remplit et remet aux RH.",
      pdfInEnglish: true,
    },
    "sinaicare-brochure.pdf": {
      title: "Brochure SinaiCare",
      description: "Un aperçu de notre programme de soins à domicile SinaiCare, de nos services et des premières étapes.",
      pdfInEnglish: true,
    },
  },
};
