/**
 * The forty messages of the demo contact inbox, as people write them: in English, Spanish,
 * Arabic, Chinese, French, Italian, Portuguese, Japanese and German. Each names the country
 * whose name pool the sender comes from.
 */

/** [country of the sender, subject, message] */
export type MessageText = readonly [string, string, string];

export const MESSAGE_TEXTS: readonly MessageText[] = [
  ['AU', 'Refund for cancelled Ningaloo trip', 'Hi, the operator cancelled our whale shark trip because of the weather and told us to contact you about the refund. It has been ten days and nothing has come back to my card. Booking for two people. Thanks.'],
  ['GB', 'Can I bring my own nitrox analyser?', 'Hello, I am booked on a Similan liveaboard in March. Is it fine to bring my own analyser, or do the boats provide one? The listing does not say.'],
  ['US', 'Dive master certification stuck in review', 'I uploaded my PADI Divemaster card five days ago and it still says pending. I have guests asking about trips. Could someone take a look?'],
  ['NZ', 'Question about the Poor Knights listing', 'Kia ora, does the Poor Knights day trip include rental gear? My partner does not have her own wetsuit. Cheers.'],
  ['AU', 'Seller never shipped my computer', 'I bought a used Shearwater Perdix three weeks ago. The seller stopped answering messages. What can I do?'],
  ['GB', 'Wrong currency on my invoice', 'My invoice shows the price in Egyptian pounds but I paid in euros. I need a corrected invoice for my expenses.'],
  ['US', 'Partnership enquiry from a dive shop in Florida', 'We run a PADI 5-Star centre in the Keys and would like to list our boat trips. Is there a fee for dive centres, and can several instructors share one account?'],
  ['AU', 'Thank you!', 'Just back from the Ribbon Reefs trip we booked through you. Best week of diving of my life. Please pass on our thanks to the crew.'],
  ['GB', 'Delete my account', 'Please delete my account and all my data. I no longer dive and do not want to receive e-mails.'],
  ['US', 'Medical questionnaire for Cozumel', 'I had knee surgery last year. Do I need a doctor to sign the medical form before diving in Cozumel, or is the questionnaire enough?'],
  ['NZ', 'Typo in a trip price?', 'The Kerama Islands trip shows a price that looks ten times too high. Might be worth checking before someone books it.'],
  ['AU', 'Group booking for a dive club', 'Our club would like to book 14 places on a Great Barrier Reef liveaboard in October. Can we get a group rate, and can we pay a deposit first?'],
  ['ES', 'Problema con el pago', 'Hola, intenté reservar la salida a las Islas Medes y el pago fue rechazado dos veces, aunque la tarjeta funciona bien. ¿Pueden ayudarme?'],
  ['MX', 'Consulta sobre los cenotes', 'Buenas tardes, ¿los tours de cenotes son aptos para buzos Open Water? Tengo 15 inmersiones registradas y nunca he buceado en cavernas.'],
  ['ES', 'Factura a nombre de empresa', 'Necesito la factura del curso de Rescue a nombre de mi empresa, con CIF. ¿Dónde puedo indicar los datos fiscales?'],
  ['MX', 'Mi certificación fue rechazada', 'Me rechazaron la certificación porque la foto estaba borrosa. Ya subí una nueva, ¿cuánto tarda la revisión esta vez?'],
  ['ES', 'Cambio de fechas', 'Reservé Cabo de Palos para el 12 de junio pero por trabajo necesito cambiarlo a julio. ¿Es posible sin perder la reserva?'],
  ['MX', 'Vendo equipo usado', 'Quiero vender mi regulador Apeks con dos años de uso. ¿Qué datos del mantenimiento tengo que incluir en el anuncio?'],
  ['ES', 'Felicidades por la web', 'Solo quería decir que la web funciona muy bien y que encontrar salidas en español es un lujo. ¡Seguid así!'],
  ['EG', 'استفسار عن رحلة رأس محمد', 'مرحباً، هل تشمل رحلة رأس محمد رسوم المحمية الطبيعية؟ وهل يوجد نقل من الفندق في شرم الشيخ؟ شكراً لكم.'],
  ['SA', 'طلب استرداد المبلغ', 'السلام عليكم، ألغيت حجزي لرحلة جزر فرسان قبل أربعين يوماً من الموعد ولم يصلني المبلغ حتى الآن. أرجو المساعدة.'],
  ['JO', 'تسجيل مرشد غوص', 'أنا مرشد غوص معتمد من SSI في العقبة. كيف أضيف رحلاتي إلى الموقع؟ وهل يمكن كتابة الوصف باللغة العربية؟'],
  ['EG', 'مشكلة في تسجيل الدخول', 'لا أستطيع الدخول إلى حسابي منذ أمس، وتظهر رسالة أن الحساب محظور. لم أخالف أي قاعدة على حد علمي.'],
  ['SA', 'سؤال عن دورة الغوص المتقدم', 'هل دورة الغوص المتقدم متاحة للنساء مع مدربة؟ وما هي المدة المطلوبة لإكمالها؟'],
  ['EG', 'شكر وتقدير', 'شكراً على الرحلة الرائعة إلى الإخوة. كان الطاقم محترفاً جداً وشاهدنا أسماك القرش في كل غطسة تقريباً.'],
  ['CN', '关于诗巴丹潜水的咨询', '你好，请问诗巴丹的潜水许可证是否包含在价格里？我们一行四人，都有进阶开放水域证书。'],
  ['CN', '退款问题', '我在两周前取消了科莫多的行程，但是退款还没有到账。订单是用支付宝付的，请帮忙查一下。'],
  ['CN', '潜水电脑表的发票', '我买了一块全新的 Suunto D5，需要开具发票用于报销，请问怎么申请？'],
  ['CN', '教练资格审核', '我上传了 CMAS 二星教练证书，但是系统显示被拒绝，理由是无法核实编号。请问需要补充什么材料？'],
  ['CN', '网站建议', '希望网站可以增加按潜水季节筛选行程的功能，这样更容易找到合适的时间。谢谢！'],
  ['FR', 'Question sur la plongée à Port-Cros', 'Bonjour, faut-il un certificat médical de moins d’un an pour plonger à Port-Cros ? Je suis niveau 2 FFESSM.'],
  ['FR', 'Annulation par le club', 'Le club a annulé notre sortie aux îles d’Hyères la veille à cause du mistral. Comment se passe le remboursement ?'],
  ['FR', 'Vente de combinaison', 'Je voudrais vendre ma combinaison semi-étanche 7 mm. L’annonce a été refusée car les photos ne correspondent pas, mais ce sont bien mes photos.'],
  ['FR', 'Partenariat', 'Nous sommes un centre de plongée en Corse et souhaitons proposer nos sorties. Pouvez-vous nous envoyer les conditions ?'],
  ['IT', 'Informazioni su Portofino', 'Buongiorno, l’immersione al Cristo degli Abissi è adatta a un brevetto Open Water? Grazie mille.'],
  ['IT', 'Pagamento doppio', 'Mi è stato addebitato due volte il corso Nitrox. Allego la ricevuta della banca, potete rimborsare il secondo addebito?'],
  ['BR', 'Dúvida sobre Fernando de Noronha', 'Olá! A taxa de preservação ambiental de Noronha está incluída no pacote de mergulho ou pago na chegada?'],
  ['BR', 'Cadastro de instrutor', 'Sou instrutor NAUI em Recife e enviei meu certificado há três dias. Podem confirmar se chegou tudo certo?'],
  ['JP', '慶良間諸島のツアーについて', 'こんにちは。慶良間のファンダイビングに日本語ガイドはいますか？ブランクが二年あるので、リフレッシュコースも希望します。'],
  ['DE', 'Rechnung fehlt', 'Hallo, ich habe für die Tauchreise nach Ras Mohammed noch keine Rechnung bekommen. Können Sie sie mir bitte schicken?'],
];
