import type { NicheMaterial } from '../types.ts';

/** finance, es: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'budgeting',
    label: 'Presupuesto mensual',
    keywords: [
      'presupuesto',
      'presupuesto mensual',
      'finanzas personales',
      'organizar mis finanzas',
      'controlar gastos',
      'registrar gastos',
      'gastos',
      'gastos fijos',
      'sueldo',
      'quincena',
      'día de cobro',
      'no llego a fin de mes',
      'método de sobres',
      'organización financiera',
      'educación financiera',
      'administrar dinero',
    ],
    hooks: [
      'No eres malo con el dinero. Solo decides a dónde va cuando ya se fue.',
      'Me quedaba sin dinero dos días antes de cobrar, hasta que empecé a apartar mi ahorro el mismo día de cobro.',
      'Si tu presupuesto dura una semana, el que falla es el presupuesto, no tú.',
    ],
    tips: [
      { screen: 'Págate primero', say: 'El día que cobras, aparta tu ahorro antes de gastar nada. Lo que no ves en la cuenta no lo echas de menos.' },
      {
        screen: 'Apunta 30 días',
        say: 'Antes de hacer un presupuesto, apunta cada compra durante treinta días. No puedes planear un dinero que no has visto.',
      },
      { screen: 'Incluye el ocio', say: 'Date una cantidad fija para darte gustos cada mes. Un presupuesto sin alegría se rompe el segundo fin de semana.' },
      { screen: 'Gastos del año', say: 'Divide entre doce los gastos anuales, como seguros, regalos y la vuelta al cole, y aparta esa cantidad cada mes.' },
      { screen: 'Dos cuentas', say: 'Ten los gastos fijos en una cuenta y el gasto diario en otra. Cuando la del día a día llega a cero, se acabó el mes.' },
      {
        screen: 'Revisión del domingo',
        say: 'Dedica diez minutos cada domingo a mirar lo que gastaste. Revisar cada semana duele mucho menos que un susto a fin de mes.',
      },
    ],
    steps: [
      { screen: '1. Ingreso real', say: 'Primero, apunta lo que de verdad entra en tu cuenta cada mes, ya con impuestos descontados.' },
      { screen: '2. Gastos fijos', say: 'Después, haz la lista de gastos fijos: alquiler o renta, luz, agua, teléfono, transporte y cuotas.' },
      { screen: '3. Ahorro primero', say: 'Luego, elige cuánto vas a ahorrar y programa una transferencia automática el día de cobro.' },
      { screen: '4. Reparte el resto', say: 'Por último, reparte lo que queda entre comida, ocio y lo demás, y revísalo cada semana.' },
    ],
    myths: [
      {
        screen: '¿Presupuesto es sufrir?',
        myth: 'Hacer un presupuesto es no poder gastar en nada bonito.',
        fact: 'Un presupuesto es solo un plan. Te deja gastar en lo que te gusta sin culpa, porque lo importante ya está pagado.',
      },
      {
        screen: '¿Solo si ganas poco?',
        myth: 'El presupuesto es solo para quien gana poco.',
        fact: 'Mucha gente con buen sueldo también vive al día. El gasto crece con el ingreso si no hay un plan.',
      },
    ],
    mistakes: [
      {
        screen: 'Demasiado estricto',
        mistake: 'Cortas todos los caprichos a la vez y abandonas el presupuesto en dos semanas.',
        fix: 'Recorta una categoría cada vez y deja una cantidad pequeña para darte gustos.',
      },
      {
        screen: 'Olvidar gastos anuales',
        mistake: 'Solo planeas los gastos del mes, y cada cumpleaños o avería te descuadra todo.',
        fix: 'Añade una línea mensual para gastos anuales e imprevistos.',
      },
      {
        screen: 'Ahorrar lo que sobra',
        mistake: 'Ahorras lo que sobra a fin de mes, que casi nunca es nada.',
        fix: 'Programa una transferencia automática al ahorro el día que cobras.',
      },
    ],
    facts: [
      {
        screen: 'Regla 50/30/20',
        say: 'Un punto de partida muy conocido es la regla cincuenta, treinta, veinte. La mitad va a lo necesario, un treinta por ciento a gustos y un veinte a ahorro y deudas.',
      },
      {
        screen: 'Diez al día',
        say: 'Diez al día en gastos pequeños son más de tres mil seiscientos al año. A veces esa es la diferencia entre vivir al día y tener un colchón.',
      },
    ],
    questions: [
      {
        question: '¿Qué app uso para llevar mis gastos?',
        answer: 'La que vayas a abrir cada semana. Una hoja de cálculo sencilla o las notas del teléfono funcionan si de verdad las miras.',
      },
      {
        question: '¿Cómo hago un presupuesto si gano poco?',
        answer: 'Con poco ingreso el presupuesto importa todavía más. Empieza apuntando un mes entero y protege primero lo esencial.',
      },
    ],
    comparisons: [
      {
        a: 'App de control detallada',
        b: 'Dos cuentas: fijos y día a día',
        verdict: 'Para empezar ganan las dos cuentas. Se montan en cinco minutos y ves de un vistazo cuánto te queda.',
      },
    ],
    before: 'Ahora mismo cobras, el dinero desaparece y no sabes muy bien a dónde fue.',
    after: 'En un par de meses, los gastos fijos quedan pagados el día de cobro, el ahorro crece solo y gastas el resto sin culpa.',
  },
  {
    id: 'emergency-fund',
    label: 'Fondo de emergencia',
    keywords: [
      'fondo de emergencia',
      'colchón financiero',
      'ahorro',
      'ahorrar',
      'cómo ahorrar',
      'ahorrar dinero',
      'cuenta de ahorro',
      'cuenta remunerada',
      'imprevistos',
      'gastos inesperados',
      'me quedé sin trabajo',
      'perder el trabajo',
      'vivir al día',
      'guardar dinero',
      'fondo de ahorro',
      'red de seguridad',
    ],
    hooks: [
      'Tu fondo de emergencia no es una inversión. Es lo que evita que una avería del coche se convierta en deuda de tarjeta.',
      'Mi fondo de emergencia empezó con lo que gastaba en un pedido a domicilio por semana.',
      'Si un solo gasto inesperado te arruina el mes, necesitas un colchón antes que inversiones.',
    ],
    tips: [
      {
        screen: 'Primera meta pequeña',
        say: 'Empieza con una primera meta de un mes de alquiler o renta. Una meta pequeña que cumples vale más que una enorme que nunca empiezas.',
      },
      { screen: 'Cuenta aparte', say: 'Guarda el fondo en una cuenta de ahorro aparte, no en la cuenta del día a día, donde se gasta sin que te des cuenta.' },
      {
        screen: 'Transferencia automática',
        say: 'Programa una transferencia automática al día siguiente de cobrar, aunque sea poco. La constancia vale más que la cantidad.',
      },
      {
        screen: 'Define qué es emergencia',
        say: 'Escribe qué cuenta como emergencia: perder el trabajo, salud, una reparación urgente. Unas rebajas no lo son.',
      },
      {
        screen: 'La vivienda es otra meta',
        say: 'Ahorra para la entrada de tu casa en otra cuenta, no en el fondo de emergencia. El fondo es para los días malos, no para la compra de tus sueños.',
      },
      { screen: 'Si lo usas, repónlo', say: 'Si tienes que usar el fondo, pausa tus otras metas y vuelve a llenarlo primero. Para eso existe.' },
    ],
    steps: [
      { screen: '1. Gasto esencial', say: 'Primero, suma un mes solo de lo esencial: vivienda, comida, servicios, transporte y pagos mínimos de deudas.' },
      { screen: '2. Fija la meta', say: 'Después, multiplícalo por tres para tu primera meta, y por seis si tus ingresos son inestables.' },
      { screen: '3. Abre la cuenta', say: 'Luego, abre una cuenta de ahorro aparte de la que puedas sacar el dinero en uno o dos días, pero no con un toque.' },
      { screen: '4. Automatiza', say: 'Por último, programa un ahorro cada vez que cobras y manda ahí cualquier aguinaldo, paga extra o devolución.' },
    ],
    myths: [
      {
        screen: '¿Mejor invertirlo?',
        myth: 'Tener dinero parado es tirarlo, así que el fondo de emergencia debería estar invertido.',
        fact: 'La bolsa puede caer justo cuando pierdes el trabajo. El fondo tiene que estar ahí el peor día, no crecer el mejor.',
      },
      {
        screen: '¿Basta con la tarjeta?',
        myth: 'No necesitas ahorros porque tienes una tarjeta de crédito para emergencias.',
        fact: 'La tarjeta convierte una emergencia en deuda con intereses. Los ahorros te dejan pagar y seguir adelante.',
      },
    ],
    mistakes: [
      {
        screen: 'Fondo en la cuenta diaria',
        mistake: 'Guardas el fondo en la misma cuenta con la que pagas todo.',
        fix: 'Pásalo a una cuenta de ahorro aparte con un nombre claro.',
      },
      { screen: 'Esperar a ganar más', mistake: 'Esperas a ganar más para empezar a ahorrar.', fix: 'Empieza en este cobro, con cualquier cantidad.' },
      {
        screen: 'Usarlo para caprichos',
        mistake: 'Sacas del fondo para un viaje o unas rebajas.',
        fix: 'Ahorra para los caprichos en otra cuenta, para que el fondo quede intacto.',
      },
    ],
    facts: [
      {
        screen: 'De 3 a 6 meses',
        say: 'Lo más habitual es recomendar de tres a seis meses de gastos esenciales. Si trabajas por tu cuenta o eres el único ingreso de casa, apunta a seis.',
      },
      {
        screen: 'Garantía en la UE',
        say: 'En España, como en toda la Unión Europea, los depósitos están garantizados hasta cien mil euros por persona y por banco.',
      },
    ],
    questions: [
      {
        question: '¿Primero pago deudas o armo el fondo de emergencia?',
        answer: 'Mucha gente hace las dos cosas: primero un fondo pequeño, luego todo lo extra a las deudas con intereses altos, y después completa el fondo.',
      },
      {
        question: '¿Dónde guardo mi fondo de emergencia?',
        answer: 'En una cuenta de ahorro aparte, con acceso en uno o dos días y en una entidad cubierta por el seguro de depósitos de tu país.',
      },
    ],
    comparisons: [
      {
        a: 'Fondo de emergencia',
        b: 'Tarjeta para emergencias',
        verdict: 'Gana el fondo. Usarlo no te cuesta nada, y la tarjeta le suma intereses a una semana que ya es mala.',
      },
    ],
    before: 'Ahora mismo, un teléfono roto o una visita al veterinario te manda directo a la tarjeta de crédito.',
    after: 'En unos meses, un gasto inesperado es solo un mal día, no una crisis.',
  },
  {
    id: 'saving-goals',
    label: 'Ahorrar para una meta grande',
    keywords: [
      'ahorrar para',
      'meta de ahorro',
      'metas financieras',
      'entrada del piso',
      'enganche de una casa',
      'primera casa',
      'comprar casa',
      'ahorrar para un coche',
      'ahorrar para la boda',
      'reto de ahorro',
      'reto de las 52 semanas',
      'alcancía',
      'hucha',
      'compra grande',
      'plan de ahorro',
      'mis primeros diez mil',
    ],
    hooks: [
      'Ahorrar para tu primera casa parece imposible hasta que conviertes el total en una cifra al mes.',
      'Para ahorrar no necesitas más fuerza de voluntad. Necesitas una cuenta aparte con el nombre de tu meta.',
      'Logré mi primera meta grande cuando empecé a pagarla cada mes, como si fuera una factura.',
    ],
    tips: [
      {
        screen: 'Conviértelo en cifra mensual',
        say: 'Divide lo que necesitas entre los meses que faltan. El total que asusta se convierte en un pago mensual a ti mismo.',
      },
      {
        screen: 'Una cuenta por meta',
        say: 'Abre una cuenta o apartado de ahorro para cada meta y ponle nombre, como "casa" o "coche". El dinero con nombre se gasta mucho menos.',
      },
      {
        screen: 'Transferencia el día de cobro',
        say: 'Programa la transferencia para el día que cobras, no para fin de mes. Lo que sale primero es lo que de verdad se ahorra.',
      },
      {
        screen: 'Los aumentos, a la meta',
        say: 'Cada vez que te suban el sueldo, manda al menos la mitad del aumento a tu meta antes de acostumbrarte a gastarlo.',
      },
      {
        screen: 'Progreso a la vista',
        say: 'Apunta el saldo en un gráfico sencillo en la nevera o en el teléfono. Ver la línea subir te sostiene en el séptimo mes.',
      },
    ],
    steps: [
      {
        screen: '1. Ponle nombre',
        say: 'Primero, escribe la meta, por ejemplo la entrada de tu primera casa, con la cantidad exacta y la fecha en la que la necesitas.',
      },
      { screen: '2. Haz la cuenta', say: 'Después, divide la cantidad entre los meses que quedan y comprueba que la cifra cabe en tu presupuesto.' },
      { screen: '3. Abre la cuenta', say: 'Luego, abre una cuenta de ahorro solo para esa meta y ponle su nombre.' },
      { screen: '4. Automatiza y revisa', say: 'Por último, automatiza la transferencia mensual y revisa cada tres meses si vas al ritmo.' },
    ],
    myths: [
      {
        screen: '¿Ahorrar lo que sobra?',
        myth: 'Para una meta grande se ahorra lo que sobra a fin de mes.',
        fact: 'Casi nunca sobra nada. La meta crece cuando el dinero sale el día de cobro, antes de los gastos.',
      },
      {
        screen: '¿Solo con buen sueldo?',
        myth: 'Solo quien gana mucho puede ahorrar para una casa o un coche.',
        fact: 'Ganar más ayuda, pero para la mayoría el trabajo pesado lo hacen una cantidad fija y el tiempo.',
      },
    ],
    mistakes: [
      {
        screen: 'Meta sin fecha',
        mistake: 'Dices que ahorras para tu casa "algún día", sin cantidad y sin fecha.',
        fix: 'Ponle cantidad y fecha a la meta y calcula cuánto ahorrar al mes.',
      },
      {
        screen: 'Todo junto',
        mistake: 'Guardas el dinero de la meta junto con tu fondo de emergencia.',
        fix: 'Sepáralos, para que una lavadora rota no se coma la entrada de tu casa.',
      },
      {
        screen: 'Atajos arriesgados',
        mistake: 'Metes en algo arriesgado el dinero que necesitarás en dos años, para llegar antes.',
        fix: 'El dinero para metas a menos de cinco años va en ahorro seguro, no en acciones ni en cripto.',
      },
    ],
    facts: [
      {
        screen: 'El reto de 52 semanas',
        say: 'En el reto de las cincuenta y dos semanas ahorras uno la primera semana, dos la segunda, y así sucesivamente. Al final del año tienes mil trescientos setenta y ocho.',
      },
      {
        screen: '300 al mes, 3 años',
        say: 'Trescientos al mes durante tres años son diez mil ochocientos antes de intereses. Una cantidad fija y pequeña se convierte en una entrada de verdad.',
      },
    ],
    questions: [
      {
        question: '¿Ahorro para la casa o invierto en bolsa?',
        answer:
          'Si vas a necesitar el dinero en unos cinco años o menos, déjalo en ahorro seguro. La bolsa tiene más sentido para dinero que no tocarás en más tiempo.',
      },
      {
        question: '¿Cómo ahorro si gano poco?',
        answer: 'Empieza con una cantidad que no notes, automatízala el día de cobro y súbela cada vez que crezcan tus ingresos.',
      },
    ],
    comparisons: [
      {
        a: 'Ahorrar lo que sobra',
        b: 'Transferencia fija el día de cobro',
        verdict: 'La transferencia fija gana siempre. Ahorrar deja de ser una decisión de cada mes y simplemente ocurre.',
      },
    ],
    before: 'Ahora mismo tu gran meta vive en tu cabeza como una cifra tan grande que ni empiezas.',
    after: 'En un año tienes una cuenta con nombre que crece cada vez que cobras y una fecha en la que tu meta se hace realidad.',
  },
  {
    id: 'cutting-spending',
    label: 'Recortar gastos',
    keywords: [
      'gastar en tonterías',
      'gastar de más',
      'gastar menos',
      'recortar gastos',
      'gastos hormiga',
      'gastos innecesarios',
      'supermercado',
      'compra semanal',
      'suscripciones',
      'compras impulsivas',
      'compras por impulso',
      'gastos invisibles',
      'consumismo',
      'reto sin gastos',
      'fugas de dinero',
      'rebajas',
    ],
    hooks: [
      'No son las compras grandes las que vacían tu cuenta. Son los gastos hormiga que ni recuerdas.',
      'Encontré dinero que no sabía que tenía en una sola tarde revisando mi extracto.',
      'Antes de dejar el café, cancela las suscripciones que olvidaste.',
    ],
    tips: [
      { screen: 'Revisa suscripciones', say: 'Repasa los extractos de los últimos tres meses y cancela cada suscripción que no hayas usado este mes.' },
      { screen: 'Regla de las 48 horas', say: 'Espera cuarenta y ocho horas antes de cualquier compra que no sea necesaria. Casi siempre las ganas se pasan.' },
      { screen: 'Menú antes de comprar', say: 'Planea las comidas de la semana y ve al súper con lista. La comida que tiras es dinero a la basura.' },
      {
        screen: 'Borra la tarjeta guardada',
        say: 'Quita la tarjeta guardada de las apps de compras y de comida a domicilio. Teclear el número te da unos segundos para arrepentirte.',
      },
      {
        screen: 'Renegocia tus tarifas',
        say: 'Una vez al año, llama a tu compañía de teléfono e internet y pide una tarifa mejor. Los clientes fieles suelen pagar más.',
      },
      {
        screen: 'Date de baja',
        say: 'Date de baja de los correos de tiendas y apaga sus notificaciones. Cada oferta en tu teléfono es una invitación a comprar algo que no necesitas.',
      },
    ],
    steps: [
      { screen: '1. Saca el extracto', say: 'Primero, descarga el extracto de tu cuenta y de tu tarjeta del mes pasado.' },
      { screen: '2. Marca las fugas', say: 'Después, marca todo lo que no era necesario: comida a domicilio, suscripciones y compras impulsivas.' },
      { screen: '3. Tres cambios', say: 'Luego, elige las tres fugas más grandes y decide un cambio concreto para cada una.' },
      { screen: '4. Mueve lo ahorrado', say: 'Por último, manda lo que ahorraste directamente a tu cuenta de ahorro, para que no se vaya en otra cosa.' },
    ],
    myths: [
      {
        screen: '¿Deja el café y serás rico?',
        myth: 'Si dejas de comprar café fuera, te harás rico.',
        fact: 'Los gastos hormiga suman, pero la vivienda, el transporte y las deudas suelen pesar más. Recorta primero las fugas grandes y luego las pequeñas que no disfrutas.',
      },
      {
        screen: '¿Las ofertas ahorran?',
        myth: 'Comprar en oferta es ahorrar.',
        fact: 'Una oferta solo ahorra en lo que ibas a comprar de todos modos. Si no, es gastar con descuento.',
      },
    ],
    mistakes: [
      {
        screen: 'Recortar lo que amas',
        mistake: 'Recortas el único gusto que de verdad disfrutas y mantienes diez gastos que ni notas.',
        fix: 'Quédate con lo que te hace feliz y recorta lo que compras en automático.',
      },
      { screen: 'Comprar con hambre', mistake: 'Vas al súper con hambre y sin lista.', fix: 'Come antes, escribe la lista en casa y cíñete a ella.' },
      {
        screen: 'Ahorrar y no guardarlo',
        mistake: 'Gastas menos, pero la diferencia no va a ninguna parte.',
        fix: 'Pasa lo ahorrado a tu cuenta de ahorro ese mismo día.',
      },
    ],
    facts: [
      { screen: 'El café del año', say: 'Si gastas tres al día en café cada día laborable, son unos setecientos cincuenta al año en tu moneda.' },
      { screen: 'Cinco suscripciones', say: 'Cinco suscripciones de diez al mes cuestan seiscientos al año. Casi todo el mundo paga al menos una que olvidó.' },
    ],
    questions: [
      {
        question: '¿Cómo dejo de comprar por impulso en internet?',
        answer: 'Borra las tarjetas guardadas, apaga las notificaciones y deja las cosas en el carrito dos días. La mayoría no las comprarás.',
      },
      {
        question: '¿Cómo gasto menos en el súper?',
        answer: 'Planea la semana, cocina en cantidad para varios días, compra marca blanca o propia de la tienda y revisa la despensa antes de salir.',
      },
    ],
    comparisons: [
      {
        a: 'Recortar gastos hormiga',
        b: 'Bajar un gasto fijo grande',
        verdict: 'Suele ganar el gasto fijo grande. Renegociar una vez tu tarifa o tu seguro ahorra cada mes sin fuerza de voluntad diaria.',
      },
    ],
    before: 'Ahora mismo no gastas mucho en nada, y aun así el dinero se acaba antes del día veinte.',
    after: 'Después de una tarde con tu extracto, sabes dónde están las fugas y lo que ahorras va directo a tu cuenta de ahorro.',
  },
  {
    id: 'investing-basics',
    label: 'Invertir sin complicarse',
    keywords: [
      'invertir',
      'inversión',
      'inversiones',
      'etfs',
      'bolsa',
      'bolsa de valores',
      'acciones',
      'fondos indexados',
      'fondo indexado',
      'interés compuesto',
      'dividendos',
      'bróker',
      'cartera',
      'jubilación',
      'renta fija',
      'cetes',
    ],
    hooks: [
      'Para empezar a invertir no necesitas elegir acciones. La mayoría de los principiantes ni debería.',
      'El mejor momento para empezar a invertir fue hace diez años. El segundo mejor es con tu próximo sueldo.',
      'Empecé a invertir con poco al mes, y la cantidad nunca fue lo importante.',
    ],
    tips: [
      {
        screen: 'Primero el fondo',
        say: 'Arma tu fondo de emergencia y paga las deudas caras antes de invertir. Si no, un mal mes te obliga a vender perdiendo.',
      },
      {
        screen: 'Empieza con un indexado',
        say: 'Un fondo indexado amplio te compra un trocito de cientos de empresas a la vez, así que la caída de una no te hunde.',
      },
      {
        screen: 'Mira las comisiones',
        say: 'Revisa la comisión anual antes de comprar cualquier fondo. Una comisión que parece pequeña se come mucho en veinte años.',
      },
      {
        screen: 'Aporta cada mes',
        say: 'Invierte la misma cantidad cada mes de forma automática. Compras más cuando está barato y dejas de intentar adivinar el momento.',
      },
      {
        screen: 'Piensa en años',
        say: 'Invierte en bolsa solo el dinero que no vas a necesitar en al menos cinco años. En un solo año los precios pueden caer mucho.',
      },
    ],
    steps: [
      { screen: '1. Bases en orden', say: 'Primero, asegúrate de tener fondo de emergencia y ninguna deuda cara de tarjeta.' },
      { screen: '2. Abre una cuenta', say: 'Después, abre una cuenta con un bróker o plataforma regulada en tu país y con comisiones bajas.' },
      { screen: '3. Elige algo amplio', say: 'Luego, elige un fondo indexado amplio o renta fija del gobierno en lugar de acciones sueltas.' },
      { screen: '4. Automatiza y espera', say: 'Por último, programa una aportación mensual y deja de mirar el precio todos los días.' },
    ],
    myths: [
      {
        screen: '¿Hace falta mucho dinero?',
        myth: 'Necesitas mucho dinero para empezar a invertir.',
        fact: 'Muchas plataformas te dejan empezar con poco al mes. El hábito importa mucho más que la primera cantidad.',
      },
      {
        screen: '¿Invertir es apostar?',
        myth: 'Invertir es lo mismo que apostar.',
        fact: 'Apostar por una acción de moda se parece al juego. Tener una parte amplia del mercado durante décadas es otra cosa.',
      },
    ],
    mistakes: [
      {
        screen: 'Seguir la moda',
        mistake: 'Compras lo que está de moda en redes esta semana.',
        fix: 'Sigue un plan sencillo con fondos amplios e ignora los consejos milagro.',
      },
      {
        screen: 'Vender con pánico',
        mistake: 'Vendes todo cuando la bolsa cae.',
        fix: 'Decide de antemano que seguirás aportando en las caídas y deja de mirar cada día.',
      },
      {
        screen: 'Ignorar comisiones',
        mistake: 'Nunca has mirado cuánto te cobra tu fondo o tu banco.',
        fix: 'Compara las comisiones anuales y elige fondos baratos.',
      },
    ],
    facts: [
      {
        screen: 'Regla del 72',
        say: 'Divide setenta y dos entre la rentabilidad anual y sabrás, más o menos, en cuántos años se duplica tu dinero. Al siete por ciento anual, unos diez años.',
      },
      {
        screen: 'Comisión en veinte años',
        say: 'Una comisión del uno por ciento anual se lleva casi una quinta parte del resultado en veinte años. Por eso el fondo barato suele ganar al caro.',
      },
    ],
    questions: [
      {
        question: '¿Cuánto dinero necesito para empezar a invertir?',
        answer: 'Menos de lo que crees. Muchas plataformas aceptan aportaciones pequeñas, así que empieza con lo que puedas mantener cada mes.',
      },
      {
        question: '¿Y si la bolsa cae justo después de invertir?',
        answer: 'Puede pasar, y ya ha pasado. Si aportas cada mes durante muchos años, una caída solo significa que durante un tiempo compras más barato.',
      },
    ],
    comparisons: [
      {
        a: 'Elegir acciones sueltas',
        b: 'Un fondo indexado amplio',
        verdict: 'Para la mayoría de los principiantes gana el indexado. Reparte el riesgo, cuesta menos y no te pide mirar el mercado cada día.',
      },
    ],
    before: 'Ahora mismo tus ahorros están quietos en la cuenta, e invertir te parece cosa de otros.',
    after: 'En unos meses inviertes en automático cada mes y ya no miras el precio cada mañana.',
  },
  {
    id: 'getting-out-of-debt',
    label: 'Deudas y tarjetas',
    keywords: [
      'deudas',
      'deuda',
      'endeudado',
      'endeudada',
      'salir de deudas',
      'pagar deudas',
      'tarjeta de crédito',
      'tarjetas de crédito',
      'préstamo',
      'préstamos',
      'crédito',
      'intereses',
      'pago mínimo',
      'meses sin intereses',
      'bola de nieve',
      'reunificar deudas',
    ],
    hooks: [
      'Pagar solo el mínimo de tu tarjeta es justo como el banco quiere que pagues.',
      'Puse todas mis deudas en una sola hoja, y esa hoja lo cambió todo.',
      '¿Bola de nieve o avalancha? Las dos funcionan. Quedarte quieto no.',
    ],
    tips: [
      {
        screen: 'Anota todas las deudas',
        say: 'Escribe todas tus deudas en una hoja, con saldo, interés y pago mínimo. No puedes vencer lo que te da miedo mirar.',
      },
      { screen: 'Más que el mínimo', say: 'Paga más que el mínimo en al menos una deuda. El pago mínimo está pensado para que pagues intereses durante años.' },
      { screen: 'No sumes deuda nueva', say: 'Mientras pagas, saca la tarjeta de la cartera y de las apps. No puedes vaciar la bañera con el grifo abierto.' },
      {
        screen: 'Pide mejores condiciones',
        say: 'Llama a tu banco y pide un interés más bajo o un plan de pagos. Preguntar no cuesta nada, y a veces funciona.',
      },
      {
        screen: 'Cuidado con los plazos',
        say: 'Trata cada compra a plazos o a meses sin intereses como una deuda de verdad. Varias a la vez se convierten en un pago fijo pesado.',
      },
    ],
    steps: [
      { screen: '1. Lista de deudas', say: 'Primero, haz una lista de cada deuda con su saldo, su interés y su pago mínimo.' },
      {
        screen: '2. Elige un método',
        say: 'Después, elige un método: la deuda más pequeña primero para ganar rápido, o la de interés más alto primero para pagar menos en total.',
      },
      { screen: '3. Mínimo más extra', say: 'Luego, paga el mínimo de todas y manda todo el dinero extra a la deuda elegida.' },
      { screen: '4. Pasa el pago', say: 'Por último, cuando liquides una, suma su pago a la siguiente, hasta vaciar la lista.' },
    ],
    myths: [
      {
        screen: '¿Con el mínimo basta?',
        myth: 'Mientras pagues el mínimo, todo está bien.',
        fact: 'El mínimo paga sobre todo intereses. El saldo apenas baja y la deuda puede durar años.',
      },
      {
        screen: '¿Todas las deudas son iguales?',
        myth: 'Todas las deudas son igual de malas.',
        fact: 'Una hipoteca con interés bajo y una tarjeta con interés alto son cosas muy distintas. Ataca primero la deuda más cara.',
      },
    ],
    mistakes: [
      {
        screen: 'No saber cuánto debes',
        mistake: 'Evitas abrir los estados de cuenta y no sabes cuánto debes.',
        fix: 'Apunta todos los saldos esta semana, aunque incomode.',
      },
      {
        screen: 'Cero ahorro',
        mistake: 'Mandas cada moneda a las deudas y no ahorras nada, así que el próximo imprevisto vuelve a la tarjeta.',
        fix: 'Mantén un pequeño fondo de emergencia mientras pagas.',
      },
      {
        screen: 'Préstamo para pagar préstamo',
        mistake: 'Pides un préstamo nuevo para pagar el viejo sin cambiar nada en tus gastos.',
        fix: 'Reunifica solo si el interés es más bajo y con un plan para no endeudarte de nuevo.',
      },
    ],
    facts: [
      {
        screen: 'El mínimo: nueve años',
        say: 'Si debes tres mil en una tarjeta al veinte por ciento anual y pagas sesenta al mes, tardas unos nueve años. En total pagas más de seis mil quinientos.',
      },
      {
        screen: 'Pagando 150: dos años',
        say: 'Si debes tres mil al veinte por ciento anual y pagas ciento cincuenta al mes, la liquidas en unos dos años. En total pagas unos tres mil setecientos cincuenta.',
      },
    ],
    questions: [
      {
        question: '¿Qué es mejor, bola de nieve o avalancha?',
        answer:
          'La avalancha, primero el interés más alto, sale más barata. La bola de nieve, primero la deuda más pequeña, da victorias rápidas que ayudan a no rendirse. El mejor método es el que mantienes.',
      },
      {
        question: '¿Ahorro o pago deudas primero?',
        answer: 'Primero un fondo pequeño, para que un imprevisto no vuelva a la tarjeta. Después, todo lo extra a las deudas más caras.',
      },
    ],
    comparisons: [
      {
        a: 'Bola de nieve',
        b: 'Avalancha',
        verdict: 'La avalancha gana en dinero y la bola de nieve gana en motivación. Si ya te rendiste antes, empieza con la bola de nieve.',
      },
    ],
    before: 'Ahora mismo pagas cada mes y el saldo de tus deudas casi no se mueve.',
    after: 'En un año, una o dos deudas desaparecen para siempre, y el dinero que se iba en ellas empieza a trabajar para ti.',
  },
  {
    id: 'freelancer-income',
    label: 'Ingresos e impuestos de freelance',
    keywords: [
      'freelance',
      'freelancer',
      'autónomo',
      'autónoma',
      'trabajo por mi cuenta',
      'trabajar por cuenta propia',
      'ingresos variables',
      'ingresos irregulares',
      'impuestos',
      'declaración',
      'facturas',
      'facturar',
      'sueldo fijo',
      'cuenta separada',
      'clientes que no pagan',
      'monotributo',
    ],
    hooks: [
      'Si trabajas por tu cuenta, no todo el dinero de tu cuenta es tuyo.',
      'Mi mejor mes fue también el del mayor susto con los impuestos.',
      'Los ingresos de un freelance suben y bajan. El alquiler no.',
    ],
    tips: [
      { screen: 'Aparta para impuestos', say: 'Cada vez que te paguen, mueve una parte a una cuenta solo para impuestos ese mismo día, y no la toques.' },
      { screen: 'El impuesto cobrado no es tuyo', say: 'Si cobras impuestos en tus facturas, como el IVA, ese dinero no es tuyo. Sepáralo en cuanto entre.' },
      {
        screen: 'Págate un sueldo',
        say: 'Págate la misma cantidad cada mes desde la cuenta del trabajo. Los meses buenos llenan el colchón y los flojos tiran de él.',
      },
      { screen: 'Presupuesto del peor mes', say: 'Haz tu presupuesto personal con el peor mes del último año, no con el mejor.' },
      {
        screen: 'Factura el mismo día',
        say: 'Envía la factura el día que entregas, con una fecha de pago clara. Cada día que tardas es un día más hasta cobrar.',
      },
    ],
    steps: [
      { screen: '1. Tres cuentas', say: 'Primero, abre tres cuentas: una donde te pagan los clientes, otra para impuestos y otra para tus gastos personales.' },
      { screen: '2. Reparte cada pago', say: 'Después, cada vez que entre un pago, aparta en el acto la parte de impuestos.' },
      { screen: '3. Sueldo fijo', say: 'Luego, pásate una cantidad fija al mes a tu cuenta personal.' },
      { screen: '4. Arma el colchón', say: 'Por último, deja que el resto se acumule hasta tener al menos tres meses de ese sueldo.' },
    ],
    myths: [
      {
        screen: '¿Mes bueno, gasto grande?',
        myth: 'Un mes muy bueno significa que por fin puedes gastar más.',
        fact: 'Un mes bueno tiene que cubrir los meses flojos y sus propios impuestos. Gasta más solo cuando el colchón esté lleno.',
      },
      {
        screen: '¿Impuestos al final?',
        myth: 'Los impuestos se resuelven a final de año.',
        fact: 'Para entonces el dinero suele estar gastado. Si apartas de cada pago, el impuesto se convierte en una simple transferencia.',
      },
    ],
    mistakes: [
      {
        screen: 'Todo en una cuenta',
        mistake: 'Mezclas el dinero del trabajo y el personal en la misma cuenta.',
        fix: 'Sepáralos, para saber siempre cuánto ganaste y cuánto debes.',
      },
      {
        screen: 'Nada para impuestos',
        mistake: 'Gastas cada pago como si fuera todo tuyo.',
        fix: 'Aparta de cada pago la parte de impuestos y confirma el porcentaje una vez con un contador o gestor.',
      },
      {
        screen: 'Facturas tarde',
        mistake: 'Facturas cuando te acuerdas y te da vergüenza reclamar.',
        fix: 'Factura el día de la entrega y manda un recordatorio amable el día después del vencimiento.',
      },
    ],
    facts: [
      {
        screen: 'Entre un cuarto y un tercio',
        say: 'Muchos freelancers apartan entre un cuarto y un tercio de cada cobro para impuestos. Tu cifra real depende de tu país y tus ingresos, así que confírmala una vez.',
      },
      { screen: 'Tres meses de colchón', say: 'Un colchón de tres meses de tu propio sueldo convierte un mes flojo en un mes normal.' },
    ],
    questions: [
      {
        question: '¿Cuánto aparto para impuestos si soy freelance?',
        answer: 'Depende de tu país, tu régimen y tus ingresos. Pregúntalo una vez a un contador o gestor y aparta esa parte de cada pago de forma automática.',
      },
      {
        question: '¿Cómo hago un presupuesto si mis ingresos cambian cada mes?',
        answer: 'Págate un sueldo fijo desde la cuenta del trabajo y calcúlalo con tu peor mes, no con la media.',
      },
    ],
    comparisons: [
      {
        a: 'Gastar lo que entra',
        b: 'Pagarte un sueldo fijo',
        verdict: 'Gana el sueldo fijo. Tu vida personal se mantiene estable y la cuenta del trabajo absorbe las subidas y bajadas.',
      },
    ],
    before: 'Ahora mismo te sientes rico en un mes bueno, entras en pánico en uno flojo y temes la época de impuestos.',
    after: 'Con cuentas separadas y un sueldo fijo, pagar impuestos es solo una transferencia, y un mes flojo ya no te asusta.',
  },
];
