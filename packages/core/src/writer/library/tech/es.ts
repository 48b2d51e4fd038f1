import type { NicheMaterial } from '../types.ts';

/** tech, es: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'choosing-a-smartphone',
    label: 'Cómo elegir un teléfono',
    keywords: [
      'celular',
      'celulares',
      'móvil',
      'smartphone',
      'teléfono nuevo',
      'qué celular comprar',
      'qué móvil comprar',
      'iphone',
      'android',
      'samsung',
      'xiaomi',
      'gama media',
      'gama alta',
      'cámara del celular',
      'iphone o android',
      'reacondicionado',
    ],
    hooks: [
      'Deja de pagar un gama alta si solo lo usas para WhatsApp y fotos.',
      'Antes de comprar teléfono nuevo, prueba la cámara en el rincón más oscuro de la tienda.',
      'Llevo cuatro años con el mismo teléfono porque miré los años de actualizaciones antes de comprarlo.',
    ],
    tips: [
      {
        screen: 'Revisa los años de actualización',
        say: 'Busca cuántos años de actualizaciones va a recibir el teléfono. Sin parches de seguridad, lo vas a cambiar antes de tiempo.',
      },
      {
        screen: 'El gama alta del año pasado',
        say: 'Compara el gama alta del año pasado con el gama media nuevo. Muchas veces cuestan parecido y la cámara es mucho mejor.',
      },
      {
        screen: 'Almacenamiento antes que extras',
        say: 'Compra más almacenamiento del que crees que necesitas. La memoria llena molesta cada día, y en la mayoría de teléfonos no se puede ampliar.',
      },
      {
        screen: 'Cámara con poca luz',
        say: 'Prueba la cámara en un rincón oscuro de la tienda, no frente al escaparate iluminado. Ahí es donde los baratos fallan.',
      },
      {
        screen: 'Reacondicionado con garantía',
        say: 'Considera un reacondicionado oficial con garantía. Te llevas un modelo más nuevo por el precio de uno más sencillo.',
      },
    ],
    steps: [
      { screen: 'Fija tu tope', say: 'Primero, decide cuánto puedes pagar como máximo antes de ver reseñas. Si no, cada reseña te sube un modelo.' },
      { screen: 'Anota tu uso', say: 'Luego, apunta las tres cosas que más haces con el teléfono, como fotos, juegos, mapas o el banco.' },
      { screen: 'Elige tres finalistas', say: 'Después, elige tres modelos dentro de tu presupuesto que sean fuertes justo en esas tres cosas.' },
      {
        screen: 'Tenlo en la mano',
        say: 'Por último, sostén cada uno en la tienda. El tamaño y el peso deciden si lo vas a disfrutar más que cualquier ficha técnica.',
      },
    ],
    myths: [
      {
        screen: '¿Más megapíxeles?',
        myth: 'Cuantos más megapíxeles, mejores fotos.',
        fact: 'Importan más el tamaño del sensor y el procesado. Una cámara de doce megapíxeles puede ganarle a una de cien, sobre todo de noche.',
      },
      {
        screen: '¿Descargarla hasta cero?',
        myth: 'Hay que dejar que la batería llegue a cero antes de cargarla.',
        fact: 'Las baterías de litio prefieren cargas cortas y frecuentes. Vaciarlas hasta cero las desgasta más rápido.',
      },
    ],
    mistakes: [
      {
        screen: 'Comprar en el lanzamiento',
        mistake: 'Compras el modelo nuevo la misma semana que sale.',
        fix: 'Espera unos meses. El precio suele bajar y se corrigen los primeros errores.',
      },
      {
        screen: 'El almacenamiento mínimo',
        mistake: 'Eliges el almacenamiento más pequeño para ahorrar un poco.',
        fix: 'Mira cuánto espacio usa tu teléfono actual y compra al menos el doble.',
      },
      {
        screen: 'Una sola reseña',
        mistake: 'Compras el teléfono por una sola reseña entusiasta.',
        fix: 'Mira dos o tres reseñas y busca los defectos que todas mencionan.',
      },
    ],
    facts: [
      {
        screen: 'Hasta 7 años de actualizaciones',
        say: 'Algunas marcas ya prometen hasta siete años de actualizaciones, así que revisa ese número antes de pagar.',
      },
      {
        screen: 'Unos 500 ciclos',
        say: 'La batería de muchos teléfonos está pensada para conservar la mayor parte de su capacidad durante unos quinientos ciclos completos de carga.',
      },
    ],
    questions: [
      {
        question: '¿Vale la pena un teléfono caro?',
        answer: 'Solo si usas cada día lo que lo hace mejor, como la cámara. Para mensajes, mapas y redes, un buen gama media es suficiente.',
      },
      {
        question: '¿Batería grande o carga rápida?',
        answer: 'Batería grande si pasas el día fuera sin enchufe. Carga rápida si puedes cargarlo quince minutos en tu escritorio.',
      },
    ],
    comparisons: [
      {
        a: 'iPhone',
        b: 'Android',
        verdict: 'iPhone si ya tienes Mac o reloj de Apple. Android si quieres más opciones de precio y tamaño. Los dos son buenos teléfonos.',
      },
    ],
    before: 'Ahora mismo ya viste mil comparativas y sigues sin saber qué teléfono comprar.',
    after: 'Después de esto, entras a la tienda con un tope de precio, tres finalistas y una razón clara para elegir.',
  },
  {
    id: 'laptops-computers',
    label: 'Laptops y computadoras',
    keywords: [
      'laptop',
      'portátil',
      'computadora',
      'ordenador',
      'pc',
      'macbook',
      'windows',
      'laptop lenta',
      'computadora lenta',
      'ordenador lento',
      'memoria ram',
      'ssd',
      'laptop para la universidad',
      'laptop gamer',
      'acelerar la pc',
    ],
    hooks: [
      'Tu laptop no está vieja. Seguramente solo está llena.',
      'Antes de comprar una laptop, mira la RAM y el tipo de disco, no solo el procesador.',
      'Hice que mi laptop de cinco años volara con una sola tarde de limpieza.',
    ],
    tips: [
      {
        screen: 'Ponle un SSD',
        say: 'Si tu computadora todavía tiene disco duro mecánico, cámbialo por un SSD. Es la mejora de velocidad más grande por el dinero.',
      },
      {
        screen: '16 GB de RAM',
        say: 'Para trabajar o estudiar hoy, apunta a dieciséis gigas de RAM. Con ocho, el navegador lleno de pestañas ya se arrastra.',
      },
      {
        screen: 'Quita el inicio automático',
        say: 'Abre la lista de programas que arrancan al encender y desactiva todo lo que no necesitas en el primer segundo.',
      },
      { screen: 'Primero la pantalla', say: 'Revisa el brillo y la resolución de la pantalla antes que el procesador. La pantalla la miras todo el tiempo.' },
      { screen: 'Reinicia cada semana', say: 'Reinicia la laptop al menos una vez por semana. Un mes en suspensión acumula pequeños fallos.' },
    ],
    steps: [
      { screen: 'Desinstala lo que sobra', say: 'Primero, desinstala los programas que no abres desde hace tres meses.' },
      { screen: 'Limpia el arranque', say: 'Luego, desactiva los programas de inicio, para que al encender solo se abra lo necesario.' },
      { screen: 'Libera espacio', say: 'Después, pasa fotos y videos viejos a un disco externo o a la nube y deja libre al menos una quinta parte del disco.' },
      {
        screen: 'Actualiza y reinicia',
        say: 'Por último, instala todas las actualizaciones pendientes y reinicia. Mucha lentitud es una actualización esperando.',
      },
    ],
    myths: [
      {
        screen: '¿Solo importa el procesador?',
        myth: 'Lo único que hace rápida una laptop es el procesador.',
        fact: 'En el día a día pesan más la RAM y el SSD. Un procesador potente con un disco lento sigue yendo lento.',
      },
      {
        screen: '¿Las Mac no se ponen lentas?',
        myth: 'Las Mac nunca se ponen lentas, no necesitan cuidados.',
        fact: 'Cualquier computadora se vuelve lenta con el disco lleno y decenas de programas en segundo plano. La misma limpieza sirve para las dos.',
      },
    ],
    mistakes: [
      {
        screen: 'Gamer para tomar apuntes',
        mistake: 'Compras una laptop gamer pesada para apuntes y correo.',
        fix: 'Compra una ligera con buena batería y pon la diferencia en RAM y almacenamiento.',
      },
      {
        screen: 'Disco a reventar',
        mistake: 'Tienes el disco casi completamente lleno.',
        fix: 'Deja libre al menos una quinta parte del disco para que el sistema pueda trabajar.',
      },
      {
        screen: 'Batería de anuncio',
        mistake: 'Te crees la autonomía que sale en el anuncio.',
        fix: 'Busca una prueba independiente de batería en un día normal de trabajo.',
      },
    ],
    facts: [
      {
        screen: 'SSD: segundos, no minutos',
        say: 'Cambiar el disco duro por un SSD puede bajar el arranque de un par de minutos a bastante menos de treinta segundos.',
      },
      { screen: '8 o 16 GB', say: 'Con ocho gigas de RAM, treinta pestañas abiertas y una videollamada ya pueden volver todo lento.' },
    ],
    questions: [
      {
        question: '¿Mac o Windows para la universidad?',
        answer: 'Primero mira qué usan en tu carrera. Algunos programas de ingeniería solo funcionan en Windows, y en diseño o video suelen preferir Mac.',
      },
      {
        question: '¿Mejoro mi laptop vieja o compro una nueva?',
        answer: 'Si admite un SSD y más RAM, empieza por ahí. Cuesta mucho menos y muchas veces se siente como una laptop nueva.',
      },
    ],
    comparisons: [
      {
        a: 'Laptop',
        b: 'Computadora de escritorio',
        verdict:
          'Laptop si vas de casa al trabajo y a clase. De escritorio si trabajas siempre en el mismo sitio, porque da más potencia por el precio y es más fácil de mejorar.',
      },
    ],
    before: 'Ahora mismo tu laptop tarda un minuto en encender y el ventilador ruge cada vez que abres el navegador.',
    after: 'Después de una tarde de limpieza, enciende rápido y dejas de pensar en cambiarla.',
  },
  {
    id: 'ai-tools-for-work',
    label: 'Inteligencia artificial para el trabajo',
    keywords: [
      'inteligencia artificial',
      'ia',
      'herramientas de ia',
      'chatgpt',
      'gemini',
      'copilot',
      'prompt',
      'prompts',
      'instrucciones para la ia',
      'chatbot',
      'automatizar',
      'automatización',
      'ia para el trabajo',
      'productividad con ia',
      'usar la ia',
    ],
    hooks: [
      'Usas la IA como si fuera Google, y por eso las respuestas te parecen inútiles.',
      'Pega en tu prompt un ejemplo de lo que quieres, y la IA te responde muchísimo mejor.',
      'Uso la IA todos los días en el trabajo, pero solo para borradores, nunca para la versión final.',
    ],
    tips: [
      {
        screen: 'Dale un papel',
        say: 'Dile a la IA quién tiene que ser y para quién es la respuesta. Un editor que escribe para gerentes ocupados responde muy distinto.',
      },
      { screen: 'Pega un ejemplo', say: 'Pega un ejemplo de cómo debe quedar. La IA copia un estilo mucho mejor de lo que lo adivina.' },
      { screen: 'Que te pregunte', say: 'Termina tu prompt con: antes de responder, hazme tres preguntas. El resultado se ajusta mucho más a tu caso.' },
      { screen: 'Revisa los datos', say: 'Revisa cada nombre, cifra y cita. La IA escribe datos falsos con el mismo tono seguro que los verdaderos.' },
      { screen: 'Nada confidencial', say: 'Nunca pegues contraseñas, datos de clientes ni información confidencial en una IA pública.' },
    ],
    steps: [
      { screen: 'Describe la tarea', say: 'Primero, describe la tarea en una frase y di quién va a leer el resultado.' },
      { screen: 'Añade contexto', say: 'Luego, añade el contexto: tus notas, el correo que vas a contestar o los datos con los que trabajas.' },
      { screen: 'Pide el formato', say: 'Después, di el formato que quieres, como cinco viñetas, un correo corto o una tabla.' },
      { screen: 'Edita, no aceptes', say: 'Por último, pide dos versiones, elige la mejor y reescríbela con tu propia voz.' },
    ],
    myths: [
      {
        screen: '¿La IA lo sabe todo?',
        myth: 'La IA sabe la respuesta, así que puedes copiarla tal cual.',
        fact: 'La IA predice el texto más probable. Puede inventar fuentes y cifras, así que úsala como borrador rápido, no como respuesta final.',
      },
      {
        screen: '¿Prompts cortos?',
        myth: 'El mejor prompt es una sola línea corta.',
        fact: 'Más contexto suele dar mejores respuestas. Un párrafo sobre tu situación le gana a cualquier frase ingeniosa.',
      },
    ],
    mistakes: [
      {
        screen: 'Prompt vago',
        mistake: 'Escribes hazme un post y te extraña que suene igual que todos.',
        fix: 'Añade tu público, tu tema, tu tono y un ejemplo de algo que hayas escrito tú.',
      },
      {
        screen: 'La primera respuesta',
        mistake: 'Te quedas con la primera respuesta y ya.',
        fix: 'Contesta qué está mal y pide otra. La segunda o la tercera versión suele ser la buena.',
      },
      {
        screen: 'IA para todo',
        mistake: 'Le pides a la IA cosas que harías más rápido tú mismo.',
        fix: 'Úsala para borradores, resúmenes y textos repetitivos, y quédate tú con las decisiones y la revisión final.',
      },
    ],
    facts: [
      {
        screen: 'Una hora por semana',
        say: 'Si la IA te redacta cinco correos al día y te ahorra tres minutos en cada uno, ganas más de una hora por semana.',
      },
      { screen: 'Pide 3 versiones', say: 'Pedir tres versiones a la vez tarda los mismos pocos segundos que pedir una, y te da una elección real.' },
    ],
    questions: [
      {
        question: '¿Cuál es la mejor IA?',
        answer: 'Para textos y resúmenes, los grandes asistentes están muy parejos. Elige uno, aprende a darle contexto y cámbialo solo si te falla.',
      },
      {
        question: '¿Mi jefe va a notar que usé IA?',
        answer: 'Sí, si lo pegas sin tocar. Reescríbelo con tus palabras y revisa los datos, y será tu trabajo hecho más rápido.',
      },
    ],
    comparisons: [
      {
        a: 'IA gratis',
        b: 'Plan de pago',
        verdict:
          'Empieza con la gratis. Paga solo cuando choques con los límites cada semana, porque entonces el tiempo que ahorras vale más que la suscripción.',
      },
    ],
    before: 'Ahora mismo probaste la IA una vez, te dio una respuesta sosa y volviste a hacerlo todo a mano.',
    after: 'Después de una semana con mejores prompts, la IA te hace los borradores y tú te quedas con la parte que necesita tu cabeza.',
  },
  {
    id: 'phone-productivity-settings',
    label: 'Ajustes del teléfono',
    keywords: [
      'ajustes del celular',
      'configuración del móvil',
      'funciones ocultas',
      'trucos de iphone',
      'trucos de android',
      'batería',
      'se me acaba la batería',
      'tiempo de pantalla',
      'notificaciones',
      'modo concentración',
      'memoria llena',
      'almacenamiento lleno',
      'trucos para el celular',
      'adicción al celular',
      'scroll infinito',
    ],
    hooks: [
      'Cinco minutos en los ajustes de batería pueden hacer que tu teléfono aguante todo el día.',
      'Tu teléfono está hecho para distraerte. Así se apaga eso.',
      'Reduje mi tiempo de pantalla a la mitad sin borrar ninguna app.',
    ],
    tips: [
      {
        screen: 'Notificaciones solo de personas',
        say: 'Apaga las notificaciones de todas las apps, menos los mensajes de personas reales. Lo demás puede esperar a que abras la app.',
      },
      { screen: 'Pantalla en blanco y negro', say: 'Pon la pantalla en escala de grises por la noche. Las redes sin color aburren sorprendentemente rápido.' },
      {
        screen: 'Esconde las redes',
        say: 'Saca las redes sociales de la pantalla de inicio y mételas en una carpeta en la última página. Un deslizamiento extra basta para cortar el impulso.',
      },
      {
        screen: 'Quién gasta la batería',
        say: 'Abre los ajustes de batería y mira qué app gasta más. Limita su actividad en segundo plano o su acceso a la ubicación.',
      },
      {
        screen: 'Busca los archivos pesados',
        say: 'Con la memoria llena, ordena los archivos por tamaño. Unos cuantos videos viejos de WhatsApp suelen ocupar más que miles de fotos.',
      },
    ],
    steps: [
      { screen: 'Revisa las notificaciones', say: 'Primero, entra a los ajustes de notificaciones y apaga todas las apps que no sean una persona hablándote.' },
      { screen: 'Crea un modo concentración', say: 'Luego, crea un modo concentración para el trabajo que solo deje pasar a tus contactos más cercanos.' },
      {
        screen: 'Limpia la pantalla de inicio',
        say: 'Después, deja en la pantalla de inicio solo herramientas, como mapas, cámara y calendario, y esconde los feeds.',
      },
      { screen: 'Pon límites', say: 'Por último, pon un límite diario a la red social que más usas, un poco por debajo de lo que la usas ahora.' },
    ],
    myths: [
      {
        screen: '¿Cerrar apps ahorra batería?',
        myth: 'Cerrar todas las apps abiertas ahorra batería.',
        fact: 'iPhone y Android ya pausan las apps en segundo plano solos. Abrirlas de cero otra vez muchas veces gasta más.',
      },
      {
        screen: '¿Cargar de noche la arruina?',
        myth: 'Cargar el teléfono toda la noche arruina la batería.',
        fact: 'Los teléfonos modernos frenan la carga cerca del final y muchos tienen carga optimizada. Actívala y carga cuando te venga bien.',
      },
    ],
    mistakes: [
      {
        screen: 'Brillo al máximo',
        mistake: 'Tienes el brillo al máximo todo el día.',
        fix: 'Activa el brillo automático. La pantalla es de lo que más batería gasta.',
      },
      {
        screen: 'Todo te notifica',
        mistake: 'Dejas que cada app te mande notificaciones.',
        fix: 'Deja solo las de personas y las que tienen plazo, como envíos y banco.',
      },
      {
        screen: 'El teléfono en la cama',
        mistake: 'El teléfono es lo último que ves de noche y lo primero por la mañana.',
        fix: 'Cárgalo fuera del dormitorio y usa un despertador sencillo.',
      },
    ],
    facts: [
      {
        screen: 'Unas 50 veces al día',
        say: 'Una encuesta grande encontró que la gente mira el teléfono unas cincuenta veces al día de media, muchas veces sin motivo.',
      },
      {
        screen: 'Veinte minutos para volver',
        say: 'Un estudio conocido sobre trabajo de oficina encontró que volver del todo a una tarea tras una interrupción puede llevar más de veinte minutos.',
      },
    ],
    questions: [
      {
        question: '¿Por qué de repente se me acaba tan rápido la batería?',
        answer:
          'Mira el uso de batería en ajustes. Casi siempre hay una app atascada en segundo plano, o el teléfono sigue ordenando las fotos tras una actualización.',
      },
      {
        question: '¿De verdad funcionan los límites de tiempo de pantalla?',
        answer: 'Funcionan si el límite queda un poco por debajo de tu uso normal, no con un recorte drástico. Bájalo un poco cada semana.',
      },
    ],
    comparisons: [
      {
        a: 'Borrar las redes',
        b: 'Poner límites',
        verdict: 'Los límites le sirven a la mayoría, porque conservas lo útil. Borrar vale la pena si te saltas el límite todos los días.',
      },
    ],
    before: 'Ahora mismo a la hora de comer ya vas con poca batería y el teléfono acaba en tu mano sin que te des cuenta.',
    after: 'Después de una noche en los ajustes, el teléfono aguanta el día y solo vibra cuando una persona real te necesita.',
  },
  {
    id: 'learning-to-code',
    label: 'Aprender a programar',
    keywords: [
      'programación',
      'programar',
      'aprender a programar',
      'programador',
      'programadora',
      'desarrollador',
      'python',
      'javascript',
      'desarrollo web',
      'cambio de carrera',
      'trabajar en tecnología',
      'primer trabajo en tech',
      'junior',
      'bootcamp',
      'autodidacta',
      'curso de programación',
    ],
    hooks: [
      'No necesitas ser bueno en matemáticas para programar. Necesitas un proyecto pequeño.',
      'Perdí seis meses viendo tutoriales hasta que entendí que tenía que construir solo.',
      'Si tuviera que aprender a programar desde cero, empezaría con un proyecto pequeñito.',
    ],
    tips: [
      { screen: 'Un solo lenguaje', say: 'Elige un lenguaje y quédate con él tres meses. Python y JavaScript son buenas opciones para empezar.' },
      { screen: 'Construye, no mires', say: 'Después de cada tutorial, haz algo pequeño sin el video. Ahí es donde de verdad aprendes.' },
      { screen: 'Un poco cada día', say: 'Programa treinta minutos cada día en lugar de cinco horas el domingo. Así nada se te olvida.' },
      { screen: 'Lee el error', say: 'Lee el mensaje de error entero antes de buscar. Casi siempre te dice el archivo y la línea donde falló.' },
      { screen: 'Súbelo a GitHub', say: 'Sube tus proyectos a GitHub desde la primera semana. Quien contrata mira lo que construiste, no tus certificados.' },
    ],
    steps: [
      { screen: 'Aprende lo básico', say: 'Primero, aprende variables, condiciones, bucles y funciones en un lenguaje, con un curso gratuito.' },
      { screen: 'Un proyecto pequeño', say: 'Luego, haz un proyecto pequeño que de verdad usarías, como una lista de tareas o un control de gastos.' },
      { screen: 'Hazlo crecer', say: 'Después, añade una función a la vez, como guardar datos o una página sencilla, y busca todo lo que no sepas.' },
      { screen: 'Enséñalo a alguien', say: 'Por último, publícalo, explica qué hace y pídele a un desarrollador una opinión sincera.' },
    ],
    myths: [
      {
        screen: '¿Demasiado mayor?',
        myth: 'Después de los treinta es tarde para aprender a programar.',
        fact: 'Mucha gente cambia a la programación a los treinta y a los cuarenta. Te contratan por lo que sabes construir.',
      },
      {
        screen: '¿Hace falta título?',
        myth: 'Sin carrera de informática no consigues trabajo de programador.',
        fact: 'Muchos desarrolladores son autodidactas. El título ayuda en algunos puestos, pero un portafolio con proyectos reales abre muchas puertas.',
      },
    ],
    mistakes: [
      {
        screen: 'Atrapado en tutoriales',
        mistake: 'Terminas un curso tras otro, pero nunca construyes nada solo.',
        fix: 'Por cada hora de tutorial, dedica una hora a construir sin ayuda.',
      },
      {
        screen: 'Saltar de lenguaje',
        mistake: 'Cambias de lenguaje cada vez que alguien dice que otro es mejor.',
        fix: 'Quédate con el primero hasta terminar tres proyectos en él.',
      },
      {
        screen: 'Código escondido',
        mistake: 'No le enseñas tu código a nadie porque te da vergüenza.',
        fix: 'Compártelo pronto en una comunidad de principiantes. Los comentarios te ahorran semanas de malos hábitos.',
      },
    ],
    facts: [
      { screen: 'Meses, no semanas', say: 'La mayoría de quienes consiguen su primer trabajo de desarrollador estudiaron antes entre seis meses y dos años.' },
      { screen: '30 minutos al día', say: 'Treinta minutos de código al día suman más de ciento ochenta horas en un año.' },
    ],
    questions: [
      {
        question: '¿Empiezo con Python o con JavaScript?',
        answer:
          'JavaScript si quieres hacer páginas web. Python si te atraen los datos, la automatización o la IA. Cualquiera te enseña a pensar como programador.',
      },
      {
        question: '¿La IA va a reemplazar a los juniors?',
        answer:
          'La IA cambia el trabajo, pero alguien tiene que entender el código y arreglarlo. Aprende bien lo básico y aprende a usar la IA como herramienta.',
      },
    ],
    comparisons: [
      {
        a: 'Bootcamp de pago',
        b: 'Estudiar por tu cuenta',
        verdict: 'Por tu cuenta si eres constante. Un bootcamp si necesitas fechas y mentor, pero revisa antes cuántos alumnos consiguen trabajo de verdad.',
      },
    ],
    before: 'Ahora mismo tienes cinco cursos a medias y te sigues quedando en blanco frente al editor vacío.',
    after: 'Después de tres meses de proyectos pequeños, tienes código real en GitHub y sabes encontrar las respuestas tú solo.',
  },
  {
    id: 'online-privacy-security',
    label: 'Seguridad en internet',
    keywords: [
      'contraseña',
      'contraseñas',
      'gestor de contraseñas',
      'verificación en dos pasos',
      'doble factor',
      'me hackearon',
      'perfil hackeado',
      'estafa',
      'estafas',
      'fraude',
      'phishing',
      'privacidad',
      'filtración de datos',
      'vpn',
      'seguridad en internet',
      'código por sms',
    ],
    hooks: [
      'Si usas la misma contraseña en dos sitios, una filtración abre los dos.',
      'Los estafadores no hackean tu teléfono. Solo te piden el código.',
      'La verificación en dos pasos habría salvado casi todas las cuentas robadas que he visto.',
    ],
    tips: [
      { screen: 'Usa un gestor de contraseñas', say: 'Usa un gestor de contraseñas. Cada cuenta tiene su propia contraseña larga y tú solo recuerdas una.' },
      { screen: 'Activa los dos pasos', say: 'Activa la verificación en dos pasos en tu correo, tu banco, WhatsApp y tus redes, empezando por el correo.' },
      { screen: 'Los códigos no se dan', say: 'Nunca le digas a nadie un código que te llegó por SMS, aunque diga que llama de tu banco.' },
      { screen: 'Mira el remitente', say: 'Antes de tocar un enlace, revisa la dirección real de quien lo envía. Las estafas copian logos, no direcciones.' },
      { screen: 'Actualiza todo', say: 'Instala las actualizaciones del teléfono y la computadora en cuanto lleguen. La mayoría tapa agujeros de seguridad.' },
    ],
    steps: [
      {
        screen: 'Protege tu correo',
        say: 'Primero, ponle a tu correo una contraseña nueva y larga y activa los dos pasos. Con el correo se recupera todo lo demás.',
      },
      { screen: 'Instala un gestor', say: 'Luego, instala un gestor de contraseñas y guarda ahí tus accesos más importantes.' },
      { screen: 'Cambia las repetidas', say: 'Después, cambia cada contraseña que repites, empezando por el banco y las tiendas en línea.' },
      {
        screen: 'Revisa filtraciones',
        say: 'Por último, comprueba si tu correo aparece en filtraciones conocidas y cambia la contraseña de cada sitio que salga.',
      },
    ],
    myths: [
      {
        screen: '¿Nadie quiere mis datos?',
        myth: 'Nadie se va a molestar en hackearte porque no eres importante.',
        fact: 'La mayoría de los ataques son automáticos. Prueban contraseñas filtradas en millones de cuentas y se quedan con lo que abre.',
      },
      {
        screen: '¿La VPN te protege de todo?',
        myth: 'Con una VPN estás seguro y eres anónimo en internet.',
        fact: 'Una VPN oculta tu tráfico de la red local. No te protege del phishing, de contraseñas débiles ni del rastreo de los sitios donde inicias sesión.',
      },
    ],
    mistakes: [
      {
        screen: 'Una contraseña para todo',
        mistake: 'Usas la misma contraseña en todo, cambiando solo el número del final.',
        fix: 'Deja que el gestor cree una contraseña única para cada sitio.',
      },
      {
        screen: 'Solo SMS',
        mistake: 'Tus cuentas principales dependen solo de códigos por SMS.',
        fix: 'Donde puedas, usa una app de autenticación. No te la roban duplicando tu tarjeta SIM.',
      },
      {
        screen: 'Tocar con prisa',
        mistake: 'Tocas el enlace porque el mensaje dice que tu cuenta se bloquea hoy.',
        fix: 'Cierra el mensaje y abre tú mismo la app o la web. Un problema real también aparece ahí.',
      },
    ],
    facts: [
      {
        screen: 'Diez mil millones de cuentas',
        say: 'Más de diez mil millones de cuentas han aparecido en filtraciones conocidas, y sus contraseñas se prueban en otros sitios de forma automática.',
      },
      {
        screen: '12 caracteres o más',
        say: 'Una contraseña aleatoria de doce caracteres o más cuesta muchísimo más adivinarla que una corta llena de símbolos.',
      },
    ],
    questions: [
      {
        question: '¿Es seguro guardar todas las contraseñas en una sola app?',
        answer: 'Un buen gestor cifra todo con tu contraseña maestra. Es mucho más seguro que repetir contraseñas o tenerlas en las notas.',
      },
      {
        question: '¿Puedo usar el wifi gratis de la cafetería?',
        answer: 'Para navegar, sí, porque casi todos los sitios van cifrados. Para el banco, mejor usa tus datos móviles.',
      },
    ],
    comparisons: [
      {
        a: 'Códigos por SMS',
        b: 'App de autenticación',
        verdict: 'Gana la app, porque no se puede interceptar duplicando la SIM. Aun así, los códigos por SMS son mucho mejor que nada.',
      },
    ],
    before: 'Ahora mismo usas las mismas tres contraseñas para todo y esperas que nadie se dé cuenta.',
    after: 'Después de una tarde, tu correo está blindado, cada contraseña es única y una filtración en un sitio se queda en ese sitio.',
  },
];
