/**
 * @module eval/probe-wordings-17
 * Probe pool 17: 48 foreign-framed wordings (24 languages × 2 shapes) that render a chat-completions
 * request the way real apps, agents and bots do. The framing is in the frame language; the material
 * and the question stay English. Written blind: the author read only eval/wording.ts,
 * src/wire/chat.ts, tsconfig.json and the first 30 lines of package.json.
 *
 * Material: blocks separated by "\n\n"; a block matching
 * /^Document \[(\d+)\]\(Title: (.*?)\) ([\s\S]*)$/ gives number, title and text, any other block is
 * plain text numbered by position. Each passage text is emitted exactly once, verbatim (or
 * JSON-escaped inside a JSON string); '' material renders the framing alone.
 * Self-check: `npx tsx eval/probe-wordings-17.ts` prints `ok`.
 *
 * | lang  | name                        | where the question stands                   | how it is marked                          |
 * |-------|-----------------------------|---------------------------------------------|-------------------------------------------|
 * | es-MX | p17-es-voice-note           | user, mid-transcript after pasted material  | dictated, lower-cased, no punctuation     |
 * | es-MX | p17-es-tool-search          | first user msg, before one search tool call | plain sentence with "?" after a greeting  |
 * | fr-CA | p17-fr-form-fields          | middle of `champ: valeur` lines             | field `question:`                         |
 * | fr-CA | p17-fr-parallel-tools       | earlier turn after small talk, own line     | labelled "Ma question", verbatim          |
 * | de-CH | p17-de-xml-attribute        | first, attribute of <anfrage>               | attribute frage="…" (XML-escaped)         |
 * | de-CH | p17-de-agent-steps          | first user msg of a 3-step agent            | plain sentence with "?"                   |
 * | it    | p17-it-quoted-customer      | first, quoted customer question             | `>` quote block                           |
 * | it    | p17-it-ide-docstring        | Python docstring after the open README      | "Domanda (dal ticket …):" in docstring    |
 * | pt-PT | p17-pt-jsonl-last-line      | last JSONL line                             | "pergunta" key + empty "resposta" slot    |
 * | pt-PT | p17-pt-email-attachment     | e-mail body, own paragraph; sources attached| plain sentence                            |
 * | nl    | p17-nl-whatsapp             | middle of WhatsApp export, after material   | participant message with "?"              |
 * | nl    | p17-nl-system-question      | system message, material alone in user      | "Vraag van de gebruiker:" label           |
 * | pl    | p17-pl-tsv-slot             | row below the TSV table                     | PYTANIE cell + empty ODPOWIEDŹ row        |
 * | pl    | p17-pl-content-parts        | own text part after material + image part   | "Pytanie:" label                          |
 * | cs    | p17-cs-ipynb                | first markdown cell of .ipynb JSON          | "## Otázka" + empty answer slot           |
 * | cs    | p17-cs-latex-comment        | LaTeX `%` comment before the sources        | TODO comment + empty "odpověď:" slot      |
 * | sk    | p17-sk-tool-text            | first user msg; final user says "answer"    | plain sentence after a colon              |
 * | sk    | p17-sk-voice-note           | transcript first, material after            | dictated, lower-cased, no punctuation     |
 * | sl    | p17-sl-parallel-json        | earlier turn after small talk               | casual, lower-cased first letter          |
 * | sl    | p17-sl-multipart            | form-data part "vprasanje" before sources   | multipart field value                     |
 * | hr    | p17-hr-agent                | first user msg of a 4-step agent            | "Pitanje:" label                          |
 * | hr    | p17-hr-html-data            | first, data-pitanje attribute               | HTML attribute (escaped)                  |
 * | sr    | p17-sr-ide-rust             | Rust TODO comment after the open docs file  | comment, lower-cased first letter         |
 * | sr    | p17-sr-colleague-quote      | first sentence, colleague's question        | „…“ quotation                              |
 * | bg    | p17-bg-email-thread         | reply body above the quoted original        | plain sentence after a colon              |
 * | bg    | p17-bg-jsonl-separate       | own last user msg after the JSONL turn      | "Въпрос:" label                           |
 * | ru    | p17-ru-developer-question   | developer message, material alone in user   | "Вопрос пользователя:" label              |
 * | ru    | p17-ru-telegram             | middle of Telegram copy, before material    | participant message on its own            |
 * | uk    | p17-uk-parts-image          | first text part, before image + material    | "Питання:" label                          |
 * | uk    | p17-uk-markdown-table       | sheet title line above the table            | "питання:" after sheet name               |
 * | lt    | p17-lt-yaml-frontmatter     | YAML front matter before the sources        | `klausimas: |` field + empty answer        |
 * | lt    | p17-lt-jupytext             | code comment after the sources cell         | `# KLAUSIMAS:` order, no "?"              |
 * | lv    | p17-lv-voice-audio          | later turn: audio part + transcript         | dictated, lower-cased, no punctuation     |
 * | lv    | p17-lv-tool-json            | first user msg; final user "answer now"     | plain sentence after a colon              |
 * | et    | p17-et-html-inputs          | <input name="kusimus" value="…">            | HTML input value (escaped)                |
 * | et    | p17-et-parallel-text        | first user msg before 2 parallel calls      | order "Palun leia vastus:", no "?"        |
 * | ka    | p17-ka-xml-attribute        | last, attribute of <კითხვა>                 | attribute ტექსტი="…" (escaped)            |
 * | ka    | p17-ka-agent                | first user msg of a 4-step agent            | plain sentence after a colon              |
 * | hy    | p17-hy-email-quote          | first, colleague's e-mailed question        | «…» quotation                             |
 * | hy    | p17-hy-ide-jsdoc            | JSDoc of the open file, before README       | "Հարց" in JSDoc                           |
 * | tr    | p17-tr-jsonl-question-first | first JSONL line, before passages           | {"tur":"soru"} line                       |
 * | tr    | p17-tr-email-forward        | forwarding note above forwarded material    | "Sorum şu:" sentence                      |
 * | ar    | p17-ar-slack                | last Slack message, after material          | participant message with "?"              |
 * | ar    | p17-ar-system-slot          | end of system message                       | "السؤال:" + empty "الإجابة:" slot          |
 * | ur    | p17-ur-tsv-below            | line below the TSV table                    | "سوال:" label                             |
 * | ur    | p17-ur-parts                | text part after material + image            | order after a dash, lower-cased           |
 * | ko    | p17-ko-ipynb-output         | first code-cell comment; passages in output | `# 질문:` comment                          |
 * | ko    | p17-ko-md-footnote          | last, Markdown footnote                     | footnote + empty answer blank             |
 */
import type { Wording } from './wording.js';
import type { ChatMessage, ContentPart, ToolCall } from '../src/wire/chat.js';
import { pathToFileURL } from 'node:url';

// ---------------------------------------------------------------- helpers

interface Passage {
  n: number;
  title: string | null;
  text: string;
}

const DOC_RE = /^Document \[(\d+)\]\(Title: (.*?)\) ([\s\S]*)$/;

function parse(material: string): Passage[] {
  if (material.trim() === '') return [];
  return material
    .split('\n\n')
    .filter((b) => b.trim() !== '')
    .map((block, i): Passage => {
      const m = DOC_RE.exec(block);
      if (m) return { n: Number(m[1] ?? i + 1), title: m[2] ?? '', text: m[3] ?? '' };
      return { n: i + 1, title: null, text: block };
    });
}

function chunks<T>(xs: T[], k: number): T[][] {
  const size = Math.ceil(xs.length / k);
  return Array.from({ length: k }, (_, i) => (size === 0 ? [] : xs.slice(i * size, (i + 1) * size)));
}

const FENCE = '```';
const same = (q: string): string => q;
const lcFirst = (q: string): string => q.charAt(0).toLowerCase() + q.slice(1);
const noQ = (q: string): string => q.replace(/[\s?.!]+$/u, '');
/** Speech-to-text style: lower-cased first letter, no commas, no final punctuation. */
const spoken = (q: string): string => lcFirst(noQ(q)).replace(/,/g, '');
const attr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const STOP = new Set(
  'a an the of in on at to for by with and or is was were are be been did do does what which who whom whose when where why how that this from as into its it'.split(
    ' ',
  ),
);
/** A search engine query derived from the question (keywords only; never equal to it). */
function keywords(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w !== '' && !STOP.has(w))
    .join(' ');
}

function tc(id: string, name: string, args: unknown): ToolCall {
  return { id, type: 'function', function: { name, arguments: JSON.stringify(args) } };
}

const T = (p: Passage, word: string): string => p.title ?? `${word} ${p.n}`;

const WAV_B64 = 'UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQAAAAA=';
const PNG_B64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

// ---------------------------------------------------------------- the pool

export const FOREIGN_PROBE_17: Wording[] = [
  // ---------------------------------------------------------------- Spanish (es-MX)
  {
    name: 'p17-es-voice-note',
    ask: spoken,
    messages: (material, asked) => [
      {
        role: 'system',
        content:
          'Eres Lupita, la asistente de voz de la app NotasYa. El usuario dicta notas de voz y la app las transcribe automáticamente, sin puntuación. Responde en español de México, breve y amable. Usa solamente la información de los textos que el usuario pegó; si el dato no viene ahí, dile que no lo encontraste. No resumas los textos, solo contesta lo que pregunta.',
      },
      {
        role: 'user',
        content: `Textos que pegué desde el navegador:\n\n${material}\n\n🎤 Nota de voz (0:41) · transcripción automática:\neh hola Lupita oye este una pregunta rápida ya te pegué los textos arriba verdad y pues lo que no me queda claro es ${asked} nomás eso porfa contéstame con lo que dicen los textos y si no viene pues dime que no viene va gracias`,
      },
    ],
  },
  {
    name: 'p17-es-tool-search',
    ask: same,
    messages: (material, asked) => {
      const ps = parse(material);
      return [
        {
          role: 'system',
          content:
            'Eres el asistente de investigación de la Biblioteca Digital Vasconcelos. Antes de responder, usa siempre la herramienta buscar_en_acervo. Responde en español, en una o dos oraciones, y cita el fragmento como [n]. Si la respuesta no está en los resultados, responde exactamente: "No encontré ese dato en el acervo."',
        },
        { role: 'user', content: `Hola, buenas tardes 👋 Tengo una duda para mi tarea de historia: ${asked}` },
        {
          role: 'assistant',
          content: null,
          tool_calls: [tc('call_es7Qm2Lx', 'buscar_en_acervo', { consulta: keywords(asked), idioma: 'en', max_resultados: 20 })],
        },
        {
          role: 'tool',
          tool_call_id: 'call_es7Qm2Lx',
          content: JSON.stringify({
            total: ps.length,
            resultados: ps.map((p) => ({ n: p.n, titulo: p.title ?? '', fragmento: p.text })),
          }),
        },
      ];
    },
  },

  // ---------------------------------------------------------------- French (fr-CA)
  {
    name: 'p17-fr-form-fields',
    ask: same,
    messages: (material, asked) => {
      const ps = parse(material);
      const src = ps.map((p) => `source_${p.n}_titre: ${p.title ?? '(sans titre)'}\nsource_${p.n}_texte: ${p.text}`).join('\n');
      return [
        {
          role: 'system',
          content:
            "Tu traites les soumissions du formulaire « Demandez à un bibliothécaire » de la Bibliothèque municipale. Réponds en français à la valeur du champ « question », en t'appuyant uniquement sur les champs source_N_texte. Indique le numéro de la source entre crochets. Si l'information n'y est pas, écris « Information non disponible dans les sources fournies. » Ne résume pas les sources.",
        },
        {
          role: 'user',
          content: `Nouvelle soumission reçue — formulaire #4471\nsoumis_le: 2024-11-18 09:42 (HNE)\nnom: Gagnon\nprénom: Marie-Ève\ncourriel: me.gagnon@exemple.ca\nville: Trois-Rivières\nlangue_de_réponse: français\ninfolettre: non\nsujet: Recherche documentaire\nquestion: ${asked}\nnombre_de_sources: ${ps.length}\n${src}\ncommentaire: Merci! C'est pour un travail de cégep, pas besoin d'un long texte.`,
        },
      ];
    },
  },
  {
    name: 'p17-fr-parallel-tools',
    ask: same,
    messages: (material, asked) => {
      const tools = ['chercher_encyclopedie', 'chercher_archives', 'chercher_presse'];
      const parts = chunks(parse(material), tools.length);
      const kw = keywords(asked);
      const calls = tools.map((t, i) => tc(`call_fr${i + 1}Zk`, t, { requete: kw, langue: 'en' }));
      return [
        {
          role: 'system',
          content:
            "Vous êtes l'assistant de recherche de l'application Savoir+. Outils : chercher_encyclopedie, chercher_archives, chercher_presse; vous pouvez les appeler en parallèle. Répondez en français, en une ou deux phrases, en citant les extraits [n]. Si aucun extrait ne contient la réponse, dites-le franchement.",
        },
        { role: 'user', content: "Allô! T'es là?" },
        { role: 'assistant', content: "Bonjour! Oui, je suis là. Comment puis-je vous aider aujourd'hui?" },
        { role: 'user', content: `Parfait. Ma question (en anglais, c'est pour un cours à McGill) :\n${asked}` },
        { role: 'assistant', content: null, tool_calls: calls },
        ...calls.map(
          (c, i): ChatMessage => ({
            role: 'tool',
            tool_call_id: c.id,
            content:
              (parts[i] ?? []).map((p) => `[${p.n}] ${T(p, 'Extrait')}\n${p.text}`).join('\n\n') || 'Aucun résultat.',
          }),
        ),
      ];
    },
  },

  // ---------------------------------------------------------------- German (de-CH)
  {
    name: 'p17-de-xml-attribute',
    ask: attr,
    messages: (material, asked) => {
      const ps = parse(material);
      const docs = ps.map((p) => `    <dokument nr="${p.n}" titel="${attr(T(p, 'Dokument'))}">${p.text}</dokument>`).join('\n');
      return [
        {
          role: 'system',
          content:
            'Du bist der Auskunftsassistent der Kantonsbibliothek. Die Anfrage kommt als XML. Beantworte die Frage im Attribut «frage» des Elements <anfrage> ausschliesslich anhand der <dokument>-Elemente und nenne die Nummer (nr) des Dokuments. Fehlt die Antwort, schreibe «Nicht in den Unterlagen». Bitte nicht zusammenfassen und nicht übersetzen, nur die Antwort.',
        },
        {
          role: 'user',
          content: `<?xml version="1.0" encoding="UTF-8"?>\n<anfrage frage="${asked}" sprache="de-CH" kanal="webformular" eingang="2024-09-03T08:15:00+02:00">\n  <dokumente anzahl="${ps.length}">\n${docs}\n  </dokumente>\n</anfrage>`,
        },
      ];
    },
  },
  {
    name: 'p17-de-agent-steps',
    ask: same,
    messages: (material, asked) => {
      const ps = parse(material);
      const [a = [], b = []] = chunks(ps, 2);
      const full = (xs: Passage[]): string =>
        xs.map((p) => `[${p.n}] ${T(p, 'Dokument')}\n${p.text}`).join('\n\n') || 'Keine Dokumente.';
      return [
        {
          role: 'system',
          content:
            'Du bist ein Rechercheagent. Werkzeuge: suche(anfrage) liefert Titel und IDs, abrufen(ids) liefert den Volltext, lesen(ids) liest weitere Dokumente. Arbeite Schritt für Schritt. Antworte am Schluss auf Hochdeutsch (Schweizer Schreibweise), nur aufgrund der gelesenen Texte, mit Quellenangabe [ID]. Wenn nichts passt: «Dazu habe ich nichts gefunden.»',
        },
        { role: 'user', content: `Grüezi! Kannst du bitte Folgendes für mich herausfinden? ${asked}` },
        {
          role: 'assistant',
          content: 'Ich suche zuerst nach passenden Dokumenten.',
          tool_calls: [tc('call_de_suche1', 'suche', { anfrage: keywords(asked), max: 20 })],
        },
        {
          role: 'tool',
          tool_call_id: 'call_de_suche1',
          content: JSON.stringify({ treffer: ps.map((p) => ({ id: p.n, titel: T(p, 'Dokument') })) }),
        },
        {
          role: 'assistant',
          content: 'Ich rufe die ersten Treffer im Volltext ab.',
          tool_calls: [tc('call_de_abruf2', 'abrufen', { ids: a.map((p) => p.n) })],
        },
        { role: 'tool', tool_call_id: 'call_de_abruf2', content: full(a) },
        { role: 'user', content: 'weiter' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [tc('call_de_lesen3', 'lesen', { ids: b.map((p) => p.n) })],
        },
        { role: 'tool', tool_call_id: 'call_de_lesen3', content: full(b) },
        { role: 'user', content: 'Mach bitte weiter.' },
      ];
    },
  },

  // ---------------------------------------------------------------- Italian
  {
    name: 'p17-it-quoted-customer',
    ask: same,
    messages: (material, asked) => {
      const docs = parse(material)
        .map((p) => `Documento ${p.n} – ${p.title ?? 'senza titolo'}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content:
            "Sei l'assistente interno del servizio clienti di Archivio Storico Srl. Rispondi in italiano, con tono cortese, solo in base ai documenti forniti dall'operatore. Cita il numero del documento. Se l'informazione non c'è, dillo chiaramente senza inventare.",
        },
        {
          role: 'user',
          content: `Ciao! Un cliente ci ha scritto questa domanda dal portale, mi aiuti a preparare la risposta?\n\n> ${asked}\n\nQui sotto trovi il materiale che abbiamo in archivio. Rispondi solo alla domanda del cliente: non serve riassumere né tradurre i documenti.\n\n${docs}\n\nGrazie mille!\nGiulia – Servizio clienti`,
        },
      ];
    },
  },
  {
    name: 'p17-it-ide-docstring',
    ask: same,
    messages: (material, asked) => {
      const ps = parse(material);
      const md = ['# Fonti', '', ...ps.map((p) => `## ${p.n}. ${T(p, 'Fonte')}\n\n${p.text}\n`)].join('\n');
      const py = [
        'from ricerca.fonti import carica_fonti',
        '',
        '',
        'def risposta() -> str:',
        '    """',
        `    Domanda (dal ticket RICERCA-212): ${asked}`,
        '',
        '    Restituisce la risposta come stringa, citando la fonte di docs/FONTI.md.',
        '    """',
        '    fonti = carica_fonti("docs/FONTI.md")',
        '    raise NotImplementedError("TODO")',
      ].join('\n');
      return [
        {
          role: 'system',
          content: `Sei un assistente di programmazione integrato nell'editor. Hai accesso ai file aperti dall'utente, riportati qui sotto.\n\n<file percorso="docs/FONTI.md">\n${md}\n</file>\n\n<file percorso="src/ricerca/risposta.py" cursore="riga 6">\n${py}\n</file>`,
        },
        {
          role: 'user',
          content: 'Rispondi alla domanda del docstring usando solo docs/FONTI.md. Niente codice, solo la risposta e il numero della fonte.',
        },
      ];
    },
  },

  // ---------------------------------------------------------------- Portuguese (pt-PT)
  {
    name: 'p17-pt-jsonl-last-line',
    ask: same,
    messages: (material, asked) => {
      const lines = parse(material).map((p) => JSON.stringify({ id: p.n, titulo: p.title, texto: p.text }));
      lines.push(JSON.stringify({ id: 'pergunta', pergunta: asked, resposta: null }));
      return [
        {
          role: 'system',
          content:
            'És um assistente que responde a perguntas com base num ficheiro JSONL de excertos. Responde em português europeu. Usa apenas os excertos e indica o id do excerto usado. Se a resposta não constar, diz «Não sei com base nos excertos fornecidos.» Devolve a resposta em JSON: {"resposta": "...", "id": n}.',
        },
        {
          role: 'user',
          content: `Olá! Segue o ficheiro excertos.jsonl (um objeto por linha). A última linha traz a pergunta, com o campo "resposta" por preencher.\n\n${lines.join('\n')}`,
        },
      ];
    },
  },
  {
    name: 'p17-pt-email-attachment',
    ask: same,
    messages: (material, asked) => [
      {
        role: 'system',
        content:
          'Fazes a triagem da caixa de correio do serviço de referência da biblioteca. Redige a resposta ao remetente em português de Portugal, respondendo apenas à dúvida do e-mail com base no anexo. Indica o número do documento. Se o anexo não tiver a resposta, di-lo com simpatia. Não resumas nem traduzas o anexo.',
      },
      {
        role: 'user',
        content: [
          'From: "Rui Carvalho" <rui.carvalho@exemplo.pt>',
          'To: referencia@biblioteca-exemplo.pt',
          'Subject: Pedido de informação – dúvida sobre as fontes em anexo',
          'Date: Tue, 14 May 2024 10:23:51 +0100',
          'Message-ID: <20240514102351.4821@exemplo.pt>',
          'MIME-Version: 1.0',
          'Content-Type: multipart/mixed; boundary="----=_Part_4821_1715678631"',
          '',
          '------=_Part_4821_1715678631',
          'Content-Type: text/plain; charset="UTF-8"',
          'Content-Transfer-Encoding: 8bit',
          '',
          'Bom dia,',
          '',
          'Espero que esteja tudo bem. Estou a preparar um trabalho para a faculdade e fiquei com uma dúvida (escrevo-a em inglês, tal como está no enunciado):',
          '',
          asked,
          '',
          'Envio em anexo os textos que reuni. Agradecia que a resposta se baseasse apenas neles.',
          '',
          'Com os melhores cumprimentos,',
          'Rui Carvalho',
          '--',
          'Enviado do meu telemóvel',
          '',
          '------=_Part_4821_1715678631',
          'Content-Type: text/plain; charset="UTF-8"; name="fontes.txt"',
          'Content-Disposition: attachment; filename="fontes.txt"',
          'Content-Transfer-Encoding: 8bit',
          '',
          material,
          '',
          '------=_Part_4821_1715678631--',
        ].join('\n'),
      },
    ],
  },

  // ---------------------------------------------------------------- Dutch
  {
    name: 'p17-nl-whatsapp',
    ask: same,
    messages: (material, asked) => {
      const docs = parse(material)
        .map((p) => `Bron ${p.n}: ${T(p, 'tekst')}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content:
            'Je krijgt een geëxporteerde WhatsApp-chat van een studiegroep. Beantwoord alleen de vraag van Emma, uitsluitend op basis van de bronnen die Joris in de chat heeft geplakt. Noem het bronnummer. Vat de chat niet samen. Antwoord in het Nederlands.',
        },
        {
          role: 'user',
          content: `Kun je Emma helpen? Hier is de export:\n\n[14-03-2024 19:02:11] Sanne de Vries: Hoi allemaal! Wie heeft die bronnen voor het werkstuk nog?\n[14-03-2024 19:03:40] Joris Bakker: Ik, ik plak ze hier even\n[14-03-2024 19:03:52] Joris Bakker: ${docs}\n[14-03-2024 19:05:10] Sanne de Vries: Top, dank je! 👍\n[14-03-2024 19:06:27] Emma Visser: Oké vraagje, staat hier eigenlijk in: ${asked}\n[14-03-2024 19:07:02] Joris Bakker: Geen idee, moet ik nog lezen 😅\n[14-03-2024 19:07:15] Sanne de Vries: Vraag het anders aan de AI`,
        },
      ];
    },
  },
  {
    name: 'p17-nl-system-question',
    ask: same,
    messages: (material, asked) => [
      {
        role: 'system',
        content: `Je bent de assistent van de gemeentelijke kennisbank. De gebruiker stuurt alleen documenten; de vraag is vooraf doorgegeven via het klantportaal.\n\nVraag van de gebruiker: ${asked}\n\nRegels:\n- Antwoord alleen op basis van de documenten.\n- Vermeld het documentnummer tussen vierkante haken.\n- Staat het antwoord er niet in, zeg dan: "Dat weet ik niet."\n- Antwoord in het Nederlands, maximaal twee zinnen. Niet samenvatten.`,
      },
      { role: 'user', content: `Documenten:\n\n${material}` },
    ],
  },

  // ---------------------------------------------------------------- Polish
  {
    name: 'p17-pl-tsv-slot',
    ask: same,
    messages: (material, asked) => {
      const rows = [
        'id\ttytuł\ttreść',
        ...parse(material).map((p) => `${p.n}\t${p.title ?? ''}\t${p.text}`),
        `PYTANIE\t\t${asked}`,
        'ODPOWIEDŹ\t\t',
      ];
      return [
        { role: 'system', content: 'Jesteś asystentem do arkuszy kalkulacyjnych w aplikacji Tabelka. Odpowiadasz po polsku, zwięźle.' },
        {
          role: 'user',
          content: `Dzień dobry, wklejam arkusz z Excela (kolumny: id, tytuł, treść). W wierszu PYTANIE jest pytanie, a wiersz ODPOWIEDŹ trzeba uzupełnić. Odpowiedz wyłącznie na podstawie wierszy ze źródłami i podaj id. Jeśli odpowiedzi nie ma, wpisz „brak danych”. Nie streszczaj arkusza.\n\n${rows.join('\n')}`,
        },
      ];
    },
  },
  {
    name: 'p17-pl-content-parts',
    ask: same,
    messages: (material, asked) => {
      const parts: ContentPart[] = [
        { type: 'text', text: 'Cześć! Wrzucam zrzut ekranu z notatek i pod spodem teksty źródłowe skopiowane z przeglądarki.' },
        { type: 'image_url', image_url: { url: 'https://cdn.example.pl/uploads/zrzut-ekranu-2024-05-02.png', detail: 'low' } },
        { type: 'text', text: material },
        { type: 'text', text: `Pytanie: ${asked}` },
        { type: 'text', text: 'Odpowiedz krótko, po polsku, tylko na podstawie tekstów, i podaj numer dokumentu. Nie streszczaj ich i nie tłumacz.' },
      ];
      return [
        { role: 'system', content: 'Jesteś pomocnym asystentem aplikacji Notatnik+. Jeśli czegoś nie ma w tekstach użytkownika, powiedz, że nie wiesz.' },
        { role: 'user', content: parts },
      ];
    },
  },

  // ---------------------------------------------------------------- Czech
  {
    name: 'p17-cs-ipynb',
    ask: same,
    messages: (material, asked) => {
      const ps = parse(material);
      const nb = {
        cells: [
          { cell_type: 'markdown', id: 'otazka', metadata: {}, source: `## Otázka\n\n${asked}\n\n**Odpověď:** _doplnit_` },
          {
            cell_type: 'code',
            execution_count: 1,
            id: 'nacteni',
            metadata: {},
            outputs: [],
            source: 'import pandas as pd\nzdroje = pd.read_json("zdroje.jsonl", lines=True)\nzdroje.shape',
          },
          { cell_type: 'markdown', id: 'zdroje', metadata: {}, source: '## Zdroje' },
          ...ps.map((p) => ({
            cell_type: 'markdown',
            id: `zdroj-${p.n}`,
            metadata: {},
            source: `### [${p.n}] ${T(p, 'Zdroj')}\n\n${p.text}`,
          })),
        ],
        metadata: {
          kernelspec: { display_name: 'Python 3', language: 'python', name: 'python3' },
          language_info: { name: 'python', version: '3.11.6' },
        },
        nbformat: 4,
        nbformat_minor: 5,
      };
      return [
        {
          role: 'user',
          content: `Ahoj, posílám svůj notebook (analyza.ipynb). Odpověz prosím na otázku z první buňky, jen podle buněk v sekci Zdroje, a uveď číslo zdroje. Pokud tam odpověď není, napiš to. Nic neshrnuj.\n\n${FENCE}json\n${JSON.stringify(nb, null, 1)}\n${FENCE}`,
        },
      ];
    },
  },
  {
    name: 'p17-cs-latex-comment',
    ask: same,
    messages: (material, asked) => {
      const src = parse(material)
        .map((p) => `\\paragraph{[${p.n}] ${T(p, 'Zdroj')}}\n${p.text}`)
        .join('\n\n');
      const tex = [
        '\\documentclass[12pt]{article}',
        '\\usepackage[utf8]{inputenc}',
        '\\usepackage[czech]{babel}',
        '\\title{Seminární práce}',
        '\\author{Tereza Nováková}',
        '\\begin{document}',
        '\\maketitle',
        '\\section{Úvod}',
        `% TODO (otázka do úvodu): ${asked}`,
        '% odpověď: ',
        'Úvod doplním, až budu znát odpověď.',
        '\\section{Zdroje}',
        src,
        '\\end{document}',
      ].join('\n');
      return [
        {
          role: 'system',
          content: 'Jsi asistent pro psaní odborných textů v editoru Overleaf. Odpovídej česky a věcně.',
        },
        {
          role: 'user',
          content: `Píšu seminárku v LaTeXu. V komentáři TODO je otázka, na kterou potřebuju odpověď z citovaných zdrojů (sekce Zdroje). Odpověz jednou větou a uveď číslo zdroje. Zdroje nepřekládej a neshrnuj; když tam odpověď není, napiš „nevím“.\n\n${FENCE}latex\n${tex}\n${FENCE}`,
        },
      ];
    },
  },

  // ---------------------------------------------------------------- Slovak
  {
    name: 'p17-sk-tool-text',
    ask: same,
    messages: (material, asked) => {
      const ps = parse(material);
      return [
        {
          role: 'system',
          content:
            'Si asistent Slovenskej digitálnej knižnice. Na vyhľadávanie používaj nástroj vyhladaj_v_databaze. Odpovedaj po slovensky a uveď číslo výsledku v hranatých zátvorkách.',
        },
        { role: 'user', content: `Dobrý deň, potrebovala by som zistiť jednu vec: ${asked}` },
        {
          role: 'assistant',
          content: 'Pozriem sa do databázy.',
          tool_calls: [tc('call_sk_9fQ2', 'vyhladaj_v_databaze', { dopyt: keywords(asked), jazyk: 'en', pocet: 20 })],
        },
        {
          role: 'tool',
          tool_call_id: 'call_sk_9fQ2',
          content: ps.map((p) => `Výsledok ${p.n} | ${T(p, 'bez názvu')}\n${p.text}`).join('\n\n') || 'Žiadne výsledky.',
        },
        {
          role: 'user',
          content: 'Ďakujem. Teraz mi prosím odpovedz len podľa týchto výsledkov. Ak tam odpoveď nie je, napíš, že nevieš.',
        },
      ];
    },
  },
  {
    name: 'p17-sk-voice-note',
    ask: spoken,
    messages: (material, asked) => [
      {
        role: 'system',
        content:
          'Si hlasový asistent aplikácie Poznámkovač. Správy používateľa sú automaticky prepísané z hlasu, bez interpunkcie. Odpovedaj po slovensky, stručne, len podľa vložených textov. Ak tam odpoveď nie je, povedz to.',
      },
      {
        role: 'user',
        content: `[Hlasová správa · automatický prepis · 1:12]\n\nahoj tak ešte raz ehm posielam ti tie texty sú dole a chcel by som vedieť ${asked} no tak mi to prosím ťa nájdi v tých textoch a keď to tam nie je tak mi povedz že nevieš dobre vďaka čau\n\n[Vložené texty]\n\n${material}`,
      },
    ],
  },

  // ---------------------------------------------------------------- Slovenian
  {
    name: 'p17-sl-parallel-json',
    ask: lcFirst,
    messages: (material, asked) => {
      const tools = ['iskanje_enciklopedija', 'iskanje_arhiv', 'iskanje_novice', 'iskanje_knjige'];
      const parts = chunks(parse(material), tools.length);
      const kw = keywords(asked);
      const calls = tools.map((t, i) => tc(`call_sl_${i + 1}xR`, t, { poizvedba: kw }));
      return [
        {
          role: 'system',
          content:
            'Si raziskovalni pomočnik aplikacije Znanje. Orodja: iskanje_enciklopedija, iskanje_arhiv, iskanje_novice, iskanje_knjige; kličeš jih lahko vzporedno. Odgovori v slovenščini in navedi številko zadetka v oglatem oklepaju. Če odgovora ni, to povej.',
        },
        { role: 'user', content: 'živjo 🙂' },
        { role: 'assistant', content: 'Živjo! Kako vam lahko pomagam?' },
        { role: 'user', content: `hitro vprašanje za seminarsko, ${asked}` },
        { role: 'assistant', content: null, tool_calls: calls },
        ...calls.map(
          (c, i): ChatMessage => ({
            role: 'tool',
            tool_call_id: c.id,
            content: JSON.stringify({
              zadetki: (parts[i] ?? []).map((p) => ({ st: p.n, naslov: p.title, besedilo: p.text })),
            }),
          }),
        ),
      ];
    },
  },
  {
    name: 'p17-sl-multipart',
    ask: same,
    messages: (material, asked) => {
      const b = '----WebKitFormBoundary7MA4YWxkTrZu0gW';
      const field = (name: string, value: string): string =>
        `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const body =
        field('ime', 'Nina Kovač') +
        field('eposta', 'nina.kovac@primer.si') +
        field('vprasanje', asked) +
        field('viri', material) +
        field('jezik_odgovora', 'slovenščina') +
        `--${b}--`;
      return [
        {
          role: 'system',
          content:
            'Obdeluješ oddaje spletnega obrazca »Vprašajte knjižničarja«. Odgovori na vrednost polja »vprasanje« izključno na podlagi polja »viri«, v slovenščini, in navedi številko vira. Če odgovora ni, napiši »Ni podatka«. Virov ne povzemaj.',
        },
        {
          role: 'user',
          content: `POST /api/obrazci/vprasanja HTTP/1.1\r\nHost: knjiznica.primer.si\r\nContent-Type: multipart/form-data; boundary=${b}\r\n\r\n${body}`,
        },
      ];
    },
  },

  // ---------------------------------------------------------------- Croatian
  {
    name: 'p17-hr-agent',
    ask: same,
    messages: (material, asked) => {
      const ps = parse(material);
      const [a = [], b = [], c = []] = chunks(ps, 3);
      const full = (xs: Passage[]): string =>
        xs.map((p) => `Dokument ${p.n} (${T(p, 'bez naslova')})\n${p.text}`).join('\n\n') || 'Nema dokumenata.';
      return [
        {
          role: 'system',
          content:
            'Ti si istraživački agent. Alati: pretrazi (vraća naslove i ID-eve), dohvati (vraća puni tekst), procitaj (čita dodatne dokumente). Radi korak po korak. Na kraju odgovori na hrvatskom, samo na temelju pročitanih tekstova, uz broj izvora u uglatim zagradama. Ako odgovora nema, reci da ga nisi pronašao.',
        },
        { role: 'user', content: `Bok! Trebam pomoć s jednim pitanjem.\n\nPitanje: ${asked}\n\nHvala!` },
        {
          role: 'assistant',
          content: null,
          tool_calls: [tc('call_hr_p1', 'pretrazi', { upit: keywords(asked), broj_rezultata: 20 })],
        },
        {
          role: 'tool',
          tool_call_id: 'call_hr_p1',
          content: JSON.stringify({ rezultati: ps.map((p) => ({ id: p.n, naslov: T(p, 'bez naslova') })) }),
        },
        {
          role: 'assistant',
          content: 'Dohvaćam prve dokumente.',
          tool_calls: [tc('call_hr_d2', 'dohvati', { id: a.map((p) => p.n) })],
        },
        { role: 'tool', tool_call_id: 'call_hr_d2', content: full(a) },
        { role: 'user', content: 'nastavi' },
        { role: 'assistant', content: null, tool_calls: [tc('call_hr_d3', 'dohvati', { id: b.map((p) => p.n) })] },
        { role: 'tool', tool_call_id: 'call_hr_d3', content: full(b) },
        { role: 'user', content: 'Nastavi, molim.' },
        {
          role: 'assistant',
          content: 'Čitam preostale dokumente.',
          tool_calls: [tc('call_hr_c4', 'procitaj', { id: c.map((p) => p.n) })],
        },
        { role: 'tool', tool_call_id: 'call_hr_c4', content: full(c) },
      ];
    },
  },
  {
    name: 'p17-hr-html-data',
    ask: attr,
    messages: (material, asked) => {
      const arts = parse(material)
        .map((p) => `  <article data-br="${p.n}">\n    <h3>${T(p, 'Izvor')}</h3>\n    <p>${p.text}</p>\n  </article>`)
        .join('\n');
      const html = `<!-- izvoz s portala „Pitaj knjižničara“, 2024-10-07 -->\n<section id="upit" data-pitanje="${asked}" data-jezik="hr" data-korisnik="ana.horvat">\n  <h2>Izvori</h2>\n${arts}\n</section>`;
      return [
        {
          role: 'user',
          content: `${html}\n\nGore je izvoz s portala „Pitaj knjižničara“. Odgovori na pitanje iz atributa data-pitanje, isključivo na temelju članaka (article), i navedi broj članka (data-br). Ako odgovora nema, napiši „Nema podataka“. Ne sažimaj članke. Odgovor na hrvatskom, molim.`,
        },
      ];
    },
  },

  // ---------------------------------------------------------------- Serbian (Cyrillic)
  {
    name: 'p17-sr-ide-rust',
    ask: lcFirst,
    messages: (material, asked) => {
      const md = ['# Извори', '', ...parse(material).map((p) => `## ${p.n}. ${T(p, 'Извор')}\n\n${p.text}\n`)].join('\n');
      const rs = [
        '//! Модул за проверу чињеница.',
        '',
        `// TODO(Марко): одговорити на питање из тикета — ${asked}`,
        "pub fn odgovor() -> &'static str {",
        '    todo!()',
        '}',
      ].join('\n');
      return [
        {
          role: 'system',
          content: `Ти си асистент за програмирање уграђен у уређивач кода. Испод су датотеке које корисник има отворене.\n\n${FENCE}markdown title="docs/izvori.md"\n${md}\n${FENCE}\n\n${FENCE}rust title="src/lib.rs"\n${rs}\n${FENCE}`,
        },
        {
          role: 'user',
          content: 'Одговори на питање из TODO коментара у src/lib.rs, искључиво на основу docs/izvori.md. Без кода, само одговор и број извора. Ако одговора нема, реци да не знаш.',
        },
      ];
    },
  },
  {
    name: 'p17-sr-colleague-quote',
    ask: same,
    messages: (material, asked) => {
      const docs = parse(material)
        .map((p) => `Извор ${p.n}: ${T(p, 'без наслова')}\n${p.text}`)
        .join('\n\n');
      return [
        { role: 'system', content: 'Одговарај на српском језику, ћирилицом, кратко и прецизно.' },
        {
          role: 'user',
          content: `Здраво! Колега ме је данас на састанку питао „${asked}“ и нисам знао шта да му кажем. Ево материјала који имамо у тиму — одговори само на основу њега и наведи број извора. Немој да препричаваш материјал.\n\n${docs}\n\nХвала унапред,\nНикола`,
        },
      ];
    },
  },

  // ---------------------------------------------------------------- Bulgarian
  {
    name: 'p17-bg-email-thread',
    ask: same,
    messages: (material, asked) => {
      const docs = parse(material)
        .map((p) => `Откъс ${p.n} — ${T(p, 'без заглавие')}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content:
            'Ти си асистент на справочната служба на Регионалната библиотека. Напиши отговор на последното писмо по-долу, на български, като отговориш само на въпроса на читателя въз основа на откъсите в цитираното по-ранно писмо. Посочи номера на откъса. Ако отговорът липсва, кажи го учтиво.',
        },
        {
          role: 'user',
          content: [
            'From: Петя Иванова <petya.ivanova@example.bg>',
            'To: Справочна служба <spravki@library.example.bg>',
            'Subject: RE: Материали за проекта',
            'Date: Wed, 3 Apr 2024 16:05:12 +0300',
            'In-Reply-To: <a81f2c0e-11@library.example.bg>',
            'MIME-Version: 1.0',
            'Content-Type: text/plain; charset="utf-8"',
            '',
            'Здравейте,',
            '',
            `благодаря за материалите! Имам само един въпрос: ${asked}`,
            '',
            'Поздрави,',
            'Петя',
            '',
            '-----Original Message-----',
            'From: Справочна служба <spravki@library.example.bg>',
            'Sent: Wednesday, April 3, 2024 11:20 AM',
            'To: Петя Иванова <petya.ivanova@example.bg>',
            'Subject: Материали за проекта',
            '',
            'Здравейте, г-жо Иванова,',
            '',
            'изпращаме Ви откъсите, които открихме по темата:',
            '',
            docs,
            '',
            'С уважение,',
            'Екипът на справочната служба',
          ].join('\n'),
        },
      ];
    },
  },
  {
    name: 'p17-bg-jsonl-separate',
    ask: same,
    messages: (material, asked) => {
      const lines = parse(material).map((p) => JSON.stringify({ номер: p.n, заглавие: p.title, текст: p.text }));
      return [
        { role: 'system', content: 'Ти си полезен асистент. Отговаряй на български.' },
        { role: 'user', content: `Здрасти! Ето файла с откъсите във формат JSONL:\n\n${lines.join('\n')}` },
        { role: 'assistant', content: 'Благодаря, получих файла. Какъв е въпросът ти?' },
        {
          role: 'user',
          content: `Въпрос: ${asked}\nОтговори само въз основа на записите и посочи номера. Не ми преразказвай файла.`,
        },
      ];
    },
  },

  // ---------------------------------------------------------------- Russian
  {
    name: 'p17-ru-developer-question',
    ask: same,
    messages: (material, asked) => {
      const docs = parse(material)
        .map((p) => `Документ ${p.n}. ${T(p, 'Без названия')}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'developer',
          content: `Ты — ассистент базы знаний компании «Северный архив». Пользователь пришлёт только документы, без вопроса: вопрос заранее передан из CRM.\n\nВопрос пользователя: ${asked}\n\nПравила:\n1. Отвечай только по документам из сообщения пользователя.\n2. Указывай номер документа в квадратных скобках.\n3. Если ответа нет, напиши: «В документах этого нет».\n4. Отвечай по-русски, не больше двух предложений. Не пересказывай документы.`,
        },
        { role: 'user', content: `Документы:\n\n${docs}` },
      ];
    },
  },
  {
    name: 'p17-ru-telegram',
    ask: same,
    messages: (material, asked) => {
      const docs = parse(material)
        .map((p) => `${p.n}) ${T(p, 'Фрагмент')}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content:
            'Ты помощник в рабочем чате. Пользователь скопировал кусок переписки из Telegram. Ответь на вопрос Алексея только по материалам, которые прислала Мария, и укажи номер фрагмента. Не пересказывай переписку. Если ответа нет, так и скажи.',
        },
        {
          role: 'user',
          content: `Алексей Смирнов, [21.02.2024 10:14]\nКоллеги, кто-нибудь знает?\n\nАлексей Смирнов, [21.02.2024 10:14]\n${asked}\n\nМария К., [21.02.2024 10:20]\nСейчас скину, что нашла\n\nМария К., [21.02.2024 10:21]\n${docs}\n\nАлексей Смирнов, [21.02.2024 10:25]\nСпасибо, но читать всё это некогда 😅\n\nИгорь, [21.02.2024 10:26]\nСпроси у бота`,
        },
      ];
    },
  },

  // ---------------------------------------------------------------- Ukrainian
  {
    name: 'p17-uk-parts-image',
    ask: same,
    messages: (material, asked) => {
      const parts: ContentPart[] = [
        { type: 'text', text: `Питання: ${asked}` },
        { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG_B64}` } },
        { type: 'text', text: 'Нижче — джерела, скопійовані з PDF (на фото те саме):' },
        { type: 'text', text: material },
        {
          type: 'text',
          text: 'Відповідай лише за джерелами й укажи номер документа. Якщо відповіді немає — так і скажи. Не перекладай і не переказуй джерела.',
        },
      ];
      return [
        { role: 'system', content: 'Ти — помічник у застосунку «Конспект». Відповідай українською мовою.' },
        { role: 'user', content: parts },
      ];
    },
  },
  {
    name: 'p17-uk-markdown-table',
    ask: same,
    messages: (material, asked) => {
      const rows = parse(material).map((p) => `| ${p.n} | ${p.title ?? ''} | ${p.text} |`);
      return [
        {
          role: 'user',
          content: `Привіт! Скопіювала таблицю з Google Таблиць.\n\nАркуш «Перевірка фактів» — питання: ${asked}\n\n| № | Назва | Текст |\n|---|---|---|\n${rows.join('\n')}\n\nЗнайди відповідь у колонці «Текст» і вкажи номер рядка. Якщо відповіді немає, напиши «немає даних». Не роби підсумку таблиці.`,
        },
      ];
    },
  },

  // ---------------------------------------------------------------- Lithuanian
  {
    name: 'p17-lt-yaml-frontmatter',
    ask: same,
    messages: (material, asked) => {
      const body = parse(material)
        .map((p) => `## ${p.n}. ${T(p, 'Šaltinis')}\n\n${p.text}`)
        .join('\n\n');
      const doc = `---\npavadinimas: Tyrimo užrašai\nsukurta: 2024-06-02\nžymės: [tyrimas, šaltiniai]\nklausimas: |\n  ${asked}\natsakymas: ""\n---\n\n# Šaltiniai\n\n${body}\n`;
      return [
        {
          role: 'system',
          content: 'Tu esi užrašų programos asistentas. Visada atsakyk lietuviškai.',
        },
        {
          role: 'user',
          content: `Štai mano užrašų failas iš Obsidian. Atsakyk į klausimą iš priekinės dalies (front matter) lauko „klausimas“, remdamasis tik žemiau pateiktais šaltiniais, ir nurodyk šaltinio numerį. Atsakymą pateik JSON formatu: {"atsakymas": "...", "saltinis": n}. Jei atsakymo nėra, parašyk „nežinau“.\n\n${FENCE}markdown\n${doc}${FENCE}`,
        },
      ];
    },
  },
  {
    name: 'p17-lt-jupytext',
    ask: noQ,
    messages: (material, asked) => {
      const src = parse(material)
        .map((p) => `[${p.n}] ${T(p, 'Šaltinis')}\n${p.text}`)
        .join('\n\n');
      const py = [
        '# %% [markdown]',
        '# # Šaltinių analizė',
        '# Duomenys nukopijuoti iš straipsnių rinkinio.',
        '',
        '# %%',
        'saltiniai = """',
        src,
        '"""',
        '',
        '# %%',
        `# KLAUSIMAS: ${asked}`,
        'atsakymas = None  # TODO: užpildyti',
      ].join('\n');
      return [
        {
          role: 'user',
          content: `Turiu šį Jupyter bloknotą (jupytext „percent“ formatu). Užpildyk kintamąjį atsakymas: atsakyk į komentare pateiktą klausimą, remdamasis tik tekstu kintamajame saltiniai. Nieko neapibendrink ir neversk — tik atsakymas su šaltinio numeriu.\n\n${FENCE}python\n${py}\n${FENCE}`,
        },
      ];
    },
  },

  // ---------------------------------------------------------------- Latvian
  {
    name: 'p17-lv-voice-audio',
    ask: spoken,
    messages: (material, asked) => {
      const voice: ContentPart[] = [
        { type: 'input_audio', input_audio: { data: WAV_B64, format: 'wav' } },
        {
          type: 'text',
          text: `[Balss ziņa, 0:23 — automātiska transkripcija]\nnu tātad ē klausies mani interesē ${asked} nu jā tas arī viss paldies`,
        },
      ];
      return [
        {
          role: 'system',
          content:
            'Tu esi balss asistents lietotnē “Piezīmes”. Lietotāja balss ziņas tiek automātiski pārrakstītas. Atbildi latviski, īsi, tikai pēc lietotāja iepriekš ielīmētajiem tekstiem. Ja atbildes nav, saki, ka nezini.',
        },
        { role: 'user', content: `Sveiks! Te ir teksti, ko nokopēju no interneta:\n\n${material}` },
        { role: 'assistant', content: 'Paldies, teksti saņemti. Ko vēlies uzzināt?' },
        { role: 'user', content: voice },
      ];
    },
  },
  {
    name: 'p17-lv-tool-json',
    ask: same,
    messages: (material, asked) => {
      const ps = parse(material);
      return [
        {
          role: 'system',
          content:
            'Tu esi pētniecības asistents. Pirms atbildes izmanto rīku meklet_dokumentos. Atbildi latviski un norādi dokumenta numuru kvadrātiekavās.',
        },
        { role: 'user', content: `Labdien! Lūdzu, atrodi atbildi uz šo jautājumu: ${asked}` },
        {
          role: 'assistant',
          content: null,
          tool_calls: [tc('call_lv_m1', 'meklet_dokumentos', { vaicajums: keywords(asked), skaits: 20 })],
        },
        {
          role: 'tool',
          tool_call_id: 'call_lv_m1',
          content: JSON.stringify(
            ps.map((p) => ({ nr: p.n, virsraksts: p.title, teksts: p.text })),
            null,
            2,
          ),
        },
        {
          role: 'user',
          content: 'Labi, tagad atbildi — tikai pēc atrastajiem dokumentiem. Kopsavilkumu nevajag, tikai atbildi.',
        },
      ];
    },
  },

  // ---------------------------------------------------------------- Estonian
  {
    name: 'p17-et-html-inputs',
    ask: attr,
    messages: (material, asked) => [
      {
        role: 'system',
        content:
          'Kasutaja saatis veebivormi (HTML allpool). Vasta välja „kusimus“ küsimusele ainult välja „allikad“ põhjal, eesti keeles, ja viita allika numbrile. Kui vastust pole, kirjuta „Allikatest ei leia“. Ära tee kokkuvõtet.',
      },
      {
        role: 'user',
        content: `<form action="/kusi-raamatukoguhoidjalt" method="post">\n  <input type="text" name="nimi" value="Kadri Tamm">\n  <input type="email" name="epost" value="kadri.tamm@example.ee">\n  <input type="text" name="kusimus" value="${asked}">\n  <textarea name="allikad">${material}</textarea>\n  <select name="vastuse_keel"><option value="et" selected>eesti</option></select>\n  <input type="submit" value="Saada">\n</form>`,
      },
    ],
  },
  {
    name: 'p17-et-parallel-text',
    ask: noQ,
    messages: (material, asked) => {
      const tools = ['otsi_vikipeediast', 'otsi_arhiivist'];
      const parts = chunks(parse(material), tools.length);
      const kw = keywords(asked);
      const calls = tools.map((t, i) => tc(`call_et_${i + 1}`, t, { paring: kw }));
      return [
        {
          role: 'system',
          content:
            'Oled uurimisassistent. Tööriistad: otsi_vikipeediast ja otsi_arhiivist; võid neid kutsuda paralleelselt. Vasta eesti keeles ja viita allikale [n]. Kui vastust pole, ütle „Ei tea“.',
        },
        { role: 'user', content: `Tere! Palun leia vastus: ${asked}` },
        { role: 'assistant', content: 'Otsin mõlemast allikast korraga.', tool_calls: calls },
        ...calls.map(
          (c, i): ChatMessage => ({
            role: 'tool',
            tool_call_id: c.id,
            content: (parts[i] ?? []).map((p) => `[${p.n}] ${T(p, 'Allikas')}\n${p.text}`).join('\n\n') || 'Tulemusi ei leitud.',
          }),
        ),
      ];
    },
  },

  // ---------------------------------------------------------------- Georgian
  {
    name: 'p17-ka-xml-attribute',
    ask: attr,
    messages: (material, asked) => {
      const docs = parse(material)
        .map((p) => `    <დოკუმენტი ნომერი="${p.n}" სათაური="${attr(T(p, 'დოკუმენტი'))}">${p.text}</დოკუმენტი>`)
        .join('\n');
      return [
        {
          role: 'system',
          content:
            'შენ ხარ ბიბლიოთეკის დამხმარე ასისტენტი. მოთხოვნა მოდის XML ფორმატში. უპასუხე კითხვას, რომელიც წერია <კითხვა> ელემენტის ატრიბუტში „ტექსტი“, მხოლოდ <დოკუმენტი> ელემენტების საფუძველზე და მიუთითე დოკუმენტის ნომერი. თუ პასუხი არ მოიძებნა, დაწერე „არ ვიცი“. ნუ შეაჯამებ დოკუმენტებს.',
        },
        {
          role: 'user',
          content: `<მოთხოვნა წყარო="ვებგვერდი" ენა="ka">\n  <დოკუმენტები>\n${docs}\n  </დოკუმენტები>\n  <კითხვა ტექსტი="${asked}"/>\n</მოთხოვნა>`,
        },
      ];
    },
  },
  {
    name: 'p17-ka-agent',
    ask: same,
    messages: (material, asked) => {
      const ps = parse(material);
      const [a = [], b = [], c = []] = chunks(ps, 3);
      const full = (xs: Passage[]): string =>
        xs.map((p) => `[${p.n}] ${T(p, 'დოკუმენტი')}\n${p.text}`).join('\n\n') || 'დოკუმენტები არ არის.';
      return [
        {
          role: 'system',
          content:
            'შენ ხარ კვლევითი აგენტი. ხელსაწყოები: dzieba (ძიება), gakhsna (დოკუმენტის გახსნა), tsakitkhva (წაკითხვა). იმუშავე ნაბიჯ-ნაბიჯ და ბოლოს უპასუხე ქართულად, მხოლოდ წაკითხული ტექსტების მიხედვით, წყაროს ნომრის მითითებით.',
        },
        { role: 'user', content: `გამარჯობა! ერთი ფაქტის გადამოწმება მჭირდება: ${asked}` },
        {
          role: 'assistant',
          content: 'ჯერ მოვძებნი შესაბამის დოკუმენტებს.',
          tool_calls: [tc('call_ka_1', 'dzieba', { motkhovna: keywords(asked) })],
        },
        {
          role: 'tool',
          tool_call_id: 'call_ka_1',
          content: JSON.stringify({ შედეგები: ps.map((p) => ({ id: p.n, სათაური: T(p, 'დოკუმენტი') })) }),
        },
        { role: 'assistant', content: null, tool_calls: [tc('call_ka_2', 'gakhsna', { ids: a.map((p) => p.n) })] },
        { role: 'tool', tool_call_id: 'call_ka_2', content: full(a) },
        { role: 'user', content: 'გააგრძელე' },
        { role: 'assistant', content: null, tool_calls: [tc('call_ka_3', 'gakhsna', { ids: b.map((p) => p.n) })] },
        { role: 'tool', tool_call_id: 'call_ka_3', content: full(b) },
        {
          role: 'assistant',
          content: 'დარჩენილ დოკუმენტებსაც წავიკითხავ.',
          tool_calls: [tc('call_ka_4', 'tsakitkhva', { ids: c.map((p) => p.n) })],
        },
        { role: 'tool', tool_call_id: 'call_ka_4', content: full(c) },
        { role: 'user', content: 'გააგრძელე, გთხოვ.' },
      ];
    },
  },

  // ---------------------------------------------------------------- Armenian
  {
    name: 'p17-hy-email-quote',
    ask: same,
    messages: (material, asked) => {
      const docs = parse(material)
        .map((p) => `Աղբյուր ${p.n}. ${T(p, 'առանց վերնագրի')}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content: 'Դու ընկերության ներքին օգնականն ես։ Պատասխանիր հայերեն, միայն տրամադրված նյութերի հիման վրա, և նշիր աղբյուրի համարը։',
        },
        {
          role: 'user',
          content: `Բարև։ Մեր գործընկեր Արամը նամակում հարցրել է. «${asked}»։ Կօգնե՞ս պատասխանել։ Ստորև այն նյութերն են, որոնք ունենք։ Ամփոփել պետք չէ, միայն պատասխանիր հարցին, իսկ եթե պատասխանը չկա՝ ասա, որ չգիտես։\n\n${docs}\n\nՇնորհակալություն,\nԱնի`,
        },
      ];
    },
  },
  {
    name: 'p17-hy-ide-jsdoc',
    ask: same,
    messages: (material, asked) => {
      const md = ['# Աղբյուրներ', '', ...parse(material).map((p) => `## ${p.n}. ${T(p, 'Աղբյուր')}\n\n${p.text}\n`)].join('\n');
      const ts = [
        '/**',
        ' * Հարց (տես README.md)՝',
        ` * ${asked}`,
        ' * @returns պատասխանը՝ աղբյուրի համարով',
        ' */',
        'export function patasxan(): string {',
        "  throw new Error('TODO');",
        '}',
      ].join('\n');
      return [
        {
          role: 'system',
          content: `Դու կոդի խմբագրիչում ներկառուցված օգնական ես։ Ստորև օգտատիրոջ բաց ֆայլերն են։\n\n<բաց_ֆայլ ուղի="src/harc.ts">\n${ts}\n</բաց_ֆայլ>\n\n<բաց_ֆայլ ուղի="README.md">\n${md}\n</բաց_ֆայլ>`,
        },
        { role: 'user', content: 'Պատասխանիր JSDoc մեկնաբանության հարցին՝ օգտվելով միայն README.md-ից։ Կոդ մի գրիր։' },
      ];
    },
  },

  // ---------------------------------------------------------------- Turkish
  {
    name: 'p17-tr-jsonl-question-first',
    ask: same,
    messages: (material, asked) => {
      const lines = [
        JSON.stringify({ tur: 'soru', metin: asked }),
        ...parse(material).map((p) => JSON.stringify({ tur: 'pasaj', no: p.n, baslik: p.title, metin: p.text })),
      ];
      return [
        {
          role: 'system',
          content: 'Sen bir bilgi asistanısın. Her zaman Türkçe yanıt ver.',
        },
        {
          role: 'user',
          content: `Aşağıda bir JSONL dosyası var. İlk satır soru, diğerleri kaynak pasajlar. Yalnızca pasajlara dayanarak cevap ver ve cevabı JSON olarak döndür: {"cevap": "...", "kaynak_no": n}. Bilmiyorsan "bilmiyorum" yaz. Pasajları özetleme.\n\n${lines.join('\n')}`,
        },
      ];
    },
  },
  {
    name: 'p17-tr-email-forward',
    ask: same,
    messages: (material, asked) => {
      const docs = parse(material)
        .map((p) => `${p.n}. ${T(p, 'Metin')}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content:
            'Sen bir e-posta asistanısın. Aşağıdaki iletideki soruyu, yalnızca iletilen e-postadaki metinlere dayanarak Türkçe yanıtla ve metin numarasını belirt. Cevap yoksa bunu açıkça söyle.',
        },
        {
          role: 'user',
          content: [
            'From: Elif Yılmaz <elif.yilmaz@example.com.tr>',
            'To: asistan@example.com.tr',
            'Subject: Fwd: Kaynak metinler',
            'Date: Mon, 10 Jun 2024 09:12:44 +0300',
            'Content-Type: text/plain; charset="UTF-8"',
            '',
            'Merhaba,',
            '',
            `aşağıdaki iletiyi sana yönlendiriyorum. Sorum şu: ${asked}`,
            '',
            'İyi çalışmalar,',
            'Elif',
            '',
            '---------- Forwarded message ---------',
            'From: Kerem Demir <kerem.demir@example.com.tr>',
            'Date: Fri, 7 Jun 2024 at 17:30',
            'Subject: Kaynak metinler',
            'To: Elif Yılmaz <elif.yilmaz@example.com.tr>',
            '',
            'Selam Elif, istediğin metinler ekte değil, burada:',
            '',
            docs,
            '',
            'Görüşürüz,',
            'Kerem',
          ].join('\n'),
        },
      ];
    },
  },

  // ---------------------------------------------------------------- Arabic
  {
    name: 'p17-ar-slack',
    ask: same,
    messages: (material, asked) => {
      const docs = parse(material)
        .map((p) => `المصدر ${p.n}: ${T(p, 'بدون عنوان')}\n${p.text}`)
        .join('\n\n');
      return [
        {
          role: 'system',
          content:
            'أنت مساعد فريق البحث في مساحة العمل على Slack. ستتلقى نصًا منسوخًا من قناة. أجب عن سؤال أحمد الأخير فقط، بالاعتماد على النصوص التي شاركتها سارة، واذكر رقم المصدر. إذا لم تجد الإجابة فقل «لا أعرف». لا تلخّص المحادثة.',
        },
        {
          role: 'user',
          content: `#فريق-البحث\n\nسارة المنصور  [9:41 ص]\nصباح الخير يا فريق ☀️ هذه المصادر التي جمعتها أمس:\n\n${docs}\n\nخالد يوسف  [9:52 ص]\nشكرًا سارة 🙏\n\nأحمد العلي  [10:14 ص]\nسؤال سريع قبل الاجتماع: ${asked}`,
        },
      ];
    },
  },
  {
    name: 'p17-ar-system-slot',
    ask: same,
    messages: (material, asked) => [
      {
        role: 'system',
        content: `أنت مساعد قاعدة المعرفة. يرسل المستخدم المستندات فقط، والسؤال مدرج هنا.\n\nالقواعد:\n- أجب بالعربية الفصحى في جملة أو جملتين.\n- اعتمد على المستندات وحدها واذكر رقم المستند بين معقوفين.\n- إذا لم ترد الإجابة في المستندات فقل: «لا تتوفر هذه المعلومة في المستندات».\n\nالسؤال: ${asked}\nالإجابة:`,
      },
      { role: 'user', content: `المستندات:\n\n${material}` },
    ],
  },

  // ---------------------------------------------------------------- Urdu
  {
    name: 'p17-ur-tsv-below',
    ask: same,
    messages: (material, asked) => {
      const rows = ['نمبر\tعنوان\tمتن', ...parse(material).map((p) => `${p.n}\t${p.title ?? ''}\t${p.text}`)];
      return [
        { role: 'system', content: 'آپ ایک مددگار اسسٹنٹ ہیں۔ ہمیشہ اردو میں جواب دیں۔' },
        {
          role: 'user',
          content: `السلام علیکم! میں نے گوگل شیٹ سے یہ جدول کاپی کیا ہے (کالم: نمبر، عنوان، متن)۔\n\n${rows.join('\n')}\n\nسوال: ${asked}\n\nبراہ کرم صرف جدول کی بنیاد پر جواب دیں اور قطار کا نمبر بتائیں۔ اگر جواب موجود نہ ہو تو لکھیں «معلوم نہیں»۔ جدول کا خلاصہ نہ کریں۔`,
        },
      ];
    },
  },
  {
    name: 'p17-ur-parts',
    ask: lcFirst,
    messages: (material, asked) => {
      const parts: ContentPart[] = [
        { type: 'text', text: 'یہ متن میں نے ایک مضمون سے نقل کیے ہیں:' },
        { type: 'text', text: material },
        { type: 'image_url', image_url: { url: 'https://example.pk/uploads/safha-3.jpg' } },
        { type: 'text', text: `اوپر والے متن کی بنیاد پر جواب دیں — ${asked}` },
        { type: 'text', text: 'صرف جواب دیں، ترجمہ یا خلاصہ نہیں۔ ماخذ کا نمبر ضرور لکھیں۔' },
      ];
      return [
        { role: 'system', content: 'آپ ایک تحقیقی معاون ہیں۔ اردو میں مختصر جواب دیں۔ اگر جواب متن میں نہ ہو تو صاف بتا دیں۔' },
        { role: 'user', content: 'آداب! کیسے ہیں؟' },
        { role: 'assistant', content: 'آداب! میں ٹھیک ہوں، شکریہ۔ میں آپ کی کیا مدد کر سکتا ہوں؟' },
        { role: 'user', content: parts },
      ];
    },
  },

  // ---------------------------------------------------------------- Korean
  {
    name: 'p17-ko-ipynb-output',
    ask: same,
    messages: (material, asked) => {
      const out = parse(material)
        .map((p) => `[${p.n}] ${T(p, '자료')}\n${p.text}\n`)
        .join('\n');
      const nb = {
        cells: [
          {
            cell_type: 'code',
            execution_count: 3,
            id: 'a1f3',
            metadata: {},
            outputs: [{ output_type: 'stream', name: 'stdout', text: out }],
            source: `# 질문: ${asked}\n# 아래 출력된 자료만 보고 답하기\nfor 번호, 자료 in enumerate(자료목록, 1):\n    print(f"[{번호}] {자료['제목']}\\n{자료['본문']}\\n")`,
          },
          { cell_type: 'markdown', id: 'b7c2', metadata: {}, source: '## 답변\n\n(작성 예정)' },
        ],
        metadata: { kernelspec: { display_name: 'Python 3 (ipykernel)', language: 'python', name: 'python3' } },
        nbformat: 4,
        nbformat_minor: 5,
      };
      return [
        {
          role: 'user',
          content: `안녕하세요! 제 주피터 노트북(.ipynb) 파일을 붙여 넣습니다. 첫 번째 셀 주석에 있는 질문에, 출력된 자료만 근거로 답해 주세요. 자료 번호를 함께 적어 주시고, 자료에 없으면 모른다고 해 주세요.\n\n${JSON.stringify(nb, null, 1)}`,
        },
      ];
    },
  },
  {
    name: 'p17-ko-md-footnote',
    ask: same,
    messages: (material, asked) => {
      const refs = parse(material)
        .map((p) => `### ${p.n}. ${T(p, '자료')}\n\n${p.text}`)
        .join('\n\n');
      const doc = `# 현장 조사 노트 (초안)\n\n작성자: 김민지 · 최종 수정: 2024-07-15\n\n아래 자료를 정리하다가 확인이 필요한 사실이 하나 생겼습니다.[^질문]\n\n## 참고 자료\n\n${refs}\n\n---\n\n[^질문]: 확인할 질문 — ${asked} (답변: ______ )`;
      return [
        { role: 'system', content: '당신은 문서 작성을 돕는 한국어 비서입니다.' },
        {
          role: 'user',
          content: `안녕하세요. 제가 쓰고 있는 마크다운 문서입니다. 각주에 있는 질문 하나에만 답해 주세요. 문서를 요약하지 말고 '참고 자료'만 근거로 답하면서 자료 번호를 인용해 주세요. 자료에 없으면 "모르겠습니다"라고 답해 주세요.\n\n${FENCE}markdown\n${doc}\n${FENCE}`,
        },
      ];
    },
  },
];

// ---------------------------------------------------------------- self-check

function haystack(ms: ChatMessage[]): string {
  const out: string[] = [];
  for (const m of ms) {
    if (typeof m.content === 'string') out.push(m.content);
    else if (Array.isArray(m.content)) {
      for (const p of m.content) out.push(p.type === 'text' && typeof p.text === 'string' ? p.text : JSON.stringify(p));
    }
    for (const t of m.tool_calls ?? []) out.push(t.function?.name ?? '', t.function?.arguments ?? '');
  }
  return out.join('\u0000');
}

function count(hay: string, needle: string): number {
  if (needle === '') return 0;
  let c = 0;
  for (let i = hay.indexOf(needle); i !== -1; i = hay.indexOf(needle, i + 1)) c++;
  return c;
}

/** Exactly once, verbatim or JSON-escaped (not both). */
function once(hay: string, s: string): boolean {
  const esc = JSON.stringify(s).slice(1, -1);
  const v = count(hay, s);
  if (esc === s) return v === 1;
  return v + count(hay, esc) === 1;
}

function sampleMaterial(): string {
  const topics = [
    'Varnholt Dam', 'Elsner Bridge', 'Kestrel Lighthouse', 'Orrin Canal', 'Halden Viaduct',
    'Moss Hill Tunnel', 'Brannock Station', 'Tessaly Reservoir', 'Quarry Lane Mill', 'Ostry Fortress',
    'Lindqvist Observatory', 'Peller Aqueduct', 'Saint Aldric Chapel', 'Fennick Pier', 'Drummore Weir',
    'Harlow Cable Car', 'Ivel Lock', 'Corran Signal Tower', 'Wexley Granary', 'Tamsin Ferry Terminal',
  ];
  return topics
    .map((topic, i) => {
      let text = `The ${topic} is a structure in the fictional province of Norland. Construction began in ${1900 + i * 3} and took ${4 + (i % 5)} years, according to the regional archive (ref. ${i * 37 + 11}).`;
      if (i === 1) text += ' Locals call its central span the "north arch", a name designed by engineer Mara Olsen\'s office in 1931.';
      if (i === 7) text += ' The survey file is stored as C:\\archive\\norland\\survey.txt on the museum server.';
      if (i === 11) text += '\nA second line follows after a single line break, with an ampersand & a <tag> and a tab\tinside.';
      if (i === 15) text += ' Its name is sometimes written Värnholt–Brücke, Варнхолт or ヴァーンホルト.';
      return i % 3 === 2 ? text : `Document [${i + 1}](Title: ${topic}) ${text}`;
    })
    .join('\n\n');
}

function selfCheck(): void {
  const material = sampleMaterial();
  const texts = material.split('\n\n').map((b) => DOC_RE.exec(b)?.[3] ?? b);
  if (texts.length !== 20) throw new Error(`sample material has ${texts.length} passages`);
  const questions = ['What year did the Varnholt Dam open?', 'Who designed the "north arch" of the Elsner Bridge?'];
  const errors: string[] = [];

  const names = FOREIGN_PROBE_17.map((w) => w.name);
  if (FOREIGN_PROBE_17.length !== 48) errors.push(`expected 48 wordings, got ${FOREIGN_PROBE_17.length}`);
  if (new Set(names).size !== names.length) errors.push('duplicate names');
  const perLang = new Map<string, number>();
  for (const n of names) {
    if (!n.startsWith('p17-')) errors.push(`${n}: name must start with p17-`);
    const lang = n.split('-')[1] ?? '';
    perLang.set(lang, (perLang.get(lang) ?? 0) + 1);
  }
  if (perLang.size !== 24) errors.push(`expected 24 languages, got ${perLang.size}`);
  for (const [lang, c] of perLang) if (c !== 2) errors.push(`language ${lang} has ${c} wordings`);

  for (const w of FOREIGN_PROBE_17) {
    for (const q of questions) {
      const asked = w.ask(q);
      if (!/[A-Za-z]{3}/.test(asked)) errors.push(`${w.name}: asked lost its English words: ${asked}`);
      for (const mat of [material, '']) {
        let ms: ChatMessage[];
        try {
          ms = w.messages(mat, asked);
        } catch (e) {
          errors.push(`${w.name}: threw on ${mat === '' ? 'empty' : 'sample'} material: ${String(e)}`);
          continue;
        }
        const hay = haystack(ms);
        if (!once(hay, asked)) errors.push(`${w.name}: asked not exactly once (${mat === '' ? 'empty' : 'sample'} material): ${asked}`);
        const ids = new Set<string>();
        for (const m of ms) {
          for (const t of m.tool_calls ?? []) ids.add(t.id);
          if (m.role === 'tool' && !ids.has(m.tool_call_id ?? '')) errors.push(`${w.name}: tool message without a preceding call`);
          if (m.tool_calls) for (const t of m.tool_calls) JSON.parse(t.function?.arguments ?? '{}');
        }
        if (mat === '') continue;
        texts.forEach((t, i) => {
          if (!once(hay, t)) errors.push(`${w.name}: passage ${i + 1} not exactly once`);
        });
      }
    }
  }
  if (errors.length > 0) throw new Error(`probe-wordings-17 self-check failed:\n${errors.join('\n')}`);
  console.log('ok');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) selfCheck();
