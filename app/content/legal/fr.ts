import { longDate } from "~/lib/long-date";
import { counted } from "~/lib/plural-category";
import { VAT_RATE } from "~/lib/vat";
import { CLAIMS, STUDIO, postalAddress } from "../studio";
import { LEGAL_VALUES as V, RETENTION as R, TERMS_VALUES as T, type LegalBodies } from "./types";

const since = longDate(STUDIO.legal.registeredSince, "fr-FR");
const vat = `${Math.round(VAT_RATE * 100)}\u00a0%`;
/** A count and its noun, singular for 0 and 1; "mois" stays as it is (app/lib/plural-category.ts). */
const num = (count: number | string, one: string, other: string, space?: string) =>
  counted("fr", count, { one, other }, space);

/** French writes "un" out in running text: "d’un mois", "un an". */
const noticeMonths: number = T.noticeMonths;
const notice = noticeMonths === 1 ? "d’un mois" : `de ${noticeMonths}\u00a0mois`;
const claimYears: number = T.claimYears;
const claimPeriod = claimYears === 1 ? "un an" : `${claimYears}\u00a0ans`;
/** "d’Amsterdam", "de Rotterdam": the court's city as the owner names it in TERMS_VALUES. */
const court: string = T.court;
const ofCourt = /^[aeiouyàâéèêëîïôûù]/i.test(court) ? `d’${court}` : `de ${court}`;

/** Les pages juridiques en français (docs/product.md §12). */
export const legalFr: LegalBodies = {
  legal: {
    sections: [
      {
        id: "provider",
        heading: "Éditeur du site",
        paragraphs: [
          `Ce site est édité par ${V.brand}, entreprise individuelle (${V.legalForm}) de droit néerlandais, détenue et dirigée par ${V.owner}.`,
        ],
        facts: [
          ["Nom commercial", V.brand],
          ["Exploitant", V.owner],
          ["Forme juridique", `Entreprise individuelle (${V.legalForm})`],
          ["Numéro à la Chambre de commerce (KvK)", V.kvk],
          ["Numéro de TVA", V.vat],
          ["Date d’immatriculation", since],
          ["Adresse du siège", postalAddress(V.registeredAddress, "fr")],
          ["Adresse d’exploitation", postalAddress(V.businessAddress, "fr")],
          ["E-mail", V.email],
          ["Questions de confidentialité", V.privacyEmail],
          ["Téléphone", V.phone],
        ],
      },
      {
        id: "contact",
        heading: "Nous contacter",
        paragraphs: [
          `Écrivez-nous à ${V.email} ou appelez le ${V.phone}. Nous répondons les jours ouvrés, généralement sous un jour ouvré.`,
          "Nos adresses servent uniquement au courrier et à l’immatriculation\u00a0: nous n’y recevons pas de visiteurs. Nous vous rencontrons sur rendez-vous, en ligne ou chez vous.",
        ],
      },
      {
        id: "responsibility",
        heading: "Directeur de la publication",
        paragraphs: [
          `${V.owner} est responsable du contenu de ce site, à l’adresse du siège indiquée ci-dessus.`,
        ],
      },
      {
        id: "accuracy",
        heading: "Exactitude des informations",
        paragraphs: [
          "Nous veillons à ce que ce site soit exact et à jour, mais il peut contenir des erreurs ou devenir obsolète. Les prix affichés sur ce site et les résultats du calculateur de prix sont indicatifs et ne constituent pas une offre\u00a0: seul un devis écrit de notre part nous engage.",
        ],
      },
      {
        id: "links",
        heading: "Liens vers d’autres sites",
        paragraphs: [
          "Ce site renvoie vers des services d’autres entreprises, comme WhatsApp, Telegram et des réseaux sociaux. Nous n’avons aucune influence sur leur contenu ni sur la manière dont ils traitent vos données\u00a0; leurs propres conditions et politiques de confidentialité s’appliquent.",
        ],
      },
      {
        id: "copyright",
        heading: "Propriété intellectuelle du site",
        paragraphs: [
          `Les textes, créations graphiques, photos et vidéos de ce site appartiennent à ${V.brand} ou sont utilisés avec autorisation. Merci de nous consulter avant toute réutilisation. Le barbier et l’entreprise de nettoyage présentés comme sites de démonstration sont des entreprises fictives, créées pour montrer notre travail.`,
        ],
      },
      {
        id: "complaints",
        heading: "Réclamations",
        paragraphs: [
          `Vous n’êtes pas satisfait de notre travail ou de ce site\u00a0? Écrivez-nous à ${V.email}. Nous accusons réception de votre réclamation sous cinq jours ouvrés et cherchons une solution avec vous.`,
        ],
      },
    ],
  },
  privacy: {
    sections: [
      {
        id: "controller",
        heading: "Responsable du traitement",
        paragraphs: [
          `${V.brand} (entreprise individuelle, numéro à la Chambre de commerce ${V.kvk}, ${postalAddress(V.registeredAddress, "fr")}) est responsable du traitement des données personnelles collectées par ce site. Pour toute question sur vos données, écrivez à ${V.privacyEmail}.`,
        ],
      },
      {
        id: "summary",
        heading: "En bref",
        paragraphs: [
          "Nous ne collectons que ce que vous nous envoyez par un formulaire, ainsi que les données techniques nécessaires pour fournir et protéger ce site. Nous ne déposons aucun cookie publicitaire et ne chargeons aucun script de suivi dans votre navigateur. La mesure des conversions avec Meta n’a lieu qu’après que vous avez choisi «\u00a0{cookie.acceptAll}\u00a0» dans le bandeau cookies. Nous ne vendons jamais vos données.",
        ],
      },
      {
        id: "forms",
        heading: "Ce que collectent nos formulaires",
        paragraphs: ["Lorsque vous envoyez l’un de nos formulaires, nous recevons\u00a0:"],
        items: [
          "Formulaire de contact\u00a0: votre nom, votre adresse e-mail, votre numéro de téléphone (facultatif) et votre message.",
          "Demande de devis depuis le calculateur de prix\u00a0: votre nom, votre adresse e-mail, votre numéro de téléphone, votre entreprise et votre message (les trois derniers facultatifs), la configuration choisie et son prix, la langue de votre navigateur et, le cas échéant, les paramètres de campagne (utm_source, utm_medium, utm_campaign, utm_term, utm_content) présents dans l’adresse de la page.",
          "Formulaire pour les cabinets dentaires\u00a0: votre nom, le nom et le site web de votre cabinet, votre adresse e-mail, votre numéro de téléphone, la formule qui vous intéresse et vos remarques (facultatives).",
          "Avec chaque formulaire\u00a0: votre adresse IP, l’agent utilisateur de votre navigateur, la langue de la page depuis laquelle vous l’envoyez, l’heure d’envoi, un numéro d’envoi aléatoire et le temps passé à remplir le formulaire. Ces deux derniers éléments nous servent à n’enregistrer chaque envoi qu’une fois et à reconnaître le spam automatisé.",
        ],
      },
      {
        id: "purposes",
        heading: "Finalités et bases juridiques",
        paragraphs: [],
        items: [
          "Répondre à votre question et préparer un devis\u00a0: mesures précontractuelles prises à votre demande (article 6, paragraphe 1, point b) du RGPD). Vous n’êtes pas obligé de nous communiquer vos données, mais sans nom ni adresse e-mail, nous ne pouvons pas vous répondre.",
          "Exécuter un contrat et tenir notre comptabilité\u00a0: exécution du contrat et respect de nos obligations légales, notamment fiscales (article 6, paragraphe 1, points b) et c) du RGPD).",
          "Protéger nos formulaires contre le spam et les abus (adresse IP, limitation du nombre d’envois, durée de saisie)\u00a0: notre intérêt légitime à disposer d’un site sécurisé (article 6, paragraphe 1, point f) du RGPD).",
          "Savoir quelle campagne a amené une demande de devis que vous nous envoyez (les balises de campagne de l’adresse par laquelle vous êtes arrivé)\u00a0: notre intérêt légitime à savoir où nos clients nous trouvent (article 6, paragraphe 1, point f) du RGPD). Ces balises ne parviennent qu’à nous, avec la demande elle-même\u00a0; ce n’est qu’après «\u00a0{cookie.acceptAll}\u00a0» qu’elles figurent aussi dans l’adresse de page signalée à Meta (ci-dessous).",
          "Indiquer à Meta lesquelles de ses publicités nous amènent des visiteurs (mesure des conversions, ci-dessous)\u00a0: votre consentement (article 6, paragraphe 1, point a) du RGPD), que vous donnez avec «\u00a0{cookie.acceptAll}\u00a0» et pouvez retirer à tout moment.",
        ],
      },
      {
        id: "storage",
        heading: "Où vont vos données",
        paragraphs: [
          "Chaque envoi est d’abord enregistré dans notre propre base de données (PostgreSQL) sur le serveur qui fait fonctionner ce site, exploité pour notre compte par un hébergeur situé dans l’Union européenne dans le cadre d’un contrat de sous-traitance.",
          "Aussitôt après, notre serveur transmet l’envoi sous forme de message à la messagerie de notre équipe sur Telegram, afin que nous puissions répondre rapidement. Le message arrive dans une conversation privée que seule notre équipe peut lire. Telegram Messenger Inc. traite ces messages pour notre compte en tant que prestataire et les conserve sur des serveurs situés hors de l’Espace économique européen. Aucune décision d’adéquation ne couvre ces pays, et Telegram ne propose pas les clauses contractuelles types de la Commission européenne. Le transfert repose donc sur l’article 49, paragraphe 1, point b) du RGPD\u00a0: il est nécessaire aux démarches que vous nous avez demandées. Chaque message contient ce que vous avez envoyé (pour une demande de devis, aussi la configuration choisie et son prix), la langue de la page, votre adresse IP et, pour une demande de devis, la langue de votre navigateur et les éventuelles balises de campagne\u00a0: il nous les faut pour vous répondre dans votre langue et reconnaître les abus. Rien d’autre n’y figure.",
        ],
      },
      {
        id: "conversion",
        heading: "Mesure des conversions avec Meta",
        paragraphs: [
          "Uniquement si vous avez choisi «\u00a0{cookie.acceptAll}\u00a0» dans le bandeau cookies, notre serveur signale certaines actions à l’API Conversions de Meta Platforms Ireland Ltd.\u00a0: l’envoi du formulaire de contact ou dentaire (Lead), un calcul de prix (ViewContent), une demande de devis (InitiateCheckout) et un clic sur le bouton téléphone ou WhatsApp (Contact).",
          "Avant que quoi que ce soit ne quitte notre serveur, votre adresse e-mail, votre numéro de téléphone, votre prénom et votre nom sont rendus illisibles par un hachage à sens unique (SHA-256). Le signalement contient aussi votre adresse IP, l’agent utilisateur de votre navigateur, l’adresse de la page et, s’ils sont déjà présents dans votre navigateur, les valeurs des cookies _fbp et _fbc de Meta\u00a0; sans cookie _fbc, notre serveur tire l’identifiant de clic du paramètre fbclid de l’adresse, s’il y figure. Nous ne déposons pas ces cookies et ne chargeons pas le pixel Meta.",
          "Meta et nous sommes responsables conjoints de la collecte et de la transmission de ces données (article 26 du RGPD)\u00a0; leur utilisation ultérieure par Meta relève de la politique de confidentialité de Meta. L’essentiel de cet accord figure dans le Controller Addendum de Meta (facebook.com/legal/controller_addendum). Meta peut transférer des données vers les États-Unis en vertu du cadre de protection des données UE–États-Unis (Data Privacy Framework). Sans «\u00a0{cookie.acceptAll}\u00a0», rien n’est envoyé à Meta.",
        ],
      },
      {
        id: "cookies",
        heading: "Cookies et stockage du navigateur",
        paragraphs: [
          `Ce site dépose un seul cookie qui lui soit propre\u00a0: cookieConsent, avec la valeur all ou necessary, pour mémoriser votre choix dans le bandeau cookies\u00a0; votre navigateur le conserve ${R.consentCookieMonths}\u00a0mois. Le stockage local de votre navigateur contient le même choix et un seul autre élément, webFont, qui note que la police du site se trouve déjà dans votre navigateur, afin que la page suivante puisse l’utiliser tout de suite. Tous deux sont strictement nécessaires, ne disent rien de vous et restent en place jusqu’à ce que vous modifiiez votre choix ou effaciez les données de votre navigateur.`,
          "Le stockage de session de votre navigateur, vidé à la fermeture de l’onglet, contient pendant la visite trois autres éléments\u00a0: utm, les balises de campagne (comme utm_source) de l’adresse par laquelle vous êtes arrivé, pour qu’une demande de devis envoyée plus tard dans la visite indique quelle campagne vous a amené\u00a0; react-router-scroll-positions, la position de défilement de chaque page, pour que Retour vous ramène au même endroit\u00a0; et reloadedAfterError, l’heure et l’adresse d’une page qui n’a pas pu se charger, pour qu’elle ne soit rechargée qu’une fois. Aucun ne quitte votre navigateur de lui-même\u00a0: les balises de campagne ne partent qu’avec une demande de devis que vous envoyez vous-même. Ils ne servent qu’à ce site et n’ont que peu ou pas d’effet sur votre vie privée.",
          "«\u00a0{cookie.necessaryOnly}\u00a0» et «\u00a0{cookie.rejectAll}\u00a0» enregistrent tous deux necessary\u00a0: rien n’est alors envoyé à Meta. «\u00a0{cookie.acceptAll}\u00a0» enregistre all\u00a0: la mesure des conversions décrite ci-dessus est alors activée. Vous pouvez modifier votre choix à tout moment avec «\u00a0{footer.cookieSettings}\u00a0» en bas de chaque page.",
          "Les cookies _fbp et _fbc sont ceux de Meta\u00a0: le pixel Meta les dépose, et ce site ne le charge pas, ils sont donc normalement absents. S’ils sont présents, nous ne les lisons que si vous avez choisi «\u00a0{cookie.acceptAll}\u00a0». Nos polices de caractères sont hébergées sur notre propre serveur\u00a0: l’affichage d’une page ne contacte donc aucun tiers. Si vous cliquez sur un lien vers WhatsApp, Telegram ou un réseau social, la politique de confidentialité de ce service s’applique.",
        ],
      },
      {
        id: "logs",
        heading: "Journaux du serveur",
        paragraphs: [
          `Notre serveur tient un journal technique, où il consigne son démarrage et son arrêt, les erreurs, chaque formulaire reçu (avec une forme abrégée et illisible de l’adresse e-mail), chaque transmission à la messagerie de notre équipe, ainsi que les tentatives de connexion échouées à notre outil d’export des demandes, avec l’adresse IP. Il n’enregistre pas les pages que vous consultez. Nous utilisons ce journal pour sécuriser le site et corriger les erreurs (intérêt légitime). Les journaux ne contiennent jamais d’adresses e-mail ni de numéros de téléphone complets et sont supprimés au bout de ${num(R.serverLogDays, "jour", "jours")}.`,
        ],
      },
      {
        id: "retention",
        heading: "Durée de conservation",
        paragraphs: [],
        items: [
          `Envois de formulaires dans notre base de données\u00a0: ${R.leadMonths}\u00a0mois après leur réception\u00a0; ils sont ensuite supprimés automatiquement. Nous supprimons à la main la copie dans la messagerie de l’équipe dans le même délai, sauf si un contrat s’ensuit.`,
          `Si un contrat s’ensuit\u00a0: les données nécessaires à notre comptabilité, ${num(R.administrationYears, "an", "ans")}, comme l’exige la législation fiscale néerlandaise.`,
          `Compteurs du nombre d’envois par adresse IP\u00a0: ${num(R.rateLimitHours, "heure", "heures")} au maximum.`,
          `Un formulaire refusé par notre serveur lors d’un envoi sans JavaScript (par exemple avec une adresse e-mail non valide)\u00a0: ce que vous avez saisi, uniquement dans la mémoire de notre serveur, pendant ${num(R.refusedInputMinutes, "minute", "minutes", "\u00a0")}, afin que la page «\u00a0Votre message n’a pas été envoyé\u00a0» vous le rende et que vous puissiez le corriger.`,
          `Journaux du serveur\u00a0: ${num(R.serverLogDays, "jour", "jours")}.`,
          `Votre choix en matière de cookies\u00a0: dans votre propre navigateur, le cookie pendant ${R.consentCookieMonths}\u00a0mois au plus, le stockage local jusqu’à ce que vous le modifiiez ou effaciez les données du navigateur.`,
          "Balises de campagne, positions de défilement et note d’échec de chargement\u00a0: dans le stockage de session de votre navigateur, jusqu’à la fermeture de l’onglet.",
          "Données reçues par Meta\u00a0: selon la politique de confidentialité de Meta.",
        ],
      },
      {
        id: "recipients",
        heading: "Destinataires de vos données",
        paragraphs: [
          "Notre équipe\u00a0; notre hébergeur\u00a0; Telegram, pour la messagerie de l’équipe\u00a0; Meta, uniquement avec votre consentement\u00a0; et les autorités, uniquement lorsque la loi nous y oblige. Nous ne vendons pas vos données et ne les utilisons ni pour des décisions automatisées ni pour du profilage.",
        ],
      },
      {
        id: "rights",
        heading: "Vos droits",
        paragraphs: ["En vertu du RGPD, vous avez le droit\u00a0:"],
        items: [
          "d’accéder aux données personnelles que nous détenons sur vous\u00a0;",
          "de faire rectifier des données inexactes\u00a0;",
          "de faire effacer vos données\u00a0;",
          "de faire limiter le traitement de vos données\u00a0;",
          "de recevoir vos données dans un format courant ou de nous demander de les transmettre directement à un autre organisme (portabilité)\u00a0;",
          "de vous opposer à un traitement fondé sur notre intérêt légitime\u00a0;",
          "de retirer votre consentement à tout moment avec «\u00a0{footer.cookieSettings}\u00a0» en bas de chaque page, sans effet sur ce qui a eu lieu auparavant\u00a0;",
          "d’introduire une réclamation auprès de l’autorité néerlandaise de protection des données (Autoriteit Persoonsgegevens, autoriteitpersoonsgegevens.nl).",
        ],
      },
      {
        id: "exercise",
        heading: "Exercer vos droits",
        paragraphs: [
          `Envoyez votre demande à ${V.privacyEmail}. Nous répondons dans un délai d’un mois. Pour protéger vos données, nous pouvons vous demander de confirmer que la demande vient bien de vous.`,
        ],
      },
      {
        id: "security",
        heading: "Sécurité",
        paragraphs: [
          "Le site n’est accessible que par une connexion chiffrée, avec des en-têtes de sécurité stricts. Seule notre équipe a accès à la base de données et à la messagerie, et nous collectons le moins de données possible.",
        ],
      },
      {
        id: "children",
        heading: "Enfants",
        paragraphs: [
          "Nos services s’adressent aux entreprises et aux adultes. Nous ne collectons pas sciemment de données concernant des enfants de moins de 16 ans.",
        ],
      },
      {
        id: "changes",
        heading: "Modifications de cette politique",
        paragraphs: [
          "Lorsque notre site ou notre façon de travailler évolue, nous mettons cette politique à jour. La date en haut de la page indique la version la plus récente.",
        ],
      },
    ],
  },
  terms: {
    sections: [
      {
        id: "scope",
        heading: "Champ d’application",
        paragraphs: [
          `Ces conditions s’appliquent à toute offre, à tout devis et à tout contrat de ${V.brand} (numéro à la Chambre de commerce ${V.kvk}), ainsi qu’à l’utilisation de ce site. D’autres accords ne s’appliquent que s’ils sont convenus par écrit\u00a0; un e-mail suffit.`,
        ],
      },
      {
        id: "services",
        heading: "Nos services",
        paragraphs: [
          `Nous créons et refondons des sites web (un prototype en ${num(CLAIMS.prototypeDays, "jour", "jours")}, une mise en ligne en ${num(CLAIMS.launchDays, "jour", "jours")}) et proposons du marketing digital et de la publicité, du référencement naturel, du design d’interface, de l’optimisation de la vitesse, de l’hébergement et de la maintenance, de la photographie, de la vidéographie et de la couverture d’événements. Le devis décrit précisément ce que nous livrons.`,
        ],
      },
      {
        id: "quotes",
        heading: "Devis et prix",
        paragraphs: [
          `Tous les prix sont exprimés en euros hors TVA (${vat}), sauf mention contraire. Les prix affichés sur ce site et les résultats du calculateur de prix sont indicatifs et ne constituent pas une offre. Un devis est valable ${num(T.quoteValidDays, "jour", "jours")}. Le contrat prend effet dès que vous acceptez notre devis par écrit (un e-mail suffit) ou dès que nous commençons le travail à votre demande.`,
        ],
      },
      {
        id: "payment",
        heading: "Paiement",
        paragraphs: [
          `Les factures sont payables sous ${num(T.paymentDays, "jour", "jours")}. Pour les projets, nous facturons ${T.depositPercent}\u00a0% à l’acceptation du devis et le solde à la livraison, avant la mise en ligne du site, sauf indication contraire dans le devis. Les abonnements, comme l’hébergement et la maintenance, sont facturés d’avance. Si une facture reste impayée après un rappel, nous pouvons appliquer les intérêts légaux et suspendre le travail.`,
        ],
      },
      {
        id: "delivery",
        heading: "Livraison et collaboration",
        paragraphs: [
          `Les délais de livraison sont des estimations et dépendent de la réception à temps des textes, images, retours et accès\u00a0; un retard de votre part décale le planning. Vous êtes responsable des contenus que vous fournissez et de disposer des droits pour les utiliser. Les photos retouchées sont livrées dans les ${num(CLAIMS.photoDeliveryDays, "jour", "jours")} suivant la séance.`,
        ],
      },
      {
        id: "changes",
        heading: "Modifications et travaux supplémentaires",
        paragraphs: [
          `Un devis comprend ${num(T.feedbackRounds, "série de retours", "séries de retours")}. Les demandes qui sortent du devis sont des travaux supplémentaires\u00a0: nous vous indiquons d’abord le prix et ne commençons qu’après votre accord.`,
        ],
      },
      {
        id: "acceptance",
        heading: "Réception des travaux",
        paragraphs: [
          `Merci de vérifier une livraison dans les ${num(T.acceptanceDays, "jour", "jours")}. Elle est réputée acceptée si vous ne signalez aucun défaut dans ce délai ou si vous commencez à l’utiliser. Nous corrigeons gratuitement tout ce qui ne correspond pas à ce qui a été convenu.`,
        ],
      },
      {
        id: "ip",
        heading: "Propriété intellectuelle",
        paragraphs: [
          "Après paiement intégral, les créations graphiques et les textes réalisés spécialement pour vous vous appartiennent. Nous conservons les droits sur nos outils, notre code et notre savoir-faire généraux. Les éléments de tiers, comme les constructeurs de sites, thèmes, extensions, polices et photos de banque d’images, relèvent de leurs propres licences.",
          "Pour les photos et les vidéos, nous conservons le droit d’auteur et vous recevez une licence pour l’usage convenu. Nous pouvons présenter le travail dans notre portfolio, sauf si vous nous indiquez le contraire.",
        ],
      },
      {
        id: "third-parties",
        heading: "Hébergement, maintenance et autres prestataires",
        paragraphs: [
          `Nos services dépendent d’autres prestataires, comme les constructeurs de sites, hébergeurs, bureaux d’enregistrement de noms de domaine et plateformes publicitaires. Nous ne sommes pas responsables de leurs pannes ni de leurs changements de prix. Les abonnements sont résiliables à la fin de chaque mois avec un préavis ${notice}. Dans la mesure du possible, nous enregistrons les noms de domaine à votre nom.`,
        ],
      },
      {
        id: "liability",
        heading: "Responsabilité",
        paragraphs: [
          `Notre responsabilité est limitée aux dommages directs, à hauteur du montant facturé pour la mission concernée\u00a0; pour les abonnements, à hauteur des sommes versées au cours des ${num(T.liabilityMonths, "dernier mois", "derniers mois")}. Nous ne sommes pas responsables des dommages indirects, comme le manque à gagner ou la perte de données, et ne pouvons garantir ni un positionnement dans les moteurs de recherche ni des résultats publicitaires. Ces limites ne s’appliquent pas en cas de faute intentionnelle ou de faute lourde. Toute réclamation est prescrite ${claimPeriod} après la découverte du dommage.`,
        ],
      },
      {
        id: "termination",
        heading: "Fin du contrat",
        paragraphs: [
          "Vous pouvez arrêter un projet à tout moment\u00a0; le travail effectué jusque-là est dû. Nous pouvons mettre fin au contrat si des factures restent impayées ou si la collaboration nécessaire fait défaut. Aucune des parties n’est responsable d’un manquement dû à un cas de force majeure, comme une panne chez un fournisseur d’accès ou un hébergeur, une maladie ou une mesure des autorités.",
        ],
      },
      {
        id: "privacy",
        heading: "Données personnelles",
        paragraphs: [
          "Nous traitons les données personnelles comme le décrit notre politique de confidentialité. Lorsque nous traitons des données personnelles pour votre compte, par exemple sur votre site, nous concluons un contrat de sous-traitance.",
        ],
      },
      {
        id: "law",
        heading: "Droit applicable et litiges",
        paragraphs: [
          `Le droit néerlandais s’applique. Les litiges sont portés devant le tribunal compétent ${ofCourt}, sauf disposition impérative contraire. Si vous êtes consommateur, vous conservez les droits que la loi vous garantit toujours, dont le droit de rétractation de 14 jours pour les contrats conclus à distance, sauf si vous nous avez demandé de commencer pendant ce délai et que le service a été entièrement exécuté.`,
        ],
      },
    ],
  },
};
