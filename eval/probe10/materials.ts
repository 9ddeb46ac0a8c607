// Probe 10 materials: invented, seeded multi-passage collections of three kinds (device product notes,
// incident post-mortems, clinical-trial summaries). Every record carries the same fields, so each lookup's
// material holds on-topic distractors (other devices' firmware fixes, other incidents' commanders, other
// trials' enrolment). A fact is one lookup: question + noun phrase + the exact spans that answer it;
// some facts carry questions in Turkish, Korean, Hindi and Arabic. gen.ts keeps only facts whose spans occur
// exactly once in the final request. Text avoids & < > " and tabs so every family can embed it raw.
import { Rng, Uniq, normSpan } from '../probe4/lib.js';
import { countTextTokens } from '../../src/compress/index.js';

export const tok = (s: string): number => countTextTokens(s);
export type Lang = 'en' | 'tr' | 'ko' | 'hi' | 'ar';
export type Kind = 'devices' | 'incidents' | 'studies';

export interface Fact {
  key: string;
  spans: string[];
  q: string;
  np: string;
  num?: boolean;
  hops?: number;
  at?: number;
  /** The question in other languages (only some facts). */
  qx?: Partial<Record<Lang, string>>;
}
export interface Rec { title: string; paras: string[] }
export interface Coll { kind: Kind; recs: Rec[]; facts: Fact[]; topic: string; entity: string }

const SYL = ['ka', 'lo', 'mi', 'ra', 'ven', 'tor', 'sel', 'dan', 'ri', 'mo', 'ta', 'bel', 'nor', 'vik', 'sa', 'len', 'dor', 'fi', 'gar', 'hul', 'bre', 'kes', 'tal', 'wyn', 'or', 'an', 'el', 'is', 'qu', 'zen'];
export function pseudo(r: Rng, n = 2): string {
  let s = '';
  for (let i = 0; i < n; i++) s += r.pick(SYL);
  return s[0]!.toUpperCase() + s.slice(1);
}
const FIRST = ['Marta', 'Jonas', 'Priya', 'Keiko', 'Diego', 'Amara', 'Lukas', 'Sofia', 'Tomasz', 'Ines', 'Ravi', 'Elena', 'Omar', 'Hana', 'Felix', 'Nadia', 'Bruno', 'Yara', 'Pavel', 'Chloe', 'Aidan', 'Lena', 'Mateo', 'Zofia', 'Kwame', 'Ingrid', 'Tariq', 'Mei', 'Oscar', 'Leila', 'Emre', 'Ji-woo', 'Ananya', 'Karim'];
const LAST = ['Weber', 'Silva', 'Kumar', 'Haddad', 'Ito', 'Novak', 'Berg', 'Costa', 'Laine', 'Moreau', 'Okafor', 'Brandt', 'Varga', 'Lindqvist', 'Reyes', 'Achebe', 'Kowalczyk', 'Sato', 'Duarte', 'Holm', 'Fischer', 'Rossi', 'Yilmaz', 'Park', 'Sharma', 'Mansour', 'Quinn', 'Eklund', 'Mbeki', 'Sorensen'];
export const person = (u: Uniq) => u.take((x) => `${x.pick(FIRST)} ${x.pick(LAST)}`);
export const firstName = (r: Rng) => r.pick(FIRST);
const CITIES = ['Rotterdam', 'Hamburg', 'Antwerp', 'Gdansk', 'Lyon', 'Milan', 'Valencia', 'Leipzig', 'Brno', 'Poznan', 'Dublin', 'Izmir', 'Busan', 'Pune', 'Amman', 'Porto', 'Vienna', 'Lisbon', 'Krakow', 'Turin'];
const MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const dateStr = (r: Rng) => `${r.int(1, 28)} ${MON[r.int(0, 11)]} ${r.int(2023, 2025)}`;

/** Occurrences of a span in a text, both normalised (what the scorer compares). */
export function countIn(text: string, span: string): number {
  const h = normSpan(text), n = normSpan(span);
  if (!n) return 0;
  let c = 0, i = h.indexOf(n);
  while (i >= 0) { c++; i = h.indexOf(n, i + 1); }
  return c;
}
export const uniqueFacts = (text: string, facts: Fact[]) => facts.filter((f) => f.spans.every((s) => countIn(text, s) === 1));

// ---------------- devices ----------------
const CATS = ['wireless router', 'managed switch', 'outdoor access point', 'network storage unit', 'VPN gateway', 'mesh node'];
const AUD = ['small offices', 'retail branches', 'campus deployments', 'home labs', 'warehouses', 'clinics'];
const BUGS = ['DHCP lease renewal', 'fan speed reporting', 'IPv6 prefix delegation', 'PoE budget', 'captive portal redirect', 'SNMP counter wrap', 'LED status', 'NTP drift', 'VLAN tagging', 'roaming handoff'];
const COLORS = ['amber', 'blue', 'white', 'green', 'red'];
const DEV_FILL = [
  'Configuration is done through the web console or the command line, and both expose the same settings.',
  'Logs are kept on the device for seven days and can be forwarded to a syslog server.',
  'Support engineers recommend taking a configuration backup before any upgrade.',
  'The chassis is fanless in the base configuration, which keeps it quiet in offices.',
  'Spare power supplies are sold separately and are hot-swappable on rack models.',
  'A scheduled reboot window can be set so that upgrades happen outside business hours.',
  'The admin account is locked for ten minutes after five failed sign-in attempts.',
  'Customers on the extended support plan get next-business-day replacement.',
  'The unit reports its health to the cloud dashboard every five minutes.',
  'Older accessories from the previous generation fit, but the mounting bracket changed.',
];
// ---------------- incidents ----------------
const SERVICES = ['payments-api', 'checkout-web', 'orders-worker', 'inventory-sync', 'search-api', 'notifications', 'auth-gateway', 'pricing-engine', 'ledger', 'webhooks-out', 'cart-service', 'catalog-api'];
const REGIONS = ['eu-west', 'eu-central', 'us-east', 'us-west', 'ap-south', 'me-central'];
const CAUSES = ['an expired TLS certificate', 'a full disk', 'a bad config push', 'connection pool exhaustion', 'a runaway cron job', 'a DNS resolver timeout', 'a stuck leader election', 'a memory leak'];
const INC_FILL = [
  'Alerts fired in the on-call channel within a few minutes of the first errors.',
  'A status page update was posted and refreshed every thirty minutes.',
  'The timeline in this review was reconstructed from chat logs and deploy records.',
  'Rollback was considered but rejected because the previous build had a known defect.',
  'Support received a spike of tickets, most of them duplicates of the same complaint.',
  'No customer data was lost, and the queue drained once the fix was deployed.',
  'The review was held without blame, and action items were assigned to owners.',
  'Dashboards showed latency rising before the error rate moved at all.',
  'Synthetic checks caught the problem before the first customer report arrived.',
  'A change freeze was declared for the rest of the week.',
];
// ---------------- studies ----------------
const COMPOUNDS = ['velorin', 'dexapam', 'tolmirex', 'caristol', 'benzafor', 'lumidrex', 'quetravin', 'halocide', 'nimozapt', 'pravelox', 'trinoxal', 'sorbitane'];
const CONDS = ['type 2 diabetes', 'chronic migraine', 'heart failure', 'mild asthma', 'rheumatoid arthritis', 'major depression', 'atrial fibrillation', 'chronic kidney disease'];
const STU_FILL = [
  'Participants were randomised in a one-to-one ratio and both groups received standard care.',
  'Adverse events were mostly mild and resolved without stopping treatment.',
  'An independent board reviewed the safety data at each planned interim analysis.',
  'The authors note that the population was younger than in routine practice.',
  'Adherence was measured with pill counts at every scheduled visit.',
  'Secondary endpoints included quality of life and hospital admissions.',
  'The protocol was registered before the first participant was enrolled.',
  'Loss to follow-up was low and balanced between the two arms.',
  'Subgroup results were consistent across age and sex.',
  'The comparator was placebo in the first year and usual care afterwards.',
];

const fill = (r: Rng, pool: string[], n: number) => r.sample(pool, n).join(' ');

export function collection(r: Rng, kind: Kind, target: number, twoHop = false): Coll {
  const u = new Uniq(r);
  const recs: Rec[] = [];
  const facts: Fact[] = [];
  let tokens = 0;
  const names: string[] = [];
  const hopAt = twoHop ? r.int(2, 4) : -1;
  while (tokens < target || recs.length < 4) {
    const k = recs.length;
    const fs: Fact[] = [];
    let rec: Rec;
    if (kind === 'devices') {
      const name = u.take((x) => `${pseudo(x, 2)} ${String.fromCharCode(65 + x.int(0, 25))}${String.fromCharCode(65 + x.int(0, 25))}-${x.int(100, 990)}`);
      const clients = u.take((x) => String(x.int(40, 2400)));
      const watts = u.take((x) => `${x.int(6, 95)}.${x.int(1, 9)}`);
      const bug = r.pick(BUGS);
      const ver = u.take((x) => `${x.int(2, 9)}.${x.int(0, 19)}.${x.int(1, 30)}`);
      const secs = r.int(5, 45), months = r.int(12, 60), city = r.pick(CITIES);
      const hop = k === hopAt ? `The ${name} replaced the ${names[k - 2]} in ${r.int(2021, 2025)}. ` : '';
      rec = {
        title: `${name} product notes`,
        paras: [
          `${hop}The ${name} is a ${r.pick(CATS)} for ${r.pick(AUD)}. ${fill(r, DEV_FILL, 1)}`,
          `In normal operation the ${name} supports up to ${clients} concurrent clients and draws ${watts} W at peak load. ${fill(r, DEV_FILL, 1)}`,
          `Known issue: on early builds the ${bug} feature misbehaves after long uptimes. Firmware ${ver} fixes the ${bug} issue on this model. ${fill(r, DEV_FILL, 1)}`,
          `To restore factory settings, hold the reset button for ${secs} seconds until the status light blinks ${r.pick(COLORS)}. The unit carries a warranty of ${months} months, and replacement units ship from the ${city} depot.`,
        ],
      };
      fs.push(
        { key: name, spans: [`up to ${clients} concurrent clients`], q: `How many concurrent clients does the ${name} support?`, np: `the number of concurrent clients the ${name} supports`, num: true,
          qx: { tr: `${name} kaç eşzamanlı istemciyi destekliyor?`, ko: `${name}은 동시 클라이언트를 몇 개까지 지원하나요?`, hi: `${name} कितने समवर्ती क्लाइंट्स को सपोर्ट करता है?`, ar: `كم عدد العملاء المتزامنين الذي يدعمه ${name}؟` } },
        { key: name, spans: [`${watts} W at peak`], q: `How much power does the ${name} draw at peak load?`, np: `the peak power draw of the ${name}`, num: true },
        { key: name, spans: [ver], q: `Which firmware version fixes the ${bug} issue on the ${name}?`, np: `the firmware version that fixes the ${bug} issue on the ${name}`,
          qx: { tr: `${name} cihazındaki ${bug} sorununu hangi yazılım sürümü düzeltiyor?`, ko: `${name}의 ${bug} 문제를 해결하는 펌웨어 버전은 무엇인가요?`, hi: `${name} पर ${bug} समस्या को कौन-सा फ़र्मवेयर संस्करण ठीक करता है?`, ar: `ما إصدار البرنامج الثابت الذي يصلح مشكلة ${bug} في ${name}؟` } },
        { key: name, spans: [`reset button for ${secs} seconds`], q: `How long do you hold the reset button to factory-reset the ${name}?`, np: `how long to hold the reset button on the ${name}`, num: true },
        { key: name, spans: [`warranty of ${months} months`], q: `How long is the warranty on the ${name}?`, np: `the warranty period of the ${name}`,
          qx: { tr: `${name} için garanti süresi ne kadar?`, ko: `${name}의 보증 기간은 얼마인가요?`, hi: `${name} की वारंटी कितने समय की है?`, ar: `ما مدة الضمان على ${name}؟` } },
        { key: name, spans: [`${city} depot`], q: `Which depot ships replacement units for the ${name}?`, np: `the depot that ships replacement units for the ${name}` },
      );
      if (hop) fs.push({ key: name, spans: [`${name} replaced the ${names[k - 2]}`, `up to ${clients} concurrent clients`], q: `How many concurrent clients does the model that replaced the ${names[k - 2]} support?`, np: `the number of concurrent clients supported by the model that replaced the ${names[k - 2]}`, num: true, hops: 2 });
      names.push(name);
    } else if (kind === 'incidents') {
      const id = u.take((x) => `INC-${x.int(1000, 9899)}`);
      const svc = r.pick(SERVICES);
      const mins = r.int(7, 400);
      const rate = u.take((x) => `${x.int(2, 88)}.${x.int(1, 9)}%`);
      const host = u.take((x) => `${x.pick(['edge', 'db', 'cache', 'kafka', 'lb', 'worker'])}-${x.int(10, 99)}`);
      const cause = `${r.pick(CAUSES)} on ${host}`;
      const cmdr = person(u);
      const tkt = u.take((x) => `OPS-${x.int(1000, 9899)}`);
      rec = {
        title: `${id}: ${svc} degradation`,
        paras: [
          `${id} happened on ${dateStr(r)} and affected the ${svc} service in the ${r.pick(REGIONS)} region. ${fill(r, INC_FILL, 1)}`,
          `Customer impact lasted ${mins} minutes, and the peak error rate reached ${rate}. ${fill(r, INC_FILL, 1)}`,
          `The root cause was ${cause}. ${fill(r, INC_FILL, 1)}`,
          `The incident commander was ${cmdr}. Follow-up work is tracked in ${tkt}. ${fill(r, INC_FILL, 1)}`,
        ],
      };
      fs.push(
        { key: id, spans: [`lasted ${mins} minutes`], q: `How long did customer impact last during ${id}?`, np: `how long customer impact lasted during ${id}`, num: true,
          qx: { tr: `${id} sırasında müşteri etkisi ne kadar sürdü?`, ko: `${id} 동안 고객 영향은 얼마나 지속되었나요?`, hi: `${id} के दौरान ग्राहकों पर असर कितनी देर रहा?`, ar: `كم استمر تأثير ${id} على العملاء؟` } },
        { key: id, spans: [rate], q: `What peak error rate did ${id} reach?`, np: `the peak error rate of ${id}`, num: true },
        { key: id, spans: [cause], q: `What was the root cause of ${id}?`, np: `the root cause of ${id}` },
        { key: id, spans: [cmdr], q: `Who was the incident commander for ${id}?`, np: `the incident commander for ${id}`,
          qx: { tr: `${id} olayının olay komutanı kimdi?`, ko: `${id}의 인시던트 커맨더는 누구였나요?`, hi: `${id} के लिए इंसिडेंट कमांडर कौन था?`, ar: `من كان قائد الحادث في ${id}؟` } },
        { key: id, spans: [tkt], q: `Which ticket tracks the follow-up work for ${id}?`, np: `the follow-up ticket for ${id}` },
      );
      names.push(id);
    } else {
      const T = u.take((x) => `${pseudo(x, 2).toUpperCase()}-${x.int(1, 9)}`);
      const comp = r.pick(COMPOUNDS), cond = r.pick(CONDS);
      const n = u.take((x) => String(x.int(120, 4800)));
      const fu = u.take((x) => `${x.int(6, 60)}.${x.int(1, 9)}`);
      const hr = u.take((x) => `0.${x.int(41, 98)}`);
      const pi = person(u);
      const fund = u.take((x) => `${pseudo(x, 3)} ${x.pick(['Foundation', 'Trust', 'Institute'])}`);
      const hop = k === hopAt ? `The ${T} trial extended the ${names[k - 2]} trial to older adults. ` : '';
      rec = {
        title: `${T}: ${comp} in ${cond}`,
        paras: [
          `${hop}The ${T} trial tested ${comp} in adults with ${cond}. ${fill(r, STU_FILL, 1)}`,
          `It enrolled ${n} participants across ${r.int(3, 80)} sites, with a median follow-up of ${fu} months. ${fill(r, STU_FILL, 1)}`,
          `The primary endpoint showed a hazard ratio of ${hr} against the comparator. ${fill(r, STU_FILL, 1)}`,
          `The trial was led by Dr ${pi} and funded by the ${fund}. ${fill(r, STU_FILL, 1)}`,
        ],
      };
      fs.push(
        { key: T, spans: [`enrolled ${n} participants`], q: `How many participants did the ${T} trial enrol?`, np: `the number of participants the ${T} trial enrolled`, num: true,
          qx: { tr: `${T} çalışmasına kaç katılımcı alındı?`, ko: `${T} 연구에는 몇 명의 참가자가 등록되었나요?`, hi: `${T} अध्ययन में कितने प्रतिभागी शामिल किए गए?`, ar: `كم عدد المشاركين الذين سُجّلوا في دراسة ${T}؟` } },
        { key: T, spans: [`median follow-up of ${fu} months`], q: `What was the median follow-up in the ${T} trial?`, np: `the median follow-up of the ${T} trial`, num: true },
        { key: T, spans: [`hazard ratio of ${hr}`], q: `What hazard ratio did the ${T} trial report for its primary endpoint?`, np: `the hazard ratio reported by the ${T} trial`, num: true },
        { key: T, spans: [pi], q: `Who led the ${T} trial?`, np: `the lead investigator of the ${T} trial` },
        { key: T, spans: [fund], q: `Who funded the ${T} trial?`, np: `the funder of the ${T} trial`,
          qx: { tr: `${T} çalışmasını kim finanse etti?`, ko: `${T} 연구의 자금은 누가 지원했나요?`, hi: `${T} अध्ययन को किसने वित्तपोषित किया?`, ar: `من موّل دراسة ${T}؟` } },
      );
      if (hop) fs.push({ key: T, spans: [`${T} trial extended the ${names[k - 2]}`, `enrolled ${n} participants`], q: `How many participants did the trial that extended the ${names[k - 2]} trial enrol?`, np: `the enrolment of the trial that extended the ${names[k - 2]} trial`, num: true, hops: 2 });
      names.push(T);
    }
    recs.push(rec);
    for (const f of fs) facts.push({ ...f, at: k });
    tokens += tok(rec.title + '\n' + rec.paras.join('\n\n')) + 6;
  }
  for (const f of facts) f.at = (f.at ?? 0) / recs.length;
  const topic = kind === 'devices' ? 'network device product notes' : kind === 'incidents' ? 'incident post-mortems' : 'clinical trial summaries';
  const entity = kind === 'devices' ? 'device' : kind === 'incidents' ? 'incident' : 'trial';
  return { kind, recs, facts, topic, entity };
}

/** Whole-material tasks (English), per kind. */
export function wholeTasks(kind: Kind): string[] {
  const e = kind === 'devices' ? 'device' : kind === 'incidents' ? 'incident' : 'trial';
  const cols = kind === 'devices' ? 'name, concurrent clients, peak power, firmware fix, warranty' : kind === 'incidents' ? 'id, duration, peak error rate, root cause, commander' : 'name, participants, follow-up, hazard ratio, funder';
  return [
    'Turn every section into a bullet list, keeping every number and name.',
    `Count the entries and list every ${e} by name.`,
    `Make a table with one row per ${e}: ${cols}.`,
    'Translate all of it into Turkish, keeping names and numbers unchanged.',
    `Summarise each ${e} in one sentence, in the original order, without skipping any.`,
  ];
}
export const WHOLE_X: Record<Exclude<Lang, 'en'>, string> = {
  tr: 'Her bölümü madde işaretli bir listeye dönüştür; tüm sayıları ve adları koru.',
  ko: '각 섹션을 글머리표 목록으로 바꿔 주세요. 숫자와 이름은 모두 그대로 유지하세요.',
  hi: 'हर खंड को बुलेट सूची में बदलें, सभी संख्याएँ और नाम वैसे ही रखें।',
  ar: 'حوّل كل قسم إلى قائمة نقطية، مع الإبقاء على جميع الأرقام والأسماء.',
};
export const FYI: Record<Lang, string[]> = {
  en: ['fyi', 'fyi, latest export below, no action needed.', 'For the record, this is the version that went out on Friday.', 'sharing for context, nothing to do yet'],
  tr: ['bilginize, son sürüm aşağıda.'],
  ko: ['참고용으로 공유합니다. 최신 버전입니다.'],
  hi: ['जानकारी के लिए, नीचे नवीनतम संस्करण है।'],
  ar: ['للعلم، هذه أحدث نسخة.'],
};
export const ANSWER_FROM: Record<Lang, string> = {
  en: 'Answer using only the material below.',
  tr: 'Yalnızca aşağıdaki kaynaklara göre yanıtla.',
  ko: '아래 자료만 바탕으로 답해 주세요.',
  hi: 'केवल नीचे दिए गए स्रोतों के आधार पर उत्तर दें।',
  ar: 'أجب بالاعتماد على المصادر أدناه فقط.',
};
export const CAN_YOU: Record<Lang, string> = {
  en: '@assistant can you answer that?',
  tr: '@assistant bunu yanıtlayabilir misin?',
  ko: '@assistant 이거 답해 줄 수 있어요?',
  hi: '@assistant क्या आप इसका जवाब दे सकते हैं?',
  ar: '@assistant هل يمكنك الإجابة على ذلك؟',
};
