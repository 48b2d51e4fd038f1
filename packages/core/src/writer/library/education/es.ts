import type { NicheMaterial } from '../types.ts';

/** education, es: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'language-learning',
    label: 'Aprender un idioma',
    keywords: [
      'inglés',
      'aprender inglés',
      'hablar inglés',
      'idioma',
      'idiomas',
      'aprender un idioma',
      'lengua extranjera',
      'fluidez',
      'fluido',
      'vocabulario',
      'gramática',
      'pronunciación',
      'acento',
      'duolingo',
      'bilingüe',
      'intercambio de idiomas',
    ],
    hooks: [
      'Llevas años estudiando inglés y todavía te bloqueas cuando alguien te habla. No es falta de talento.',
      'Lo que me desbloqueó el inglés no fue más gramática. Fue un hábito diario de diez minutos.',
      'No necesitas vivir en el extranjero para hablar con fluidez. Necesitas abrir la boca todos los días.',
    ],
    tips: [
      {
        screen: 'Habla desde la primera semana',
        say: 'Empieza a hablar desde la primera semana, aunque solo sea para presentarte. Hablar es una habilidad aparte, y solo crece usándola.',
      },
      {
        screen: 'Aprende frases, no palabras',
        say: 'Aprende las palabras dentro de frases cortas. "Can I get the check?" se queda mucho mejor que la palabra "check" suelta.',
      },
      {
        screen: 'Primero las palabras frecuentes',
        say: 'Empieza por las palabras más frecuentes del idioma. Un par de miles de ellas cubren la mayor parte de una conversación cotidiana.',
      },
      {
        screen: 'Repite como un nativo',
        say: 'Pon un video corto, pausa después de cada frase y repítela al instante, copiando el ritmo. Tu pronunciación lo nota enseguida.',
      },
      {
        screen: 'Tarjetas con repaso espaciado',
        say: 'Usa una app de tarjetas que te devuelva cada palabra justo antes de olvidarla. Diez minutos al día valen más que dos horas el domingo.',
      },
      {
        screen: 'El teléfono en ese idioma',
        say: 'Cambia el idioma de tu teléfono al que estás aprendiendo. Ya sabes dónde está cada botón, así que aprendes las palabras gratis.',
      },
    ],
    steps: [
      { screen: '1. Diez minutos de palabras', say: 'Primero, diez minutos repasando tarjetas en una app de repetición espaciada.' },
      {
        screen: '2. Escucha algo real',
        say: 'Después, quince minutos escuchando algo que te guste: un pódcast, una serie o un vlog, con subtítulos en ese idioma.',
      },
      { screen: '3. Repite cinco frases', say: 'Luego, elige cinco frases de lo que escuchaste y repítelas en voz alta hasta que suenen naturales.' },
      {
        screen: '4. Díselo a alguien',
        say: 'Por último, usa esas frases de verdad: en un audio a tu profe, a un compañero de intercambio o a tu propia cámara.',
      },
    ],
    myths: [
      {
        screen: '¿De adulto ya no se aprende?',
        myth: 'De adulto ya es tarde para aprender otro idioma.',
        fact: 'Los niños captan el acento con más facilidad, pero los adultos muchas veces aprenden gramática y vocabulario más rápido, porque estudian a propósito.',
      },
      {
        screen: '¿Primero la gramática?',
        myth: 'Tienes que dominar la gramática antes de empezar a hablar.',
        fact: 'La gramática entra más rápido cuando la usas. Habla con errores y corrígelos por el camino, como hace cualquier niño con su lengua materna.',
      },
    ],
    mistakes: [
      {
        screen: 'Solo la app',
        mistake: 'Solo usas una app y nunca hablas con una persona de verdad.',
        fix: 'Suma una conversación a la semana, con un profe o en un intercambio de idiomas.',
      },
      {
        screen: 'Listas sin contexto',
        mistake: 'Memorizas listas larguísimas de palabras con su traducción.',
        fix: 'Aprende cada palabra en una frase real que de verdad dirías.',
      },
      {
        screen: 'Esperar a estar listo',
        mistake: 'Esperas a sentirte listo para hablar con alguien.',
        fix: 'Empieza con un guion corto preparado, como pedir un café, y ve subiendo.',
      },
    ],
    facts: [
      {
        screen: 'B2: 500 a 600 horas',
        say: 'Según la estimación de Cambridge, llegar desde cero a un nivel B2 lleva unas 500 a 600 horas de clase con profesor.',
      },
      {
        screen: 'Las 2000 palabras más usadas',
        say: 'Unas dos mil palabras más frecuentes cubren la mayor parte de lo que escuchas en una conversación normal.',
      },
    ],
    questions: [
      {
        question: '¿En cuánto tiempo podré mantener una conversación?',
        answer:
          'Con práctica diaria y una conversación por semana, mucha gente logra diálogos sencillos en pocos meses. La fluidez lleva bastante más, y es normal.',
      },
      {
        question: '¿Con Duolingo basta para hablar con fluidez?',
        answer:
          'Las apps son geniales para el vocabulario y la constancia, pero solas no alcanzan. También necesitas escuchar de verdad y conversar de verdad.',
      },
    ],
    comparisons: [
      {
        a: 'App de idiomas',
        b: 'Conversación con un profe',
        verdict: 'Lo ideal es combinar, pero si tu meta es hablar, elige la conversación. La app te da palabras y el profe te da el valor de usarlas.',
      },
    ],
    before: 'Ahora mismo entiendes un montón de palabras, pero te quedas en blanco en cuanto alguien te habla en inglés.',
    after: 'Con unos meses de práctica diaria, pides, preguntas y conversas sin traducir todo en tu cabeza primero.',
  },
  {
    id: 'exam-prep',
    label: 'Preparar exámenes',
    keywords: [
      'examen',
      'exámenes',
      'parcial',
      'finales',
      'selectividad',
      'ebau',
      'examen de admisión',
      'oposiciones',
      'prepararme para el examen',
      'aprobar',
      'simulacro',
      'exámenes anteriores',
      'a última hora',
      'noche sin dormir',
      'repaso',
      'época de exámenes',
    ],
    hooks: [
      'Releer tus apuntes se siente como estudiar. Es la forma menos eficaz de preparar un examen.',
      'Dos semanas antes de los exámenes, suelta el subrayador y haz esto.',
      '¿Piensas pasar la noche sin dormir antes del examen? Mira esto primero.',
    ],
    tips: [
      {
        screen: 'Ponte a prueba, no releas',
        say: 'Cierra el libro y escribe todo lo que recuerdas, luego revisa qué te faltó. Sacarlo de la memoria es lo que lo fija.',
      },
      {
        screen: 'Haz exámenes anteriores',
        say: 'Resuelve exámenes de años anteriores con cronómetro, como el día real. Aprendes el formato, el tiempo y tus puntos débiles a la vez.',
      },
      { screen: 'Empieza dos semanas antes', say: 'Empieza al menos dos semanas antes y reparte cada tema en varias sesiones cortas.' },
      { screen: 'Primero los temas flojos', say: 'Ordena los temas del más flojo al más fuerte y dedica la mayor parte del tiempo al final de la lista.' },
      { screen: 'Dormir también es estudiar', say: 'Duerme la noche antes del examen. Mientras duermes, tu cerebro ordena y guarda lo que estudiaste.' },
      {
        screen: 'Explícalo en voz alta',
        say: 'Explica el tema en voz alta como si se lo contaras a un amigo. Donde te trabas es justo lo que tienes que repasar.',
      },
    ],
    steps: [
      {
        screen: '1. Lista de temas',
        say: 'Primero, haz una lista de todos los temas del examen y marca cada uno en rojo, amarillo o verde según cuánto lo dominas.',
      },
      { screen: '2. Sesiones cortas', say: 'Después, mete primero los temas en rojo en tu agenda, en sesiones de cuarenta a cincuenta minutos con descansos.' },
      { screen: '3. Recuerda y comprueba', say: 'Luego, en cada sesión, cierra los apuntes, escribe o di lo que recuerdas y completa los huecos.' },
      { screen: '4. Simulacro completo', say: 'Por último, unos días antes, haz un examen completo con cronómetro y revisa cada error.' },
    ],
    myths: [
      {
        screen: '¿Sirve no dormir?',
        myth: 'Pasar la noche estudiando es la mejor forma de llegar con todo al examen.',
        fact: 'Sin dormir recuerdas peor lo que estudiaste. Una noche normal de sueño te ayuda más que horas extra memorizando.',
      },
      {
        screen: '¿Subrayar funciona?',
        myth: 'Subrayar los apuntes te ayuda a memorizarlos.',
        fact: 'Subrayar da sensación de avance, pero por sí solo hace poco por la memoria. Convertir lo subrayado en preguntas y responderlas sirve mucho más.',
      },
    ],
    mistakes: [
      {
        screen: 'Releer los apuntes',
        mistake: 'Relees los apuntes una y otra vez hasta que te suenan.',
        fix: 'Convierte cada página en preguntas y respóndelas sin mirar.',
      },
      {
        screen: 'Empezar la noche antes',
        mistake: 'Empiezas a estudiar el día antes del examen.',
        fix: 'Empieza dos semanas antes, con sesiones cortas cada día.',
      },
      {
        screen: 'Saltarte los simulacros',
        mistake: 'Nunca practicas con el tiempo real del examen.',
        fix: 'Haz al menos dos exámenes anteriores con cronómetro antes del de verdad.',
      },
    ],
    facts: [
      {
        screen: 'Ponerte a prueba gana',
        say: 'En un estudio conocido de 2006, los estudiantes que se pusieron a prueba recordaban más una semana después que los que dedicaron el mismo tiempo a releer.',
      },
      {
        screen: 'Adolescentes: 8 a 10 horas',
        say: 'Los especialistas en sueño recomiendan de ocho a diez horas de sueño para los adolescentes, y al menos siete para los adultos.',
      },
    ],
    questions: [
      {
        question: '¿Cuántas horas al día tengo que estudiar antes de un examen?',
        answer:
          'Importan más las horas de concentración que las horas totales. Tres o cuatro bloques de repaso activo con descansos reales rinden más que diez horas releyendo.',
      },
      {
        question: '¿Qué hago si me quedo en blanco en el examen?',
        answer: 'Salta esa pregunta, responde las que sabes y vuelve después. Respira lento tres veces y apunta cualquier palabra clave que recuerdes.',
      },
    ],
    comparisons: [
      {
        a: 'Releer apuntes',
        b: 'Hacer ejercicios',
        verdict: 'Ganan los ejercicios. Cuestan más y se sienten peor, y justo ese esfuerzo es lo que hace que el conocimiento se quede.',
      },
    ],
    before: 'Ahora mismo pasas horas releyendo los mismos apuntes, te sientes listo y te quedas en blanco en la primera pregunta.',
    after: 'Con dos semanas de repaso activo y simulacros, llegas al examen conociendo el formato y sabiendo lo que sabes.',
  },
  {
    id: 'study-techniques',
    label: 'Técnicas de estudio y memoria',
    keywords: [
      'técnicas de estudio',
      'cómo estudiar',
      'estudiar mejor',
      'método de estudio',
      'memorizar',
      'memoria',
      'olvidar',
      'memorizar rápido',
      'recuerdo activo',
      'repetición espaciada',
      'tarjetas',
      'resúmenes',
      'apuntes',
      'mapa mental',
      'técnica feynman',
      'concentrarme',
    ],
    hooks: [
      'Olvidas casi toda una clase en pocos días, a menos que hagas una cosa. Aquí la tienes.',
      'Estudiar más horas no es la solución. Estudiar distinto sí, y tus notas lo van a notar.',
      'Tu teléfono no necesita sonar para arruinar tu concentración. Le basta con estar en la mesa.',
    ],
    tips: [
      { screen: 'Recuerdo activo', say: 'Después de cada apartado, cierra el libro y di o escribe lo que recuerdas. Sacarlo de la cabeza es lo que lo fija.' },
      {
        screen: 'Espacia los repasos',
        say: 'Repasa lo nuevo al día siguiente, luego a los pocos días y luego a la semana. Cada repaso te lleva menos tiempo que el anterior.',
      },
      { screen: 'Teléfono en otra habitación', say: 'Mientras estudias, deja el teléfono en otra habitación. Boca abajo en la mesa sigue robándote atención.' },
      {
        screen: 'Explícalo fácil',
        say: 'Explica el tema con palabras sencillas, como a un niño de doce años. Donde necesitas palabras técnicas, es que aún no lo entiendes.',
      },
      {
        screen: 'Mezcla los ejercicios',
        say: 'Mezcla distintos tipos de ejercicios en la misma sesión en lugar de hacer veinte iguales. Cuesta más y recuerdas más.',
      },
      {
        screen: 'Bloques de concentración',
        say: 'Estudia en bloques de veinticinco a cincuenta minutos con una pausa corta entre ellos, no en una sesión eterna.',
      },
    ],
    steps: [
      { screen: '1. Mira la estructura', say: 'Primero, hojea el capítulo: títulos, esquemas y conclusiones, para saber de qué va antes de leerlo en serio.' },
      { screen: '2. Lee un apartado', say: 'Después, lee un apartado con atención, sin subrayarlo todo.' },
      { screen: '3. Cierra y recuerda', say: 'Luego, cierra el libro, escribe de memoria las ideas principales y revisa qué te faltó.' },
      { screen: '4. Haz tarjetas', say: 'Por último, convierte lo que te faltó en tarjetas y repásalas mañana, en tres días y en una semana.' },
    ],
    myths: [
      {
        screen: '¿Eres visual o auditivo?',
        myth: 'Aprendes mejor según tu estilo de aprendizaje: visual, auditivo o kinestésico.',
        fact: 'Los estudios no han encontrado que enseñar según el estilo preferido mejore los resultados. Lo que funciona para casi todos es recordar, espaciar y practicar.',
      },
      {
        screen: '¿Más horas, más aprendes?',
        myth: 'Cuantas más horas estudias, más aprendes.',
        fact: 'Pasado un rato, la atención cae y solo queda la sensación de estar ocupado. Sesiones cortas con pausas y recuerdo activo rinden más.',
      },
    ],
    mistakes: [
      {
        screen: 'Subrayarlo todo',
        mistake: 'Subrayas media página y lo llamas estudiar.',
        fix: 'Lee primero y luego escribe la idea principal con tus palabras en el margen.',
      },
      {
        screen: 'Apuntes de colores',
        mistake: 'Pasas horas pasando los apuntes a limpio con cinco colores.',
        fix: 'Usa ese tiempo para responder preguntas sobre los apuntes.',
      },
      {
        screen: 'Estudiar con la serie puesta',
        mistake: 'Estudias con una serie de fondo.',
        fix: 'Estudia en silencio o con música sin letra, y deja la serie como premio.',
      },
    ],
    facts: [
      {
        screen: 'La mitad en un día',
        say: 'En los experimentos clásicos de Ebbinghaus, más de la mitad del material nuevo se olvidaba en un día si no se repasaba.',
      },
      {
        screen: 'El teléfono en la mesa resta',
        say: 'En un estudio, los alumnos con el teléfono en silencio sobre la mesa rindieron peor en pruebas de atención que los que lo tenían en otra sala.',
      },
    ],
    questions: [
      {
        question: '¿Es mejor estudiar de mañana o de noche?',
        answer: 'Estudia cuando estés más despierto y mantén un horario fijo. Lo que más importa es dormir bien después de estudiar.',
      },
      {
        question: '¿Cómo recuerdo las cosas más allá del examen?',
        answer: 'Sigue repasando con intervalos cada vez más largos y úsalo. Lo que recuerdas una y otra vez, con semanas de por medio, se queda durante años.',
      },
    ],
    comparisons: [
      {
        a: 'Releer',
        b: 'Recuerdo activo',
        verdict:
          'El recuerdo activo gana para casi todo el mundo. Releer es más cómodo, pero intentar sacar la respuesta de memoria es lo que la hace quedarse.',
      },
    ],
    before: 'Ahora mismo pasas horas con los apuntes y, una semana después, casi todo se ha esfumado.',
    after: 'Con recuerdo activo y repasos espaciados, estudias menos tiempo y aun así recuerdas el temario al final del curso.',
  },
  {
    id: 'reading',
    label: 'Leer más libros',
    keywords: [
      'leer',
      'lectura',
      'libros que me cambiaron la vida',
      'libro',
      'libros',
      'hábito de lectura',
      'reto de lectura',
      'audiolibros',
      'kindle',
      'lectura rápida',
      'club de lectura',
      'booktok',
      'recomendaciones de libros',
      'terminar un libro',
      'qué leer',
      'lector',
    ],
    hooks: [
      'No necesitas más tiempo para leer más. Necesitas veinte páginas al día.',
      'Pasé de cero a dos libros al mes sin renunciar a nada de lo que me gusta.',
      'La lectura rápida no te va a hacer leer más. Esto sí.',
    ],
    tips: [
      { screen: 'Veinte páginas al día', say: 'Ponte la meta en páginas, no en libros. Veinte páginas al día son una media hora para la mayoría.' },
      {
        screen: 'Siempre un libro encima',
        say: 'Lleva siempre un libro o un lector electrónico. La fila, el metro y la sala de espera suman horas a la semana.',
      },
      { screen: 'Deja los libros aburridos', say: 'Dale cincuenta páginas a cada libro. Si no te engancha, déjalo sin culpa y elige otro.' },
      {
        screen: 'Lee antes de dormir',
        say: 'Cambia los últimos quince minutos de teléfono en la cama por un libro. Es mucho más fácil soltar el libro que el teléfono.',
      },
      { screen: 'Los audiolibros cuentan', say: 'Escucha audiolibros mientras caminas, cocinas o vas al trabajo. La historia y las ideas te llegan igual.' },
      { screen: 'El próximo libro listo', say: 'Elige tu próximo libro antes de terminar el actual, para no quedarte parado entre uno y otro.' },
    ],
    steps: [
      { screen: '1. Un libro que te apetezca', say: 'Primero, elige un libro que de verdad quieras leer, no uno que sientes que deberías leer.' },
      {
        screen: '2. Un momento fijo',
        say: 'Después, ata la lectura a un momento fijo, como el café de la mañana, el trayecto o los quince minutos antes de dormir.',
      },
      { screen: '3. Una meta pequeña', say: 'Luego, ponte una meta pequeña, diez o veinte páginas, y marca cada día que la cumplas.' },
      { screen: '4. Una línea al terminar', say: 'Por último, al acabar cada libro, escribe una línea sobre lo que te vas a llevar de él.' },
    ],
    myths: [
      {
        screen: '¿La lectura rápida funciona?',
        myth: 'Con lectura rápida puedes leer mil palabras por minuto y entenderlo todo.',
        fact: 'La investigación encuentra un intercambio: si lees mucho más rápido, entiendes menos. Leer más a menudo rinde más que leer más rápido.',
      },
      {
        screen: '¿Los audiolibros no cuentan?',
        myth: 'Escuchar un audiolibro no es leer de verdad.',
        fact: 'Para historias e ideas, los estudios encuentran que la gente entiende más o menos lo mismo escuchando que leyendo. Cuenta.',
      },
    ],
    mistakes: [
      {
        screen: 'Terminar todos los libros',
        mistake: 'Te obligas a terminar todos los libros que empiezas.',
        fix: 'Dale cincuenta páginas a cada libro y deja el que no te atrape.',
      },
      {
        screen: 'Solo leer en vacaciones',
        mistake: 'Solo lees en vacaciones y te extraña leer dos libros al año.',
        fix: 'Lee un poco cada día, aunque sean diez páginas.',
      },
      {
        screen: 'El teléfono al lado',
        mistake: 'Lees con el teléfono al lado y lo miras en cada página.',
        fix: 'Durante tu rato de lectura, deja el teléfono en otra habitación.',
      },
    ],
    facts: [
      { screen: '7300 páginas al año', say: 'Veinte páginas al día suman más de siete mil páginas al año, unas dos docenas de libros de tamaño medio.' },
      {
        screen: '200 a 300 palabras por minuto',
        say: 'La mayoría de los adultos lee en silencio a unas 200 a 300 palabras por minuto. Un libro de trescientas páginas lleva entre cinco y ocho horas.',
      },
    ],
    questions: [
      {
        question: '¿Cómo hago para recordar lo que leo?',
        answer: 'Al terminar cada capítulo, resume la idea principal en una frase. Al terminar el libro, apunta tres ideas o cuéntaselo a alguien.',
      },
      {
        question: '¿Libro en papel o lector electrónico?',
        answer: 'El que de verdad vayas a llevar contigo. El lector electrónico pesa poco y se lee a oscuras, el papel es más fácil de hojear.',
      },
    ],
    comparisons: [
      {
        a: 'Leer más rápido',
        b: 'Leer más a menudo',
        verdict: 'Gana leer más a menudo. Media hora cada día te hace terminar más libros que cualquier truco de lectura rápida.',
      },
    ],
    before: 'Ahora mismo compras libros más rápido de lo que los lees, y el de tu mesita lleva meses con el marcapáginas en el capítulo dos.',
    after: 'Con veinte páginas al día, terminas un libro cada dos semanas y recuerdas lo que leíste.',
  },
  {
    id: 'online-learning',
    label: 'Estudiar en línea',
    keywords: [
      'curso online',
      'cursos online',
      'curso en línea',
      'cursos en línea',
      'estudiar online',
      'educación a distancia',
      'clases en línea',
      'clases online',
      'platzi',
      'domestika',
      'udemy',
      'certificado',
      'autodidacta',
      'webinar',
      'curso gratis',
      'nueva habilidad',
    ],
    hooks: [
      'Compraste cinco cursos online y no terminaste ninguno. No es falta de fuerza de voluntad.',
      'Lo que por fin me hizo terminar un curso online, y lo que hago distinto ahora.',
      'Ver clases no es aprender. Esto convierte un curso en una habilidad.',
    ],
    tips: [
      { screen: 'Hora fija en la agenda', say: 'Pon el curso en tu agenda como una clase, a la misma hora cada semana. El "cuando tenga tiempo" nunca llega.' },
      { screen: 'Un curso a la vez', say: 'Compra el siguiente curso solo cuando termines el actual.' },
      { screen: 'Pausa y recuerda', say: 'Pausa después de cada video y escribe de memoria la idea principal antes de seguir.' },
      {
        screen: 'Haz algo con lo aprendido',
        say: 'Haz todos los ejercicios y empieza un proyecto propio pequeño desde la primera semana. La habilidad sale de practicar, no de mirar.',
      },
      { screen: 'Estudia acompañado', say: 'Haz el curso con un amigo o únete a la comunidad del curso, y comparte lo que hiciste cada semana.' },
      { screen: 'Revisa antes de pagar', say: 'Antes de pagar, mira las clases gratis, lee el temario y revisa la política de reembolso.' },
    ],
    steps: [
      {
        screen: '1. Un objetivo claro',
        say: 'Primero, escribe qué quieres saber hacer al final, por ejemplo "montar una web sencilla", y no "aprender a programar".',
      },
      {
        screen: '2. Elige el curso',
        say: 'Después, elige un curso que lleve a ese resultado, con ejercicios prácticos y una clase de muestra que te haya gustado.',
      },
      { screen: '3. Ponlo en la agenda', say: 'Luego, reserva tres sesiones cortas a la semana en tu agenda y protégelas.' },
      { screen: '4. Practica y enséñalo', say: 'Por último, después de cada módulo, haz algo pequeño con lo aprendido y enséñaselo a alguien.' },
    ],
    myths: [
      {
        screen: '¿Certificado es habilidad?',
        myth: 'Si tienes el certificado, ya sabes hacerlo.',
        fact: 'El certificado demuestra que terminaste. Lo que te pagan es lo que puedes demostrar en la práctica, así que arma proyectos durante el curso.',
      },
      {
        screen: '¿En línea es más fácil?',
        myth: 'Un curso en línea es más fácil que uno presencial.',
        fact: 'El contenido muchas veces es el mismo, pero nadie te está controlando. Estudiar en línea exige más organización, no menos.',
      },
    ],
    mistakes: [
      {
        screen: 'Maratón de clases',
        mistake: 'Ves diez clases seguidas como si fuera una serie.',
        fix: 'Mira una clase y practícala antes de pasar a la siguiente.',
      },
      {
        screen: 'Comprar en cada oferta',
        mistake: 'Compras cursos en cada oferta y no empiezas ninguno.',
        fix: 'Haz una lista de deseos y compra el siguiente solo cuando termines el actual.',
      },
      {
        screen: 'Estudiar en silencio total',
        mistake: 'Nunca planteas tus dudas ni enseñas lo que haces.',
        fix: 'Cada semana, sube tu ejercicio a la comunidad del curso o enséñaselo a un amigo.',
      },
    ],
    facts: [
      {
        screen: 'Menos de 1 de cada 10',
        say: 'Los estudios sobre grandes cursos en línea gratuitos encontraron que solo termina una pequeña parte de los inscritos, a menudo menos de uno de cada diez.',
      },
      {
        screen: 'Unos seis minutos',
        say: 'Un gran análisis de videos de cursos en línea vio que los alumnos rara vez miraban mucho más de unos seis minutos. Por eso las clases cortas funcionan mejor.',
      },
    ],
    questions: [
      {
        question: '¿Un curso de pago es mejor que los videos gratis de YouTube?',
        answer: 'No siempre. Pagas por estructura, ejercicios y correcciones. Si una lista gratuita te da eso, puede ser igual de buena.',
      },
      {
        question: '¿Cuántas horas a la semana tengo que dedicarle?',
        answer: 'Tres o cuatro horas de concentración a la semana, repartidas en varios días, bastan para avanzar a buen ritmo en la mayoría de los cursos.',
      },
    ],
    comparisons: [
      {
        a: 'Videos gratis',
        b: 'Curso de pago',
        verdict:
          'Para dar el primer paso, los videos gratis sirven. Para una habilidad que vas a usar en el trabajo, vale la pena pagar por estructura, ejercicios y correcciones.',
      },
    ],
    before: 'Ahora mismo tienes una carpeta de cursos que empezaste con ilusión y abandonaste en el módulo dos.',
    after: 'Con un solo curso, un horario fijo y un proyecto pequeño, lo terminas y tienes algo real que enseñar.',
  },
  {
    id: 'kids-homework',
    label: 'Ayudar con la tarea',
    keywords: [
      'tarea',
      'tareas',
      'deberes',
      'tareas escolares',
      'tarea de matemáticas',
      'ayudar con la tarea',
      'hijo',
      'hija',
      'hijos',
      'niños',
      'primaria',
      'colegio',
      'escuela',
      'calificaciones',
      'boletín de notas',
      'peleas por la tarea',
    ],
    hooks: [
      'Si la tarea acaba en llanto cada tarde, probablemente el problema no es tu hijo.',
      'Dejé de sentarme al lado en cada ejercicio, y la tarea se hizo más rápida.',
      'Hacerle la tarea a tu hijo parece ayuda. No lo es.',
    ],
    tips: [
      { screen: 'Misma hora, mismo sitio', say: 'Fija una hora para la tarea y un rincón tranquilo, sin tele y sin teléfono cerca.' },
      {
        screen: 'Merienda y pausa antes',
        say: 'Al volver del colegio, primero merienda y un rato para moverse, y después la tarea. Un niño con hambre y cansado no se concentra.',
      },
      { screen: 'Lo más difícil primero', say: 'Empieza por la materia más difícil mientras todavía hay energía, y deja la fácil para el final.' },
      { screen: 'Guía, no hagas', say: 'Haz preguntas en lugar de dar respuestas: ¿qué pide el ejercicio, qué probaste ya, dónde te atascaste?' },
      { screen: 'Bloques cortos con pausas', say: 'Con los más pequeños, trabaja en bloques de quince a veinte minutos con una pausa rápida para moverse.' },
      {
        screen: 'Elogia el esfuerzo',
        say: 'Elogia el esfuerzo y la estrategia, no lo listo que es. "Lo intentaste de tres formas" construye más que "qué inteligente eres".',
      },
    ],
    steps: [
      { screen: '1. La lista, juntos', say: 'Primero, mira con tu hijo toda la tarea del día y decide con él el orden.' },
      { screen: '2. Empieza solo', say: 'Después, deja que tu hijo empiece solo el primer ejercicio mientras tú estás cerca.' },
      { screen: '3. Ayuda con preguntas', say: 'Luego, cuando se atasque, hazle una pregunta que lo oriente y espera antes de dar cualquier pista.' },
      { screen: '4. Revisa y celebra', say: 'Por último, revisa el trabajo con él, destaca una cosa que salió bien y da la tarea por terminada.' },
    ],
    myths: [
      {
        screen: '¿Más ayuda, mejores notas?',
        myth: 'Cuanto más ayudas con la tarea, mejor le va a tu hijo.',
        fact: 'La ayuda funciona cuando apoya la autonomía. Cuando el adulto se hace cargo de la tarea, el niño suele volverse más dependiente y menos seguro.',
      },
      {
        screen: '¿Horas de tarea, más éxito?',
        myth: 'Muchas horas de tarea en primaria dan mejores resultados.',
        fact: 'En niños pequeños, la investigación encuentra poco beneficio en las tareas largas. La práctica corta y regular y leer juntos importan más.',
      },
    ],
    mistakes: [
      {
        screen: 'Hacerla por él',
        mistake: 'Haces tú la parte difícil para que la tarea llegue perfecta a la maestra.',
        fix: 'Deja los errores. La maestra necesita ver lo que tu hijo entiende de verdad.',
      },
      {
        screen: 'Tarea muy tarde',
        mistake: 'Dejas la tarea para después de cenar, cuando todos están cansados.',
        fix: 'Pásala a media tarde, después de la merienda y un descanso.',
      },
      {
        screen: 'Corregir cada línea',
        mistake: 'Corriges cada error en el segundo en que aparece.',
        fix: 'Deja que termine y luego pídele que encuentre un error por su cuenta.',
      },
    ],
    facts: [
      {
        screen: '10 minutos por curso',
        say: 'Una pauta muy usada en Estados Unidos es de unos diez minutos de tarea por curso escolar: veinte minutos en segundo, una hora en sexto.',
      },
      {
        screen: '9 a 12 horas de sueño',
        say: 'Los niños de seis a doce años necesitan de nueve a doce horas de sueño, así que la tarea hasta tarde quita más de lo que da.',
      },
    ],
    questions: [
      {
        question: '¿Cómo hago que mi hijo empiece la tarea sin pelear?',
        answer:
          'Mantén la misma hora cada día y un arranque claro, como "merienda y luego diez minutos de matemáticas". La rutina elimina la negociación diaria.',
      },
      {
        question: '¿Debo corregir los errores antes de que la vea la maestra?',
        answer: 'Casi nunca. Ayuda a tu hijo a encontrar uno o dos errores por su cuenta y deja que la maestra vea el resto.',
      },
    ],
    comparisons: [
      {
        a: 'Sentarte a su lado',
        b: 'Estar cerca',
        verdict: 'Estar cerca gana para la mayoría de los niños en edad escolar. Aprenden a empezar solos y a pedir ayuda, y la tarea sigue siendo suya.',
      },
    ],
    before: 'Ahora mismo la tarea ocupa toda la tarde, acaba en discusión y terminas haciendo la mitad tú.',
    after: 'Con una rutina fija y preguntas en lugar de respuestas, tu hijo empieza solo y las tardes se vuelven más tranquilas.',
  },
];
