import { trustPageStyles } from "~/components/TrustPage";
import { accessibilityStatementFacts } from "~/content/accessibility";
import { careersCopy } from "~/content/fr/careers";
import { ACK_BUSINESS_DAYS, DELIVERY_TARGET_BUSINESS_DAYS } from "~/lib/accessibility-requests";
import { formatDate } from "~/lib/i18n";
import { useBusiness } from "~/lib/root-data";
import { inEdition } from "~/public-pages";
import { dayOf } from "./EnglishStatement";

/** The statement in French: the same sections and numbers as the English one. */
export function FrenchStatement({ form }: { form: React.ReactNode }) {
  const business = useBusiness();
  const { h2, list } = trustPageStyles;
  const { conformance, lastReviewed } = accessibilityStatementFacts;
  return (
    <>
      <h2 className={h2}>Notre engagement</h2>
      <p className="mt-3">
        {business.legalName} s&apos;engage à répondre en temps opportun aux besoins des personnes handicapées,
        conformément à la Loi de 2005 sur l&apos;accessibilité pour les personnes handicapées de l&apos;Ontario (LAPHO)
        et à ses Normes d&apos;accessibilité intégrées. Chaque page et chaque formulaire de ce site s&apos;utilisent au
        clavier seulement et sans JavaScript; les pages ont des titres, des repères et des étiquettes que les lecteurs
        d&apos;écran annoncent; le texte peut être agrandi sans briser la mise en page; les animations s&apos;arrêtent
        lorsque votre appareil demande de réduire les mouvements; les erreurs de formulaire sont expliquées à côté du
        champ concerné.
      </p>

      <h2 className={h2} id="conformance">État de conformité</h2>
      <p className="mt-3">
        Nous visons les Règles pour l&apos;accessibilité des contenus Web (WCAG) 2.2, niveau AA, la norme
        d&apos;aujourd&apos;hui; la LAPHO exige les WCAG 2.0, niveau AA. Ce site Web est{" "}
        <strong>{conformance === "full" ? "entièrement conforme" : "partiellement conforme"}</strong> aux WCAG 2.2,
        niveau AA :{" "}
        {conformance === "full"
          ? "tout son contenu respecte la norme."
          : "une partie de son contenu ne la respecte pas encore entièrement (voir les limites connues ci-dessous)."}
      </p>

      <h2 className={h2} id="limitations">Limites connues et solutions de rechange</h2>
      <ul className={list}>
        <li>
          <strong>Les PDF à télécharger</strong> (formulaires et guides de notre page de ressources) sont générés
          automatiquement et ne sont pas entièrement balisés pour les lecteurs d&apos;écran. Demandez-nous ci-dessous
          le même document en texte brut, en gros caractères, en PDF accessible ou lu au téléphone.
        </li>
        <li>
          <strong>La vidéo d&apos;arrière-plan de la page d&apos;accueil</strong> n&apos;a pas de son et ne donne
          aucune information absente du texte de la page; elle ne démarre jamais d&apos;elle-même lorsque votre
          appareil demande de réduire les mouvements, et un bouton permet de l&apos;arrêter.
        </li>
        <li>
          <strong>Certains détails des offres d&apos;emploi</strong> sont rédigés en anglais seulement dans
          l&apos;édition française; ils sont marqués comme de l&apos;anglais pour que les lecteurs d&apos;écran les
          lisent avec la bonne voix. Demandez-les-nous en français.
        </li>
      </ul>

      <h2 className={h2} id="assessment">Comment nous avons évalué ce site</h2>
      <p className="mt-3">
        Des vérifications automatisées (axe, avec les règles des WCAG 2.2) s&apos;exécutent sur chaque type de page
        dans nos tests, en format téléphone et ordinateur, chaque fois que le site change. Nous vérifions aussi à la
        main : au clavier seulement, avec la vue qu&apos;un lecteur d&apos;écran a de chaque page, avec un zoom de 200
        % et avec les mouvements réduits.
      </p>

      <h2 className={h2} id="access-form-heading">Faites-nous part de vos commentaires ou demandez un format accessible</h2>
      <p className="mt-3">
        Si une partie de ce site ou de nos services est difficile à utiliser, ou s&apos;il vous faut nos
        renseignements ou nos documents (un plan de soins, une lettre, les PDF de ce site) dans un autre format,
        dites-le-nous au moyen de ce formulaire ou de la façon qui vous convient le mieux. C&apos;est sans frais.
      </p>
      {form}

      <h2 className={h2} id="response-times">Quand aurez-vous de nos nouvelles?</h2>
      <p className="mt-3">
        Une personne de notre bureau communique avec vous d&apos;ici <strong>{ACK_BUSINESS_DAYS} jours ouvrables</strong>{" "}
        (du lundi au vendredi, sans compter les jours fériés de l&apos;Ontario) pour accuser réception de vos
        commentaires ou de votre demande et convenir avec vous de ce dont vous avez besoin et pour quand. Nous vous
        remettons le format, ou répondons à vos commentaires, à la date convenue; s&apos;il n&apos;y a pas de date à
        respecter, d&apos;ici {DELIVERY_TARGET_BUSINESS_DAYS} jours ouvrables. Si cela doit prendre plus de temps, nous
        vous dirons pourquoi et quand vous pouvez vous y attendre.
      </p>

      <h2 className={h2}>Candidates et candidats</h2>
      <p className="mt-3">{careersCopy.accommodationStatement}</p>

      <h2 className={h2}>Notre plan et nos politiques</h2>
      <p className="mt-3">
        Consultez notre{" "}
        <a className="link" href={inEdition("fr", "/accessibility/plan")}>
          plan d&apos;accessibilité pluriannuel
        </a>{" "}
        et nos{" "}
        <a className="link" href={inEdition("fr", "/accessibility/policies")}>
          politiques d&apos;accessibilité
        </a>
        . Consultez aussi notre <a className="link" href={inEdition("fr", "/privacy")}>énoncé de confidentialité</a>.
      </p>

      <p className="mt-10 text-sm text-muted" data-testid="statement-reviewed">
        Cette déclaration a été révisée pour la dernière fois le{" "}
        <time dateTime={lastReviewed}>{formatDate("fr", dayOf(lastReviewed))}</time>.
      </p>
    </>
  );
}
