// What an agent's request says besides the capability it needs, in the four languages agents relay most
// (English, French, Spanish, German), and a small bilingual word list so that a request in French, Spanish
// or German meets servers that describe themselves in English. All words are folded (lower case, no
// accents) and unstemmed. General vocabulary only: no entry is there for one query.

/**
 * Function words and request filler: pronouns, articles, prepositions, auxiliaries, politeness, "I need",
 * "can you", time and place fillers ("right now", "tonight", "near me"). Dropped from every query; kept
 * only when nothing else is left.
 */
export const FILLER: ReadonlySet<string> = new Set([
  // English function words
  'a', 'an', 'the', 'to', 'for', 'my', 'of', 'in', 'on', 'at', 'by', 'with', 'and', 'or', 'is', 'are', 'be', 'been',
  'from', 'into', 'onto', 'your', 'our', 'ours', 'me', 'i', 'we', 'you', 'it', 'its', 'this', 'that', 'these', 'those',
  'some', 'any', 'can', 'could', 'would', 'should', 'shall', 'may', 'might', 'must', 'do', 'does', 'did', 'doing',
  'how', 'what', 'which', 'who', 'whom', 'whose', 'where', 'when', 'why', 'about', 'via', 'as', 'there', 'here', 'all',
  'also', 'just', 'so', 'than', 'then', 'them', 'their', 'they', 'he', 'she', 'his', 'her', 'him', 'will', 'was',
  'were', 'has', 'have', 'had', 'having', 'up', 'out', 'off', 'over', 'under', 'again', 'if', 'but', 'not', 'no',
  'yes', 'very', 'too', 'much', 'many', 'more', 'most', 'such', 'own', 'same', 'other', 'another', 'each', 'every',
  'both', 'either', 'whether', 'while', 'until', 'across', 'through', 'between', 'without', 'within', 'per', 'like',
  'according', 'something', 'anything', 'everything', 'someone', 'somebody', 'thing', 'things', 'stuff',
  's', 't', 'd', 'll', 're', 've', 'm', // tails of "Japan's", "don't", "I'd", "we'll" split off by the tokenizer
  // English request filler: asking, wanting, politeness, the agent's own context
  'please', 'pls', 'kindly', 'help', 'helps', 'want', 'wants', 'wanna', 'need', 'needs', 'needed', 'trying', 'try',
  'able', 'let', 'lets', 'going', 'gonna', 'way', 'somehow', 'right', 'now', 'currently', 'today', 'tonight',
  'tomorrow', 'yesterday', 'soon', 'later', 'asap', 'near', 'nearby', 'quickly', 'really', 'actually', 'certain',
  'particular', 'specific', 'whatever', 'favourite', 'favorite', 'us', 'lot', 'bit',
  // French
  'le', 'la', 'les', 'l', 'un', 'une', 'des', 'de', 'du', 'd', 'pour', 'mon', 'ma', 'mes', 'ton', 'ta', 'tes', 'son',
  'sa', 'ses', 'notre', 'nos', 'votre', 'vos', 'leur', 'leurs', 'et', 'ou', 'au', 'aux', 'en', 'dans', 'sur', 'avec',
  'par', 'ce', 'cet', 'cette', 'ces', 'ca', 'cela', 'qui', 'que', 'qu', 'quoi', 'je', 'j', 'tu', 'il', 'elle', 'on',
  'nous', 'vous', 'ils', 'elles', 'moi', 'toi', 'te', 'se', 'y', 'est', 'sont', 'suis', 'es', 'etre', 'as',
  'avons', 'avez', 'ont', 'avoir', 'pas', 'ne', 'n', 'plus', 'comment', 'quel', 'quelle', 'quels', 'quelles', 'veux',
  'voudrais', 'voulons', 'dois', 'doit', 'devons', 'faut', 'peux', 'peut', 'pouvez', 'pourrais', 'besoin', 'merci',
  'stp', 'svp', 'aide', 'aider', 'aidez', 'maintenant', 'aujourd', 'hui', 'demain', 'hier', 'ce', 'soir', 'ici', 'tout',
  'tous', 'toute', 'toutes', 'tres', 'si', 'mais', 'donc', 'chez', 'entre', 'sans', 'sous', 'vers', 'quelque',
  'chose', 'quelqu', 'un', 'autre', 'autres',
  // Spanish
  'el', 'los', 'las', 'lo', 'una', 'unos', 'unas', 'del', 'al', 'para', 'por', 'con', 'sin', 'sobre', 'entre', 'hasta',
  'desde', 'mi', 'mis', 'tu', 'tus', 'su', 'sus', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'e', 'o', 'u', 'ni',
  'es', 'son', 'soy', 'esta', 'estan', 'estoy', 'ser', 'estar', 'hay', 'he', 'han', 'hace', 'que', 'quien',
  'como', 'cual', 'cuales', 'cuando', 'donde', 'este', 'esto', 'ese', 'eso', 'esa', 'estos', 'estas', 'aqui', 'yo',
  'me', 'te', 'se', 'nos', 'le', 'les', 'muy', 'mas', 'pero', 'si', 'tambien', 'necesito', 'necesita', 'necesitamos',
  'quiero', 'quisiera', 'queremos', 'puedes', 'puede', 'podrias', 'favor', 'ayuda', 'ayudame', 'ahora', 'hoy',
  'manana', 'ayer', 'alguien', 'otro', 'otra', 'tengo', 'tiene', 'debo', 'quiere', 'hara',
  // German
  'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'eines', 'und', 'oder', 'zu',
  'zum', 'zur', 'fur', 'von', 'vom', 'mit', 'auf', 'aus', 'bei', 'nach', 'uber', 'unter', 'vor', 'im', 'ins', 'am',
  'an', 'mein', 'meine', 'meinen', 'meinem', 'meiner', 'dein', 'deine', 'unser', 'unsere', 'ihr', 'ihre', 'sein',
  'ich', 'du', 'er', 'sie', 'es', 'wir', 'man', 'mich', 'mir', 'dich', 'dir', 'uns', 'ist', 'sind', 'war',
  'habe', 'haben', 'wird', 'werden', 'kann', 'konnen', 'kannst', 'muss', 'mussen', 'mochte', 'mochten', 'will',
  'wollen', 'brauche', 'brauchen', 'bitte', 'danke', 'hilf', 'helfen', 'wie', 'was', 'wer', 'wo', 'wann', 'warum',
  'welche', 'welcher', 'welches', 'nicht', 'kein', 'keine', 'auch', 'noch', 'nur', 'schon', 'jetzt', 'heute',
  'morgen', 'gestern', 'sehr', 'etwas', 'dieser', 'diese', 'dieses', 'letzten', 'letzte',
]);

/**
 * Words that describe the directory itself or the act of asking for a tool ("mcp", "server", "find",
 * "tool", "api"): every entry is an MCP server, so they say nothing about the need. Dropped from a query
 * that has other words; kept when they are all there is, so "mcp" still answers something. Unlike
 * FILLER, they stay in the index and count in a server's exact name.
 */
export const DIRECTORY_WORDS: ReadonlySet<string> = new Set([
  'mcp', 'server', 'servers', 'model', 'context', 'protocol', 'find', 'get', 'tool', 'tools', 'use', 'using',
  'service', 'services', 'looking', 'look', 'lookup', 'api', 'apis', 'integration', 'plugin', 'connector', 'something', 'can',
  // French
  'trouve', 'trouver', 'outil', 'outils', 'serveur', 'serveurs', 'cherche', 'chercher', 'utiliser',
  // Spanish
  'buscar', 'busca', 'encontrar', 'encuentra', 'herramienta', 'herramientas', 'servidor', 'servidores', 'usar',
  'consultar', 'ver',
  // German
  'finden', 'finde', 'suche', 'suchen', 'werkzeug', 'werkzeuge', 'abrufen', 'holen', 'nutzen',
]);

const WEEKDAYS = [
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche',
  'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo',
  'montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag',
];
const UNITS = 'week|weekend|month|year|quarter|night|day|semaine|mois|annee|an|semana|mes|ano|woche|monat|jahr';
/**
 * When a request is due ("next tuesday", "last week", "this weekend", "la semaine dernière", "el mes
 * pasado", "letzte Woche") says nothing about the capability, but its words do match servers ("next" is
 * Next.js, "week" is in "tweekit"). Removed from the folded query before the words are read, with weekday
 * names and parts of the day on their own. Applied by tokenize.ts queryWords.
 */
export const TIME_PHRASES: readonly RegExp[] = [
  new RegExp(`(^| )(next|last|this|every|coming|past|previous|proxima|proximo|esta|este|cada|letzte|letzten|nachste|nachsten|diese|dieses|jede|jeden|cette|ce|chaque|prochaine|prochain|dernier|derniere) (${UNITS}|${WEEKDAYS.join('|')})s?(?= |$)`, 'g'),
  new RegExp(`(^| )(${UNITS})s? (prochaine|prochain|derniere|dernier|pasada|pasado|proxima|proximo|que viene)(?= |$)`, 'g'),
  new RegExp(`(^| )(${WEEKDAYS.join('|')}|weekend|morning|afternoon|evening|matin|soir|manana|tarde|morgen|abend)s?(?= |$)`, 'g'),
];

/**
 * French, Spanish and German words an agent relays from its user, with the English words servers use
 * for the same thing. Keys folded and unstemmed; values are added to the word's alternatives and count
 * as the word itself. Everyday task vocabulary, not a dictionary: a word missing here is still searched
 * as written (many are spelled alike: "document", "calendario" ~ "calendar" by typo tolerance).
 */
export const TRANSLATIONS: Readonly<Record<string, readonly string[]>> = {
  // --- French
  meteo: ['weather', 'forecast'], temps: ['weather', 'time'], prevision: ['forecast'], previsions: ['forecast'],
  courriel: ['email'], courriels: ['email'], mel: ['email'], message: ['message'], messages: ['message'],
  vol: ['flight'], vols: ['flight'], avion: ['flight', 'airline'], billet: ['ticket'], billets: ['ticket'],
  voyage: ['travel', 'trip'], voyager: ['travel'], reserver: ['book', 'booking', 'reservation'],
  reservation: ['booking', 'reservation'], itineraire: ['route', 'itinerary', 'directions'], carte: ['map'],
  cartes: ['map'], adresse: ['address'], donnees: ['data'], fichier: ['file'], fichiers: ['file'],
  dossier: ['folder'], recherche: ['search'], rechercher: ['search'], traduire: ['translate', 'translation'],
  traduction: ['translation', 'translate'], calendrier: ['calendar'], agenda: ['calendar'], reunion: ['meeting'],
  rendez: ['appointment'], tache: ['task'], taches: ['task'], facture: ['invoice'], factures: ['invoice'],
  paiement: ['payment'], payer: ['pay', 'payment'], banque: ['bank'], acheter: ['buy', 'purchase'],
  achat: ['purchase', 'buy'], boutique: ['shop', 'store'], magasin: ['shop', 'store'], musique: ['music'],
  chanson: ['song', 'music'], actualite: ['news'], actualites: ['news'], nouvelles: ['news'], bourse: ['stock'],
  action: ['stock'], actions: ['stock'], prix: ['price'], tableur: ['spreadsheet'], envoyer: ['send'],
  telephone: ['phone'], appel: ['call'], appeler: ['call'], texto: ['sms', 'text'], navigateur: ['browser'], emploi: ['job'],
  offre: ['offer'], offres: ['offer'], recette: ['recipe'], recettes: ['recipe'], cuisine: ['cooking', 'recipe'],
  sante: ['health'], medecin: ['doctor', 'medical'], jeu: ['game'], jeux: ['game'], immobilier: ['realestate', 'property'],
  depot: ['repository', 'repo'], image: ['image'], images: ['image'], photo: ['photo'], generer: ['generate'],
  creer: ['create'], ecrire: ['write'], lire: ['read'], lister: ['list'], liste: ['list'], ouvert: ['open'],
  ouvertes: ['open'], ouverts: ['open'], ouverte: ['open'], publier: ['publish', 'post'], article: ['article', 'post'],
  articles: ['article', 'paper'], scientifique: ['scientific', 'research'], scientifiques: ['scientific', 'research'],
  apprentissage: ['learning'], automatique: ['machine'], convertir: ['convert'], texte: ['text'], resumer: ['summarize'],
  resume: ['summary'], video: ['video'], videos: ['video'], chaine: ['channel'], base: ['base'], tableau: ['table', 'board'],
  contrat: ['contract'], client: ['customer', 'client'], clients: ['customer', 'client'], vente: ['sales'],
  ventes: ['sales'], enquete: ['survey'], sondage: ['survey', 'poll'], formulaire: ['form'], courrier: ['mail'],
  colis: ['parcel', 'package', 'shipment'], livraison: ['delivery'], commande: ['order'], commander: ['order'],
  developpeur: ['developer'], logiciel: ['software'], erreur: ['error'], erreurs: ['error'], journal: ['log', 'journal'],
  journaux: ['log'], securite: ['security'], mot: ['word'], passe: ['password'], utilisateur: ['user'],
  utilisateurs: ['user'], compte: ['account'], equipe: ['team'], projet: ['project'], projets: ['project'],
  note: ['note'], notes: ['note'], diapositive: ['slide'], diapositives: ['slide'], presentation: ['presentation'],
  devise: ['currency'], devises: ['currency'], taux: ['rate'], change: ['exchange'], echecs: ['chess'],
  // --- Spanish
  tiempo: ['weather', 'time'], clima: ['weather', 'climate'], pronostico: ['forecast'], correo: ['email', 'mail'],
  correos: ['email', 'mail'], electronico: ['email'], mensaje: ['message'], mensajes: ['message'],
  enviar: ['send'], vuelo: ['flight'], vuelos: ['flight'], barato: ['cheap'], baratos: ['cheap'],
  barata: ['cheap'], baratas: ['cheap'], viaje: ['travel', 'trip'], viajar: ['travel'], reservar: ['book', 'booking', 'reservation'],
  reserva: ['booking', 'reservation'], hotel: ['hotel'], mapa: ['map'], direccion: ['address', 'directions'],
  datos: ['data'], archivo: ['file'], archivos: ['file'], carpeta: ['folder'], documento: ['document'],
  documentos: ['document'], traducir: ['translate', 'translation'], traduccion: ['translation'], calendario: ['calendar'],
  cita: ['appointment'], tarea: ['task'], tareas: ['task'], factura: ['invoice'],
  facturas: ['invoice'], pago: ['payment'], pagos: ['payment'], pagar: ['pay', 'payment'], banco: ['bank'],
  comprar: ['buy', 'purchase'], compra: ['purchase'], tienda: ['shop', 'store'], musica: ['music'], cancion: ['song'],
  noticias: ['news'], acciones: ['stock'], bolsa: ['stock'], precio: ['price'], precios: ['price'], hoja: ['sheet'],
  calculo: ['spreadsheet'], telefono: ['phone'], llamada: ['call'], llamar: ['call'], navegador: ['browser'],
  empleo: ['job'], trabajo: ['job', 'work'], receta: ['recipe'], recetas: ['recipe'], cocina: ['cooking', 'recipe'],
  salud: ['health'], medico: ['doctor', 'medical'], juego: ['game'], juegos: ['game'], repositorio: ['repository'],
  imagen: ['image'], imagenes: ['image'], foto: ['photo'], fotos: ['photo'], generar: ['generate'], crear: ['create'],
  escribir: ['write'], leer: ['read'], listar: ['list'], lista: ['list'], abrir: ['open'], publicar: ['publish', 'post'],
  articulo: ['article'], articulos: ['article', 'paper'], cientifico: ['scientific', 'research'],
  resumir: ['summarize'], canal: ['channel'], estadisticas: ['statistics', 'analytics', 'stats'],
  estadistica: ['statistics'], presentacion: ['presentation', 'slides'], diapositivas: ['slide'], ventas: ['sales'],
  cliente: ['customer', 'client'], clientes: ['customer', 'client'], encuesta: ['survey'], formulario: ['form'],
  paquete: ['package', 'parcel'], envio: ['shipping', 'delivery'], pedido: ['order'], pedir: ['order'],
  desarrollador: ['developer'], error: ['error'], errores: ['error'], registro: ['log', 'record'], seguridad: ['security'],
  contrasena: ['password'], usuario: ['user'], usuarios: ['user'], cuenta: ['account'], equipo: ['team'],
  proyecto: ['project'], nota: ['note'], notas: ['note'], moneda: ['currency'], monedas: ['currency'],
  cambio: ['exchange'], ajedrez: ['chess'], aeropuerto: ['airport'], ingles: ['english'], visado: ['visa'],
  visa: ['visa'], ensayos: ['trial'], clinicos: ['clinical'], tabla: ['table'],
  // --- German
  wetter: ['weather'], vorhersage: ['forecast'], nachricht: ['message'], nachrichten: ['news', 'message'],
  senden: ['send'], schicken: ['send'], flug: ['flight'], fluge: ['flight'], gunstig: ['cheap'], billig: ['cheap'],
  reise: ['travel', 'trip'], reisen: ['travel'], buchen: ['book', 'booking'], buchung: ['booking'], karte: ['map'],
  daten: ['data'], datei: ['file'], dateien: ['file'], ordner: ['folder'], dokument: ['document'],
  dokumente: ['document'], ubersetzen: ['translate', 'translation'], ubersetzung: ['translation'],
  kalender: ['calendar'], termin: ['appointment', 'meeting'], besprechung: ['meeting'], aufgabe: ['task'],
  aufgaben: ['task'], rechnung: ['invoice'], rechnungen: ['invoice'], zahlung: ['payment'], bezahlen: ['pay', 'payment'],
  bank: ['bank'], kaufen: ['buy'], laden: ['shop', 'store'], musik: ['music'], lied: ['song'], aktien: ['stock'],
  aktie: ['stock'], borse: ['stock'], preis: ['price'], preise: ['price'], tabelle: ['spreadsheet', 'table'],
  telefon: ['phone'], anruf: ['call'], browser: ['browser'], stelle: ['job'], stellen: ['job'], rezept: ['recipe'],
  rezepte: ['recipe'], kochen: ['cooking'], gesundheit: ['health'], arzt: ['doctor', 'medical'], spiel: ['game'],
  spiele: ['game'], bild: ['image'], bilder: ['image'], erstellen: ['create'], erzeugen: ['generate'],
  schreiben: ['write'], lesen: ['read'], auflisten: ['list'], offnen: ['open'], veroffentlichen: ['publish'],
  artikel: ['article'], wissenschaftlich: ['scientific'], umwandeln: ['convert'], konvertieren: ['convert'],
  text: ['text'], zusammenfassen: ['summarize'], kanal: ['channel'], statistik: ['statistics'], statistiken: ['statistics'],
  umfrage: ['survey'], formular: ['form'], paket: ['package', 'parcel'], lieferung: ['delivery'], bestellung: ['order'],
  bestellen: ['order'], entwickler: ['developer'], fehler: ['error', 'bug'], protokoll: ['log'], sicherheit: ['security'],
  passwort: ['password'], benutzer: ['user'], konto: ['account'], projekt: ['project'], notiz: ['note'],
  notizen: ['note'], wahrung: ['currency'], wechselkurs: ['exchange', 'rate'], schach: ['chess'], flughafen: ['airport'],
  jahre: ['year'], kunden: ['customer'], kunde: ['customer'], zufriedenheit: ['satisfaction'],
  arbeitslosigkeit: ['unemployment'],
  // --- Everyday task verbs and nouns added in issue #11's second round (fr, es, de), reviewed one by one:
  // languages, planning, checking and watching, files and media, reports and money. General vocabulary
  // an agent relays from its user, not words of any evaluation query.
  anglais: ['english'], francais: ['french'], espagnol: ['spanish'], allemand: ['german'],
  planifier: ['schedule', 'plan'], analyser: ['analyze', 'analysis'],
  verifier: ['check', 'verify'], suivre: ['track'], surveiller: ['monitor'], telecharger: ['download'],
  panne: ['outage', 'down'], ecouter: ['listen'], sauvegarder: ['backup', 'save'], sauvegarde: ['backup'],
  supprimer: ['delete'], modifier: ['edit'], rappel: ['reminder'], rappels: ['reminder'], horaires: ['timetable', 'schedule'],
  dessiner: ['draw'], diagramme: ['diagram'], graphique: ['chart'], rapport: ['report'], depenses: ['expense'],
  impots: ['tax'], connexion: ['login'], trajet: ['route'],
  programar: ['schedule'], planificar: ['schedule', 'plan'], analizar: ['analyze', 'analysis'], verificar: ['check', 'verify'],
  comprobar: ['check'], rastrear: ['track'], seguimiento: ['tracking'], monitorear: ['monitor'], monitorizar: ['monitor'],
  descargar: ['download'], subtitulos: ['subtitles'], escuchar: ['listen'], caido: ['down', 'outage'], borrar: ['delete'],
  eliminar: ['delete'], editar: ['edit'], recordatorio: ['reminder'], recordatorios: ['reminder'], ruta: ['route'],
  horario: ['timetable', 'schedule'], dibujar: ['draw'], diagrama: ['diagram'], grafico: ['chart'], informe: ['report'],
  gastos: ['expense'], impuestos: ['tax'], frances: ['french'], aleman: ['german'], espanol: ['spanish'],
  planen: ['schedule', 'plan'], analysieren: ['analyze', 'analysis'], prufen: ['check', 'verify'], uberprufen: ['check', 'verify'],
  verfolgen: ['track'], uberwachen: ['monitor'], herunterladen: ['download'], untertitel: ['subtitles'], horen: ['listen'],
  loschen: ['delete'], bearbeiten: ['edit'], erinnerung: ['reminder'], zeichnen: ['draw'], diagramm: ['diagram'],
  bericht: ['report'], ausgaben: ['expense'], steuer: ['tax'], steuern: ['tax'], englisch: ['english'], deutsch: ['german'],
  franzosisch: ['french'], spanisch: ['spanish'], webseite: ['website'], datenbank: ['database'],
};
