// Probe 9 materials: invented, seeded material for ten prompt SHAPES (Jupyter notebooks, retrieval-agent
// tool results, SQL dumps and result grids, SRT/WebVTT subtitles, multiple-choice sources, voice-memo
// sources, system-prompt references for checklists, pasted exports, markdown tables and chat exports).
// Every generator returns the text and its facts: a fact is one lookup (question + noun phrase in the
// material's language) and the exact spans that answer it. Facts are candidates only: gen.ts keeps those
// whose spans occur exactly once in the request. Languages besides English: de, es, pl, ja, id.
import { Rng, Uniq, normSpan } from '../probe4/lib.js';
import { countTextTokens } from '../../src/compress/index.js';

export const tok = (s: string): number => countTextTokens(s);

export type Lang = 'en' | 'de' | 'es' | 'pl' | 'ja' | 'id';
export interface Fact {
  key: string;
  spans: string[];
  /** The question, with its question mark, in the fact's language. */
  q: string;
  /** A noun phrase for orders ("Find {np}."), same language. */
  np: string;
  /** The answer is a number (constraint wording: "answer with just the number"). */
  num?: boolean;
  hops?: number;
  /** Position of the fact in the material, 0..1. */
  at?: number;
  /** Multiple-choice: the answer value and three distractor values from other records. */
  opts?: { right: string; wrong: string[] };
  /** Free slot for generator-specific tags. */
  tag?: string;
  /** Checklist: a form label ("Max upload size (Team plan)") and a fill-in-the-blank sentence with ___. */
  label?: string;
  blank?: string;
}
export interface Mat { text: string; facts: Fact[]; whole: string[]; noq: string[]; title: string }

// ---------- shared vocabulary ----------
const SYL = ['ka', 'lo', 'mi', 'ra', 'ven', 'tor', 'sel', 'dan', 'ri', 'mo', 'ta', 'bel', 'nor', 'vik', 'sa', 'len', 'dor', 'fi', 'gar', 'hul', 'bre', 'kes', 'tal', 'wyn', 'or', 'an', 'el', 'is', 'qu', 'zen'];
export function pseudo(r: Rng, n = 2): string {
  let s = '';
  for (let i = 0; i < n; i++) s += r.pick(SYL);
  return s[0]!.toUpperCase() + s.slice(1);
}
export const FIRST = ['Marta', 'Jonas', 'Priya', 'Keiko', 'Diego', 'Amara', 'Lukas', 'Sofia', 'Tomasz', 'Ines', 'Ravi', 'Elena', 'Omar', 'Hana', 'Felix', 'Nadia', 'Bruno', 'Yara', 'Pavel', 'Chloe', 'Aidan', 'Lena', 'Mateo', 'Zofia', 'Kwame', 'Ingrid', 'Tariq', 'Mei', 'Oscar', 'Leila', 'Sven', 'Anouk', 'Dario', 'Freya'];
export const LAST = ['Weber', 'Silva', 'Kumar', 'Haddad', 'Ito', 'Novak', 'Berg', 'Costa', 'Laine', 'Moreau', 'Okafor', 'Brandt', 'Varga', 'Lindqvist', 'Reyes', 'Achebe', 'Kowalczyk', 'Sato', 'Duarte', 'Holm', 'Fischer', 'Rossi', 'Nakamura', 'Petrov', 'Byrne', 'Dahl', 'Oyelaran', 'Marsh', 'Quinn', 'Eklund', 'Mbeki', 'Sorensen'];
export const NAMES: Record<Lang, { first: string[]; last: string[] }> = {
  en: { first: FIRST, last: LAST },
  de: { first: ['Jana', 'Tobias', 'Miriam', 'Florian', 'Katrin', 'Jürgen', 'Anke', 'Stefan', 'Leonie', 'Matthias', 'Sabine', 'Dominik', 'Ute', 'Niklas', 'Heike', 'Björn'], last: ['Schäfer', 'Hoffmann', 'Krüger', 'Wagner', 'Zimmermann', 'Hartmann', 'Lehmann', 'Brenner', 'Vogt', 'Kessler', 'Ziegler', 'Maurer', 'Albrecht', 'Seidel', 'Franke', 'Winkler'] },
  es: { first: ['Lucía', 'Javier', 'Carmen', 'Álvaro', 'Marta', 'Sergio', 'Paula', 'Andrés', 'Irene', 'Rubén', 'Nuria', 'Héctor', 'Elena', 'Gonzalo', 'Rocío', 'Iván'], last: ['García', 'Fernández', 'López', 'Martín', 'Sánchez', 'Romero', 'Navarro', 'Torres', 'Domínguez', 'Gil', 'Vázquez', 'Serrano', 'Ramos', 'Molina', 'Ortega', 'Castro'] },
  pl: { first: ['Agnieszka', 'Piotr', 'Katarzyna', 'Marek', 'Magdalena', 'Krzysztof', 'Joanna', 'Tomasz', 'Ewa', 'Paweł', 'Monika', 'Grzegorz', 'Aleksandra', 'Michał', 'Dorota', 'Rafał'], last: ['Nowak', 'Wiśniewski', 'Wójcik', 'Kamińska', 'Lewandowski', 'Zielińska', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowska', 'Jankowski', 'Mazur', 'Krawczyk', 'Piotrowska', 'Grabowski', 'Pawlak'] },
  ja: { first: ['陽子', '健太', '美咲', '大輔', '由美', '翔太', '彩', '拓也', '直子', '涼', '恵', '浩二', '真理', '悠斗', '千尋', '誠'], last: ['佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村', '小林', '加藤', '吉田', '山田', '松本', '井上', '木村', '林'] },
  id: { first: ['Dewi', 'Budi', 'Sari', 'Agus', 'Rina', 'Hendra', 'Putri', 'Fajar', 'Wulan', 'Rizky', 'Ayu', 'Yusuf', 'Indah', 'Bayu', 'Lestari', 'Dimas'], last: ['Santoso', 'Wijaya', 'Kusuma', 'Pratama', 'Hidayat', 'Saputra', 'Lestari', 'Nugroho', 'Siregar', 'Halim', 'Gunawan', 'Wibowo', 'Setiawan', 'Rahman', 'Utami', 'Purnomo'] },
};
export function personName(u: Uniq, lang: Lang = 'en'): string {
  const n = NAMES[lang];
  return u.take((x) => (lang === 'ja' ? `${x.pick(n.last)}${x.pick(n.first)}` : `${x.pick(n.first)} ${x.pick(n.last)}`));
}
export const MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MON_DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const MON_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const MON_PL = ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'];
const MON_ID = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
export const p2 = (n: number) => String(n).padStart(2, '0');
/** A written date in the language ("14 March 2025", "14. März 2025", "14 de marzo de 2025", "2025年3月14日"). */
export function longDate(x: Rng, lang: Lang = 'en', y0 = 2024, y1 = 2026): string {
  const d = x.int(1, 28), m = x.int(0, 11), y = x.int(y0, y1);
  switch (lang) {
    case 'de': return `${d}. ${MON_DE[m]} ${y}`;
    case 'es': return `${d} de ${MON_ES[m]} de ${y}`;
    case 'pl': return `${d} ${MON_PL[m]} ${y}`;
    case 'ja': return `${y}年${m + 1}月${d}日`;
    case 'id': return `${d} ${MON_ID[m]} ${y}`;
    default: return `${d} ${MON[m]} ${y}`;
  }
}
export const isoDate = (x: Rng, y = 2024) => `${y}-${p2(x.int(1, 12))}-${p2(x.int(1, 28))}`;
export const money = (n: number, cur = '€') => `${cur}${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const CITIES = ['Rotterdam', 'Hamburg', 'Antwerp', 'Gdansk', 'Lyon', 'Milan', 'Valencia', 'Leipzig', 'Brno', 'Poznan', 'Dublin', 'Birmingham', 'Malmo', 'Porto', 'Vienna', 'Zaragoza', 'Lisbon', 'Bilbao', 'Krakow', 'Turin'];

/** Occurrences of a span in a text, both normalised (what the scorer compares). */
export function countIn(text: string, span: string): number {
  const h = normSpan(text), n = normSpan(span);
  if (!n) return 0;
  let c = 0, i = h.indexOf(n);
  while (i >= 0) { c++; i = h.indexOf(n, i + 1); }
  return c;
}
/** Facts whose spans all occur exactly once in the text. */
export function uniqueFacts(text: string, facts: Fact[]): Fact[] {
  return facts.filter((f) => f.spans.every((s) => countIn(text, s) === 1));
}
/** Collects parts until a token budget is reached; facts record their part index as position. */
export class Builder {
  parts: string[] = [];
  facts: Fact[] = [];
  tokens = 0;
  add(s: string, fs: Fact[] = []): void {
    this.parts.push(s);
    this.tokens += tok(s) + 1;
    for (const f of fs) this.facts.push({ ...f, at: this.parts.length });
  }
  finish(): Fact[] {
    const n = Math.max(1, this.parts.length);
    for (const f of this.facts) f.at = (f.at ?? 0) / n;
    return this.facts;
  }
}
const padL = (s: string, w: number) => ' '.repeat(Math.max(0, w - s.length)) + s;
const padR = (s: string, w: number) => s + ' '.repeat(Math.max(0, w - s.length));

// =====================================================================================
// 1. Jupyter notebooks (raw .ipynb JSON or the "# In[3]:" / "# Out[3]:" exported form)
// =====================================================================================
export type NbKind = 'sales' | 'training' | 'experiments';
export interface Cell { type: 'code' | 'markdown'; src: string; out?: { kind: 'stream' | 'result'; text: string }[]; n?: number }
export interface Notebook extends Mat { cells: Cell[]; lang: Lang }

/** pandas-style DataFrame print: index column, every column right-aligned, two spaces apart. */
export function renderDf(cols: string[], rows: string[][]): string {
  const idx = rows.map((_, i) => String(i));
  const iw = Math.max(...idx.map((s) => s.length));
  const ws = cols.map((c, j) => Math.max(c.length, ...rows.map((row) => row[j]!.length)));
  const head = ' '.repeat(iw) + cols.map((c, j) => '  ' + padL(c, ws[j]!)).join('');
  const body = rows.map((row, i) => padR(idx[i]!, iw) + row.map((v, j) => '  ' + padL(v, ws[j]!)).join(''));
  return [head, ...body].join('\n');
}
/** pprint-like dict of dicts: one key per line, nested dicts wrapped at their keys. */
function pprintDict(d: [string, [string, string][]][]): string {
  const out: string[] = [];
  d.forEach(([k, kv], i) => {
    const pre = i === 0 ? '{' : ' ';
    const ind = ' '.repeat(pre.length + k.length + 4);
    kv.forEach(([a, b], j) => {
      const head = j === 0 ? `${pre}'${k}': {` : ind;
      const tail = j === kv.length - 1 ? (i === d.length - 1 ? '}}' : '},') : ',';
      out.push(`${head}'${a}': ${b}${tail}`);
    });
  });
  return out.join('\n');
}

const NB_TXT: Record<'en' | 'de' | 'ja', {
  title: (k: NbKind) => string; intro: (k: NbKind) => string; concl: string;
  cols: string[]; rev: (s: string) => [string, string]; units: (s: string) => [string, string];
  auc: (e: string) => [string, string]; f1: (e: string) => [string, string];
  vl: (run: string, ep: number) => [string, string]; va: (run: string, ep: number) => [string, string];
  hop: (m: string) => [string, string];
  whole: (k: NbKind) => string[]; noq: string[];
}> = {
  en: {
    title: (k) => (k === 'sales' ? 'Store revenue review — Q3' : k === 'training' ? 'Fine-tuning runs: churn classifier' : 'Experiment sweep: fraud model'),
    intro: (k) => (k === 'sales' ? 'Loads the quarterly extract and checks revenue, units and returns per store.' : k === 'training' ? 'Two fine-tuning runs with different learning rates; logs printed per epoch.' : 'Results of the hyper-parameter sweep, one entry per experiment.'),
    concl: '## Notes\n\nNumbers above are preliminary; the finance close is on the 5th working day.',
    cols: ['store_id', 'city', 'region', 'revenue_eur', 'units', 'returns'],
    rev: (s) => [`What revenue did store ${s} report?`, `the revenue of store ${s}`],
    units: (s) => [`How many units did store ${s} sell?`, `the units sold by store ${s}`],
    auc: (e) => [`What AUC did experiment ${e} reach?`, `the AUC of experiment ${e}`],
    f1: (e) => [`What was the F1 score of experiment ${e}?`, `the F1 score of experiment ${e}`],
    vl: (run, ep) => [`What was the val_loss of run ${run} at epoch ${ep}?`, `the val_loss of run ${run} at epoch ${ep}`],
    va: (run, ep) => [`What validation accuracy did run ${run} have at epoch ${ep}?`, `the validation accuracy of run ${run} at epoch ${ep}`],
    hop: (m) => [`What revenue did the store managed by ${m} report?`, `the revenue of the store managed by ${m}`],
    whole: (k) => ['Summarise every cell\'s output, cell by cell.', k === 'sales' ? 'Convert the DataFrame printed in the notebook to CSV.' : k === 'training' ? 'List every epoch where val_loss went up compared with the epoch before.' : 'Turn the printed results into a markdown table, one row per experiment.', k === 'sales' ? 'How many stores have more than 50 returns?' : k === 'training' ? 'Compare the two runs epoch by epoch and tell me which converged faster.' : 'How many experiments used lightgbm?', 'Explain what this notebook does, cell by cell, including what each output shows.'],
    noq: ['fyi', 'Notebook from yesterday\'s run, for the record.', ''],
  },
  de: {
    title: (k) => (k === 'sales' ? 'Umsatzauswertung der Filialen — Q3' : k === 'training' ? 'Trainingsläufe: Kündigungsmodell' : 'Experimente: Betrugsmodell'),
    intro: (k) => (k === 'sales' ? 'Lädt den Quartalsauszug und prüft Umsatz, Stückzahl und Retouren je Filiale.' : k === 'training' ? 'Zwei Trainingsläufe mit unterschiedlicher Lernrate; Ausgabe je Epoche.' : 'Ergebnisse der Parametersuche, ein Eintrag je Experiment.'),
    concl: '## Anmerkungen\n\nDie Zahlen sind vorläufig; der Monatsabschluss ist am 5. Arbeitstag.',
    cols: ['filiale', 'stadt', 'region', 'umsatz_eur', 'stueck', 'retouren'],
    rev: (s) => [`Welchen Umsatz hatte die Filiale ${s}?`, `den Umsatz der Filiale ${s}`],
    units: (s) => [`Wie viele Stück hat die Filiale ${s} verkauft?`, `die verkaufte Stückzahl der Filiale ${s}`],
    auc: (e) => [`Welche AUC hat das Experiment ${e} erreicht?`, `die AUC des Experiments ${e}`],
    f1: (e) => [`Wie hoch war der F1-Wert von Experiment ${e}?`, `den F1-Wert von Experiment ${e}`],
    vl: (run, ep) => [`Wie hoch war der val_loss von Lauf ${run} in Epoche ${ep}?`, `den val_loss von Lauf ${run} in Epoche ${ep}`],
    va: (run, ep) => [`Welche Validierungsgenauigkeit hatte Lauf ${run} in Epoche ${ep}?`, `die Validierungsgenauigkeit von Lauf ${run} in Epoche ${ep}`],
    hop: (m) => [`Welchen Umsatz hatte die Filiale, die ${m} leitet?`, `den Umsatz der Filiale, die ${m} leitet`],
    whole: () => ['Fasse die Ausgaben aller Zellen zusammen, Zelle für Zelle.', 'Wandle den ausgegebenen DataFrame in CSV um.', 'Übersetze das ganze Notebook ins Englische, einschließlich der Ausgaben.'],
    noq: ['zur Info', 'Das Notebook von gestern, nur zur Ablage.'],
  },
  ja: {
    title: (k) => (k === 'sales' ? '店舗別売上レビュー（第3四半期）' : k === 'training' ? '学習ログ：解約予測モデル' : '実験結果：不正検知モデル'),
    intro: (k) => (k === 'sales' ? '四半期データを読み込み、店舗ごとの売上・販売数・返品数を確認します。' : k === 'training' ? '学習率の異なる2つの学習ラン。エポックごとにログを出力。' : 'ハイパーパラメータ探索の結果（実験ごとに1件）。'),
    concl: '## メモ\n\n上記の数値は暫定値です。月次締めは第5営業日です。',
    cols: ['店舗ID', '都市', '地域', '売上_円', '販売数', '返品数'],
    rev: (s) => [`店舗${s}の売上はいくらですか？`, `店舗${s}の売上`],
    units: (s) => [`店舗${s}の販売数はいくつですか？`, `店舗${s}の販売数`],
    auc: (e) => [`実験${e}のAUCはいくつですか？`, `実験${e}のAUC`],
    f1: (e) => [`実験${e}のF1スコアはいくつですか？`, `実験${e}のF1スコア`],
    vl: (run, ep) => [`ラン${run}のエポック${ep}のval_lossはいくつですか？`, `ラン${run}のエポック${ep}のval_loss`],
    va: (run, ep) => [`ラン${run}のエポック${ep}の検証精度はいくつですか？`, `ラン${run}のエポック${ep}の検証精度`],
    hop: (m) => [`${m}さんが担当する店舗の売上はいくらですか？`, `${m}さんが担当する店舗の売上`],
    whole: () => ['各セルの出力をセルごとに要約してください。', 'ノートブックに出力されたDataFrameをCSVに変換してください。', 'このノートブック全体を英語に翻訳してください（出力も含めて）。'],
    noq: ['共有です', '昨日の実行結果のノートブックです。参考までに。'],
  },
};
const CITIES_JA = ['札幌', '仙台', '東京', '横浜', '名古屋', '京都', '大阪', '神戸', '広島', '福岡', '金沢', '静岡'];
const REGIONS: Record<'en' | 'de' | 'ja', string[]> = { en: ['north', 'south', 'east', 'west', 'central'], de: ['Nord', 'Süd', 'Ost', 'West', 'Mitte'], ja: ['北日本', '関東', '中部', '関西', '九州'] };

export function notebook(r: Rng, kind: NbKind, target: number, lang: 'en' | 'de' | 'ja' = 'en', twoHop = false): Notebook {
  const u = new Uniq(r);
  const T = NB_TXT[lang];
  const cells: Cell[] = [];
  const facts: Fact[] = [];
  let n = 1, tokens = 0;
  const code = (src: string, out?: Cell['out']) => { cells.push({ type: 'code', src, out, n: n++ }); tokens += tok(src) + (out ? out.reduce((a, o) => a + tok(o.text), 0) : 0); };
  const md = (src: string) => { cells.push({ type: 'markdown', src }); tokens += tok(src); };
  md(`# ${T.title(kind)}\n\n${T.intro(kind)}`);
  code('import pandas as pd\nimport numpy as np\nfrom pprint import pprint\n\npd.set_option("display.max_rows", 500)\npd.set_option("display.width", 160)');
  const pos = (f: Fact[]) => f.map((x) => ({ ...x, at: cells.length }));
  if (kind === 'sales') {
    const path = `s3://analytics-${pseudo(r).toLowerCase()}/extracts/stores_2024q3.parquet`;
    code(`df = pd.read_parquet("${path}")\nprint(df.shape)\nprint(df.dtypes.value_counts().to_dict())`, [{ kind: 'stream', text: `(${r.int(80, 190)}, 6)\n{dtype('O'): 3, dtype('float64'): 1, dtype('int64'): 2}\n` }]);
    const rows: string[][] = [];
    const fs: Fact[] = [];
    const ids: string[] = [];
    const budget = target * (twoHop ? 0.72 : 0.85);
    let t = 0;
    while (t < budget) {
      const id = u.take((x) => `ST-${x.int(1000, 9899)}`);
      const rev = lang === 'ja' ? u.take((x) => String(x.int(1_200_000, 98_000_000))) : u.take((x) => `${x.int(10_000, 480_000)}.${p2(x.int(1, 99))}`);
      const un = u.take((x) => String(x.int(1000, 29000)));
      const city = lang === 'ja' ? r.pick(CITIES_JA) : r.pick(CITIES);
      const row = [id, city, r.pick(REGIONS[lang]), rev, un, String(r.int(0, 140))];
      rows.push(row);
      ids.push(id);
      t += tok(row.join('  ')) + 2;
      const [q1, np1] = T.rev(id), [q2, np2] = T.units(id);
      fs.push({ key: id, spans: [rev], q: q1, np: np1, num: true, tag: `row${rows.length}` }, { key: id, spans: [un], q: q2, np: np2, num: true, tag: `row${rows.length}` });
    }
    code('df.sort_values("region")', [{ kind: 'result', text: renderDf(T.cols, rows) }]);
    facts.push(...pos(fs).map((f) => ({ ...f, at: cells.length - 1 + Number(f.tag!.slice(3)) / rows.length })));
    tokens += t;
    if (twoHop) {
      const mgr = ids.map((id) => [id, personName(u, lang)] as const);
      const dictText = '{' + mgr.map(([id, m], i) => `${i ? ' ' : ''}'${id}': '${m}'`).join(',\n') + '}';
      code('managers = load_store_managers(region="all")\npprint(managers)', [{ kind: 'stream', text: dictText + '\n' }]);
      const k = r.int(Math.floor(ids.length / 4), ids.length - 3);
      const [id, m] = mgr[k]!;
      const revF = fs.find((f) => f.key === id && f.q === T.rev(id)[0])!;
      const [q, np] = T.hop(m);
      facts.push({ key: 'hop', spans: [revF.spans[0]!, `'${id}': '${m}'`], q, np, num: true, hops: 2, at: 0.5 });
    }
    code('print(f"total revenue: {df.revenue_eur.sum():,.2f}")' .replace('revenue_eur', T.cols[3]!), [{ kind: 'stream', text: `total revenue: ${r.int(1, 40)},${r.int(100, 999)},${r.int(100, 999)}.${p2(r.int(0, 99))}\n` }]);
  } else if (kind === 'training') {
    const runs = [u.take((x) => `ft-${x.hex(4)}`), u.take((x) => `ft-${x.hex(4)}`)];
    const epochs = Math.max(8, Math.floor(target / 2 / 95));
    for (const run of runs) {
      const lr = r.pick(['3e-4', '1e-4', '5e-5', '2e-5']);
      const lines: string[] = [`[${run}] lr=${lr} batch_size=${r.pick([32, 64, 128])} epochs=${epochs}`];
      let loss = 0.9 + r.next() * 0.4;
      for (let ep = 1; ep <= epochs; ep++) {
        loss *= 0.93 + r.next() * 0.08;
        const l = u.take((x) => (loss + x.next() * 0.01).toFixed(4));
        const vl = u.take((x) => (loss * (1.05 + x.next() * 0.12)).toFixed(4));
        const acc = u.take((x) => Math.min(0.9899, 0.55 + (1 - loss) * 0.4 + x.next() * 0.02).toFixed(4));
        const va = u.take((x) => Math.min(0.9899, 0.5 + (1 - loss) * 0.38 + x.next() * 0.03).toFixed(4));
        const steps = 412;
        lines.push(`Epoch ${ep}/${epochs}`);
        lines.push(`${steps}/${steps} [==============================] - ${r.int(30, 48)}s ${r.int(70, 118)}ms/step - loss: ${l} - accuracy: ${acc} - val_loss: ${vl} - val_accuracy: ${va}`);
        const [q1, np1] = T.vl(run, ep), [q2, np2] = T.va(run, ep);
        facts.push({ key: `${run}@${ep}`, spans: [vl], q: q1, np: np1, num: true, at: cells.length + ep / epochs }, { key: `${run}@${ep}`, spans: [va], q: q2, np: np2, num: true, at: cells.length + ep / epochs });
      }
      lines.push(`Restoring model weights from the end of the best epoch: ${r.int(Math.floor(epochs / 2), epochs)}.`);
      code(`history_${run.slice(3)} = model.fit(train_ds, validation_data=val_ds, epochs=${epochs},\n    callbacks=[EarlyStopping(patience=5, restore_best_weights=True)], run_name="${run}")`, [{ kind: 'stream', text: lines.join('\n') + '\n' }]);
    }
  } else {
    const entries: [string, [string, string][]][] = [];
    let t = 0;
    while (t < target * 0.85) {
      const e = u.take((x) => `exp-${x.int(100, 999)}`);
      const auc = u.take((x) => `0.${x.int(7000, 9599)}`);
      const f1 = u.take((x) => `0.${x.int(5000, 8799)}`);
      const kv: [string, string][] = [['auc', auc], ['batch_size', String(r.pick([128, 256, 512, 1024]))], ['f1', f1], ['lr', r.pick(['0.0003', '0.001', '0.01', '0.05'])], ['max_depth', String(r.int(3, 12))], ['model', `'${r.pick(['lightgbm', 'xgboost', 'catboost', 'logreg', 'mlp'])}'`], ['train_minutes', String(r.int(2, 140))]];
      entries.push([e, kv]);
      t += tok(pprintDict([[e, kv]])) + 2;
      const [q1, np1] = T.auc(e), [q2, np2] = T.f1(e);
      facts.push({ key: e, spans: [auc], q: q1, np: np1, num: true, tag: `e${entries.length}` }, { key: e, spans: [f1], q: q2, np: np2, num: true, tag: `e${entries.length}` });
    }
    code(`results = {run.name: run.summary for run in sweep.runs}\nresults`, [{ kind: 'result', text: pprintDict(entries) }]);
    for (const f of facts) f.at = cells.length - 1 + Number(f.tag!.slice(1)) / entries.length;
    tokens += t;
  }
  md(T.concl);
  const nc = cells.length;
  for (const f of facts) f.at = Math.min(0.999, (f.at ?? 0) / nc);
  return { text: renderIpynb(cells), cells, facts, whole: T.whole(kind), noq: T.noq, title: T.title(kind), lang };
}

const srcLines = (s: string): string[] => { const ls = s.split('\n'); return ls.map((l, i) => (i < ls.length - 1 ? l + '\n' : l)).filter((l) => l !== ''); };
/** Raw nbformat-4 JSON, indented one space like Jupyter writes it. */
export function renderIpynb(cells: Cell[], extra?: { at: number; cell: Cell }): string {
  const all = [...cells];
  if (extra) all.splice(extra.at, 0, extra.cell);
  const id = (i: number) => (0x5f3a9c1 * (i + 7)).toString(16).slice(-8);
  const nb = {
    cells: all.map((c, i) => c.type === 'markdown'
      ? { cell_type: 'markdown', id: id(i), metadata: {}, source: srcLines(c.src) }
      : { cell_type: 'code', execution_count: c.n ?? null, id: id(i), metadata: {}, outputs: (c.out ?? []).map((o) => (o.kind === 'stream' ? { name: 'stdout', output_type: 'stream', text: srcLines(o.text) } : { data: { 'text/plain': srcLines(o.text) }, execution_count: c.n, metadata: {}, output_type: 'execute_result' })), source: srcLines(c.src) }),
    metadata: { kernelspec: { display_name: 'Python 3 (ipykernel)', language: 'python', name: 'python3' }, language_info: { codemirror_mode: { name: 'ipython', version: 3 }, file_extension: '.py', mimetype: 'text/x-python', name: 'python', nbconvert_exporter: 'python', pygments_lexer: 'ipython3', version: '3.11.7' } },
    nbformat: 4,
    nbformat_minor: 5,
  };
  return JSON.stringify(nb, null, 1);
}
/** The "# In[3]:" / "# Out[3]:" exported form; markdown cells become "# " comment lines. */
export function renderExported(cells: Cell[], extra?: { at: number; cell: Cell }): string {
  const all = [...cells];
  if (extra) all.splice(extra.at, 0, extra.cell);
  const out: string[] = ['#!/usr/bin/env python', '# coding: utf-8', ''];
  for (const c of all) {
    if (c.type === 'markdown') { out.push(c.src.split('\n').map((l) => (l ? `# ${l}` : '#')).join('\n'), ''); continue; }
    out.push(`# In[${c.n}]:`, '', c.src, '');
    for (const o of c.out ?? []) out.push(o.kind === 'result' ? `# Out[${c.n}]:\n\n${o.text}` : o.text.replace(/\n$/, ''), '');
  }
  return out.join('\n');
}

// =====================================================================================
// 2. Knowledge-base passages for retrieval agents (en / es / id)
// =====================================================================================
export interface Passage { title: string; text: string; score: number; source: string }
export interface Kb extends Mat { passages: Passage[]; models: string[]; lang: Lang; topic: string }
type KbLang = 'en' | 'es' | 'id';
interface KbPack {
  reset: (m: string, n: string, c: string) => [string, string, string, string]; // title, sentence, q, np
  fw: (m: string, v: string, bug: string) => [string, string, string, string];
  vpn: (m: string, n: string, plan: string) => [string, string, string, string];
  mtu: (m: string, code: string, mtu: string) => [string, string, string, string];
  eos: (m: string, d: string) => [string, string, string, string];
  power: (m: string, w: string) => [string, string, string, string];
  repl: (mNew: string, mOld: string) => string;
  hop: (mOld: string, bug: string) => [string, string];
  secs: (n: number) => string; tunnels: (n: number) => string;
  bugs: string[]; colors: string[];
  filler: ((m: string) => string)[];
  whole: string[]; noq: string[]; topic: string;
}
const KB: Record<KbLang, KbPack> = {
  en: {
    reset: (m, n, c) => [`${m} — factory reset and recovery`, `To factory-reset the ${m}, hold the recessed button for ${n} until the status LED blinks ${c}.`, `How long do you hold the reset button to factory-reset the ${m}?`, `how long to hold the reset button to factory-reset the ${m}`],
    fw: (m, v, bug) => [`${m} firmware release notes`, `Firmware ${v} fixes the ${bug} issue on the ${m}.`, `Which firmware version fixes the ${bug} issue on the ${m}?`, `the firmware version that fixes the ${bug} issue on the ${m}`],
    vpn: (m, n, plan) => [`${m} licensing: ${plan}`, `On the ${plan} licence the ${m} supports up to ${n} at the same time.`, `How many concurrent VPN tunnels does the ${m} support on the ${plan} licence?`, `the number of concurrent VPN tunnels the ${m} supports on the ${plan} licence`],
    mtu: (m, code, mtu) => [`${m}: error ${code}`, `Error ${code} on the ${m} is resolved by setting the WAN MTU to ${mtu}.`, `What MTU resolves error ${code} on the ${m}?`, `the MTU that resolves error ${code} on the ${m}`],
    eos: (m, d) => [`${m} lifecycle`, `The ${m} reaches end of support on ${d}; security patches stop after that date.`, `When does the ${m} reach end of support?`, `the end-of-support date of the ${m}`],
    power: (m, w) => [`${m} hardware specifications`, `At full load the ${m} draws ${w}, measured with all ports active.`, `How much power does the ${m} draw at full load?`, `the power draw of the ${m} at full load`],
    repl: (a, b) => `The ${a} replaced the ${b} as the recommended model for branch offices.`,
    hop: (b, bug) => [`Which firmware version fixes the ${bug} issue on the model that replaced the ${b}?`, `the firmware version that fixes the ${bug} issue on the model that replaced the ${b}`],
    secs: (n) => `${n} seconds`, tunnels: (n) => `${n} VPN tunnels`,
    bugs: ['DHCP lease renewal', 'guest VLAN drop', 'random reboot', 'captive portal memory leak', '5 GHz radio stall', 'NTP sync failure', 'IPv6 prefix delegation', 'LED stuck amber', 'SNMP timeout', 'PoE budget miscount'],
    colors: ['amber', 'blue', 'green', 'white', 'red'],
    filler: [
      (m) => `Before resetting the ${m}, export the configuration from System › Backup; a reset erases VLAN and Wi-Fi settings.`,
      (m) => `If the ${m} does not come back after an update, power-cycle it and wait for the LED to turn solid before retrying.`,
      (m) => `The ${m} web console is reachable on the LAN address only unless remote management is enabled.`,
      (m) => `Support cases for the ${m} need the serial number and a diagnostics bundle from Tools › Support.`,
      (m) => `Customers upgrading several ${m} units should stagger updates so that not all sites restart at once.`,
      (m) => `The ${m} keeps its licence after a factory reset as long as it can reach the activation server.`,
      (m) => `Logs on the ${m} rotate every 24 hours; forward them to syslog if you need a longer history.`,
    ],
    whole: ['Summarise every passage the search returned, one bullet per passage.', 'Make a table of every model with its end-of-support date and power draw from these passages.', 'Translate all retrieved passages into Spanish.', 'How many passages are about firmware release notes?', 'List every error code mentioned with its fix.'],
    noq: ['fyi, raw retrieval dump from last night\'s eval run', 'Search export, for reference:', ''],
    topic: 'network appliances',
  },
  es: {
    reset: (m, n, c) => [`${m}: restablecimiento de fábrica`, `Para restablecer de fábrica el ${m}, mantén pulsado el botón empotrado durante ${n} hasta que el LED de estado parpadee en ${c}.`, `¿Cuánto tiempo hay que mantener pulsado el botón de reinicio para restablecer el ${m}?`, `cuánto tiempo hay que mantener pulsado el botón de reinicio del ${m}`],
    fw: (m, v, bug) => [`${m}: notas de la versión de firmware`, `El firmware ${v} corrige el problema de ${bug} en el ${m}.`, `¿Qué versión de firmware corrige el problema de ${bug} en el ${m}?`, `la versión de firmware que corrige el problema de ${bug} en el ${m}`],
    vpn: (m, n, plan) => [`${m}: licencia ${plan}`, `Con la licencia ${plan}, el ${m} admite hasta ${n} simultáneos.`, `¿Cuántos túneles VPN simultáneos admite el ${m} con la licencia ${plan}?`, `el número de túneles VPN simultáneos que admite el ${m} con la licencia ${plan}`],
    mtu: (m, code, mtu) => [`${m}: error ${code}`, `El error ${code} del ${m} se soluciona ajustando la MTU de la WAN a ${mtu}.`, `¿Qué MTU soluciona el error ${code} del ${m}?`, `la MTU que soluciona el error ${code} del ${m}`],
    eos: (m, d) => [`${m}: ciclo de vida`, `El soporte del ${m} finaliza el ${d}; después ya no habrá parches de seguridad.`, `¿Cuándo finaliza el soporte del ${m}?`, `la fecha de fin de soporte del ${m}`],
    power: (m, w) => [`${m}: especificaciones`, `A plena carga, el ${m} consume ${w}, medido con todos los puertos activos.`, `¿Cuánto consume el ${m} a plena carga?`, `el consumo del ${m} a plena carga`],
    repl: (a, b) => `El ${a} sustituyó al ${b} como modelo recomendado para sucursales.`,
    hop: (b, bug) => [`¿Qué versión de firmware corrige el problema de ${bug} en el modelo que sustituyó al ${b}?`, `la versión de firmware que corrige el problema de ${bug} en el modelo que sustituyó al ${b}`],
    secs: (n) => `${n} segundos`, tunnels: (n) => `${n} túneles VPN`,
    bugs: ['renovación de DHCP', 'caída de la VLAN de invitados', 'reinicios aleatorios', 'fuga de memoria del portal cautivo', 'bloqueo de la radio de 5 GHz', 'fallo de sincronización NTP', 'delegación de prefijos IPv6', 'LED fijo en ámbar', 'tiempo de espera de SNMP', 'cálculo erróneo de PoE'],
    colors: ['ámbar', 'azul', 'verde', 'blanco', 'rojo'],
    filler: [
      (m) => `Antes de restablecer el ${m}, exporta la configuración desde Sistema › Copia de seguridad; el restablecimiento borra las VLAN y el Wi-Fi.`,
      (m) => `Si el ${m} no vuelve a arrancar tras una actualización, desconéctalo de la corriente y espera a que el LED quede fijo.`,
      (m) => `La consola web del ${m} solo es accesible desde la LAN salvo que se active la gestión remota.`,
      (m) => `Para abrir un caso de soporte del ${m} hace falta el número de serie y un paquete de diagnóstico.`,
      (m) => `Si actualizas varios ${m}, hazlo de forma escalonada para que no se reinicien todas las sedes a la vez.`,
      (m) => `El ${m} conserva su licencia tras un restablecimiento siempre que pueda contactar con el servidor de activación.`,
    ],
    whole: ['Resume todos los pasajes que devolvió la búsqueda, uno por viñeta.', 'Traduce al inglés todos los pasajes recuperados.'],
    noq: ['para que lo tengas: el volcado de la búsqueda de ayer'],
    topic: 'equipos de red',
  },
  id: {
    reset: (m, n, c) => [`${m} — reset pabrik`, `Untuk reset pabrik ${m}, tekan dan tahan tombol reset selama ${n} sampai LED status berkedip ${c}.`, `Berapa lama tombol reset harus ditahan untuk reset pabrik ${m}?`, `berapa lama tombol reset ${m} harus ditahan`],
    fw: (m, v, bug) => [`Catatan rilis firmware ${m}`, `Firmware ${v} memperbaiki masalah ${bug} pada ${m}.`, `Versi firmware mana yang memperbaiki masalah ${bug} pada ${m}?`, `versi firmware yang memperbaiki masalah ${bug} pada ${m}`],
    vpn: (m, n, plan) => [`Lisensi ${plan} untuk ${m}`, `Dengan lisensi ${plan}, ${m} mendukung hingga ${n} secara bersamaan.`, `Berapa banyak terowongan VPN bersamaan yang didukung ${m} dengan lisensi ${plan}?`, `jumlah terowongan VPN bersamaan yang didukung ${m} dengan lisensi ${plan}`],
    mtu: (m, code, mtu) => [`${m}: error ${code}`, `Error ${code} pada ${m} diatasi dengan mengatur MTU WAN ke ${mtu}.`, `MTU berapa yang mengatasi error ${code} pada ${m}?`, `nilai MTU yang mengatasi error ${code} pada ${m}`],
    eos: (m, d) => [`Siklus hidup ${m}`, `Dukungan untuk ${m} berakhir pada ${d}; setelah itu tidak ada lagi patch keamanan.`, `Kapan dukungan untuk ${m} berakhir?`, `tanggal berakhirnya dukungan untuk ${m}`],
    power: (m, w) => [`Spesifikasi perangkat keras ${m}`, `Pada beban penuh, ${m} menggunakan daya ${w}, diukur dengan semua port aktif.`, `Berapa daya yang digunakan ${m} pada beban penuh?`, `daya yang digunakan ${m} pada beban penuh`],
    repl: (a, b) => `${a} menggantikan ${b} sebagai model yang direkomendasikan untuk kantor cabang.`,
    hop: (b, bug) => [`Versi firmware mana yang memperbaiki masalah ${bug} pada model yang menggantikan ${b}?`, `versi firmware yang memperbaiki masalah ${bug} pada model pengganti ${b}`],
    secs: (n) => `${n} detik`, tunnels: (n) => `${n} terowongan VPN`,
    bugs: ['pembaruan DHCP', 'VLAN tamu terputus', 'restart acak', 'kebocoran memori portal captive', 'radio 5 GHz macet', 'sinkronisasi NTP gagal', 'delegasi prefiks IPv6', 'LED macet kuning', 'timeout SNMP', 'salah hitung anggaran PoE'],
    colors: ['kuning', 'biru', 'hijau', 'putih', 'merah'],
    filler: [
      (m) => `Sebelum mereset ${m}, ekspor konfigurasi dari menu Sistem › Cadangan; reset akan menghapus pengaturan VLAN dan Wi-Fi.`,
      (m) => `Jika ${m} tidak menyala lagi setelah pembaruan, cabut daya lalu tunggu sampai LED menyala stabil.`,
      (m) => `Konsol web ${m} hanya dapat diakses dari LAN kecuali manajemen jarak jauh diaktifkan.`,
      (m) => `Untuk membuka tiket dukungan ${m}, sertakan nomor seri dan paket diagnostik.`,
      (m) => `Jika memperbarui beberapa unit ${m}, lakukan secara bertahap agar tidak semua kantor restart bersamaan.`,
      (m) => `${m} tetap menyimpan lisensinya setelah reset selama dapat menghubungi server aktivasi.`,
    ],
    whole: ['Ringkas semua bagian yang dikembalikan pencarian, satu poin per bagian.', 'Terjemahkan semua bagian yang ditemukan ke dalam bahasa Inggris.'],
    noq: ['fyi, hasil pencarian kemarin'],
    topic: 'perangkat jaringan',
  },
};

export function kbPassages(r: Rng, target: number, lang: KbLang = 'en', twoHop = false): Kb {
  const u = new Uniq(r);
  const P = KB[lang];
  const brand = pseudo(r, 2);
  const models = Array.from({ length: Math.max(4, Math.min(16, Math.round(target / 480))) }, () => u.take((x) => `${brand} ${x.pick(['NV', 'RX', 'GW', 'AX'])}-${x.int(2, 9)}${x.int(0, 9)}0${x.chance(0.3) ? ' Pro' : ''}`));
  const plans = ['Basic', 'Business', 'Enterprise'];
  type Cand = { title: string; sents: string[]; fs: Fact[]; model: string };
  const cands: Cand[] = [];
  const fill = (m: string, k: number) => r.sample(P.filler, k).map((f) => f(m));
  const firstFw = new Map<string, { bug: string; v: string; s: string }>();
  for (const m of models) {
    const n = u.take((x) => P.secs(x.int(5, 45)));
    const c = r.pick(P.colors);
    const [t1, s1, q1, np1] = P.reset(m, n, c);
    cands.push({ title: t1, sents: [s1], fs: [{ key: `${m}|reset`, spans: [n], q: q1, np: np1, num: true }], model: m });
    for (const bug of r.sample(P.bugs, r.int(2, 3))) {
      const v = u.take((x) => `${x.int(3, 7)}.${x.int(0, 9)}.${x.int(10, 48)}`);
      const [t, s, q, np] = P.fw(m, v, bug);
      if (!firstFw.has(m)) firstFw.set(m, { bug, v, s });
      cands.push({ title: t, sents: [s], fs: [{ key: `${m}|${bug}`, spans: [v], q, np }], model: m });
    }
    for (const plan of r.sample(plans, r.int(1, 3))) {
      const nt = u.take((x) => P.tunnels(x.int(4, 500)));
      const [t, s, q, np] = P.vpn(m, nt, plan);
      cands.push({ title: t, sents: [s], fs: [{ key: `${m}|${plan}`, spans: [nt], q, np, num: true }], model: m });
    }
    const code = u.take((x) => `E-${x.int(1000, 9899)}`);
    const mtu = u.take((x) => String(x.int(1280, 1492)));
    const [t4, s4, q4, np4] = P.mtu(m, code, mtu);
    cands.push({ title: t4, sents: [s4], fs: [{ key: `${m}|${code}`, spans: [`MTU${lang === 'id' ? ' WAN ke' : lang === 'es' ? ' de la WAN a' : ' to'} ${mtu}`], q: q4, np: np4, num: true }], model: m });
    const d = u.take((x) => longDate(x, lang, 2025, 2029));
    const [t5, s5, q5, np5] = P.eos(m, d);
    cands.push({ title: t5, sents: [s5], fs: [{ key: `${m}|eos`, spans: [d], q: q5, np: np5 }], model: m });
    const w = u.take((x) => `${x.int(6, 60)}.${x.int(1, 9)} W`);
    const [t6, s6, q6, np6] = P.power(m, w);
    cands.push({ title: t6, sents: [s6], fs: [{ key: `${m}|power`, spans: [w], q: q6, np: np6, num: true }], model: m });
  }
  let hopFact: Fact | undefined;
  if (twoHop) {
    const [a, b] = r.sample(models, 2) as [string, string];
    const fw = firstFw.get(a)!;
    const rs = P.repl(a, b);
    const [q, np] = P.hop(b, fw.bug);
    hopFact = { key: 'hop', spans: [fw.v, rs], q, np, hops: 2 };
    cands.push({ title: `${a} — ${lang === 'en' ? 'product family' : lang === 'es' ? 'familia de productos' : 'keluarga produk'}`, sents: [rs], fs: [], model: a });
  }
  const passages: Passage[] = [];
  const facts: Fact[] = [];
  let tokens = 0;
  for (const c of r.shuffle(cands)) {
    if (tokens >= target && !(hopFact && c.fs.length === 0) && !(hopFact && c.fs.some((f) => hopFact!.spans.includes(f.spans[0]!)))) continue;
    const sents = r.shuffle([...c.sents, ...fill(c.model, r.int(1, 3))]);
    const text = sents.join(' ');
    const p: Passage = { title: c.title, text, score: 0, source: `kb/${c.model.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/${u.take((x) => String(x.int(1000, 9999)))}` };
    passages.push(p);
    tokens += tok(text) + tok(c.title) + 18;
    for (const f of c.fs) facts.push({ ...f, at: passages.length });
  }
  passages.forEach((p, i) => { p.score = +(0.95 - (i * 0.55) / passages.length - r.next() * 0.02).toFixed(3); });
  if (hopFact) facts.push({ ...hopFact, at: 0.5 });
  for (const f of facts) if (!f.hops) f.at = (f.at ?? 0) / passages.length;
  const text = JSON.stringify(passages, null, 2);
  return { text, passages, facts, whole: P.whole, noq: P.noq, title: `${brand} ${P.topic}`, models, lang, topic: P.topic };
}
/** Tool-result renderings of the same passages. */
export function renderPassages(ps: Passage[], style: 'json' | 'json-wrapped' | 'jsonl' | 'chunks'): string {
  switch (style) {
    case 'json': return JSON.stringify(ps, null, 2);
    case 'json-wrapped': return JSON.stringify({ results: ps.map((p, i) => ({ rank: i + 1, ...p })), total: ps.length, took_ms: 41 });
    case 'jsonl': return ps.map((p) => JSON.stringify(p)).join('\n');
    default: return ps.map((p, i) => `[${i + 1}] ${p.title} (score ${p.score.toFixed(2)}, ${p.source})\n${p.text}`).join('\n\n');
  }
}

// =====================================================================================
// 3. SQL: INSERT dumps, CREATE TABLE + rows, psql / mysql result grids, passages as string literals
// =====================================================================================
export type SqlKind = 'insert' | 'mysqldump' | 'create' | 'psql' | 'mysql' | 'literals';
export type SqlDomain = 'orders' | 'employees';
export interface Sql extends Mat { kind: SqlKind; domain: SqlDomain; table: string; query: string; nrows: number }
type Col = { name: string; num: boolean };
const sqlQ = (s: string) => `'${s.replace(/'/g, "''")}'`;

function renderTable(kind: Exclude<SqlKind, 'literals'>, table: string, cols: Col[], rows: string[][], query: string, createExtra = ''): string {
  const lit = (v: string, c: Col) => (c.num || v === 'NULL' ? v : sqlQ(v));
  const tuple = (row: string[]) => `(${row.map((v, j) => lit(v, cols[j]!)).join(', ')})`;
  const colList = cols.map((c) => c.name).join(', ');
  if (kind === 'insert') return `-- ${table}: ${rows.length} rows\nINSERT INTO ${table} (${colList}) VALUES\n${rows.map((x) => '  ' + tuple(x)).join(',\n')};`;
  if (kind === 'mysqldump') {
    const head = `-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)\n--\n-- Host: db-replica-2    Database: shop\n-- ------------------------------------------------------\n/*!40101 SET NAMES utf8mb4 */;\n\n--\n-- Dumping data for table \`${table}\`\n--\n\nLOCK TABLES \`${table}\` WRITE;\n/*!40000 ALTER TABLE \`${table}\` DISABLE KEYS */;`;
    const batches: string[] = [];
    for (let i = 0; i < rows.length; i += 60) batches.push(`INSERT INTO \`${table}\` VALUES ${rows.slice(i, i + 60).map((x) => `(${x.map((v, j) => (cols[j]!.num || v === 'NULL' ? v : `'${v.replace(/'/g, "\\'")}'`)).join(',')})`).join(',')};`);
    return `${head}\n${batches.join('\n')}\n/*!40000 ALTER TABLE \`${table}\` ENABLE KEYS */;\nUNLOCK TABLES;`;
  }
  if (kind === 'create') {
    const defs = cols.map((c, j) => `  ${c.name} ${j === 0 ? 'INTEGER PRIMARY KEY' : c.num ? 'NUMERIC(12,2)' : 'TEXT NOT NULL'}`).join(',\n');
    return `CREATE TABLE ${table} (\n${defs}${createExtra}\n);\n\n${rows.map((x) => `INSERT INTO ${table} VALUES ${tuple(x)};`).join('\n')}`;
  }
  const ws = cols.map((c, j) => Math.max(c.name.length, ...rows.map((x) => x[j]!.length)));
  const cell = (v: string, j: number) => (cols[j]!.num ? padL(v, ws[j]!) : padR(v, ws[j]!));
  if (kind === 'psql') {
    const center = (s: string, w: number) => { const l = Math.floor((w - s.length) / 2); return padR(' '.repeat(Math.max(0, l)) + s, w); };
    const head = ' ' + cols.map((c, j) => center(c.name, ws[j]!)).join(' | ');
    const sep = ws.map((w) => '-'.repeat(w + 2)).join('+');
    return `shop=> ${query}\n${head}\n${sep}\n${rows.map((x) => ' ' + x.map(cell).join(' | ')).join('\n')}\n(${rows.length} rows)\n`;
  }
  const bar = '+' + ws.map((w) => '-'.repeat(w + 2)).join('+') + '+';
  const head = '| ' + cols.map((c, j) => padR(c.name, ws[j]!)).join(' | ') + ' |';
  return `mysql> ${query}\n${bar}\n${head}\n${bar}\n${rows.map((x) => '| ' + x.map(cell).join(' | ') + ' |').join('\n')}\n${bar}\n${rows.length} rows in set (0.0${r0(rows.length)} sec)\n`;
}
const r0 = (n: number) => String((n * 7) % 9 + 1);

const SQLT = {
  en: {
    orders: { table: 'orders', cols: ['order_id', 'customer', 'country', 'amount', 'currency', 'status', 'created_at'], st: ['shipped', 'shipped', 'delivered', 'pending', 'cancelled', 'refunded'],
      amt: (o: string) => [`What's the amount of order ${o}?`, `the amount of order ${o}`], at: (o: string) => [`When was order ${o} created?`, `the creation time of order ${o}`] },
    employees: { table: 'employees', cols: ['emp_id', 'full_name', 'manager_id', 'department', 'salary', 'hired_on'],
      sal: (n: string) => [`What is ${n}'s salary?`, `the salary of ${n}`], hired: (n: string) => [`When was ${n} hired?`, `the hire date of ${n}`], hop: (n: string) => [`What is the salary of ${n}'s manager?`, `the salary of ${n}'s manager`] },
    whole: { orders: ['Convert the result to CSV with a header row.', "How many orders have status 'cancelled'?", 'Give me the total amount per country.', 'List every refunded order with its amount.'], employees: ['Convert these rows to a JSON array.', 'What is the average salary per department?', 'List every employee hired in 2021.', 'Who manages the most people?'] },
    noq: ['-- nightly dump from the prod replica', '-- output of the reconciliation query, for the record', ''],
  },
  de: {
    orders: { table: 'bestellungen', cols: ['bestell_nr', 'kunde', 'land', 'betrag', 'waehrung', 'status', 'erstellt_am'], st: ['versendet', 'versendet', 'zugestellt', 'offen', 'storniert', 'erstattet'],
      amt: (o: string) => [`Wie hoch ist der Betrag der Bestellung ${o}?`, `den Betrag der Bestellung ${o}`], at: (o: string) => [`Wann wurde die Bestellung ${o} angelegt?`, `den Zeitpunkt, an dem die Bestellung ${o} angelegt wurde`] },
    employees: { table: 'mitarbeiter', cols: ['ma_nr', 'name', 'vorgesetzter_nr', 'abteilung', 'gehalt', 'eingestellt_am'],
      sal: (n: string) => [`Wie hoch ist das Gehalt von ${n}?`, `das Gehalt von ${n}`], hired: (n: string) => [`Wann wurde ${n} eingestellt?`, `das Einstellungsdatum von ${n}`], hop: (n: string) => [`Wie hoch ist das Gehalt der Führungskraft von ${n}?`, `das Gehalt der Führungskraft von ${n}`] },
    whole: { orders: ['Wandle das Ergebnis in CSV mit Kopfzeile um.', "Wie viele Bestellungen haben den Status 'storniert'?"], employees: ['Wandle die Zeilen in ein JSON-Array um.', 'Wie hoch ist das Durchschnittsgehalt je Abteilung?'] },
    noq: ['-- nächtlicher Dump der Produktionsreplik'],
  },
  pl: {
    orders: { amt: (o: string) => [`Jaka jest kwota zamówienia ${o}?`, `kwotę zamówienia ${o}`], at: (o: string) => [`Kiedy utworzono zamówienie ${o}?`, `datę utworzenia zamówienia ${o}`] },
    employees: { sal: (n: string) => [`Ile zarabia ${n}?`, `pensję pracownika ${n}`], hired: (n: string) => [`Kiedy zatrudniono ${n}?`, `datę zatrudnienia ${n}`], hop: (n: string) => [`Ile zarabia przełożony ${n}?`, `pensję przełożonego ${n}`] },
    whole: { orders: ['Przekonwertuj wynik na CSV z nagłówkiem.', "Ile zamówień ma status 'cancelled'?"], employees: ['Zamień te wiersze na tablicę JSON.', 'Jaka jest średnia pensja w każdym dziale?'] },
  },
};
const CUSTOMERS = ['Brenvik Foods', 'Talmora Retail', "O'Hara & Sons", 'Kesla Motors', 'Northgate Pharma', 'Vireo Telecom', 'Hollis Garden', 'Marlow Print', 'Ardent Health', 'Quayside Hotels', 'Pellworm Energy', 'Sundry Labs', 'Oskarsson AB', 'Fenwick Tools'];
const DEPTS = ['Finance', 'Operations', 'Engineering', 'Sales', 'Support', 'Legal', 'Marketing', 'Procurement'];
const DEPTS_DE = ['Finanzen', 'Betrieb', 'Entwicklung', 'Vertrieb', 'Kundendienst', 'Recht', 'Marketing', 'Einkauf'];

/** `lang` is the material's language (en/de); `qlang` the facts' question language (en/de/pl). */
export function sqlMaterial(r: Rng, kind: SqlKind, domain: SqlDomain, target: number, lang: 'en' | 'de' = 'en', qlang: 'en' | 'de' | 'pl' = lang, twoHop = false): Sql {
  const u = new Uniq(r);
  const T = SQLT[lang];
  const Q = SQLT[qlang];
  if (kind === 'literals') {
    const kb = kbPassages(r, target * 0.8, 'en');
    const rows = kb.passages.map((p, i) => `(${200 + i * 3}, ${sqlQ(p.source.split('/')[1]! + '-' + (i + 1))}, ${sqlQ(p.title)}, ${sqlQ(p.text)}, '${isoDate(r)} ${p2(r.int(0, 23))}:${p2(r.int(0, 59))}:00')`);
    const text = `CREATE TABLE kb_articles (\n  id INTEGER PRIMARY KEY,\n  slug TEXT UNIQUE NOT NULL,\n  title TEXT NOT NULL,\n  body TEXT NOT NULL,\n  updated_at TIMESTAMP NOT NULL\n);\n\nINSERT INTO kb_articles (id, slug, title, body, updated_at) VALUES\n${rows.join(',\n')};`;
    return { text, facts: kb.facts, kind, domain, table: 'kb_articles', query: '', nrows: rows.length, whole: ['Summarise every article body in one line each.', 'Translate all the article bodies into German, keeping the SQL valid.', 'How many articles are about firmware release notes?', 'Convert these INSERTs into a JSON array of {id, title, body}.'], noq: ['-- seed data for the kb_articles table', ''], title: 'kb_articles seed' };
  }
  const facts: Fact[] = [];
  const rows: string[][] = [];
  let tokens = 0;
  const scale = kind === 'psql' || kind === 'mysql' ? 1.5 : 1;
  let table: string, cols: Col[], query: string;
  if (domain === 'orders') {
    const D = T.orders;
    table = D.table;
    cols = D.cols.map((n, j) => ({ name: n, num: j === 0 || j === 3 }));
    query = `SELECT * FROM ${table} WHERE ${D.cols[6]} >= '2024-03-01' ORDER BY ${D.cols[0]};`;
    let oid = r.int(10000, 60000);
    while (tokens * scale < target) {
      oid += r.int(1, 9);
      const o = String(oid);
      const amt = u.take((x) => `${x.int(12, 48000)}.${p2(x.int(1, 99))}`);
      const ts = u.take((x) => `2024-${p2(x.int(3, 5))}-${p2(x.int(1, 28))} ${p2(x.int(0, 23))}:${p2(x.int(0, 59))}:${p2(x.int(0, 59))}`);
      const row = [o, r.pick(CUSTOMERS), r.pick(['NL', 'DE', 'PL', 'ES', 'FR', 'IT', 'SE', 'IE']), amt, r.pick(['EUR', 'EUR', 'EUR', 'PLN', 'SEK', 'GBP']), r.pick(D.st), ts];
      rows.push(row);
      tokens += tok(row.join(', ')) + 4;
      const [q1, np1] = Q.orders.amt(o), [q2, np2] = Q.orders.at(o);
      facts.push({ key: o, spans: [amt], q: q1!, np: np1!, num: true, at: rows.length }, { key: o, spans: [ts], q: q2!, np: np2!, at: rows.length });
    }
  } else {
    const D = T.employees;
    table = D.table;
    cols = D.cols.map((n, j) => ({ name: n, num: j === 0 || j === 2 || j === 4 }));
    query = `SELECT * FROM ${table} ORDER BY ${D.cols[0]};`;
    const ids: string[] = [];
    let id = r.int(1000, 1400);
    const people: { id: string; name: string; sal: string }[] = [];
    while (tokens * scale < target) {
      id += r.int(1, 4);
      const name = personName(u, lang === 'de' ? (r.chance(0.5) ? 'de' : 'en') : 'en');
      const sal = u.take((x) => `${x.int(38, 190)}${x.int(0, 9)}00.00`);
      const hired = u.take((x) => `${x.int(2012, 2024)}-${p2(x.int(1, 12))}-${p2(x.int(1, 28))}`);
      const mgr = ids.length > 4 ? r.pick(ids.slice(0, Math.min(ids.length, 12))) : 'NULL';
      const row = [String(id), name, mgr, r.pick(lang === 'de' ? DEPTS_DE : DEPTS), sal, hired];
      rows.push(row);
      ids.push(String(id));
      people.push({ id: String(id), name, sal });
      tokens += tok(row.join(', ')) + 4;
      const [q1, np1] = Q.employees.sal(name), [q2, np2] = Q.employees.hired(name);
      facts.push({ key: name, spans: [sal], q: q1!, np: np1!, num: true, at: rows.length }, { key: name, spans: [hired], q: q2!, np: np2!, at: rows.length });
    }
    if (twoHop) {
      const cands = rows.filter((x) => x[2] !== 'NULL' && rows.indexOf(x) > rows.length / 2);
      const x = r.pick(cands);
      const m = people.find((p) => p.id === x[2])!;
      const span1 = kind === 'psql' || kind === 'mysql' ? `${x[1]} | ${x[2]}` : kind === 'mysqldump' ? `'${x[1]}',${x[2]}` : `${sqlQ(x[1]!)}, ${x[2]}`;
      const [q, np] = Q.employees.hop(x[1]!);
      facts.push({ key: 'hop', spans: [span1, m.sal], q: q!, np: np!, num: true, hops: 2, at: rows.indexOf(x) + 1 });
    }
  }
  for (const f of facts) f.at = (f.at ?? 0) / rows.length;
  const text = renderTable(kind, table, cols, rows, query, domain === 'employees' ? `,\n  FOREIGN KEY (${cols[2]!.name}) REFERENCES ${table}(${cols[0]!.name})` : '');
  const wq = qlang === 'pl' ? SQLT.pl.whole[domain] : T.whole[domain];
  return { text, facts, kind, domain, table, query, nrows: rows.length, whole: wq, noq: T.noq, title: table };
}

// =====================================================================================
// 4. Subtitles: SRT / WebVTT transcripts of meetings, lectures, podcasts (en / es / ja)
// =====================================================================================
export type SubKind = 'meeting' | 'lecture' | 'podcast';
export interface Subs extends Mat { kind: SubKind; fmt: 'srt' | 'vtt'; speakers: string[]; lang: Lang }
type Utt = { who: string; text: string; fs: Fact[]; when?: Fact[] };
const fmtTs = (ms: number, fmt: 'srt' | 'vtt') => { const h = Math.floor(ms / 3_600_000), m = Math.floor(ms / 60_000) % 60, s = Math.floor(ms / 1000) % 60, x = ms % 1000; return `${p2(h)}:${p2(m)}:${p2(s)}${fmt === 'srt' ? ',' : '.'}${String(x).padStart(3, '0')}`; };
function wrapCue(s: string, w: number, cjk: boolean): string[] {
  if (cjk) { const out: string[] = []; for (let i = 0; i < s.length; i += w) out.push(s.slice(i, i + w)); return out; }
  const out: string[] = [];
  let cur = '';
  for (const wd of s.split(' ')) { if (cur && cur.length + 1 + wd.length > w) { out.push(cur); cur = wd; } else cur = cur ? `${cur} ${wd}` : wd; }
  if (cur) out.push(cur);
  return out;
}
const MEET: Record<'en' | 'es', {
  items: string[]; projs: string[];
  launch: (p: string, d: string) => [string, string, string]; budget: (i: string, a: string) => [string, string, string];
  renew: (v: string, a: string) => [string, string, string]; room: (p: string, rm: string) => [string, string, string];
  whenQ: (v: string) => [string, string];
  amount: (x: Rng) => string; date: (x: Rng) => string;
  filler: ((p: string, i: string, v: string) => string)[];
  whole: string[]; noq: string[];
}> = {
  en: {
    items: ['offsite', 'recruiting', 'cloud', 'training', 'hardware refresh', 'marketing events', 'security audit', 'customer research'],
    projs: ['Atlas', 'Beacon', 'Cobalt', 'Delta', 'Ember', 'Falcon', 'Granite', 'Harbor', 'Iris', 'Juniper'],
    launch: (p, d) => [`Okay, decision: we move the ${p} launch to ${d}.`, `What date was the ${p} launch moved to?`, `the date the ${p} launch was moved to`],
    budget: (i, a) => [`The ${i} budget is capped at ${a} for this half.`, `What is the ${i} budget capped at?`, `the cap on the ${i} budget`],
    renew: (v, a) => [`The ${v} contract renews at ${a} a year.`, `How much does the ${v} contract renew at?`, `the renewal price of the ${v} contract`],
    room: (p, rm) => [`From Monday the ${p} standup is in room ${rm}.`, `Which room is the ${p} standup in from Monday?`, `the room of the ${p} standup from Monday`],
    whenQ: (v) => [`At what timestamp does someone say what the ${v} contract renews at?`, `the timestamp where the ${v} contract renewal price is said`],
    amount: (x) => `€${x.int(12, 480)},${x.int(1, 9)}00`, date: (x) => `${x.pick(MON)} ${x.int(1, 28)}`,
    filler: [
      () => 'Yeah, I think that works for me.', () => 'Can everyone see my screen?', () => "Sorry, you're on mute.", (p) => `Let's take the ${p} item offline.`,
      (_p, i) => `I still need the numbers from finance for the ${i} line.`, (p) => `Okay, next item: ${p}.`, (p) => `We said the same thing about ${p} last quarter.`,
      (_p, _i, v) => `Just to recap the ${v} discussion, nothing is signed yet.`, (_p, i) => `Do we know who owns the ${i} budget now?`, (p) => `The ${p} team is still waiting on legal.`,
      () => "Let me share the doc again, one second.", (_p, _i, v) => `I'll ask ${v} for a revised quote.`, (p) => `Any blockers on ${p}?`, () => 'Right, moving on.',
    ],
    whole: ['Translate this transcript into Spanish, keeping every timestamp.', 'List every speaker and how many cues each of them has.', 'Summarise every decision made in this meeting.', 'Convert this into a plain-text transcript without timestamps, one paragraph per speaker turn.', 'Write minutes with all action items and owners.'],
    noq: ['fyi', "Transcript from today's sync.", ''],
  },
  es: {
    items: ['viaje de equipo', 'selección', 'nube', 'formación', 'renovación de portátiles', 'eventos', 'auditoría de seguridad'],
    projs: ['Atlas', 'Faro', 'Cobalto', 'Delta', 'Brasa', 'Halcón', 'Granito', 'Puerto', 'Iris', 'Enebro'],
    launch: (p, d) => [`Vale, decidido: movemos el lanzamiento de ${p} al ${d}.`, `¿A qué fecha se movió el lanzamiento de ${p}?`, `la fecha a la que se movió el lanzamiento de ${p}`],
    budget: (i, a) => [`El presupuesto de ${i} queda limitado a ${a} este semestre.`, `¿A cuánto queda limitado el presupuesto de ${i}?`, `el límite del presupuesto de ${i}`],
    renew: (v, a) => [`El contrato con ${v} se renueva por ${a} al año.`, `¿Por cuánto se renueva el contrato con ${v}?`, `el importe de renovación del contrato con ${v}`],
    room: (p, rm) => [`Desde el lunes, la diaria de ${p} es en la sala ${rm}.`, `¿En qué sala es la diaria de ${p} desde el lunes?`, `la sala de la diaria de ${p} desde el lunes`],
    whenQ: (v) => [`¿En qué momento de la grabación se dice por cuánto se renueva el contrato con ${v}?`, `el momento en que se dice el importe de renovación con ${v}`],
    amount: (x) => `${x.int(12, 480)}.${x.int(1, 9)}00 €`, date: (x) => `${x.int(1, 28)} de ${x.pick(MON_ES)}`,
    filler: [
      () => 'Vale, a mí me parece bien.', () => '¿Veis mi pantalla?', () => 'Perdona, tienes el micro silenciado.', (p) => `Lo de ${p} lo vemos luego.`,
      (_p, i) => `Todavía me faltan los números de finanzas para ${i}.`, (p) => `Siguiente punto: ${p}.`, (p) => `Eso mismo dijimos de ${p} el trimestre pasado.`,
      (_p, _i, v) => `Lo de ${v} todavía no está firmado.`, (_p, i) => `¿Sabemos quién lleva ahora el presupuesto de ${i}?`, (p) => `El equipo de ${p} sigue esperando a legal.`,
      () => 'Comparto otra vez el documento, un segundo.', () => 'Bueno, seguimos.',
    ],
    whole: ['Traduce esta transcripción al inglés manteniendo todas las marcas de tiempo.', 'Haz una lista de todas las personas que hablan y cuántas intervenciones tiene cada una.'],
    noq: ['para que lo tengas'],
  },
};
const VENDORS = ['Kestrel Cloud', 'Ardent Security', 'Polymath HR', 'Brightline Travel', 'Quorum Legal', 'Nimbus Print', 'Vantage Analytics', 'Solace Facilities', 'Meridian Payroll', 'Tidewater Logistics'];
const COMPOUNDS = ['velorin', 'dexapam', 'tolmirex', 'caristol', 'benzafor', 'lumidrex', 'sorbitane', 'quetravin', 'halocide', 'nimozapt', 'pravelox', 'trinoxal'];
const COMPOUNDS_JA = ['ベロリン', 'デキサパム', 'トルミレックス', 'カリストール', 'ベンザフォール', 'ルミドレックス', 'ソルビタン', 'ケトラビン', 'ハロサイド', 'ニモザプト', 'プラベロックス', 'トリノキサール'];
const BRIDGES_JA = ['北浜', '若葉', '港南', '白鷺', '桜川', '青葉', '東雲', '松風'];

export function subtitles(r: Rng, kind: SubKind, target: number, fmt: 'srt' | 'vtt', lang: 'en' | 'es' | 'ja' = 'en', twoHop = false): Subs {
  const u = new Uniq(r);
  const utts: Utt[] = [];
  let speakers: string[];
  let whole: string[], noq: string[], title: string;
  let est = 0;
  const push = (x: Utt) => { utts.push(x); est += tok(x.text) + 14; };
  if (kind === 'meeting' && lang !== 'ja') {
    const P = MEET[lang];
    speakers = Array.from({ length: r.int(3, 5) }, () => personName(u, lang).split(' ')[0]!);
    speakers = [...new Set(speakers)];
    whole = P.whole; noq = P.noq; title = lang === 'es' ? 'Reunión semanal de planificación' : 'Weekly planning sync';
    const projs = r.sample(P.projs, 6), items = r.sample(P.items, 5), vendors = r.sample(VENDORS, 5);
    const factU: Utt[] = [];
    for (const p of projs) {
      const d = u.take(P.date);
      const [s, q, np] = P.launch(p, d);
      factU.push({ who: r.pick(speakers), text: s, fs: [{ key: `${p}|launch`, spans: [d], q, np }] });
      const rm = u.take((x) => `${x.pick(['A', 'B', 'C'])}-${x.int(100, 499)}`);
      const [s2, q2, np2] = P.room(p, rm);
      factU.push({ who: r.pick(speakers), text: s2, fs: [{ key: `${p}|room`, spans: [rm], q: q2, np: np2 }] });
    }
    for (const i of items) { const a = u.take(P.amount); const [s, q, np] = P.budget(i, a); factU.push({ who: r.pick(speakers), text: s, fs: [{ key: `${i}|budget`, spans: [a], q, np, num: true }] }); }
    for (const v of vendors) { const a = u.take(P.amount); const [s, q, np] = P.renew(v, a); const [wq, wnp] = P.whenQ(v); factU.push({ who: r.pick(speakers), text: s, fs: [{ key: `${v}|renew`, spans: [a], q, np, num: true }], when: [{ key: `${v}|when`, spans: [], q: wq, np: wnp, tag: 'when' }] }); }
    const sh = r.shuffle(factU);
    let k = 0;
    while (est < target) {
      if (k < sh.length && r.chance(0.3)) push(sh[k++]!);
      else push({ who: r.pick(speakers), text: r.pick(P.filler)(r.pick(projs), r.pick(items), r.pick(vendors)), fs: [] });
    }
    if (twoHop && lang === 'en') {
      // who moved the launch is asked via the room: "the project whose standup is in room X" → launch date
      const p = projs[0]!;
      const lf = factU.find((x) => x.fs[0]!.key === `${p}|launch`)!, rf = factU.find((x) => x.fs[0]!.key === `${p}|room`)!;
      for (const x of [lf, rf]) if (!utts.includes(x)) push(x);
      const rm = rf.fs[0]!.spans[0]!;
      lf.fs.push({ key: 'hop', spans: [lf.fs[0]!.spans[0]!, `${p} standup is in room`], q: `What date was the launch moved to for the project whose standup is in room ${rm} from Monday?`, np: `the launch date of the project whose standup is in room ${rm}`, hops: 2 });
    }
  } else if (kind === 'lecture' || lang === 'ja') {
    const ja = lang === 'ja';
    speakers = [ja ? '講師' : 'Lecturer'];
    title = ja ? '薬理学入門 第7回' : 'Pharmacology 201, lecture 7';
    whole = ja ? ['この字幕を英語に翻訳してください（タイムスタンプはそのまま）。', '講義の要点をすべて箇条書きでまとめてください。'] : ['Summarise the whole lecture as study notes.', 'Translate this transcript into German, keeping every timestamp.', 'List every compound mentioned with everything said about it.'];
    noq = ja ? ['共有します'] : ['lecture 7 captions', ''];
    const comps = ja ? r.sample(COMPOUNDS_JA, 8) : r.sample(COMPOUNDS, 8);
    const bridges = r.sample(BRIDGES_JA, 5);
    const factU: Utt[] = [];
    for (const c of comps) {
      const n = u.take((x) => String(x.int(12, 480)));
      const mg = u.take((x) => String(x.int(2, 90) * 25));
      if (ja) {
        factU.push({ who: '講師', text: `${c}の半減期はおよそ${n}分です。`, fs: [{ key: `${c}|hl`, spans: [`${n}分`], q: `講義では${c}の半減期は何分と説明されましたか？`, np: `${c}の半減期`, num: true }] });
        factU.push({ who: '講師', text: `${c}の一日の最大投与量は${mg}ミリグラムです。`, fs: [{ key: `${c}|mg`, spans: [`${mg}ミリグラム`], q: `${c}の一日の最大投与量は何ミリグラムですか？`, np: `${c}の一日の最大投与量`, num: true }] });
      } else {
        factU.push({ who: 'Lecturer', text: `The half-life of ${c} is roughly ${n} minutes in healthy adults.`, fs: [{ key: `${c}|hl`, spans: [`${n} minutes`], q: `What half-life did the lecturer give for ${c}?`, np: `the half-life the lecturer gave for ${c}`, num: true }] });
        factU.push({ who: 'Lecturer', text: `For ${c} the maximum daily dose is ${mg} milligrams.`, fs: [{ key: `${c}|mg`, spans: [`${mg} milligrams`], q: `What maximum daily dose of ${c} was given in the lecture?`, np: `the maximum daily dose of ${c} given in the lecture`, num: true }] });
      }
    }
    if (ja) for (const b of bridges) { const m = u.take((x) => String(x.int(80, 990))); factU.push({ who: '講師', text: `余談ですが、${b}橋の中央径間は${m}メートルです。`, fs: [{ key: `${b}|span`, spans: [`${m}メートル`], q: `${b}橋の中央径間は何メートルですか？`, np: `${b}橋の中央径間`, num: true }] }); }
    const F = ja
      ? [(c: string) => 'ここは試験に出ますので、覚えておいてください。', (c: string) => `では、${c}についてもう少し詳しく見ていきましょう。`, (c: string) => `${c}は主に肝臓で代謝されます。`, () => '質問はありますか？ないようですね。', () => '次のスライドをご覧ください。', (c: string) => `${c}と併用する場合は注意が必要です。`]
      : [() => 'Now, remember this is going to be on the exam.', (c: string) => `Let's look at ${c} in a bit more detail.`, (c: string) => `${c} is metabolised mostly in the liver.`, () => 'Any questions so far? No? Okay.', () => 'Next slide, please.', (c: string) => `Be careful combining ${c} with anything that prolongs the QT interval.`, (c: string) => `We will come back to ${c} when we talk about renal clearance.`, () => "I'll put the reading list on the course page tonight."];
    const sh = r.shuffle(factU);
    let k = 0;
    while (est < target) { if (k < sh.length && r.chance(0.3)) push(sh[k++]!); else push({ who: speakers[0]!, text: r.pick(F)(r.pick(comps)), fs: [] }); }
  } else {
    speakers = [personName(u).split(' ')[0]!, personName(u).split(' ')[0]!, personName(u)];
    const guest = speakers[2]!;
    title = `The ${pseudo(r)} Show, episode ${r.int(40, 180)}`;
    whole = ['Write show notes for this episode covering every topic discussed.', 'List every sponsor and discount code mentioned.', 'Translate this transcript into Polish, keeping the timestamps.'];
    noq = ['episode captions', ''];
    const companies = Array.from({ length: 6 }, () => u.take((x) => `${pseudo(x, 2)} ${x.pick(['Labs', 'Systems', 'Coffee', 'Bikes', 'Audio'])}`));
    const factU: Utt[] = [];
    for (const c of companies) {
      const code = u.take((x) => `${x.pick(['POD', 'SHOW', 'LISTEN', 'EP'])}${x.int(10, 99)}${x.pick(['X', 'K', 'Q', 'Z'])}`);
      factU.push({ who: speakers[r.int(0, 1)]!, text: `This episode is sponsored by ${c}; use code ${code} at checkout.`, fs: [{ key: `${c}|code`, spans: [code], q: `What discount code did they give for ${c}?`, np: `the discount code given for ${c}` }] });
      const y = u.take((x) => String(x.int(1995, 2022)));
      factU.push({ who: guest, text: `We spun ${c} out of a side project back in ${y}.`, fs: [{ key: `${c}|year`, spans: [y], q: `In what year was ${c} spun out, according to the guest?`, np: `the year ${c} was spun out`, num: true }] });
    }
    const F = [(c: string) => `I love what ${c} did with their app, honestly.`, () => 'Ha, that is so true.', () => "We'll be right back after this.", (c: string) => `So how did ${c} get its first customers?`, () => 'Thanks for listening, everyone.', (c: string) => `${c} had a rough year, right?`, () => 'Hang on, let me unmute the guest.'];
    const sh = r.shuffle(factU);
    let k = 0;
    while (est < target) { if (k < sh.length && r.chance(0.3)) push(sh[k++]!); else push({ who: r.pick(speakers), text: r.pick(F)(r.pick(companies)), fs: [] }); }
  }
  // render
  const cjk = lang === 'ja';
  const lines: string[] = fmt === 'vtt' ? ['WEBVTT', `NOTE ${title}`, ''] : [];
  const facts: Fact[] = [];
  let t = r.int(2, 20) * 1000 + r.int(0, 999);
  const speakerStyle = r.pick(['bracket', 'caps', 'voice'] as const);
  utts.forEach((x, i) => {
    const dur = 1200 + (cjk ? x.text.length * 120 : x.text.length * 55) + r.int(0, 900);
    const a = fmtTs(t, fmt), b = fmtTs(t + dur, fmt);
    t += dur + r.int(80, 1400);
    const label = kind === 'lecture' || cjk ? '' : fmt === 'vtt' && speakerStyle === 'voice' ? `<v ${x.who}>` : speakerStyle === 'caps' ? `${x.who.toUpperCase()}: ` : `[${x.who}] `;
    const body = wrapCue(label + x.text, cjk ? 24 : 42, cjk).slice(0, 4).join('\n');
    if (fmt === 'srt') lines.push(String(i + 1), `${a} --> ${b}`, body, '');
    else lines.push(...(r.chance(0.3) ? [`cue-${i + 1}`] : []), `${a} --> ${b}${r.chance(0.2) ? ' line:85% align:center' : ''}`, body, '');
    for (const f of x.fs) facts.push({ ...f, at: i / utts.length });
    for (const f of x.when ?? []) facts.push({ ...f, spans: [a], at: i / utts.length });
  });
  return { text: lines.join('\n'), facts, whole, noq, title, kind, fmt, speakers, lang };
}

// =====================================================================================
// 5. Multiple-choice sources: a drug formulary (en/de), a fleet register (en/pl), a town chronicle (en)
// =====================================================================================
export type McKind = 'formulary' | 'fleet' | 'chronicle';
export interface McSrc extends Mat { kind: McKind; lang: Lang }
const CLASSES = ['beta blocker', 'ACE inhibitor', 'calcium channel blocker', 'proton pump inhibitor', 'SSRI', 'anticonvulsant', 'antihistamine', 'loop diuretic', 'statin', 'NSAID'];
const CLASSES_DE = ['Betablocker', 'ACE-Hemmer', 'Calciumkanalblocker', 'Protonenpumpenhemmer', 'SSRI', 'Antikonvulsivum', 'Antihistaminikum', 'Schleifendiuretikum', 'Statin', 'NSAR'];
const PORTS = ['Gdynia', 'Bergen', 'Rotterdam', 'Hamburg', 'Le Havre', 'Valencia', 'Piraeus', 'Aarhus', 'Klaipeda', 'Tallinn', 'Cork', 'Genoa'];
const FLAGS = ['Malta', 'Liberia', 'Panama', 'Norway', 'Cyprus', 'Portugal', 'Denmark', 'the Marshall Islands'];
const FLAGS_PL = ['maltańską', 'liberyjską', 'panamską', 'norweską', 'cypryjską', 'portugalską', 'duńską', 'polską'];
const YARDS = ['Kvaerno', 'Meyer-Turku', 'Remontowa', 'Fincantieri', 'Damen', 'Ulstein', 'Navantia', 'Crist'];
const BUILDINGS = ['corn exchange', 'public library', 'tram depot', 'grammar school', 'lido', 'town hall annex', 'fish market', 'observatory', 'printing works', 'rope walk', 'bandstand', 'cottage hospital'];
const STREETS = ['Quay Street', 'Mill Lane', 'Castle Row', 'Tanner Street', 'High Street', 'Orchard Road', 'Bridge End', 'Chapel Walk'];

export function mcSource(r: Rng, kind: McKind, target: number, lang: 'en' | 'de' | 'pl' = 'en'): McSrc {
  const u = new Uniq(r);
  const b = new Builder();
  type Rec = { key: string; vals: Record<string, string> };
  const recs: Rec[] = [];
  let title: string, whole: string[], noq: string[];
  if (kind === 'formulary') {
    const de = lang === 'de';
    title = de ? 'Hausformular Innere Medizin — Auszug' : 'Internal medicine formulary — excerpt';
    whole = de ? ['Erstelle aus diesem Formular ein Quiz mit einer Multiple-Choice-Frage pro Wirkstoff, mit Lösungsschlüssel.', 'Liste jeden Wirkstoff mit seiner Tageshöchstdosis auf.'] : ['Write a multiple-choice quiz with one question per drug in this formulary, with an answer key.', 'List every drug with its maximum adult daily dose.', 'Translate the whole formulary into Polish.', 'How many drugs in this excerpt need a dose reduction in renal impairment?'];
    noq = de ? ['Handout für das Quiz am Donnerstag.'] : ["Handout for Thursday's pharmacology quiz.", ''];
    b.add(de ? `# ${title}\n\nDosierungsangaben gelten für Erwachsene mit normaler Nierenfunktion, sofern nicht anders angegeben.` : `# ${title}\n\nDoses are for adults with normal renal function unless stated otherwise.`);
    while (b.tokens < target) {
      const name = u.take((x) => pseudo(x, 2) + x.pick(['in', 'ol', 'ex', 'am', 'ane', 'ide']));
      const dose = u.take((x) => String(x.int(2, 240) * 5));
      const red = String(Number(dose) / 2);
      const code = u.take((x) => `${name.slice(0, 2).toUpperCase()}-${x.int(1000, 9899)}`);
      const cls = r.int(0, CLASSES.length - 1);
      recs.push({ key: name, vals: { dose: `${dose} mg`, code } });
      const renal = r.chance(0.5);
      const doseSpan = de ? `höchstens ${dose} mg pro Tag` : `up to ${dose} mg per day`;
      const codeSpan = de ? `Bestellnummer: ${code}` : `Order code: ${code}`;
      const text = de
        ? `### ${name} (${CLASSES_DE[cls]})\n- Erwachsene: ${doseSpan}, verteilt auf ${r.pick(['zwei', 'drei'])} Gaben.\n- Niereninsuffizienz: ${renal ? `Dosis auf ${red} mg täglich reduzieren, wenn eGFR < 30.` : 'keine Anpassung nötig.'}\n- Lagerung: unter ${r.pick([25, 30])} °C, vor Licht schützen.\n- ${codeSpan}\n- Hinweis: ${r.pick(['nicht mit Grapefruitsaft einnehmen.', 'kann Schwindel verursachen.', 'bei Leberinsuffizienz vorsichtig dosieren.', 'Spiegel nach 5 Tagen kontrollieren.'])}`
        : `### ${name} (${CLASSES[cls]})\n- Adults: ${doseSpan}, split into ${r.pick(['two', 'three'])} doses.\n- Renal impairment: ${renal ? `reduce to ${red} mg daily if eGFR < 30.` : 'no adjustment needed.'}\n- Storage: below ${r.pick([25, 30])} °C, protect from light.\n- ${codeSpan}\n- Note: ${r.pick(['do not take with grapefruit juice.', 'may cause dizziness.', 'use with caution in hepatic impairment.', 'check levels after 5 days.', 'take with food.'])}`;
      b.add(text, [
        { key: name, spans: [doseSpan], q: de ? `Wie hoch ist die Tageshöchstdosis von ${name} für Erwachsene?` : `What is the maximum adult daily dose of ${name}?`, np: de ? `die Tageshöchstdosis von ${name} für Erwachsene` : `the maximum adult daily dose of ${name}`, num: true, tag: 'dose' },
        { key: name, spans: [codeSpan], q: de ? `Welche Bestellnummer hat ${name}?` : `What is the order code for ${name}?`, np: de ? `die Bestellnummer von ${name}` : `the order code for ${name}`, tag: 'code' },
      ]);
    }
  } else if (kind === 'fleet') {
    const pl = lang === 'pl';
    title = pl ? 'Rejestr floty armatora — stan na 1 stycznia' : 'Fleet register — as of 1 January';
    whole = pl ? ['Przetłumacz cały rejestr na angielski.', 'Wypisz wszystkie statki z ich pojemnością brutto, od największego.'] : ['List every vessel with its gross tonnage, largest first.', 'Write a ten-question multiple-choice quiz about this register, with an answer key.', 'Summarise the register: how many vessels per flag?'];
    noq = pl ? ['do wiadomości'] : ['fyi — register extract', ''];
    b.add(pl ? `# ${title}\n\nPoniżej opis każdej jednostki floty.` : `# ${title}\n\nEach vessel in the fleet is described below.`);
    while (b.tokens < target) {
      const name = u.take((x) => `${pseudo(x, 2)}${x.chance(0.3) ? ' ' + pseudo(x, 1) : ''}`);
      const gt = u.take((x) => `${x.int(2, 96)},${String(x.int(0, 999)).padStart(3, '0')}`);
      const year = String(r.int(1968, 2023));
      const imo = u.take((x) => `IMO ${x.int(9100000, 9899999)}`);
      const fl = r.int(0, FLAGS.length - 1);
      recs.push({ key: name, vals: { gt, year, imo } });
      const gtSpan = pl ? `pojemność brutto ${gt}` : `gross tonnage of ${gt}`;
      const ySpan = pl ? `zbudowany w ${year} roku` : `built in ${year}`;
      const text = pl
        ? `Statek ${name} (${imo}), ${ySpan} w stoczni ${r.pick(YARDS)}, ma ${gtSpan} i pływa pod banderą ${FLAGS_PL[fl]}; portem macierzystym jest ${r.pick(PORTS)}. ${r.pick(['Jednostka przeszła remont klasowy w zeszłym roku.', 'Obsługuje linię dowozową na Bałtyku.', 'Czarterowana na okres trzech lat.', 'Wyposażona w płuczkę spalin.'])}`
        : `The ${name} (${imo}) was ${ySpan} at the ${r.pick(YARDS)} yard, has a ${gtSpan} and sails under the flag of ${FLAGS[fl]} from its home port of ${r.pick(PORTS)}. ${r.pick(['She completed her class renewal survey last year.', 'She runs a feeder service in the Baltic.', 'She is on a three-year time charter.', 'She was retrofitted with an exhaust scrubber.'])}`;
      b.add(text, [
        { key: name, spans: [gtSpan], q: pl ? `Jaka jest pojemność brutto statku ${name}?` : `What is the gross tonnage of the ${name}?`, np: pl ? `pojemność brutto statku ${name}` : `the gross tonnage of the ${name}`, num: true, tag: 'gt' },
        { key: name, spans: [ySpan], q: pl ? `W którym roku zbudowano statek ${name}?` : `In what year was the ${name} built?`, np: pl ? `rok budowy statku ${name}` : `the year the ${name} was built`, num: true, tag: 'year' },
      ]);
    }
  } else {
    const town = pseudo(r, 2) + r.pick(['ford', 'wick', 'by', 'mouth']);
    title = `A short chronicle of ${town}`;
    whole = [`Turn this chronicle into a timeline: every year with what happened.`, 'Write ten multiple-choice questions covering the whole chronicle, with the answers.', 'Summarise the chronicle in one paragraph per century.'];
    noq = ['local history handout', ''];
    b.add(`# ${title}\n\nCompiled from parish records and the ${town} Gazette archive.`);
    while (b.tokens < target) {
      const bld = u.take((x) => `${x.pick(['old', 'new', 'north', 'south', 'east', 'west', 'upper', 'lower', 'Victoria', 'Albert', 'harbour', 'Jubilee'])} ${x.pick(BUILDINGS)}`);
      const year = u.take((x) => String(x.int(1702, 1968)));
      const who = personName(u);
      const cost = u.take((x) => `£${x.int(2, 98) * 100 + x.int(1, 99)}`);
      recs.push({ key: bld, vals: { year, who, cost } });
      const ySpan = `In ${year}, ${who} opened the`;
      const cSpan = `at a cost of ${cost}`;
      b.add(`${ySpan} ${bld} on ${r.pick(STREETS)}, built ${cSpan}. ${r.pick([`The ${bld} was damaged by fire decades later and rebuilt in brick.`, `Locals still argue about whether the ${bld} was worth it.`, `The ${bld} closed during the war and reopened afterwards.`, `A plaque marks the spot where the ${bld} once stood.`])} ${r.pick(['Attendance figures from the period are incomplete.', 'The Gazette covered the opening on its front page.', 'Few photographs of the time survive.'])}`, [
        { key: bld, spans: [ySpan], q: `In what year did the ${bld} open?`, np: `the year the ${bld} opened`, num: true, tag: 'year' },
        { key: bld, spans: [cSpan], q: `How much did the ${bld} cost to build?`, np: `the building cost of the ${bld}`, num: true, tag: 'cost' },
      ]);
      for (let k = 0; k < r.int(1, 3) && b.tokens < target; k++) b.add(r.pick([`The population of ${town} grew steadily through this period, helped by the railway.`, `Flooding along ${r.pick(STREETS)} was a recurring complaint in the council minutes.`, `The harbour trade declined as larger ships moved to deeper ports.`, `Several families who ran shops on ${r.pick(STREETS)} appear in the records for three generations.`, `The council debated a new ${r.pick(BUILDINGS)} more than once, without a decision.`]));
    }
  }
  const facts = b.finish();
  // options: the right value and three values of the same field from other records
  const field = (f: Fact) => (f.tag === 'dose' ? 'dose' : f.tag === 'code' ? 'code' : f.tag === 'gt' ? 'gt' : f.tag === 'year' ? 'year' : 'cost');
  for (const f of facts) {
    const fld = field(f);
    const right = recs.find((x) => x.key === f.key)!.vals[fld]!;
    const others = r.sample([...new Set(recs.filter((x) => x.key !== f.key).map((x) => x.vals[fld]!))].filter((v) => v !== right), 3);
    f.opts = { right, wrong: others };
  }
  return { text: b.parts.join('\n\n'), facts, whole, noq, title, kind, lang };
}

// =====================================================================================
// 6. Voice-memo sources: a trip itinerary (en) and flat listings (en / es / id)
// =====================================================================================
export type VoiceKind = 'trip' | 'listings';
export interface VoiceSrc extends Mat { kind: VoiceKind; lang: Lang }
const HOTEL_WORDS = ['Almirante', 'Miradouro', 'Golden Anchor', 'Casa Lumen', 'The Wharf', 'Parkview', 'Stadtblick', 'Bellavista', 'Old Mill', 'Linden', 'Harbour Lights', 'Meridiano'];
const STREET_ES = ['Alcalá', 'Mayor', 'Serrano', 'del Pez', 'Fuencarral', 'Lavapiés', 'Ruzafa', 'Colón', 'San Vicente', 'Sagasta', 'Embajadores', 'Argumosa'];
const BARRIOS = ['Centro', 'Chamberí', 'Ruzafa', 'Gràcia', 'Triana', 'Malasaña', 'Eixample', 'Arganzuela'];
const STREET_ID = ['Melati', 'Kenanga', 'Cempaka', 'Dago', 'Braga', 'Kaliurang', 'Pemuda', 'Diponegoro', 'Sudirman', 'Gatot Subroto', 'Anggrek', 'Mawar'];
const DISTRICT_ID = ['Coblong', 'Sukajadi', 'Depok', 'Tebet', 'Kebayoran Baru', 'Lowokwaru', 'Sleman', 'Cidadap'];
const STREET_EN = ['Rua das Flores', 'Calle Mayor', 'Canal Street', 'Linden Avenue', 'Harbour Road', 'Mill Lane', 'Station Road', 'Park Terrace', 'Elm Grove', 'Quay Street', 'Church Lane', 'Victoria Road'];

export function voiceSource(r: Rng, kind: VoiceKind, target: number, lang: 'en' | 'es' | 'id' = 'en'): VoiceSrc {
  const u = new Uniq(r);
  const b = new Builder();
  let title: string, whole: string[], noq: string[];
  if (kind === 'trip') {
    title = 'Europe trip itinerary';
    whole = ['ok so can you um just like summarise the whole thing for me like every day of it', 'uh can you translate all of this into spanish for my mom like the whole itinerary please', 'um list all the booking references like every single one of them', 'so how many um nights are we in hotels in total and where'];
    noq = ['uh yeah so this is the itinerary from the travel agent um just so you have it', 'ok so here is the trip thing'];
    b.add(`# ${title}\n\nAll times local. Keep booking references handy at check-in.`);
    let day = 1;
    const cities = r.shuffle(CITIES);
    let ci = 0;
    while (b.tokens < target) {
      const from = cities[ci % cities.length]!, to = cities[(ci + 1) % cities.length]!;
      ci++;
      const fl = u.take((x) => `${x.pick(['TP', 'IB', 'LH', 'KL', 'FR', 'U2'])} ${x.int(100, 9899)}`);
      const ref = u.take((x) => Array.from({ length: 6 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[x.int(0, 31)]).join(''));
      const hotel = u.take((x) => `Hotel ${x.pick(HOTEL_WORDS)}|${to}`).split('|')[0]!;
      const conf = u.take((x) => String(x.int(10_000_000, 99_999_999)));
      const phone = u.take((x) => `+${x.int(30, 49)} ${x.int(20, 99)} ${x.int(100, 999)} ${x.int(1000, 9999)}`);
      const rest = u.take((x) => `${x.pick(['Taberna', 'Osteria', 'Bistro', 'Café', 'Brasserie'])} ${pseudo(x, 2)}`);
      const rref = u.take((x) => `R-${x.int(1000, 9899)}`);
      const nights = r.int(1, 3);
      b.add(`## Day ${day} — ${from} → ${to}\n\n- Flight ${fl}, ${from} → ${to}, dep ${p2(r.int(6, 20))}:${p2(r.int(0, 11) * 5)}. Booking ref ${ref}.\n- ${hotel}, ${to} — ${nights} night${nights > 1 ? 's' : ''}. Check-in from ${r.pick(['14:00', '15:00', '16:00'])}. Confirmation no. ${conf}. Phone ${phone}.\n- Dinner: ${rest}, ${p2(r.int(18, 21))}:${r.pick(['00', '30'])}, table for ${r.int(2, 6)} (ref ${rref}).\n- ${r.pick(['Free afternoon.', 'Walking tour at 10:00, meet at the main square.', 'Museum tickets are on the phone wallet.', 'Laundry day, the hotel has machines.', 'Rain likely, bring jackets.'])}`, [
        { key: fl, spans: [ref], q: `What's the booking ref for flight ${fl}?`, np: `the booking ref for flight ${fl}` },
        { key: hotel, spans: [conf], q: `What's the confirmation number for ${hotel} in ${to}?`, np: `the confirmation number for ${hotel} in ${to}`, num: true },
        { key: hotel, spans: [phone], q: `What's the phone number of ${hotel} in ${to}?`, np: `the phone number of ${hotel} in ${to}` },
        { key: rest, spans: [rref], q: `What's the reservation ref for dinner at ${rest}?`, np: `the reservation ref for dinner at ${rest}` },
      ]);
      day += nights;
    }
  } else {
    const L = lang;
    title = L === 'es' ? 'Pisos en alquiler — selección' : L === 'id' ? 'Daftar kos dan rumah sewa' : 'Flat listings shortlist';
    whole = L === 'es' ? ['eh tradúcelo todo al inglés porfa todo el documento entero', 'a ver cuántos pisos hay por debajo de mil euros o sea cuéntalos todos'] : L === 'id' ? ['eh tolong terjemahin semuanya ke bahasa inggris ya semuanya', 'eh ada berapa rumah ya yang harganya di bawah tiga juta coba hitung semua'] : ['um so how many of these flats are under like two thousand a month can you count them all', 'ok uh can you make me a table of all of them like rent size and agent for each one', 'uh summarise all the listings for me real quick like every one'];
    noq = L === 'es' ? ['eh bueno te paso esto para que lo tengas'] : L === 'id' ? ['eh ini ya daftarnya buat kamu simpan aja'] : ['uh yeah so this is the list from yesterday um just so you have it', ''];
    b.add(`# ${title}`);
    while (b.tokens < target) {
      if (L === 'es') {
        const addr = u.take((x) => `calle ${x.pick(STREET_ES)} ${x.int(2, 190)}`);
        const rent = u.take((x) => `${x.int(6, 32)}${x.int(0, 9)}0 €/mes`.replace(/^(\d)(\d{3})/, '$1.$2'));
        const phone = u.take((x) => `6${x.int(10, 99)} ${x.int(100, 999)} ${x.int(100, 999)}`);
        b.add(`### Piso en la ${addr} (${r.pick(BARRIOS)})\n- Alquiler: ${rent}\n- Fianza: ${r.int(1, 2)} meses\n- Superficie: ${r.int(35, 140)} m², ${r.int(1, 4)} dormitorios\n- Disponible desde: ${longDate(r, 'es', 2025, 2025)}\n- Contacto: ${personName(u, 'es')}, ${phone}\n- Notas: ${r.pick(['sin ascensor', 'admite mascotas', 'amueblado', 'terraza pequeña', 'gastos de comunidad incluidos'])}`, [
          { key: addr, spans: [rent], q: `¿Cuánto es el alquiler del piso de la ${addr}?`, np: `el alquiler del piso de la ${addr}`, num: true },
          { key: addr, spans: [phone], q: `¿Cuál es el teléfono de contacto del piso de la ${addr}?`, np: `el teléfono de contacto del piso de la ${addr}` },
        ]);
      } else if (L === 'id') {
        const addr = u.take((x) => `Jl. ${x.pick(STREET_ID)} No. ${x.int(2, 190)}`);
        const rent = u.take((x) => `Rp ${x.int(1, 9)}.${x.int(100, 950)}.000/bulan`);
        const phone = u.take((x) => `08${x.int(11, 59)}-${x.int(1000, 9999)}-${x.int(1000, 9999)}`);
        b.add(`### Rumah di ${addr}, ${r.pick(DISTRICT_ID)}\n- Harga sewa: ${rent}\n- Deposit: ${r.int(1, 2)} bulan\n- Luas: ${r.int(18, 120)} m², ${r.int(1, 4)} kamar tidur\n- Tersedia mulai: ${longDate(r, 'id', 2025, 2025)}\n- Kontak: ${personName(u, 'id')}, ${phone}\n- Catatan: ${r.pick(['dekat kampus', 'ada parkir motor', 'sudah termasuk listrik', 'boleh hewan peliharaan', 'kamar mandi dalam'])}`, [
          { key: addr, spans: [rent], q: `Berapa harga sewa rumah di ${addr}?`, np: `harga sewa rumah di ${addr}`, num: true },
          { key: addr, spans: [phone], q: `Berapa nomor kontak rumah di ${addr}?`, np: `nomor kontak rumah di ${addr}` },
        ]);
      } else {
        const addr = u.take((x) => `${x.int(2, 190)} ${x.pick(STREET_EN)}`);
        const rent = u.take((x) => `€${(x.int(60, 399) * 10).toLocaleString('en-US')}/month`);
        const phone = u.take((x) => `+351 9${x.int(10, 69)} ${x.int(100, 999)} ${x.int(100, 999)}`);
        const deposit = u.take((x) => `€${x.int(1, 9)},${x.int(100, 999)}`);
        b.add(`### ${addr}\n- Rent: ${rent}\n- Deposit: ${deposit}\n- Size: ${r.int(35, 140)} m², ${r.int(1, 4)} bedrooms\n- Available from: ${longDate(r, 'en', 2025, 2025)}\n- Agent: ${personName(u)}, ${phone}\n- Notes: ${r.pick(['no lift', 'pets allowed', 'furnished', 'small balcony', 'bills included', 'needs a guarantor'])}`, [
          { key: addr, spans: [rent], q: `What's the rent for the flat at ${addr}?`, np: `the rent for the flat at ${addr}`, num: true },
          { key: addr, spans: [deposit], q: `How much is the deposit for the flat at ${addr}?`, np: `the deposit for the flat at ${addr}`, num: true },
          { key: addr, spans: [phone], q: `What's the agent's phone number for the flat at ${addr}?`, np: `the agent's phone number for the flat at ${addr}` },
        ]);
      }
    }
  }
  return { text: b.parts.join('\n\n'), facts: b.finish(), whole, noq, title, kind, lang };
}

// =====================================================================================
// 7. Checklist references (for the SYSTEM prompt): plan limits (en/pl), refund policy (en/de), runbook (en)
// =====================================================================================
export type RefKind = 'spec' | 'refund' | 'runbook';
export interface RefDoc extends Mat { kind: RefKind; lang: Lang; product: string }
const PLANS = ['Starter', 'Team', 'Business', 'Enterprise', 'Education', 'Nonprofit', 'Legacy Pro', 'Legacy Plus', 'Startup'];
const PLANS_PL = ['Start', 'Zespół', 'Firma', 'Korporacja', 'Edukacja', 'Fundacja', 'Pro (archiwalny)', 'Plus (archiwalny)', 'Startup'];
const REGIONS_EN = ['EU', 'US', 'UK', 'APAC', 'Canada', 'LATAM'];
const REGIONS_PL = ['UE', 'USA', 'Wielka Brytania', 'Azja-Pacyfik', 'Kanada', 'Ameryka Łacińska'];
const CHANNELS = ['web', 'marketplace', 'in-store', 'phone'];
const COUNTRIES_DE = ['Deutschland', 'Österreich', 'der Schweiz', 'Frankreich', 'den Niederlanden', 'Polen', 'Italien', 'Spanien', 'Belgien', 'Dänemark', 'Tschechien', 'Luxemburg'];
const CHANNELS_DE = ['Webshop', 'Marktplatz', 'Filiale'];
const SERVICES = ['payments-api', 'checkout-web', 'orders-worker', 'inventory-sync', 'search-api', 'notifications', 'auth-gateway', 'pricing-engine', 'reports-cron', 'media-resizer', 'ledger', 'webhooks-out', 'cart-service', 'catalog-api', 'fraud-scorer', 'geo-router', 'email-relay', 'audit-trail'];

export function refDoc(r: Rng, kind: RefKind, target: number, lang: 'en' | 'de' | 'pl' = 'en'): RefDoc {
  const u = new Uniq(r);
  const b = new Builder();
  const product = pseudo(r, 2) + r.pick(['ly', 'io', ' Cloud', 'Desk']);
  let title: string, whole: string[], noq: string[];
  if (kind === 'spec') {
    const pl = lang === 'pl';
    title = pl ? `${product} — plany i limity` : `${product} — plans and limits`;
    whole = pl ? ['Przetłumacz całą specyfikację na angielski.', 'Zrób tabelę wszystkich limitów: plan i region w wierszach, limity w kolumnach.'] : ['Turn the whole spec into a comparison table: one row per plan and region, one column per limit.', 'Summarise the spec for a customer in plain English, covering every plan.', 'Translate the spec into Polish.', 'List every plan and region where SSO is available.'];
    noq = pl ? ['do wiadomości — wersja zatwierdzona przez dział prawny'] : ['fyi — this is the version legal approved.', ''];
    b.add(pl ? `# ${title}\n\nLimity obowiązują od pierwszego dnia okresu rozliczeniowego. W razie wątpliwości rozstrzyga umowa z klientem.` : `# ${title}\n\nLimits apply from the first day of the billing period. The customer contract prevails where it differs.`);
    const combos = r.shuffle(PLANS.flatMap((_, i) => REGIONS_EN.map((_, j) => [i, j] as const)));
    for (const [i, j] of combos) {
      if (b.tokens >= target) break;
      const P = pl ? PLANS_PL[i]! : PLANS[i]!, R = pl ? REGIONS_PL[j]! : REGIONS_EN[j]!;
      const up = u.take((x) => `${x.int(20, 990)} MB`);
      const rate = u.take((x) => `${x.int(100, 9900)}`);
      const ret = u.take((x) => `${x.int(7, 730)}`);
      const seats = u.take((x) => `${x.int(3, 900)}`);
      const rateS = pl ? `${rate} żądań na minutę` : `${rate} requests per minute`;
      const retS = pl ? `${ret} dni` : `${ret} days`;
      const seatsS = pl ? `${seats} stanowisk` : `${seats} seats`;
      const sso = r.chance(0.5);
      b.add(pl
        ? `## Plan ${P} — region ${R}\n- Maksymalny rozmiar pliku: ${up}\n- Limit API: ${rateS}\n- Przechowywanie danych: ${retS}\n- Liczba stanowisk w cenie: ${seatsS}\n- SSO: ${sso ? 'tak' : 'nie'}\n- Uwagi: ${r.pick(['limit API liczony na klucz', 'dodatkowe stanowiska płatne miesięcznie', 'dane przechowywane w regionie', 'kopie zapasowe co 24 godziny'])}`
        : `## ${P} plan — ${R} region\n- Max upload size: ${up}\n- API rate limit: ${rateS}\n- Data retention: ${retS}\n- Seats included: ${seatsS}\n- SSO: ${sso ? 'included' : 'not available'}\n- Notes: ${r.pick(['rate limit is counted per API key', 'extra seats are billed monthly', 'data stays in region', 'backups every 24 hours', 'burst allowance of 2× for 60 seconds'])}`, pl ? [
        { key: `${P}|${R}|up`, spans: [up], q: `Jaki jest maksymalny rozmiar pliku w planie ${P} w regionie ${R}?`, np: `maksymalny rozmiar pliku w planie ${P} w regionie ${R}`, num: true, label: `Maksymalny rozmiar pliku (${P}, ${R})`, blank: `Maksymalny rozmiar pliku w planie ${P} w regionie ${R} to ___ MB.` },
        { key: `${P}|${R}|rate`, spans: [rateS], q: `Jaki jest limit API w planie ${P} w regionie ${R}?`, np: `limit API w planie ${P} w regionie ${R}`, num: true, label: `Limit API (${P}, ${R})`, blank: `Limit API w planie ${P} w regionie ${R} wynosi ___ żądań na minutę.` },
        { key: `${P}|${R}|ret`, spans: [retS], q: `Jak długo są przechowywane dane w planie ${P} w regionie ${R}?`, np: `okres przechowywania danych w planie ${P} w regionie ${R}`, num: true, label: `Przechowywanie danych (${P}, ${R})`, blank: `Dane w planie ${P} w regionie ${R} są przechowywane przez ___ dni.` },
      ] : [
        { key: `${P}|${R}|up`, spans: [up], q: `What is the max upload size on the ${P} plan in the ${R} region?`, np: `the max upload size on the ${P} plan in the ${R} region`, num: true, label: `Max upload size (${P}, ${R})`, blank: `The max upload size on the ${P} plan in the ${R} region is ___ MB.` },
        { key: `${P}|${R}|rate`, spans: [rateS], q: `What is the API rate limit on the ${P} plan in the ${R} region?`, np: `the API rate limit on the ${P} plan in the ${R} region`, num: true, label: `API rate limit (${P}, ${R})`, blank: `The API rate limit on the ${P} plan in the ${R} region is ___ requests per minute.` },
        { key: `${P}|${R}|ret`, spans: [retS], q: `How long is data retained on the ${P} plan in the ${R} region?`, np: `the data retention on the ${P} plan in the ${R} region`, num: true, label: `Data retention (${P}, ${R})`, blank: `Data on the ${P} plan in the ${R} region is kept for ___ days.` },
        { key: `${P}|${R}|seats`, spans: [seatsS], q: `How many seats are included on the ${P} plan in the ${R} region?`, np: `the number of seats included on the ${P} plan in the ${R} region`, num: true, label: `Seats included (${P}, ${R})`, blank: `The ${P} plan in the ${R} region includes ___ seats.` },
      ]);
    }
  } else if (kind === 'refund') {
    const de = lang === 'de';
    title = de ? 'Rückgabe- und Erstattungsrichtlinie' : 'Returns and refunds policy';
    whole = de ? ['Fasse die gesamte Richtlinie in einer Tabelle zusammen: Land und Kanal in den Zeilen, Fristen und Gebühren in den Spalten.', 'Übersetze die ganze Richtlinie ins Englische.'] : ['Turn the whole policy into a checklist agents can follow, covering every region and channel.', 'Summarise every rule in this policy as a table.', 'Translate the policy into German.', 'Which regions charge a restocking fee? List them all with the fee.'];
    noq = de ? ['zur Info: das ist die vom Rechtsteam freigegebene Fassung.'] : ['fyi — updated policy below, no action needed.', ''];
    b.add(de ? `# ${title}\n\nGilt für alle Bestellungen ab dem 1. des Monats. Gesetzliche Rechte bleiben unberührt.` : `# ${title}\n\nApplies to all orders placed from the 1st of the month. Statutory rights are not affected.`);
    const days = (x: Rng) => `${x.int(7, 120)}`;
    const combos = de ? r.shuffle(COUNTRIES_DE.flatMap((c) => CHANNELS_DE.map((ch) => [c, ch] as const))) : r.shuffle([...REGIONS_EN, 'Nordics', 'Middle East', 'Switzerland', 'South Africa'].flatMap((c) => CHANNELS.map((ch) => [c, ch] as const)));
    for (const [c, ch] of combos) {
      if (b.tokens >= target) break;
      const win = u.take(days), proc = u.take(days);
      const fee = u.take((x) => `${x.int(1, 25)}.${x.int(1, 9)}`);
      const label = u.take((x) => `${x.int(2, 14)}.${p2(x.int(0, 99))}`);
      if (de) {
        const winS = `innerhalb von ${win} Tagen`, feeS = `${fee.replace('.', ',')} %`, labS = `${label.replace('.', ',')} €`;
        b.add(`## ${ch}-Bestellungen aus ${c}\nKundinnen und Kunden können Artikel ${winS} nach Lieferung zurückgeben. Es fällt eine Wiedereinlagerungsgebühr von ${feeS} an. Das Rücksendeetikett kostet ${labS}. Erstattungen werden innerhalb von ${proc} Werktagen bearbeitet. ${r.pick(['Reduzierte Ware ist vom Umtausch ausgeschlossen.', 'Geschenkgutscheine werden nicht erstattet.', 'Beschädigte Ware muss fotografiert werden.'])}`, [
          { key: `${c}|${ch}|win`, spans: [winS], q: `Wie lang ist die Rückgabefrist für ${ch}-Bestellungen aus ${c}?`, np: `die Rückgabefrist für ${ch}-Bestellungen aus ${c}`, num: true, label: `Rückgabefrist (${ch}, ${c})`, blank: `Die Rückgabefrist für ${ch}-Bestellungen aus ${c} beträgt ___ Tage.` },
          { key: `${c}|${ch}|fee`, spans: [feeS], q: `Wie hoch ist die Wiedereinlagerungsgebühr für ${ch}-Bestellungen aus ${c}?`, np: `die Wiedereinlagerungsgebühr für ${ch}-Bestellungen aus ${c}`, num: true, label: `Wiedereinlagerungsgebühr (${ch}, ${c})`, blank: `Die Wiedereinlagerungsgebühr für ${ch}-Bestellungen aus ${c} beträgt ___ %.` },
          { key: `${c}|${ch}|lab`, spans: [labS], q: `Was kostet das Rücksendeetikett für ${ch}-Bestellungen aus ${c}?`, np: `die Kosten des Rücksendeetiketts für ${ch}-Bestellungen aus ${c}`, num: true, label: `Rücksendeetikett (${ch}, ${c})`, blank: `Das Rücksendeetikett für ${ch}-Bestellungen aus ${c} kostet ___ €.` },
        ]);
      } else {
        const winS = `within ${win} days of delivery`, feeS = `restocking fee of ${fee}%`, labS = `label costs €${label}`;
        b.add(`## ${c} — ${ch} orders\nCustomers may return items ${winS}. A ${feeS} applies to opened items. The prepaid return ${labS} and is deducted from the refund. Refunds are processed within ${proc} business days. ${r.pick(['Sale items can be exchanged but not refunded.', 'Gift cards are non-refundable.', 'Damaged goods must be photographed before collection.', 'Bulky items are collected by the carrier.'])}`, [
          { key: `${c}|${ch}|win`, spans: [winS], q: `What is the return window for ${c} ${ch} orders?`, np: `the return window for ${c} ${ch} orders`, num: true, label: `Return window (${c}, ${ch})`, blank: `The refund window for ${c} ${ch} orders is ___ days.` },
          { key: `${c}|${ch}|fee`, spans: [feeS], q: `What restocking fee applies to ${c} ${ch} orders?`, np: `the restocking fee for ${c} ${ch} orders`, num: true, label: `Restocking fee (${c}, ${ch})`, blank: `The restocking fee for ${c} ${ch} orders is ___%.` },
          { key: `${c}|${ch}|lab`, spans: [labS], q: `How much does the prepaid return label cost for ${c} ${ch} orders?`, np: `the cost of the prepaid return label for ${c} ${ch} orders`, num: true, label: `Return label cost (${c}, ${ch})`, blank: `The prepaid return label for ${c} ${ch} orders costs €___.` },
        ]);
      }
    }
  } else {
    title = `${product} on-call runbook`;
    whole = ['Turn the whole runbook into a one-page checklist covering every service.', 'List every service with its paging threshold and escalation time.', 'Summarise the runbook for a new on-call engineer.', 'Translate the runbook into Polish.'];
    noq = ['fyi — runbook as of this morning.', ''];
    b.add(`# ${title}\n\nPage the primary on-call first. Every threshold below is evaluated over a rolling window.`);
    for (const svc of r.shuffle(SERVICES)) {
      if (b.tokens >= target) break;
      for (const env of r.sample(['prod-eu', 'prod-us', 'prod-ap'], r.int(1, 3))) {
        if (b.tokens >= target) break;
        const p99 = u.take((x) => `${x.int(120, 4800)} ms`);
        const esc = u.take((x) => `${x.int(5, 95)} minutes`);
        const budget = u.take((x) => `${x.int(1, 99) / 100}%`);
        const maxr = u.take((x) => `${x.int(4, 240)} replicas`);
        b.add(`### ${svc} (${env})\n- Page when p99 latency is above ${p99} for 5 minutes.\n- Escalate to the secondary after ${esc} without acknowledgement.\n- Error budget: ${budget} per 30 days.\n- Autoscaling ceiling: ${maxr}.\n- Rollback: \`deployctl rollback ${svc} --env ${env} --to previous\`\n- Dashboard: https://grafana.internal/d/${u.take((x) => x.hex(8))}/${svc}`, [
          { key: `${svc}@${env}|p99`, spans: [`above ${p99}`], q: `At what p99 latency is on-call paged for ${svc} in ${env}?`, np: `the p99 paging threshold for ${svc} in ${env}`, num: true, label: `p99 paging threshold (${svc}, ${env})`, blank: `On-call for ${svc} in ${env} is paged when p99 latency is above ___ ms.` },
          { key: `${svc}@${env}|esc`, spans: [`after ${esc}`], q: `After how long is a ${svc} page in ${env} escalated to the secondary?`, np: `the escalation time for ${svc} in ${env}`, num: true, label: `Escalation after (${svc}, ${env})`, blank: `An unacknowledged ${svc} page in ${env} escalates to the secondary after ___ minutes.` },
          { key: `${svc}@${env}|budget`, spans: [`Error budget: ${budget}`], q: `What is the error budget of ${svc} in ${env}?`, np: `the error budget of ${svc} in ${env}`, num: true, label: `Error budget (${svc}, ${env})`, blank: `The error budget of ${svc} in ${env} is ___% per 30 days.` },
          { key: `${svc}@${env}|max`, spans: [maxr], q: `What is the autoscaling ceiling for ${svc} in ${env}?`, np: `the autoscaling ceiling for ${svc} in ${env}`, num: true, label: `Autoscaling ceiling (${svc}, ${env})`, blank: `${svc} in ${env} scales to at most ___ replicas.` },
        ]);
      }
    }
  }
  return { text: b.parts.join('\n\n'), facts: b.finish(), whole, noq, title, kind, lang, product };
}

// =====================================================================================
// 8. Pasted blocks for question-first pastes: app log, JSON export, YAML config, CSV (questions en/ja/id)
// =====================================================================================
export type BlockKind = 'log' | 'json' | 'yaml' | 'csv';
export interface Block extends Mat { kind: BlockKind; what: string }
const QB: Record<'en' | 'ja' | 'id', {
  lat: (id: string) => [string, string]; trace: (j: string) => [string, string]; mrr: (e: string) => [string, string]; login: (e: string) => [string, string];
  tmo: (s: string) => [string, string]; img: (s: string) => [string, string]; opened: (t: string) => [string, string]; assignee: (t: string) => [string, string];
}> = {
  en: {
    lat: (id) => [`How long did request ${id} take?`, `how long request ${id} took`], trace: (j) => [`What trace id did the failed ${j} job log?`, `the trace id of the failed ${j} job`],
    mrr: (e) => [`What's the MRR for ${e}?`, `the MRR for ${e}`], login: (e) => [`When did ${e} last log in?`, `the last login of ${e}`],
    tmo: (s) => [`What's TIMEOUT_MS set to for ${s}?`, `the TIMEOUT_MS of ${s}`], img: (s) => [`Which image tag does ${s} run?`, `the image tag ${s} runs`],
    opened: (t) => [`When was ticket ${t} opened?`, `when ticket ${t} was opened`], assignee: (t) => [`Who is ticket ${t} assigned to?`, `the assignee of ticket ${t}`],
  },
  ja: {
    lat: (id) => [`リクエスト${id}の処理時間はどれくらいでしたか？`, `リクエスト${id}の処理時間`], trace: (j) => [`失敗した${j}ジョブのtrace IDは何ですか？`, `失敗した${j}ジョブのtrace ID`],
    mrr: (e) => [`${e}のMRRはいくらですか？`, `${e}のMRR`], login: (e) => [`${e}の最終ログインはいつですか？`, `${e}の最終ログイン日時`],
    tmo: (s) => [`${s}のTIMEOUT_MSはいくつに設定されていますか？`, `${s}のTIMEOUT_MS`], img: (s) => [`${s}はどのイメージタグで動いていますか？`, `${s}のイメージタグ`],
    opened: (t) => [`チケット${t}はいつ起票されましたか？`, `チケット${t}の起票日時`], assignee: (t) => [`チケット${t}の担当者は誰ですか？`, `チケット${t}の担当者`],
  },
  id: {
    lat: (id) => [`Berapa lama waktu proses request ${id}?`, `waktu proses request ${id}`], trace: (j) => [`Apa trace ID dari job ${j} yang gagal?`, `trace ID dari job ${j} yang gagal`],
    mrr: (e) => [`Berapa MRR untuk ${e}?`, `MRR untuk ${e}`], login: (e) => [`Kapan ${e} terakhir login?`, `waktu login terakhir ${e}`],
    tmo: (s) => [`Berapa nilai TIMEOUT_MS untuk ${s}?`, `nilai TIMEOUT_MS untuk ${s}`], img: (s) => [`Image tag apa yang dipakai ${s}?`, `image tag yang dipakai ${s}`],
    opened: (t) => [`Kapan tiket ${t} dibuka?`, `waktu tiket ${t} dibuka`], assignee: (t) => [`Tiket ${t} ditugaskan ke siapa?`, `orang yang ditugaskan untuk tiket ${t}`],
  },
};
const TENANTS = ['acme-corp', 'brenvik', 'talmora', 'kesla', 'northgate', 'vireo', 'hollis', 'marlow', 'ardent', 'quayside'];
const ROUTES = ['POST /v1/invoices', 'GET /v1/invoices/:id', 'GET /v1/customers', 'PATCH /v1/customers/:id', 'POST /v1/payments', 'GET /v1/reports/daily', 'DELETE /v1/sessions/:id', 'POST /v1/webhooks/test'];

export function pasteBlock(r: Rng, kind: BlockKind, target: number, qlang: 'en' | 'ja' | 'id' = 'en'): Block {
  const u = new Uniq(r);
  const b = new Builder();
  const Q = QB[qlang];
  let what: string, whole: string[];
  if (kind === 'log') {
    what = 'the log';
    whole = ['how many ERROR lines are there, per service?', 'can you summarise this log for me, every error and warning?', 'list every request slower than 1000ms'];
    let t = Date.UTC(2024, r.int(0, 11), r.int(1, 27), r.int(0, 20), r.int(0, 59));
    while (b.tokens < target) {
      t += r.int(5, 4000);
      const ts = new Date(t).toISOString();
      const host = `api-${r.hex(4)}`;
      if (r.chance(0.12)) {
        const job = u.take((x) => `${x.pick(['settle-batch', 'invoice-sync', 'ledger-close', 'export-csv'])}-${x.int(1000, 9899)}`);
        const trace = u.take((x) => x.hex(16));
        const [q, np] = Q.trace(job);
        b.add(`${ts} ERROR worker-${r.int(1, 9)} job=${job} failed: ${r.pick(['upstream timeout after 30000ms', 'deadlock detected', 'connection reset by peer', 'quota exceeded'])} (attempt ${r.int(1, 5)}/5) trace=${trace}`, [{ key: job, spans: [trace], q, np }]);
      } else if (r.chance(0.08)) {
        b.add(`${ts} WARN  ${host} ${r.pick(['slow query on invoices_by_tenant (2.4s)', 'retrying webhook delivery', 'cache miss ratio above 40%', 'token refresh took 1.9s'])}`);
      } else {
        const id = u.take((x) => x.hex(8));
        const lat = u.take((x) => `${x.int(3, 4800)}ms`);
        const [q, np] = Q.lat(id);
        b.add(`${ts} INFO  ${host} [req=${id}] ${r.pick(ROUTES)} ${r.pick([200, 200, 200, 201, 204, 400, 404, 500])} ${lat} tenant=${r.pick(TENANTS)}`, [{ key: id, spans: [lat], q, np, num: true }]);
      }
    }
  } else if (kind === 'json') {
    what = 'the export';
    whole = ['can you convert this JSON to CSV?', 'how many users are on the pro plan?', 'total MRR per country please'];
    const rows: string[] = [];
    while (b.tokens < target) {
      const email = u.take((x) => `${x.pick(FIRST).toLowerCase()}.${x.pick(LAST).toLowerCase()}@${x.pick(TENANTS)}.com`);
      const mrr = u.take((x) => `${x.int(9, 4800)}.${x.pick(['5', '25', '75', '9'])}`);
      const login = u.take((x) => `2024-${p2(x.int(1, 12))}-${p2(x.int(1, 28))}T${p2(x.int(0, 23))}:${p2(x.int(0, 59))}:${p2(x.int(0, 59))}Z`);
      const obj = `  {"id": ${u.take((x) => String(x.int(10000, 99999)))}, "email": "${email}", "plan": "${r.pick(['free', 'pro', 'pro', 'team', 'enterprise'])}", "mrr": ${mrr}, "country": "${r.pick(['DE', 'NL', 'PL', 'ES', 'US', 'JP', 'ID'])}", "last_login": "${login}", "flags": [${r.sample(['"beta"', '"sso"', '"invoice_billing"', '"legacy"'], r.int(0, 2)).join(', ')}]}`;
      rows.push(obj);
      const [q1, np1] = Q.mrr(email), [q2, np2] = Q.login(email);
      b.add(obj, [{ key: email, spans: [`"mrr": ${mrr},`], q: q1, np: np1, num: true }, { key: email, spans: [login], q: q2, np: np2 }]);
    }
    b.parts = [`[\n${rows.join(',\n')}\n]`];
    for (const f of b.facts) f.at = (f.at ?? 0);
    const n = rows.length;
    return { text: b.parts[0]!, facts: b.facts.map((f) => ({ ...f, at: (f.at ?? 0) / n })), whole, noq: [], title: 'users export', kind, what };
  } else if (kind === 'yaml') {
    what = 'the config';
    whole = ['summarise this config for me, every service', 'convert it to JSON', 'which services have more than 4 replicas? list them all'];
    b.add(`# deploy/values-prod.yaml (rendered)\nglobal:\n  region: eu-west-1\n  imageRegistry: registry.internal:5000\nservices:`);
    const svcs = r.shuffle(SERVICES);
    let k = 0;
    while (b.tokens < target) {
      const svc = k < svcs.length ? svcs[k]! : `${svcs[k % svcs.length]}-${Math.floor(k / svcs.length) + 1}`;
      k++;
      const tag = u.take((x) => `${x.int(1, 9)}.${x.int(0, 40)}.${x.int(0, 30)}`);
      const tmo = u.take((x) => String(x.int(200, 60000)));
      const [q1, np1] = Q.img(svc), [q2, np2] = Q.tmo(svc);
      b.add(`  ${svc}:\n    image: registry.internal:5000/${svc}:${tag}\n    replicas: ${r.int(1, 12)}\n    port: ${r.pick([8080, 8443, 3000, 9000])}\n    env:\n      LOG_LEVEL: ${r.pick(['info', 'warn', 'debug'])}\n      TIMEOUT_MS: "${tmo}"\n      DB_POOL_SIZE: "${r.int(4, 64)}"\n    resources:\n      limits: {cpu: "${r.pick(['500m', '1', '2'])}", memory: ${r.pick(['256Mi', '512Mi', '1Gi', '2Gi'])}}`, [
        { key: svc, spans: [`${svc}:${tag}`], q: q1, np: np1 },
        { key: svc, spans: [`TIMEOUT_MS: "${tmo}"`], q: q2, np: np2, num: true },
      ]);
    }
  } else {
    what = 'the tickets export';
    whole = ['list every ticket that breached SLA', 'how many tickets per assignee?', 'convert this to a markdown table'];
    b.add('ticket_id,customer,priority,opened_at,assignee,sla_hours,status,subject');
    while (b.tokens < target) {
      const id = u.take((x) => `TCK-${x.int(10000, 99999)}`);
      const opened = u.take((x) => `2024-${p2(x.int(1, 12))}-${p2(x.int(1, 28))} ${p2(x.int(0, 23))}:${p2(x.int(0, 59))}`);
      const who = u.take((x) => `${x.pick(FIRST)} ${x.pick(LAST)}|${id}`).split('|')[0]!;
      const [q1, np1] = Q.opened(id), [q2, np2] = Q.assignee(id);
      b.add([id, r.pick(TENANTS), r.pick(['P1', 'P2', 'P3', 'P3', 'P4']), opened, who, r.pick([4, 8, 24, 72]), r.pick(['open', 'pending', 'solved', 'solved', 'breached']), `"${r.pick(['Cannot export invoices', 'SSO login loop', 'Webhook retries', 'Wrong VAT on invoice', 'API 429 errors', 'Missing report rows'])}"`].join(','), [
        { key: id, spans: [opened], q: q1, np: np1 },
        { key: id, spans: [`${opened},${who}`], q: q2, np: np2, tag: 'assignee' },
      ]);
    }
  }
  return { text: b.parts.join('\n'), facts: b.finish(), whole, noq: [], title: what, kind, what };
}

// =====================================================================================
// 9a. Markdown tables (80–200 rows): inventory (en/pl), flights (en/es), staff + teams (two-hop)
// =====================================================================================
export type TableKind = 'inventory' | 'flights' | 'staff';
export interface MdTable extends Mat { kind: TableKind; rows: number; lang: Lang }
const mdRow = (cells: string[]) => `| ${cells.join(' | ')} |`;
const SUPPLIERS = ['Kestrel Parts', 'Orka GmbH', 'Lumen Supply', 'Brightwater', 'Polaris Components', 'Vantage Tools', 'Nordic Fasteners'];
const PRODUCTS = ['hex bolt M8', 'wing nut M6', 'cable tie 300mm', 'hinge 75mm', 'drawer slide 450mm', 'castor wheel 50mm', 'gasket 2in', 'pipe clamp 32mm', 'shelf bracket', 'door stop', 'spring washer M10', 'threaded rod M12'];
const PRODUCTS_PL = ['śruba M8', 'nakrętka motylkowa M6', 'opaska kablowa 300 mm', 'zawias 75 mm', 'prowadnica 450 mm', 'kółko 50 mm', 'uszczelka 2"', 'obejma 32 mm', 'wspornik półki', 'odbój drzwiowy', 'podkładka sprężysta M10', 'pręt gwintowany M12'];
const AIRPORTS = ['LIS', 'MAD', 'BCN', 'FRA', 'MUC', 'AMS', 'CDG', 'WAW', 'KRK', 'CPH', 'DUB', 'VIE', 'ZRH', 'OPO', 'BIO', 'VLC'];

export function mdTable(r: Rng, kind: TableKind, nrows: number, lang: 'en' | 'pl' | 'es' = 'en', twoHop = false): MdTable {
  const u = new Uniq(r);
  const facts: Fact[] = [];
  const lines: string[] = [];
  let title: string, whole: string[], noq: string[];
  if (kind === 'inventory') {
    const pl = lang === 'pl';
    title = pl ? 'Stany magazynowe — stan na koniec tygodnia' : 'Stock levels — end of week';
    whole = pl ? ['Przekonwertuj tabelę na CSV.', 'Ile pozycji jest poniżej progu zamówienia? Wypisz je wszystkie.'] : ['Convert the table to CSV.', 'How many SKUs are below their reorder level? List them all.', 'Give me the total stock value (qty × unit price) per warehouse.', 'Sort the table by quantity, highest first, and give it back.'];
    noq = pl ? ['do wiadomości'] : ['fyi', ''];
    lines.push(pl ? mdRow(['Indeks', 'Produkt', 'Magazyn', 'Ilość', 'Cena jedn.', 'Dostawca', 'Próg zamówienia']) : mdRow(['SKU', 'Product', 'Warehouse', 'Qty', 'Unit price', 'Supplier', 'Reorder at']), '|---|---|---|---:|---:|---|---:|');
    for (let i = 0; i < nrows; i++) {
      const sku = u.take((x) => `${x.pick(['HB', 'WN', 'CT', 'HG', 'DS', 'CW', 'GK', 'PC'])}-${x.int(10000, 99999)}`);
      const qty = u.take((x) => String(x.int(100, 48000)));
      const price = u.take((x) => pl ? `${x.int(0, 89)},${p2(x.int(1, 99))} zł` : `€${x.int(0, 89)}.${p2(x.int(1, 99))}`);
      lines.push(mdRow([sku, r.pick(pl ? PRODUCTS_PL : PRODUCTS), r.pick(pl ? ['Łódź', 'Poznań', 'Gdańsk', 'Wrocław'] : ['Leeds', 'Bristol', 'Reading', 'Derby']), qty, price, r.pick(SUPPLIERS), String(r.int(1, 40) * 50)]));
      facts.push(
        { key: sku, spans: [qty], q: pl ? `Ile sztuk pozycji ${sku} jest na stanie?` : `How many units of ${sku} are in stock?`, np: pl ? `stan magazynowy pozycji ${sku}` : `the stock quantity of ${sku}`, num: true, at: i / nrows },
        { key: sku, spans: [price], q: pl ? `Jaka jest cena jednostkowa pozycji ${sku}?` : `What's the unit price of ${sku}?`, np: pl ? `cenę jednostkową pozycji ${sku}` : `the unit price of ${sku}`, num: true, at: i / nrows },
      );
    }
  } else if (kind === 'flights') {
    const es = lang === 'es';
    title = es ? 'Salidas — terminal 2' : 'Departures board — terminal 2';
    whole = es ? ['¿Cuántos vuelos están retrasados? Enuméralos todos.', 'Convierte la tabla a CSV.'] : ['How many flights are delayed? List them all.', 'Convert the table to CSV.', 'Group the flights by destination and count them.'];
    noq = es ? ['para que lo tengas'] : ['fyi', ''];
    lines.push(es ? mdRow(['Vuelo', 'Origen', 'Destino', 'Salida', 'Llegada', 'Puerta', 'Estado', 'Avión']) : mdRow(['Flight', 'From', 'To', 'Dep', 'Arr', 'Gate', 'Status', 'Aircraft']), '|---|---|---|---|---|---|---|---|');
    for (let i = 0; i < nrows; i++) {
      const fl = u.take((x) => `${x.pick(['TP', 'IB', 'LH', 'KL', 'LO', 'VY', 'SK', 'AF'])}${x.int(100, 9899)}`);
      const gate = u.take((x) => `${x.pick(['A', 'B', 'C', 'D', 'E'])}${x.int(1, 60)}`);
      const reg = u.take((x) => `${x.pick(['D-A', 'EC-M', 'CS-T', 'SP-L', 'PH-E', 'F-H'])}${Array.from({ length: 3 }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[x.int(0, 25)]).join('')}`);
      const [a, b] = r.sample(AIRPORTS, 2);
      const dh = r.int(5, 22), dm = r.int(0, 11) * 5;
      lines.push(mdRow([fl, a!, b!, `${p2(dh)}:${p2(dm)}`, `${p2((dh + r.int(1, 4)) % 24)}:${p2(r.int(0, 11) * 5)}`, gate, r.pick(es ? ['En hora', 'En hora', 'Retrasado', 'Embarcando', 'Cancelado'] : ['On time', 'On time', 'Delayed', 'Boarding', 'Cancelled']), reg]));
      facts.push(
        { key: fl, spans: [`| ${gate} |`], q: es ? `¿Por qué puerta sale el vuelo ${fl}?` : `Which gate does flight ${fl} leave from?`, np: es ? `la puerta del vuelo ${fl}` : `the gate of flight ${fl}`, at: i / nrows },
        { key: fl, spans: [reg], q: es ? `¿Qué avión opera el vuelo ${fl}?` : `Which aircraft is operating flight ${fl}?`, np: es ? `la matrícula del avión del vuelo ${fl}` : `the registration of the aircraft operating flight ${fl}`, at: i / nrows },
      );
    }
  } else {
    title = 'Staff directory';
    whole = ['How many people are in each team?', 'Convert the staff table to CSV.', 'List everyone based in Lisbon.'];
    noq = ['fyi — directory export', ''];
    const teams = Array.from({ length: 9 }, () => u.take((x) => pseudo(x, 2)));
    const people: { name: string; ext: string; team: string }[] = [];
    lines.push(mdRow(['Name', 'Team', 'Location', 'Ext', 'Start date', 'Desk']), '|---|---|---|---:|---|---|');
    for (let i = 0; i < nrows; i++) {
      const name = personName(u);
      const ext = u.take((x) => String(x.int(2000, 8999)));
      const start = u.take((x) => `${x.int(2011, 2024)}-${p2(x.int(1, 12))}-${p2(x.int(1, 28))}`);
      const team = r.pick(teams);
      people.push({ name, ext, team });
      lines.push(mdRow([name, team, r.pick(['Lisbon', 'Berlin', 'Remote', 'Warsaw', 'Dublin']), ext, start, `${r.pick(['N', 'S'])}${r.int(1, 6)}-${p2(r.int(1, 40))}`]));
      facts.push(
        { key: name, spans: [`| ${ext} |`], q: `What's ${name}'s phone extension?`, np: `${name}'s phone extension`, num: true, at: (i / nrows) * 0.9 },
        { key: name, spans: [start], q: `When did ${name} start?`, np: `${name}'s start date`, at: (i / nrows) * 0.9 },
      );
    }
    lines.push('', '### Teams', '', mdRow(['Team', 'Lead', 'Slack channel']), '|---|---|---|');
    const leads = new Map<string, string>();
    for (const t of teams) { const p = r.pick(people); leads.set(t, p.name); lines.push(mdRow([t, p.name, `#team-${t.toLowerCase()}`])); }
    if (twoHop) {
      const t = r.pick(teams.filter((x) => people.filter((p) => p.name === leads.get(x)).length === 1));
      const lead = people.find((p) => p.name === leads.get(t))!;
      facts.push({ key: 'hop', spans: [`${t} | ${lead.name}`, `| ${lead.ext} |`], q: `What's the phone extension of the lead of team ${t}?`, np: `the phone extension of the lead of team ${t}`, num: true, hops: 2, at: 0.95 });
    }
  }
  return { text: `## ${title}\n\n${lines.join('\n')}`, facts, whole, noq, title, kind, rows: nrows, lang };
}

// =====================================================================================
// 9b. Chat exports: Slack copy, "[10:42] alice:", WhatsApp, Discord (en / de / id / ja)
// =====================================================================================
export type ChatFmt = 'slack' | 'simple' | 'whatsapp' | 'discord';
export interface ChatExp extends Mat { fmt: ChatFmt; lang: Lang; people: string[] }
type CL = 'en' | 'de' | 'id' | 'ja';
const CHAT: Record<CL, {
  hot: (s: string, v: string) => string; hotQ: (s: string) => [string, string];
  pr: (n: string, bug: string) => string; prQ: (bug: string) => [string, string];
  stand: (t: string, tm: string) => string; standQ: (t: string) => [string, string];
  inv: (v: string, a: string) => string; invQ: (v: string) => [string, string];
  wifi: (c: string, pw: string) => string; wifiQ: (c: string) => [string, string];
  amount: (x: Rng) => string; bugs: string[];
  filler: ((s: string, v: string, p: string) => string)[];
  whole: (p: string) => string[]; noq: string[];
}> = {
  en: {
    hot: (s, v) => `hotfix ${v} for ${s} is out, please redeploy your envs`, hotQ: (s) => [`Which hotfix version went out for ${s}?`, `the hotfix version that went out for ${s}`],
    pr: (n, bug) => `PR ${n} fixes the ${bug} thing, can someone review?`, prQ: (bug) => [`Which PR fixes the ${bug} issue?`, `the PR that fixes the ${bug} issue`],
    stand: (t, tm) => `heads up: ${t} standup moves to ${tm} starting tomorrow`, standQ: (t) => [`What time is the ${t} standup moving to?`, `the new time of the ${t} standup`],
    inv: (v, a) => `the ${v} invoice came in at ${a}, forwarding to finance`, invQ: (v) => [`How much was the ${v} invoice?`, `the amount of the ${v} invoice`],
    wifi: (c, pw) => `${c} office guest wifi password is now ${pw}`, wifiQ: (c) => [`What's the new guest wifi password for the ${c} office?`, `the new guest wifi password for the ${c} office`],
    amount: (x) => `€${x.int(1, 48)},${x.int(100, 999)}.${p2(x.int(0, 99))}`,
    bugs: ['login redirect', 'double charge', 'timezone', 'CSV export', 'flaky upload', 'dark mode contrast', 'webhook retry', 'PDF footer'],
    filler: [() => 'lol', () => 'brb', () => '+1', (s) => `anyone seen the ${s} dashboard today? looks weird`, () => 'thx!', (s) => `who's on call for ${s} this week?`, (s) => `I'll look at ${s} after lunch`, (_s, v) => `${v} still hasn't sent the contract`, () => ':eyes:', () => 'ok merged', () => 'can someone review my PR pls', () => 'ugh flaky tests again', (s) => `is ${s} deploy frozen until Monday?`, (_s, v) => `did we ever pay ${v} for last month?`, () => 'coffee anyone?', () => 'sorry, was in a meeting'],
    whole: (p) => ['List every person in this chat.', 'Summarise the whole chat.', `How many messages did ${p} send?`, 'Extract every decision and announcement with who made it.', 'Translate the whole chat into German.'],
    noq: ['fyi', 'chat export from yesterday, for the record', ''],
  },
  de: {
    hot: (s, v) => `Hotfix ${v} für ${s} ist raus, bitte eure Umgebungen neu deployen`, hotQ: (s) => [`Welche Hotfix-Version wurde für ${s} veröffentlicht?`, `die Hotfix-Version, die für ${s} veröffentlicht wurde`],
    pr: (n, bug) => `PR ${n} behebt das ${bug}-Problem, kann jemand reviewen?`, prQ: (bug) => [`Welcher PR behebt das ${bug}-Problem?`, `den PR, der das ${bug}-Problem behebt`],
    stand: (t, tm) => `Achtung: das ${t}-Standup ist ab morgen um ${tm}`, standQ: (t) => [`Auf welche Uhrzeit wird das ${t}-Standup verlegt?`, `die neue Uhrzeit des ${t}-Standups`],
    inv: (v, a) => `Die Rechnung von ${v} liegt bei ${a}, leite ich an die Buchhaltung weiter`, invQ: (v) => [`Wie hoch war die Rechnung von ${v}?`, `den Betrag der Rechnung von ${v}`],
    wifi: (c, pw) => `Das Gäste-WLAN-Passwort im Büro ${c} ist jetzt ${pw}`, wifiQ: (c) => [`Wie lautet das neue Gäste-WLAN-Passwort im Büro ${c}?`, `das neue Gäste-WLAN-Passwort im Büro ${c}`],
    amount: (x) => `${x.int(1, 48)}.${x.int(100, 999)},${p2(x.int(0, 99))} €`,
    bugs: ['Login-Weiterleitung', 'Doppelbuchung', 'Zeitzonen', 'CSV-Export', 'Upload', 'Kontrast', 'Webhook', 'PDF-Fußzeilen'],
    filler: [() => 'haha', () => 'bin gleich zurück', () => '+1', (s) => `hat jemand heute aufs ${s}-Dashboard geschaut? sieht komisch aus`, () => 'danke!', (s) => `wer hat diese Woche Rufbereitschaft für ${s}?`, (s) => `ich schau mir ${s} nach dem Mittag an`, (_s, v) => `${v} hat den Vertrag immer noch nicht geschickt`, () => 'ok, gemergt', () => 'kann jemand meinen PR reviewen?', () => 'schon wieder flaky Tests', (s) => `ist ${s} bis Montag eingefroren?`, () => 'Kaffee?', () => 'sorry, war im Meeting'],
    whole: (p) => ['Liste alle Personen in diesem Chat auf.', 'Fasse den ganzen Chat zusammen.', `Wie viele Nachrichten hat ${p} geschrieben?`, 'Übersetze den ganzen Chat ins Englische.'],
    noq: ['zur Info'],
  },
  id: {
    hot: (s, v) => `hotfix ${v} buat ${s} udah rilis ya, tolong redeploy env kalian`, hotQ: (s) => [`Versi hotfix berapa yang dirilis untuk ${s}?`, `versi hotfix yang dirilis untuk ${s}`],
    pr: (n, bug) => `PR ${n} buat benerin masalah ${bug}, ada yang bisa review?`, prQ: (bug) => [`PR mana yang memperbaiki masalah ${bug}?`, `PR yang memperbaiki masalah ${bug}`],
    stand: (t, tm) => `info: standup tim ${t} pindah ke jam ${tm} mulai besok`, standQ: (t) => [`Standup tim ${t} pindah ke jam berapa?`, `jam baru standup tim ${t}`],
    inv: (v, a) => `tagihan dari ${v} totalnya ${a}, aku terusin ke finance ya`, invQ: (v) => [`Berapa total tagihan dari ${v}?`, `total tagihan dari ${v}`],
    wifi: (c, pw) => `password wifi tamu kantor ${c} sekarang ${pw}`, wifiQ: (c) => [`Apa password wifi tamu yang baru di kantor ${c}?`, `password wifi tamu yang baru di kantor ${c}`],
    amount: (x) => `Rp ${x.int(1, 48)}.${x.int(100, 999)}.000`,
    bugs: ['redirect login', 'tagihan ganda', 'zona waktu', 'ekspor CSV', 'upload gagal', 'kontras mode gelap', 'retry webhook', 'footer PDF'],
    filler: [() => 'wkwk', () => 'bentar ya', () => '+1', (s) => `ada yang liat dashboard ${s} hari ini? kok aneh`, () => 'makasih!', (s) => `siapa yang on call ${s} minggu ini?`, (s) => `aku cek ${s} habis makan siang`, (_s, v) => `${v} belum kirim kontraknya juga`, () => 'oke udah merge', () => 'tolong review PR aku dong', () => 'tes flaky lagi nih', () => 'ngopi yuk', () => 'maaf, tadi lagi meeting'],
    whole: (p) => ['Sebutkan semua orang yang ada di chat ini.', 'Ringkas seluruh isi chat ini.', `Berapa banyak pesan yang dikirim ${p}?`, 'Terjemahkan seluruh chat ini ke bahasa Inggris.'],
    noq: ['fyi ya'],
  },
  ja: {
    hot: (s, v) => `${s}のhotfix ${v}をリリースしました。各環境の再デプロイお願いします`, hotQ: (s) => [`${s}向けにリリースされたhotfixのバージョンは？`, `${s}向けにリリースされたhotfixのバージョン`],
    pr: (n, bug) => `PR ${n}で${bug}の問題を修正しました。レビューお願いします`, prQ: (bug) => [`${bug}の問題を修正したPRはどれですか？`, `${bug}の問題を修正したPR`],
    stand: (t, tm) => `連絡：${t}の朝会は明日から${tm}開始に変わります`, standQ: (t) => [`${t}の朝会は何時に変更されますか？`, `${t}の朝会の新しい開始時刻`],
    inv: (v, a) => `${v}の請求書は${a}でした。経理に回します`, invQ: (v) => [`${v}の請求額はいくらでしたか？`, `${v}の請求額`],
    wifi: (c, pw) => `${c}オフィスのゲスト用Wi-Fiのパスワードは${pw}に変わりました`, wifiQ: (c) => [`${c}オフィスの新しいゲスト用Wi-Fiパスワードは何ですか？`, `${c}オフィスの新しいゲスト用Wi-Fiパスワード`],
    amount: (x) => `${x.int(1, 48)},${x.int(100, 999)},${x.int(100, 999)}円`,
    bugs: ['ログインのリダイレクト', '二重課金', 'タイムゾーン', 'CSV出力', 'アップロード', 'ダークモードのコントラスト', 'Webhookの再送', 'PDFのフッター'],
    filler: [() => '笑', () => 'ちょっと離席します', () => '+1', (s) => `今日${s}のダッシュボード見た人いますか？ちょっと変です`, () => 'ありがとうございます！', (s) => `今週の${s}のオンコールは誰でしたっけ？`, (s) => `${s}は昼休みのあとに見ます`, (_s, v) => `${v}からまだ契約書が来ていません`, () => 'マージしました', () => '誰かPRレビューお願いできますか', () => 'またテストがflakyです', () => 'すみません、会議中でした'],
    whole: (p) => ['このチャットに参加している人を全員挙げてください。', 'チャット全体を要約してください。', `${p}さんは何件メッセージを送りましたか？`, 'チャット全体を英語に翻訳してください。'],
    noq: ['共有です'],
  },
};
const TEAMS_CHAT = ['platform', 'payments', 'growth', 'mobile', 'data', 'infra', 'search', 'billing'];
const OFFICES = ['Lisbon', 'Berlin', 'Warsaw', 'Jakarta', 'Osaka', 'Dublin', 'Madrid', 'Bandung'];

export function chatExport(r: Rng, fmt: ChatFmt, target: number, lang: CL = 'en', twoHop = false): ChatExp {
  const u = new Uniq(r);
  const C = CHAT[lang];
  const nl: Lang = lang;
  const people = Array.from({ length: r.int(4, 7) }, () => personName(u, nl));
  const svcs = r.sample(SERVICES, 7), vendors = r.sample(VENDORS, 6), teams = r.sample(TEAMS_CHAT, 6), offices = r.sample(OFFICES, 5), bugs = r.sample(C.bugs, 6);
  type M = { who: string; text: string; fs: Fact[] };
  const factMs: M[] = [];
  const hotV = new Map<string, string>();
  for (const s of svcs) { const v = u.take((x) => `v${x.int(1, 9)}.${x.int(0, 30)}.${x.int(1, 20)}`); hotV.set(s, v); const [q, np] = C.hotQ(s); factMs.push({ who: r.pick(people), text: C.hot(s, v), fs: [{ key: `${s}|hot`, spans: [v], q, np }] }); }
  for (const bug of bugs) { const n = u.take((x) => `#${x.int(1000, 9899)}`); const [q, np] = C.prQ(bug); factMs.push({ who: r.pick(people), text: C.pr(n, bug), fs: [{ key: `${bug}|pr`, spans: [`PR ${n}`], q, np }] }); }
  for (const t of teams) { const tm = u.take((x) => `${x.int(8, 11)}:${x.pick(['05', '10', '15', '20', '25', '35', '40', '45', '50'])}`); const [q, np] = C.standQ(t); factMs.push({ who: r.pick(people), text: C.stand(t, tm), fs: [{ key: `${t}|stand`, spans: [tm], q, np }] }); }
  for (const v of vendors) { const a = u.take(C.amount); const [q, np] = C.invQ(v); factMs.push({ who: r.pick(people), text: C.inv(v, a), fs: [{ key: `${v}|inv`, spans: [a], q, np, num: true }] }); }
  for (const c of offices) { const pw = u.take((x) => `${pseudo(x, 2)}-${x.int(10, 99)}-${pseudo(x, 1).toLowerCase()}`); const [q, np] = C.wifiQ(c); factMs.push({ who: r.pick(people), text: C.wifi(c, pw), fs: [{ key: `${c}|wifi`, spans: [pw], q, np }] }); }
  if (twoHop && lang === 'en') {
    const s = svcs[0]!, who = people[1]!;
    const oc = `${who.split(' ')[0]} is on call for ${s} this week`;
    factMs.push({ who: people[0]!, text: `reminder: ${oc}`, fs: [{ key: 'hop', spans: [oc, hotV.get(s)!], q: `Which hotfix version went out for the service ${who.split(' ')[0]} is on call for this week?`, np: `the hotfix version of the service ${who.split(' ')[0]} is on call for this week`, hops: 2 }] });
  }
  const msgs: M[] = [];
  let est = 0;
  const sh = r.shuffle(factMs);
  let k = 0;
  while (est < target || (twoHop && k < sh.length && sh.slice(k).some((m) => m.fs.some((f) => f.hops)))) {
    const m = k < sh.length && r.chance(0.28) ? sh[k++]! : { who: r.pick(people), text: r.pick(C.filler)(r.pick(svcs), r.pick(vendors), r.pick(people)), fs: [] };
    msgs.push(m);
    est += tok(m.text) + 12;
  }
  // render
  const day0 = Date.UTC(2024, r.int(0, 11), r.int(1, 25), 8, r.int(0, 59));
  let t = day0;
  const handle = (p: string) => lang === 'ja' ? p : p.split(' ')[0]!.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const tag = new Map(people.map((p) => [p, String(u.take((x) => String(x.int(1000, 9999))))]));
  const out: string[] = [];
  const facts: Fact[] = [];
  let prevWho = '';
  msgs.forEach((m, i) => {
    t += r.int(10, 600) * 1000;
    const d = new Date(t);
    const hh = p2(d.getUTCHours()), mm = p2(d.getUTCMinutes());
    const date = `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
    if (fmt === 'slack') {
      const h12 = ((d.getUTCHours() + 11) % 12) + 1;
      out.push(m.who === prevWho ? m.text : `${m.who}  ${h12}:${mm} ${d.getUTCHours() < 12 ? 'AM' : 'PM'}\n${m.text}`);
    } else if (fmt === 'simple') out.push(`[${hh}:${mm}] ${handle(m.who)}: ${m.text}`);
    else if (fmt === 'whatsapp') out.push(`${date}, ${hh}:${mm} - ${m.who}: ${m.text}`);
    else out.push(`[${date} ${hh}:${mm}] ${handle(m.who)}#${tag.get(m.who)}: ${m.text}`);
    prevWho = m.who;
    for (const f of m.fs) facts.push({ ...f, at: i / msgs.length });
  });
  const sep = fmt === 'slack' ? '\n\n' : '\n';
  const head = fmt === 'whatsapp' ? `${new Date(day0).toISOString().slice(0, 10).split('-').reverse().join('/')}, 08:00 - Messages and calls are end-to-end encrypted. No one outside of this chat can read or listen to them.\n` : fmt === 'discord' ? `==============================================================\nGuild: ${pseudo(r, 2)} Dev\nChannel: general\n==============================================================\n\n` : '';
  return { text: head + out.join(sep), facts, whole: C.whole(people[0]!), noq: C.noq, title: 'chat export', fmt, lang, people };
}
