// Probe 4 task wordings. Whole-material tasks (by category) in English and 15 other languages,
// and lookup question templates in those languages ({k} = entity / record key).

/** Categories of whole-material tasks and the material types they fit. */
export const CAT_MATERIALS: Record<string, string[]> = {
  sum: ['kb', 'article', 'transcript', 'email', 'contract', 'log'],
  tldr: ['article', 'email', 'transcript', 'kb'],
  tr: ['article', 'email', 'contract', 'reviews'],
  table: ['kb', 'events', 'email', 'tickets'],
  consist: ['contract', 'kb', 'article'],
  classify: ['tickets'],
  grade: ['answers'],
  review: ['contract'],
  tweet: ['article'],
  extract: ['email', 'tickets'],
  count: ['transcript', 'reviews', 'log'],
  sentiment: ['reviews'],
  order: ['events', 'email'],
  proofread: ['article'],
  rewrite: ['email', 'article'],
  convert: ['json', 'csv', 'md'],
  listerr: ['log'],
  minutes: ['transcript'],
  compare: ['kb'],
  keypoints: ['contract', 'article', 'transcript', 'kb'],
};

export interface Wording { cat: string; text: string }

/** English wordings: imperative, question, indirect. `{X}` is filled with a term from the material. */
export const EN_WHOLE: Wording[] = [
  { cat: 'sum', text: 'Summarise this.' },
  { cat: 'sum', text: 'Can you give me a summary of the above?' },
  { cat: 'sum', text: "What's the gist?" },
  { cat: 'sum', text: 'Boil this down to a few paragraphs for my manager, please.' },
  { cat: 'sum', text: 'I do not have time to read all of this — what does it say?' },
  { cat: 'sum', text: 'Write an executive summary covering every section.' },
  { cat: 'tldr', text: 'Give me the TL;DR' },
  { cat: 'tldr', text: 'tl;dr?' },
  { cat: 'tldr', text: 'Condense this into three bullet points.' },
  { cat: 'keypoints', text: 'What are the key takeaways here?' },
  { cat: 'keypoints', text: 'Pull out the main points, one line each.' },
  { cat: 'tr', text: 'Translate this into German.' },
  { cat: 'tr', text: 'Could you put all of this into Spanish for our Madrid office?' },
  { cat: 'tr', text: 'Render the text above in plain French, keeping the structure.' },
  { cat: 'table', text: 'Can you turn this into a table?' },
  { cat: 'table', text: 'Make a spreadsheet-style table out of this, one row per item.' },
  { cat: 'table', text: 'Tabulate everything above.' },
  { cat: 'consist', text: 'Is everything here consistent?' },
  { cat: 'consist', text: 'Find any inconsistencies or contradictions in this document.' },
  { cat: 'consist', text: 'Do any of these sections contradict each other?' },
  { cat: 'classify', text: 'Which of these tickets are bugs?' },
  { cat: 'classify', text: 'Label each ticket as bug, feature request, question or billing.' },
  { cat: 'classify', text: 'Triage these for me — which ones need engineering?' },
  { cat: 'grade', text: 'Rate each answer 1-5.' },
  { cat: 'grade', text: 'Grade these answers and give each student one sentence of feedback.' },
  { cat: 'grade', text: 'Which students got it right?' },
  { cat: 'review', text: 'Anything wrong in this contract?' },
  { cat: 'review', text: 'Review this agreement from the customer side and flag risky clauses.' },
  { cat: 'review', text: 'Would you sign this? What should I push back on?' },
  { cat: 'tweet', text: 'Make it shorter for a tweet.' },
  { cat: 'tweet', text: 'Squeeze this into a LinkedIn post of under 100 words.' },
  { cat: 'extract', text: 'Extract all the email addresses.' },
  { cat: 'extract', text: 'List every person mentioned, with their e-mail if given.' },
  { cat: 'extract', text: 'Pull every date out of this.' },
  { cat: 'count', text: 'How many times is {X} mentioned?' },
  { cat: 'count', text: 'Count the occurrences of {X} in the text above.' },
  { cat: 'count', text: 'How often does {X} come up?' },
  { cat: 'sentiment', text: 'What is the overall sentiment?' },
  { cat: 'sentiment', text: 'Are people mostly happy with it?' },
  { cat: 'sentiment', text: 'Classify every review as positive, negative or neutral.' },
  { cat: 'order', text: 'Put these events in order.' },
  { cat: 'order', text: 'Sort this chronologically, oldest first.' },
  { cat: 'order', text: 'Build a timeline from this.' },
  { cat: 'proofread', text: 'Proofread this.' },
  { cat: 'proofread', text: 'Fix any typos or grammar mistakes and return the corrected text.' },
  { cat: 'proofread', text: 'Any spelling errors in here?' },
  { cat: 'rewrite', text: 'Rewrite this in a more formal tone.' },
  { cat: 'rewrite', text: 'Make this sound friendlier without dropping any details.' },
  { cat: 'rewrite', text: 'Paraphrase the whole thing for a 12-year-old.' },
  { cat: 'convert', text: 'Convert this JSON to CSV.' },
  { cat: 'convert', text: 'Turn this into YAML.' },
  { cat: 'convert', text: 'Can you reformat this as a markdown table?' },
  { cat: 'listerr', text: 'List all the errors in this log.' },
  { cat: 'listerr', text: 'What went wrong here? Go through every warning and error.' },
  { cat: 'listerr', text: 'Group the failures by service and count them.' },
  { cat: 'minutes', text: 'Write up the minutes from this call.' },
  { cat: 'minutes', text: 'Who said what? Give me a per-person breakdown.' },
  { cat: 'minutes', text: 'What were all the decisions and action items?' },
  { cat: 'compare', text: 'Compare these companies.' },
  { cat: 'compare', text: 'Which of these firms is the biggest, and how do the rest stack up?' },
  { cat: 'compare', text: 'Rank them by revenue.' },
];

export interface Lang {
  code: string;
  name: string;
  whole: Wording[];
  /** Lookup question templates keyed by attribute, {k} = entity. */
  q: Record<string, string>;
  /** Framing for "answer using the material". */
  frame: string;
}

export const LANGS: Lang[] = [
  {
    code: 'sv', name: 'Swedish', frame: 'Svara utifrån texten nedan.',
    whole: [
      { cat: 'sum', text: 'Sammanfatta det här.' }, { cat: 'tldr', text: 'Kan du ge mig en kort version?' }, { cat: 'tr', text: 'Översätt allt till svenska.' },
      { cat: 'table', text: 'Kan du göra en tabell av det här?' }, { cat: 'consist', text: 'Hänger allt ihop här, eller finns det motsägelser?' }, { cat: 'classify', text: 'Vilka av de här ärendena är buggar?' },
      { cat: 'grade', text: 'Betygsätt varje svar från 1 till 5.' }, { cat: 'extract', text: 'Plocka ut alla e-postadresser.' }, { cat: 'count', text: 'Hur många gånger nämns {X}?' },
      { cat: 'sentiment', text: 'Vad är den övergripande stämningen i recensionerna?' }, { cat: 'order', text: 'Sätt händelserna i kronologisk ordning.' }, { cat: 'minutes', text: 'Skriv ett protokoll från mötet.' },
      { cat: 'listerr', text: 'Lista alla fel i loggen.' }, { cat: 'review', text: 'Är det något fel i det här avtalet?' },
    ],
    q: { ceo: 'Vem är vd för {k}?', city: 'Var har {k} sitt huvudkontor?', founded: 'Vilket år grundades {k}?', employees: 'Hur många anställda har {k}?', tracking: 'Vilket spårningsnummer har order {k}?', error: 'Varför misslyckades anrop {k}?' },
  },
  {
    code: 'vi', name: 'Vietnamese', frame: 'Hãy trả lời dựa trên tài liệu dưới đây.',
    whole: [
      { cat: 'sum', text: 'Tóm tắt nội dung này giúp tôi.' }, { cat: 'tldr', text: 'Ý chính là gì?' }, { cat: 'tr', text: 'Dịch toàn bộ văn bản này sang tiếng Việt.' },
      { cat: 'table', text: 'Bạn có thể chuyển cái này thành bảng không?' }, { cat: 'consist', text: 'Tài liệu này có chỗ nào mâu thuẫn không?' }, { cat: 'classify', text: 'Những phiếu nào trong số này là lỗi phần mềm?' },
      { cat: 'grade', text: 'Chấm điểm từng câu trả lời từ 1 đến 5.' }, { cat: 'extract', text: 'Trích xuất tất cả địa chỉ email.' }, { cat: 'count', text: '{X} được nhắc đến bao nhiêu lần?' },
      { cat: 'sentiment', text: 'Cảm nhận chung của khách hàng là gì?' }, { cat: 'order', text: 'Sắp xếp các sự kiện theo thứ tự thời gian.' }, { cat: 'minutes', text: 'Viết biên bản cuộc họp này.' },
      { cat: 'proofread', text: 'Soát lỗi chính tả cho văn bản này.' },
    ],
    q: { ceo: 'Ai là giám đốc điều hành của {k}?', city: 'Trụ sở chính của {k} ở đâu?', founded: '{k} được thành lập vào năm nào?', employees: '{k} có bao nhiêu nhân viên?', tracking: 'Mã vận đơn của đơn hàng {k} là gì?', error: 'Tại sao yêu cầu {k} bị lỗi?' },
  },
  {
    code: 'el', name: 'Greek', frame: 'Απάντησε με βάση το παρακάτω κείμενο.',
    whole: [
      { cat: 'sum', text: 'Κάνε μια περίληψη αυτού του κειμένου.' }, { cat: 'tldr', text: 'Ποια είναι η ουσία;' }, { cat: 'tr', text: 'Μετάφρασε όλο το κείμενο στα ελληνικά.' },
      { cat: 'table', text: 'Μπορείς να το κάνεις πίνακα;' }, { cat: 'consist', text: 'Είναι όλα συνεπή εδώ;' }, { cat: 'classify', text: 'Ποια από αυτά τα αιτήματα είναι σφάλματα;' },
      { cat: 'grade', text: 'Βαθμολόγησε κάθε απάντηση από 1 έως 5.' }, { cat: 'extract', text: 'Βγάλε όλες τις διευθύνσεις email.' }, { cat: 'count', text: 'Πόσες φορές αναφέρεται το {X};' },
      { cat: 'sentiment', text: 'Ποιο είναι το συνολικό συναίσθημα των κριτικών;' }, { cat: 'order', text: 'Βάλε τα γεγονότα σε χρονολογική σειρά.' }, { cat: 'review', text: 'Υπάρχει κάτι προβληματικό σε αυτό το συμβόλαιο;' },
    ],
    q: { ceo: 'Ποιος είναι ο διευθύνων σύμβουλος της {k};', city: 'Πού βρίσκεται η έδρα της {k};', founded: 'Ποια χρονιά ιδρύθηκε η {k};', employees: 'Πόσους υπαλλήλους έχει η {k};', tracking: 'Ποιος είναι ο αριθμός αποστολής της παραγγελίας {k};', error: 'Γιατί απέτυχε το αίτημα {k};' },
  },
  {
    code: 'he', name: 'Hebrew', frame: 'ענה על סמך הטקסט שלהלן.',
    whole: [
      { cat: 'sum', text: 'תסכם את זה בבקשה.' }, { cat: 'tldr', text: 'מה השורה התחתונה?' }, { cat: 'tr', text: 'תתרגם את כל הטקסט לעברית.' },
      { cat: 'table', text: 'אפשר להפוך את זה לטבלה?' }, { cat: 'consist', text: 'האם יש סתירות במסמך הזה?' }, { cat: 'classify', text: 'אילו מהפניות האלה הן באגים?' },
      { cat: 'grade', text: 'תן ציון לכל תשובה מ-1 עד 5.' }, { cat: 'extract', text: 'תוציא את כל כתובות המייל.' }, { cat: 'count', text: 'כמה פעמים מוזכר {X}?' },
      { cat: 'sentiment', text: 'מה התחושה הכללית בביקורות?' }, { cat: 'order', text: 'סדר את האירועים לפי סדר כרונולוגי.' }, { cat: 'minutes', text: 'כתוב פרוטוקול של הפגישה.' },
    ],
    q: { ceo: 'מי המנכ"ל של {k}?', city: 'איפה נמצא המטה של {k}?', founded: 'באיזו שנה נוסדה {k}?', employees: 'כמה עובדים יש ב-{k}?', tracking: 'מה מספר המעקב של הזמנה {k}?', error: 'למה הבקשה {k} נכשלה?' },
  },
  {
    code: 'th', name: 'Thai', frame: 'ตอบคำถามโดยใช้ข้อมูลด้านล่าง',
    whole: [
      { cat: 'sum', text: 'ช่วยสรุปเนื้อหานี้ให้หน่อย' }, { cat: 'tldr', text: 'ใจความสำคัญคืออะไร' }, { cat: 'tr', text: 'แปลข้อความทั้งหมดนี้เป็นภาษาไทย' },
      { cat: 'table', text: 'ช่วยทำเป็นตารางได้ไหม' }, { cat: 'consist', text: 'เอกสารนี้มีส่วนไหนที่ขัดแย้งกันไหม' }, { cat: 'classify', text: 'ตั๋วไหนบ้างที่เป็นบั๊ก' },
      { cat: 'grade', text: 'ให้คะแนนแต่ละคำตอบ 1 ถึง 5' }, { cat: 'extract', text: 'ดึงอีเมลทั้งหมดออกมา' }, { cat: 'count', text: '{X} ถูกพูดถึงกี่ครั้ง' },
      { cat: 'sentiment', text: 'ความรู้สึกโดยรวมของรีวิวเป็นอย่างไร' }, { cat: 'order', text: 'เรียงเหตุการณ์ตามลำดับเวลา' }, { cat: 'listerr', text: 'แสดงรายการข้อผิดพลาดทั้งหมดใน log นี้' },
    ],
    q: { ceo: 'ใครเป็นซีอีโอของ {k}', city: 'สำนักงานใหญ่ของ {k} อยู่ที่ไหน', founded: '{k} ก่อตั้งขึ้นในปีใด', employees: '{k} มีพนักงานกี่คน', tracking: 'หมายเลขติดตามพัสดุของคำสั่งซื้อ {k} คืออะไร', error: 'ทำไมคำขอ {k} ถึงล้มเหลว' },
  },
  {
    code: 'uk', name: 'Ukrainian', frame: 'Відповідай на основі тексту нижче.',
    whole: [
      { cat: 'sum', text: 'Підсумуй це, будь ласка.' }, { cat: 'tldr', text: 'Коротко: про що тут?' }, { cat: 'tr', text: 'Переклади весь текст українською.' },
      { cat: 'table', text: 'Можеш зробити з цього таблицю?' }, { cat: 'consist', text: 'Чи все тут узгоджено між собою?' }, { cat: 'classify', text: 'Які з цих звернень є багами?' },
      { cat: 'grade', text: 'Оціни кожну відповідь від 1 до 5.' }, { cat: 'extract', text: 'Витягни всі адреси електронної пошти.' }, { cat: 'count', text: 'Скільки разів згадується {X}?' },
      { cat: 'sentiment', text: 'Який загальний настрій відгуків?' }, { cat: 'order', text: 'Розстав події в хронологічному порядку.' }, { cat: 'minutes', text: 'Склади протокол цієї зустрічі.' }, { cat: 'review', text: 'Чи є щось не так у цьому договорі?' },
    ],
    q: { ceo: 'Хто є генеральним директором {k}?', city: 'Де знаходиться штаб-квартира {k}?', founded: 'У якому році було засновано {k}?', employees: 'Скільки працівників у {k}?', tracking: 'Який номер відстеження замовлення {k}?', error: 'Чому запит {k} завершився помилкою?' },
  },
  {
    code: 'fa', name: 'Farsi', frame: 'بر اساس متن زیر پاسخ بده.',
    whole: [
      { cat: 'sum', text: 'این را خلاصه کن.' }, { cat: 'tldr', text: 'خلاصه‌ی کلام چیست؟' }, { cat: 'tr', text: 'کل این متن را به فارسی ترجمه کن.' },
      { cat: 'table', text: 'می‌توانی این را به یک جدول تبدیل کنی؟' }, { cat: 'consist', text: 'آیا تناقضی در این سند وجود دارد؟' }, { cat: 'classify', text: 'کدام یک از این تیکت‌ها باگ هستند؟' },
      { cat: 'grade', text: 'به هر پاسخ از ۱ تا ۵ نمره بده.' }, { cat: 'extract', text: 'همه‌ی آدرس‌های ایمیل را استخراج کن.' }, { cat: 'count', text: '{X} چند بار ذکر شده است؟' },
      { cat: 'sentiment', text: 'احساس کلی نظرات چیست؟' }, { cat: 'order', text: 'رویدادها را به ترتیب زمانی مرتب کن.' }, { cat: 'listerr', text: 'همه‌ی خطاهای این لاگ را فهرست کن.' },
    ],
    q: { ceo: 'مدیرعامل {k} کیست؟', city: 'دفتر مرکزی {k} کجاست؟', founded: '{k} در چه سالی تأسیس شد؟', employees: '{k} چند کارمند دارد؟', tracking: 'شماره رهگیری سفارش {k} چیست؟', error: 'چرا درخواست {k} با خطا مواجه شد؟' },
  },
  {
    code: 'ro', name: 'Romanian', frame: 'Răspunde pe baza textului de mai jos.',
    whole: [
      { cat: 'sum', text: 'Fă un rezumat al acestui text.' }, { cat: 'tldr', text: 'Care e esența, pe scurt?' }, { cat: 'tr', text: 'Tradu tot textul în română.' },
      { cat: 'table', text: 'Poți transforma asta într-un tabel?' }, { cat: 'consist', text: 'Este totul coerent aici?' }, { cat: 'classify', text: 'Care dintre aceste tichete sunt bug-uri?' },
      { cat: 'grade', text: 'Notează fiecare răspuns de la 1 la 5.' }, { cat: 'extract', text: 'Extrage toate adresele de e-mail.' }, { cat: 'count', text: 'De câte ori este menționat {X}?' },
      { cat: 'sentiment', text: 'Care este sentimentul general al recenziilor?' }, { cat: 'order', text: 'Pune evenimentele în ordine cronologică.' }, { cat: 'review', text: 'Este ceva în neregulă în acest contract?' }, { cat: 'proofread', text: 'Corectează greșelile de scriere din text.' },
    ],
    q: { ceo: 'Cine este directorul general al {k}?', city: 'Unde are {k} sediul central?', founded: 'În ce an a fost fondată {k}?', employees: 'Câți angajați are {k}?', tracking: 'Care este numărul de urmărire al comenzii {k}?', error: 'De ce a eșuat cererea {k}?' },
  },
  {
    code: 'hu', name: 'Hungarian', frame: 'Az alábbi szöveg alapján válaszolj.',
    whole: [
      { cat: 'sum', text: 'Foglald össze ezt.' }, { cat: 'tldr', text: 'Mi a lényeg röviden?' }, { cat: 'tr', text: 'Fordítsd le az egész szöveget magyarra.' },
      { cat: 'table', text: 'Tudnál ebből táblázatot csinálni?' }, { cat: 'consist', text: 'Minden következetes ebben a dokumentumban?' }, { cat: 'classify', text: 'Ezek közül melyik jegyek hibák?' },
      { cat: 'grade', text: 'Értékeld az összes választ 1-től 5-ig.' }, { cat: 'extract', text: 'Gyűjtsd ki az összes e-mail-címet.' }, { cat: 'count', text: 'Hányszor említik a(z) {X} kifejezést?' },
      { cat: 'sentiment', text: 'Mi az értékelések általános hangulata?' }, { cat: 'order', text: 'Tedd időrendbe az eseményeket.' }, { cat: 'minutes', text: 'Írj jegyzőkönyvet a megbeszélésről.' },
    ],
    q: { ceo: 'Ki a(z) {k} vezérigazgatója?', city: 'Hol van a(z) {k} központja?', founded: 'Melyik évben alapították a(z) {k} céget?', employees: 'Hány alkalmazottja van a(z) {k} cégnek?', tracking: 'Mi a(z) {k} rendelés nyomkövetési száma?', error: 'Miért hiúsult meg a(z) {k} kérés?' },
  },
  {
    code: 'fi', name: 'Finnish', frame: 'Vastaa alla olevan tekstin perusteella.',
    whole: [
      { cat: 'sum', text: 'Tiivistä tämä.' }, { cat: 'tldr', text: 'Mikä tässä on pääasia?' }, { cat: 'tr', text: 'Käännä koko teksti suomeksi.' },
      { cat: 'table', text: 'Voitko tehdä tästä taulukon?' }, { cat: 'consist', text: 'Onko tässä asiakirjassa ristiriitoja?' }, { cat: 'classify', text: 'Mitkä näistä tiketeistä ovat bugeja?' },
      { cat: 'grade', text: 'Arvioi jokainen vastaus asteikolla 1–5.' }, { cat: 'extract', text: 'Poimi kaikki sähköpostiosoitteet.' }, { cat: 'count', text: 'Montako kertaa {X} mainitaan?' },
      { cat: 'sentiment', text: 'Millainen on arvostelujen yleinen sävy?' }, { cat: 'order', text: 'Laita tapahtumat aikajärjestykseen.' }, { cat: 'listerr', text: 'Listaa kaikki lokin virheet.' }, { cat: 'minutes', text: 'Kirjoita palaverista muistio.' },
    ],
    q: { ceo: 'Kuka on {k}:n toimitusjohtaja?', city: 'Missä {k}:n pääkonttori sijaitsee?', founded: 'Minä vuonna {k} perustettiin?', employees: 'Montako työntekijää {k}:llä on?', tracking: 'Mikä on tilauksen {k} seurantanumero?', error: 'Miksi pyyntö {k} epäonnistui?' },
  },
  {
    code: 'ms', name: 'Malay', frame: 'Jawab berdasarkan teks di bawah.',
    whole: [
      { cat: 'sum', text: 'Tolong ringkaskan ini.' }, { cat: 'tldr', text: 'Apa intipatinya?' }, { cat: 'tr', text: 'Terjemahkan semua teks ini ke bahasa Melayu.' },
      { cat: 'table', text: 'Boleh jadikan ini sebuah jadual?' }, { cat: 'consist', text: 'Adakah semuanya konsisten di sini?' }, { cat: 'classify', text: 'Tiket mana antara ini yang merupakan pepijat?' },
      { cat: 'grade', text: 'Beri markah setiap jawapan dari 1 hingga 5.' }, { cat: 'extract', text: 'Keluarkan semua alamat e-mel.' }, { cat: 'count', text: 'Berapa kali {X} disebut?' },
      { cat: 'sentiment', text: 'Apakah sentimen keseluruhan ulasan ini?' }, { cat: 'order', text: 'Susun peristiwa mengikut urutan masa.' }, { cat: 'review', text: 'Ada apa-apa yang tidak kena dalam kontrak ini?' },
    ],
    q: { ceo: 'Siapakah ketua pegawai eksekutif {k}?', city: 'Di manakah ibu pejabat {k}?', founded: 'Pada tahun berapakah {k} diasaskan?', employees: 'Berapa ramai pekerja {k}?', tracking: 'Apakah nombor penjejakan pesanan {k}?', error: 'Kenapa permintaan {k} gagal?' },
  },
  {
    code: 'sw', name: 'Swahili', frame: 'Jibu kwa kutumia maandishi yaliyo hapa chini.',
    whole: [
      { cat: 'sum', text: 'Fupisha maandishi haya.' }, { cat: 'tldr', text: 'Jambo kuu ni lipi?' }, { cat: 'tr', text: 'Tafsiri maandishi yote haya kwa Kiswahili.' },
      { cat: 'table', text: 'Unaweza kugeuza hii kuwa jedwali?' }, { cat: 'consist', text: 'Je, kuna mambo yanayopingana katika hati hii?' }, { cat: 'classify', text: 'Ni tiketi zipi kati ya hizi ni hitilafu za programu?' },
      { cat: 'grade', text: 'Toa alama kwa kila jibu kuanzia 1 hadi 5.' }, { cat: 'extract', text: 'Toa anwani zote za barua pepe.' }, { cat: 'count', text: '{X} imetajwa mara ngapi?' },
      { cat: 'sentiment', text: 'Hisia za jumla za maoni haya ni zipi?' }, { cat: 'order', text: 'Panga matukio haya kwa mpangilio wa wakati.' }, { cat: 'minutes', text: 'Andika kumbukumbu za mkutano huu.' },
    ],
    q: { ceo: 'Mkurugenzi mtendaji wa {k} ni nani?', city: 'Makao makuu ya {k} yako wapi?', founded: '{k} ilianzishwa mwaka gani?', employees: '{k} ina wafanyakazi wangapi?', tracking: 'Nambari ya ufuatiliaji ya agizo {k} ni ipi?', error: 'Kwa nini ombi {k} lilishindwa?' },
  },
  {
    code: 'de', name: 'German', frame: 'Beantworte die Frage anhand des folgenden Textes.',
    whole: [
      { cat: 'sum', text: 'Fass das bitte zusammen.' }, { cat: 'tldr', text: 'Worum geht es hier im Kern?' }, { cat: 'tr', text: 'Übersetze den gesamten Text ins Deutsche.' },
      { cat: 'table', text: 'Kannst du daraus eine Tabelle machen?' }, { cat: 'consist', text: 'Ist hier alles stimmig?' }, { cat: 'classify', text: 'Welche dieser Tickets sind Bugs?' },
      { cat: 'grade', text: 'Bewerte jede Antwort mit 1 bis 5 Punkten.' }, { cat: 'extract', text: 'Zieh alle E-Mail-Adressen heraus.' }, { cat: 'count', text: 'Wie oft wird {X} erwähnt?' },
      { cat: 'sentiment', text: 'Wie ist die Stimmung in den Bewertungen insgesamt?' }, { cat: 'order', text: 'Bring die Ereignisse in die richtige Reihenfolge.' }, { cat: 'review', text: 'Ist an diesem Vertrag irgendwas faul?' }, { cat: 'rewrite', text: 'Formuliere das förmlicher, ohne Details wegzulassen.' },
    ],
    q: { ceo: 'Wer leitet {k}?', city: 'Wo sitzt {k}?', founded: 'Wann wurde {k} gegründet?', employees: 'Wie viele Mitarbeitende hat {k}?', tracking: 'Wie lautet die Sendungsnummer von Bestellung {k}?', error: 'Warum ist Anfrage {k} fehlgeschlagen?' },
  },
  {
    code: 'es', name: 'Spanish', frame: 'Responde basándote en el texto de abajo.',
    whole: [
      { cat: 'sum', text: 'Resúmeme esto.' }, { cat: 'tldr', text: '¿Cuál es la idea general?' }, { cat: 'tr', text: 'Traduce todo el texto al español.' },
      { cat: 'table', text: '¿Puedes convertir esto en una tabla?' }, { cat: 'consist', text: '¿Hay contradicciones en este documento?' }, { cat: 'classify', text: '¿Cuáles de estos tickets son errores?' },
      { cat: 'grade', text: 'Califica cada respuesta del 1 al 5.' }, { cat: 'extract', text: 'Saca todas las direcciones de correo.' }, { cat: 'count', text: '¿Cuántas veces se menciona {X}?' },
      { cat: 'sentiment', text: '¿Cuál es el sentimiento general de las reseñas?' }, { cat: 'order', text: 'Ordena estos eventos cronológicamente.' }, { cat: 'minutes', text: 'Redacta el acta de esta reunión.' },
    ],
    q: { ceo: '¿Quién dirige {k}?', city: '¿Dónde tiene su sede {k}?', founded: '¿En qué año se fundó {k}?', employees: '¿Cuántos empleados tiene {k}?', tracking: '¿Cuál es el número de seguimiento del pedido {k}?', error: '¿Por qué falló la petición {k}?' },
  },
  {
    code: 'pl', name: 'Polish', frame: 'Odpowiedz na podstawie poniższego tekstu.',
    whole: [
      { cat: 'sum', text: 'Streść to.' }, { cat: 'tldr', text: 'O co tu w skrócie chodzi?' }, { cat: 'tr', text: 'Przetłumacz cały tekst na polski.' },
      { cat: 'table', text: 'Możesz zrobić z tego tabelę?' }, { cat: 'consist', text: 'Czy wszystko tu jest spójne?' }, { cat: 'classify', text: 'Które z tych zgłoszeń to błędy?' },
      { cat: 'grade', text: 'Oceń każdą odpowiedź w skali 1–5.' }, { cat: 'extract', text: 'Wypisz wszystkie adresy e-mail.' }, { cat: 'count', text: 'Ile razy pojawia się {X}?' },
      { cat: 'sentiment', text: 'Jaki jest ogólny wydźwięk opinii?' }, { cat: 'order', text: 'Ułóż wydarzenia chronologicznie.' }, { cat: 'listerr', text: 'Wypisz wszystkie błędy z tego logu.' },
    ],
    q: { ceo: 'Kto jest prezesem {k}?', city: 'Gdzie znajduje się siedziba {k}?', founded: 'W którym roku założono {k}?', employees: 'Ilu pracowników ma {k}?', tracking: 'Jaki jest numer przesyłki zamówienia {k}?', error: 'Dlaczego żądanie {k} się nie powiodło?' },
  },
  {
    code: 'tr', name: 'Turkish', frame: 'Aşağıdaki metne dayanarak cevap ver.',
    whole: [
      { cat: 'sum', text: 'Bunu özetler misin?' }, { cat: 'tldr', text: 'Kısaca ana fikir ne?' }, { cat: 'tr', text: 'Metnin tamamını Türkçeye çevir.' },
      { cat: 'table', text: 'Bunu tabloya dönüştürebilir misin?' }, { cat: 'consist', text: 'Bu belgede çelişki var mı?' }, { cat: 'classify', text: 'Bu taleplerden hangileri hata?' },
      { cat: 'grade', text: 'Her cevabı 1 ile 5 arasında puanla.' }, { cat: 'extract', text: 'Tüm e-posta adreslerini çıkar.' }, { cat: 'count', text: '{X} kaç kez geçiyor?' },
      { cat: 'sentiment', text: 'Yorumların genel havası nasıl?' }, { cat: 'order', text: 'Olayları kronolojik sıraya koy.' }, { cat: 'minutes', text: 'Bu toplantının tutanağını yaz.' },
    ],
    q: { ceo: '{k} şirketinin CEO\'su kim?', city: '{k} şirketinin genel merkezi nerede?', founded: '{k} hangi yıl kuruldu?', employees: '{k} kaç çalışana sahip?', tracking: '{k} siparişinin takip numarası nedir?', error: '{k} isteği neden başarısız oldu?' },
  },
];

/** Synonym question templates for kb attributes (avoid the material's own words). */
export const SYN_Q: Record<string, string[]> = {
  founded: ['How long has {k} been around — what year did it get going?', 'When did {k} first open its doors?', 'What is the birth year of {k}?'],
  founder: ['Who originally started {k}?', 'Whose idea was {k} in the first place?'],
  city: ['Which town is {k} run from?', 'Where would I find the main base of {k}?', 'What city is {k} based out of?'],
  ceo: ['Who is the boss at {k} right now?', 'Who is currently in charge at {k}?', 'Who heads up {k}?'],
  employees: ['What is the headcount at {k}?', 'How big is the workforce of {k}?', 'Roughly how many people work for {k}?'],
  revenue: ['How much money did {k} bring in last year?', 'What were the yearly sales of {k}?', 'What is the turnover of {k}?'],
  warranty: ['If my {k} breaks after a year, am I still covered — for how long is it protected?', 'How long is the guarantee period on the {k}?', 'For how many months will they repair a faulty {k} for free?'],
  price: ['What would I have to pay for the {k}?', 'What is the sticker price of the {k}?', 'How expensive is the {k}?'],
};
export const CONTRACT_SYN: Record<string, string[]> = {
  notice: ['How much warning do we need to give if we want to walk away from this deal early?', 'If we decide to pull out, how far in advance must we tell them?'],
  cap: ['What is the most either side could be on the hook for if things go wrong?', 'Is there a ceiling on damages, and what is it?'],
  law: ['Which country\'s rules apply if there is a fight over this deal?', 'Under which legal system would a dispute be decided?'],
  net: ['How long do we have to settle their bills?', 'What are the payment terms — how many days until an invoice is due?'],
  survive: ['After the deal ends, for how long do we still have to keep their secrets?', 'How long does the duty of secrecy last after the contract is over?'],
  uptime: ['What availability does the vendor promise each month?', 'How reliable must the platform be under this deal?'],
  renewal: ['What happens when the first period runs out — does it roll over, and for how long?'],
  interest: ['What is the penalty charge if we pay late?', 'How much extra do we owe on overdue invoices?'],
};
