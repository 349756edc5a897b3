/**
 * /fr/droits-des-clients: the French words of app/content/client-rights.ts,
 * right for right, in the terms of the French version of the regulation
 * (Déclaration des droits des patients, Règl. de l'Ont. 187/22).
 */
import type { ClientRightsPage } from "~/content/client-rights";

export const clientRights: ClientRightsPage = {
  title: "Vos droits en tant que client",
  metaDescription:
    "La Déclaration des droits des patients pour les soins à domicile en Ontario en mots simples, vos responsabilités, comment porter plainte (auprès de nous, de Santé à domicile Ontario ou de l'Ombudsman des patients) et nos délais de réponse.",
  lead: "La loi ontarienne sur les soins à domicile et en milieu communautaire accorde une déclaration des droits à toute personne qui reçoit des soins à domicile. Nous respectons et favorisons chacun de ces droits. Les voici en mots simples, avec ce que nous vous demandons et ce qu'il faut faire si quelque chose ne va pas.",
  rightsHeading: "Vos droits",
  rightsIntro: "En tant que client des soins à domicile et en milieu communautaire en Ontario, vous avez le droit :",
  rights: [
    "d'être traité avec courtoisie et respect, et d'être protégé contre les mauvais traitements d'ordre physique, mental, affectif, verbal, sexuel et financier;",
    "d'être traité d'une manière qui respecte votre dignité et votre vie privée, favorise votre autonomie et vous permet de participer aux décisions sur vos soins;",
    "d'être traité comme la personne que vous êtes, avec des soins qui répondent à vos besoins et à vos préférences, y compris celles liées à votre culture, à votre religion, à votre langue et à votre famille;",
    "de recevoir des soins sans discrimination, comme le protègent le Code des droits de la personne de l'Ontario et la Charte canadienne des droits et libertés;",
    "si vous êtes membre des Premières Nations, Métis ou Inuk, de recevoir des soins d'une manière culturellement sécuritaire;",
    "de recevoir de l'information claire sur vos soins, dans un format qui vous est accessible (gros caractères, texte simple ou lecture à voix haute, par exemple);",
    "de participer à l'évaluation de vos besoins ainsi qu'à l'élaboration et à la révision de votre plan de soins;",
    "de choisir une personne qui sera présente lors des évaluations, et de participer à l'élaboration, à l'examen et à la révision de votre plan de soins;",
    "de recevoir de l'aide pour coordonner vos services;",
    "de donner ou de refuser votre consentement à tout service;",
    "de faire part de vos préoccupations ou de proposer des changements au sujet de vos soins, et des politiques et décisions qui vous touchent, sans crainte d'ingérence, de contrainte, de discrimination ou de représailles;",
    "d'être informé des lois, des règles et des politiques qui s'appliquent à vos soins, y compris cette déclaration des droits, et d'être informé par écrit de la façon de porter plainte.",
  ],
  privacy:
    "Vos renseignements sur la santé restent confidentiels, comme l'exige la Loi de 2004 sur la protection des renseignements personnels sur la santé de l'Ontario : seules les personnes qui vous soignent et les gestionnaires qui en ont besoin les consultent.",
  responsibilitiesHeading: "Ce que nous vous demandons",
  responsibilitiesIntro: "Les soins à domicile fonctionnent quand nous travaillons ensemble. Nous demandons aux clients et aux familles :",
  responsibilities: [
    "de traiter nos soignants et notre personnel avec courtoisie et respect, sans discrimination ni harcèlement;",
    "de nous donner l'information nécessaire pour vous soigner en toute sécurité, et de nous dire quand quelque chose change (un séjour à l'hôpital, un nouveau médicament, un nouveau besoin);",
    "de participer à votre plan de soins et de suivre ce que nous avons convenu ensemble, ou de nous dire quand vous voulez le modifier;",
    "d'être à la maison à l'heure convenue, ou de nous prévenir le plus tôt possible si vous ne le serez pas;",
    "de garder votre domicile sécuritaire pour nos soignants : animaux retenus pendant les visites si nous le demandons, pas de fumée pendant les visites, entrées et allées dégagées et éclairées;",
    "de rendre l'équipement que nous vous avons prêté quand vous n'en avez plus besoin.",
  ],
  complainHeading: "Comment porter plainte",
  complainIntro:
    "Vous, un membre de votre famille, votre mandataire spécial ou toute personne qui agit pour vous pouvez porter plainte, par écrit ou par téléphone, en français ou en anglais. Commencez par nous : la plupart des problèmes se règlent plus vite là où ils sont survenus.",
  steps: [
    {
      id: "nous-le-dire",
      heading: "1. Dites-le-nous",
      text: "Remplissez notre formulaire de plainte, appelez-nous ou écrivez-nous. Nous vous donnons un numéro de référence, une ou un gestionnaire examine la plainte, et vous recevez notre réponse par écrit.",
      contacts: [
        { kind: "complaint-form", label: "Porter plainte en ligne" },
        { kind: "agency-phone", label: "Appelez-nous" },
        { kind: "agency-email", label: "Écrivez-nous" },
      ],
    },
    {
      id: "bailleur-de-fonds",
      heading: "2. Si vos soins sont financés par Santé à domicile Ontario",
      text: "Si Santé à domicile Ontario a organisé et paie vos soins, vous pouvez aussi en parler à votre coordonnatrice ou coordonnateur de soins, ou à son équipe des relations avec les patients.",
      contacts: [{ kind: "phone", label: "Santé à domicile Ontario", number: "310-2222" }],
    },
    {
      id: "ombudsman",
      heading: "3. L'Ombudsman des patients",
      text: "Si vous n'êtes pas satisfait après avoir tenté de régler votre plainte avec nous (et avec Santé à domicile Ontario, quand il finance vos soins), l'Ombudsman des patients peut vous aider. Ce service est gratuit et confidentiel.",
      contacts: [
        { kind: "phone", label: "Ombudsman des patients", number: "1-888-321-0339" },
        { kind: "web", label: "ombudsmandespatients.ca", url: "https://www.ombudsmandespatients.ca" },
      ],
    },
  ],
  emergency: "Si une personne est en danger ou a besoin de soins médicaux urgents, composez d'abord le 911.",
  noReprisalHeading: "Aucunes représailles",
  noReprisal:
    "Personne ne peut vous punir, vous menacer, réduire ou cesser vos soins, ou vous traiter différemment parce que vous, ou quelqu'un en votre nom, avez porté plainte. Si vous croyez que c'est arrivé, dites-le-nous ou dites-le à l'Ombudsman des patients : c'est une plainte en soi.",
  lastChecked: "décembre 2026",
  lastCheckedLabel: "Dernière vérification par rapport au Règlement de l'Ontario 187/22 :",
};
