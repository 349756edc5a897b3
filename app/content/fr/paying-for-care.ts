/**
 * /fr/payer-les-soins: the French words of app/content/paying-for-care.ts,
 * fact for fact, each source under its official French name. No amounts,
 * as in English: the sources keep them.
 */
import type { PayingForCarePage } from "~/content/paying-for-care";

export const payingForCare: PayingForCarePage = {
  title: "Payer les soins à domicile",
  metaDescription:
    "Comment payer les soins à domicile en Ontario : paiement privé, assurance privée, Anciens Combattants Canada, Santé à domicile Ontario (310-2222), financement géré par la famille ou autogéré, et crédits d'impôt fédéraux.",
  intro:
    "La plupart des familles combinent plus d'une façon de payer. Voici ce qu'est chacune et à qui vous adresser. Une coordonnatrice ou un coordonnateur de soins peut en discuter avec vous lors de son appel.",
  disclaimer:
    "Renseignements généraux, et non des conseils : les règles, l'admissibilité et les montants changent, et votre situation détermine ce qui s'applique. Vérifiez auprès de la source nommée sous chaque fait, ou auprès d'une ou d'un fiscaliste.",
  lastChecked: "novembre 2026",
  ways: [
    {
      id: "paiement-prive",
      heading: "Paiement privé",
      facts: [
        {
          text: "Vous organisez les soins que vous voulez avec un fournisseur de soins à domicile et les payez directement, pour autant d'heures que vous le souhaitez, sans attendre d'évaluation.",
          source: "Gouvernement de l'Ontario, ontario.ca : Soins à domicile et en milieu communautaire",
        },
        {
          text: "Les sommes payées pour des soins auxiliaires à domicile peuvent être des frais médicaux admissibles dans votre déclaration de revenus (voir les crédits d'impôt plus bas).",
          source: "Agence du revenu du Canada, guide RC4065 : Frais médicaux",
        },
      ],
    },
    {
      id: "assurance-privee",
      heading: "Assurance privée",
      facts: [
        {
          text: "Certains régimes d'assurance maladie complémentaire (souvent offerts par l'employeur ou à la retraite) et certaines polices d'assurance soins de longue durée paient une partie des soins à domicile ou des soins infirmiers à domicile. Votre police précise ce qui est couvert, les plafonds et si une note du médecin est nécessaire.",
          source: "Association canadienne des compagnies d'assurances de personnes : Guide sur l'assurance maladie complémentaire",
        },
      ],
    },
    {
      id: "anciens-combattants",
      heading: "Anciens Combattants Canada",
      facts: [
        {
          text: "Le Programme pour l'autonomie des anciens combattants aide les vétérans admissibles, ainsi que certains survivants et principaux dispensateurs de soins, à rester chez eux, grâce à des services comme les soins personnels, l'entretien ménager et l'entretien du terrain. Appelez Anciens Combattants Canada au 1-866-522-2122.",
          source: "Anciens Combattants Canada : Programme pour l'autonomie des anciens combattants",
        },
      ],
    },
    {
      id: "sante-a-domicile-ontario",
      heading: "Santé à domicile Ontario (soins à domicile financés par l'État)",
      facts: [
        {
          text: "Santé à domicile Ontario organise les soins à domicile et en milieu communautaire financés par l'État en Ontario : une coordonnatrice ou un coordonnateur de soins évalue les besoins et organise les soins infirmiers, le soutien à la personne et la thérapie à domicile. Composez le 310-2222 (sans indicatif régional).",
          source: "Santé à domicile Ontario : Services de soins à domicile",
        },
        {
          text: "Les services de soins à domicile financés par l'État et organisés par Santé à domicile Ontario sont gratuits pour la personne qui les reçoit; le nombre d'heures dépend de l'évaluation.",
          source: "Gouvernement de l'Ontario, ontario.ca : Soins à domicile et en milieu communautaire",
        },
      ],
    },
    {
      id: "financement-autogere",
      heading: "Financement géré par la famille ou autogéré",
      facts: [
        {
          text: "Le programme de soins à domicile gérés par la famille accorde aux personnes admissibles (par exemple des enfants ayant des besoins médicaux complexes et des adultes ayant une lésion cérébrale acquise) un financement de Santé à domicile Ontario pour embaucher et gérer leurs propres fournisseurs de soins.",
          source: "Santé à domicile Ontario : Soins à domicile gérés par la famille",
        },
        {
          text: "Le programme Passeport finance les adultes ayant une déficience intellectuelle pour des activités communautaires, du répit pour les aidants et de l'aide aux activités quotidiennes; les familles peuvent s'en servir pour acheter les services de leur choix.",
          source: "Ministère des Services à l'enfance et des Services sociaux et communautaires de l'Ontario : Programme Passeport",
        },
      ],
    },
    {
      id: "credits-d-impot",
      heading: "Les crédits d'impôt fédéraux dont les familles nous parlent",
      facts: [
        {
          text: "Crédit d'impôt pour frais médicaux : les frais médicaux admissibles, y compris les soins auxiliaires, peuvent être demandés aux lignes 33099 et 33199 de la déclaration de revenus, pour vous-même, votre époux ou conjoint de fait et les personnes à votre charge.",
          source: "Agence du revenu du Canada : Lignes 33099 et 33199, frais médicaux admissibles",
        },
        {
          text: "Crédit d'impôt pour personnes handicapées : un crédit non remboursable pour une personne ayant une déficience grave et prolongée, attestée par un professionnel de la santé sur le formulaire T2201. Déduire des soins auxiliaires comme frais médicaux peut le limiter; le guide RC4065 explique quelles combinaisons sont permises.",
          source: "Agence du revenu du Canada : Crédit d'impôt pour personnes handicapées (CIPH)",
        },
        {
          text: "Crédit canadien pour aidant naturel : un crédit non remboursable pour la personne qui subvient aux besoins d'un époux ou conjoint de fait, ou d'une personne à charge, ayant une déficience physique ou mentale.",
          source: "Agence du revenu du Canada : Montant canadien pour aidant naturel",
        },
      ],
    },
  ],
};
