import type { NicheMaterial } from '../types.ts';

/** health_fitness, es: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'posture',
    label: 'Postura en el escritorio',
    keywords: [
      'postura',
      'mala postura',
      'encorvado',
      'encorvarse',
      'joroba',
      'hombros caídos',
      'hombros adelantados',
      'home office',
      'teletrabajo',
      'sentado todo el día',
      'dolor de cuello',
      'dolor de espalda',
      'espalda alta',
      'corregir la postura',
      'escritorio',
    ],
    hooks: [
      'Lo que arruina tu postura no es estar sentado. Es no moverte.',
      'Si a las tres de la tarde tienes los hombros pegados a las orejas, mira esto.',
      'Puedes mejorar tu postura en home office sin comprar ningún aparato caro.',
    ],
    tips: [
      {
        screen: 'Pantalla a nivel de ojos',
        say: 'Sube la pantalla hasta que el borde de arriba quede a la altura de tus ojos. Una pila de libros funciona igual que un soporte.',
      },
      {
        screen: 'Levántate cada 30 minutos',
        say: 'Pon una alarma cada media hora y levántate un minuto. Tu espalda necesita movimiento más que una silla perfecta.',
      },
      { screen: 'Pies en el suelo', say: 'Lleva la cadera al fondo de la silla y apoya los dos pies en el suelo.' },
      {
        screen: 'Fortalece la espalda',
        say: 'Dos veces por semana, haz aperturas con banda elástica. Una espalda fuerte sostiene los hombros sin que pienses en ello.',
      },
      {
        screen: 'Abre el pecho',
        say: 'Estira el pecho en el marco de una puerta treinta segundos por lado. Un pecho tenso tira de los hombros hacia delante.',
      },
    ],
    steps: [
      {
        screen: '1. Mentón hacia atrás',
        say: 'Primero, diez retracciones de mentón: llévalo recto hacia atrás, como si hicieras papada, y aguanta dos segundos.',
      },
      { screen: '2. Estiramiento en la puerta', say: 'Después, antebrazos en el marco de la puerta, un paso suave hacia delante, treinta segundos.' },
      { screen: '3. Ángeles en la pared', say: 'Después, diez ángeles en la pared: espalda apoyada, brazos que suben y bajan sin despegarse.' },
      { screen: '4. Aperturas con banda', say: 'Por último, quince aperturas con banda, juntando los omóplatos al final de cada una.' },
    ],
    myths: [
      {
        screen: '¿Recto todo el día?',
        myth: 'Para tener buena postura tienes que mantener la espalda perfectamente recta todo el día.',
        fact: 'Ninguna posición es buena durante ocho horas seguidas. La mejor postura es la siguiente, así que cámbiala a menudo.',
      },
      {
        screen: '¿Corrector de postura?',
        myth: 'Un corrector de postura te arregla la espalda.',
        fact: 'El corrector te sostiene mientras lo llevas puesto. Cuando te lo quitas, solo te sostienen los músculos de la espalda.',
      },
    ],
    mistakes: [
      {
        screen: 'Laptop en las piernas',
        mistake: 'Trabajas con la laptop en las piernas o en el sofá.',
        fix: 'Sube la pantalla a la altura de los ojos y usa un teclado aparte.',
      },
      { screen: 'Solo estirar', mistake: 'Solo estiras y nunca fortaleces.', fix: 'Añade dos sesiones cortas de fuerza para la espalda alta cada semana.' },
      {
        screen: 'Horas sin moverte',
        mistake: 'Pasas tres horas en la silla sin levantarte.',
        fix: 'Levántate un minuto cada media hora, aunque sea para rellenar tu botella de agua.',
      },
    ],
    facts: [
      { screen: 'La cabeza pesa 5 kilos', say: 'Tu cabeza pesa unos cinco kilos, y cuanto más se adelanta, más tiene que trabajar tu cuello para sostenerla.' },
      { screen: '2 veces por semana', say: 'Dos sesiones cortas de fuerza por semana bastan para empezar a cambiar cómo te sostiene la espalda.' },
    ],
    questions: [
      {
        question: '¿Vale la pena un escritorio para trabajar de pie?',
        answer: 'Solo si alternas entre sentarte y estar de pie. Estar de pie quieto todo el día cansa la espalda igual.',
      },
      {
        question: '¿Cuánto tarda en cambiar la postura de verdad?',
        answer: 'La rigidez suele bajar en dos semanas, y en el espejo se nota después de seis a ocho semanas de trabajo constante.',
      },
    ],
    comparisons: [
      {
        a: 'Silla ergonómica',
        b: 'Levantarte cada 30 minutos',
        verdict: 'Gana moverte. Una buena silla ayuda, pero ninguna hace que pasar horas sin moverte sea bueno para ti.',
      },
    ],
    before: 'Ahora mismo, al final de cada jornada tienes los hombros hacia delante y el cuello te duele.',
    after: 'En unas semanas, terminas el día sin el cuello rígido y mantienes la espalda más erguida sin pensarlo.',
  },
  {
    id: 'running',
    label: 'Correr desde cero',
    keywords: [
      'correr',
      'running',
      'corro',
      'salir a correr',
      'corredor',
      'corredora',
      'trotar',
      'trote',
      'carrera de 5 km',
      '5k',
      '10k',
      'zapatillas para correr',
      'tenis para correr',
      'periostitis',
      'ritmo',
      'maratón',
    ],
    hooks: [
      'Si correr te parece horrible, seguramente vas demasiado rápido.',
      'Tres minutos corriendo eran mi límite. Así llegué a treinta.',
      'Tus primeros 5 km no dependen de tus pulmones. Dependen de tu ritmo.',
    ],
    tips: [
      { screen: 'Ritmo de conversación', say: 'Corre tan despacio que puedas decir una frase completa. La mayoría de tus salidas deben ser suaves.' },
      { screen: 'Caminar está permitido', say: 'Empieza con un minuto corriendo y dos caminando, durante veinte minutos. Eso es un plan, no una derrota.' },
      { screen: 'Tres días por semana', say: 'Corre tres veces por semana con un día de descanso entre salidas. Tus piernas se adaptan en los días libres.' },
      { screen: 'Sube poco a poco', say: 'Añade muy poco cada semana. Tibias y rodillas tardan más en adaptarse que tus pulmones.' },
      { screen: 'Pasos cortos y rápidos', say: 'Da pasos más cortos y rápidos, y apoya el pie debajo del cuerpo, no muy por delante.' },
    ],
    steps: [
      { screen: '1. Caminata para calentar', say: 'Primero, cinco minutos de caminata rápida para calentar.' },
      { screen: '2. Un minuto corriendo', say: 'Después, un minuto de trote suave, a un ritmo en el que puedas hablar.' },
      { screen: '3. Dos minutos caminando', say: 'Después, dos minutos caminando, y repite esa pareja seis o siete veces.' },
      { screen: '4. Vuelta a la calma', say: 'Por último, cinco minutos caminando con calma y una nota sobre cómo te sentiste.' },
    ],
    myths: [
      {
        screen: '¿Hay que acabar sin aire?',
        myth: 'Si no terminas sin aire, la salida no cuenta.',
        fact: 'Correr suave construye la base que luego te hace más rápido. Mantén la mayoría de tus salidas a ritmo de conversación.',
      },
      {
        screen: '¿Correr daña las rodillas?',
        myth: 'Correr destroza las rodillas.',
        fact: 'En la mayoría de personas sanas, correr subiendo la carga poco a poco no daña las rodillas. Lo que da problemas son los saltos bruscos de distancia.',
      },
    ],
    mistakes: [
      {
        screen: 'Salir a tope',
        mistake: 'Sales a toda velocidad y paras a los cinco minutos.',
        fix: 'Baja al ritmo de conversación y alterna correr con caminar.',
      },
      {
        screen: 'Saltos de distancia',
        mistake: 'Duplicas la distancia porque la semana pasada te fue fácil.',
        fix: 'Sube un poco cada semana y haz una semana más suave cada tres o cuatro.',
      },
      {
        screen: 'Zapatillas gastadas',
        mistake: 'Corres con unas zapatillas viejas con la suela gastada.',
        fix: 'Consigue unas zapatillas de correr que te resulten cómodas al probarlas y cámbialas cuando pierdan la amortiguación.',
      },
    ],
    facts: [
      { screen: '5 km en 9 semanas', say: 'Muchos planes para principiantes te llevan a correr 5 km sin parar en unas ocho o nueve semanas.' },
      { screen: '3 salidas por semana', say: 'Tres salidas por semana con descanso entre ellas bastan para progresar de forma constante.' },
    ],
    questions: [
      {
        question: '¿Por qué me duelen las espinillas al correr?',
        answer: 'Casi siempre porque subiste la carga demasiado rápido. Baja una semana, vuelve a subir con más calma y ve al médico si el dolor sigue.',
      },
      {
        question: '¿Tengo que correr todos los días si estoy empezando?',
        answer: 'No. Tres días por semana con descanso en medio dejan que tus piernas se recuperen y hacen que no lo dejes al mes.',
      },
    ],
    comparisons: [
      {
        a: 'Cinta',
        b: 'Correr al aire libre',
        verdict: 'Las dos valen. Afuera aprendes a llevar el ritmo en terreno real, y la cinta te salva cuando llueve o ya es de noche.',
      },
    ],
    before: 'Ahora mismo, corres hasta quedarte sin aire y lo dejas a los pocos minutos.',
    after: 'En un par de meses, corres treinta minutos a ritmo suave y terminas con ganas de más.',
  },
  {
    id: 'strength-training',
    label: 'Fuerza para principiantes',
    keywords: [
      'gym',
      'gimnasio',
      'pesas',
      'entrenamiento de fuerza',
      'levantar pesas',
      'día de pierna',
      'glúteos',
      'glúteo',
      'rutina de glúteos',
      'sentadilla',
      'peso muerto',
      'hip thrust',
      'series',
      'repeticiones',
      'músculo',
      'hipertrofia',
    ],
    hooks: [
      'Las pesas no te van a poner enorme. No hacerlas te pone todo más difícil.',
      'Para tu primer mes en el gym te bastan cinco ejercicios.',
      'Si tus glúteos no crecen, revisa el peso, no el ejercicio.',
    ],
    tips: [
      {
        screen: 'Suma peso o repeticiones',
        say: 'Cada semana, intenta sumar una repetición o un poco de peso. Ese progreso lento es lo que construye músculo.',
      },
      {
        screen: 'Tres días de cuerpo completo',
        say: 'Empieza con tres sesiones de cuerpo completo por semana. Todavía no necesitas un día para cada músculo.',
      },
      { screen: 'Hip thrust para glúteos', say: 'Para glúteos, haz hip thrust y peso muerto rumano, y hazte más fuerte en ellos mes a mes.' },
      { screen: 'Deja 1 o 2 en reserva', say: 'Termina cada serie con una o dos repeticiones en reserva. Duro, pero con buena técnica.' },
      { screen: 'Apunta todo', say: 'Apunta cada peso y cada repetición en el teléfono. En la siguiente sesión sabes exactamente qué superar.' },
    ],
    steps: [
      { screen: '1. Calentamiento', say: 'Primero, cinco minutos en la bici y dos series ligeras del primer ejercicio.' },
      { screen: '2. Sentadilla o prensa', say: 'Después, tres series de ocho a doce sentadillas o de prensa.' },
      { screen: '3. Empuje y jalón', say: 'Después, tres series de press con mancuernas y tres de remo.' },
      { screen: '4. Hip thrust', say: 'Por último, tres series de hip thrust, y apunta todos los pesos.' },
    ],
    myths: [
      {
        screen: '¿Te pone enorme?',
        myth: 'Levantar pesas te pone enorme enseguida.',
        fact: 'Un cuerpo muy musculado cuesta años de entrenamiento duro y de comer mucho. Antes de eso, solo ganas fuerza y definición.',
      },
      {
        screen: '¿Sin dolor no sirve?',
        myth: 'Si al día siguiente no te duele nada, el entrenamiento no sirvió.',
        fact: 'Ese dolor casi siempre indica que el movimiento era nuevo. El progreso se ve en tu libreta, cuando suben los pesos.',
      },
    ],
    mistakes: [
      {
        screen: 'Rutina al azar',
        mistake: 'Cada vez que vas haces una rutina distinta y al azar.',
        fix: 'Repite el mismo plan de seis a ocho semanas para poder progresar en él.',
      },
      {
        screen: 'Pesos demasiado ligeros',
        mistake: 'Haces veinte repeticiones fáciles con el mismo peso de siempre.',
        fix: 'Elige un peso que cueste hacia la repetición diez o doce, y súbelo cuando se vuelva fácil.',
      },
      {
        screen: 'Levantar por ego',
        mistake: 'Cargas demasiado peso y pierdes la técnica.',
        fix: 'Usa un peso que controles en todo el recorrido y súbelo poco a poco.',
      },
    ],
    facts: [
      { screen: '2 días de fuerza', say: 'La OMS recomienda a los adultos ejercicios de fortalecimiento muscular al menos dos días por semana.' },
      { screen: '8 a 12 repeticiones', say: 'Series de unas ocho a doce repeticiones son un buen punto de partida para ganar músculo.' },
    ],
    questions: [
      {
        question: '¿Máquinas o peso libre si estoy empezando?',
        answer: 'Las dos funcionan. Las máquinas se aprenden más fácil y el peso libre entrena el equilibrio. Empieza por lo que te dé confianza para ir.',
      },
      {
        question: '¿Cuándo voy a ver resultados?',
        answer: 'Notarás más fuerza en dos a cuatro semanas. Los cambios visibles suelen tardar dos o tres meses de entrenamiento constante.',
      },
    ],
    comparisons: [
      {
        a: 'Cuerpo completo',
        b: 'Rutina dividida',
        verdict: 'Para empezar, gana cuerpo completo tres veces por semana: practicas cada ejercicio más a menudo y saltarte un día no rompe el plan.',
      },
    ],
    before: 'Ahora mismo llegas al gym sin plan y vas de máquina en máquina.',
    after: 'En tres meses llegas con tu plan, levantas más que el primer día y te mueves por el gym como en casa.',
  },
  {
    id: 'mobility',
    label: 'Estiramientos y movilidad',
    keywords: [
      'estiramientos',
      'estirar',
      'estiramiento',
      'movilidad',
      'flexibilidad',
      'flexible',
      'spagat',
      'split',
      'abrir cadera',
      'cadera rígida',
      'isquiotibiales',
      'tocar el suelo',
      'dolor lumbar',
      'zona lumbar',
      'rigidez',
      'calentamiento',
    ],
    hooks: [
      'No es la edad lo que te quita movilidad. Es no moverte en todo tu rango.',
      'Diez minutos al día hicieron más por mi cadera que cualquier clase.',
      'Deja de rebotar cuando estiras. Entra despacio, quédate en la postura y respira.',
    ],
    tips: [
      { screen: 'Aguanta 30 segundos', say: 'Mantén cada estiramiento unos treinta segundos y respira despacio. Sin rebotes.' },
      { screen: 'Poco y cada día', say: 'Diez minutos cada día rinden más que una sesión larga el domingo. Tu cuerpo se adapta a lo que haces a menudo.' },
      {
        screen: 'Antes, en movimiento',
        say: 'Antes de entrenar, haz movilidad dinámica como balanceos de pierna. Deja los estiramientos largos para después.',
      },
      { screen: 'Tensión suave, sin dolor', say: 'Estira hasta una tensión suave, nunca hasta un dolor agudo. El dolor hace que el músculo se tense más.' },
      {
        screen: 'Fuerza en el nuevo rango',
        say: 'Usa tu nuevo rango con algo de fuerza, como una sentadilla profunda con una mancuerna al pecho, para que se quede.',
      },
    ],
    steps: [
      { screen: '1. Gato y vaca', say: 'Primero, diez gato-vaca lentos en cuatro apoyos para despertar la columna.' },
      {
        screen: '2. Flexor de cadera',
        say: 'Después, con una rodilla en el suelo, estira la parte delantera de la cadera treinta segundos por lado, apretando el glúteo de atrás.',
      },
      { screen: '3. Isquiotibiales', say: 'Después, boca arriba, sube una pierna estirada con una toalla, treinta segundos por lado.' },
      { screen: '4. Sentadilla profunda', say: 'Por último, quédate treinta segundos en sentadilla profunda, agarrándote de algo si lo necesitas.' },
    ],
    myths: [
      {
        screen: '¿Estirar antes de entrenar?',
        myth: 'Antes de cada entrenamiento tienes que hacer estiramientos largos.',
        fact: 'Los estiramientos largos justo antes de levantar pesas o esprintar pueden restarte algo de fuerza. Un calentamiento en movimiento te prepara mejor.',
      },
      {
        screen: '¿Hay gente que no puede?',
        myth: 'Hay gente que nace sin flexibilidad y punto.',
        fact: 'Casi todo el mundo gana rango con práctica regular. Solo que tarda semanas, no días.',
      },
    ],
    mistakes: [
      {
        screen: 'Rebotar al estirar',
        mistake: 'Rebotas dentro y fuera del estiramiento.',
        fix: 'Entra despacio en la postura y mantén la postura mientras respiras.',
      },
      {
        screen: 'Solo cuando duele',
        mistake: 'Solo estiras cuando algo ya te duele.',
        fix: 'Mete diez minutos de movilidad en cada día, también en los días buenos.',
      },
      { screen: 'Forzar el spagat', mistake: 'Fuerzas el spagat aguantando un dolor agudo.', fix: 'Vuelve a una tensión suave e inténtalo de nuevo mañana.' },
    ],
    facts: [
      {
        screen: '30 segundos bastan',
        say: 'A la mayoría de las personas le basta mantener un estiramiento unos treinta segundos para ganar rango con el tiempo.',
      },
      { screen: 'Semanas, no días', say: 'La mayoría nota bastante más flexibilidad tras cuatro a seis semanas estirando casi todos los días.' },
    ],
    questions: [
      {
        question: '¿Puedo hacer el spagat en un mes?',
        answer: 'Algunas personas sí, la mayoría no, y forzarlo es la forma más rápida de lesionarte. Cuenta con meses de práctica.',
      },
      {
        question: '¿Estirar me quita el dolor lumbar?',
        answer: 'Moverte con suavidad suele ayudar con la rigidez del día a día. Si el dolor es fuerte, baja a la pierna o dura semanas, ve primero al médico.',
      },
    ],
    comparisons: [
      {
        a: 'Estiramiento estático',
        b: 'Movilidad dinámica',
        verdict: 'Usa los dos: movilidad antes de entrenar para prepararte, estiramientos largos después o por la noche para ganar rango.',
      },
    ],
    before: 'Ahora mismo no llegas a tocar el suelo y la cadera se te bloquea después de un día en la silla.',
    after: 'Tras un mes de diez minutos diarios, bajas más en la sentadilla, te agachas sin esfuerzo y te levantas de la silla sin rigidez.',
  },
  {
    id: 'fat-loss',
    label: 'Pérdida de grasa y alimentación',
    keywords: [
      'bajar de peso',
      'perder peso',
      'adelgazar',
      'perder grasa',
      'grasa abdominal',
      'panza',
      'barriga',
      'déficit calórico',
      'calorías',
      'proteína',
      'dieta',
      'lo que como en un día',
      'meal prep',
      'antojos',
      'estancamiento',
      'comida trampa',
    ],
    hooks: [
      'Los abdominales no queman la grasa de la barriga. Esto es lo que funciona.',
      'Se puede bajar de peso sin dejar ninguna comida que te encanta.',
      'Si la báscula no se mueve desde hace semanas, revisa lo que bebes, tu sueño y tus pasos.',
    ],
    tips: [
      {
        screen: 'Proteína en cada comida',
        say: 'Pon en cada plato una porción de proteína del tamaño de tu palma: pollo, huevo, pescado o legumbres. Te quita el hambre por más tiempo.',
      },
      { screen: 'Medio plato de verduras', say: 'Llena medio plato de verduras. Comes más cantidad con menos calorías.' },
      { screen: 'Camina más', say: 'Camina más cada día. Los pasos muchas veces queman más que un entrenamiento extra a la semana.' },
      { screen: 'Ojo con lo que bebes', say: 'Revisa lo que bebes. Jugos, refrescos, café azucarado y alcohol suman calorías y no te llenan.' },
      { screen: 'El sueño cuenta', say: 'Intenta dormir siete horas. Después de una mala noche, los antojos cuestan mucho más de ignorar.' },
    ],
    steps: [
      { screen: '1. Apunta una semana', say: 'Primero, apunta todo lo que comes durante una semana normal, sin cambiar nada.' },
      { screen: '2. Cambios fáciles', say: 'Después, elige dos cambios fáciles, como los refrescos o el picoteo de la noche, y cambia solo esos.' },
      {
        screen: '3. Proteína y verdura',
        say: 'Después, arma cada comida alrededor de proteína y verdura, y mantén lo que te encanta en porciones más pequeñas.',
      },
      { screen: '4. Revisa cada 2 semanas', say: 'Por último, pésate algunas mañanas por semana y mira la tendencia cada dos semanas, no cada día.' },
    ],
    myths: [
      {
        screen: '¿Quemar grasa localizada?',
        myth: 'Los abdominales queman la grasa de la barriga.',
        fact: 'No puedes elegir de dónde sale la grasa. La barriga baja cuando baja la grasa de todo el cuerpo.',
      },
      {
        screen: '¿Cenar engorda?',
        myth: 'Comer después de las seis de la tarde engorda.',
        fact: 'Lo que cuenta es cuánto comes en el día, no la hora. Picar de noche solo importa si suma calorías de más.',
      },
    ],
    mistakes: [
      {
        screen: 'Dieta extrema',
        mistake: 'Recortas la comida al mínimo y lo dejas a la semana.',
        fix: 'Haz un déficit pequeño que puedas mantener meses, no días.',
      },
      {
        screen: 'Pánico con la báscula',
        mistake: 'Te asustas cuando una mañana la báscula sube.',
        fix: 'El agua mueve tu peso cada día, así que mira la media de dos semanas.',
      },
      {
        screen: 'Todo o nada',
        mistake: 'Una pizza se convierte en una semana perdida.',
        fix: 'Disfruta la pizza y haz tu siguiente comida normal. Una comida no arruina nada.',
      },
    ],
    facts: [
      { screen: 'Medio kilo por semana', say: 'Perder entre medio kilo y un kilo por semana es un ritmo que la mayoría aguanta sin pasar hambre.' },
      { screen: 'El peso sube y baja', say: 'Tu peso puede cambiar un kilo o más de un día a otro solo por el agua y la comida en el estómago.' },
    ],
    questions: [
      {
        question: '¿Cuánta proteína necesito para perder grasa?',
        answer: 'Mucha gente activa apunta a unos 1,6 gramos por kilo de peso. Si te parece mucho, empieza por poner proteína en cada comida.',
      },
      {
        question: '¿Tengo que dejar los carbohidratos?',
        answer: 'No. Pierdes grasa comiendo menos en total. Recorta carbohidratos solo si te ayuda a comer menos sin sufrir.',
      },
    ],
    comparisons: [
      {
        a: 'Dieta estricta',
        b: 'Pequeños hábitos',
        verdict: 'Para la mayoría ganan los hábitos: la dieta funciona hasta que la dejas, el hábito sigue funcionando.',
      },
    ],
    before: 'Ahora mismo empiezas una dieta nueva cada lunes y la dejas el jueves.',
    after: 'En tres meses comes lo que te gusta, la ropa te queda más holgada y el lunes ya no es un nuevo comienzo.',
  },
  {
    id: 'home-workouts',
    label: 'Entrenar en casa',
    keywords: [
      'entrenar en casa',
      'entrenamiento en casa',
      'rutina en casa',
      'sin equipo',
      'sin gym',
      'peso corporal',
      'abdominales',
      'abdomen',
      'six pack',
      'flexiones',
      'lagartijas',
      'dominadas',
      'plancha',
      'burpees',
      'mancuernas en casa',
      'banda elástica',
    ],
    hooks: [
      'No necesitas un gym. Necesitas un plan y un rincón libre en el suelo.',
      'Veinte minutos en tu sala bastan para ponerte más fuerte.',
      'Si todavía no te sale ni una flexión, empieza con las manos apoyadas en una mesa firme.',
    ],
    tips: [
      { screen: 'Misma hora cada día', say: 'Ata tu entrenamiento a algo que ya haces, como justo después del café de la mañana.' },
      { screen: 'Hazlo más difícil poco a poco', say: 'Cuando diez repeticiones te resulten fáciles, baja más lento o haz una pausa abajo.' },
      { screen: 'Flexiones en la mesa', say: 'Si las flexiones en el suelo todavía no te salen, hazlas con las manos apoyadas en una mesa firme.' },
      { screen: 'Una banda, muchos ejercicios', say: 'Una banda elástica cuesta poco y te da remo, press y glúteos en un espacio mínimo.' },
      { screen: 'La colchoneta a la vista', say: 'Deja la colchoneta donde la veas. Menos excusas, más entrenamientos.' },
    ],
    steps: [
      { screen: '1. Sentadillas', say: 'Primero, quince sentadillas, llevando la cadera atrás como si te sentaras en una silla.' },
      { screen: '2. Flexiones', say: 'Después, diez flexiones, con rodillas en el suelo o en una mesa si lo necesitas.' },
      { screen: '3. Puente de glúteo', say: 'Después, quince puentes de glúteo, apretando un segundo arriba.' },
      { screen: '4. Plancha', say: 'Por último, treinta segundos de plancha, y repite todo el circuito tres veces.' },
    ],
    myths: [
      {
        screen: '¿En casa no cuenta?',
        myth: 'Entrenar en casa es demasiado fácil para ganar fuerza.',
        fact: 'Tus músculos responden al esfuerzo, no al lugar. Variantes más difíciles y una banda mantienen el reto durante mucho tiempo.',
      },
      {
        screen: '¿Abdominales diarios?',
        myth: 'Hacer abdominales todos los días te da six pack.',
        fact: 'Los abdominales fortalecen tu core. Que se vean depende sobre todo de tu porcentaje de grasa.',
      },
    ],
    mistakes: [
      {
        screen: 'Video nuevo cada día',
        mistake: 'Cada día eliges un video distinto al azar.',
        fix: 'Repite una rutina unas semanas y hazla un poco más difícil cada semana.',
      },
      {
        screen: 'Repeticiones con prisa',
        mistake: 'Haces las repeticiones a toda prisa para acabar antes.',
        fix: 'Ve despacio, usa todo el recorrido y cuenta dos segundos al bajar.',
      },
      {
        screen: 'Olvidar las piernas',
        mistake: 'En casa solo entrenas abdomen y brazos.',
        fix: 'Añade sentadillas, zancadas y puentes. Las piernas tienen tus músculos más grandes.',
      },
    ],
    facts: [
      { screen: '150 minutos por semana', say: 'La OMS recomienda al menos 150 minutos de actividad moderada por semana, y entrenar en casa cuenta.' },
      { screen: '20 minutos bastan', say: 'Tres sesiones de veinte minutos suman una hora a la semana, y eso basta para que un principiante gane fuerza.' },
    ],
    questions: [
      {
        question: '¿Se puede ganar músculo sin pesas?',
        answer: 'Sí, sobre todo al principio. Hazlo más difícil con repeticiones lentas, versiones a una pierna y una banda.',
      },
      {
        question: '¿Qué compro primero para entrenar en casa?',
        answer: 'Una colchoneta y una banda elástica. Unas mancuernas ajustables pueden esperar a que le agarres el gusto.',
      },
    ],
    comparisons: [
      {
        a: 'Entrenar en casa',
        b: 'Ir al gym',
        verdict: 'El gym te da más peso, la casa te quita excusas. Elige lo que de verdad vas a hacer tres veces por semana.',
      },
    ],
    before: 'Ahora mismo te dices que empezarás a entrenar cuando tengas tiempo de ir al gym.',
    after: 'Dentro de un mes llevas doce entrenamientos en tu sala y ya lo notas al subir escaleras.',
  },
];
