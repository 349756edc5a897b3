import { trustPageStyles } from "~/components/TrustPage";
import { telHref } from "~/content/business";
import { formatOfficeHours, formatPhone } from "~/lib/i18n";
import { useBusiness } from "~/lib/root-data";
import { inEdition } from "~/public-pages";

export function FrenchStatement() {
  const business = useBusiness();
  const { address } = business;
  const { h2, list } = trustPageStyles;
  return (
    <>
      <h2 className={h2}>Notre engagement</h2>
      <p className="mt-3">
        {business.legalName} s&apos;engage à répondre en temps opportun aux besoins des personnes handicapées,
        conformément à la Loi de 2005 sur l&apos;accessibilité pour les personnes handicapées de l&apos;Ontario (LAPHO)
        et à ses Normes d&apos;accessibilité intégrées. Ce site Web vise la conformité aux Règles pour
        l&apos;accessibilité des contenus Web (WCAG) 2.1, niveau AA. Cela veut dire, entre autres :
      </p>
      <ul className={list}>
        <li>chaque page et chaque formulaire s&apos;utilisent au clavier seulement, et aussi sans JavaScript;</li>
        <li>les pages ont des titres, des repères et des étiquettes que les lecteurs d&apos;écran peuvent annoncer;</li>
        <li>
          le texte et les commandes sont assez contrastés, et le texte peut être agrandi sans briser la mise en page;
        </li>
        <li>
          les images ont un équivalent textuel, et les animations s&apos;arrêtent lorsque votre appareil demande de
          réduire les mouvements;
        </li>
        <li>les erreurs de formulaire sont expliquées en mots, à côté du champ concerné.</li>
      </ul>
      <p className="mt-3">
        Nous vérifions le site par des tests automatisés et à la main, et nous corrigeons les problèmes dès que nous
        en sommes informés.
      </p>

      <h2 className={h2}>Faites-nous part de vos commentaires ou demandez un format accessible</h2>
      <p className="mt-3">
        Si une partie de ce site est difficile à utiliser, ou s&apos;il vous faut nos renseignements ou nos documents
        (y compris les PDF de ce site) dans un autre format, comme en gros caractères, en texte brut ou lus au
        téléphone, dites-le-nous. C&apos;est sans frais. Joignez-nous de la façon qui vous convient le mieux :
      </p>
      <ul className={list}>
        <li>
          par téléphone :{" "}
          <a className="link" href={telHref(business.phone)}>
            {formatPhone("fr", business.phone)}
          </a>{" "}
          ({formatOfficeHours("fr", business.officeHours)});
        </li>
        <li>
          par courriel :{" "}
          <a className="link" href={`mailto:${business.email}`}>
            {business.email}
          </a>
          ;
        </li>
        <li>
          par la poste : Accessibilité, {business.legalName}, {address.street}, {address.city} (Ontario){" "}
          {address.postalCode};
        </li>
        <li>
          au moyen de notre <a className="link" href={inEdition("fr", "/contact")}>formulaire de contact</a>, ou en
          personne avec votre coordonnatrice ou coordonnateur de soins.
        </li>
      </ul>
      <p className="mt-3">
        Candidates et candidats : des mesures d&apos;adaptation sont offertes sur demande à chaque étape de
        l&apos;embauche. Dites-nous ce dont vous avez besoin lorsque vous postulez ou lorsque nous communiquons avec
        vous.
      </p>

      <h2 className={h2}>Quand aurez-vous de nos nouvelles?</h2>
      <p className="mt-3">
        Nous accusons réception de vos commentaires dans un délai de deux jours ouvrables et donnons une réponse
        complète, ou le format accessible demandé, dans un délai de dix jours ouvrables. Si cela doit prendre plus de
        temps, nous vous dirons pourquoi et quand vous pouvez vous y attendre.
      </p>
      <p className="mt-6">
        Consultez aussi notre <a className="link" href={inEdition("fr", "/privacy")}>énoncé de confidentialité</a>.
      </p>
    </>
  );
}
