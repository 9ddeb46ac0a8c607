/**
 * @module eval/whole-tasks
 * Tasks over the whole material (translate, summarise, count, proofread, list every date,
 * convert JSON to CSV, list every ERROR line, compare two documents) in several languages and
 * layouts, and material with no question at all. Nothing may be cut: the compressed request
 * must equal what the `lossless` level makes of the same request. Dev wordings: English,
 * German, French, Chinese, and (added in session 5) Italian, Portuguese, Dutch, Polish,
 * Russian, Japanese, Korean, Turkish. The held-back split uses its own wordings (and
 * held-back articles and seeds).
 */
import { SQUAD_WINDOW, squadArticles } from './data.js';
import { inventory, serviceLog } from './generate.js';
import { type Item, type Layout, LAYOUTS, MODEL, plainText, renderMaterial } from './layouts.js';
import type { SetSpec } from './set-spec.js';
import { type Split, articleSplit, everyNth, generatedSeed } from './split.js';
import { WHOLE_TASK_HELDOUT_2 } from './heldout-wordings.js';
import { WHOLE_TASK_HELDOUT_3 } from './heldout-wordings-3.js';
import { WHOLE_TASK_HELDOUT_5 } from './heldout-wordings-5.js';
import { WHOLE_TASK_HELDOUT_6 } from './heldout-wordings-6.js';

type Kind = 'prose' | 'json' | 'log' | 'pair';
type Wordings = Record<Split, string[]>;

const TASKS: Array<{ name: string; kind: Kind; wordings: Wordings }> = [
  { name: 'translate', kind: 'prose', wordings: {
    dev: ['Translate this document into German, sentence by sentence.', 'Übersetze dieses Dokument Satz für Satz ins Deutsche.', 'Traduis ce document en allemand, phrase par phrase.', '请把这篇文档逐句翻译成德语。', 'Traduci questo documento in tedesco, frase per frase.', 'Traduza este documento para o alemão, frase por frase.', 'Vertaal dit document zin voor zin naar het Duits.', 'Przetłumacz ten dokument na niemiecki, zdanie po zdaniu.', 'Переведи этот документ на немецкий, предложение за предложением.', 'この文書を一文ずつドイツ語に翻訳してください。', '이 문서를 한 문장씩 독일어로 번역해 주세요.', 'Bu belgeyi cümle cümle Almancaya çevir.', 'Render the text above in German, keeping every sentence.'],
    heldout: ['Please produce a German version of this text, keeping each sentence separate.', 'Přelož tento text do němčiny, větu po větě.', 'Terjemahkan teks ini ke dalam bahasa Jerman, kalimat demi kalimat.', 'ترجم هذا النص إلى اللغة الألمانية جملةً جملة.', 'इस पाठ का जर्मन में वाक्य-दर-वाक्य अनुवाद कीजिए।'] } },
  { name: 'summarise', kind: 'prose', wordings: {
    dev: ['Summarise this document in three bullet points.', 'Fasse dieses Dokument in drei Stichpunkten zusammen.', 'Résume ce document en trois puces.', '用三个要点总结这篇文档。', 'Riassumi questo documento in tre punti.', 'Resuma este documento em três tópicos.', 'Vat dit document samen in drie opsommingstekens.', 'Streść ten dokument w trzech punktach.', 'Кратко перескажи этот документ в трёх пунктах.', 'この文書を3つの箇条書きで要約してください。', '이 문서를 세 개의 글머리 기호로 요약해 주세요.', 'Bu belgeyi üç madde halinde özetle.', 'What are the main points of this document?', 'Give me a short overview of the text.'],
    heldout: ['Boil this text down to three bullet points.', 'Shrň tento text do tří odrážek.', 'Buat ringkasan teks ini dalam tiga poin.', 'لخّص هذا النص في ثلاث نقاط.', 'इस पाठ का सारांश तीन बुलेट पॉइंट में लिखिए।'] } },
  { name: 'count paragraphs', kind: 'prose', wordings: {
    dev: ['How many paragraphs does this document have?', 'Wie viele Absätze hat dieses Dokument?', 'Combien de paragraphes ce document contient-il ?', '这篇文档有多少个段落？', 'Quanti paragrafi ha questo documento?', 'Quantos parágrafos tem este documento?', "Hoeveel alinea's heeft dit document?", 'Ile akapitów ma ten dokument?', 'Сколько абзацев в этом документе?', 'この文書にはいくつの段落がありますか？', '이 문서에는 몇 개의 단락이 있나요?', 'Bu belgede kaç paragraf var?', 'Count the paragraphs above.'],
    heldout: ['What is the paragraph count of this text?', 'Kolik odstavců má tento text?', 'Ada berapa paragraf dalam teks ini?', 'كم عدد الفقرات في هذا النص؟', 'इस पाठ में कितने अनुच्छेद हैं?'] } },
  { name: 'proofread', kind: 'prose', wordings: {
    dev: ['Proofread this text and list every spelling or grammar mistake.', 'Korrigiere diesen Text und nenne jeden Rechtschreib- oder Grammatikfehler.', 'Relis ce texte et corrige toutes les fautes.', '请校对这段文字，列出所有拼写或语法错误。', 'Correggi questo testo ed elenca ogni errore di ortografia o grammatica.', 'Revise este texto e liste todos os erros de ortografia ou gramática.', 'Controleer deze tekst en noem elke spel- of grammaticafout.', 'Sprawdź ten tekst i wypisz każdy błąd ortograficzny lub gramatyczny.', 'Проверь этот текст и перечисли все орфографические и грамматические ошибки.', 'この文章を校正し、すべての誤字や文法の誤りを挙げてください。', '이 글을 교정하고 모든 맞춤법이나 문법 오류를 나열해 주세요.', 'Bu metni düzelt ve her yazım veya dilbilgisi hatasını listele.', 'Check the text above for typos and fix them.'],
    heldout: ['Check this text for spelling and grammar errors and list each one.', 'Zkontroluj pravopis a gramatiku tohoto textu a vypiš všechny chyby.', 'Periksa ejaan dan tata bahasa teks ini, lalu sebutkan setiap kesalahan.', 'دقّق هذا النص لغويًا واذكر كل خطأ إملائي أو نحوي.', 'इस पाठ की वर्तनी और व्याकरण जाँचिए और हर गलती बताइए।'] } },
  { name: 'list dates', kind: 'prose', wordings: {
    dev: ['List every date and year mentioned in this document.', 'Liste alle Daten und Jahreszahlen auf, die in diesem Dokument vorkommen.', 'Énumère toutes les dates mentionnées dans ce document.', '列出这篇文档中提到的所有日期和年份。', 'Elenca tutte le date e gli anni menzionati in questo documento.', 'Liste todas as datas e anos mencionados neste documento.', 'Noem alle datums en jaartallen die in dit document staan.', 'Wypisz wszystkie daty i lata wymienione w tym dokumencie.', 'Перечисли все даты и годы, упомянутые в этом документе.', 'この文書に出てくる日付と年をすべて挙げてください。', '이 문서에 언급된 모든 날짜와 연도를 나열해 주세요.', 'Bu belgede geçen tüm tarihleri ve yılları listele.', 'Which dates and years appear anywhere in this document?'],
    heldout: ['Which dates and years appear in this text? Give all of them.', 'Vypiš všechna data a letopočty, které se v textu objevují.', 'Sebutkan semua tanggal dan tahun yang disebut dalam teks ini.', 'استخرج كل التواريخ والسنوات المذكورة في هذا النص.', 'इस पाठ में आई सभी तिथियों और वर्षों की सूची बनाइए।'] } },
  { name: 'convert to CSV', kind: 'json', wordings: {
    dev: ['Convert this JSON to CSV with a header row.', 'Wandle dieses JSON in CSV mit Kopfzeile um.', "Convertis ce JSON en CSV avec une ligne d'en-tête.", '把这个 JSON 转换成带表头的 CSV。', 'Converti questo JSON in CSV con una riga di intestazione.', 'Converta este JSON em CSV com uma linha de cabeçalho.', 'Zet deze JSON om naar CSV met een kopregel.', 'Przekonwertuj ten JSON na CSV z wierszem nagłówka.', 'Преобразуй этот JSON в CSV со строкой заголовков.', 'このJSONをヘッダー行付きのCSVに変換してください。', '이 JSON을 헤더 행이 있는 CSV로 변환해 주세요.', "Bu JSON'u başlık satırı olan CSV'ye dönüştür.", 'Turn this JSON into a CSV table.'],
    heldout: ['Output this data as CSV, the first line being the column names.', 'Převeď tento JSON do formátu CSV se záhlavím.', 'Ubah JSON ini menjadi CSV dengan baris judul kolom.', 'حوّل بيانات JSON هذه إلى CSV مع صف للعناوين.', 'इस JSON को हेडर पंक्ति के साथ CSV में बदलिए।'] } },
  { name: 'list errors', kind: 'log', wordings: {
    dev: ['List every ERROR line of this log with its timestamp.', 'Liste jede ERROR-Zeile dieses Logs mit Zeitstempel auf.', 'Liste toutes les lignes ERROR de ce journal avec leur horodatage.', '列出这份日志中所有 ERROR 行及其时间戳。', 'Elenca ogni riga ERROR di questo log con il suo timestamp.', 'Liste cada linha ERROR deste log com o respectivo horário.', 'Geef elke ERROR-regel van deze log met het tijdstip.', 'Wypisz każdą linię ERROR z tego logu wraz ze znacznikiem czasu.', 'Выпиши каждую строку ERROR из этого лога с отметкой времени.', 'このログのERROR行をすべてタイムスタンプ付きで挙げてください。', '이 로그의 모든 ERROR 줄을 타임스탬프와 함께 나열해 주세요.', 'Bu günlükteki her ERROR satırını zaman damgasıyla listele.', 'Show me all the ERROR lines with their timestamps.'],
    heldout: ['Which lines in this log are ERRORs? Show each with its timestamp.', 'Vypiš z tohoto logu všechny řádky ERROR i s časem.', 'Tampilkan semua baris ERROR dari log ini beserta waktunya.', 'اعرض كل أسطر ERROR في هذا السجل مع الطابع الزمني لكل منها.', 'इस लॉग की सभी ERROR पंक्तियाँ उनके टाइमस्टैम्प के साथ दिखाइए।'] } },
  { name: 'compare', kind: 'pair', wordings: {
    dev: ['Compare the two documents: what do they have in common and how do they differ?', 'Vergleiche die beiden Dokumente: Was haben sie gemeinsam, worin unterscheiden sie sich?', 'Compare les deux documents : points communs et différences.', '比较这两篇文档：它们有什么共同点和不同点？', 'Confronta i due documenti: cosa hanno in comune e in cosa differiscono?', 'Compare os dois documentos: o que têm em comum e em que diferem?', 'Vergelijk de twee documenten: wat hebben ze gemeen en waarin verschillen ze?', 'Porównaj oba dokumenty: co mają wspólnego, a czym się różnią?', 'Сравни два документа: что у них общего и чем они отличаются?', '2つの文書を比較してください：共通点と相違点は何ですか？', '두 문서를 비교해 주세요: 공통점과 차이점은 무엇인가요?', 'İki belgeyi karşılaştır: ortak yönleri ve farkları neler?', 'How do the two documents differ, and what do they share?'],
    heldout: ['Set the two texts side by side: what do they share and where do they part ways?', 'Porovnej oba dokumenty: co mají společného a v čem se liší?', 'Bandingkan kedua dokumen ini: apa persamaan dan perbedaannya?', 'قارن بين الوثيقتين: ما أوجه التشابه وما أوجه الاختلاف؟', 'दोनों दस्तावेज़ों की तुलना कीजिए: इनमें क्या समान है और क्या अलग?'] } },
];

/** Two 6-paragraph windows per article of the split (paragraphs 1–6 and 7–12). */
function proseDocs(split: Split): Item['passages'][] {
  return squadArticles().flatMap((a, i) => {
    if (articleSplit(i) !== split) return [];
    return [0, SQUAD_WINDOW].map((start) =>
      a.paragraphs.slice(start, start + SQUAD_WINDOW).map((p, k) => ({ title: `${a.title.replace(/_/g, ' ')} (part ${start + k + 1})`, text: p.context })));
  });
}

function documents(split: Split, kind: Kind): Array<{ passages: Item['passages']; render: Item['render'] }> {
  const prose = proseDocs(split);
  const seeds = Array.from({ length: split === 'dev' ? 6 : 3 }, (_, n) => generatedSeed(split, n));
  if (kind === 'prose') return prose.map((passages) => ({ passages, render: 'plain' }));
  if (kind === 'json') return seeds.map((s) => ({ passages: [{ title: 'inventory', text: JSON.stringify(inventory(split, s).items, null, s % 2 ? 2 : undefined) }], render: 'plain' }));
  if (kind === 'log') return seeds.map((s) => ({ passages: [{ title: 'checkout-service.log', text: serviceLog(split, s, false).text }], render: 'plain' }));
  // Pairs: the first window of one article and of the next one in the split.
  const firsts = prose.filter((_, i) => i % 2 === 0);
  return firsts.map((a, i) => {
    const b = firsts[(i + 1) % firsts.length] ?? a;
    return { passages: [{ title: a[0]?.title ?? '', text: plainText(a) }, { title: b[0]?.title ?? '', text: plainText(b) }], render: 'numbered' };
  });
}

export function wholeTaskSet(split: Split, every: number): SetSpec {
  const items: Item[] = [];
  TASKS.forEach((task, t) => {
    documents(split, task.kind).forEach((doc, d) => {
      // Languages rotate over the documents, so every task is asked in every language.
      // Session 24: the held-out wordings of sessions 17–23 joined dev; session 25: so did
      // eval/heldout-wordings.ts's; session 27: pool 3's; session 37: pool 5's, and eval/heldout-wordings-6.ts holds the fresh ones.
      const wordings = split === 'dev'
        ? [...task.wordings.dev, ...task.wordings.heldout, ...(WHOLE_TASK_HELDOUT_2[task.name] ?? []), ...(WHOLE_TASK_HELDOUT_3[task.name] ?? []), ...(WHOLE_TASK_HELDOUT_5[task.name] ?? [])]
        : (WHOLE_TASK_HELDOUT_6[task.name] ?? []);
      const question = wordings[(d + t) % wordings.length] ?? '';
      items.push({ id: `whole/${task.name}/${d}`, split, ...doc, question, instruction: 'You are a helpful assistant.', task: true });
    });
  });
  return {
    name: 'whole-material tasks', family: 'whole-material', split, items: everyNth(items, every), judge: 'lossless', baseline: false,
    layouts: [LAYOUTS.last, LAYOUTS.first, LAYOUTS.system, LAYOUTS.turns, LAYOUTS.xml, LAYOUTS.markdown, LAYOUTS.toolFollowUp],
  };
}

const pasted = (name: string, wrap: (m: string) => Array<{ role: 'system' | 'user'; content: string }>): Layout => ({
  name, build: (item) => ({ request: { model: MODEL, messages: wrap(renderMaterial(item)) }, questionText: '' }),
});

export function noQuerySet(split: Split, every: number): SetSpec {
  const items: Item[] = (['prose', 'log', 'json'] as const).flatMap((kind) =>
    documents(split, kind).map((doc, d): Item => ({ id: `noquery/${kind}/${d}`, split, ...doc, question: '', instruction: '' })));
  return {
    name: 'no query', family: 'no-query', split, items: everyNth(items, every), judge: 'lossless', baseline: false,
    layouts: [
      pasted('paste-only', (m) => [{ role: 'user', content: m }]),
      pasted('paste-with-system', (m) => [{ role: 'system', content: 'You are a helpful assistant.' }, { role: 'user', content: m }]),
      pasted('paste-fenced', (m) => [{ role: 'user', content: `\`\`\`\n${m}\n\`\`\`` }]),
    ],
  };
}
