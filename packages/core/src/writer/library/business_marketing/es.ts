import type { NicheMaterial } from '../types.ts';

/** business_marketing, es: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'instagram-growth',
    label: 'Instagram y reels con alcance',
    keywords: [
      'instagram',
      'contenido para redes',
      'crecimiento',
      'seguidores',
      'ganar seguidores',
      'reels',
      'alcance',
      'visualizaciones',
      'reproducciones',
      'algoritmo',
      'interacción',
      'tiktok',
      'viral',
      'hacerse viral',
      'contenido para instagram',
      'calendario de contenido',
    ],
    hooks: [
      'Tus reels no fracasan por el algoritmo. Fracasan en los dos primeros segundos.',
      'Cuando dejé de perseguir seguidores, mi cuenta por fin empezó a crecer.',
      '¿Publicas todos los días y no pasa nada? La solución no es publicar más, es una primera frase mejor.',
    ],
    tips: [
      {
        screen: 'Gancho en dos segundos',
        say: 'Di el punto principal en los dos primeros segundos. Nadie espera a que termine la intro para saber por qué quedarse.',
      },
      {
        screen: 'Texto en el primer cuadro',
        say: 'Pon una frase corta escrita en el primer cuadro. Mucha gente mira sin sonido, y lo que la frena es el texto.',
      },
      { screen: 'Un reel, una idea', say: 'Dale a cada reel una sola idea. Si metes tres, la gente no recuerda ninguna.' },
      { screen: 'Habla a una persona', say: 'Piensa en un seguidor concreto mientras grabas. El contenido para todos suena a contenido para nadie.' },
      {
        screen: 'Repite lo que funcionó',
        say: 'Toma tu mejor reel del mes pasado y graba una versión nueva. Un tema que funcionó una vez suele funcionar otra.',
      },
      {
        screen: 'Guardados antes que likes',
        say: 'Haz cosas que den ganas de guardar, como listas y pasos concretos. Un guardado te dice que fue útil, no solo bonito.',
      },
    ],
    steps: [
      { screen: '1. Tres temas', say: 'Primero, elige tres temas de los que puedas hablar durante un año sin aburrirte.' },
      { screen: '2. Junta las preguntas', say: 'Después, apunta todas las preguntas que te han hecho tus clientes y seguidores. Cada una es un reel.' },
      { screen: '3. Graba por tandas', say: 'Luego, graba tres o cuatro reels de una sentada, para que una semana complicada no te deje sin publicar.' },
      { screen: '4. Revisa cada semana', say: 'Por último, una vez por semana, mira qué reels vieron hasta el final y haz más como esos.' },
    ],
    myths: [
      {
        screen: '¿Los hashtags te hacen viral?',
        myth: 'Con los hashtags correctos, tu reel se hará viral.',
        fact: 'Los hashtags ayudan un poco a clasificar el contenido. Lo que mueve un reel es que la gente lo vea entero y lo comparta.',
      },
      {
        screen: '¿Hay que publicar a diario?',
        myth: 'Si no publicas todos los días, el algoritmo se olvida de ti.',
        fact: 'Tres buenos reels a la semana valen más que siete hechos a las prisas. Importa el ritmo que aguantes un año, no un mes.',
      },
    ],
    mistakes: [
      {
        screen: 'Intros eternas',
        mistake: 'Empiezas con "Hola a todos, hoy quiero hablar de".',
        fix: 'Empieza por el resultado o el problema, y saluda después o no saludes.',
      },
      {
        screen: 'Tendencias sin relación',
        mistake: 'Te subes a cada audio de moda aunque no tenga nada que ver con tu tema.',
        fix: 'Usa una tendencia solo cuando puedas conectarla con lo que trata tu cuenta.',
      },
      {
        screen: 'Juzgar por un reel',
        mistake: 'Borras un reel porque tuvo pocas vistas en la primera hora.',
        fix: 'Evalúa una idea con diez reels, no con uno, y fíjate en cuánto tiempo lo vieron.',
      },
    ],
    facts: [
      {
        screen: '150 reels al año',
        say: 'Tres reels a la semana son unos ciento cincuenta al año. Es práctica suficiente para descubrir qué quiere de verdad tu audiencia.',
      },
      { screen: 'Diez reels para probar', say: 'Dale a una idea nueva al menos diez reels antes de decidir que no funciona. Un solo reel no demuestra nada.' },
    ],
    questions: [
      {
        question: '¿A qué hora conviene publicar los reels?',
        answer:
          'Mira en tus estadísticas cuándo están conectados tus seguidores y publica una hora antes. Aun así, un buen reel importa mucho más que el minuto perfecto.',
      },
      {
        question: '¿Borro los reels que no funcionaron?',
        answer: 'No, déjalos. Archiva solo lo que no va con tu tema y estudia los primeros segundos de los que no retuvieron.',
      },
    ],
    comparisons: [
      {
        a: 'Publicar a diario',
        b: 'Tres reels fuertes por semana',
        verdict: 'Para una cuenta pequeña ganan los tres reels fuertes. Mantienes la calidad y puedes sostener el ritmo todo el año.',
      },
    ],
    before: 'Ahora mismo publicas lo que se te ocurre y miras las vistas cada diez minutos.',
    after: 'En un par de meses tienes un plan semanal, sabes qué temas funcionan y los nuevos seguidores llegan por los reels que la gente comparte.',
  },
  {
    id: 'first-clients',
    label: 'Cómo captar clientes',
    keywords: [
      'clientes',
      'atraer clientes',
      'conseguir clientes',
      'buscar clientes',
      'captar clientes',
      'prospectar',
      'freelance',
      'freelancer',
      'sin clientes',
      'portafolio',
      'portfolio',
      'recomendaciones',
      'boca a boca',
      'referidos',
      'agenda llena',
      'agenda vacía',
    ],
    hooks: [
      'Tu primer cliente no está escondido en Instagram. Ya está en tus contactos.',
      'Mis tres primeros clientes llegaron sin web, sin logo y sin anuncios.',
      '¿Nadie te contrata? Revisa si la gente sabe siquiera qué vendes.',
    ],
    tips: [
      {
        screen: 'Cuéntaselo a todos',
        say: 'Manda un mensaje a veinte conocidos contando qué ofreces ahora y a quién ayuda. Casi todos los primeros clientes llegan por alguien que ya confía en ti.',
      },
      {
        screen: 'Una oferta clara',
        say: 'Describe tu oferta en una frase: a quién ayudas, con qué y en cuánto tiempo. Una oferta vaga consigue un like, no una contratación.',
      },
      {
        screen: 'Enseña el resultado',
        say: 'Publica cada semana un antes y después, una historia de cliente o un ejemplo de tu trabajo. La gente compra lo que puede ver.',
      },
      {
        screen: 'Pide recomendaciones',
        say: 'Al terminar cada trabajo, pregunta a tu cliente quién más podría necesitar la misma ayuda. Un cliente contento casi nunca recomienda si no se lo pides.',
      },
      {
        screen: 'Ve donde están',
        say: 'Responde dudas donde tus clientes ya preguntan, como grupos del barrio, foros y comentarios, y hazlo con generosidad.',
      },
    ],
    steps: [
      { screen: '1. Escribe tu oferta', say: 'Primero, escribe una frase sobre a quién ayudas y qué resultado se lleva.' },
      { screen: '2. Lista de 30 personas', say: 'Después, haz una lista de treinta personas que lo necesiten o que conozcan a alguien que lo necesite.' },
      { screen: '3. Mensajes personales', say: 'Luego, escribe a cada una un mensaje personal, sin copiar y pegar, con una pregunta sobre su situación.' },
      {
        screen: '4. Insiste una vez',
        say: 'Por último, vuelve a escribir una vez pasada una semana. Muchas respuestas llegan con el segundo mensaje, no con el primero.',
      },
    ],
    myths: [
      {
        screen: '¿Miles de seguidores?',
        myth: 'Necesitas miles de seguidores antes de que alguien te pague.',
        fact: 'Necesitas unas pocas personas adecuadas. Muchos freelancers llenan su agenda con una cuenta de unos cientos de seguidores.',
      },
      {
        screen: '¿Gratis al principio?',
        myth: 'Los primeros trabajos tienen que ser gratis.',
        fact: 'Un piloto pagado a precio reducido crea mejores hábitos. La gente valora lo que paga, y tú también.',
      },
    ],
    mistakes: [
      {
        screen: 'Esperar a que te encuentren',
        mistake: 'Publicas y esperas a que los clientes te encuentren.',
        fix: 'Empieza tú las conversaciones cada día, aunque sean tres mensajes.',
      },
      {
        screen: 'Vender a todo el mundo',
        mistake: 'Dices que ayudas a "cualquiera que lo necesite".',
        fix: 'Elige un tipo de cliente y un problema, y nómbralos en cada publicación.',
      },
      {
        screen: 'Logo antes que clientes',
        mistake: 'Pasas semanas con el logo y la web sin haber hablado con un solo cliente.',
        fix: 'Consigue tres clientes que paguen y construye la marca con lo que les gustó.',
      },
    ],
    facts: [
      {
        screen: '30 mensajes, 3 llamadas',
        say: 'Si envías treinta mensajes personales y uno de cada diez acaba en llamada, son tres conversaciones reales esta semana.',
      },
      { screen: 'Una recomendación al mes', say: 'Una recomendación al mes son doce clientes al año que llegan ya confiando en ti.' },
    ],
    questions: [
      {
        question: '¿Cómo consigo clientes si no tengo portafolio?',
        answer: 'Haz dos o tres proyectos pequeños a precio reducido a cambio de una reseña y permiso para enseñar el resultado.',
      },
      {
        question: '¿Escribir a desconocidos no es spam?',
        answer: 'Es spam cuando es el mismo texto para todos. Un mensaje corto y personal sobre su situación, sin enlaces, es solo una presentación.',
      },
    ],
    comparisons: [
      {
        a: 'Anuncios pagados',
        b: 'Mensajes personales',
        verdict: 'Para tus diez primeros clientes ganan los mensajes personales. No cuestan nada y cada conversación te enseña a explicar mejor lo que haces.',
      },
    ],
    before: 'Ahora mismo tienes talento, un perfil bonito y la agenda vacía.',
    after: 'En unas semanas tienes conversaciones reales cada semana y tus primeros clientes, que ya pueden recomendarte.',
  },
  {
    id: 'pricing',
    label: 'Precios de tus servicios',
    keywords: [
      'precio',
      'precios',
      'cuánto cobrar',
      'cobrar',
      'cobrando',
      'tarifa',
      'tarifas',
      'subir precios',
      'subir mis precios',
      'cobro poco',
      'caro',
      'descuento',
      'paquetes',
      'presupuesto',
      'cotización',
      'honorarios',
    ],
    hooks: [
      'Si todos tus clientes aceptan tu precio sin pestañear, tu precio es demasiado bajo.',
      'Subí mis precios, perdí un cliente y terminé ganando más en menos horas.',
      'Deja de cobrar por hora si quieres dejar de llegar justo a fin de mes.',
    ],
    tips: [
      {
        screen: 'Cuenta las horas ocultas',
        say: 'Suma las horas de mensajes, llamadas y papeleo. Tu precio tiene que pagar esas horas también, no solo el trabajo.',
      },
      {
        screen: 'Vende paquetes',
        say: 'Vende un paquete con un resultado claro en lugar de horas. Al cliente le resulta más fácil comparar resultados que tarifas.',
      },
      { screen: 'Tres opciones', say: 'Ofrece tres opciones: básica, estándar y premium. La mayoría elige la del medio, y algunos eligen la más alta.' },
      { screen: 'Dilo y calla', say: 'Di tu precio y quédate en silencio. Rellenar la pausa con un descuento es la forma más rápida de perder dinero.' },
      {
        screen: 'Precio nuevo, clientes nuevos',
        say: 'Sube primero el precio a los clientes nuevos. Los de siempre pasan al nuevo precio uno o dos meses después, con aviso.',
      },
    ],
    steps: [
      { screen: '1. Meta mensual', say: 'Primero, apunta cuánto necesitas ganar al mes, contando impuestos, ahorro y vacaciones.' },
      { screen: '2. Horas reales', say: 'Después, calcula cuántas horas al mes puedes cobrar de verdad, quitando papeleo y ventas.' },
      { screen: '3. Divide', say: 'Luego, divide la primera cifra entre la segunda. Ese es tu mínimo, no tu precio ideal.' },
      { screen: '4. Arma el paquete', say: 'Por último, conviértelo en el precio de un paquete con un resultado claro y deja margen para cambios.' },
    ],
    myths: [
      {
        screen: '¿El más barato gana?',
        myth: 'Si eres el más barato, los clientes te elegirán a ti.',
        fact: 'Un precio bajo atrae a quien elige por precio. Se irá con el siguiente más barato, y los buenos clientes desconfiarán.',
      },
      {
        screen: '¿Subes y se van todos?',
        myth: 'Si subes tus precios, se irán todos tus clientes.',
        fact: 'Normalmente se van unos pocos y la mayoría se queda. Ganas más con menos clientes y por fin tienes tiempo para hacerlo bien.',
      },
    ],
    mistakes: [
      {
        screen: 'Descuento sin que lo pidan',
        mistake: 'Ofreces un descuento antes de que el cliente lo pida.',
        fix: 'Di tu precio una vez y deja que el cliente responda.',
      },
      {
        screen: 'Copiar a la competencia',
        mistake: 'Pones tu precio copiando al más barato de tu sector.',
        fix: 'Parte de tus costos y de lo que quieres ganar, y compara después.',
      },
      {
        screen: 'Cambios infinitos',
        mistake: 'Incluyes cambios ilimitados en cada proyecto.',
        fix: 'Pon dos rondas de cambios en la propuesta y cobra cada ronda extra.',
      },
    ],
    facts: [
      {
        screen: 'Solo la mitad se cobra',
        say: 'Si solo puedes cobrar la mitad de tus horas de trabajo, tu hora tiene que valer el doble de lo que quieres ganar por hora.',
      },
      {
        screen: 'Menos clientes, más ingresos',
        say: 'Si duplicas tu precio y pierdes un tercio de tus clientes, sigues ganando más que antes y trabajas menos horas.',
      },
    ],
    questions: [
      {
        question: '¿Cómo aviso a mis clientes de siempre que subo precios?',
        answer: 'Avísales con un mes de antelación, por escrito, con el precio nuevo y la fecha. Agradece, pero no pidas perdón.',
      },
      {
        question: '¿Qué respondo cuando me dicen que es caro?',
        answer: 'Pregunta con qué lo están comparando. Luego enseña la diferencia en el resultado u ofrece un paquete más pequeño, no un descuento.',
      },
    ],
    comparisons: [
      {
        a: 'Cobrar por hora',
        b: 'Cobrar por paquete',
        verdict:
          'Para la mayoría de los servicios gana el paquete. El cliente conoce el total desde el principio y tú ganas más a medida que trabajas más rápido.',
      },
    ],
    before: 'Ahora mismo tienes la agenda llena, estás agotado y aun así no llegas a fin de mes.',
    after: 'Cuando tu precio cubre todas tus horas, trabajas con menos clientes y te quedas con más de lo que pagan.',
  },
  {
    id: 'personal-brand',
    label: 'Marca personal',
    keywords: [
      'marca personal',
      'branding personal',
      'marca',
      'branding',
      'autoridad',
      'experto',
      'referente',
      'posicionamiento',
      'confianza',
      'storytelling',
      'biografía',
      'destacar',
      'diferenciarme',
      'salir en cámara',
      'miedo a la cámara',
      'salir en vídeo',
    ],
    hooks: [
      'La marca personal no es un logo. Es lo que dicen de ti cuando sales de la sala.',
      'No necesitas ser famoso. Necesitas que te recuerden por una cosa.',
      'Me daba miedo salir en cámara, así que empecé con un vídeo de treinta segundos a la semana.',
    ],
    tips: [
      { screen: 'Que te recuerden por algo', say: 'Elige una cosa que la gente deba pensar al ver tu nombre y habla de ella la mayor parte del tiempo.' },
      { screen: 'Da tu opinión', say: 'Cuenta con qué no estás de acuerdo en tu sector. Una opinión se recuerda, una publicación neutra se olvida.' },
      { screen: 'Enseña el proceso', say: 'Enseña cómo trabajas, no solo el resultado final. El proceso demuestra que lo hiciste tú.' },
      {
        screen: 'Biografía en una línea',
        say: 'Escribe tu biografía en una línea: a quién ayudas y con qué. Quien entra en tu perfil debe entenderlo en tres segundos.',
      },
      {
        screen: 'Historias reales',
        say: 'Cuenta cada semana una historia de tu trabajo con un error de verdad. Las historias perfectas no generan confianza, las honestas sí.',
      },
    ],
    steps: [
      { screen: '1. Elige tu tema', say: 'Primero, apunta el tema en el que quieres ser referente y a quién quieres llegar con él.' },
      { screen: '2. Ajusta tu perfil', say: 'Después, reescribe tu biografía y cambia tu foto para que las dos muestren ese tema a simple vista.' },
      { screen: '3. Tres pilares', say: 'Luego, define tres pilares de contenido: lo que sabes, lo que opinas y tu historia.' },
      { screen: '4. Sal en cámara', say: 'Por último, sal en cámara al menos una vez por semana, aunque sea treinta segundos.' },
    ],
    myths: [
      {
        screen: '¿Solo para influencers?',
        myth: 'La marca personal es solo para influencers y famosos.',
        fact: 'Cualquiera que venda un servicio ya tiene marca personal. La única pregunta es si la construyes tú o la dejas al azar.',
      },
      {
        screen: '¿Hace falta producción?',
        myth: 'Para tener marca personal necesitas una imagen perfecta y una cámara profesional.',
        fact: 'Basta con el teléfono, la luz de una ventana y un mensaje claro. La gente sigue a personas, no producciones.',
      },
    ],
    mistakes: [
      {
        screen: 'Hablar de todo',
        mistake: 'Publicas sobre diez temas distintos para gustar a todo el mundo.',
        fix: 'Mantén la mayoría de tus publicaciones en tu tema y usa el resto para mostrar quién eres.',
      },
      {
        screen: 'Esconderte tras diseños',
        mistake: 'Solo publicas plantillas y frases, nunca tu cara ni tu voz.',
        fix: 'Grábate hablando al menos una vez por semana, aunque sea solo para tu teléfono.',
      },
      {
        screen: 'Copiar a los grandes',
        mistake: 'Copias el estilo de un creador grande palabra por palabra.',
        fix: 'Toma el formato y quédate con tus palabras y tus ejemplos.',
      },
    ],
    facts: [
      {
        screen: 'Segundos para decidir',
        say: 'Quien llega a tu perfil decide en pocos segundos si te sigue, así que tu biografía tiene más o menos una frase para explicar quién eres.',
      },
      {
        screen: 'Una vez por semana',
        say: 'Salir en cámara una vez por semana son cincuenta y dos oportunidades al año para que la gente sienta que te conoce.',
      },
    ],
    questions: [
      {
        question: '¿Tengo que mostrar mi cara para tener marca personal?',
        answer: 'Ayuda mucho, porque confiamos en caras y voces. Si todavía no estás listo, empieza con tu voz sobre tu trabajo.',
      },
      {
        question: '¿Cuánto de mi vida personal debo mostrar?',
        answer: 'Comparte lo que ayuda a confiar en ti dentro de tu tema, como tus valores y tus errores. Guarda lo que no le contarías a un cliente.',
      },
    ],
    comparisons: [
      {
        a: 'Contenido de estudio',
        b: 'Vídeos sencillos con el teléfono',
        verdict: 'Al empezar ganan los vídeos con el teléfono. Puedes hacerlos cada semana y se sienten más cercanos.',
      },
    ],
    before: 'Ahora mismo te siguen y te dan like, pero no sabrían decir a qué te dedicas exactamente.',
    after: 'En unos meses, te etiquetan cuando alguien pide ayuda con tu tema.',
  },
  {
    id: 'sales-conversations',
    label: 'Vender por mensaje directo y en llamadas',
    keywords: [
      'ventas',
      'vender',
      'vendiendo',
      'mensaje directo',
      'mensajes directos',
      'por privado',
      'whatsapp',
      'llamada de venta',
      'cerrar ventas',
      'responder mensajes',
      'objeciones',
      'seguimiento',
      'conversión',
      'visto sin respuesta',
      'en visto',
      'guion de ventas',
    ],
    hooks: [
      'Si tus mensajes directos empiezan con la lista de precios, estás perdiendo ventas.',
      'No te dejan en visto por el precio. Te dejan en visto por el primer mensaje.',
      'Empecé a vender más cuando dejé de insistir y empecé a preguntar.',
    ],
    tips: [
      {
        screen: 'Pregunta antes de ofrecer',
        say: 'Haz dos o tres preguntas sobre su situación antes de hablar de tu oferta. La gente compra cuando se siente entendida.',
      },
      {
        screen: 'Precio y pregunta',
        say: 'Cuando te pregunten "¿Cuánto cuesta?", da el precio y pregunta qué resultado buscan. Así la conversación sigue viva.',
      },
      { screen: 'Audios cortos', say: 'Manda un audio corto en lugar de un texto larguísimo. Escuchar tu voz genera confianza más rápido que un párrafo.' },
      {
        screen: 'Siempre un siguiente paso',
        say: 'Termina cada mensaje con un siguiente paso claro, como una hora de llamada o un enlace para reservar. Un final vago deja morir la conversación.',
      },
      {
        screen: 'Haz seguimiento amable',
        say: 'Vuelve a escribir a los dos o tres días con algo útil, no solo con un "¿qué tal?". Muchas ventas se cierran en el segundo o tercer contacto.',
      },
    ],
    steps: [
      { screen: '1. Agradece y pregunta', say: 'Primero, agradece que te escriban y pregunta qué les hizo escribirte justo hoy.' },
      { screen: '2. Encuentra el problema', say: 'Después, pregunta qué han probado ya y qué les está costando seguir igual.' },
      { screen: '3. Ofrece lo que encaja', say: 'Luego, presenta la oferta que encaja con lo que te contaron, usando sus propias palabras.' },
      { screen: '4. Acuerda el paso', say: 'Por último, propone un siguiente paso con fecha y envía el enlace de pago o de reserva.' },
    ],
    myths: [
      {
        screen: '¿Vender es presionar?',
        myth: 'Vender es presionar a la gente para que compre algo que no quiere.',
        fact: 'Vender bien es ayudar a alguien a decidir. Si tu oferta no le sirve, decírselo también es parte del trabajo.',
      },
      {
        screen: '¿Lo bueno se vende solo?',
        myth: 'Si tu producto es bueno, se vende solo.',
        fact: 'Hasta la mejor oferta necesita una conversación. La gente tiene dudas, y el silencio no responde ninguna.',
      },
    ],
    mistakes: [
      {
        screen: 'Solo la lista de precios',
        mistake: 'Respondes cada consulta solo con la lista de precios.',
        fix: 'Da el precio y haz una pregunta sobre lo que necesita.',
      },
      {
        screen: 'Nunca hacer seguimiento',
        mistake: 'No vuelves a escribir cuando alguien desaparece.',
        fix: 'Manda uno o dos mensajes de seguimiento amables con algo útil dentro.',
      },
      {
        screen: 'Discutir objeciones',
        mistake: 'Te pones a discutir cuando te dicen "lo tengo que pensar".',
        fix: 'Pregunta qué quieren pensar exactamente y responde solo a eso.',
      },
    ],
    facts: [
      {
        screen: 'Responde en una hora',
        say: 'Una consulta respondida en menos de una hora sigue caliente. Si respondes dos días después, muchas veces ya compraron a otro.',
      },
      { screen: 'Dos seguimientos', say: 'Dos seguimientos educados suelen bastar. Si después del segundo sigue el silencio, déjalo ir sin presionar.' },
    ],
    questions: [
      {
        question: '¿Qué escribo cuando me dejan en visto?',
        answer: 'Espera dos o tres días, manda algo útil y haz una sola pregunta sencilla, por ejemplo si le vendría bien una llamada corta esta semana.',
      },
      {
        question: '¿Cómo respondo a "lo tengo que pensar"?',
        answer: 'Dale la razón y pregunta qué está valorando exactamente. Muchas veces es una sola duda que puedes resolver en el momento.',
      },
    ],
    comparisons: [
      {
        a: 'Texto largo',
        b: 'Audio corto',
        verdict: 'En una conversación ya iniciada suele ganar el audio corto. Suena humano y cuesta menos escucharlo que leer un párrafo.',
      },
    ],
    before: 'Ahora mismo te preguntan "¿cuánto cuesta?", mandas el precio y no vuelves a saber nada.',
    after: 'Pronto tus mensajes directos se convierten en conversaciones de verdad, y cada vez más terminan en una reserva.',
  },
  {
    id: 'starting-a-business',
    label: 'Emprender un pequeño negocio',
    keywords: [
      'emprender',
      'emprendimiento',
      'emprendedor',
      'emprendedora',
      'negocio propio',
      'montar un negocio',
      'poner un negocio',
      'pequeño negocio',
      'ingresos extra',
      'ser mi propio jefe',
      'renunciar',
      'lanzamiento',
      'negocio desde casa',
      'idea de negocio',
      'tienda online',
      'autónomo',
    ],
    hooks: [
      'No renuncies a tu trabajo para empezar un negocio. Empieza el negocio primero.',
      'Mi primera venta llegó antes que el logo, la web y las tarjetas.',
      'No necesitas una idea genial. Necesitas una persona dispuesta a pagar.',
    ],
    tips: [
      {
        screen: 'Vende antes de fabricar',
        say: 'Vende la primera versión antes de fabricar mucho o pagar una web cara. Un pedido pagado por adelantado es la mejor prueba de que la idea funciona.',
      },
      { screen: 'Empieza en paralelo', say: 'Empieza mientras todavía tienes tu sueldo. Un proyecto sin presión te deja probar ideas sin pánico.' },
      { screen: 'Separa el dinero', say: 'Abre una cuenta aparte para el negocio desde el primer día, para saber siempre si de verdad gana algo.' },
      { screen: 'Habla con diez clientes', say: 'Habla con diez posibles clientes antes de gastar dinero. Pregunta qué usan ahora y qué les molesta de eso.' },
      {
        screen: 'Apunta cada gasto',
        say: 'Apunta cada gasto, incluidos el envío, el empaque y las comisiones. Muchos negocios pequeños viven ocupados y aun así pierden dinero en cada venta.',
      },
    ],
    steps: [
      { screen: '1. Elige un problema', say: 'Primero, apunta un problema del que la gente a tu alrededor se queja y por el que pagaría.' },
      { screen: '2. Oferta sencilla', say: 'Después, crea la versión más pequeña que puedas vender este mes, aunque sea hecha a mano.' },
      { screen: '3. Diez compradores', say: 'Luego, busca tus diez primeros clientes que paguen y pregunta a cada uno por qué compró.' },
      { screen: '4. Después, invierte', say: 'Por último, solo después de esas diez ventas, gasta en marca, herramientas o inventario.' },
    ],
    myths: [
      {
        screen: '¿Hace falta una idea única?',
        myth: 'Para emprender necesitas una idea totalmente nueva.',
        fact: 'La mayoría de los pequeños negocios que funcionan hacen algo conocido mejor para un público concreto. La competencia demuestra que hay demanda.',
      },
      {
        screen: '¿Hace falta mucho dinero?',
        myth: 'Sin mucho dinero no se puede empezar.',
        fact: 'Muchos servicios y tiendas pequeñas empezaron con un teléfono, un portátil y los primeros pedidos.',
      },
    ],
    mistakes: [
      {
        screen: 'Fabricar sin vender',
        mistake: 'Pasas meses creando el producto antes de que nadie lo vea.',
        fix: 'Enseña una versión sencilla a personas reales en las primeras semanas y acepta pedidos.',
      },
      {
        screen: 'Mezclar el dinero',
        mistake: 'Pagas los gastos del negocio con tu tarjeta personal y nunca sabes la ganancia real.',
        fix: 'Usa una cuenta aparte y revisa cada mes ingresos menos gastos.',
      },
      {
        screen: 'Renunciar demasiado pronto',
        mistake: 'Renuncias antes de que el negocio te haya pagado un solo mes.',
        fix: 'Mantén tu trabajo hasta que el negocio cubra tus gastos básicos varios meses seguidos.',
      },
    ],
    facts: [
      { screen: 'Primero, diez clientes', say: 'Diez clientes que pagan te dicen más sobre tu idea que cien amigos diciendo que les encanta.' },
      {
        screen: 'Colchón de seis meses',
        say: 'Antes de dejar tu trabajo, ahorra al menos de tres a seis meses de gastos. Así el miedo no toma las decisiones de tu negocio.',
      },
    ],
    questions: [
      {
        question: '¿Cómo sé si mi idea de negocio es buena?',
        answer: 'Intenta que unas cuantas personas paguen por ella, aunque sea un adelanto. El interés es cortesía, el pago es la prueba.',
      },
      {
        question: '¿Tengo que darme de alta o registrarme desde el principio?',
        answer: 'Depende de tu país y de cuánto factures. Consulta las reglas de donde vives antes de que crezcan las ventas, mejor con un contador o gestor.',
      },
    ],
    comparisons: [
      {
        a: 'Dejarlo todo',
        b: 'Empezar en paralelo',
        verdict: 'Para la mayoría gana empezar en paralelo. Pruebas la idea con menos presión y das el salto cuando los números lo confirman.',
      },
    ],
    before: 'Ahora mismo tu idea de negocio vive en las notas del teléfono, junto a una lista enorme de cosas por hacer antes de empezar.',
    after: 'En un mes ya tienes tus primeras ventas y sabes, por clientes reales, qué construir después.',
  },
];
