/**
 * @module eval/probe-wordings-13
 * Probe pool 13: twenty-four foreign-framed lookup wordings, written blind (without reading the
 * compressor). Twelve framing languages (Czech, Greek, Hebrew, Indonesian, Romanian, Thai,
 * Ukrainian, Vietnamese, Finnish, Swedish, Hungarian, Malay), two wordings each; twelve structures
 * (YAML front matter, issue tracker, LaTeX draft, CSV/TSV export, chat thread, Atom/RSS feed,
 * coding agent reading a file, raw e-mail, numbered rules, paraphrase-then-exact, search-then-fetch
 * agent, plain chat with a long closing instruction), two wordings each. The material and the
 * question stay English; every passage text appears once (verbatim or JSON-escaped) and the asked
 * question appears exactly once.
 *
 * Self-check: `npx tsx eval/probe-wordings-13.ts`.
 */
import type { ChatMessage, ToolCall } from '../src/wire/chat.js';
import type { Wording } from './wording.js';

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

interface Doc {
  n: number;
  /** null when the block did not match the `Document [n](Title: …) text` form. */
  title: string | null;
  text: string;
}

const BLOCK = /^Document \[(\d+)\]\(Title: (.*?)\) ([\s\S]*)$/;

function parseDocs(material: string): Doc[] {
  const blocks = material
    .replace(/^\n+|\n+$/g, '')
    .split(/\n\s*\n/)
    .filter((b) => b.trim().length > 0);
  return blocks.map((block, i) => {
    const m = BLOCK.exec(block);
    if (m && m[1] !== undefined && m[2] !== undefined && m[3] !== undefined) {
      return { n: Number(m[1]), title: m[2], text: m[3] };
    }
    return { n: i + 1, title: null, text: block };
  });
}

function titleOr(d: Doc, fallback: string): string {
  return d.title ?? `${fallback} ${d.n}`;
}

const keep = (q: string): string => q;
const lowerFirst = (q: string): string => q.charAt(0).toLowerCase() + q.slice(1);
const dropMark = (q: string): string => q.replace(/\?$/, '');

/** Deterministic OpenAI-looking tool-call id. */
function callId(seed: string): string {
  const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let h = 2166136261;
  let out = 'call_';
  for (let i = 0; i < 24; i++) {
    for (const ch of `${seed}:${i}`) {
      h ^= ch.charCodeAt(0);
      h = Math.imul(h, 16777619) >>> 0;
    }
    out += abc.charAt(h % abc.length);
  }
  return out;
}

function fnCall(id: string, name: string, args: unknown): ToolCall {
  return { id, type: 'function', function: { name, arguments: JSON.stringify(args) } };
}

function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function rfc2047(s: string): string {
  return `=?UTF-8?B?${Buffer.from(s, 'utf8').toString('base64')}?=`;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function clock(startMinutes: number): string {
  return `${pad2(Math.floor(startMinutes / 60) % 24)}:${pad2(startMinutes % 60)}`;
}

// A loose gist of an English question (question kind + a few content words), for the
// "paraphrase first, exact question after" wordings and for agents' search queries.
type Wh = 'when' | 'who' | 'where' | 'why' | 'howmany' | 'howmuch' | 'how' | 'which' | 'what' | 'other';

function whOf(q: string): Wh {
  const s = q.toLowerCase();
  if (/\bhow many\b/.test(s)) return 'howmany';
  if (/\bhow (much|long|old|far|big|large|tall|high)\b/.test(s)) return 'howmuch';
  if (/\b(when|what year|which year|what date|what century|what decade|what month)\b/.test(s)) return 'when';
  if (/\bwho(m|se)?\b/.test(s)) return 'who';
  if (/\bwhere\b/.test(s)) return 'where';
  if (/\bwhy\b/.test(s)) return 'why';
  if (/\bhow\b/.test(s)) return 'how';
  if (/\bwhich\b/.test(s)) return 'which';
  if (/\bwhat\b/.test(s)) return 'what';
  return 'other';
}

const STOP = new Set(
  (
    'a an the of in on at to for from by with and or is are was were be been being do does did has have had ' +
    'what which who whom whose when where why how many much long old far big large that this these those it its ' +
    'as into than then there their they he she his her i you we our your not no can could would should will ' +
    'shall may might about after before during over under between per also one type kind name called year'
  ).split(' '),
);

function keyWords(q: string, max = 4): string[] {
  const words = q
    .replace(/[?!.,;:"“”„«»()[\]{}]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 0);
  const out: string[] = [];
  for (const w of words) {
    if (STOP.has(w.toLowerCase())) continue;
    if (!out.includes(w)) out.push(w);
    if (out.length >= max) break;
  }
  return out;
}

/** Guard: a paraphrase or query must never contain the asked text itself. */
function notContaining(candidate: string, asked: string, fallback: string): string {
  return candidate.includes(asked) ? fallback : candidate;
}

// ---------------------------------------------------------------------------------------------
// 1. YAML front matter
// ---------------------------------------------------------------------------------------------

const csYamlNote: Wording = {
  name: 'p13-cs-yaml-note',
  ask: keep,
  messages(material, asked) {
    const docs = parseDocs(material);
    const body = docs.map((d) => `## Zdroj ${d.n} — ${titleOr(d, 'Zdroj')}\n\n${d.text}`).join('\n\n');
    const note = [
      '---',
      'title: "Rešerše: podklady ke kapitole 3"',
      'created: 2024-03-18T09:41:00+01:00',
      'updated: 2024-03-19T16:05:12+01:00',
      'tags: [rešerše, zdroje, k-ověření]',
      'stav: rozpracováno',
      'autor: Tereza Nováková',
      'otazka: >-',
      `  ${asked}`,
      'odpoved: ""',
      `pocet_zdroju: ${docs.length}`,
      '---',
      '',
      '# Podklady ke kapitole 3',
      '',
      'Výpisky, které jsem si během rešerše uložila z různých zdrojů (zkopírováno beze změn, jen s nadpisy).',
      '',
      body,
    ].join('\n');
    return [
      {
        role: 'system',
        content:
          'Jsi asistent zabudovaný v aplikaci na poznámky (Markdown s YAML hlavičkou). Uživatel ti pošle celou poznámku. ' +
          'Odpovídej stručně a jen na základě zdrojů, které jsou v poznámce vložené; když odpověď ve zdrojích není, ' +
          'napiš to na rovinu a nic si nedomýšlej.',
      },
      {
        role: 'user',
        content:
          'Ahoj, posílám svoji poznámku k rešerši. V hlavičce je v poli `otazka` věc, kterou potřebuju zjistit — ' +
          'dohledej to prosím ve zdrojích pod ní a odpověz jednou větou, ideálně i s číslem zdroje. Odpověď do pole ' +
          '`odpoved` si pak doplním sama.\n\n' +
          note,
      },
    ];
  },
};

const thYamlFrontmatter: Wording = {
  name: 'p13-th-yaml-frontmatter',
  ask: dropMark,
  messages(material, asked) {
    const docs = parseDocs(material);
    const body = docs.map((d) => `### [${d.n}] ${titleOr(d, 'เอกสาร')}\n${d.text}`).join('\n\n');
    const file = [
      '---',
      'title: "คลังความรู้: คำถามที่รอคำตอบ"',
      'date: 2024-05-02T14:20:00+07:00',
      'draft: true',
      'author: "ปิยะพงษ์ ศรีสุข"',
      'categories: ["ถาม-ตอบ"]',
      'tags: ["รอตรวจสอบ", "อ้างอิงภายนอก"]',
      `question: ${asked}`,
      'answer: ""',
      `sources_count: ${docs.length}`,
      '---',
      '',
      '## แหล่งอ้างอิง',
      '',
      'ข้อความด้านล่างคัดลอกมาจากต้นฉบับภาษาอังกฤษโดยไม่มีการแก้ไข',
      '',
      body,
    ].join('\n');
    return [
      {
        role: 'system',
        content:
          'คุณคือผู้ช่วยด้านเนื้อหาของเว็บไซต์ถาม-ตอบ ทำงานกับไฟล์ Markdown ที่มี front matter แบบ YAML ' +
          'ให้ตอบคำถามโดยอ้างอิงจากข้อมูลที่อยู่ในไฟล์เท่านั้น ห้ามเดา หากไม่มีข้อมูลให้ตอบว่า "ไม่พบข้อมูลในแหล่งอ้างอิง"',
      },
      {
        role: 'user',
        content:
          'ไฟล์นี้เป็นร่างบทความในเว็บไซต์ของเราค่ะ ช่วยหาคำตอบของช่อง question ใน front matter ให้หน่อย ' +
          'โดยใช้ข้อมูลจากหัวข้อแหล่งอ้างอิงเท่านั้น ตอบสั้น ๆ พร้อมบอกเลขแหล่งอ้างอิงก็พอค่ะ\n\n' +
          '```markdown\n' +
          file +
          '\n```',
      },
    ];
  },
};

// ---------------------------------------------------------------------------------------------
// 2. Issue tracker ticket
// ---------------------------------------------------------------------------------------------

const elJiraPaste: Wording = {
  name: 'p13-el-jira-paste',
  ask: keep,
  messages(material, asked) {
    const docs = parseDocs(material);
    const attachments = docs
      .map((d) => `[Συνημμένο ${d.n}: kb-${pad2(d.n)}.txt — ${titleOr(d, 'Άρθρο')}]\n${d.text}`)
      .join('\n\n');
    const ticket = [
      'SUP-4821 · Ερώτηση πελάτη από τη φόρμα επικοινωνίας',
      'Τύπος: Ερώτημα    Προτεραιότητα: Μεσαία    Κατάσταση: ΣΕ ΕΞΕΛΙΞΗ',
      'Ανάθεση: Ομάδα βάσης γνώσης    Αναφορά από: Ελένη Παπαδοπούλου',
      'Ετικέτες: βάση-γνώσης, πελάτες, απάντηση-εκκρεμεί',
      'Δημιουργήθηκε: 12/Μαρ/24 10:14    Ενημερώθηκε: 12/Μαρ/24 11:02',
      '',
      'Περιγραφή',
      'Ο πελάτης μάς έστειλε την παρακάτω ερώτηση:',
      asked,
      'Μάζεψα από τη βάση γνώσης τα άρθρα που μοιάζουν σχετικά και τα ανέβασα ως συνημμένα. ' +
        'Χρειαζόμαστε μια σύντομη απάντηση για να κλείσει το αίτημα.',
      '',
      `Συνημμένα (${docs.length})`,
      attachments,
    ].join('\n');
    return [
      {
        role: 'system',
        content:
          'Είσαι ο βοηθός τεχνικής υποστήριξης της ομάδας. Σου επικολλούν εισιτήρια από το Jira μαζί με τα συνημμένα τους. ' +
          'Απαντάς στην ερώτηση του εισιτηρίου μόνο με βάση τα συνημμένα, σύντομα, και αναφέρεις από ποιο συνημμένο ' +
          'προκύπτει η απάντηση. Αν δεν υπάρχει απάντηση στα συνημμένα, το λες καθαρά.',
      },
      {
        role: 'user',
        content:
          'Καλησπέρα! Μπορείς να ρίξεις μια ματιά σε αυτό το ticket; Το αντιγράφω όπως είναι από το Jira.\n\n' +
          ticket +
          '\n\nΤι να του απαντήσω;',
      },
    ];
  },
};

const svJiraComments: Wording = {
  name: 'p13-sv-jira-comments',
  ask: keep,
  messages(material, asked) {
    const docs = parseDocs(material);
    const people = ['Johan Berg', 'Sara Ek', 'Mikael Holm', 'Linnea Sjöberg'];
    const comments = docs
      .map((d, i) => {
        const who = people[i % people.length] ?? 'Johan Berg';
        return `--- Kommentar ${i + 1} av ${docs.length} · ${who} · 2024-04-09 ${clock(11 * 60 + 2 + i * 7)} ---\n` +
          `Utdrag ur kunskapsbasen: ${titleOr(d, 'Artikel')}\n${d.text}`;
      })
      .join('\n\n');
    const issue = [
      'SUP-1193 — Kundfråga via webbformuläret',
      'Typ: Fråga | Status: Pågående | Prioritet: Normal',
      'Tilldelad: AI-assistent | Rapportör: Karin Lindqvist',
      'Skapad: 2024-04-09 10:41 | Uppdaterad: 2024-04-09 15:27',
      'Etiketter: kundtjänst, kunskapsbas',
      '',
      'Beskrivning:',
      'Kunden har skrivit in via formuläret och undrar följande:',
      asked,
      'Vi har letat fram utdrag ur kunskapsbasen som kan vara relevanta och lagt in dem som kommentarer nedan. ' +
        'Ge ett kort svar som vi kan skicka vidare till kunden.',
      '',
      `Kommentarer (${docs.length}):`,
      comments,
    ].join('\n');
    const id = callId('sv-jira');
    return [
      {
        role: 'system',
        content:
          'Du är en AI-assistent kopplad till Jira. Du kan hämta ärenden med verktyget jira_get_issue. ' +
          'Svara på svenska, kort och sakligt, och stöd dig enbart på det som står i ärendet och dess kommentarer.',
      },
      {
        role: 'user',
        content:
          'Hej! Kan du kika på SUP-1193 och svara på kundens fråga där? Underlaget har kollegorna lagt in som kommentarer.',
      },
      {
        role: 'assistant',
        content: null,
        tool_calls: [fnCall(id, 'jira_get_issue', { issue_key: 'SUP-1193', fields: ['summary', 'description', 'comment'] })],
      },
      { role: 'tool', tool_call_id: id, content: issue },
    ];
  },
};

// ---------------------------------------------------------------------------------------------
// 3. LaTeX draft
// ---------------------------------------------------------------------------------------------

const heLatexTodo: Wording = {
  name: 'p13-he-latex-todo',
  ask: keep,
  messages(material, asked) {
    const docs = parseDocs(material);
    const sources = docs
      .map((d) => `\\subsection*{[${d.n}] ${titleOr(d, 'מקור')}}\n\\begin{quote}\n${d.text}\n\\end{quote}`)
      .join('\n\n');
    const tex = [
      '\\documentclass[12pt]{article}',
      '\\usepackage{polyglossia}',
      '\\setmainlanguage{hebrew}',
      '\\setotherlanguage{english}',
      '\\newfontfamily\\hebrewfont[Script=Hebrew]{David CLM}',
      '\\usepackage{todonotes}',
      '',
      '\\title{טיוטה -- פרק רקע}',
      '\\author{נועה לוי}',
      '',
      '\\begin{document}',
      '\\maketitle',
      '',
      '\\section{מבוא}',
      'בפרק זה נסקור את הרקע ההיסטורי והעובדתי הדרוש להמשך העבודה. הציטוטים מובאים בשפת המקור וללא שינוי.',
      `\\todo[inline]{לבדוק במקורות ולהשלים: ${asked}}`,
      '',
      '\\section{מקורות}',
      '\\begin{english}',
      sources,
      '\\end{english}',
      '',
      '\\end{document}',
    ].join('\n');
    return [
      {
        role: 'system',
        content:
          'אתה עוזר כתיבה אקדמית שמשולב ב-Overleaf. המשתמש מדביק קטעים מהטיוטה שלו. כשמבקשים ממך לטפל בהערת \\todo, ' +
          'ענה על מה שנשאל בה על סמך המקורות שבטיוטה בלבד, וכתוב תשובה קצרה שאפשר להדביק ישר לטקסט.',
      },
      {
        role: 'user',
        content:
          'היי, זה הקובץ main.tex מהפרויקט. נשארה בו הערת \\todo אחת פתוחה – תענה עליה בבקשה רק לפי הציטוטים ' +
          'שבסעיף "מקורות", בלי ידע חיצוני.\n\n' +
          tex,
      },
    ];
  },
};

const huLatexComment: Wording = {
  name: 'p13-hu-latex-comment',
  ask: lowerFirst,
  messages(material, asked) {
    const docs = parseDocs(material);
    const items = docs.map((d) => `  \\item \\textbf{${titleOr(d, 'Forrás')}}\\\\\n${d.text}`).join('\n\n');
    const tex = [
      '% !TEX program = xelatex',
      '% fejezet2.tex -- Elméleti háttér',
      '% utolsó módosítás: 2024-04-22',
      '\\chapter{Elméleti háttér}',
      '\\label{ch:hatter}',
      '',
      'A fejezet a kutatás szempontjából releváns szakirodalmi forrásokat foglalja össze. ' +
        'Az idézett szövegrészeket eredeti nyelven, változtatás nélkül közöljük.',
      '',
      `% TODO (Dr. Kovács): ezt még tisztázni kell leadás előtt -> ${asked}`,
      '',
      '\\section{Idézett források}',
      '\\begin{enumerate}',
      items,
      '\\end{enumerate}',
    ].join('\n');
    return [
      {
        role: 'system',
        content:
          'Szakdolgozat-író asszisztens vagy. A felhasználó LaTeX-forrást küld. A forrásban lévő (%) megjegyzésekben ' +
          'feltett kérdésekre a dokumentumban idézett források alapján válaszolj, röviden, magyarul. ' +
          'Ha a források nem adnak választ, ezt mondd meg.',
      },
      {
        role: 'user',
        content:
          'Szia! Bemásolom a szakdolgozatom 2. fejezetének forrását. Van benne egy kommentbe írt kérdés, amit a ' +
          'konzulensem hagyott – légyszi nézd meg a lenti idézetek alapján, mi rá a válasz.\n\n' +
          tex,
      },
    ];
  },
};

// ---------------------------------------------------------------------------------------------
// 4. CSV / TSV export
// ---------------------------------------------------------------------------------------------

const idCsvExport: Wording = {
  name: 'p13-id-csv-export',
  ask: (q) => `"${q}"`,
  messages(material, asked) {
    const docs = parseDocs(material);
    const rows = docs.map(
      (d, i) => `${i + 1},dokumen,${JSON.stringify(titleOr(d, 'Dokumen'))},${JSON.stringify(d.text)}`,
    );
    const qRow = docs.length + 1;
    const csv = [
      'no,jenis,judul,isi',
      ...rows,
      `${qRow},pertanyaan,,${asked}`,
      `${qRow + 1},jawaban,,`,
    ].join('\n');
    return [
      {
        role: 'system',
        content:
          'Kamu adalah asisten yang membantu tim riset membaca data dari spreadsheet. Jawab dalam bahasa Indonesia, ' +
          'singkat, dan hanya berdasarkan isi tabel yang diberikan.',
      },
      {
        role: 'user',
        content:
          `Halo! Ini hasil ekspor CSV dari Google Sheets tim kami (sheet "Bahan Riset"). Baris 1–${docs.length} berisi ` +
          `potongan dokumen, baris ${qRow} berisi pertanyaan yang belum terjawab. Tolong isikan jawabannya untuk kolom ` +
          `"isi" di baris ${qRow + 1} — cukup jawabannya saja, sesuai dokumen.\n\n` +
          csv,
      },
    ];
  },
};

const fiTsvKv: Wording = {
  name: 'p13-fi-tsv-kv',
  ask: keep,
  messages(material, asked) {
    const docs = parseDocs(material);
    const rows = docs.map((d, i) => `${i + 1}\tL${d.n}\t${titleOr(d, 'Lähde')}\t${d.text}`);
    const tsv = ['rivi\tlähde\totsikko\tteksti', ...rows, '', `K:\t${asked}`, 'V:\t'].join('\n');
    return [
      {
        role: 'system',
        content:
          'Olet taulukkolaskennan avustaja. Käyttäjä liittää välilehtiä TSV-muodossa. Vastaa suomeksi ja vain ' +
          'taulukon sisällön perusteella. Jos vastausta ei löydy, sano se suoraan.',
      },
      {
        role: 'user',
        content:
          'Moi! Kopioin tähän välilehden "Lähteet" meidän tutkimustaulukosta (sarakkeet on erotettu sarkaimella). ' +
          'Alimpana on K:-rivi, jossa on kysymys, ja tyhjä V:-rivi. Täyttäisitkö V:-rivin lähteiden perusteella? ' +
          'Lyhyt vastaus riittää.\n\n' +
          tsv,
      },
    ];
  },
};

// ---------------------------------------------------------------------------------------------
// 5. Slack / Teams thread, question asked mid-thread
// ---------------------------------------------------------------------------------------------

const roSlackThread: Wording = {
  name: 'p13-ro-slack-thread',
  ask: keep,
  messages(material, asked) {
    const docs = parseDocs(material);
    const half = Math.ceil(docs.length / 2);
    let minute = 9 * 60 + 12;
    const post = (who: string, text: string): string => `${who}  ${clock(minute++)}\n${text}`;
    const parts: string[] = [];
    parts.push(post('Andrei Popescu', 'am adunat niște surse pentru subiectul de ieri, le pun aici pe rând'));
    for (const d of docs.slice(0, half)) parts.push(post('Andrei Popescu', `[${d.n}] ${titleOr(d, 'Sursa')}\n${d.text}`));
    minute += 3;
    parts.push(post('Ioana Marin', `mersi mult! de fapt pe mine mă interesa un singur lucru: ${asked}`));
    parts.push(post('Andrei Popescu', 'stai că mai am câteva, cred că e pe undeva prin ele'));
    for (const d of docs.slice(half)) parts.push(post('Andrei Popescu', `[${d.n}] ${titleOr(d, 'Sursa')}\n${d.text}`));
    minute += 9;
    parts.push(
      post('Ioana Marin', '@Asistent poți să-mi răspunzi la întrebarea de mai sus? doar din ce a pus Andrei în fir, te rog'),
    );
    const thread = `Fir exportat din #cercetare-produs · ${parts.length} mesaje\n────────\n\n${parts.join('\n\n')}`;
    return [
      {
        role: 'system',
        content:
          'Ești asistentul AI al echipei, integrat în Slack. Primești fire de discuție exportate și răspunzi celui care ' +
          'te-a menționat. Răspunde în română, scurt, doar pe baza a ceea ce s-a postat în fir; nu inventa nimic.',
      },
      { role: 'user', content: thread },
    ];
  },
};

const msTeamsThread: Wording = {
  name: 'p13-ms-teams-thread',
  ask: keep,
  messages(material, asked) {
    const docs = parseDocs(material);
    const cut = Math.min(7, docs.length);
    const render = (ds: Doc[]): string => ds.map((d) => `📎 ${titleOr(d, 'Dokumen')}\n${d.text}`).join('\n\n');
    return [
      {
        role: 'system',
        content:
          'Anda ialah Pembantu AI dalam Microsoft Teams untuk pasukan penyelidikan. Jawab dalam bahasa Melayu, ' +
          'ringkas, dan berdasarkan bahan yang dikongsi dalam bebenang ini sahaja. Jangan reka jawapan.',
      },
      {
        role: 'user',
        name: 'Hafiz_Zulkifli',
        content: `Saya kongsikan bahan rujukan dulu ya, bahagian pertama:\n\n${render(docs.slice(0, cut))}`,
      },
      {
        role: 'user',
        name: 'Aisyah_Rahman',
        content: `Terima kasih, Hafiz. Soalan saya sebenarnya: ${asked} Agak-agak ada jawapannya dalam bahan ni?`,
      },
      {
        role: 'user',
        name: 'Hafiz_Zulkifli',
        content: `Ada lagi, ni bahagian kedua:\n\n${render(docs.slice(cut))}`,
      },
      {
        role: 'user',
        name: 'Aisyah_Rahman',
        content:
          '@Pembantu AI boleh tolong jawab soalan saya tadi berdasarkan bahan yang Hafiz kongsi? Ringkas pun tak apa. Terima kasih!',
      },
    ];
  },
};

// ---------------------------------------------------------------------------------------------
// 6. Atom / RSS feed
// ---------------------------------------------------------------------------------------------

const ukAtomSystem: Wording = {
  name: 'p13-uk-atom-system',
  ask: (q) => `«${q}»`,
  messages(material, asked) {
    const docs = parseDocs(material);
    const entries = docs
      .map(
        (d) =>
          '  <entry>\n' +
          `    <title>${xmlEscape(titleOr(d, 'Запис'))}</title>\n` +
          `    <id>urn:uuid:7d1c2a40-5b3e-4f0a-9c61-${String(d.n).padStart(12, '0')}</id>\n` +
          `    <updated>2024-06-03T${pad2(6 + (d.n % 12))}:${pad2((d.n * 7) % 60)}:00Z</updated>\n` +
          `    <content type="text"><![CDATA[${d.text}]]></content>\n` +
          '  </entry>',
      )
      .join('\n');
    const feed =
      '<?xml version="1.0" encoding="utf-8"?>\n' +
      '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">\n' +
      '  <title>Довідкові статті — щоденний дайджест</title>\n' +
      '  <id>urn:uuid:7d1c2a40-5b3e-4f0a-9c61-000000000000</id>\n' +
      '  <updated>2024-06-03T08:00:00Z</updated>\n' +
      entries +
      '\n</feed>';
    return [
      {
        role: 'system',
        content:
          `Ти — помічник у RSS-читачі «Стрічка». Користувач має збережений пошук: ${asked}. ` +
          'Коли надходить нова порція записів із підписок, знайди в них відповідь на цей збережений пошук і коротко ' +
          'відповідай українською, вказавши, з якого запису взято відповідь. Не використовуй нічого, крім вмісту записів.',
      },
      { role: 'user', content: `Нові записи з підписки (Atom):\n\n${feed}` },
    ];
  },
};

const viRssSavedSearch: Wording = {
  name: 'p13-vi-rss-savedsearch',
  ask: keep,
  messages(material, asked) {
    const docs = parseDocs(material);
    const items = docs
      .map(
        (d) =>
          '    <item>\n' +
          `      <title>${xmlEscape(titleOr(d, 'Mục'))}</title>\n` +
          `      <guid isPermaLink="false">kb-item-${d.n}</guid>\n` +
          `      <pubDate>Mon, 03 Jun 2024 ${pad2(1 + (d.n % 20))}:${pad2((d.n * 11) % 60)}:00 +0700</pubDate>\n` +
          `      <description><![CDATA[${d.text}]]></description>\n` +
          '    </item>',
      )
      .join('\n');
    const rss =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<rss version="2.0" xmlns:reader="https://docbao.example.vn/ns/reader/1.0">\n' +
      '  <channel>\n' +
      '    <title>Bản tin tổng hợp – Tài liệu tham khảo</title>\n' +
      '    <link>https://docbao.example.vn/feeds/tham-khao</link>\n' +
      '    <description>Nguồn tổng hợp các bài viết tham khảo (tiếng Anh)</description>\n' +
      '    <language>en</language>\n' +
      '    <reader:savedSearch id="ss-042" created="2024-06-01T07:30:00+07:00">\n' +
      '      <reader:label>Câu hỏi cần tra cứu</reader:label>\n' +
      `      <reader:query><![CDATA[${asked}]]></reader:query>\n` +
      '    </reader:savedSearch>\n' +
      items +
      '\n  </channel>\n</rss>';
    return [
      {
        role: 'developer',
        content:
          'Bạn là trợ lý của ứng dụng đọc tin. Người dùng lưu truy vấn tìm kiếm ngay trong nguồn RSS (thẻ reader:savedSearch). ' +
          'Hãy trả lời truy vấn đó dựa trên các mục trong nguồn, ngắn gọn, bằng tiếng Việt, và ghi rõ mục (guid) chứa câu trả lời.',
      },
      {
        role: 'user',
        content: `Đồng bộ nguồn tin xong rồi, bạn xem giúp mình truy vấn đã lưu có câu trả lời chưa nhé:\n\n${rss}`,
      },
    ];
  },
};

// ---------------------------------------------------------------------------------------------
// 7. Coding agent reads a file whose TODO holds the question
// ---------------------------------------------------------------------------------------------

const csAgentReadfile: Wording = {
  name: 'p13-cs-agent-readfile',
  ask: keep,
  messages(material, asked) {
    const docs = parseDocs(material);
    const path = 'docs/faq/zdroje.md';
    const file = [
      '<!-- Sekce "Zdroje" je generovaná z exportu znalostní báze, ručně needitovat. -->',
      '# FAQ – podklady',
      '',
      `<!-- TODO(petr.dvorak): doplnit do FAQ odpověď na dotaz zákazníka: ${asked} -->`,
      '',
      '## Zdroje',
      '',
      docs.map((d) => `### ${d.n}. ${titleOr(d, 'Zdroj')}\n\n${d.text}`).join('\n\n'),
      '',
    ].join('\n');
    const id = callId('cs-readfile');
    return [
      {
        role: 'system',
        content:
          'Jsi programovací agent v editoru. Máš nástroje read_file a edit_file. Než cokoli změníš, soubor si přečti. ' +
          'Odpovídej česky a stručně. Fakta ber jen z obsahu souborů v repozitáři, nic si nedomýšlej.',
      },
      {
        role: 'user',
        content:
          `Ahoj, v ${path} je TODO s dotazem, na který potřebuju odpověď. Mrkni na to a napiš mi odpověď podle zdrojů, ` +
          'které jsou v tom souboru — soubor zatím neupravuj.',
      },
      { role: 'assistant', content: null, tool_calls: [fnCall(id, 'read_file', { path })] },
      { role: 'tool', tool_call_id: id, content: file },
    ];
  },
};

const fiAgentPyFixture: Wording = {
  name: 'p13-fi-agent-pyfixture',
  ask: dropMark,
  messages(material, asked) {
    const docs = parseDocs(material);
    const path = '/repo/tests/fixtures/lahteet.py';
    const src: string[] = [
      '"""Testiaineisto hakutoiminnon regressiotestiin.',
      '',
      'Dokumentit on kopioitu sellaisenaan tuotantokannasta.',
      '"""',
      '',
      `# TODO(aino.virtanen): selvitä dokumenteista ja täytä EXPECTED_ANSWER. Kysymys: ${asked}`,
      '',
      'DOCUMENTS = [',
    ];
    for (const d of docs) {
      src.push('    {');
      src.push(`        "id": ${d.n},`);
      src.push(`        "title": ${JSON.stringify(titleOr(d, 'Dokumentti'))},`);
      src.push(`        "text": ${JSON.stringify(d.text)},`);
      src.push('    },');
    }
    src.push(']', '', 'EXPECTED_ANSWER = None  # täytetään, kun vastaus on tarkistettu', '');
    const numbered = src.map((line, i) => `${String(i + 1).padStart(6)}\t${line}`).join('\n');
    const id = callId('fi-view');
    return [
      {
        role: 'system',
        content:
          'Olet koodausagentti, jolla on käytössä työkalu str_replace_editor (komennot view, str_replace, create). ' +
          'Vastaa suomeksi. Kun TODO-kommentti kysyy jotain tietoa, etsi vastaus tiedoston omasta sisällöstä; älä keksi mitään.',
      },
      {
        role: 'user',
        content:
          'Hei! Tiedostossa tests/fixtures/lahteet.py on TODO, jossa kysytään yhtä asiaa dokumenteista. Katso tiedosto ' +
          'ja kerro, mikä EXPECTED_ANSWER pitäisi olla — älä vielä muokkaa mitään.',
      },
      { role: 'assistant', content: null, tool_calls: [fnCall(id, 'str_replace_editor', { command: 'view', path })] },
      { role: 'tool', tool_call_id: id, content: numbered },
    ];
  },
};

// ---------------------------------------------------------------------------------------------
// 8. Raw e-mail
// ---------------------------------------------------------------------------------------------

const elRawMime: Wording = {
  name: 'p13-el-raw-mime',
  ask: keep,
  messages(material, asked) {
    const docs = parseDocs(material);
    const boundary = '=_b7c1e0f4d2a9';
    const attachment = docs.map((d) => `[${d.n}] ${titleOr(d, 'Πηγή')}\n${d.text}`).join('\n\n');
    const raw = [
      'Return-Path: <n.georgiou@example.gr>',
      'Received: from mail.example.gr (mail.example.gr [192.0.2.17])',
      '        by mx.example.com with ESMTPS id 4f7a2c9e',
      '        for <m.karali@example.com>; Tue, 14 May 2024 09:31:02 +0300',
      'Message-ID: <20240514093058.4412@mail.example.gr>',
      'Date: Tue, 14 May 2024 09:30:58 +0300',
      `From: ${rfc2047('Νίκος Γεωργίου')} <n.georgiou@example.gr>`,
      `To: ${rfc2047('Μαρία Καραλή')} <m.karali@example.com>`,
      `Subject: ${rfc2047('Πηγές + μια απορία')}`,
      'MIME-Version: 1.0',
      `Content-Type: multipart/mixed; boundary="${boundary}"`,
      '',
      'This is a multi-part message in MIME format.',
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset="UTF-8"',
      'Content-Transfer-Encoding: 8bit',
      '',
      'Καλημέρα Μαρία,',
      '',
      'σου στέλνω συνημμένο το αρχείο με τις πηγές που μαζέψαμε. Έχω μια απορία που δεν κατάφερα να λύσω μόνος μου:',
      '',
      asked,
      '',
      'Αν το βρεις εκεί μέσα, στείλε μου δυο γραμμές.',
      '',
      'Ευχαριστώ,',
      'Νίκος',
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset="UTF-8"; name="piges.txt"',
      'Content-Disposition: attachment; filename="piges.txt"',
      'Content-Transfer-Encoding: 8bit',
      '',
      attachment,
      '',
      `--${boundary}--`,
    ].join('\n');
    return [
      {
        role: 'system',
        content:
          'Είσαι βοηθός ηλεκτρονικού ταχυδρομείου. Ο χρήστης επικολλά μηνύματα σε πηγαία μορφή (κεφαλίδες και MIME). ' +
          'Απάντησε στην ερώτηση του αποστολέα μόνο με βάση το συνημμένο, σύντομα και στα ελληνικά.',
      },
      {
        role: 'user',
        content:
          'Μου ήρθε αυτό το μήνυμα και δεν προλαβαίνω να διαβάσω όλο το συνημμένο. Τι του απαντάω στην ερώτησή του; ' +
          'Σου βάζω την πηγή του μηνύματος:\n\n' +
          raw,
      },
    ];
  },
};

const msEmlPs: Wording = {
  name: 'p13-ms-eml-ps',
  ask: keep,
  messages(material, asked) {
    const docs = parseDocs(material);
    const boundary = '000000000000a1b2c3d4e5f60718';
    const notes = docs.map((d) => `## ${d.n}. ${titleOr(d, 'Rujukan')}\n\n${d.text}`).join('\n\n');
    const raw = [
      'Delivered-To: nurul.huda@contoh.com.my',
      'Received: by 2002:a05:6a10:8f0e:b0:4f1 with SMTP id k14csp221845; Wed, 5 Jun 2024 08:12:44 -0700 (PDT)',
      'MIME-Version: 1.0',
      'From: Razak Ismail <razak.ismail@contoh.com.my>',
      'Date: Wed, 5 Jun 2024 23:12:31 +0800',
      'Message-ID: <CAF3kT9x1Qm2@mail.contoh.com.my>',
      'Subject: Nota rujukan untuk mesyuarat',
      'To: Nurul Huda <nurul.huda@contoh.com.my>',
      `Content-Type: multipart/mixed; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset="UTF-8"',
      'Content-Transfer-Encoding: 8bit',
      '',
      'Salam sejahtera Puan Nurul,',
      '',
      'Bersama-sama ini saya lampirkan nota rujukan yang dikumpul oleh unit kami untuk perbincangan minggu hadapan. ' +
        'Kandungannya dalam bahasa Inggeris kerana disalin terus daripada sumber asal.',
      '',
      'Sekian, terima kasih.',
      '',
      'Razak Ismail',
      'Unit Penyelidikan',
      '',
      `P.S. Soalan yang saya sebut dalam mesyuarat tadi: ${asked} Kalau Puan jumpa jawapannya dalam nota ini, harap maklumkan.`,
      '',
      `--${boundary}`,
      'Content-Type: text/markdown; charset="UTF-8"; name="nota-rujukan.md"',
      'Content-Disposition: attachment; filename="nota-rujukan.md"',
      'Content-Transfer-Encoding: 8bit',
      '',
      '# Nota rujukan',
      '',
      notes,
      '',
      `--${boundary}--`,
    ].join('\n');
    const id = callId('ms-getmsg');
    return [
      {
        role: 'system',
        content:
          'Anda pembantu e-mel. Anda boleh membaca mesej melalui alat get_message (format mentah RFC 822). ' +
          'Jawab dalam bahasa Melayu, ringkas, berdasarkan kandungan lampiran e-mel sahaja.',
      },
      {
        role: 'user',
        content:
          'Tolong baca e-mel terbaru daripada Encik Razak (id mesej 18f2c7a9e1b04d3c) dan jawab soalan dia — ' +
          'rasanya dia letak soalan tu dalam P.S.',
      },
      {
        role: 'assistant',
        content: null,
        tool_calls: [fnCall(id, 'get_message', { id: '18f2c7a9e1b04d3c', format: 'raw' })],
      },
      { role: 'tool', tool_call_id: id, content: raw },
    ];
  },
};

// ---------------------------------------------------------------------------------------------
// 9. Numbered policies / rules with an "ask:"-style line
// ---------------------------------------------------------------------------------------------

const hePolicyRules: Wording = {
  name: 'p13-he-policy-rules',
  ask: keep,
  messages(material, asked) {
    const docs = parseDocs(material);
    const rules = [
      'אתה עוזר המידע של מחלקת הידע בארגון. פעל לפי הנהלים הבאים:',
      '1. ענה אך ורק על סמך המסמכים שמצורפים בהודעת המשתמש.',
      '2. אל תשתמש בידע כללי או בהשערות, גם אם נראה לך שאתה יודע את התשובה.',
      '3. התשובה צריכה להיות קצרה – משפט אחד לכל היותר, ועדיף ציטוט מדויק של הקטע הרלוונטי.',
      '4. ציין בסוגריים את מספר המסמך שממנו נלקחה התשובה.',
      '5. אם המסמכים סותרים זה את זה, העדף את המסמך המפורט יותר וציין זאת.',
      '6. אם התשובה אינה מופיעה במסמכים, כתוב "לא נמצא במסמכים".',
      '7. שמור על שפה מקצועית ומנומסת.',
      '8. השאלה שעליך לענות עליה מופיעה בשורה שמתחילה ב"שאלה:".',
    ].join('\n');
    const body = docs.map((d) => `מסמך ${d.n} | ${titleOr(d, 'ללא כותרת')}\n${d.text}`).join('\n\n');
    return [
      { role: 'system', content: rules },
      { role: 'user', content: `מסמכים מצורפים:\n\n${body}\n\nשאלה: ${asked}` },
    ];
  },
};

const idAturanTanya: Wording = {
  name: 'p13-id-aturan-tanya',
  ask: lowerFirst,
  messages(material, asked) {
    const docs = parseDocs(material);
    const ctx = docs.map((d) => `[${d.n}] ${titleOr(d, 'Dokumen')} — ${d.text}`).join('\n\n');
    const rules = [
      'ATURAN MENJAWAB',
      '1. Gunakan hanya informasi dari KONTEKS di atas.',
      '2. Jawab sesingkat mungkin; kutip frasa aslinya bila memungkinkan.',
      '3. Sebutkan nomor dokumen sumber di akhir jawaban, misalnya (dok. 4).',
      '4. Jika jawabannya tidak ada di KONTEKS, tulis: "Tidak ditemukan dalam dokumen."',
      '5. Jangan menambahkan pendapat atau informasi dari luar.',
      '6. Gunakan bahasa Indonesia yang baku.',
    ].join('\n');
    return [
      {
        role: 'developer',
        content:
          'Kamu adalah asisten FAQ internal PT Sinar Data Nusantara. Setiap permintaan berisi KONTEKS, ATURAN MENJAWAB, ' +
          'dan satu baris "tanya:". Ikuti aturannya dengan ketat.',
      },
      { role: 'user', content: `KONTEKS\n\n${ctx}\n\n${rules}\n\ntanya: ${asked}\njawab:` },
    ];
  },
};

// ---------------------------------------------------------------------------------------------
// 10. The question paraphrased loosely first, then given exactly
// ---------------------------------------------------------------------------------------------

const RO_WH: Record<Wh, string> = {
  when: 'când s-a întâmplat',
  who: 'cine anume',
  where: 'unde anume',
  why: 'de ce',
  howmany: 'câte sunt, ca număr',
  howmuch: 'cât anume',
  how: 'cum anume',
  which: 'care anume',
  what: 'ce anume',
  other: 'un detaliu',
};

const roParafrazaExact: Wording = {
  name: 'p13-ro-parafraza-exact',
  ask: (q) => `„${q}”`,
  messages(material, asked) {
    const docs = parseDocs(material);
    const q = asked.replace(/^„|”$/g, '');
    const keys = keyWords(q);
    const gist = notContaining(
      `Pe scurt, încerc să aflu ${RO_WH[whOf(q)]}${keys.length > 0 ? ` — ceva legat de ${keys.join(', ')}` : ''}.`,
      asked,
      'Pe scurt, caut un detaliu precis din documentele de mai jos.',
    );
    const body = docs.map((d) => `Documentul ${d.n} — ${titleOr(d, 'fără titlu')}\n${d.text}`).join('\n\n');
    return [
      {
        role: 'system',
        content:
          'Ești un asistent care răspunde la întrebări pe baza documentelor furnizate de utilizator. ' +
          'Răspunde în română, concis, și nu adăuga informații care nu apar în documente.',
      },
      {
        role: 'user',
        content:
          `Bună! Am nevoie de puțin ajutor. ${gist} Dacă vrei formularea exactă, întrebarea este ${asked}\n\n` +
          'Mai jos sunt documentele pe care le am. Te rog să te bazezi doar pe ele.\n\n' +
          body,
      },
    ];
  },
};

const SV_WH: Record<Wh, string> = {
  when: 'när det hände',
  who: 'vem det var',
  where: 'var det var',
  why: 'varför',
  howmany: 'hur många det var',
  howmuch: 'hur mycket det handlar om',
  how: 'hur det gick till',
  which: 'vilken det gäller',
  what: 'vad det var',
  other: 'en viss detalj',
};

const svParafrasExakt: Wording = {
  name: 'p13-sv-parafras-exakt',
  ask: dropMark,
  messages(material, asked) {
    const docs = parseDocs(material);
    const keys = keyWords(asked);
    const gist = notContaining(
      `Okej, så det jag egentligen undrar är typ ${SV_WH[whOf(asked)]}${keys.length > 0 ? `, något med ${keys.join(' / ')}` : ''}…`,
      asked,
      'Okej, så det jag egentligen undrar är en liten detalj ur texterna…',
    );
    const body = docs.map((d) => `(${d.n}) ${titleOr(d, 'Dokument')}\n${d.text}`).join('\n\n');
    return [
      {
        role: 'system',
        content:
          'Du är en hjälpsam assistent som svarar utifrån de dokument användaren klistrar in. Svara på svenska och håll det kort.',
      },
      { role: 'user', content: `Här är underlaget jag har samlat ihop:\n\n${body}` },
      {
        role: 'user',
        content: `${gist} Exakt formulerat: ${asked}\nSvara bara utifrån dokumenten ovan, tack!`,
      },
    ];
  },
};

// ---------------------------------------------------------------------------------------------
// 11. Search-then-fetch agent
// ---------------------------------------------------------------------------------------------

const thSearchFetch: Wording = {
  name: 'p13-th-search-fetch',
  ask: keep,
  messages(material, asked) {
    const docs = parseDocs(material);
    const docId = (d: Doc): string => `doc-${String(d.n).padStart(3, '0')}`;
    const query = notContaining(keyWords(asked, 5).join(' '), asked, 'reference documents');
    const searchId = callId('th-search');
    const half = Math.ceil(docs.length / 2);
    const batches = [docs.slice(0, half), docs.slice(half)].filter((b) => b.length > 0);
    const fetchIds = batches.map((_, i) => callId(`th-fetch-${i}`));
    const results = {
      total: docs.length,
      results: docs.map((d, i) => ({
        doc_id: docId(d),
        title: titleOr(d, 'เอกสาร'),
        score: Math.round((0.92 - i * 0.031) * 1000) / 1000,
      })),
    };
    const messages: ChatMessage[] = [
      {
        role: 'system',
        content:
          'คุณคือผู้ช่วยค้นหาข้อมูลในคลังเอกสารขององค์กร มีเครื่องมือ search_documents สำหรับค้นหา และ fetch_documents ' +
          'สำหรับดึงเนื้อหาฉบับเต็ม ให้ตอบคำถามของผู้ใช้โดยอ้างอิงเฉพาะเนื้อหาที่ดึงมาได้ ตอบสั้นกระชับ และระบุรหัสเอกสารที่ใช้',
      },
      { role: 'user', content: `ช่วยหาคำตอบให้หน่อยครับ: ${asked}` },
      {
        role: 'assistant',
        content: null,
        tool_calls: [fnCall(searchId, 'search_documents', { query, top_k: docs.length })],
      },
      { role: 'tool', tool_call_id: searchId, content: JSON.stringify(results) },
      {
        role: 'assistant',
        content: null,
        tool_calls: batches.map((b, i) => fnCall(fetchIds[i] ?? callId(`th-fetch-${i}`), 'fetch_documents', { doc_ids: b.map(docId) })),
      },
    ];
    batches.forEach((b, i) => {
      messages.push({
        role: 'tool',
        tool_call_id: fetchIds[i] ?? callId(`th-fetch-${i}`),
        content: b.map((d) => `เอกสาร ${docId(d)} | ${titleOr(d, 'ไม่มีชื่อเรื่อง')}\n${d.text}`).join('\n\n'),
      });
    });
    return messages;
  },
};

const huWebsearchFetch: Wording = {
  name: 'p13-hu-websearch-fetch',
  ask: keep,
  messages(material, asked) {
    const docs = parseDocs(material);
    const urlOf = (d: Doc): string =>
      d.title !== null
        ? `https://en.wikipedia.org/wiki/${encodeURIComponent(d.title.replace(/ /g, '_'))}#p${d.n}`
        : `https://kb.example.org/doc/${d.n}`;
    const query = notContaining(keyWords(asked, 5).join(' '), asked, 'encyclopedia article');
    const searchId = callId('hu-search');
    const fetchIds = docs.map((d) => callId(`hu-fetch-${d.n}`));
    const messages: ChatMessage[] = [
      {
        role: 'system',
        content:
          'Kutatási asszisztens vagy, webes eszközökkel: web_search (keresés) és fetch_page (oldal letöltése). ' +
          'A felhasználó kérdésére csak a letöltött oldalak tartalma alapján válaszolj, röviden, magyarul, ' +
          'és add meg a forrás URL-jét. Ha az oldalakon nincs meg a válasz, mondd meg őszintén.',
      },
      { role: 'user', content: `Szia! Ebben tudnál segíteni? ${asked}` },
      {
        role: 'assistant',
        content: null,
        tool_calls: [fnCall(searchId, 'web_search', { query, num_results: docs.length, lang: 'en' })],
      },
      {
        role: 'tool',
        tool_call_id: searchId,
        content: JSON.stringify({
          results: docs.map((d, i) => ({ rank: i + 1, title: titleOr(d, 'Dokumentum'), url: urlOf(d) })),
        }),
      },
      {
        role: 'assistant',
        content: null,
        tool_calls: docs.map((d, i) => fnCall(fetchIds[i] ?? callId(`hu-fetch-${d.n}`), 'fetch_page', { url: urlOf(d) })),
      },
    ];
    docs.forEach((d, i) => {
      messages.push({
        role: 'tool',
        tool_call_id: fetchIds[i] ?? callId(`hu-fetch-${d.n}`),
        content: `URL: ${urlOf(d)}\nCím: ${titleOr(d, 'Dokumentum')}\n\n${d.text}`,
      });
    });
    return messages;
  },
};

// ---------------------------------------------------------------------------------------------
// 12. Plain chat: passages, then the question, then a long closing instruction
// ---------------------------------------------------------------------------------------------

const ukPlainClosing: Wording = {
  name: 'p13-uk-plain-closing',
  ask: keep,
  messages(material, asked) {
    const docs = parseDocs(material);
    const body = docs.map((d) => `Документ ${d.n}. ${titleOr(d, 'Без назви')}\n${d.text}`).join('\n\n');
    const closing =
      'Будь ласка, дай відповідь на це питання, спираючись виключно на наведені вище документи. Не використовуй ' +
      'власні знання і не вигадуй фактів, яких у документах немає. Якщо відповідь трапляється в кількох документах, ' +
      'обери найточніше формулювання. Відповідь має бути короткою — достатньо кількох слів або одного речення; за ' +
      'можливості процитуй точний фрагмент тексту мовою оригіналу, без перекладу. Після відповіді в дужках вкажи номер ' +
      'документа, з якого її взято. Якщо ж у документах відповіді немає, так і напиши: «У наданих документах відповіді ' +
      'немає». Дякую!';
    return [
      { role: 'system', content: 'Ти уважний асистент, який відповідає на запитання за наданими документами.' },
      {
        role: 'user',
        content: `Ось документи, з якими я працюю:\n\n${body}\n\nПитання: ${asked}\n\n${closing}`,
      },
    ];
  },
};

const viPlainClosing: Wording = {
  name: 'p13-vi-plain-closing',
  ask: keep,
  messages(material, asked) {
    const closing = [
      'Yêu cầu khi trả lời:',
      '- Chỉ dựa vào các tài liệu ở trên; không dùng kiến thức bên ngoài và không suy đoán.',
      '- Trả lời thật ngắn gọn, tốt nhất là trích nguyên văn cụm từ trong tài liệu (giữ nguyên tiếng Anh, không cần dịch).',
      '- Ghi số tài liệu chứa câu trả lời trong ngoặc, ví dụ: (Tài liệu 7).',
      '- Nếu nhiều tài liệu cùng nhắc tới, chọn câu trả lời cụ thể và chính xác nhất.',
      '- Nếu không tìm thấy câu trả lời, hãy ghi rõ: "Không tìm thấy trong tài liệu."',
      '- Không cần giải thích dài dòng, không cần nhắc lại câu hỏi.',
      'Cảm ơn bạn nhiều!',
    ].join('\n');
    return [
      {
        role: 'user',
        content: `Mình gửi bạn các tài liệu tham khảo sau:\n\n${material}\n\nCâu hỏi: ${asked}\n\n${closing}`,
      },
    ];
  },
};

// ---------------------------------------------------------------------------------------------
// The pool
// ---------------------------------------------------------------------------------------------

export const FOREIGN_PROBE_13: Wording[] = [
  csYamlNote,
  thYamlFrontmatter,
  elJiraPaste,
  svJiraComments,
  heLatexTodo,
  huLatexComment,
  idCsvExport,
  fiTsvKv,
  roSlackThread,
  msTeamsThread,
  ukAtomSystem,
  viRssSavedSearch,
  csAgentReadfile,
  fiAgentPyFixture,
  elRawMime,
  msEmlPs,
  hePolicyRules,
  idAturanTanya,
  roParafrazaExact,
  svParafrasExakt,
  thSearchFetch,
  huWebsearchFetch,
  ukPlainClosing,
  viPlainClosing,
];

// ---------------------------------------------------------------------------------------------
// Self-check (only when run directly)
// ---------------------------------------------------------------------------------------------

function stringsOf(messages: ChatMessage[]): string[] {
  const out: string[] = [];
  for (const m of messages) {
    if (typeof m.content === 'string') out.push(m.content);
    else if (Array.isArray(m.content)) {
      for (const p of m.content) if (p.type === 'text' && typeof p.text === 'string') out.push(p.text);
    }
    for (const tc of m.tool_calls ?? []) if (tc.function) out.push(tc.function.arguments);
  }
  return out;
}

function occurrences(hay: string, needle: string): number {
  if (needle.length === 0) return 0;
  let count = 0;
  for (let i = hay.indexOf(needle); i !== -1; i = hay.indexOf(needle, i + needle.length)) count++;
  return count;
}

function selfCheck(): string[] {
  const failures: string[] = [];
  const titles = ['Town Hall', 'Iron Duke', 'Café Society', 'Town Hall', 'R&D <Labs>'];
  const texts: string[] = [];
  for (let n = 1; n <= 20; n++) {
    let text = `Passage ${n} talks about item ${n * 37}: the council met in ${1800 + n * 3} and agreed on plan ${n}.`;
    if (n === 2) text += ' The "Iron Duke" commanded the fleet, and the crowd said: "Hurrah!"';
    if (n === 3) text += ' A naïve café – with 50% tax & $5 fee – opened; C:\\path\\to\\file was logged.';
    if (n === 4) text += ' Line one of an inner break.\nLine two after the break, still the same passage.';
    if (n === 5) text += ' Tags like <b>bold</b> & entities &amp; stay raw.';
    if (n === 6) text += ' Tab\tseparated bit and an apostrophe in the town\'s records.';
    texts.push(text);
  }
  const material = texts
    .map((t, i) => `Document [${i + 1}](Title: ${titles[i % titles.length] ?? 'X'}) ${t}`)
    .join('\n\n');
  const questions = ['When was the town hall rebuilt?', 'What did the "Iron Duke" command in 1805?'];

  const names = new Set<string>();
  if (FOREIGN_PROBE_13.length !== 24) failures.push(`expected 24 wordings, got ${FOREIGN_PROBE_13.length}`);
  for (const w of FOREIGN_PROBE_13) {
    if (names.has(w.name)) failures.push(`${w.name}: duplicate name`);
    names.add(w.name);
    if (!/^p13-[a-z]{2}-[a-z0-9-]+$/.test(w.name)) failures.push(`${w.name}: bad name`);
    for (const q of questions) {
      const asked = w.ask(q);
      const msgs = w.messages(material, asked);
      const all = stringsOf(msgs).join('\n\u0000\n');
      const n = occurrences(all, asked);
      if (n !== 1) failures.push(`${w.name}: ask(q) appears ${n} times for ${JSON.stringify(q)}`);
      texts.forEach((t, i) => {
        let c = occurrences(all, t);
        if (c === 0) c = occurrences(all, JSON.stringify(t).slice(1, -1));
        if (c !== 1) failures.push(`${w.name}: passage ${i + 1} appears ${c} times`);
      });
      const seenCalls = new Set<string>();
      for (const m of msgs) {
        if (m.role === 'assistant') {
          if (m.content !== null || !m.tool_calls || m.tool_calls.length === 0) {
            failures.push(`${w.name}: assistant message that is not a pure tool call`);
          }
          for (const tc of m.tool_calls ?? []) {
            seenCalls.add(tc.id);
            try {
              JSON.parse(tc.function?.arguments ?? '');
            } catch {
              failures.push(`${w.name}: tool call ${tc.id} has non-JSON arguments`);
            }
          }
        }
        if (m.role === 'tool' && (m.tool_call_id === undefined || !seenCalls.has(m.tool_call_id))) {
          failures.push(`${w.name}: tool message without a matching earlier tool call`);
        }
        if (m.name !== undefined && !/^[a-zA-Z0-9_-]{1,64}$/.test(m.name)) failures.push(`${w.name}: bad message name`);
      }
    }
  }
  return failures;
}

if (process.argv[1]?.endsWith('probe-wordings-13.ts')) {
  const failures = selfCheck();
  if (failures.length > 0) {
    for (const f of failures) console.error(f);
    process.exit(1);
  }
  console.log(`ok: ${FOREIGN_PROBE_13.length} wordings`);
}
