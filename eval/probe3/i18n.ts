// Multilingual product records, fillers, questions and whole-material tasks.
export interface LangPack {
  rec: (n: string, price: number, city: string, w: number, phone: string) => { text: string; warranty: string; price: string; city: string };
  fill: string[];
  qWarranty: (n: string) => string;
  qPrice: (n: string) => string;
  qCity: (n: string) => string;
  whole: string[]; // whole-material instructions
  ctx: string; // "context" label
}
export const LANGS: Record<string, LangPack> = {
  de: {
    rec: (n, p, c, w, ph) => ({ text: `Das Produkt ${n} kostet ${p} Euro und wird aus ${c} versandt. Die Garantie beträgt ${w} Monate. Der Kundendienst ist unter ${ph} erreichbar.`, warranty: `Die Garantie beträgt ${w} Monate`, price: `kostet ${p} Euro`, city: `wird aus ${c} versandt` }),
    fill: ['Die Verpackung besteht zu großen Teilen aus recyceltem Karton.', 'Im letzten Quartal wurde die Produktion deutlich erhöht.', 'Viele Kunden loben die einfache Bedienung und das robuste Gehäuse.', 'Ersatzteile sind über den Fachhandel erhältlich.', 'Die Bedienungsanleitung liegt in mehreren Sprachen bei.', 'Das Gerät wurde von einem unabhängigen Prüfinstitut getestet.'],
    qWarranty: (n) => `Wie lange gilt die Garantie für ${n}?`, qPrice: (n) => `Was kostet ${n}?`, qCity: (n) => `Von welcher Stadt aus wird ${n} verschickt?`,
    whole: ['Bitte fasse das gesamte Dokument in fünf Sätzen zusammen.', 'Übersetze den folgenden Text vollständig ins Englische.', 'Liste bitte alle Preise auf, die im Text vorkommen, als Tabelle.', 'Könntest du den ganzen Text auf Rechtschreibfehler prüfen?'],
    ctx: 'Kontext',
  },
  fr: {
    rec: (n, p, c, w, ph) => ({ text: `Le produit ${n} coûte ${p} euros et est expédié depuis ${c}. La garantie est de ${w} mois. Le service client est joignable au ${ph}.`, warranty: `La garantie est de ${w} mois`, price: `coûte ${p} euros`, city: `expédié depuis ${c}` }),
    fill: ['L’emballage est fabriqué en grande partie à partir de carton recyclé.', 'La production a nettement augmenté au dernier trimestre.', 'De nombreux clients apprécient la simplicité d’utilisation et la robustesse du boîtier.', 'Les pièces de rechange sont disponibles chez les revendeurs agréés.', 'Le mode d’emploi est fourni en plusieurs langues.', 'L’appareil a été testé par un laboratoire indépendant.'],
    qWarranty: (n) => `Quelle est la durée de la garantie du ${n} ?`, qPrice: (n) => `Combien coûte le ${n} ?`, qCity: (n) => `D’où le ${n} est-il expédié ?`,
    whole: ['Peux-tu résumer l’ensemble du document en quelques phrases ?', 'Traduis intégralement le texte suivant en anglais.', 'Dresse la liste de tous les prix mentionnés dans le texte.', 'Pourriez-vous relire tout le texte et corriger les fautes ?'],
    ctx: 'Contexte',
  },
  es: {
    rec: (n, p, c, w, ph) => ({ text: `El producto ${n} cuesta ${p} euros y se envía desde ${c}. La garantía es de ${w} meses. El servicio de atención al cliente está disponible en el ${ph}.`, warranty: `La garantía es de ${w} meses`, price: `cuesta ${p} euros`, city: `se envía desde ${c}` }),
    fill: ['El embalaje está hecho en gran parte de cartón reciclado.', 'La producción aumentó considerablemente en el último trimestre.', 'Muchos clientes elogian la facilidad de uso y la carcasa resistente.', 'Las piezas de repuesto se pueden conseguir en tiendas especializadas.', 'El manual de instrucciones se incluye en varios idiomas.', 'El dispositivo fue probado por un laboratorio independiente.'],
    qWarranty: (n) => `¿Cuánto dura la garantía del ${n}?`, qPrice: (n) => `¿Cuánto cuesta el ${n}?`, qCity: (n) => `¿Desde qué ciudad se envía el ${n}?`,
    whole: ['Resume todo el documento en cinco frases, por favor.', 'Traduce el siguiente texto completo al inglés.', 'Haz una lista de todos los precios que aparecen en el texto.', '¿Podrías revisar todo el texto y señalar los errores?'],
    ctx: 'Contexto',
  },
  pt: {
    rec: (n, p, c, w, ph) => ({ text: `O produto ${n} custa ${p} euros e é enviado a partir de ${c}. A garantia é de ${w} meses. O apoio ao cliente está disponível pelo ${ph}.`, warranty: `A garantia é de ${w} meses`, price: `custa ${p} euros`, city: `enviado a partir de ${c}` }),
    fill: ['A embalagem é feita em grande parte de cartão reciclado.', 'A produção aumentou bastante no último trimestre.', 'Muitos clientes elogiam a facilidade de utilização e a caixa robusta.', 'As peças de substituição estão disponíveis em lojas especializadas.', 'O manual de instruções é fornecido em várias línguas.', 'O aparelho foi testado por um laboratório independente.'],
    qWarranty: (n) => `Qual é a duração da garantia do ${n}?`, qPrice: (n) => `Quanto custa o ${n}?`, qCity: (n) => `De que cidade é enviado o ${n}?`,
    whole: ['Resuma o documento inteiro em poucas frases.', 'Traduza o texto seguinte integralmente para inglês.', 'Liste todos os preços mencionados no texto.', 'Você poderia revisar o texto todo e apontar erros?'],
    ctx: 'Contexto',
  },
  it: {
    rec: (n, p, c, w, ph) => ({ text: `Il prodotto ${n} costa ${p} euro e viene spedito da ${c}. La garanzia è di ${w} mesi. L'assistenza clienti è raggiungibile al ${ph}.`, warranty: `La garanzia è di ${w} mesi`, price: `costa ${p} euro`, city: `viene spedito da ${c}` }),
    fill: ["L'imballaggio è realizzato in gran parte con cartone riciclato.", "La produzione è aumentata notevolmente nell'ultimo trimestre.", "Molti clienti apprezzano la facilità d'uso e la scocca robusta.", 'I ricambi sono disponibili presso i rivenditori specializzati.', 'Il manuale di istruzioni è fornito in diverse lingue.', 'Il dispositivo è stato testato da un laboratorio indipendente.'],
    qWarranty: (n) => `Quanto dura la garanzia del ${n}?`, qPrice: (n) => `Quanto costa il ${n}?`, qCity: (n) => `Da quale città viene spedito il ${n}?`,
    whole: ['Riassumi l’intero documento in cinque frasi.', 'Traduci integralmente il testo seguente in inglese.', 'Elenca tutti i prezzi che compaiono nel testo.', 'Potresti rileggere tutto il testo e segnalare gli errori?'],
    ctx: 'Contesto',
  },
  pl: {
    rec: (n, p, c, w, ph) => ({ text: `Produkt ${n} kosztuje ${p} euro i jest wysyłany z miasta ${c}. Gwarancja wynosi ${w} miesięcy. Obsługa klienta jest dostępna pod numerem ${ph}.`, warranty: `Gwarancja wynosi ${w} miesięcy`, price: `kosztuje ${p} euro`, city: `wysyłany z miasta ${c}` }),
    fill: ['Opakowanie jest w dużej mierze wykonane z kartonu z recyklingu.', 'W ostatnim kwartale produkcja znacznie wzrosła.', 'Wielu klientów chwali łatwą obsługę i solidną obudowę.', 'Części zamienne są dostępne w sklepach specjalistycznych.', 'Instrukcja obsługi jest dołączona w kilku językach.', 'Urządzenie zostało przetestowane przez niezależne laboratorium.'],
    qWarranty: (n) => `Jak długo obowiązuje gwarancja na ${n}?`, qPrice: (n) => `Ile kosztuje ${n}?`, qCity: (n) => `Z jakiego miasta wysyłany jest ${n}?`,
    whole: ['Streść proszę cały dokument w pięciu zdaniach.', 'Przetłumacz cały poniższy tekst na angielski.', 'Wypisz wszystkie ceny występujące w tekście.', 'Czy mógłbyś sprawdzić cały tekst pod kątem błędów?'],
    ctx: 'Kontekst',
  },
  tr: {
    rec: (n, p, c, w, ph) => ({ text: `${n} ürününün fiyatı ${p} avrodur ve ${c} deposundan gönderilir. Garanti süresi ${w} aydır. Müşteri hizmetlerine ${ph} numarasından ulaşılabilir.`, warranty: `Garanti süresi ${w} aydır`, price: `fiyatı ${p} avrodur`, city: `${c} deposundan gönderilir` }),
    fill: ['Ambalajın büyük bölümü geri dönüştürülmüş kartondan yapılmıştır.', 'Son çeyrekte üretim belirgin şekilde artırıldı.', 'Birçok müşteri kullanım kolaylığını ve sağlam kasayı övüyor.', 'Yedek parçalar yetkili satıcılardan temin edilebilir.', 'Kullanım kılavuzu birkaç dilde sunulmaktadır.', 'Cihaz bağımsız bir laboratuvar tarafından test edildi.'],
    qWarranty: (n) => `${n} için garanti süresi ne kadar?`, qPrice: (n) => `${n} kaç avro?`, qCity: (n) => `${n} hangi şehirden gönderiliyor?`,
    whole: ['Lütfen tüm belgeyi beş cümleyle özetle.', 'Aşağıdaki metnin tamamını İngilizceye çevir.', 'Metinde geçen tüm fiyatları listele.', 'Metnin tamamını yazım hataları açısından kontrol eder misin?'],
    ctx: 'Bağlam',
  },
  zh: {
    rec: (n, p, c, w, ph) => ({ text: `产品${n}的售价为${p}欧元，从${c}发货。保修期为${w}个月。客服电话为${ph}。`, warranty: `保修期为${w}个月`, price: `售价为${p}欧元`, city: `从${c}发货` }),
    fill: ['包装主要采用再生纸板制成。', '上个季度的产量显著增加。', '许多客户称赞其操作简单、外壳坚固。', '备件可以在专业零售商处购买。', '说明书提供多种语言版本。', '该设备已通过独立实验室的测试。'],
    qWarranty: (n) => `${n}的保修期是多久？`, qPrice: (n) => `${n}多少钱？`, qCity: (n) => `${n}从哪个城市发货？`,
    whole: ['请用五句话总结整个文档。', '请把下面的全文翻译成英文。', '请列出文中出现的所有价格。', '能否帮我通读全文并找出所有错别字？'],
    ctx: '上下文',
  },
  ja: {
    rec: (n, p, c, w, ph) => ({ text: `製品${n}の価格は${p}ユーロで、${c}から出荷されます。保証期間は${w}か月です。カスタマーサポートの電話番号は${ph}です。`, warranty: `保証期間は${w}か月です`, price: `価格は${p}ユーロ`, city: `${c}から出荷されます` }),
    fill: ['梱包材の大部分は再生段ボールで作られています。', '前四半期には生産量が大幅に増加しました。', '多くのお客様が操作の簡単さと頑丈な筐体を評価しています。', '交換部品は専門店で購入できます。', '取扱説明書は複数の言語で同梱されています。', 'この機器は独立した試験機関でテストされました。'],
    qWarranty: (n) => `${n}の保証期間はどのくらいですか？`, qPrice: (n) => `${n}の価格はいくらですか？`, qCity: (n) => `${n}はどの都市から出荷されますか？`,
    whole: ['文書全体を5文で要約してください。', '次の文章をすべて英語に翻訳してください。', '本文に出てくる価格をすべて列挙してください。', '全文を読んで誤字脱字をすべて指摘していただけますか。'],
    ctx: 'コンテキスト',
  },
  ko: {
    rec: (n, p, c, w, ph) => ({ text: `제품 ${n}의 가격은 ${p}유로이며 ${c}에서 배송됩니다. 보증 기간은 ${w}개월입니다. 고객 지원 전화번호는 ${ph}입니다.`, warranty: `보증 기간은 ${w}개월입니다`, price: `가격은 ${p}유로`, city: `${c}에서 배송됩니다` }),
    fill: ['포장재의 대부분은 재활용 골판지로 만들어졌습니다.', '지난 분기에 생산량이 크게 늘었습니다.', '많은 고객이 쉬운 사용법과 튼튼한 외관을 칭찬합니다.', '교체 부품은 전문 매장에서 구입할 수 있습니다.', '사용 설명서는 여러 언어로 제공됩니다.', '이 장치는 독립 시험 기관에서 테스트되었습니다.'],
    qWarranty: (n) => `${n}의 보증 기간은 얼마나 되나요?`, qPrice: (n) => `${n}의 가격은 얼마인가요?`, qCity: (n) => `${n}은 어느 도시에서 배송되나요?`,
    whole: ['문서 전체를 다섯 문장으로 요약해 주세요.', '다음 글 전체를 영어로 번역해 주세요.', '본문에 나오는 모든 가격을 나열해 주세요.', '전체 글을 읽고 맞춤법 오류를 모두 찾아 주실 수 있나요?'],
    ctx: '문맥',
  },
  ar: {
    rec: (n, p, c, w, ph) => ({ text: `يبلغ سعر المنتج ${n} ${p} يورو ويتم شحنه من ${c}. مدة الضمان ${w} شهرًا. يمكن التواصل مع خدمة العملاء على الرقم ${ph}.`, warranty: `مدة الضمان ${w} شهرًا`, price: `${n} ${p} يورو`, city: `يتم شحنه من ${c}` }),
    fill: ['العبوة مصنوعة في معظمها من الكرتون المعاد تدويره.', 'ارتفع الإنتاج بشكل ملحوظ في الربع الأخير.', 'يشيد كثير من العملاء بسهولة الاستخدام والهيكل المتين.', 'تتوفر قطع الغيار لدى المتاجر المتخصصة.', 'يأتي دليل الاستخدام بعدة لغات.', 'تم اختبار الجهاز في مختبر مستقل.'],
    qWarranty: (n) => `ما هي مدة الضمان للمنتج ${n}؟`, qPrice: (n) => `كم سعر ${n}؟`, qCity: (n) => `من أي مدينة يتم شحن ${n}؟`,
    whole: ['من فضلك لخّص المستند بالكامل في خمس جمل.', 'ترجم النص التالي بالكامل إلى الإنجليزية.', 'اذكر جميع الأسعار الواردة في النص.', 'هل يمكنك مراجعة النص كاملًا وتصحيح الأخطاء؟'],
    ctx: 'السياق',
  },
  hi: {
    rec: (n, p, c, w, ph) => ({ text: `उत्पाद ${n} की कीमत ${p} यूरो है और इसे ${c} से भेजा जाता है। वारंटी अवधि ${w} महीने है। ग्राहक सहायता ${ph} पर उपलब्ध है।`, warranty: `वारंटी अवधि ${w} महीने है`, price: `कीमत ${p} यूरो है`, city: `${c} से भेजा जाता है` }),
    fill: ['पैकेजिंग का अधिकांश भाग पुनर्चक्रित कार्डबोर्ड से बना है।', 'पिछली तिमाही में उत्पादन में काफी वृद्धि हुई।', 'कई ग्राहक इसके आसान उपयोग और मज़बूत बॉडी की प्रशंसा करते हैं।', 'स्पेयर पार्ट्स विशेष दुकानों पर उपलब्ध हैं।', 'उपयोगकर्ता पुस्तिका कई भाषाओं में दी गई है।', 'इस उपकरण का परीक्षण एक स्वतंत्र प्रयोगशाला में किया गया।'],
    qWarranty: (n) => `${n} की वारंटी कितने समय की है?`, qPrice: (n) => `${n} की कीमत क्या है?`, qCity: (n) => `${n} किस शहर से भेजा जाता है?`,
    whole: ['कृपया पूरे दस्तावेज़ का पाँच वाक्यों में सारांश दें।', 'नीचे दिए गए पूरे पाठ का अंग्रेज़ी में अनुवाद करें।', 'पाठ में उल्लिखित सभी कीमतों की सूची बनाइए।', 'क्या आप पूरा पाठ पढ़कर सभी गलतियाँ बता सकते हैं?'],
    ctx: 'संदर्भ',
  },
};
