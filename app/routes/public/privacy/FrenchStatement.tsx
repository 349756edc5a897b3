import { trustPageStyles } from "~/components/TrustPage";
import { telHref } from "~/content/business";
import { formatPhone } from "~/lib/i18n";
import { useBusiness } from "~/lib/root-data";
import { inEdition } from "~/public-pages";
import type { PrivacyNumbers } from "./numbers";

export function FrenchStatement({ retentionDays, careRetentionDays, applicationMonths, postingYears, mailDays, complaintYears, accessMonths }: PrivacyNumbers) {
  const business = useBusiness();
  const { address } = business;
  const { h2, list } = trustPageStyles;
  return (
    <>
      <h2 className={h2}>Ce que nous recueillons, et pourquoi</h2>
      <p className="mt-3">Nous recueillons seulement ce que vous choisissez de nous envoyer au moyen des formulaires de ce site :</p>
      <ul className={list}>
        <li>
          <strong>Messages :</strong> votre nom, votre adresse courriel, l&apos;objet et le message, pour que nous
          puissions répondre à votre question ou organiser des soins.
        </li>
        <li>
          <strong>Avis :</strong> votre nom, votre rôle (facultatif), votre note et votre avis. Les avis sont publiés
          sur ce site; n&apos;y mettez aucun détail de santé que vous ne voudriez pas voir lu par d&apos;autres.
        </li>
        <li>
          <strong>Candidatures :</strong> votre nom, votre adresse courriel, le poste, votre message et, si vous le
          joignez, votre curriculum vitæ. Nous nous en servons seulement pour étudier votre candidature. Les CV sont
          conservés en privé, jamais publiés, et seul notre personnel chargé de l&apos;embauche peut les ouvrir.
        </li>
        <li>
          <strong>Demandes de soins :</strong> la personne qui a besoin de soins, le code postal, les services, le
          moment et le financement que vous choisissez, la façon de vous joindre et tout ce que vous ajoutez, pour
          qu&apos;une coordonnatrice ou un coordonnateur de soins vous rappelle. Seuls nos coordonnateurs de soins et
          les propriétaires peuvent ouvrir une demande, chaque consultation est consignée, et nos courriels à son
          sujet ne contiennent aucun détail de santé.
        </li>
        <li>
          <strong>Commentaires et demandes de formats accessibles :</strong> ce que vous signalez ou demandez, votre
          nom et la façon de vous joindre, pour que nous puissions vous répondre et fournir le format. Seuls nos
          coordonnateurs de soins et les propriétaires peuvent ouvrir une demande, et chaque consultation est consignée.
        </li>
        <li>
          <strong>Abonnements à l&apos;infolettre :</strong> votre adresse courriel et la date à laquelle vous avez
          accepté de recevoir notre infolettre, pour que nous puissions vous l&apos;envoyer et prouver votre
          consentement.
        </li>
      </ul>
      <p className="mt-3">
        Nous ne vendons ni ne louons de renseignements personnels. Nous les communiquons seulement aux fournisseurs
        qui hébergent ce site et acheminent nos courriels, en vertu d&apos;ententes qui les protègent, ou lorsque la
        loi nous y oblige.
      </p>

      <h2 className={h2}>Combien de temps nous les conservons</h2>
      <ul className={list}>
        <li>Les messages sont supprimés {retentionDays} jours après leur réception.</li>
        <li>
          Les candidatures et leurs CV sont supprimés {applicationMonths} mois après que nous vous avons annoncé que
          nous n&apos;y donnons pas suite, ou après le retrait de votre candidature. Une candidature qui ne vise aucun
          poste en particulier est supprimée lorsque personne n&apos;y a travaillé depuis {applicationMonths} mois.
          Les candidatures à un poste affiché sont conservées jusqu&apos;à {postingYears} ans après la fermeture de
          l&apos;offre, comme le prévoient les normes d&apos;emploi de l&apos;Ontario, et aucune n&apos;est conservée
          lorsque personne n&apos;y a travaillé depuis {postingYears} ans. Le dossier d&apos;une personne embauchée est
          ensuite conservé avec ses dossiers d&apos;emploi.
        </li>
        <li>
          Les demandes de soins sont supprimées {careRetentionDays} jours après leur conclusion (vous êtes devenu
          client ou cliente, ou la demande n&apos;a pas eu de suite), avec les notes que notre personnel y a ajoutées; les soins
          d&apos;une cliente ou d&apos;un client ont ensuite leurs propres dossiers. Une demande encore ouverte sur
          laquelle personne n&apos;a travaillé (aucun appel noté, aucune modification) depuis {careRetentionDays}{" "}
          jours est supprimée de la même façon.
        </li>
        <li>
          Les plaintes sont conservées {complaintYears} ans après leur règlement, avec nos notes, pour que nous
          puissions répondre à un examen de l&apos;Ombudsman des patients ou de notre bailleur de fonds et en faire
          rapport chaque année; seuls notre propriétaire et nos coordonnatrices et coordonnateurs de soins les
          lisent, et chaque consultation est consignée; ce registre est conservé aussi longtemps que la plainte. Une
          plainte encore ouverte est conservée jusqu&apos;à son règlement.
        </li>
        <li>
          Les commentaires et demandes de formats accessibles sont supprimés {accessMonths} mois après leur clôture, ou
          après la dernière modification d&apos;une demande encore ouverte, avec le registre de leurs consultations.
        </li>
        <li>
          Les copies des courriels que le site envoie (confirmations, avis à notre personnel) sont supprimées{" "}
          {mailDays} jours après leur rédaction, qu&apos;ils aient été livrés ou non.
        </li>
        <li>
          Les abonnements à l&apos;infolettre sont conservés jusqu&apos;à votre désabonnement, que vous pouvez faire à
          partir de n&apos;importe quel envoi de l&apos;infolettre. Lorsque vous vous désabonnez ou nous demandez de
          supprimer votre adresse, nous ne gardons qu&apos;une empreinte à sens unique de celle-ci (pas l&apos;adresse
          elle-même), pour qu&apos;aucune liste plus ancienne en notre possession ne puisse vous réinscrire; un nouvel
          abonnement que vous confirmez à partir de votre propre boîte de réception la supprime.
        </li>
        <li>Les avis publiés restent sur le site jusqu&apos;à ce que vous nous demandiez de les retirer.</li>
      </ul>
      <p className="mt-3">
        Avec chaque formulaire que vous envoyez, nous notons d&apos;où il vient : la page de ce site d&apos;où vous
        l&apos;avez envoyé et celle vue juste avant, le site qui vous a dirigé vers nous (son nom seulement, comme
        google.com), les mots de campagne et le code de partenaire du lien suivi, la langue de la page et votre réponse
        à « Comment avez-vous entendu parler de nous? » si vous en donnez une. Aucune adresse IP n&apos;est conservée
        à cette fin, et ces renseignements sont supprimés avec ce que vous avez envoyé.
      </p>

      <h2 className={h2}>Témoins et mesure d&apos;audience</h2>
      <p className="mt-3">
        Nous n&apos;utilisons aucun témoin (cookie) publicitaire ni de suivi. Le site dépose un témoin de session :
        il garde notre personnel connecté à l&apos;espace d&apos;administration et, après l&apos;envoi d&apos;un
        formulaire, il transporte brièvement le message de confirmation que vous voyez à la page suivante. Après une
        candidature accompagnée d&apos;un CV, un second témoin, lu seulement par la page de candidature et disparu
        en moins de dix minutes, transporte le lien privé vers votre CV pour que cette page puisse l&apos;afficher.
        Ni l&apos;un ni l&apos;autre ne contient quoi que ce soit qui vous identifie. Si nous activions un jour un
        service externe de mesure d&apos;audience sans témoin (il est désactivé), il compterait les pages vues sans
        vous identifier ni vous suivre sur d&apos;autres sites, et ne serait jamais chargé sur une page dont
        l&apos;adresse contient un lien privé (par exemple un lien de confirmation ou de désabonnement de
        l&apos;infolettre).
      </p>
      <p className="mt-3">
        Nous comptons les visites nous-mêmes, sur notre propre serveur, sans script, sans témoin et sans conserver
        d&apos;adresse IP. Pour chaque page consultée, nous gardons la minute, l&apos;adresse de la page (sans ce qui
        suit un « ? »), le nom du site dont le lien vous a amené (par exemple google.com, jamais l&apos;adresse
        complète), les étiquettes de campagne du lien (ses paramètres utm_), la langue de la page et si elle a été
        trouvée. Pour estimer le nombre de personnes différentes, votre adresse IP et le nom de votre navigateur sont
        combinés à une valeur aléatoire qui change chaque jour et qui est supprimée à la fin de la journée; seul le
        code obtenu est conservé : il ne permet ni de remonter jusqu&apos;à vous ni de relier une journée à une
        autre. Les robots des moteurs de recherche et l&apos;espace d&apos;administration de notre personnel ne sont
        pas comptés. Après deux ans, ces données sont regroupées en totaux mensuels et supprimées; les totaux sont
        conservés dix ans.
      </p>

      <h2 className={h2}>Votre droit d&apos;accès et de rectification</h2>
      <p className="mt-3">
        Vous pouvez demander à voir les renseignements personnels que nous détenons à votre sujet, nous demander de
        les corriger ou de les supprimer, ou retirer votre consentement. Écrivez à notre responsable de la protection
        des renseignements personnels aux coordonnées ci-dessous. Nous confirmerons votre identité et vous
        répondrons dans un délai de 30 jours. Si notre réponse ne vous satisfait pas, vous pouvez communiquer avec le
        Commissariat à la protection de la vie privée du Canada.
      </p>

      <h2 className={h2}>À qui vous adresser</h2>
      <address className="mt-3 not-italic">
        Responsable de la protection des renseignements personnels, {business.legalName}
        <br />
        {address.street}, {address.city} (Ontario) {address.postalCode}
        <br />
        Courriel :{" "}
        <a className="link" href={`mailto:${business.email}`}>
          {business.email}
        </a>
        <br />
        Téléphone :{" "}
        <a className="link" href={telHref(business.phone)}>
          {formatPhone("fr", business.phone)}
        </a>
      </address>
      <p className="mt-6">
        Vous pouvez aussi <a className="link" href={inEdition("fr", "/contact")}>nous envoyer un message</a>.
        Consultez également notre{" "}
        <a className="link" href={inEdition("fr", "/accessibility")}>déclaration d&apos;accessibilité</a>.
      </p>
      <p className="mt-10 text-sm text-muted">Dernière mise à jour : décembre 2026.</p>
    </>
  );
}
