import type { NicheMaterial } from '../types.ts';

/** sport_entertainment, es: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'football',
    label: 'Técnica de fútbol',
    keywords: [
      'fútbol',
      'futbol',
      'balón',
      'pelota',
      'control de balón',
      'primer toque',
      'regate',
      'gambeta',
      'dominadas',
      'jueguitos',
      'tiro',
      'disparo',
      'tiro libre',
      'pie malo',
      'fútbol 7',
      'portero',
    ],
    hooks: [
      'Tu primer toque decide los siguientes tres segundos. Así lo mejoras.',
      'Diez minutos contra una pared hicieron más por mi juego que una temporada de partidos.',
      'Deja de pegarle de puntera. La potencia está en el empeine.',
    ],
    tips: [
      {
        screen: 'Pared todos los días',
        say: 'Pasa el balón contra una pared diez minutos al día, alternando pies. Es el entrenador de primer toque más barato que existe.',
      },
      {
        screen: 'Mira antes de recibir',
        say: 'Mira por encima del hombro antes de que te llegue el balón. Saber dónde hay espacio vale más que cualquier truco.',
      },
      {
        screen: 'Empeine para potencia',
        say: 'Para pegarle fuerte, bloquea el tobillo, apunta la punta hacia abajo y golpea el centro del balón con el empeine.',
      },
      { screen: 'Entrena la pierna mala', say: 'Haz cada ejercicio también con tu pierna mala. A quien solo usa un lado lo marcan con mucha más facilidad.' },
      { screen: 'Toques cortos', say: 'Con un defensa cerca, lleva el balón pegado con toques cortos. Empújalo más lejos solo cuando tengas espacio.' },
    ],
    steps: [
      { screen: '1. Dominadas', say: 'Primero, cinco minutos de dominadas, contando tu récord para superarlo la próxima vez.' },
      { screen: '2. Pases a la pared', say: 'Después, cincuenta pases a la pared con cada pie, controlando cada rebote antes de volver a pasar.' },
      { screen: '3. Conos', say: 'Después, conduce entre seis conos o botellas con el interior y el exterior de ambos pies.' },
      { screen: '4. Definición', say: 'Por último, veinte tiros a un objetivo, diez con cada pie, rasos y al palo.' },
    ],
    myths: [
      {
        screen: '¿Los trucos ganan?',
        myth: 'Para superar a un defensa necesitas un montón de regates.',
        fact: 'La mayoría de los jugadores regatea con uno o dos gestos simples y buen timing. Domina un regate antes de aprender cinco.',
      },
      {
        screen: '¿Demasiado tarde?',
        myth: 'Si no entrenaste de niño, nunca vas a tener buen toque.',
        fact: 'El toque es repetición. Los adultos que trabajan con balón varias veces por semana mejoran claramente en un par de meses.',
      },
    ],
    mistakes: [
      {
        screen: 'Mirar solo el balón',
        mistake: 'Miras el balón todo el tiempo mientras conduces.',
        fix: 'Levanta la vista entre toques para ver a defensas y compañeros.',
      },
      {
        screen: 'Pie rígido al controlar',
        mistake: 'Recibes con el pie rígido y el balón se te escapa.',
        fix: 'Relaja el pie y retíralo un poco cuando llega el balón, como si atraparas un huevo.',
      },
      {
        screen: 'Cuerpo atrás al tirar',
        mistake: 'Te echas hacia atrás al tirar y el balón se va por encima.',
        fix: 'Mantén el pecho sobre el balón y cae sobre tu pie de golpeo.',
      },
    ],
    facts: [
      {
        screen: '90 minutos, dos tiempos',
        say: 'Un partido dura noventa minutos, dos tiempos de cuarenta y cinco, y los jugadores de campo profesionales suelen recorrer unos diez kilómetros.',
      },
      { screen: 'Balón número 5', say: 'Los adultos juegan con balón número cinco, así que entrena con el mismo tamaño que usas en los partidos.' },
    ],
    questions: [
      {
        question: '¿Cómo dejo de perder el balón cuando me presionan?',
        answer: 'Mira alrededor antes de que llegue el balón y da el primer toque lejos del defensa, hacia el espacio libre.',
      },
      {
        question: '¿Cómo le pego más fuerte?',
        answer: 'Pie de apoyo junto al balón, tobillo bloqueado y golpe en el centro con el empeine. La técnica da más potencia que la fuerza.',
      },
    ],
    comparisons: [
      {
        a: 'Entrenar solo',
        b: 'Jugar partidos',
        verdict: 'Necesitas las dos cosas: a solas das cientos de toques en una hora, y en los partidos aprendes cuándo usarlos.',
      },
    ],
    before: 'Ahora mismo el balón te rebota en el pie y te bloqueas cuando se acerca un defensa.',
    after: 'Después de un mes de pared, controlas en carrera y levantas la vista antes de que llegue el defensa.',
  },
  {
    id: 'swimming',
    label: 'Natación para adultos',
    keywords: [
      'natación',
      'nadar',
      'clases de natación',
      'piscina',
      'alberca',
      'crol',
      'estilo libre',
      'braza',
      'pecho',
      'respirar nadando',
      'respiración en natación',
      'gafas de natación',
      'goggles',
      'aguas abiertas',
      'miedo al agua',
      'triatlón',
    ],
    hooks: [
      'Si te quedas sin aire en un largo, el problema es soltar el aire, no tu forma física.',
      'No nadas mal. Es que se te hunden las piernas.',
      'Soltar el aire bajo el agua me llevó de un largo de crol a diez.',
    ],
    tips: [
      {
        screen: 'Suelta el aire bajo el agua',
        say: 'Suelta el aire despacio por la nariz y la boca mientras tienes la cara en el agua. Así al girar solo tienes que tomar aire.',
      },
      { screen: 'Cabeza abajo, cadera arriba', say: 'Mira al fondo, no hacia delante. Cuando baja la cabeza, suben la cadera y las piernas.' },
      { screen: 'Patada desde la cadera', say: 'Patea desde la cadera con las piernas casi estiradas. Doblar mucho las rodillas te frena y te cansa.' },
      {
        screen: 'Descansa entre largos',
        say: 'Nada un largo, descansa treinta segundos y repite. Series cortas con descanso rinden más que sufrir en series largas.',
      },
      {
        screen: 'Gafas que sellen',
        say: 'Elige gafas que sellen sin apretar mucho la cinta. Unas gafas que entran agua arruinan más entrenamientos que el cansancio.',
      },
    ],
    steps: [
      { screen: '1. Burbujas', say: 'Primero, en la parte baja, suelta el aire dentro del agua durante cinco segundos, diez veces.' },
      { screen: '2. Patada con tabla', say: 'Después, cuatro largos de patada con tabla, la cara en el agua y soltando el aire.' },
      { screen: '3. Respiración lateral', say: 'Después, nada crol respirando cada tres brazadas, girando la cabeza solo lo justo para sacar la boca.' },
      { screen: '4. Largos suaves', say: 'Por último, seis largos suaves con treinta segundos de descanso después de cada uno.' },
    ],
    myths: [
      {
        screen: '¿Tarde para aprender?',
        myth: 'Si no aprendiste a nadar de niño, ya es tarde.',
        fact: 'Los adultos aprenden a nadar todo el tiempo. Con clases y práctica regular, mucha gente hace un largo tranquilo en pocas semanas.',
      },
      {
        screen: '¿Más patada, más rápido?',
        myth: 'Cuanto más fuerte pateas, más rápido nadas.',
        fact: 'En crol, casi toda la velocidad viene de los brazos. Una patada corta y constante sirve sobre todo para mantener las piernas arriba.',
      },
    ],
    mistakes: [
      {
        screen: 'Aguantar la respiración',
        mistake: 'Aguantas el aire bajo el agua e intentas soltarlo y tomarlo en un solo giro.',
        fix: 'Suelta el aire todo el tiempo que la cara está en el agua, y usa el giro solo para tomar aire.',
      },
      {
        screen: 'Levantar la cabeza',
        mistake: 'Levantas la cabeza hacia delante para respirar.',
        fix: 'Gira la cabeza de lado junto con el cuerpo, con una oreja dentro del agua.',
      },
      {
        screen: 'Salir a tope',
        mistake: 'Haces el primer largo a tope y luego te quedas sin aire en el borde.',
        fix: 'Nada los primeros largos más lento de lo que crees necesario y sube después.',
      },
    ],
    facts: [
      {
        screen: 'Piscina olímpica: 50 metros',
        say: 'Una piscina olímpica mide cincuenta metros, y muchas piscinas públicas miden veinticinco, así que revísalo antes de contar tu distancia.',
      },
      { screen: 'Respirar cada 3', say: 'Respirar cada tres brazadas te hace respirar por los dos lados, y tu brazada queda más equilibrada.' },
    ],
    questions: [
      {
        question: '¿Por qué se me hunden las piernas al nadar?',
        answer: 'Casi siempre llevas la cabeza demasiado alta. Mira al fondo y presiona un poco el pecho hacia el agua, y las piernas suben.',
      },
      {
        question: '¿Cuántas veces por semana tengo que nadar para mejorar?',
        answer: 'Con dos o tres veces por semana ya ves progreso. Sesiones cortas y regulares ganan a una larga.',
      },
    ],
    comparisons: [
      {
        a: 'Crol',
        b: 'Braza',
        verdict:
          'La braza parece más fácil al principio porque la cabeza queda fuera. Cuando dominas la respiración, el crol te lleva más lejos con el mismo esfuerzo.',
      },
    ],
    before: 'Ahora mismo llegas al final de un largo sin aire y con la mano en el borde.',
    after: 'En unas semanas, nadas varios largos seguidos respirando con calma hacia el lado.',
  },
  {
    id: 'cycling',
    label: 'Ciclismo y salidas en bici',
    keywords: [
      'ciclismo',
      'bici',
      'bicicleta',
      'rodar',
      'pedalear',
      'bici de ruta',
      'bicicleta de montaña',
      'mtb',
      'gravel',
      'ir en bici al trabajo',
      'ciclista',
      'sillín',
      'altura del sillín',
      'salida en bici',
      'cadencia',
      'pinchazo',
    ],
    hooks: [
      'Si te duelen las rodillas después de rodar, revisa la altura del sillín antes que nada.',
      'Para tus primeros 100 km no necesitas una bici cara. Necesitas una bici de tu talla y comida en el bolsillo.',
      'Rodar más lejos no va de hacer más fuerza. Va de usar marchas más ligeras.',
    ],
    tips: [
      {
        screen: 'Altura del sillín',
        say: 'Ajusta el sillín para que la rodilla quede un poco flexionada con el pedal abajo. Un sillín bajo castiga tus rodillas.',
      },
      { screen: 'Marcha ligera', say: 'Usa una marcha más ligera y pedalea más rápido. Ir atrancado en una marcha dura te cansa las piernas mucho antes.' },
      { screen: 'Come antes del hambre', say: 'En salidas de más de hora y media, come un poco cada media hora, antes de tener hambre.' },
      { screen: 'Revisa la presión', say: 'Infla las ruedas antes de cada salida. Las ruedas blandas se sienten lentas y se pinchan más.' },
      {
        screen: 'Cámara de repuesto',
        say: 'Lleva siempre una cámara de repuesto, desmontables y una bomba pequeña, y practica cambiar la cámara en casa una vez.',
      },
    ],
    steps: [
      { screen: '1. Revisión rápida', say: 'Primero, revisa ruedas, frenos y cadena antes de salir.' },
      { screen: '2. Inicio suave', say: 'Después, rueda los primeros quince minutos en marchas ligeras para calentar las piernas.' },
      { screen: '3. Ritmo constante', say: 'Después, mantén un ritmo en el que aún puedas hablar con frases cortas, y bebe cada quince minutos.' },
      { screen: '4. Final suave', say: 'Por último, rueda suave los últimos diez minutos y apunta la distancia para sumar un poco la semana siguiente.' },
    ],
    myths: [
      {
        screen: '¿Hace falta una bici cara?',
        myth: 'Para hacer distancias largas necesitas una bici de ruta cara.',
        fact: 'Una bici de tu talla y bien mantenida te lleva muy lejos. El ajuste y tu forma física importan mucho más que el precio.',
      },
      {
        screen: '¿Marcha dura es mejor?',
        myth: 'Ir en la marcha más dura te hace más fuerte y más rápido.',
        fact: 'La marcha ligera cuida tus piernas y rodillas. La mayoría llega más lejos con una pedalada más ligera y rápida.',
      },
    ],
    mistakes: [
      {
        screen: 'Sillín demasiado bajo',
        mistake: 'Ruedas con el sillín tan bajo que las rodillas te suben muchísimo.',
        fix: 'Sube el sillín hasta que la rodilla quede apenas flexionada abajo.',
      },
      { screen: 'Sin comida en ruta', mistake: 'Ruedas tres horas solo con agua.', fix: 'Lleva un plátano o una barrita y come un poco cada media hora.' },
      {
        screen: 'Saltos de distancia',
        mistake: 'Pasas de veinte kilómetros directo a cien.',
        fix: 'Suma entre diez y veinte kilómetros a tu salida más larga cada semana.',
      },
    ],
    facts: [
      {
        screen: '80 a 90 pedaladas por minuto',
        say: 'Muchos entrenadores sugieren una cadencia de unas ochenta a noventa pedaladas por minuto para rodar a ritmo constante.',
      },
      { screen: 'El casco importa', say: 'Según los estudios, el casco reduce a menos de la mitad el riesgo de lesión grave en la cabeza. Úsalo siempre.' },
    ],
    questions: [
      {
        question: '¿Por qué me duele la espalda en la bici?',
        answer: 'Muchas veces la bici no está ajustada a ti: el manillar queda lejos o muy bajo. Un ajuste sencillo o una potencia más corta lo arregla.',
      },
      {
        question: '¿Cómo me preparo para mis primeros 100 km?',
        answer: 'Alarga poco a poco tu salida más larga durante varias semanas, practica comer sobre la bici y haz el gran día a ritmo suave.',
      },
    ],
    comparisons: [
      {
        a: 'Bici de ruta',
        b: 'Bici gravel',
        verdict: 'La de ruta es más rápida en asfalto liso. La gravel gana si tus caminos están rotos o también quieres meterte por tierra.',
      },
    ],
    before: 'Ahora mismo te duelen las rodillas a los veinte kilómetros y cada subida parece una pared.',
    after: 'En un par de meses, subes con una marcha ligera y terminas las salidas largas con energía de sobra.',
  },
  {
    id: 'combat-sports',
    label: 'Boxeo y artes marciales',
    keywords: [
      'boxeo',
      'boxear',
      'kickboxing',
      'muay thai',
      'mma',
      'jiu jitsu',
      'bjj',
      'artes marciales',
      'karate',
      'judo',
      'sparring',
      'golpe',
      'golpes',
      'puñetazo',
      'saco de boxeo',
      'clase de boxeo',
    ],
    hooks: [
      'Tu golpe no tiene fuerza porque empieza en el brazo. Debería empezar en los pies.',
      'Tu primera clase de boxeo no va a ser lo que temes. Esto es lo que pasa de verdad.',
      'Si bajas las manos después de cada golpe, mira esto antes de tu próximo sparring.',
    ],
    tips: [
      { screen: 'La fuerza viene de las piernas', say: 'Gira el pie de atrás y la cadera con el golpe. La fuerza sale del suelo, no del hombro.' },
      { screen: 'Manos a la cara', say: 'Después de cada golpe, lleva la mano directa a la barbilla. Casi todo lo que recibes entra por ese hueco.' },
      { screen: 'Véndate las manos', say: 'Véndate las manos antes de cada sesión de saco. Muñeca y nudillos son huesos pequeños.' },
      { screen: 'Suelta el aire al golpear', say: 'Suelta el aire con fuerza en cada golpe. Si aguantas la respiración, te quedas sin gasolina en un asalto.' },
      { screen: 'Sombra frente al espejo', say: 'Haz tres asaltos de sombra frente a un espejo. Ves tus manos bajas antes de que las encuentre tu compañero.' },
    ],
    steps: [
      { screen: '1. Guardia', say: 'Primero, colócate de perfil, pies algo más abiertos que los hombros, rodillas sueltas y manos en la barbilla.' },
      { screen: '2. Jab', say: 'Después, el jab: mano delantera recta, giro del puño al final y vuelta directa.' },
      { screen: '3. Directo', say: 'Después, el directo: gira el pie de atrás y la cadera y golpea recto con la mano trasera.' },
      { screen: '4. Combina y sal', say: 'Por último, jab, directo y un paso al lado, tres asaltos de dos minutos.' },
    ],
    myths: [
      {
        screen: '¿Primera clase, pelea?',
        myth: 'En tu primera clase te van a meter a hacer sparring.',
        fact: 'En un buen gimnasio, los principiantes pasan semanas con la guardia, los desplazamientos y las manoplas antes de cualquier sparring, y el sparring es controlado.',
      },
      {
        screen: '¿Primero ponerse en forma?',
        myth: 'Tienes que ponerte en forma antes de empezar a boxear.',
        fact: 'El entrenamiento es lo que te pone en forma. En todo gimnasio hay gente en su primera semana, así que puedes empezar a tu nivel.',
      },
    ],
    mistakes: [
      {
        screen: 'Golpear solo con el brazo',
        mistake: 'Golpeas solo con el brazo y luego lo notas en el hombro.',
        fix: 'Gira el pie de atrás y la cadera en cada directo.',
      },
      {
        screen: 'Bajar la guardia',
        mistake: 'Bajas las manos en cuanto te cansas.',
        fix: 'Después de cada combinación, comprueba que las manos volvieron a la barbilla, incluso en el saco.',
      },
      {
        screen: 'Guardia de frente',
        mistake: 'Te plantas de frente al rival con los pies en línea.',
        fix: 'Ponte de perfil y separa los pies para moverte sin perder el equilibrio.',
      },
    ],
    facts: [
      {
        screen: 'Asaltos de 3 minutos',
        say: 'Un asalto estándar de boxeo dura tres minutos con uno de descanso, así que trabaja el saco con ese mismo ritmo.',
      },
      { screen: 'Vendas de 4,5 metros', say: 'Las vendas de boxeo estándar miden unos cuatro metros y medio, suficiente para cubrir bien muñeca y nudillos.' },
    ],
    questions: [
      {
        question: '¿Boxeo o jiu jitsu para defensa personal?',
        answer:
          'El boxeo te enseña a mantener la distancia y golpear, el jiu jitsu qué hacer en el suelo. Elige el gimnasio al que de verdad vas a ir dos veces por semana.',
      },
      {
        question: '¿Qué guantes compro primero?',
        answer:
          'Pregunta antes a tu entrenador. Muchos gimnasios piden guantes de catorce o dieciséis onzas para el sparring, y un guante más pesado protege a tu compañero.',
      },
    ],
    comparisons: [
      {
        a: 'Boxeo',
        b: 'Muay thai',
        verdict:
          'El boxeo afina las manos y la esquiva, el muay thai suma patadas, rodillas y codos. Para empezar, elige el gimnasio con el mejor grupo de principiantes.',
      },
    ],
    before: 'Ahora mismo le pegas al saco solo con los brazos y te quedas sin aire en el primer asalto.',
    after: 'En un par de meses, el golpe sale de los pies, las manos vuelven a la barbilla y aguantas todos los asaltos.',
  },
  {
    id: 'gaming',
    label: 'Videojuegos y esports',
    keywords: [
      'videojuegos',
      'gaming',
      'gamer',
      'jugar',
      'esports',
      'ranked',
      'clasificatorias',
      'subir de rango',
      'rango',
      'puntería',
      'entrenar puntería',
      'fortnite',
      'valorant',
      'cs2',
      'league of legends',
      'stream',
    ],
    hooks: [
      'No te estancas en tu rango por culpa de tus compañeros. Te estancas porque nunca revisas tus derrotas.',
      'Diez minutos calentando la puntería antes de las ranked hicieron más por mí que un ratón nuevo.',
      'Jugar ocho horas seguidas te está haciendo peor. Te explico por qué.',
    ],
    tips: [
      {
        screen: 'Calienta antes de ranked',
        say: 'Calienta diez minutos en modo práctica antes de tu primera ranked. La primera partida no debería ser tu calentamiento.',
      },
      { screen: 'Mira tus repeticiones', say: 'Cada día, mira la repetición de una derrota tuya y busca el momento en que se dio la vuelta la ronda.' },
      {
        screen: 'Baja la sensibilidad',
        say: 'Si te tiembla la mira, baja un poco la sensibilidad. Los giros grandes con el brazo, los ajustes finos con la muñeca.',
      },
      { screen: 'Para tras dos derrotas', say: 'Para después de dos derrotas seguidas. Jugar en tilt suele convertir dos derrotas en cinco.' },
      {
        screen: 'Un objetivo por sesión',
        say: 'Elige una sola cosa para practicar en cada sesión, como la colocación de la mira o el farmeo, y piensa solo en eso.',
      },
    ],
    steps: [
      { screen: '1. Calentar la puntería', say: 'Primero, diez minutos de entrenamiento de puntería o modo práctica con tu sensibilidad de siempre.' },
      { screen: '2. Un objetivo', say: 'Después, elige un objetivo para la sesión y escríbelo en una nota adhesiva junto a la pantalla.' },
      { screen: '3. Jugar y revisar', say: 'Después, juega tres ranked y, al terminar cada una, di qué salió bien en ese objetivo.' },
      { screen: '4. Repasar una derrota', say: 'Por último, mira el momento clave de una derrota y decide qué harías distinto.' },
    ],
    myths: [
      {
        screen: '¿El equipo te hace mejor?',
        myth: 'Un ratón o un monitor más caro te va a arreglar la puntería.',
        fact: 'Un buen equipo quita límites, pero la práctica y el posicionamiento deciden la mayoría de los duelos. Cambia de equipo cuando le hayas sacado todo al que tienes.',
      },
      {
        screen: '¿Más horas, más nivel?',
        myth: 'Cuantas más horas juegas, más rápido mejoras.',
        fact: 'La práctica con foco y con pausas gana a las sesiones largas con cansancio. Con cansancio, tus reflejos van más lentos.',
      },
    ],
    mistakes: [
      {
        screen: 'Culpar al equipo',
        mistake: 'Cada derrota la pasas escribiéndole a tu equipo por el chat.',
        fix: 'Silencia el chat si hace falta y fíjate solo en lo que tú podías hacer mejor.',
      },
      {
        screen: 'Cambiar ajustes a diario',
        mistake: 'Cambias la sensibilidad cada día después de una mala partida.',
        fix: 'Elige un ajuste y mantenlo al menos un par de semanas para que tu memoria muscular se forme.',
      },
      {
        screen: 'Sin descansos',
        mistake: 'Juegas horas sin levantarte de la silla.',
        fix: 'Entre partidas, levántate, bebe agua y mira lejos de la pantalla.',
      },
    ],
    facts: [
      { screen: 'Regla 20-20-20', say: 'Cada veinte minutos, mira algo a unos seis metros durante veinte segundos. Tus ojos descansan de verdad.' },
      { screen: 'Tiempo de reacción', say: 'La mayoría reacciona a lo que ve en una quinta o una cuarta parte de segundo. El cansancio lo hace más lento.' },
    ],
    questions: [
      {
        question: '¿Cómo salgo de mi rango?',
        answer: 'Juega menos partidas con más foco, revisa una derrota al día y para cuando entres en tilt. El rango sube con constancia, no con horas.',
      },
      {
        question: '¿Necesito un monitor de 144 hercios?',
        answer: 'En shooters rápidos la imagen es más fluida y ayuda un poco. En juegos más lentos importa mucho menos que la práctica.',
      },
    ],
    comparisons: [
      {
        a: 'Mando',
        b: 'Ratón y teclado',
        verdict:
          'En shooters de PC, ratón y teclado suelen ser más precisos, y el mando es cómodo y compatible con casi todos los juegos. Juega con lo que mejor va con tu juego y tus manos.',
      },
    ],
    before: 'Ahora mismo encadenas partida tras partida, entras en tilt tras dos derrotas y terminas la noche con menos rango que al empezar.',
    after: 'En unas semanas, juegas menos partidas, ganas más y sabes exactamente en qué estás trabajando.',
  },
  {
    id: 'racket-sports',
    label: 'Tenis y pádel',
    keywords: [
      'tenis',
      'pádel',
      'padel',
      'pickleball',
      'tenis de mesa',
      'ping pong',
      'raqueta',
      'pala',
      'saque',
      'drive',
      'revés',
      'volea',
      'dobles',
      'pista',
      'cancha',
      'codo de tenista',
    ],
    hooks: [
      'Tu saque no es lento por el brazo. Es lento por cómo lanzas la bola.',
      'El pádel es el deporte de raqueta más fácil para empezar. Así no te pierdes en tu primer partido.',
      'Si todos tus drives se van a la red, gira los hombros antes.',
    ],
    tips: [
      { screen: 'Haz el split step', say: 'Da un saltito justo cuando tu rival golpea la bola. Así arrancas a tiempo para llegar.' },
      { screen: 'Gira los hombros', say: 'En cada golpe de fondo, gira los hombros de lado con tiempo. La raqueta sigue a tu cuerpo, no solo a tu brazo.' },
      { screen: 'Lanzamiento siempre igual', say: 'Practica el lanzamiento sin golpear. El mismo lanzamiento cada vez te da el mismo saque cada vez.' },
      {
        screen: 'Deja trabajar al cristal',
        say: 'En pádel, deja que la bola salga del cristal de fondo antes de pegarle. Precipitarte es el error clásico de quien empieza.',
      },
      { screen: 'Suelta la empuñadura', say: 'Sujeta la raqueta suelta entre golpes. Apretar de más cansa el antebrazo y puede acabar en dolor de codo.' },
    ],
    steps: [
      { screen: '1. Minitenis', say: 'Primero, cinco minutos de peloteo suave cerca de la red para encontrar el tiempo.' },
      { screen: '2. Cruzados desde el fondo', say: 'Después, pelotea cruzado desde el fondo, con la meta de veinte golpes seguidos sin fallar.' },
      { screen: '3. Práctica de saque', say: 'Después, veinte saques a cada cuadro, pensando solo en repetir el mismo lanzamiento.' },
      { screen: '4. Jugar puntos', say: 'Por último, juega puntos en los que la única meta sea meter tres bolas antes de buscar el golpe ganador.' },
    ],
    myths: [
      {
        screen: '¿Se gana con winners?',
        myth: 'En nivel amateur, los puntos se ganan con golpes ganadores.',
        fact: 'En la mayoría de niveles amateur, más puntos terminan en error que en winner. Quien mantiene la bola en juego gana el partido.',
      },
      {
        screen: '¿El pádel es tenis fácil?',
        myth: 'Si juegas al tenis, el pádel te va a resultar fácil.',
        fact: 'El tenis ayuda, pero las paredes, el saque por abajo y la pista pequeña piden sus propias habilidades, sobre todo jugar con el cristal.',
      },
    ],
    mistakes: [
      {
        screen: 'Pies clavados',
        mistake: 'Esperas la bola con los pies clavados en el suelo.',
        fix: 'Mantente sobre la parte delantera del pie y haz el split step en cada golpe del rival.',
      },
      {
        screen: 'Querer definir siempre',
        mistake: 'Intentas ganar el punto con cada bola.',
        fix: 'Apunta a zonas grandes y seguras y ataca solo la bola corta.',
      },
      {
        screen: 'Golpe solo de brazo',
        mistake: 'Golpeas solo con el brazo y la bola no gana profundidad.',
        fix: 'Gira los hombros con tiempo y termina el golpe por encima del otro hombro.',
      },
    ],
    facts: [
      {
        screen: 'Pista de 20 por 10',
        say: 'Una pista de pádel mide veinte metros de largo por diez de ancho, rodeada de paredes en las que la bola puede rebotar.',
      },
      { screen: 'Dos saques por punto', say: 'En tenis tienes dos saques por punto, así que el segundo tiene que ser el que más confianza te da.' },
    ],
    questions: [
      {
        question: '¿Tenis o pádel si nunca he jugado?',
        answer: 'El pádel engancha antes porque la pista es pequeña y el saque es por abajo. El tenis cuesta más al principio, pero recompensa de otra manera.',
      },
      {
        question: '¿Cómo hago para que no me duela el codo?',
        answer: 'Suelta la empuñadura, golpea con el giro del cuerpo y revisa tu raqueta y el encordado con un entrenador. Si el dolor sigue, ve al médico.',
      },
    ],
    comparisons: [
      {
        a: 'Clases',
        b: 'Solo jugar partidos',
        verdict: 'Unas pocas clases al principio te ahorran años de malos hábitos. Después, combina clases con muchos partidos.',
      },
    ],
    before: 'Ahora mismo la mitad de tus peloteos terminan con un error tuyo en la red.',
    after: 'Después de unas semanas de ejercicios, mantienes la bola en juego, tu saque entra más y los puntos largos son tuyos.',
  },
];
