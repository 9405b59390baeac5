import type { FaqTranslation } from '../schema';

/**
 * The demo FAQs in Spanish (docs/decisions/0019-spanish.md), by their English question in
 * seed/faqs.json: written for a reader in the US, addressed as "usted", in the web app's words
 * (membresía, tarjeta de ahorro, farmacia, número de miembro). Links go to the Spanish pages.
 * An FAQ without an entry here shows its English on the Spanish pages.
 */
export const FAQS_ES: Record<string, FaqTranslation> = {
  'What is ARX Savings Club?': {
    question: '¿Qué es ARX Savings Club?',
    answerHtml:
      '<p>ARX Savings Club es una <strong>membresía de ahorro en medicamentos recetados</strong>. Usted paga una pequeña cuota mensual o anual y obtiene precios en efectivo exclusivos para miembros en medicamentos recetados en más de 60,000 farmacias participantes de todo EE. UU., con una tarjeta de membresía digital.</p><p>Los miembros ahorran hasta un 85% en muchos medicamentos genéricos y de marca. Puede <a href="/es/drug-pricing">consultar los precios para miembros</a> antes de inscribirse.</p>',
  },
  'Is ARX Savings Club insurance?': {
    question: '¿ARX Savings Club es un seguro?',
    answerHtml:
      '<p><strong>No.</strong> ARX Savings Club es una membresía de descuentos: esto no es un seguro. No es un plan de Medicare ni de Medicaid, no paga sus medicamentos y no cumple los requisitos de cobertura esencial mínima de la Ley del Cuidado de Salud a Bajo Precio (Affordable Care Act).</p><p>Lo que hace es permitirle pagar directamente en la farmacia el precio más bajo para miembros. Consulte nuestros <a href="/es/terms">términos</a> y nuestro <a href="/es/disclaimer">aviso legal</a> para conocer los detalles.</p>',
  },
  'How do I use my card at the pharmacy?': {
    question: '¿Cómo uso mi tarjeta en la farmacia?',
    answerHtml:
      '<p>Muestre su tarjeta digital al farmacéutico o dígale los datos de su membresía cuando deje o recoja una receta:</p><ul><li><strong>Número de miembro:</strong> aparece en su tarjeta (por ejemplo, ARX-000001)</li><li><strong>BIN:</strong> 022352</li><li><strong>Grupo:</strong> ARXASOLO</li></ul><p>El farmacéutico lo procesa como un descuento, y usted paga el precio para miembros en el mostrador.</p>',
  },
  'Can I use ARX Savings Club if I have insurance?': {
    question: '¿Puedo usar ARX Savings Club si tengo seguro médico?',
    answerHtml:
      '<p>Sí. La membresía sirve con o sin seguro, pero no se puede combinar con su seguro en el mismo surtido. En cada receta, pídale a su farmacéutico que compare el copago de su seguro con el precio para miembros de ARX, y pague el que sea más bajo.</p>',
  },
  'How much can I save?': {
    question: '¿Cuánto puedo ahorrar?',
    answerHtml:
      '<p>Los miembros ahorran <strong>hasta un 85%</strong> sobre el precio en efectivo habitual de la farmacia, y el ahorro suele ser mayor en los genéricos más comunes. Su precio exacto depende del medicamento, la concentración, la cantidad y la farmacia. <a href="/es/drug-pricing">Busque los precios para miembros</a> para ver cuánto podría ahorrar.</p>',
  },
  'Which medications are included?': {
    question: '¿Qué medicamentos están incluidos?',
    answerHtml:
      '<p>Hay precios para miembros en más de <strong>50,000 medicamentos</strong>, entre ellos medicamentos genéricos y de marca para la presión arterial alta, la diabetes, la tiroides, la salud mental, las alergias y las infecciones, entre otras afecciones. Use la <a href="/es/drug-pricing">búsqueda de precios</a> para consultar un medicamento en particular.</p>',
  },
  'Which pharmacies accept the card?': {
    question: '¿Qué farmacias aceptan la tarjeta?',
    answerHtml:
      '<p>Más de <strong>60,000 farmacias participantes</strong> de todo EE. UU. aceptan la tarjeta, entre ellas cadenas nacionales, farmacias de supermercado y muchas farmacias independientes. Si no está seguro de que una farmacia participe, pregúntele al farmacéutico antes de que surta su receta.</p>',
  },
  'How quickly does my membership start?': {
    question: '¿Cuándo empieza mi membresía?',
    answerHtml:
      '<p>Para la mayoría de los miembros, la activación es inmediata: su tarjeta digital está lista en cuanto se <a href="/es/register">inscribe</a>. En todos los casos, su membresía se activa en menos de 24 horas.</p>',
  },
  'Which plans can I choose?': {
    question: '¿Qué planes puedo elegir?',
    answerHtml:
      '<ul><li><strong>Individual</strong> cubre a una persona: el titular de la tarjeta.</li><li><strong>Pareja/Mascota</strong> lo cubre a usted y a una pareja o una mascota.</li><li><strong>Familiar</strong> cubre hasta 6 miembros: el titular de la tarjeta y hasta 5 familiares.</li></ul><p>Compare los planes y sus precios en la <a href="/es/pricing">página de precios</a>.</p>',
  },
  'Can I use my membership for my pet?': {
    question: '¿Puedo usar mi membresía para mi mascota?',
    answerHtml:
      '<p>Sí, con el plan <strong>Pareja/Mascota</strong>. Cubre los medicamentos de uso humano que un veterinario le receta a su mascota y que se surten en una farmacia participante. No se incluyen los productos exclusivamente veterinarios que venden las clínicas de animales.</p>',
  },
  'How do I add family members?': {
    question: '¿Cómo agrego a mis familiares?',
    answerHtml:
      '<p>Con el plan Familiar puede agregar hasta 5 familiares desde su cuenta, 6 personas en total contándolo a usted. Cada miembro recibe su propia tarjeta digital y su propio número de miembro. Los menores de 18 años se pueden agregar como dependientes.</p>',
  },
  'What is the difference between monthly and yearly billing?': {
    question: '¿Qué diferencia hay entre el pago mensual y el anual?',
    answerHtml:
      '<p>Puede pagar cada mes o cada año. El precio anual equivale a <strong>11 meses</strong> del precio mensual, así que recibe <strong>1 mes gratis</strong> cuando paga el año completo.</p>',
  },
  'Are there setup fees or contracts?': {
    question: '¿Hay cargos de inscripción o contratos?',
    answerHtml:
      '<p>No. <strong>No hay cargos de inscripción</strong> ni contratos a largo plazo. Puede cancelar cuando quiera.</p>',
  },
  'How do I cancel my membership?': {
    question: '¿Cómo cancelo mi membresía?',
    answerHtml:
      '<p>Puede cancelar cuando quiera desde Mi cuenta, con un solo clic, o escribiendo a <a href="mailto:support@arxsavingsclub.com">support@arxsavingsclub.com</a>. Si cancela dentro de los 30 días siguientes a su primer pago, su membresía termina de inmediato y le reembolsamos todos sus pagos por completo. Después de ese plazo, no se le volverá a cobrar, y su membresía sigue activa hasta el final del período que ya pagó.</p>',
  },
  'Can I get a refund?': {
    question: '¿Me pueden hacer un reembolso?',
    answerHtml:
      '<p>Sí, en sus primeros 30 días. Si cancela dentro de los 30 días siguientes a su primer pago, le reembolsamos todos sus pagos por completo a la tarjeta con la que pagó, y su membresía termina de inmediato. Después de ese plazo, al cancelar no se le vuelve a cobrar nada y su tarjeta de ahorro sigue funcionando hasta el final del período que ya pagó; por eso la cuota de ese período no se reembolsa. Durante una prueba gratuita no se le ha cobrado nada: si cancela antes de que termine, no paga nada. Si cree que se le hizo un cobro por error, escriba a <a href="mailto:support@arxsavingsclub.com">support@arxsavingsclub.com</a> y lo revisaremos. Encontrará todos los detalles en nuestros <a href="/es/terms">términos</a>.</p>',
  },
  'Can I add my card to Apple Wallet or Google Wallet, or print it?': {
    question: '¿Puedo agregar mi tarjeta a Apple Wallet o Google Wallet, o imprimirla?',
    answerHtml:
      '<p>Sí. Puede agregar su tarjeta digital a <strong>Apple Wallet</strong> o a <strong>Google Wallet</strong>, mostrarla en su teléfono o imprimirla en casa. Su número de miembro, el BIN 022352 y el grupo ARXASOLO siempre aparecen en la tarjeta.</p>',
  },
  'What if I lose my card?': {
    question: '¿Qué pasa si pierdo mi tarjeta?',
    answerHtml:
      '<p>Su tarjeta es digital, así que en realidad no se puede perder. Inicie sesión para verla de nuevo, agréguela a la billetera de su teléfono o imprima una copia nueva. También puede darle al farmacéutico su número de miembro, el BIN y el número de grupo.</p>',
  },
  'Are the prices guaranteed?': {
    question: '¿Los precios están garantizados?',
    answerHtml:
      '<p>Los precios que se muestran en nuestro sitio son de referencia. Los precios de los medicamentos pueden cambiar, y pueden variar de una farmacia a otra y según la cantidad o la concentración. Su precio final siempre se confirma en el mostrador de la farmacia.</p>',
  },
  'Do you sell or share my health information?': {
    question: '¿Venden o comparten mi información de salud?',
    answerHtml:
      '<p><strong>No.</strong> Nunca vendemos ni compartimos sus búsquedas de medicamentos ni sus datos de salud, y no usamos rastreadores de terceros en nuestro sitio. Lea nuestra <a href="/es/privacy">política de privacidad</a> para saber más.</p>',
  },
  'Who can join?': {
    question: '¿Quién puede inscribirse?',
    answerHtml:
      '<p>Cualquier residente de EE. UU. que tenga <strong>18 años o más</strong> puede inscribirse. Los menores solo pueden estar cubiertos como dependientes en el plan de un miembro.</p>',
  },
  'I have Medicare or Medicaid. Can I still use ARX Savings Club?': {
    question: 'Tengo Medicare o Medicaid. ¿Puedo usar ARX Savings Club de todos modos?',
    answerHtml:
      '<p>ARX Savings Club no es un plan de Medicare ni de Medicaid, y no se puede combinar con su cobertura en el mismo surtido. Puede pedirle a su farmacéutico que compare el precio de su plan con el precio para miembros. Es posible que lo que pague con una membresía de descuentos no cuente para el deducible ni para los gastos de bolsillo de su plan.</p>',
  },
  'How do I contact support?': {
    question: '¿Cómo me comunico con soporte?',
    answerHtml:
      '<p>Nuestro equipo de soporte está disponible <strong>las 24 horas, todos los días</strong>. Escríbanos a <a href="mailto:support@arxsavingsclub.com">support@arxsavingsclub.com</a> y le responderemos.</p>',
  },
};
