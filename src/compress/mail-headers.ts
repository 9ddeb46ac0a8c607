/**
 * @module compress/mail-headers
 * An e-mail's envelope as mail clients print it, in some thirty languages (and a git commit's,
 * `Author:` over `Date:`): header fields two or more in a row, or a subject line alone, ask nothing (`query-kind.ts` reads a subject typed
 * as a question apart).
 */

/**
 * An e-mail's header field (`From:`, `Subject:`, a raw message's `Return-Path:` / `MIME-Version:` /
 * `Content-Type:`, and the names mail clients print in other languages: `Von:`, `Objet:`,
 * `प्रेषक:`, `件名：`, `보낸 사람:` …).
 */
const SUBJECT_NAMES = [
  'subject', 'betreff', 'objet', 'asunto', 'assunto', 'oggetto', 'onderwerp', 'temat', 'předmět', 'predmet', 'тема', 'konu', 'ämne', 'emne', 'aihe', 'tárgy', 'subiect',
  'θέμα', 'נושא', 'الموضوع', 'موضوع', 'विषय', 'perihal', 'subjek', 'chủ đề', 'เรื่อง', '件名', '主题', '主題', '主旨', '제목', 'mada', 'paksa',
];
const MAIL_HEADER_NAMES = [
  ...SUBJECT_NAMES,
  // A git commit's header prints the same envelope (`Author:` / `Date:`, `git log --format=fuller`'s `Commit:` / `CommitDate:`).
  'author', 'authordate', 'commit', 'commitdate', 'merge',
  'from', 'to', 'cc', 'bcc', 'date', 'sent', 'reply-to', 'return-path', 'mime-version', 'message-id', 'in-reply-to', 'references', 'received', 'delivered-to', 'content-[a-z-]+', 'x-[a-z0-9-]+', 'list-[a-z-]+', 'dkim-signature', 'authentication-results',
  'von', 'an', 'gesendet', 'datum', 'de', 'envoyé', 'à', 'para', 'enviado', 'enviada em', 'fecha', 'data', 'da', 'inviato', 'van', 'aan', 'verzonden', 'od', 'do', 'wysłano', 'dw', 'komu', 'odesláno', 'kopie',
  'от', 'кому', 'дата', 'отправлено', 'копия', 'від', 'надіслано', 'kimden', 'kime', 'tarih', 'gönderildi', 'gönderilme tarihi', 'bilgi', 'från', 'till', 'skickat', 'fra', 'til', 'sendt', 'dato',
  'lähettäjä', 'vastaanottaja', 'lähetetty', 'päivämäärä', 'feladó', 'címzett', 'elküldve', 'dátum', 'de la', 'către', 'trimis', 'dată', 'από', 'προς', 'ημερομηνία', 'στάλθηκε', 'מאת', 'אל', 'תאריך', 'נשלח',
  'من', 'إلى', 'التاريخ', 'تاريخ', 'از', 'به', 'تاریخ', 'प्रेषक', 'प्राप्तकर्ता', 'दिनांक', 'प्रतिलिपि', 'भेजा गया', 'dari', 'kepada', 'tanggal', 'terkirim', 'tarikh', 'từ', 'đến', 'ngày', 'đã gửi',
  'จาก', 'ถึง', 'วันที่', '差出人', '宛先', '日付', '送信日時', '送信者', '发件人', '收件人', '日期', '发送时间', '寄件者', '收件者', '寄件日期', '抄送', '副本', '보낸 사람', '받는 사람', '날짜', '참조', '보낸 날짜', 'kutoka', 'kwa', 'tarehe', 'mula kay', 'para kay', 'petsa',
];
const MAIL_HEADER = new RegExp(`^\\s*(?:${MAIL_HEADER_NAMES.join('|')})(?:\\s?:\\s|\\s?：\\s*)`, 'iu');

/** A subject field's value, its reply and forward marks and a label taken off (`Re: Question: …`). */
export const SUBJECT = new RegExp(`^\\s*(?:${SUBJECT_NAMES.join('|')})\\s?[:：]\\s*((?:(?:re|fwd?|aw|wg|tr|rv)\\s?:\\s*)*(?:[\\p{L}]+\\s?:\\s*)?)(.*)$`, 'iu');

/** A MIME part's header field: no one asks in one. */
const MIME_PART_HEADER = /^\s*content-[a-z-]+\s?:/iu;

/** Lines of an e-mail's header block (two or more header fields in a row): the message's envelope, which asks nothing (a subject with its "?" is read as a question first). */
export function mailHeaderLines(lines: string[]): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < lines.length; ) {
    let j = i;
    while (j < lines.length && MAIL_HEADER.test(lines[j] ?? '')) j++;
    // A subject line alone is the envelope too ("Oggetto: Bozze da rivedere", "件名：…"): only a subject worded as a question asks.
    // So is a MIME part's one header (`Content-Type: text/plain; charset="UTF-8"` under its boundary line).
    if (j - i >= 2 || (j - i === 1 && (SUBJECT.test(lines[i] ?? '') || MIME_PART_HEADER.test(lines[i] ?? '')))) for (let k = i; k < j; k++) out.add(k);
    i = Math.max(j, i + 1);
  }
  return out;
}
