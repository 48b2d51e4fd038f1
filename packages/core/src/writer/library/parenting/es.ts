import type { NicheMaterial } from '../types.ts';

/** parenting, es: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'baby-sleep',
    label: 'El sueño del bebé',
    keywords: [
      'sueño del bebé',
      'sueño',
      'mi bebé no duerme',
      'rutina de sueño',
      'hora de dormir',
      'siesta',
      'siestas',
      'se despierta de noche',
      'regresión del sueño',
      'ventanas de sueño',
      'entrenamiento del sueño',
      'solo duerme en brazos',
      'colecho',
      'recién nacido',
      'dormir toda la noche',
    ],
    hooks: [
      'Tu bebé puede pelear con el sueño porque lo acuestas demasiado tarde, no demasiado temprano.',
      'La rutina que por fin hizo que mi bebé se durmiera en veinte minutos.',
      'Si cada siesta es una batalla, revisa primero cuánto tiempo lleva despierto.',
    ],
    tips: [
      {
        screen: 'La misma rutina cada noche',
        say: 'Haz los mismos tres o cuatro pasos cada noche, como baño, pijama, toma y canción. El orden le avisa a tu bebé que viene el sueño.',
      },
      {
        screen: 'Cuida las ventanas de sueño',
        say: 'Fíjate en cuánto tiempo lleva despierto. Un bebé agotado pelea más con el sueño que uno que no tiene sueño.',
      },
      { screen: 'Noches oscuras y aburridas', say: 'Haz las tomas de la noche a oscuras, en silencio y sin juego. Las charlas y sonrisas, para el día.' },
      {
        screen: 'Luz de día por la mañana',
        say: 'Abre las cortinas y sal un rato por la mañana. La luz del día ayuda al reloj interno de tu bebé a distinguir el día de la noche.',
      },
      {
        screen: 'Adormilado pero despierto',
        say: 'De vez en cuando, acuéstalo adormilado pero todavía despierto, para que dormirse en la cuna le resulte familiar.',
      },
    ],
    steps: [
      { screen: 'Baja las luces', say: 'Primero, baja las luces y apaga las pantallas una media hora antes de dormir.' },
      { screen: 'Baño o aseo', say: 'Luego, un baño tibio o un aseo rápido y pijama limpio.' },
      { screen: 'Toma y cuento', say: 'Después, la toma y un cuento corto o una canción, cada noche en el mismo sillón.' },
      { screen: 'A la cuna boca arriba', say: 'Por último, a la cuna boca arriba, con las mismas palabras de buenas noches de siempre.' },
    ],
    myths: [
      {
        screen: '¿Sin siestas duerme mejor?',
        myth: 'Si no lo dejas dormir de día, dormirá mejor de noche.',
        fact: 'Los bebés agotados suelen dormir peor. Buenas siestas durante el día muchas veces traen noches más tranquilas.',
      },
      {
        screen: '¿La papilla hace dormir?',
        myth: 'Empezar antes con la comida sólida hace que el bebé duerma toda la noche.',
        fact: 'Los estudios no muestran que adelantar los sólidos acabe con los despertares. Empieza cuando tu bebé esté listo, normalmente hacia los seis meses.',
      },
    ],
    mistakes: [
      {
        screen: 'Acostarlo demasiado tarde',
        mistake: 'Retrasas la hora de dormir esperando que se despierte más tarde.',
        fix: 'Prueba una semana a acostarlo antes. Muchos bebés duermen más cuando se acuestan más temprano.',
      },
      {
        screen: 'Un método nuevo cada noche',
        mistake: 'Pruebas un truco de sueño distinto cada noche.',
        fix: 'Elige un enfoque y mantenlo al menos una semana antes de juzgarlo.',
      },
      {
        screen: 'La cuna llena de cosas',
        mistake: 'Pones almohadas, protectores y peluches en la cuna para que esté acogedora.',
        fix: 'Deja la cuna solo con la sábana ajustable. Así es como está segura para un bebé.',
      },
    ],
    facts: [
      { screen: '14 a 17 horas', say: 'Los recién nacidos duermen unas catorce a diecisiete horas al día, pero en ratos cortos.' },
      {
        screen: 'Boca arriba',
        say: 'Acostar a tu bebé boca arriba en una cuna despejada durante el primer año es una de las cosas más seguras que puedes hacer.',
      },
    ],
    questions: [
      {
        question: '¿Cuándo va a dormir mi bebé toda la noche?',
        answer:
          'Lo normal varía muchísimo. Muchos bebés se despiertan al menos una vez por noche durante el primer año, y eso no significa que lo estés haciendo mal.',
      },
      {
        question: '¿Qué es la regresión del sueño de los cuatro meses?',
        answer:
          'Hacia los cuatro meses, el sueño empieza a parecerse al de un adulto, con fases más ligeras. Muchos bebés se despiertan más durante unas semanas y luego se ajustan.',
      },
    ],
    comparisons: [
      {
        a: 'Entrenamiento del sueño',
        b: 'Acompañar hasta que se duerma',
        verdict: 'Los dos pueden funcionar. Elige el que puedas hacer con calma cada noche, porque la constancia importa más que el método.',
      },
    ],
    before: 'Ahora mismo dormirlo te lleva dos horas y te levantas cada vez que se mueve.',
    after: 'Después de un par de semanas con la misma rutina, las noches son más tranquilas y tú también duermes ratos más largos.',
  },
  {
    id: 'toddler-tantrums',
    label: 'Berrinches y emociones grandes',
    keywords: [
      'berrinche',
      'berrinches',
      'rabieta',
      'rabietas',
      'pataleta',
      'pataletas',
      'terribles dos',
      'niño de dos años',
      'emociones',
      'crianza respetuosa',
      'pega',
      'muerde',
      'no obedece',
      'límites',
      'peleas entre hermanos',
      'berrinche en el súper',
    ],
    hooks: [
      'Tu hijo no te está haciendo pasar un mal rato. Está pasando un mal rato.',
      'Lo que digo cuando mi hijo se tira al suelo en el súper.',
      'Ponerle nombre a la emoción frena nuestros berrinches más rápido que cualquier amenaza.',
    ],
    tips: [
      { screen: 'Ponle nombre', say: 'Di la emoción en voz alta: estás enojado porque nos tenemos que ir. Una emoción con nombre se hace más pequeña.' },
      { screen: 'Dos opciones', say: 'Ofrece dos opciones que te parezcan bien: vaso rojo o vaso azul. Los niños pelean menos cuando pueden decidir algo.' },
      { screen: 'Avisa antes', say: 'Avisa antes de cada cambio: dos veces más por el tobogán y nos vamos. Los finales de golpe provocan muchos berrinches.' },
      { screen: 'Cerca y con calma', say: 'Durante el berrinche, quédate cerca, habla poco y en voz baja. En plena tormenta, las explicaciones no entran.' },
      {
        screen: 'Revisa lo básico',
        say: 'Revisa primero si tiene hambre o sueño. Un tentempié o una siesta resuelven más berrinches que cualquier frase perfecta.',
      },
    ],
    steps: [
      { screen: 'Primero, seguridad', say: 'Primero, asegúrate de que todos estén a salvo: aparta lo peligroso o lleva a tu hijo a un sitio más tranquilo.' },
      { screen: 'Respira antes', say: 'Luego, respira hondo una vez antes de decir nada.' },
      {
        screen: 'Nombra y mantén el límite',
        say: 'Después, nombra la emoción y mantén el límite: quieres muchísimo el dulce, y la respuesta sigue siendo no.',
      },
      { screen: 'Reconecta después', say: 'Por último, cuando pase, ofrece un abrazo y habla un momento de lo que ocurrió, sin sermones.' },
    ],
    myths: [
      {
        screen: '¿Berrinche es mala crianza?',
        myth: 'Si tu hijo tiene berrinches, lo estás educando mal.',
        fact: 'Los berrinches son una parte normal del desarrollo. Los niños pequeños sienten emociones enormes mucho antes de poder controlarlas.',
      },
      {
        screen: '¿Ceder lo arregla?',
        myth: 'Ceder es la forma más rápida de parar un berrinche.',
        fact: 'Para este, pero le enseña que los berrinches funcionan. Mantener el límite con calma y cariño hace que cada vez sean menos.',
      },
    ],
    mistakes: [
      {
        screen: 'Explicar en pleno berrinche',
        mistake: 'Explicas y razonas mientras tu hijo grita.',
        fix: 'Habla menos durante la tormenta. Conversen cuando vuelva a estar tranquilo.',
      },
      {
        screen: 'Gritar de vuelta',
        mistake: 'Le gritas para que deje de gritar.',
        fix: 'Baja la voz y ve más despacio. Tu hijo toma prestada tu calma antes de aprender la suya.',
      },
      {
        screen: 'Demasiados no',
        mistake: 'Dices que no a todo, todo el día.',
        fix: 'Ten pocas reglas firmes sobre seguridad y respeto, y di que sí donde no importa.',
      },
    ],
    facts: [
      {
        screen: 'Pico entre uno y tres',
        say: 'Los berrinches son más frecuentes entre el año y los tres años. Hacia los cuatro o cinco, la mayoría de los niños tiene muchos menos.',
      },
      {
        screen: 'Un cerebro en obras',
        say: 'La parte del cerebro que controla los impulsos sigue desarrollándose hasta cerca de los veinticinco años. Un niño de dos años de verdad no puede simplemente calmarse.',
      },
    ],
    questions: [
      {
        question: '¿Tengo que ignorar los berrinches?',
        answer: 'Ignora la conducta, no al niño. Quédate cerca y tranquilo, no cedas y reconecta en cuanto pase.',
      },
      {
        question: '¿Qué hago cuando mi hijo pega?',
        answer: 'Para su mano con calma y dile: no voy a dejar que pegues. Luego enséñale qué puede hacer, como pisotear fuerte o apretar un cojín.',
      },
    ],
    comparisons: [
      {
        a: 'Tiempo fuera',
        b: 'Tiempo dentro',
        verdict:
          'Con los pequeños suele funcionar mejor quedarte cerca hasta que se calme. Los más grandes pueden preferir un rincón de la calma que hayan elegido ellos.',
      },
    ],
    before: 'Ahora mismo cada no termina con tu hijo gritando en el suelo, y te da pavor ir al súper.',
    after: 'Después de unas semanas repitiendo los mismos pasos con calma, los berrinches son más cortos y sabes exactamente qué decir.',
  },
  {
    id: 'screen-time',
    label: 'Niños y pantallas',
    keywords: [
      'pantallas',
      'tiempo de pantalla',
      'tablet',
      'celular para niños',
      'móvil para niños',
      'caricaturas',
      'dibujos animados',
      'youtube kids',
      'videojuegos',
      'televisión',
      'primer celular',
      'adicción a las pantallas',
      'quitarle el celular',
      'límite de pantallas',
      'redes sociales para niños',
    ],
    hooks: [
      'Quitarle la tablet no es lo difícil. Lo difícil son los diez minutos de después.',
      'Cómo redujimos las pantallas sin pelear todos los días.',
      'Nada de pantallas en la mesa ni antes de dormir cambió nuestras tardes más que cualquier límite.',
    ],
    tips: [
      { screen: 'Avisa antes de terminar', say: 'Avisa cinco minutos antes y termina en un punto natural, como el final del capítulo, no a mitad del juego.' },
      {
        screen: 'Pantallas fuera del cuarto',
        say: 'Por la noche, las pantallas fuera del dormitorio, la tuya también. Eso protege el sueño más que cualquier ajuste.',
      },
      { screen: 'Lo siguiente, listo', say: 'Ten lista la siguiente actividad antes de que acabe la pantalla: una merienda, un paseo o un juego juntos.' },
      { screen: 'Mírenlo juntos', say: 'De vez en cuando, mira o juega con tu hijo. Hablar de lo que ve convierte la pantalla en un rato compartido.' },
      { screen: 'Las reglas son para ti también', say: 'Guarda tu teléfono en las comidas. Los niños copian mucho más lo que haces que lo que dices.' },
    ],
    steps: [
      { screen: 'Mira cómo están', say: 'Primero, durante una semana, solo observa cuánto tiempo pasa tu hijo con pantallas y en qué momentos.' },
      { screen: 'Momentos sin pantallas', say: 'Luego, elige dos momentos sin pantallas, como las comidas y la hora antes de dormir.' },
      { screen: 'Acuerden las reglas', say: 'Después, acuerda las reglas con tu hijo y escríbanlas, para que quien diga que no sea la regla y no tú.' },
      { screen: 'Revisen en un mes', say: 'Por último, al mes, revisen juntos qué funciona y ajusten.' },
    ],
    myths: [
      {
        screen: '¿Toda pantalla es igual?',
        myth: 'Todo el tiempo de pantalla es igual de malo.',
        fact: 'Una videollamada con la abuela o una película vista juntos no se parece a horas de videos en automático a solas. Importan el contenido y el contexto.',
      },
      {
        screen: '¿Las apps educativas bastan?',
        myth: 'Las apps educativas pueden reemplazar el juego y la lectura.',
        fact: 'Los niños pequeños aprenden sobre todo hablando, jugando y leyendo con una persona. Las apps pueden sumar, no reemplazar.',
      },
    ],
    mistakes: [
      {
        screen: 'La pantalla como calmante',
        mistake: 'Le das el teléfono cada vez que se altera.',
        fix: 'Deja la pantalla como una opción más y practiquen otras formas de calmarse, como un abrazo, un vaso de agua o un paseo.',
      },
      { screen: 'Apagar sin avisar', mistake: 'Apagas la tablet sin ningún aviso.', fix: 'Avisa antes y marca un final claro, como el final del capítulo.' },
      {
        screen: 'Reglas solo para niños',
        mistake: 'Haces scroll en la mesa mientras les pides a tus hijos que suelten el celular.',
        fix: 'Crea momentos sin pantallas para toda la familia, tú incluido.',
      },
    ],
    facts: [
      {
        screen: 'Menores de 2: sin videos',
        say: 'La Organización Mundial de la Salud no recomienda que los niños menores de dos años pasen tiempo sentados frente a pantallas.',
      },
      {
        screen: 'De 2 a 4: una hora',
        say: 'Para niños de dos a cuatro años, la Organización Mundial de la Salud recomienda como máximo una hora de pantalla al día. Y mejor si es menos.',
      },
    ],
    questions: [
      {
        question: '¿A qué edad le doy celular a mi hijo?',
        answer:
          'No hay una edad perfecta. Empieza con un teléfono básico o con control parental, acuerden las reglas antes y suelta libertad a medida que demuestre que puede con ella.',
      },
      {
        question: '¿Por qué le da un berrinche cuando se acaba la pantalla?',
        answer:
          'Las pantallas están hechas para que cueste dejarlas, y un final de golpe se siente como una pérdida. Un aviso, un final claro y una siguiente actividad ayudan mucho.',
      },
    ],
    comparisons: [
      {
        a: 'Límite estricto de tiempo',
        b: 'Momentos sin pantallas',
        verdict:
          'Los momentos sin pantallas, como comidas y hora de dormir, son más fáciles de cumplir y generan menos peleas. Añade un límite de tiempo si aun así las pantallas le quitan sueño o juego.',
      },
    ],
    before: 'Ahora mismo cada tarde termina en una pelea por la tablet, y nadie gana.',
    after: 'Después de un mes con reglas claras, la pantalla termina con un aviso y no con una guerra. Las tardes son más tranquilas para todos.',
  },
  {
    id: 'picky-eaters',
    label: 'Niños que no quieren comer',
    keywords: [
      'mi hijo no come',
      'no quiere comer',
      'niño quisquilloso',
      'selectivo con la comida',
      'no come verduras',
      'melindroso',
      'alimentación complementaria',
      'blw',
      'baby led weaning',
      'papillas',
      'lonchera',
      'almuerzo escolar',
      'comida para niños',
      'alimentos nuevos',
      'hora de comer',
      'peleas en la mesa',
    ],
    hooks: [
      'Tu hijo no va a ser quisquilloso con la comida para siempre. Solo necesita más intentos de los que crees.',
      'Dejé de decir una cucharada más, y las comidas mejoraron.',
      'Pongo un alimento seguro en cada plato, y mi hijo que no comía nada empezó a probar cosas nuevas.',
    ],
    tips: [
      { screen: 'Un alimento seguro', say: 'Pon en cada plato un alimento que tu hijo ya acepta, junto al nuevo. Eso le quita presión.' },
      { screen: 'Porciones diminutas', say: 'Sirve un trocito del alimento nuevo, como un guisante o una rodaja. Poquito asusta menos.' },
      { screen: 'Sin presión', say: 'No sobornes, no aplaudas cada bocado y no insistas. La presión suele hacer que coma menos de lo que querías.' },
      { screen: 'Coman juntos', say: 'Cuando puedas, come lo mismo en la misma mesa. Los niños copian lo que ven comer a los adultos.' },
      { screen: 'Que ayude', say: 'Deja que tu hijo lave, revuelva o elija una verdura en el mercado. La comida que ayudó a preparar le da más curiosidad.' },
    ],
    steps: [
      { screen: 'Mirar y tocar', say: 'Primero, solo pon el alimento nuevo en la mesa y deja que lo mire y lo toque.' },
      { screen: 'Oler y chupar', say: 'Luego, invítalo a olerlo o chuparlo, sin obligación de comérselo.' },
      { screen: 'Una pruebita', say: 'Después, ofrécele una pruebita y déjalo escupirla en una servilleta si no le gusta.' },
      { screen: 'Repetir durante semanas', say: 'Por último, sigue sirviéndolo con calma un par de veces por semana, aunque lo vuelva a rechazar.' },
    ],
    myths: [
      {
        screen: '¿Dejar el plato limpio?',
        myth: 'Los niños tienen que terminarse el plato antes de levantarse.',
        fact: 'Obligar a dejar el plato limpio enseña a ignorar la saciedad. Tú decides qué se sirve, y tu hijo decide cuánto come.',
      },
      {
        screen: '¿Se va a quedar con hambre?',
        myth: 'Si tu hijo se salta la cena, va a pasar hambre y se va a enfermar.',
        fact: 'Un niño sano equilibra lo que come a lo largo de varios días, no en una sola comida. Ofrece comidas y meriendas regulares y confía en eso.',
      },
    ],
    mistakes: [
      {
        screen: 'Menú aparte',
        mistake: 'Cocinas otra cosa cada vez que tu hijo rechaza la cena.',
        fix: 'Sirve una sola comida familiar que siempre incluya algo que tu hijo acepte.',
      },
      {
        screen: 'Picar todo el día',
        mistake: 'Tu hijo pica toda la tarde y llega a la cena sin hambre.',
        fix: 'Pon horarios de merienda y deja unas dos horas sin comida antes de cada comida.',
      },
      {
        screen: 'Postre como premio',
        mistake: 'Le prometes postre si se come la verdura.',
        fix: 'Que el postre sea algo neutral, a veces servido con la comida, para que la verdura no sea el castigo previo.',
      },
    ],
    facts: [
      {
        screen: 'Hasta 15 intentos',
        say: 'Un niño puede necesitar probar un alimento nuevo entre diez y quince veces antes de aceptarlo, así que un rechazo todavía no significa nada.',
      },
      {
        screen: 'Estómagos pequeños',
        say: 'La porción de un niño pequeño suele ser entre un cuarto y la mitad de la de un adulto. Unos bocados pueden ser una comida completa.',
      },
    ],
    questions: [
      {
        question: '¿Está bien esconder verduras en la comida?',
        answer: 'Puede sumar nutrientes, pero sirve también verduras a la vista. Tu hijo solo puede aprender a gustar de lo que ve y prueba.',
      },
      {
        question: '¿Cuándo debo preocuparme porque no come?',
        answer: 'Habla con el pediatra si tu hijo pierde peso, come muy pocos alimentos en total o tiene arcadas y pánico ante comidas nuevas.',
      },
    ],
    comparisons: [
      {
        a: 'Esconder verduras',
        b: 'Servirlas a la vista',
        verdict: 'Servirlas a la vista enseña a aceptarlas con el tiempo. Esconderlas ayuda a completar nutrientes, por eso muchos padres hacen las dos cosas.',
      },
    ],
    before: 'Ahora mismo cada comida es una negociación y tu hijo vive de pasta y galletas.',
    after: 'Después de un par de meses sin presión, la mesa está más tranquila y algunos alimentos nuevos entraron en la lista sin drama.',
  },
  {
    id: 'homework-school',
    label: 'Tareas y escuela',
    keywords: [
      'tarea',
      'tareas',
      'deberes',
      'hacer la tarea',
      'escuela',
      'colegio',
      'regreso a clases',
      'vuelta al cole',
      'rutina de la mañana',
      'lectura',
      'aprender a leer',
      'calificaciones',
      'notas',
      'maestra',
      'primer día de clases',
      'no quiere ir al colegio',
    ],
    hooks: [
      'La pelea por la tarea no es por las matemáticas. Es por el horario.',
      'Cómo pasamos de mañanas caóticas a veinte minutos tranquilos antes del colegio.',
      'Deja de preguntar cómo te fue en la escuela. Pregunta qué lo hizo reír hoy.',
    ],
    tips: [
      {
        screen: 'Primero la merienda',
        say: 'Da una merienda y un rato libre antes de la tarea. Un cerebro con hambre y cansado después del colegio pelea con todo.',
      },
      { screen: 'Misma hora, mismo lugar', say: 'Hagan la tarea a la misma hora y en la misma mesa cada día, para que sea rutina y no discusión.' },
      {
        screen: 'Cerca, pero sin hacerla',
        say: 'Quédate cerca y disponible, pero deja que tu hijo haga el trabajo. Los errores le muestran a la maestra qué hay que explicar.',
      },
      {
        screen: 'Prepara la noche anterior',
        say: 'Deja la mochila y la ropa listas la noche anterior. Las mañanas van mejor cuando no queda nada por decidir.',
      },
      { screen: 'Mejores preguntas', say: 'Después del colegio, haz preguntas concretas, como qué te hizo reír hoy, en vez de cómo te fue.' },
    ],
    steps: [
      { screen: 'Pausa y merienda', say: 'Primero, al volver del colegio, merienda y unos treinta minutos de juego libre o descanso.' },
      { screen: 'Revisen la lista', say: 'Luego, revisen juntos todas las tareas y decidan por cuál empezar.' },
      { screen: 'Bloques cortos', say: 'Después, trabajen en bloques cortos de quince o veinte minutos, con una pausa para moverse entre uno y otro.' },
      { screen: 'Directo a la mochila', say: 'Por último, guarden la tarea terminada directamente en la mochila, lista para la mañana.' },
    ],
    myths: [
      {
        screen: '¿Más tarea, mejores notas?',
        myth: 'Cuanta más tarea, mejor le va a tu hijo en la escuela.',
        fact: 'En los niños pequeños, las investigaciones relacionan mucha tarea con poca mejora. Leer juntos y dormir bien importan más.',
      },
      {
        screen: '¿Ayudar es corregirlo todo?',
        myth: 'Un buen padre se asegura de que la tarea no tenga ni un error.',
        fact: 'La tarea es práctica. Si corriges todos los errores, la maestra no puede ver en qué necesita ayuda tu hijo.',
      },
    ],
    mistakes: [
      {
        screen: 'Tarea nada más llegar',
        mistake: 'Pones a tu hijo a hacer la tarea en cuanto cruza la puerta.',
        fix: 'Primero merienda y descanso, y luego tarea a una hora fija.',
      },
      {
        screen: 'Hacerla por él',
        mistake: 'Terminas haciendo la tarea tú para acabar de una vez.',
        fix: 'Ayuda con el primer ejercicio, luego apártate y deja que intente el resto.',
      },
      {
        screen: 'Mañanas a las carreras',
        mistake: 'A las siete de la mañana buscas zapatos, firmas circulares y preparas el almuerzo.',
        fix: 'Pasa a la noche anterior todo lo que puedas y deja una lista junto a la puerta.',
      },
    ],
    facts: [
      {
        screen: '10 minutos por curso',
        say: 'Una referencia usada en escuelas de Estados Unidos es unos diez minutos de tarea por curso cada noche, o sea, unos veinte en segundo.',
      },
      {
        screen: '9 a 12 horas de sueño',
        say: 'Los niños de seis a doce años necesitan unas nueve a doce horas de sueño por noche. A un niño cansado la tarea le cuesta muchísimo más.',
      },
    ],
    questions: [
      {
        question: '¿Lo ayudo con la tarea o dejo que la haga solo?',
        answer: 'Quédate cerca y ayúdalo a arrancar, pero deja que piense él. Si se atasca todas las noches, habla con la maestra.',
      },
      {
        question: '¿Cómo hago que mi hijo lea más?',
        answer: 'Lean en voz alta juntos, incluso cuando ya lea solo, y deja que elija los libros, cómics incluidos. Primero el gusto, después el nivel.',
      },
    ],
    comparisons: [
      {
        a: 'Tarea nada más salir del colegio',
        b: 'Tarea después de una pausa',
        verdict:
          'Después de una pausa corta funciona mejor para la mayoría, porque vuelven comidos y descansados. Solo mantén fija la hora de empezar para que no se vaya a la noche.',
      },
    ],
    before: 'Ahora mismo la tarea termina en lágrimas cada tarde y las mañanas son una carrera hasta la puerta del colegio.',
    after: 'Después de unas semanas con una rutina fija, la tarea tiene su hora y salen de casa sin gritos.',
  },
  {
    id: 'new-parent-life',
    label: 'La vida de padres primerizos',
    keywords: [
      'mamá primeriza',
      'papá primerizo',
      'padres primerizos',
      'primer hijo',
      'recién nacido',
      'posparto',
      'puerperio',
      'baja de maternidad',
      'licencia de maternidad',
      'culpa de madre',
      'maternidad real',
      'baby blues',
      'depresión posparto',
      'falta de sueño',
      'pareja después del bebé',
      'lactancia',
    ],
    hooks: [
      'Nadie me contó que lo más difícil del primer mes iban a ser las noches, no el bebé.',
      'Si eres madre o padre primerizo y duermes tres horas por noche, esto es para ti.',
      'Antes de que llegue su primer bebé, acuerden quién se levanta cada noche.',
    ],
    tips: [
      { screen: 'Duerman por turnos', say: 'Si son dos, repártanse la noche por turnos, para que cada uno tenga al menos un bloque largo de sueño.' },
      { screen: 'Ayuda con tarea concreta', say: 'Cuando te ofrezcan ayuda, da una tarea concreta, como traer la cena o sostener al bebé mientras te duchas.' },
      { screen: 'Baja el listón', say: 'Baja el listón de la casa durante unos meses. Bebé comido, padres comidos y algo de descanso es toda la lista.' },
      {
        screen: 'Sal a diario',
        say: 'Sal a caminar un poco cada día, aunque sean diez minutos. La luz y el movimiento ayudan a tu ánimo y al reloj del bebé.',
      },
      { screen: 'Habla de lo que sientes', say: 'Di en voz alta cómo estás de verdad a alguien de confianza. Guardártelo lo hace más pesado.' },
    ],
    steps: [
      { screen: 'Acuerden las noches', say: 'Primero, antes de que llegue el bebé o en cuanto puedan, acuerden quién se encarga de qué despertares.' },
      { screen: 'Congela comida', say: 'Luego, llena el congelador de comidas fáciles o pide a algunas personas que les traigan comida.' },
      { screen: 'Rincón de las tomas', say: 'Después, prepara un rincón para las tomas con agua, algo de picar, cargador y baberos a mano.' },
      { screen: 'Charla semanal', say: 'Por último, una vez por semana, pregúntense con sinceridad cómo están y qué les ayudaría.' },
    ],
    myths: [
      {
        screen: '¿Amor instantáneo?',
        myth: 'El amor enorme tiene que llegar en el segundo en que nace el bebé.',
        fact: 'Para muchos padres, el vínculo crece a lo largo de semanas. Sentirte desconectado al principio es común y no significa que estés fallando.',
      },
      {
        screen: '¿Una buena madre puede sola?',
        myth: 'Una buena madre puede con todo sin ayuda.',
        fact: 'Los bebés siempre se han criado con ayuda. Pedirla es una habilidad, no una debilidad.',
      },
    ],
    mistakes: [
      {
        screen: 'Olvidarte de comer',
        mistake: 'Le das de comer al bebé cada dos horas y te olvidas de comer tú.',
        fix: 'Ten tentempiés para comer con una mano y una botella grande de agua en el rincón de las tomas.',
      },
      {
        screen: 'Compararte en redes',
        mistake: 'Comparas tus peores días con las mejores fotos de otros.',
        fix: 'Silencia las cuentas que te hacen sentir peor y habla con padres reales de días reales.',
      },
      {
        screen: 'Aguantar la tristeza',
        mistake: 'Esperas semanas a que la tristeza se vaya sola.',
        fix: 'Si te sientes triste o con ansiedad más de dos semanas, habla con tu médico o tu matrona. La ayuda funciona.',
      },
    ],
    facts: [
      {
        screen: 'El baby blues es común',
        say: 'Hasta ocho de cada diez madres tienen baby blues en los primeros días tras el parto, y suele pasar en un par de semanas.',
      },
      {
        screen: 'Alrededor de 1 de cada 7',
        say: 'La depresión posparto afecta a cerca de una de cada siete madres y a alrededor de uno de cada diez padres, y tiene tratamiento.',
      },
    ],
    questions: [
      {
        question: '¿Es normal sentir que no sé lo que estoy haciendo?',
        answer: 'Sí. Casi todos los padres primerizos lo sienten. Vas conociendo a tu bebé día a día, y la seguridad llega con la práctica, no por instinto.',
      },
      {
        question: '¿Cómo cuidamos la pareja con un recién nacido en casa?',
        answer: 'Ahora cuentan las cosas pequeñas. Diez minutos de charla que no sea sobre el bebé, un gracias por la toma de la noche, un paseo juntos.',
      },
    ],
    comparisons: [
      {
        a: 'Hacerlo todo tú',
        b: 'Repartir la carga',
        verdict:
          'Repartir gana. Apunten quién hace qué, de las tomas de la noche a la ropa sucia, porque lo que nadie habla siempre acaba en una sola persona.',
      },
    ],
    before: 'Ahora mismo vives a base de sueño a trozos y te preguntas si a los demás les resulta más fácil.',
    after: 'Con un plan para las noches y gente en quien apoyarte, las semanas se aligeran y empiezas a disfrutar de tu bebé.',
  },
];
