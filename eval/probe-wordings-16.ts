/**
 * @module eval/probe-wordings-16
 * Probe pool 16: 48 foreign-language RAG / assistant wordings (`FOREIGN_PROBE_16`), two per
 * language in 24 languages. The human framing (rules, labels, greetings, signatures, JSON keys,
 * XML tags) is in the frame language; the material and the question stay English.
 *
 * Written BLIND: the author read only `eval/wording.ts` (the Wording interface) and
 * `src/wire/chat.ts` (ChatMessage / ToolCall types), plus `tsconfig.json` and the head of
 * `package.json` to know how to compile and run. Nothing else in the repository (no other
 * pool, no eval runner, no source of the system under test) was opened.
 *
 * Material parsing: blocks are split on blank lines; a block matching
 * `^Document \[(\d+)\]\(Title: (.*?)\) ` (exactly that pattern) yields a number, a title and the
 * rest of the block as passage text, otherwise the whole block is the passage text. Passage text
 * is always emitted verbatim (or JSON-escaped inside a JSON string), exactly once.
 *
 * Columns: Q at = where the question stands; form = how ask() renders it;
 * op = a rule uses a text-operation word (summarise, list, compare, extract, count, translate…)
 * for something other than the task.
 *
 * | lang  | name                          | Q at                                   | form                                   | op |
 * |-------|-------------------------------|----------------------------------------|----------------------------------------|----|
 * | es    | p16-es-banca-chat             | after docs, user (after greeting pair)  | plain "?" under label                  | no |
 * | es    | p16-es-api-json               | JSON body key, before docs             | JSON value, `"`→`'`                    | yes ("resumen" field) |
 * | fr    | p16-fr-mutuelle               | before docs, user                      | plain "?" under label                  | no |
 * | fr    | p16-fr-xml-requete            | XML <question>, after docs             | plain "?" in element                   | yes ("compare") |
 * | de    | p16-de-stadtwerke-md          | markdown "## Kundenfrage", after docs  | plain "?" under heading; signature     | yes ("fasse nicht zusammen") |
 * | de    | p16-de-archiv-tool            | later user turn after tool result      | order "Sag mir…:" without "?"          | no |
 * | it    | p16-it-ecommerce-sys          | later user turn; docs in system        | in sentence "Il cliente vuole sapere:" | no |
 * | it    | p16-it-modulo                 | form after docs                        | template "Domanda:"/"Risposta:"        | no |
 * | pt-BR | p16-pt-operadora-partes       | content part after docs                | plain "?" under label                  | yes ("Conte com a gente") |
 * | pt-BR | p16-pt-schema-json            | before docs, user                      | order, no "?", first letter lowercased | no |
 * | nl    | p16-nl-gemeente               | after docs, rules after question       | plain "?" under label                  | no |
 * | nl    | p16-nl-developer-vraag        | developer message, before docs         | in sentence "De gebruiker vraagt:"     | no |
 * | pl    | p16-pl-sklep-tabela           | before docs, after greeting            | order "znajdź dla mnie:" without "?"   | no |
 * | pl    | p16-pl-xml-system             | later user turn; docs in system        | XML <pytanie> element                  | yes ("streszczaj", "wyciągnij") |
 * | cs    | p16-cs-eshop-podpis           | after docs; signature after            | plain "?" under label                  | no |
 * | cs    | p16-cs-sablona-md             | markdown "### Otázka", after docs      | plain "?" under heading                | no |
 * | ru    | p16-ru-anketa                 | form after docs                        | template "Вопрос:"/"Ответ:"            | no |
 * | ru    | p16-ru-tool-json              | later user turn (JSON) after tool      | JSON value, `"`→`'`                    | yes ("краткое_содержание" field) |
 * | uk    | p16-uk-portal                 | before docs, after greeting            | in sentence "Користувач хоче дізнатися:" | no |
 * | uk    | p16-uk-markdown               | markdown "## Запитання", after docs    | plain "?" under heading                | yes ("Нічого не перекладай") |
 * | ro    | p16-ro-telecom-salut          | before docs (after greeting pair)      | order "Spune-mi" no "?", lowercased    | no |
 * | ro    | p16-ro-sistem-intrebare       | system message, before docs            | plain "?" under label                  | yes ("Listează sursele") |
 * | hu    | p16-hu-bank-xml               | after XML docs; signature after        | plain "?" under label                  | no |
 * | hu    | p16-hu-sablon                 | form before docs, "VÁLASZ:" at end     | template "KÉRDÉS:"                     | no |
 * | el    | p16-el-taxidia                | after docs                             | in sentence "Ο πελάτης θέλει να μάθει:" | yes ("Σύγκρινε") |
 * | el    | p16-el-xml-developer          | XML attribute, before docs             | attribute value, `"`→`'`               | no |
 * | da    | p16-da-borgerservice          | after docs; greeting + signature       | plain "?" under label                  | no |
 * | da    | p16-da-tool-opslag            | later user turn after tool result      | order "Find svaret på:" without "?"    | yes ("Opsummér ikke") |
 * | fi    | p16-fi-json-pyynto            | JSON body key, before docs             | JSON value, `"`→`'`                    | no |
 * | fi    | p16-fi-markdown               | markdown "# Kysymys", after docs       | plain "?" under heading; long schema   | no |
 * | tr    | p16-tr-eticaret               | after docs, after greeting             | plain "?" under label                  | no |
 * | tr    | p16-tr-form-sistem            | later user turn form; docs in system   | template "Soru:"/"Cevap:"              | no |
 * | ar    | p16-ar-bank                   | after docs                             | plain "?" under label                  | no |
 * | ar    | p16-ar-json-talab             | JSON body key, before docs             | JSON value, `"`→`'`                    | no |
 * | he    | p16-he-bituach                | before docs (after greeting pair)      | order "תגיד לי:" without "?"           | no |
 * | he    | p16-he-xml                    | XML <שאלה>, after docs                 | plain "?" in element                   | no |
 * | fa    | p16-fa-poshtibani             | after docs                             | plain "?" under label                  | no |
 * | fa    | p16-fa-markdown               | markdown "## پرسش", before docs        | plain "?" under heading                | yes ("فهرست منابع") |
 * | bn    | p16-bn-telecom-form           | form after docs                        | template "প্রশ্ন:"/"উত্তর:"              | no |
 * | bn    | p16-bn-tool-json              | later user turn after tool result      | in sentence "গ্রাহক জানতে চান:"        | no |
 * | ms    | p16-ms-bank                   | before docs; signature after           | order "Tolong carikan…:" without "?"   | no |
 * | ms    | p16-ms-developer-rujukan      | later user turn; docs in developer     | plain "?" under label; rules after     | no |
 * | vi    | p16-vi-thuongmai              | after docs                             | plain "?" under label                  | no |
 * | vi    | p16-vi-xml-yeucau             | XML <câu_hỏi>, before docs             | plain "?" in element                   | no |
 * | zh-TW | p16-zht-bank                  | after docs, after greeting             | plain "?" under label "問題："         | no |
 * | zh-TW | p16-zht-json-api              | JSON body key, before docs             | JSON value, `"`→`'`                    | yes ("摘要" field) |
 * | ja    | p16-ja-support                | after docs; signature after            | plain "?" under label "質問："         | no |
 * | ja    | p16-ja-markdown-sys           | later user turn; docs in system        | plain "?" under heading "## 質問"      | no |
 *
 * Self-check: `npx tsx eval/probe-wordings-16.ts`.
 */
import { pathToFileURL } from 'node:url';
import type { ChatMessage, ContentPart, ToolCall } from '../src/wire/chat.js';
import type { Wording } from './wording.js';

// ---------------------------------------------------------------------------------------------
// Material parsing and small helpers
// ---------------------------------------------------------------------------------------------

interface Passage {
  /** The document number from the header, or null for an untitled block. */
  n: number | null;
  title: string | null;
  /** Everything after the header (the whole block when untitled); emitted verbatim. */
  text: string;
}

const HEADER = /^Document \[(\d+)\]\(Title: (.*?)\) /;

function splitBlock(block: string): Passage {
  const m = HEADER.exec(block);
  if (m === null) return { n: null, title: null, text: block };
  return { n: Number(m[1] ?? '0'), title: m[2] ?? '', text: block.slice(m[0].length) };
}

function passages(material: string): Passage[] {
  return material
    .split(/\n\s*\n/)
    .filter((b) => b.trim() !== '')
    .map(splitBlock);
}

const same = (q: string): string => q;
const noQ = (q: string): string => q.replace(/\s*[?？]\s*$/, '');
/** Lowercase the first letter unless the first word looks like an acronym. */
function lowerFirst(s: string): string {
  const second = s.charAt(1);
  if (second !== '' && second === second.toUpperCase() && second !== second.toLowerCase()) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}
/** A form that needs no escaping inside a JSON string or a double-quoted XML attribute. */
const jsonSafe = (s: string): string =>
  s
    .replace(/"/g, "'")
    .replace(/\\/g, '/')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u2028\u2029]/g, ' ');
/** Escape a title for a double-quoted XML attribute (titles are not passage text). */
const attr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const num = (p: Passage, i: number): number => p.n ?? i + 1;
const digitsFrom = (zero: string) => (n: number): string =>
  String(n).replace(/[0-9]/g, (d) => String.fromCharCode(zero.charCodeAt(0) + Number(d)));
const faNum = digitsFrom('\u06F0');
const bnNum = digitsFrom('\u09E6');
const arNum = digitsFrom('\u0660');
const part = (text: string): ContentPart => ({ type: 'text', text });
const toolCall = (id: string, name: string, args: Record<string, unknown>): ToolCall => ({
  id,
  type: 'function',
  function: { name, arguments: JSON.stringify(args) },
});

// ---------------------------------------------------------------------------------------------
// The pool
// ---------------------------------------------------------------------------------------------

export const FOREIGN_PROBE_16: Wording[] = [
  // ------------------------------------------------------------------ Spanish
  {
    name: 'p16-es-banca-chat',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `[Documento ${num(p, i)}]${p.title !== null ? ` Título: ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `Eres «Lía», la asistente virtual de Banco Altamar. Atiendes a clientes particulares por el chat de la app móvil.

Normas de respuesta:
1. Responde únicamente con la información de los documentos que acompañan al mensaje del cliente.
2. Si la respuesta no aparece en los documentos, dilo con claridad: «No dispongo de esa información en la documentación disponible». No inventes datos, fechas ni cifras.
3. Responde siempre en español, con un tono cercano pero profesional; tutea al cliente.
4. Sé breve: dos frases como máximo.
5. Indica entre corchetes el número de los documentos en los que te basas, por ejemplo [3].
6. Escribe los nombres propios exactamente como aparecen en los documentos.
7. No repitas la pregunta del cliente en tu respuesta.
8. Nunca pidas datos personales, contraseñas ni el PIN de la tarjeta.`,
        },
        { role: 'user', content: '¡Hola, buenas tardes!' },
        { role: 'assistant', content: '¡Hola, buenas tardes! Soy Lía, de Banco Altamar. ¿En qué te puedo ayudar hoy?' },
        {
          role: 'user',
          content: `Documentación recuperada para esta consulta:\n\n${docs}\n\nPregunta del cliente: ${asked}`,
        },
      ];
    },
  },
  {
    name: 'p16-es-api-json',
    ask: jsonSafe,
    messages(material, asked) {
      const ps = passages(material);
      const body = {
        version: '2.3',
        canal: 'portal-clientes',
        consulta: asked,
        instrucciones: [
          'Responde solo con la información del campo «documentos».',
          'Si los documentos no contienen la respuesta, devuelve "respuesta": null y explica el motivo en «observaciones».',
          'No inventes nada.',
          'El campo «resumen» debe contener únicamente la respuesta en una frase corta, no un resumen de los documentos.',
          'Incluye en «fuentes» los identificadores de los documentos utilizados.',
          'Copia en «cita_textual» la frase del documento que respalda la respuesta.',
          'Escribe en español; los nombres propios, tal cual aparecen.',
        ],
        documentos: ps.map((p, i) => ({
          id: `doc-${i + 1}`,
          ...(p.title !== null ? { titulo: p.title } : {}),
          contenido: p.text,
        })),
        formato_salida: {
          resumen: 'string',
          respuesta: 'string | null',
          fuentes: ['doc-N'],
          cita_textual: 'string',
          confianza: 'alta | media | baja',
          observaciones: 'string',
        },
      };
      return [
        {
          role: 'system',
          content:
            'Eres un servicio interno de preguntas y respuestas de Seguros Meridiano. Recibes peticiones en JSON y devuelves exclusivamente un objeto JSON válido, sin texto adicional.',
        },
        { role: 'user', content: JSON.stringify(body, null, 2) },
      ];
    },
  },

  // ------------------------------------------------------------------ French
  {
    name: 'p16-fr-mutuelle',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `--- Extrait n° ${i + 1}${p.title !== null ? ` — ${p.title}` : ''} ---\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `Tu es l'assistant documentaire de la Mutuelle des Trois Vallées. Tu réponds aux adhérents qui posent des questions depuis leur espace en ligne. Vouvoie toujours l'adhérent et reste factuel.`,
        },
        {
          role: 'user',
          content: `Question de l'adhérent : ${asked}

Voici les extraits de notre base documentaire :

${docs}

Rappel des consignes :
- Appuie-toi uniquement sur les extraits ci-dessus.
- Si la réponse n'y figure pas, réponds : « Je ne trouve pas cette information dans nos documents. »
- N'invente jamais de date, de nom ni de chiffre.
- Réponds en français, en trois phrases maximum.
- Indique entre parenthèses le numéro des extraits utilisés, par exemple (extrait n° 4).
- Recopie mot pour mot, entre guillemets, la phrase qui justifie ta réponse.
- Vérifie l'orthographe des noms propres dans les extraits.`,
        },
      ];
    },
  },
  {
    name: 'p16-fr-xml-requete',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `<document numero="${num(p, i)}"${p.title !== null ? ` titre="${attr(p.title)}"` : ''}>${p.text}</document>`)
        .join('\n');
      return [
        {
          role: 'system',
          content:
            "Tu es l'assistant du service client de Librairie Papyrus. Les requêtes te parviennent au format XML. Réponds toujours en français.",
        },
        {
          role: 'user',
          content: `<requete>
<consignes>
<consigne>Réponds uniquement à partir des documents fournis ci-dessous.</consigne>
<consigne>Si aucun document ne contient la réponse, écris « Information non disponible ».</consigne>
<consigne>N'invente rien et ne fais aucune supposition.</consigne>
<consigne>Compare ta réponse avec les documents avant de l'envoyer : chaque fait doit s'y retrouver.</consigne>
<consigne>Réponse courte : une ou deux phrases.</consigne>
<consigne>Indique les numéros des documents utilisés.</consigne>
</consignes>
<documents>
${docs}
</documents>
<question>${asked}</question>
</requete>

Format attendu : <reponse><texte>…</texte><sources>numéros des documents</sources><confiance>élevée|moyenne|faible</confiance></reponse>`,
        },
      ];
    },
  },

  // ------------------------------------------------------------------ German
  {
    name: 'p16-de-stadtwerke-md',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `### Quelle ${i + 1}${p.title !== null ? `: ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `Du bist „Watti“, der digitale Assistent der Stadtwerke Kellinghausen.

Regeln:
- Antworte ausschließlich auf Grundlage der Quellen im Abschnitt „Wissensdatenbank“.
- Wenn die Quellen keine Antwort enthalten, sag das offen: „Dazu habe ich leider keine Informationen.“
- Erfinde nichts, auch keine Jahreszahlen oder Namen.
- Fasse die Quellen nicht zusammen, sondern beantworte nur die gestellte Frage.
- Antworte auf Deutsch und sieze den Kunden.
- Halte dich kurz: höchstens drei Sätze.
- Nenne am Ende die verwendeten Quellen im Format „Quellen: 2, 7“.
- Prüfe die Schreibweise von Namen anhand der Quellen.`,
        },
        {
          role: 'user',
          content: `Hallo zusammen, ich hätte da mal eine Frage an euch.

## Wissensdatenbank

${docs}

## Kundenfrage

${asked}

Viele Grüße
Familie Brenner`,
        },
      ];
    },
  },
  {
    name: 'p16-de-archiv-tool',
    ask: noQ,
    messages(material, asked) {
      const ps = passages(material);
      const hits = ps
        .map((p, i) => `Treffer ${i + 1}${p.title !== null ? ` | ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `Du bist der Recherche-Assistent der Redaktion der „Rheintaler Rundschau“. Für Archivrecherchen steht dir das Werkzeug archiv_suche zur Verfügung.

Regeln:
1. Beantworte Fragen nur mit Inhalten aus den Suchtreffern.
2. Steht die Antwort nicht in den Treffern, antworte: „Dazu liegt im Archiv nichts vor.“
3. Keine Vermutungen, keine erfundenen Details.
4. Antwort auf Deutsch, höchstens zwei Sätze.
5. Gib die Nummern der Treffer an, auf die du dich stützt (z. B. „Treffer 3“).
6. Zitiere den Satz, der die Antwort belegt, wörtlich in Anführungszeichen.
7. Eigennamen bleiben in der Originalschreibweise.`,
        },
        { role: 'user', content: 'Servus! Kannst du bitte im Archiv nachsehen? Ich brauche gleich etwas für den Faktencheck.' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [toolCall('call_archiv_01', 'archiv_suche', { index: 'archiv-gesamt', treffer_max: 20 })],
        },
        { role: 'tool', tool_call_id: 'call_archiv_01', content: hits },
        { role: 'user', content: `Danke. Sag mir bitte kurz und knapp: ${asked}.` },
      ];
    },
  },

  // ------------------------------------------------------------------ Italian
  {
    name: 'p16-it-ecommerce-sys',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `(${num(p, i)})${p.title !== null ? ` ${p.title} —` : ''} ${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `Sei l'assistente clienti di Casa Verdiani, negozio online di articoli per la casa.

BASE DI CONOSCENZA
${docs}

ISTRUZIONI
- Rispondi solo con le informazioni contenute nella base di conoscenza qui sopra.
- Se l'informazione non c'è, rispondi: "Mi dispiace, non ho trovato questa informazione nei nostri documenti."
- Non inventare mai dati, date o nomi.
- Rispondi in italiano, dando del Lei al cliente.
- Risposta breve: massimo 40 parole.
- Indica tra parentesi quadre i numeri delle voci usate, ad es. [2].
- Non ripetere la domanda del cliente.`,
        },
        { role: 'user', content: `Buongiorno. Il cliente vuole sapere: ${asked}` },
      ];
    },
  },
  {
    name: 'p16-it-modulo',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `[${num(p, i)}]${p.title !== null ? ` «${p.title}»` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'user',
          content: `Compila il modulo di risposta seguendo queste regole:
• usa esclusivamente i documenti riportati sotto;
• se la risposta non è nei documenti scrivi «Non presente nei documenti»;
• niente supposizioni né informazioni esterne;
• rispondi in italiano, in una sola frase;
• nel campo «Fonti» indica i numeri dei documenti usati;
• nel campo «Citazione» riporta la frase esatta del documento che sostiene la risposta;
• i nomi propri vanno scritti come nei documenti.

DOCUMENTI
${docs}

MODULO
Domanda: ${asked}
Risposta:
Citazione:
Fonti:`,
        },
      ];
    },
  },

  // ------------------------------------------------------------------ Portuguese (BR)
  {
    name: 'p16-pt-operadora-partes',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `Documento ${i + 1}${p.title !== null ? ` — ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `Você é a Bia, assistente virtual da operadora Conecta Mais.

Regras:
- Responda só com base nos documentos enviados junto com a mensagem do cliente.
- Se a resposta não estiver nos documentos, diga "Não encontrei essa informação nos nossos documentos" e ofereça o atendimento humano.
- Nunca invente informações.
- Responda em português do Brasil, de forma simples e curta (até 3 frases).
- Informe os números dos documentos usados entre colchetes, por exemplo [5].
- Mantenha os nomes próprios como estão nos documentos.
- Sempre termine a resposta com a frase "Conte com a gente!".`,
        },
        {
          role: 'user',
          content: [
            part('Oi, tudo bem? Queria tirar uma dúvida rapidinho.'),
            part(`Documentos encontrados:\n\n${docs}`),
            part(`Pergunta: ${asked}`),
          ],
        },
      ];
    },
  },
  {
    name: 'p16-pt-schema-json',
    ask: (q) => lowerFirst(noQ(q)),
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `Fonte ${i + 1}${p.title !== null ? ` — ${p.title}` : ''}:\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content:
            'Você é o assistente de pesquisa da Editora Saber. Você responde sempre em JSON válido, sem nenhum texto fora do JSON.',
        },
        {
          role: 'user',
          content: `Me responde o seguinte: ${asked}

Use os trechos abaixo como única fonte.

${docs}

Formato obrigatório da resposta (JSON):
{
  "resposta": "resposta curta, em português, sem repetir a pergunta",
  "fontes": [números das fontes usadas],
  "trecho_de_apoio": "frase copiada exatamente da fonte que comprova a resposta",
  "confianca": "alta" | "média" | "baixa",
  "encontrado_nas_fontes": true | false,
  "observacoes": "se a resposta não estiver nas fontes, explique aqui e deixe \\"resposta\\" vazia"
}
Não invente nada. Confira a grafia dos nomes próprios nas fontes antes de responder.`,
        },
      ];
    },
  },

  // ------------------------------------------------------------------ Dutch
  {
    name: 'p16-nl-gemeente',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `Bron [${num(p, i)}]${p.title !== null ? `: ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: 'Je bent de digitale assistent van de gemeente Waterlanden. Je helpt inwoners vriendelijk en duidelijk.',
        },
        {
          role: 'user',
          content: `Bronnen:

${docs}

Vraag van de inwoner:
${asked}

Let op bij het beantwoorden:
- Gebruik alleen informatie uit de bronnen hierboven.
- Staat het antwoord er niet in? Zeg dan: "Dat kan ik helaas niet vinden in de beschikbare informatie."
- Verzin niets.
- Antwoord in het Nederlands, in eenvoudige taal (B1-niveau), maximaal drie zinnen.
- Noem de nummers van de bronnen die je gebruikt, bijvoorbeeld [Bron 2].
- Herhaal de vraag niet.`,
        },
      ];
    },
  },
  {
    name: 'p16-nl-developer-vraag',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `<document nr="${i + 1}"${p.title !== null ? ` titel="${attr(p.title)}"` : ''}>\n${p.text}\n</document>`)
        .join('\n');
      return [
        {
          role: 'developer',
          content: `Context voor deze sessie: de gebruiker is klant van verzekeraar Dijkstra & Zn. De gebruiker vraagt: ${asked}
Beantwoord die vraag met behulp van de documenten in het volgende bericht.

Richtlijnen:
1. Alleen feiten uit de documenten; verzin er niets bij.
2. Geven de documenten geen antwoord, zeg dat dan eerlijk.
3. Antwoord in het Nederlands, kort en zakelijk.
4. Vermeld tussen vierkante haken de documentnummers die je gebruikt.
5. Schrijf namen precies zoals ze in de documenten staan.
6. Controleer je antwoord nog één keer aan de hand van de documenten voordat je het verstuurt.`,
        },
        { role: 'user', content: `<documenten>\n${docs}\n</documenten>` },
      ];
    },
  },

  // ------------------------------------------------------------------ Polish
  {
    name: 'p16-pl-sklep-tabela',
    ask: noQ,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `Dokument ${num(p, i)}${p.title !== null ? ` (${p.title})` : ''}:\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: 'Jesteś asystentem klienta w sklepie internetowym Domowo.pl. Zwracaj się do klienta per Pan/Pani.',
        },
        {
          role: 'user',
          content: `Dzień dobry,
znajdź dla mnie: ${asked}

Dokumenty:

${docs}

Zasady odpowiedzi:
1. Korzystaj wyłącznie z powyższych dokumentów.
2. Jeśli odpowiedzi nie ma w dokumentach, napisz: „Brak tej informacji w dokumentach”.
3. Niczego nie wymyślaj.
4. Odpowiadaj po polsku, zwięźle.
5. Nazwy własne zapisuj dokładnie tak jak w dokumentach.
6. Odpowiedź sformatuj jako tabelę Markdown z kolumnami: | Odpowiedź | Dokumenty źródłowe | Pewność (wysoka/średnia/niska) |`,
        },
      ];
    },
  },
  {
    name: 'p16-pl-xml-system',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `<dokument nr="${i + 1}"${p.title !== null ? ` tytul="${attr(p.title)}"` : ''}>${p.text}</dokument>`)
        .join('\n');
      return [
        {
          role: 'system',
          content: `Jesteś asystentem działu obsługi klienta firmy ubezpieczeniowej Pewna Polisa S.A.

<dokumenty>
${docs}
</dokumenty>

<zasady>
- Odpowiadaj tylko na podstawie treści w <dokumenty>.
- Nie streszczaj dokumentów — wyciągnij z nich wyłącznie odpowiedź na pytanie.
- Gdy odpowiedzi brak, napisz to wprost i nie zgaduj.
- Odpowiadaj po polsku, maksymalnie w dwóch zdaniach.
- Podaj numery dokumentów, z których korzystasz, np. [dok. 3].
- Nie powtarzaj pytania.
</zasady>`,
        },
        { role: 'user', content: `<pytanie>${asked}</pytanie>` },
      ];
    },
  },

  // ------------------------------------------------------------------ Czech
  {
    name: 'p16-cs-eshop-podpis',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `Zdroj č. ${num(p, i)}${p.title !== null ? ` – ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `Jsi virtuální asistent e-shopu Zahrádka.cz.

Pravidla:
- Odpovídej pouze na základě zdrojů, které ti pošle uživatel.
- Pokud ve zdrojích odpověď není, napiš: „Tuto informaci bohužel v podkladech nemám.“
- Nic si nevymýšlej.
- Odpovídej česky, vykej a buď stručný (nejvýše tři věty).
- Uveď čísla zdrojů, ze kterých vycházíš, např. (zdroj č. 5).
- Vlastní jména piš přesně tak, jak jsou ve zdrojích.
- Ber v úvahu, že píšeš zákazníkovi, ne kolegovi.`,
        },
        {
          role: 'user',
          content: `Dobrý den,

${docs}

Dotaz zákazníka: ${asked}

Děkuji,
Jana Dvořáková, zákaznická podpora`,
        },
      ];
    },
  },
  {
    name: 'p16-cs-sablona-md',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `**[${i + 1}]${p.title !== null ? ` ${p.title}` : ''}**\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'user',
          content: `### Pokyny
1. Odpověz na otázku v sekci „Otázka“ výhradně podle podkladů.
2. Když v podkladech odpověď chybí, napiš „V podkladech není uvedeno“.
3. Nevymýšlej si fakta ani data.
4. Odpovídej česky, jednou až dvěma větami.
5. Uveď čísla podkladů, ze kterých odpověď pochází, a zkopíruj větu, která ji dokládá.
6. Před odesláním si odpověď ověř podle podkladů.

### Podklady
${docs}

### Otázka
${asked}

### Odpověď
(sem napiš odpověď ve tvaru: Odpověď – Zdroje – Jistota vysoká/střední/nízká)`,
        },
      ];
    },
  },

  // ------------------------------------------------------------------ Russian
  {
    name: 'p16-ru-anketa',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `Документ №${num(p, i)}.${p.title !== null ? ` «${p.title}»` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `Ты — ассистент службы поддержки интернет-провайдера «СеверНет».

Правила:
1. Отвечай только по документам из сообщения пользователя.
2. Если ответа в документах нет — так и напиши: «В документах нет ответа на этот вопрос».
3. Ничего не придумывай.
4. Отвечай на русском языке, кратко — одно-два предложения.
5. Укажи номера документов, на которые опираешься, в квадратных скобках.
6. Имена собственные пиши так, как они написаны в документах.
7. Не повторяй вопрос в ответе.`,
        },
        {
          role: 'user',
          content: `Документы:

${docs}

Заполни форму:
Вопрос: ${asked}
Ответ:
Источники:`,
        },
      ];
    },
  },
  {
    name: 'p16-ru-tool-json',
    ask: jsonSafe,
    messages(material, asked) {
      const ps = passages(material);
      const result = {
        результаты: ps.map((p, i) => ({
          номер: i + 1,
          ...(p.title !== null ? { заголовок: p.title } : {}),
          текст: p.text,
        })),
      };
      const request = {
        запрос: asked,
        требования: [
          'Отвечай только по найденным материалам.',
          'Если ответа в материалах нет, верни "ответ": null.',
          'Ничего не выдумывай.',
          'Поле «краткое_содержание» — это ответ одной фразой на русском, а не пересказ материалов.',
          'В поле «источники» укажи номера материалов.',
          'Имена и названия не меняй.',
        ],
        формат_ответа: {
          ответ: 'string | null',
          краткое_содержание: 'string',
          источники: [1],
          цитата: 'string',
          уверенность: 'высокая | средняя | низкая',
        },
      };
      return [
        {
          role: 'system',
          content:
            'Ты — помощник аналитического отдела компании «Вектор». Поиск по базе знаний выполняется инструментом knowledge_search. Ответ всегда возвращай в формате JSON.',
        },
        { role: 'user', content: 'Привет! Сейчас пришлю запрос, сначала подтяни материалы из базы.' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [toolCall('call_kb_7f2', 'knowledge_search', { коллекция: 'энциклопедия', лимит: 20 })],
        },
        { role: 'tool', tool_call_id: 'call_kb_7f2', content: JSON.stringify(result, null, 2) },
        { role: 'user', content: JSON.stringify(request, null, 2) },
      ];
    },
  },

  // ------------------------------------------------------------------ Ukrainian
  {
    name: 'p16-uk-portal',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `Матеріал ${num(p, i)}.${p.title !== null ? ` ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `Ти — віртуальний помічник порталу «Послуги онлайн».

Правила:
- Відповідай лише на основі наданих матеріалів.
- Якщо відповіді немає, чесно скажи про це й порадь звернутися до ЦНАП.
- Нічого не вигадуй.
- Відповідай українською мовою, коротко й зрозуміло.
- Вказуй номери матеріалів, на які спираєшся.
- Власні назви пиши так, як у матеріалах.`,
        },
        {
          role: 'user',
          content: `Добрий день!
Користувач хоче дізнатися: ${asked}

Знайдені матеріали:

${docs}`,
        },
      ];
    },
  },
  {
    name: 'p16-uk-markdown',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `**[${i + 1}]${p.title !== null ? ` ${p.title}` : ''}**\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'user',
          content: `## Джерела

${docs}

## Запитання

${asked}

## Вимоги до відповіді

- Відповідай тільки на підставі джерел вище; якщо відповіді там немає — напиши «Немає даних у джерелах».
- Нічого не перекладай: власні назви й назви творів залишай так, як вони написані в джерелах.
- Не вигадуй фактів.
- Відповідь — українською, не довше двох речень.
- Наприкінці вкажи номери використаних джерел у форматі «Джерела: 1, 4».
- Процитуй речення з джерела, яке підтверджує відповідь.`,
        },
      ];
    },
  },

  // ------------------------------------------------------------------ Romanian
  {
    name: 'p16-ro-telecom-salut',
    ask: (q) => lowerFirst(noQ(q)),
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `Documentul ${num(p, i)}${p.title !== null ? ` – ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `Ești asistentul virtual al companiei de telecomunicații Undanet România.

Reguli:
- Răspunde doar pe baza documentelor din mesajul clientului.
- Dacă documentele nu conțin răspunsul, spune: „Nu am găsit această informație în documentele noastre.”
- Nu inventa nimic.
- Răspunde în limba română, politicos, folosind „dumneavoastră”.
- Maximum trei propoziții.
- Menționează numerele documentelor folosite.
- Nu repeta întrebarea.`,
        },
        { role: 'user', content: 'Bună ziua!' },
        { role: 'assistant', content: 'Bună ziua! Sunt asistentul virtual Undanet. Cu ce vă pot ajuta?' },
        {
          role: 'user',
          content: `Spune-mi, te rog, ${asked}.
Mai jos ai documentele găsite în baza noastră de cunoștințe.

${docs}`,
        },
      ];
    },
  },
  {
    name: 'p16-ro-sistem-intrebare',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `[${i + 1}]${p.title !== null ? ` ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `Ești un asistent de documentare pentru redacția revistei Orizont Istoric.

Întrebarea utilizatorului: ${asked}

Reguli:
1. Răspunde exclusiv pe baza documentelor trimise în mesajul următor.
2. Dacă răspunsul nu se află în documente, scrie „Informație indisponibilă în documente”.
3. Nu inventa date, nume sau cifre.
4. Răspunde în română, pe scurt.
5. Listează sursele folosite în câmpul „surse”, ca listă de numere.
6. Răspunsul final trebuie să fie JSON: {"raspuns": "...", "surse": [..], "citat": "...", "incredere": "ridicată|medie|scăzută"}`,
        },
        { role: 'user', content: `Documente:\n\n${docs}` },
      ];
    },
  },

  // ------------------------------------------------------------------ Hungarian
  {
    name: 'p16-hu-bank-xml',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `<forras sorszam="${num(p, i)}"${p.title !== null ? ` cim="${attr(p.title)}"` : ''}>${p.text}</forras>`)
        .join('\n');
      return [
        {
          role: 'system',
          content: `Te a Dunakapu Bank ügyfélszolgálati asszisztense vagy.

Szabályok:
- Kizárólag a <forras> elemekben található információk alapján válaszolj.
- Ha a válasz nem szerepel a forrásokban, írd ezt: „A rendelkezésre álló dokumentumok alapján erre nem tudok válaszolni.”
- Ne találj ki semmit.
- Magyarul válaszolj, udvariasan, magázódva.
- Legfeljebb három mondatban válaszolj.
- Tüntesd fel a felhasznált források sorszámát szögletes zárójelben.
- A tulajdonneveket pontosan úgy írd, ahogy a forrásokban szerepelnek.`,
        },
        {
          role: 'user',
          content: `<forrasok>
${docs}
</forrasok>

Kérdés: ${asked}

Köszönöm szépen!
Kovács Péter`,
        },
      ];
    },
  },
  {
    name: 'p16-hu-sablon',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `#${i + 1}${p.title !== null ? ` – ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'user',
          content: `Szia! Remélem, jól telik a napod. Kérlek, segíts egy gyors kérdésben.

Szabályok:
1. Csak az alábbi dokumentumokból dolgozz.
2. Ha a válasz nincs benne, írd: „Nincs adat.”
3. Semmit ne találj ki.
4. Magyarul, tömören válaszolj.
5. Add meg a dokumentum számát és azt a mondatot, amelyre a válasz épül.

KÉRDÉS: ${asked}

DOKUMENTUMOK:

${docs}

VÁLASZ:`,
        },
      ];
    },
  },

  // ------------------------------------------------------------------ Greek
  {
    name: 'p16-el-taxidia',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `Έγγραφο ${num(p, i)}${p.title !== null ? ` – ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `Είσαι ο ψηφιακός βοηθός του ταξιδιωτικού γραφείου «Γαλάζιο Αιγαίο».

Κανόνες:
1. Απάντα μόνο με βάση τα έγγραφα που σου δίνονται.
2. Αν η απάντηση δεν υπάρχει στα έγγραφα, γράψε: «Δεν βρήκα αυτή την πληροφορία στα διαθέσιμα έγγραφα.»
3. Μην επινοείς τίποτα.
4. Απάντα στα ελληνικά, σύντομα (έως δύο προτάσεις).
5. Ανάφερε τους αριθμούς των εγγράφων που χρησιμοποίησες.
6. Σύγκρινε την απάντησή σου με τα έγγραφα πριν τη στείλεις.
7. Τα κύρια ονόματα γράψε τα όπως εμφανίζονται στα έγγραφα.`,
        },
        {
          role: 'user',
          content: `Έγγραφα:

${docs}

Ο πελάτης θέλει να μάθει: ${asked}`,
        },
      ];
    },
  },
  {
    name: 'p16-el-xml-developer',
    ask: jsonSafe,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `<έγγραφο αρ="${i + 1}"${p.title !== null ? ` τίτλος="${attr(p.title)}"` : ''}>\n${p.text}\n</έγγραφο>`)
        .join('\n');
      return [
        {
          role: 'developer',
          content: `Οδηγίες απάντησης:
- Απάντησε στο ερώτημα του στοιχείου <ερώτηση> μόνο με βάση το περιεχόμενο του <έγγραφα>.
- Αν δεν υπάρχει απάντηση, γράψε «Δεν υπάρχουν στοιχεία».
- Καμία εικασία, καμία εξωτερική πληροφορία.
- Γλώσσα απάντησης: ελληνικά.
- Μορφή: Markdown με επικεφαλίδες «Απάντηση» και «Πηγές».
- Στις «Πηγές» γράψε τους αριθμούς των εγγράφων και την παράγραφο όπου βρίσκεται η απάντηση.`,
        },
        {
          role: 'user',
          content: `<αίτημα>
<ερώτηση κείμενο="${asked}" γλώσσα_απάντησης="ελληνικά"/>
<έγγραφα>
${docs}
</έγγραφα>
</αίτημα>`,
        },
      ];
    },
  },

  // ------------------------------------------------------------------ Danish
  {
    name: 'p16-da-borgerservice',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `Kilde ${num(p, i)}${p.title !== null ? `: ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `Du er chatassistent for Borgerservice i Egeskov Kommune.

Regler:
- Svar kun ud fra de kilder, der står i beskeden.
- Hvis svaret ikke står i kilderne, så skriv: "Det kan jeg desværre ikke finde i vores materiale."
- Find ikke på noget selv.
- Svar på dansk, kort og venligt (højst tre sætninger).
- Angiv kildenumre i firkantede parenteser, f.eks. [Kilde 2].
- Skriv navne præcis som i kilderne.`,
        },
        {
          role: 'user',
          content: `Hej!

${docs}

Spørgsmål: ${asked}

Mvh.
Borgerservice, Egeskov Kommune`,
        },
      ];
    },
  },
  {
    name: 'p16-da-tool-opslag',
    ask: noQ,
    messages(material, asked) {
      const ps = passages(material);
      const hits = ps
        .map((p, i) => `Resultat ${i + 1}${p.title !== null ? ` — ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `Du er intern videnassistent hos forlaget Nordlys. Du kan slå op i vidensbasen med værktøjet soeg_i_vidensbase.

Regler:
1. Brug kun søgeresultaterne.
2. Opsummér ikke dokumenterne – besvar kun spørgsmålet.
3. Står svaret ikke i resultaterne, så sig det ligeud.
4. Ingen gætterier.
5. Svar på dansk i én sætning og angiv resultatnumrene.`,
        },
        { role: 'user', content: 'Hej, kan du slå noget op for mig i vidensbasen?' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [toolCall('call_nordlys_1', 'soeg_i_vidensbase', { antal: 20, sprog: 'en' })],
        },
        { role: 'tool', tool_call_id: 'call_nordlys_1', content: hits },
        { role: 'user', content: `Find svaret på: ${asked}` },
      ];
    },
  },

  // ------------------------------------------------------------------ Finnish
  {
    name: 'p16-fi-json-pyynto',
    ask: jsonSafe,
    messages(material, asked) {
      const ps = passages(material);
      const body = {
        kysymys: asked,
        ohjeet: [
          'Vastaa vain asiakirjojen perusteella.',
          'Jos vastausta ei löydy asiakirjoista, kirjoita: "Tietoa ei löytynyt."',
          'Älä keksi mitään.',
          'Vastaa suomeksi ja lyhyesti.',
          'Merkitse käyttämiesi asiakirjojen numerot kenttään "lähteet".',
          'Kirjoita erisnimet täsmälleen kuten asiakirjoissa.',
        ],
        asiakirjat: ps.map((p, i) => ({
          numero: num(p, i),
          otsikko: p.title,
          teksti: p.text,
        })),
        vastausmuoto: { vastaus: 'string', lähteet: [1], varmuus: 'korkea | keskitaso | matala' },
      };
      return [
        {
          role: 'system',
          content: 'Olet verkkokauppa Kotitorin asiakaspalvelun avustaja. Saat pyynnön JSON-muodossa. Vastaa aina suomeksi ja JSON-muodossa.',
        },
        { role: 'user', content: JSON.stringify(body, null, 2) },
      ];
    },
  },
  {
    name: 'p16-fi-markdown',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `## Lähde ${i + 1}${p.title !== null ? `: ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'user',
          content: `# Tehtävä
Vastaa alla olevaan kysymykseen käyttäen ainoastaan kohdan "Lähteet" tekstejä.

# Lähteet
${docs}

# Kysymys
${asked}

# Vastauksen muoto
- **Vastaus:** enintään kaksi virkettä suomeksi
- **Lähteet:** käytettyjen lähteiden numerot
- **Tukilause:** lähteestä sanatarkasti lainattu virke, joka tukee vastausta
- **Varmuus:** korkea / keskitaso / matala

Jos vastausta ei ole lähteissä, kirjoita "Ei tiedossa" äläkä arvaa. Tarkista nimien kirjoitusasu lähteistä.`,
        },
      ];
    },
  },

  // ------------------------------------------------------------------ Turkish
  {
    name: 'p16-tr-eticaret',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `Belge ${num(p, i)}${p.title !== null ? ` - ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `Sen, Pazaryeri.com.tr'nin müşteri hizmetleri asistanısın.

Kurallar:
1. Yalnızca kullanıcı mesajındaki belgelere dayanarak yanıt ver.
2. Yanıt belgelerde yoksa "Bu bilgi elimdeki belgelerde yer almıyor." de.
3. Asla bilgi uydurma.
4. Türkçe, kibar ve kısa yanıt ver (en fazla iki cümle).
5. Kullandığın belge numaralarını köşeli parantez içinde belirt, ör. [Belge 4].
6. Özel adları belgelerde yazıldığı gibi yaz.
7. Soruyu tekrar etme.`,
        },
        {
          role: 'user',
          content: `Merhaba,

${docs}

Müşterinin sorusu: ${asked}`,
        },
      ];
    },
  },
  {
    name: 'p16-tr-form-sistem',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `<<Belge ${i + 1}${p.title !== null ? `: ${p.title}` : ''}>>\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `Sen bir ansiklopedi soru-cevap asistanısın. Aşağıdaki belgeler tek bilgi kaynağındır.

=== BELGELER ===
${docs}
=== BELGELERİN SONU ===`,
        },
        {
          role: 'user',
          content: `Aşağıdaki formu doldur.

Soru: ${asked}
Cevap:
Kaynaklar:

Kurallar: Cevabı yalnızca belgelere dayandır. Cevap belgelerde yoksa "Belgelerde bulunamadı" yaz. Uydurma bilgi verme. Türkçe yanıtla, tek cümle yeterli. "Kaynaklar" satırına belge numaralarını yaz. Özel adların yazımını belgelerden kontrol et.`,
        },
      ];
    },
  },

  // ------------------------------------------------------------------ Arabic
  {
    name: 'p16-ar-bank',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `المستند ${arNum(num(p, i))}${p.title !== null ? `: ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `أنت المساعد الافتراضي لبنك الواحة، وتجيب عن أسئلة العملاء.

القواعد:
١. أجب فقط بالاعتماد على المستندات المرفقة في رسالة العميل.
٢. إذا لم تجد الإجابة في المستندات فقل: "عذرًا، لا تتوفر هذه المعلومة في المستندات المتاحة."
٣. لا تختلق أي معلومة.
٤. أجب باللغة العربية الفصحى وباختصار (جملتان على الأكثر).
٥. اذكر أرقام المستندات التي اعتمدت عليها بين قوسين مربعين.
٦. اكتب أسماء الأعلام كما وردت في المستندات.
٧. لا تكرر السؤال في إجابتك.`,
        },
        {
          role: 'user',
          content: `المستندات:

${docs}

سؤال العميل: ${asked}`,
        },
      ];
    },
  },
  {
    name: 'p16-ar-json-talab',
    ask: jsonSafe,
    messages(material, asked) {
      const ps = passages(material);
      const body = {
        السؤال: asked,
        المستندات: ps.map((p, i) => ({
          الرقم: i + 1,
          ...(p.title !== null ? { العنوان: p.title } : {}),
          النص: p.text,
        })),
        التعليمات: [
          'اعتمد على المستندات فقط.',
          'إن لم تكن الإجابة موجودة فاكتب null في حقل "الإجابة".',
          'لا تخترع أي معلومة.',
          'اكتب الإجابة بالعربية مع إبقاء أسماء الأعلام كما هي.',
          'ضع في حقل "الاقتباس" الجملة التي تدعم الإجابة حرفيًا.',
        ],
      };
      return [
        { role: 'system', content: 'أنت خدمة API للإجابة عن الأسئلة لدى شركة نخبة للاتصالات. أعد JSON فقط.' },
        {
          role: 'user',
          content: `${JSON.stringify(body, null, 2)}

أعد الإجابة بصيغة JSON تحتوي الحقول: "الإجابة"، "المصادر" (أرقام المستندات)، "الاقتباس"، "درجة_الثقة" (عالية/متوسطة/منخفضة).`,
        },
      ];
    },
  },

  // ------------------------------------------------------------------ Hebrew
  {
    name: 'p16-he-bituach',
    ask: noQ,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `מסמך ${num(p, i)}${p.title !== null ? ` – ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `אתה העוזר הדיגיטלי של חברת הביטוח "מגן ישיר".

כללים:
- ענה רק על סמך המסמכים שבהודעת הלקוח.
- אם התשובה לא מופיעה במסמכים, כתוב: "לא מצאתי את המידע הזה במסמכים שברשותי."
- אל תמציא מידע.
- ענה בעברית, בקצרה ובאדיבות.
- ציין את מספרי המסמכים שעליהם הסתמכת.
- אל תחזור על השאלה.`,
        },
        { role: 'user', content: 'שלום!' },
        { role: 'assistant', content: 'שלום! כאן העוזר הדיגיטלי של מגן ישיר. איך אפשר לעזור היום?' },
        {
          role: 'user',
          content: `תגיד לי: ${asked}

הנה המסמכים שנמצאו:

${docs}`,
        },
      ];
    },
  },
  {
    name: 'p16-he-xml',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `<מסמך מספר="${i + 1}"${p.title !== null ? ` כותרת="${attr(p.title)}"` : ''}>${p.text}</מסמך>`)
        .join('\n');
      return [
        {
          role: 'system',
          content: `אתה עוזר מחקר של ספריית "אור" העירונית.
הנחיות:
1. השתמש אך ורק במידע שבתוך <מסמכים>.
2. אם אין תשובה במסמכים, כתוב "אין מידע במסמכים".
3. אל תנחש ואל תוסיף ידע חיצוני.
4. ענה בעברית, במשפט אחד או שניים.
5. שמות פרטיים ושמות יצירות יישארו כפי שהם כתובים במסמכים.
6. צטט את המשפט התומך מהמסמך.`,
        },
        {
          role: 'user',
          content: `<מסמכים>
${docs}
</מסמכים>
<שאלה>${asked}</שאלה>

השב בפורמט: תשובה: … | מקורות: מספרי מסמכים | ציטוט: …`,
        },
      ];
    },
  },

  // ------------------------------------------------------------------ Persian
  {
    name: 'p16-fa-poshtibani',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `سند ${faNum(num(p, i))}${p.title !== null ? ` — ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `تو دستیار پشتیبانی فروشگاه اینترنتی «دیجی‌خانه» هستی.

قوانین:
۱. فقط بر اساس اسنادی که در پیام کاربر آمده پاسخ بده.
۲. اگر پاسخ در اسناد نیست، بنویس: «این اطلاعات در اسناد موجود نیست.»
۳. هیچ اطلاعاتی از خودت نساز.
۴. به زبان فارسی، کوتاه و مؤدبانه پاسخ بده.
۵. شماره‌ی اسنادی را که استفاده کرده‌ای داخل کروشه بنویس.
۶. نام‌های خاص را همان‌طور که در اسناد آمده بنویس.`,
        },
        {
          role: 'user',
          content: `اسناد بازیابی‌شده:

${docs}

پرسش کاربر: ${asked}`,
        },
      ];
    },
  },
  {
    name: 'p16-fa-markdown',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `### سند ${faNum(i + 1)}${p.title !== null ? `: ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'user',
          content: `سلام، وقت بخیر! ممنون که کمک می‌کنی.

## پرسش
${asked}

## اسناد
${docs}

## دستورالعمل
- فقط از اسناد بالا استفاده کن.
- اگر پاسخ در اسناد نیست، صادقانه بگو.
- چیزی از خودت اضافه نکن.
- پاسخ را به فارسی و حداکثر در دو جمله بنویس.
- در پایان، فهرست منابعی را که استفاده کردی بنویس (شماره‌ی سند و بخش).
- جمله‌ی پشتیبان را عیناً از سند نقل کن.`,
        },
      ];
    },
  },

  // ------------------------------------------------------------------ Bengali
  {
    name: 'p16-bn-telecom-form',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `নথি ${bnNum(num(p, i))}${p.title !== null ? `: ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `তুমি "সংযোগ টেলিকম"-এর গ্রাহকসেবা সহকারী।

নিয়মাবলি:
১. শুধুমাত্র ব্যবহারকারীর বার্তায় দেওয়া নথির তথ্য ব্যবহার করে উত্তর দাও।
২. নথিতে উত্তর না থাকলে লেখো: "দুঃখিত, এই তথ্য নথিতে নেই।"
৩. কোনো তথ্য বানিয়ে বলবে না।
৪. বাংলায় সংক্ষেপে উত্তর দাও (সর্বোচ্চ দুটি বাক্য)।
৫. যে নথিগুলো ব্যবহার করেছ, সেগুলোর নম্বর উল্লেখ করো।
৬. নামগুলো নথিতে যেভাবে লেখা আছে সেভাবেই লেখো।`,
        },
        {
          role: 'user',
          content: `নথিসমূহ:

${docs}

প্রশ্ন: ${asked}
উত্তর:`,
        },
      ];
    },
  },
  {
    name: 'p16-bn-tool-json',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const result = {
        ফলাফল: ps.map((p, i) => ({
          ক্রম: i + 1,
          ...(p.title !== null ? { শিরোনাম: p.title } : {}),
          বিষয়বস্তু: p.text,
        })),
      };
      return [
        {
          role: 'system',
          content: `তুমি "দিগন্ত প্রকাশনী"-র তথ্য সহকারী। তথ্য খোঁজার জন্য tathya_khoj টুল ব্যবহার করো।

নিয়ম:
- কেবল টুলের ফলাফলে যা আছে তার ভিত্তিতে উত্তর দাও।
- উত্তর না পেলে স্পষ্ট করে জানাও, অনুমান কোরো না।
- বাংলায় এক-দুই বাক্যে উত্তর দাও।
- কোন ফলাফলের ক্রম নম্বর থেকে উত্তর নিয়েছ তা লেখো।
- উত্তর পাঠানোর আগে ফলাফলের সঙ্গে মিলিয়ে নিশ্চিত হও।`,
        },
        { role: 'user', content: 'নমস্কার! একটু তথ্য খুঁজে দিতে পারবে?' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [toolCall('call_khoj_42', 'tathya_khoj', { সংখ্যা: 20 })],
        },
        { role: 'tool', tool_call_id: 'call_khoj_42', content: JSON.stringify(result) },
        { role: 'user', content: `গ্রাহক জানতে চান: ${asked}` },
      ];
    },
  },

  // ------------------------------------------------------------------ Malay
  {
    name: 'p16-ms-bank',
    ask: noQ,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `Dokumen ${num(p, i)}${p.title !== null ? ` — ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `Anda ialah pembantu maya Bank Seri Pertiwi.

Peraturan:
1. Jawab hanya berdasarkan dokumen yang diberikan dalam mesej pelanggan.
2. Jika jawapan tiada dalam dokumen, katakan: "Maaf, maklumat ini tiada dalam dokumen kami."
3. Jangan reka maklumat.
4. Jawab dalam bahasa Melayu, ringkas dan sopan.
5. Nyatakan nombor dokumen yang digunakan.
6. Tulis nama khas sebagaimana dalam dokumen.`,
        },
        {
          role: 'user',
          content: `Selamat petang,
Tolong carikan jawapan untuk: ${asked}

Dokumen rujukan:

${docs}

Terima kasih.
Aina (Khidmat Pelanggan)`,
        },
      ];
    },
  },
  {
    name: 'p16-ms-developer-rujukan',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `Rujukan A${i + 1}${p.title !== null ? `: ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'developer',
          content: `Pangkalan pengetahuan (gunakan ini sahaja):

${docs}`,
        },
        {
          role: 'user',
          content: `Soalan: ${asked}

Arahan jawapan:
- Jawab hanya berdasarkan rujukan dalam pangkalan pengetahuan.
- Jika tiada jawapan, tulis "Tiada dalam rujukan".
- Jangan meneka.
- Bahasa Melayu, maksimum dua ayat.
- Sertakan kod rujukan (cth. A3) dan petik ayat sokongan.`,
        },
      ];
    },
  },

  // ------------------------------------------------------------------ Vietnamese
  {
    name: 'p16-vi-thuongmai',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `Tài liệu ${num(p, i)}${p.title !== null ? ` (${p.title})` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `Bạn là trợ lý chăm sóc khách hàng của sàn thương mại điện tử MuaNhanh.vn.

Quy tắc:
1. Chỉ trả lời dựa trên các tài liệu được cung cấp trong tin nhắn.
2. Nếu tài liệu không có câu trả lời, hãy nói: "Dạ, em không tìm thấy thông tin này trong tài liệu ạ."
3. Tuyệt đối không bịa đặt thông tin.
4. Trả lời bằng tiếng Việt, ngắn gọn (tối đa hai câu), xưng "em" và gọi khách là "anh/chị".
5. Ghi rõ số thứ tự tài liệu đã dùng, ví dụ [Tài liệu 3].
6. Giữ nguyên tên riêng như trong tài liệu.`,
        },
        {
          role: 'user',
          content: `Tài liệu tham khảo:

${docs}

Câu hỏi của khách hàng: ${asked}`,
        },
      ];
    },
  },
  {
    name: 'p16-vi-xml-yeucau',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `<mục số="${i + 1}"${p.title !== null ? ` tiêu_đề="${attr(p.title)}"` : ''}>${p.text}</mục>`)
        .join('\n');
      return [
        { role: 'system', content: 'Bạn là trợ lý tra cứu tài liệu của Thư viện Tổng hợp Đà Nẵng.' },
        {
          role: 'user',
          content: `<yêu_cầu>
<câu_hỏi>${asked}</câu_hỏi>
<tài_liệu>
${docs}
</tài_liệu>
<hướng_dẫn>
- Chỉ dùng thông tin trong <tài_liệu>.
- Không có thông tin thì trả lời "Không có trong tài liệu".
- Không suy đoán.
- Trả lời bằng tiếng Việt, một câu.
- Dẫn nguyên văn câu làm căn cứ và ghi số mục.
</hướng_dẫn>
</yêu_cầu>`,
        },
      ];
    },
  },

  // ------------------------------------------------------------------ Chinese (Traditional)
  {
    name: 'p16-zht-bank',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `【文件 ${num(p, i)}】${p.title !== null ? p.title : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `你是「福爾摩沙商業銀行」的智慧客服。

回答規則：
1. 只能根據使用者訊息中提供的文件回答。
2. 若文件中沒有答案，請回覆：「很抱歉，目前的文件中查無此資訊。」
3. 不得捏造任何資訊。
4. 請以繁體中文回答，簡潔扼要（最多兩句）。
5. 請註明所依據的文件編號，例如【文件3】。
6. 專有名詞請依文件原文書寫。
7. 不要重複使用者的問題。`,
        },
        {
          role: 'user',
          content: `您好，想請教一個問題。

${docs}

問題：${asked}`,
        },
      ];
    },
  },
  {
    name: 'p16-zht-json-api',
    ask: jsonSafe,
    messages(material, asked) {
      const ps = passages(material);
      const body = {
        問題: asked,
        參考文件: ps.map((p, i) => ({
          編號: i + 1,
          ...(p.title !== null ? { 標題: p.title } : {}),
          內容: p.text,
        })),
        規則: [
          '僅依據參考文件作答，不得捏造。',
          '若文件中找不到答案，「答案」欄位填 null。',
          '「摘要」欄位只填一句話的答案，不是文件摘要。',
          '「來源」欄位列出所用文件編號。',
          '以繁體中文作答，專有名詞保留原文。',
        ],
        輸出格式: { 摘要: 'string', 答案: 'string | null', 來源: [1], 引文: 'string', 信心: '高 | 中 | 低' },
      };
      return [
        { role: 'system', content: '你是一個問答 API，只輸出合法 JSON，不要輸出其他文字。' },
        { role: 'user', content: JSON.stringify(body, null, 2) },
      ];
    },
  },

  // ------------------------------------------------------------------ Japanese
  {
    name: 'p16-ja-support',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `[資料${num(p, i)}]${p.title !== null ? ` ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `あなたは「さくら通信」カスタマーサポートのAIアシスタントです。

# ルール
- ユーザーのメッセージに含まれる資料の内容のみに基づいて回答してください。
- 資料に答えがない場合は「申し訳ございません。資料には該当する情報がございません。」と回答してください。
- 情報を創作しないでください。
- 日本語で、丁寧語を使い、簡潔に（2文以内）回答してください。
- 根拠とした資料番号を【資料3】のように明記してください。
- 固有名詞は資料の表記どおりに記載してください。`,
        },
        {
          role: 'user',
          content: `お世話になっております。以下の資料をもとに、質問への回答をお願いします。

${docs}

質問：${asked}

よろしくお願いいたします。
営業部 田中`,
        },
      ];
    },
  },
  {
    name: 'p16-ja-markdown-sys',
    ask: same,
    messages(material, asked) {
      const ps = passages(material);
      const docs = ps
        .map((p, i) => `### 資料${i + 1}${p.title !== null ? `：${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: `あなたは社内ナレッジ検索アシスタントです。以下の参照資料だけを使って回答します。

## 参照資料
${docs}`,
        },
        {
          role: 'user',
          content: `## 質問
${asked}

## 回答形式
- **回答**：1文で簡潔に
- **根拠**：資料中の該当文をそのまま引用
- **出典**：資料番号と見出し
- **確信度**：高／中／低

資料に記載がない場合は「記載なし」とし、推測で補わないでください。`,
        },
      ];
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Self-check: npx tsx eval/probe-wordings-16.ts
// ---------------------------------------------------------------------------------------------

function selfCheck(): void {
  const titledDocs: Array<[string, string]> = [
    ['Norman conquest of England', 'The Norman conquest of England was the 11th-century invasion and occupation of England by an army of Norman, Breton, Flemish and French soldiers led by the Duke of Normandy, later styled William the Conqueror.'],
    ['Queen (band)', 'Queen are a British rock band formed in London in 1970 by Freddie Mercury, Brian May and Roger Taylor; John Deacon joined in 1971.'],
    ['Bohemian Rhapsody', 'The song "Bohemian Rhapsody" was released in 1975 as the lead single from the album A Night at the Opera; it contains the line "Scaramouche, Scaramouche, will you do the Fandango".'],
    ['William the Conqueror', 'William I (c. 1028 – 9 September 1087), usually known as William the Conqueror, was the first Norman king of England, reigning from 1066 until his death.'],
    ['Battle of Hastings', 'The Battle of Hastings was fought on 14 October 1066 between the Norman-French army of William, the Duke of Normandy, and an English army under the Anglo-Saxon King Harold Godwinson.'],
    ["(I Can't Get No) Satisfaction", 'The single was released in the United States in June 1965 and was also featured on the American version of the album Out of Our Heads.'],
    ['Mercury (planet) (disambiguation)', 'Mercury may refer to the smallest planet of the Solar System (closest to the Sun) or to the chemical element with the symbol Hg.'],
    ['Harold Godwinson', 'Harold Godwinson (c. 1022 – 14 October 1066), often called Harold II, was the last crowned Anglo-Saxon English king.'],
    ['Domesday Book', 'Domesday Book is a manuscript record of the "Great Survey" of much of England and parts of Wales completed in 1086 by order of King William.'],
    ['A Night at the Opera (Queen album)', 'A Night at the Opera is the fourth studio album by Queen, released on 21 November 1975 by EMI Records & Elektra Records <UK/US>.'],
    ['Bayeux Tapestry', 'The Bayeux Tapestry is an embroidered cloth nearly 70 metres long that depicts the events leading up to the Norman conquest; its path is catalogued as C:\\archives\\bayeux in one museum index.'],
    ['Freddie Mercury', 'Freddie Mercury (born Farrokh Bulsara; 5 September 1946 – 24 November 1991) was a British singer and songwriter who achieved global fame as the lead vocalist of Queen.'],
    ['Edward the Confessor', 'Edward the Confessor was among the last Anglo-Saxon English kings; his death in January 1066 without an heir set off the succession crisis.'],
    ['Anglo-Saxon England', 'Anglo-Saxon England or Early Medieval England existed from the 5th to the 11th centuries, from the end of Roman Britain until the Norman conquest in 1066.'],
    ['Scaramouche (disambiguation)', "Scaramouche is a stock clown character of the Italian commedia dell'arte; the name also appears in operas, novels and films."],
    ['Tower of London', 'The Tower of London was founded towards the end of 1066 as part of the Norman conquest; the White Tower was built by William the Conqueror in 1078.'],
    ['Normandy', 'Normandy is a geographical and cultural region in northwestern Europe, roughly coextensive with the historical Duchy of Normandy.'],
    ['Brian May', "Brian May (born 19 July 1947) is an English musician and astrophysicist, best known as the lead guitarist of the rock band Queen; he co-wrote many of the band's hits."],
    ['Opera (music) (overview)', 'Opera is a form of theatre in which music is a fundamental component and dramatic roles are taken by singers, usually in a theatre with an orchestra.'],
    ['Rock music', 'Rock music is a broad genre of popular music that originated as "rock and roll" in the United States in the late 1940s and early 1950s.'],
  ];
  const titled = titledDocs.map(([t, x], i) => `Document [${i + 1}](Title: ${t}) ${x}`).join('\n\n');
  const titledTexts = titledDocs.map(([, x]) => x);
  // What the header pattern of the brief yields as text (a suffix containing the true text).
  const titledRegexTexts = titled.split('\n\n').map((b) => splitBlock(b).text);

  const plainTexts = [
    'The Norman conquest of England (in Britain, often called the Norman Conquest or the Conquest) was the 11th-century invasion and occupation of England by an army made up of thousands of Norman, Breton, Flemish, and French troops.',
    'In 1066 William, Duke of Normandy, crossed the Channel; on 14 October his army defeated King Harold II at the Battle of Hastings, and he was crowned king on Christmas Day 1066 in Westminster Abbey.',
    'English resistance continued for several years, notably the "Harrying of the North" in 1069–1070, after which William\'s control over England was largely secure.',
    'The conquest brought about major changes: the Anglo-Saxon aristocracy was replaced by a Norman one, and Old Norse & Old English influences gave way to Anglo-Norman French <in court and administration>.',
    'In 1086 William ordered the Domesday survey, a record of land and resources; a copy of its index sits under the path C:\\records\\domesday in one archive catalogue.',
    'Historians still debate the extent of the changes; some stress continuity (especially in local government), while others emphasise the scale of the break with the Anglo-Saxon past.',
  ];
  const plain = plainTexts.join('\n\n');

  const questions = [
    'In what year did the Normans conquer England?',
    'Which 1975 Queen (the band) song contains the line "Scaramouche, Scaramouche"?',
  ];

  const fail = (msg: string): never => {
    throw new Error(msg);
  };
  const count = (hay: string, needle: string): number => {
    if (needle === '') return 0;
    let n = 0;
    for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + needle.length)) n++;
    return n;
  };
  /** All text carried by a message's content, one entry per text part. */
  const contentTexts = (m: ChatMessage): string[] => {
    if (typeof m.content === 'string') return [m.content];
    if (Array.isArray(m.content)) {
      return m.content.map((p) => (p.type === 'text' && typeof p.text === 'string' ? p.text : ''));
    }
    return [];
  };
  const argTexts = (m: ChatMessage): string[] =>
    (m.tool_calls ?? []).map((c) => `${c.id} ${c.function?.name ?? ''} ${c.function?.arguments ?? ''}`);
  const occurrences = (msgs: ChatMessage[], needle: string): { total: number; at: number[] } => {
    const esc = JSON.stringify(needle).slice(1, -1);
    let total = 0;
    const at: number[] = [];
    msgs.forEach((m, k) => {
      for (const t of contentTexts(m)) {
        const c = count(t, needle) + (esc !== needle ? count(t, esc) : 0);
        total += c;
        if (c > 0) at.push(k);
      }
      for (const t of argTexts(m)) total += count(t, needle) + (esc !== needle ? count(t, esc) : 0);
    });
    return { total, at };
  };
  const exactOccurrences = (msgs: ChatMessage[], needle: string): { total: number; at: number[]; inArgs: number } => {
    let total = 0;
    let inArgs = 0;
    const at: number[] = [];
    msgs.forEach((m, k) => {
      for (const t of contentTexts(m)) {
        const c = count(t, needle);
        total += c;
        if (c > 0) at.push(k);
      }
      for (const t of argTexts(m)) inArgs += count(t, needle);
    });
    return { total, at, inArgs };
  };

  const names = new Set<string>();
  const langs = new Map<string, number>();
  const roles = new Set(['system', 'developer', 'user', 'assistant', 'tool', 'function']);
  let builds = 0;

  for (const w of FOREIGN_PROBE_16) {
    if (!/^p16-[a-z]+-[a-z0-9-]+$/.test(w.name)) fail(`${w.name}: bad name`);
    if (names.has(w.name)) fail(`${w.name}: duplicate name`);
    names.add(w.name);
    const lang = w.name.split('-')[1] ?? '';
    langs.set(lang, (langs.get(lang) ?? 0) + 1);

    const shapes: string[] = [];
    for (const [kind, material, texts, alsoTexts] of [
      ['titled', titled, titledTexts, titledRegexTexts],
      ['plain', plain, plainTexts, plainTexts],
    ] as const) {
      for (const q of questions) {
        builds++;
        const where = `${w.name} [${kind}] q=${JSON.stringify(q)}`;
        const asked = w.ask(q);
        if (asked !== w.ask(q)) fail(`${where}: ask() not deterministic`);
        if (asked.trim() === '') fail(`${where}: empty asked`);
        const msgs = w.messages(material, asked);
        if (JSON.stringify(msgs) !== JSON.stringify(w.messages(material, asked))) fail(`${where}: messages() not deterministic`);
        if (msgs.length === 0) fail(`${where}: no messages`);
        for (const m of msgs) if (!roles.has(m.role)) fail(`${where}: bad role ${m.role}`);

        // The asked string: exactly once, byte-exact, in content (never in tool-call arguments).
        const a = exactOccurrences(msgs, asked);
        if (a.total !== 1 || a.inArgs !== 0) fail(`${where}: asked appears ${a.total} times (+${a.inArgs} in tool args)`);
        const qIdx = a.at[0] ?? fail(`${where}: asked not located`);

        // Every passage text: exactly once, verbatim or JSON-escaped.
        const pIdx: number[] = [];
        const check = (list: readonly string[], label: string): void => {
          list.forEach((t, i) => {
            const o = occurrences(msgs, t);
            if (o.total !== 1) fail(`${where}: ${label} passage ${i + 1} appears ${o.total} times`);
            pIdx.push(...o.at);
          });
        };
        check(texts, 'true');
        if (alsoTexts !== texts) check(alsoTexts, 'header-pattern');

        // No assistant message between any passage and the question.
        const lo = Math.min(qIdx, ...pIdx);
        const hi = Math.max(qIdx, ...pIdx);
        for (let k = lo + 1; k < hi; k++) {
          if (msgs[k]?.role === 'assistant') fail(`${where}: assistant message ${k} between material and question`);
        }
        // Nothing of the material or the question inside an assistant message.
        for (const k of [qIdx, ...pIdx]) if (msgs[k]?.role === 'assistant') fail(`${where}: material/question in assistant message`);

        // tool messages answer an earlier assistant tool call, each call answered once.
        const open = new Set<string>();
        const answered = new Set<string>();
        msgs.forEach((m, k) => {
          for (const c of m.tool_calls ?? []) {
            if (m.role !== 'assistant') fail(`${where}: tool_calls on a ${m.role} message`);
            if (open.has(c.id) || answered.has(c.id)) fail(`${where}: duplicate tool call id ${c.id}`);
            try {
              JSON.parse(c.function?.arguments ?? 'x');
            } catch {
              fail(`${where}: tool call ${c.id} arguments are not JSON`);
            }
            open.add(c.id);
          }
          if (m.role === 'tool') {
            const id = m.tool_call_id ?? fail(`${where}: tool message ${k} without tool_call_id`);
            if (!open.has(id)) fail(`${where}: tool message ${k} answers unknown id ${id}`);
            open.delete(id);
            answered.add(id);
          }
        });
        if (open.size !== 0) fail(`${where}: unanswered tool calls ${[...open].join(', ')}`);
        shapes.push(`${kind}:${msgs.map((m) => m.role[0]).join('')}`);
      }
    }
    console.log(`ok  ${w.name.padEnd(28)} ${[...new Set(shapes)].join('  ')}`);
  }

  if (FOREIGN_PROBE_16.length !== 48) fail(`expected 48 wordings, got ${FOREIGN_PROBE_16.length}`);
  if (langs.size !== 24) fail(`expected 24 languages, got ${langs.size}`);
  for (const [l, n] of langs) if (n !== 2) fail(`language ${l} has ${n} wordings`);
  // Whole-pool determinism.
  const dump = (): string =>
    JSON.stringify(FOREIGN_PROBE_16.map((w) => questions.map((q) => [w.messages(titled, w.ask(q)), w.messages(plain, w.ask(q))])));
  if (dump() !== dump()) fail('pool output not deterministic');

  console.log(`languages (${langs.size}): ${[...langs.keys()].join(', ')}`);
  console.log(`wordings: ${FOREIGN_PROBE_16.length}, names unique: ${names.size === FOREIGN_PROBE_16.length}`);
  console.log(`builds checked: ${builds} (2 materials × 2 questions per wording)`);
  console.log('ALL CHECKS PASSED');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  selfCheck();
}
