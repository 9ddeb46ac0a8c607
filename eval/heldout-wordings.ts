/**
 * @module eval/heldout-wordings
 * A fresh held-out split of wordings, written in session 24 by a helper who never read the
 * compressor's source (src/compress/) and never ran it. They replace the previous held-out
 * pools (ENGLISH_HELDOUT, FOREIGN_HELDOUT and each whole-material task's `heldout` list),
 * which retire into the dev pool. NEVER tune on these: do not read their lost cases, do not
 * change the compressor because of a row they produce, do not move them into dev.
 *
 * - ENGLISH_HELDOUT_2: five English templates, each a structure not used by any wording in
 *   eval/wordings.ts (dev or old held-out).
 * - FOREIGN_HELDOUT_2: instructions in Swedish, Vietnamese, Greek and Hebrew (no other part
 *   of the eval uses them) around the English material and the English question.
 * - WHOLE_TASK_HELDOUT_2: per task of eval/whole-tasks.ts, two new English phrasings and one
 *   each in Swedish, Greek and Hebrew.
 *
 * Every wording keeps the question (`ask(q)`, byte-exact) inside the last user message, which
 * is where checks.ts looks for it.
 */
import type { ChatMessage } from '../src/wire/chat.js';
import type { Wording } from './wording.js';

const sys = (content: string): ChatMessage => ({ role: 'system', content });
const user = (content: string): ChatMessage => ({ role: 'user', content });
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });
const same = (q: string): string => q;

/** Lower-cases the first letter only when the question opens with a function word (never a name). */
const FUNCTION_OPENER = /^(What|When|Where|Which|Who|Whom|Whose|Why|How|In|On|At|By|From|To|For|During|After|Before|Of|Along|Did|Does|Do|Is|Are|Was|Were|Has|Have|Had|Can|Could|Would|Will|Should|The|A|An)\b/;
const softLowerFirst = (q: string): string => (FUNCTION_OPENER.test(q) ? q.charAt(0).toLowerCase() + q.slice(1) : q);

/** Passages as separate strings (the rendered material is blank-line separated). */
const chunks = (m: string): string[] => m.split(/\n{2,}/).filter((p) => p.trim() !== '');

export const ENGLISH_HELDOUT_2: Wording[] = [
  {
    // A pretty-printed JSON request body pasted as the user message: the passages are JSON
    // strings (escaped), and so is the question.
    name: 'json-request-body',
    ask: (q) => JSON.stringify(q).slice(1, -1),
    messages: (m, q) => {
      const body = JSON.stringify(
        {
          instructions: 'Answer the question using only the documents. If they do not contain the answer, say so.',
          documents: chunks(m),
          question: '@@QUESTION@@',
          response: { style: 'one short sentence', cite_document: true },
        },
        null,
        2,
      );
      return [user(body.replace('"@@QUESTION@@"', () => `"${q}"`))];
    },
  },
  {
    // Slack-style: greeting, the question buried mid-message, the source in a code fence, more chit-chat.
    name: 'slack-chitchat',
    ask: same,
    messages: (m, q) => [
      user(
        `hey! 👋 hope the offsite went well, the photos in #general looked great\n\n` +
          `okay so quick one while I have you — ${q} it's for the one-pager I'm putting together and I'd rather not get it wrong. ` +
          `I dumped the source text below so you don't have to dig for it:\n\n\`\`\`\n${m}\n\`\`\`\n\n` +
          `no rush at all, and lmk if you want to grab coffee later this week :coffee:`,
      ),
    ],
  },
  {
    // A support-agent macro with its placeholders filled, as the system prompt (rules, no
    // material); the material arrives in the user turn behind a preface, the customer's
    // question last.
    name: 'filled-support-macro',
    ask: same,
    messages: (m, q) => [
      sys(
        '[Macro: Answer from help-centre article (filled)]\n' +
          'Agent: Sam Okafor\n' +
          'Customer: Dana Whitfield\n' +
          'Channel: live chat\n' +
          'Tone: friendly, plain language, no jargon\n' +
          'Length: two or three sentences\n' +
          'Rules:\n' +
          '- Use only the article text the agent pastes.\n' +
          "- If the article does not cover the customer's question, tell Dana that a specialist will follow up by email.\n" +
          '- Sign off with "Sam, Customer Care".',
      ),
      user(`Pasting the article the customer had open when they started the chat:\n\n${m}\n\nDana's message in the chat: ${q}`),
    ],
  },
  {
    // A textbook "Given / Find / Solution" layout.
    name: 'given-find',
    ask: same,
    messages: (m, q) => [user(`Given:\n${m}\n\nFind: ${q}\n\nSolution (use nothing but what is given):`)],
  },
  {
    // The question turned into an imperative with no question mark, followed by several lines
    // of output-format rules.
    name: 'imperative-then-format',
    ask: (q) => `Find out ${softLowerFirst(q).replace(/\?\s*$/, '')}`,
    messages: (m, q) => [
      user(
        `${m}\n\n####\n\n${q}, using only the text above.\n` +
          'Output format:\n' +
          '- Line one: the answer alone, as short as possible.\n' +
          '- Line two: "Evidence:" followed by the exact sentence you took it from, in quotes.\n' +
          '- If the text does not say, write NOT FOUND on line one and leave line two empty.\n' +
          '- No introduction, no markdown, nothing after line two.',
      ),
    ],
  },
];

export const FOREIGN_HELDOUT_2: Wording[] = [
  {
    // Swedish: rules in the system prompt; a chatty user message with greeting, pasted text, question, thanks.
    name: 'sv',
    ask: same,
    messages: (m, q) => [
      sys('Du är en hjälpsam assistent. Svara kort och enbart utifrån texten som användaren klistrar in. Om svaret inte finns i texten, säg det.'),
      user(`Hej! Här kommer texten jag nämnde:\n\n${m}\n\nMin fråga är: ${q}\n\nTack på förhand!`),
    ],
  },
  {
    // Vietnamese: question first, then the requirement, then the text in triple quotes (one user message).
    name: 'vi',
    ask: same,
    messages: (m, q) => [
      user(`Câu hỏi: ${q}\nYêu cầu: Chỉ trả lời dựa trên văn bản bên dưới. Nếu văn bản không có thông tin, hãy ghi "Không tìm thấy".\nVăn bản:\n"""\n${m}\n"""`),
    ],
  },
  {
    // Greek: lettered steps (α, β, γ: no digits in the scaffold) with the question inside step β, the excerpt after.
    name: 'el',
    ask: same,
    messages: (m, q) => [
      user(
        'Οδηγίες:\n' +
          'α) Διάβασε προσεκτικά το απόσπασμα που ακολουθεί.\n' +
          `β) Απάντησε στην ερώτηση: ${q}\n` +
          'γ) Στήριξε την απάντησή σου μόνο στο απόσπασμα και παράθεσε τη σχετική πρόταση.\n\n' +
          `Απόσπασμα:\n${m}`,
      ),
    ],
  },
  {
    // Hebrew: a system role, the material in its own user turn, an assistant acknowledgement,
    // then the question with a Hebrew request after it.
    name: 'he',
    ask: same,
    messages: (m, q) => [
      sys('אתה עוזר מחקר. ענה בקצרה, רק על סמך הטקסט שהמשתמש שולח.'),
      user(`קטע מתוך מסמך שאני עובד עליו:\n\n${m}`),
      assistant('קראתי את הקטע. מה תרצה לדעת?'),
      user(`${q}\nבבקשה ענה במשפט אחד וציין מאיזה חלק של הטקסט לקחת את התשובה.`),
    ],
  },
];

/** Keyed by the task names of eval/whole-tasks.ts: two English phrasings, then Swedish, Greek, Hebrew. */
export const WHOLE_TASK_HELDOUT_2: Record<string, string[]> = {
  translate: [
    "Could you put this text into German for me? Go sentence by sentence and don't skip any.",
    'I need all of this in German: a full translation, one sentence at a time, nothing left out.',
    'Översätt den här texten till tyska, mening för mening.',
    'Μετάφρασε αυτό το κείμενο στα γερμανικά, πρόταση προς πρόταση.',
    'תרגם את הטקסט הזה לגרמנית, משפט אחר משפט.',
  ],
  summarise: [
    "What's the gist of this, in three bullets?",
    "Sum this whole text up for someone who hasn't read it: three bullet points.",
    'Sammanfatta den här texten i tre punkter.',
    'Κάνε μια περίληψη αυτού του κειμένου σε τρεις κουκκίδες.',
    'סכם את הטקסט הזה בשלוש נקודות.',
  ],
  'count paragraphs': [
    'Can you tell me how many separate paragraphs this text is made of?',
    'Tally up the paragraphs in this text and give me the number.',
    'Hur många stycken består den här texten av?',
    'Πόσες παραγράφους έχει αυτό το κείμενο;',
    'כמה פסקאות יש בטקסט הזה?',
  ],
  proofread: [
    'Could you go over this and fix any typos or grammar slips you spot?',
    'Give this text a careful copy-edit: point out each spelling or grammar error and how to correct it.',
    'Korrekturläs den här texten och räkna upp alla stavfel och grammatiska fel.',
    'Κάνε διόρθωση σε αυτό το κείμενο και απαρίθμησε όλα τα ορθογραφικά και γραμματικά λάθη.',
    'בדוק את הטקסט הזה ורשום כל שגיאת כתיב או שגיאה דקדוקית.',
  ],
  'list dates': [
    'Pull out every date and year this text mentions, in the order they appear.',
    "I'm building a timeline: can you give me all the dates and years found anywhere in this text?",
    'Lista alla datum och årtal som nämns i den här texten.',
    'Κατάγραψε όλες τις ημερομηνίες και χρονολογίες που αναφέρονται σε αυτό το κείμενο.',
    'רשום את כל התאריכים והשנים שמוזכרים בטקסט הזה.',
  ],
  'convert to CSV': [
    'Could you turn this JSON into CSV? Put the field names in the first row.',
    'I need this data for a spreadsheet: give it to me as comma-separated values with a header line.',
    'Konvertera den här JSON-datan till CSV med en rubrikrad.',
    'Μετάτρεψε αυτό το JSON σε CSV με γραμμή κεφαλίδων.',
    'המר את ה-JSON הזה ל-CSV עם שורת כותרות.',
  ],
  'list errors': [
    'Go through this log and pull out every line logged at ERROR level, timestamp included.',
    'Which errors did this service log, and when? Give me every ERROR line with its timestamp.',
    'Lista varje ERROR-rad i den här loggen med dess tidsstämpel.',
    'Απαρίθμησε κάθε γραμμή ERROR αυτού του αρχείου καταγραφής μαζί με τη χρονοσφραγίδα της.',
    'רשום כל שורת ERROR בקובץ הלוג הזה יחד עם חותמת הזמן שלה.',
  ],
  compare: [
    'How do these two texts stack up against each other? Where do they overlap and where do they diverge?',
    'Give me a side-by-side of the two documents: what they share first, then how they differ.',
    'Jämför de två dokumenten: vad har de gemensamt och hur skiljer de sig åt?',
    'Σύγκρινε τα δύο έγγραφα: τι κοινό έχουν και σε τι διαφέρουν;',
    'השווה בין שני המסמכים: מה משותף להם ובמה הם שונים?',
  ],
};
