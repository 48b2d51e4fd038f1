import type { NicheMaterial } from '../types.ts';

/** pets, es: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'puppy-training',
    label: 'Educar a un cachorro',
    keywords: [
      'cachorro',
      'cachorros',
      'cachorrito',
      'perrito',
      'adiestramiento',
      'educar a mi perro',
      'hacer pipí en su lugar',
      'empapador',
      'mi cachorro muerde',
      'mordidas',
      'órdenes',
      'sentado',
      'ladra',
      'llora cuando se queda solo',
      'ansiedad por separación',
      'transportín',
    ],
    hooks: [
      'Tu cachorro no se porta mal. Nadie le ha enseñado qué hacer en su lugar.',
      'Mi cachorro aprendió a hacer pipí en su sitio en dos semanas cuando dejamos de regañarlo.',
      'Si tu cachorro lo muerde todo, cambia tu mano por un juguete cada vez, sin excepción.',
    ],
    tips: [
      { screen: 'Afuera después de todo', say: 'Saca a tu cachorro justo después de despertar, comer y jugar. En esos momentos es cuando se le escapa.' },
      {
        screen: 'Premio en dos segundos',
        say: 'Recompénsalo en menos de dos segundos, con un premio pequeño y tu voz. Más tarde, ya no conecta una cosa con la otra.',
      },
      {
        screen: 'Juguete en lugar de mano',
        say: 'Cuando te muerda la mano, quédate quieto y ofrécele un juguete. Morder el juguete sigue el juego, morderte a ti lo termina.',
      },
      {
        screen: 'Sesiones cortas',
        say: 'Entrena cinco minutos, tres veces al día. Un cachorro aprende más con sesiones cortas que con una larga y agotadora.',
      },
      { screen: 'Practica estar solo', say: 'Desde el principio, déjalo solo unos minutos al día con algo para morder, para que quedarse solo sea lo normal.' },
    ],
    steps: [
      { screen: 'Una sola palabra', say: 'Primero, elige una palabra para cada orden, como sentado, y que toda la familia use exactamente la misma.' },
      { screen: 'Guíalo con el premio', say: 'Luego, pon un premio sobre su nariz y llévalo despacio hacia atrás hasta que apoye el trasero en el suelo.' },
      { screen: 'Marca y premia', say: 'Después, di muy bien en el instante en que se siente y dale el premio enseguida.' },
      { screen: 'Añade la orden', say: 'Por último, cuando se siente siempre, di sentado antes del gesto y ve quitando el premio poco a poco.' },
    ],
    myths: [
      {
        screen: '¿Restregarle el hocico?',
        myth: 'Si le restriegas el hocico en el pipí, aprende que no se hace.',
        fact: 'Solo aprende a tenerte miedo y a esconderse para hacerlo. Limpia con calma y sácalo más seguido.',
      },
      {
        screen: '¿Ser el macho alfa?',
        myth: 'Tienes que dominar a tu cachorro y demostrarle que eres el alfa.',
        fact: 'El adiestramiento moderno premia la conducta que quieres. Los cachorros aprenden más rápido con premios que con miedo.',
      },
    ],
    mistakes: [
      {
        screen: 'Toda la casa libre',
        mistake: 'Le das libertad por toda la casa desde el primer día.',
        fix: 'Empieza con una habitación segura y ve abriendo más espacio poco a poco.',
      },
      {
        screen: 'Regañar tarde',
        mistake: 'Regañas a tu cachorro por un pipí que encontraste después.',
        fix: 'Límpialo con un limpiador enzimático, no digas nada y vigílalo mejor la próxima vez.',
      },
      {
        screen: 'Solo en casa',
        mistake: 'Solo practicas las órdenes en la sala tranquila.',
        fix: 'Cuando salga en casa, practica en el patio, luego en la calle y luego en el parque.',
      },
    ],
    facts: [
      {
        screen: 'Ventana de socialización',
        say: 'Los cachorros aprenden qué es seguro con más facilidad entre las tres y las catorce semanas de vida. Por eso las experiencias nuevas y tranquilas importan tanto entonces.',
      },
      {
        screen: 'Hasta 18 horas de sueño',
        say: 'Los cachorros pequeños pueden dormir hasta dieciocho horas al día. Un cachorro agotado muerde mucho más, y muchas veces lo que necesita es una siesta.',
      },
    ],
    questions: [
      {
        question: '¿Cuánto tarda un cachorro en aprender a hacer pipí afuera?',
        answer: 'Muchos lo consiguen entre unas semanas y unos meses. Importa más la constancia que la edad, así que sácalo con horario todos los días.',
      },
      {
        question: '¿Por qué mi cachorro muerde más por la noche?',
        answer: 'Muchas veces está agotado, como un niño pequeño. Dale algo para morder y un sitio tranquilo para dormir en vez de más juego.',
      },
    ],
    comparisons: [
      {
        a: 'Transportín',
        b: 'Corralito',
        verdict:
          'El transportín funciona para dormir y pausas cortas si lo presentas poco a poco. El corralito es mejor cuando sales más tiempo, porque tiene espacio para jugar.',
      },
    ],
    before: 'Ahora mismo limpias charcos todos los días y tienes las manos llenas de mordiditas.',
    after: 'En unas semanas, tu cachorro pide salir, se sienta cuando se lo pides y muerde sus juguetes en vez de tus dedos.',
  },
  {
    id: 'leash-walking-recall',
    label: 'Paseo con correa y llamada',
    keywords: [
      'paseo',
      'pasear al perro',
      'correa',
      'collar',
      'arnés',
      'tira de la correa',
      'jala la correa',
      'caminar junto',
      'llamada',
      'que venga cuando lo llamo',
      'no viene cuando lo llamo',
      'sin correa',
      'perro reactivo',
      'se lanza a otros perros',
      'junto',
    ],
    hooks: [
      'Tu perro tira de la correa porque tirar le funciona. Así haces que deje de funcionarle.',
      'Mi perro me ignoraba en el parque. Hoy vuelve a la primera.',
      'Deja de llamar a tu perro solo cuando se acaba la diversión.',
    ],
    tips: [
      { screen: 'Tira y te paras', say: 'En cuanto la correa se tense, deja de caminar. Sigue solo cuando vuelva a estar floja.' },
      { screen: 'Premio junto a tu pierna', say: 'Dale los premios justo al lado de tu pierna. Cuantos más caen ahí, más quiere caminar ahí.' },
      { screen: 'Déjalo olfatear', say: 'Dale tiempo para olfatear en cada paseo. Olfatear lo cansa y lo calma con la correa.' },
      { screen: 'Una palabra especial', say: 'Elige una palabra especial para llamarlo y úsala solo con el mejor premio, como pollo o queso.' },
      { screen: 'Llama, premia, suelta', say: 'Llámalo muchas veces en el paseo, prémialo y déjalo volver a jugar, para que venir nunca signifique el final.' },
    ],
    steps: [
      { screen: 'Empieza en casa', say: 'Primero, practica la palabra de llamada dentro de casa, a pocos pasos, con un premio buenísimo cada vez.' },
      { screen: 'Correa larga afuera', say: 'Luego, sal con una correa larga de cinco a diez metros, para que explore y aun así no pueda ignorarte.' },
      { screen: 'Añade distracciones', say: 'Después, llámalo cuando haya algo poco interesante cerca, como una hoja o un olor, y prémialo a lo grande.' },
      { screen: 'Sin correa, con seguridad', say: 'Por último, suéltalo solo en un sitio vallado, y si no viene a la primera, vuelve un paso atrás.' },
    ],
    myths: [
      {
        screen: '¿Tira por dominancia?',
        myth: 'Tu perro tira de la correa porque quiere mandar.',
        fact: 'Tira porque está emocionado y tirar lo lleva adonde quiere. Cambia lo que le funciona y el tirón se va.',
      },
      {
        screen: '¿Paseos más largos?',
        myth: 'Un paseo larguísimo cada día calma a un perro nervioso.',
        fact: 'El ejercicio solo crea un perro nervioso con más resistencia. Suma olfateo, entrenamiento y morder para cansar también su cabeza.',
      },
    ],
    mistakes: [
      {
        screen: 'Llamarlo para irse',
        mistake: 'Solo llamas a tu perro cuando toca volver a casa.',
        fix: 'Llámalo unas diez veces por paseo a cambio de un premio y casi siempre déjalo volver a jugar.',
      },
      {
        screen: 'Repetir la palabra',
        mistake: 'Gritas ven cinco veces seguidas.',
        fix: 'Dilo una sola vez. Si no viene, aléjate o haz un ruido divertido en vez de repetir.',
      },
      {
        screen: 'Seguir el tirón',
        mistake: 'Vas detrás de tu perro cada vez que tira hacia un olor.',
        fix: 'Párate con la correa tensa y acércate al olor solo cuando esté floja.',
      },
    ],
    facts: [
      {
        screen: 'Millones de receptores',
        say: 'La nariz de tu perro tiene cientos de millones de receptores olfativos, frente a unos seis millones en la tuya. Olfatear es trabajo de verdad para su cerebro.',
      },
      {
        screen: 'Actividad diaria',
        say: 'La mayoría de los perros adultos necesita entre treinta minutos y dos horas de actividad al día, según su raza, edad y salud.',
      },
    ],
    questions: [
      {
        question: '¿Arnés o collar para un perro que tira?',
        answer: 'Un arnés bien ajustado protege el cuello de un perro que tira. Pero no le enseña solo a caminar junto, así que sigue entrenando igual.',
      },
      {
        question: '¿Por qué en casa viene y en el parque no?',
        answer: 'El parque está lleno de premios mejores que tú. Entrena con distracciones poco a poco y lleva premios que puedan competir.',
      },
    ],
    comparisons: [
      {
        a: 'Correa larga',
        b: 'Correa extensible',
        verdict: 'Para entrenar la llamada gana la correa larga, porque queda floja y es segura. La extensible le enseña que tirar le da más correa.',
      },
    ],
    before: 'Ahora mismo cada paseo es una pelea de tira y afloja, y en el parque tu voz es ruido de fondo para tu perro.',
    after: 'Después de unas semanas, la correa va floja y tu perro se da la vuelta la primera vez que lo llamas.',
  },
  {
    id: 'cat-behaviour',
    label: 'Comportamiento de los gatos',
    keywords: [
      'gato',
      'gata',
      'gatos',
      'gatito',
      'michi',
      'michis',
      'comportamiento felino',
      'arenero',
      'caja de arena',
      'orina fuera del arenero',
      'araña el sofá',
      'rascador',
      'maúlla de noche',
      'mi gato muerde',
      'me despierta de madrugada',
      'juguetes para gatos',
    ],
    hooks: [
      'Tu gato no araña el sofá para molestarte. Le falta algo.',
      'Si tu gato te despierta a las cuatro de la mañana, no es maldad, es su hora de cazar.',
      'Tu gato puede quererte más de lo que parece, aunque nunca se suba a tus piernas.',
    ],
    tips: [
      {
        screen: 'Rascador alto',
        say: 'Compra un rascador alto y firme y ponlo justo al lado del sofá que araña. Los gatos arañan para estirarse y marcar su sitio.',
      },
      {
        screen: 'Juego antes de dormir',
        say: 'Antes de dormir, juega a cazar con una caña y luego dale una comida pequeña. Caza, come y duerme, como en la naturaleza.',
      },
      { screen: 'La regla del arenero', say: 'Ten un arenero por gato más uno, en sitios tranquilos, y límpialos todos los días.' },
      {
        screen: 'Parpadeo lento',
        say: 'Parpadea despacio mirando a tu gato desde el otro lado de la habitación. Muchas veces responde igual, y eso significa que se siente seguro.',
      },
      { screen: 'Dale altura', say: 'Ponle repisas o un árbol para gatos junto a una ventana. Desde arriba se sienten más seguros y tranquilos.' },
    ],
    steps: [
      { screen: 'Acecho lento', say: 'Primero, arrastra la caña despacio por el suelo y detrás de los muebles, como un ratón escondiéndose.' },
      { screen: 'Persecución rápida', say: 'Luego, acelera y deja que tu gato lo persiga unos minutos.' },
      { screen: 'Deja que atrape', say: 'Después, deja que atrape el juguete y se lo quede un momento. Cazar sin atrapar nada frustra.' },
      { screen: 'Hora de comer', say: 'Por último, dale un poco de comida o unos premios justo después. Así termina una cacería, y tu gato se relaja.' },
    ],
    myths: [
      {
        screen: '¿Los gatos no necesitan jugar?',
        myth: 'Los gatos de interior se entretienen solos y no necesitan jugar.',
        fact: 'Muchos gatos de interior se aburren. Diez o quince minutos de caza al día evitan muchas mordidas, carreras nocturnas y sofás arañados.',
      },
      {
        screen: '¿Los gatos son despegados?',
        myth: 'Los gatos no se encariñan con sus dueños como los perros.',
        fact: 'Hay estudios que muestran que muchos gatos se apegan a su gente. Solo que lo demuestran con parpadeos lentos, cabezazos y siguiéndote por la casa.',
      },
    ],
    mistakes: [
      {
        screen: 'Manos como juguete',
        mistake: 'Juegas con tu gatito usando las manos.',
        fix: 'Usa una caña o un juguete para patear, para que aprenda que las manos no son presas.',
      },
      {
        screen: 'Castigar el pipí',
        mistake: 'Castigas a tu gato por orinar fuera del arenero.',
        fix: 'Revisa primero el arenero: sucio, pequeño o en un sitio ruidoso. Si sigue pasando, llévalo al veterinario.',
      },
      {
        screen: 'Comida a las 4 am',
        mistake: 'Te levantas a darle de comer cuando te despierta de madrugada.',
        fix: 'Usa un comedero con temporizador o dale de comer antes de dormir, y no premies el despertador gatuno.',
      },
    ],
    facts: [
      {
        screen: '12 a 16 horas de sueño',
        say: 'Los gatos adultos suelen dormir entre doce y dieciséis horas al día, así que pasarse la tarde durmiendo es normal.',
      },
      {
        screen: 'Salta cinco veces su altura',
        say: 'Un gato sano puede saltar unas cinco veces su propia altura, así que una repisa alta es un sitio natural para él.',
      },
    ],
    questions: [
      {
        question: '¿Por qué mi gato me muerde cuando lo acaricio?',
        answer:
          'Casi siempre ya tuvo suficiente y te avisó en voz baja, moviendo la cola o echando las orejas atrás. Haz caricias cortas y para a la primera señal.',
      },
      {
        question: '¿Por qué mi gato maúlla tanto de noche?',
        answer:
          'Suele ser aburrimiento o hambre en su hora activa. Juega y dale de comer antes de dormir, y llévalo al veterinario si empezó de golpe o si es mayor.',
      },
    ],
    comparisons: [
      {
        a: 'Un gato',
        b: 'Dos gatos',
        verdict:
          'Dos gatitos juntos se entretienen entre ellos y muerden menos tus manos. Un gato adulto que siempre vivió solo puede preferir seguir siendo el único.',
      },
    ],
    before: 'Ahora mismo el sofá está destrozado, te emboscan los tobillos y tu gato da un concierto a las cuatro de la mañana.',
    after: 'Después de un par de semanas de juego diario, tu gato usa su rascador y duerme contigo toda la noche.',
  },
  {
    id: 'pet-food-nutrition',
    label: 'Comida y nutrición de mascotas',
    keywords: [
      'comida para perros',
      'comida para gatos',
      'croquetas',
      'pienso',
      'comida seca',
      'comida húmeda',
      'latas',
      'dieta barf',
      'comida natural',
      'sin cereales',
      'premios',
      'cuánto debe comer',
      'perro gordo',
      'gato gordo',
      'alimentos prohibidos',
      'chocolate',
    ],
    hooks: [
      'La tabla del saco de comida puede estar engordando a tu perro.',
      'Las uvas, el chocolate y la cebolla de tu cocina pueden envenenar a tu perro.',
      'No necesitas la comida más cara. Necesitas leer una línea del paquete.',
    ],
    tips: [
      { screen: 'Pesa la comida', say: 'Pesa la comida en una báscula de cocina en vez de usar el vaso medidor. El vaso se equivoca mucho.' },
      {
        screen: 'Los premios cuentan',
        say: 'Los premios deben ser más o menos una décima parte de lo que come al día, y los días de entrenamiento quítalos de su ración.',
      },
      {
        screen: 'Alimento completo',
        say: 'Revisa que el paquete diga alimento completo para la etapa de vida de tu mascota. Si no, es un snack, no una dieta.',
      },
      {
        screen: 'Cambia despacio',
        say: 'Cuando cambies de comida, mézclala con la anterior durante una semana más o menos. Un cambio brusco suele sentarle mal.',
      },
      { screen: 'Toca las costillas', say: 'Pasa las manos por los costados de tu mascota. Debes notar las costillas con facilidad, sin verlas.' },
    ],
    steps: [
      { screen: 'Revisa su cuerpo', say: 'Primero, revisa su cuerpo: palpa las costillas y mira desde arriba si tiene cintura detrás de ellas.' },
      { screen: 'Pregunta su peso ideal', say: 'Luego, pregúntale al veterinario en la próxima consulta cuál es su peso ideal.' },
      { screen: 'Pesa la ración diaria', say: 'Después, pesa la ración diaria para ese peso ideal y saca los premios de esa misma cantidad.' },
      { screen: 'Pésala cada mes', say: 'Por último, pesa a tu mascota una vez al mes y ajusta un poco la ración si el peso no se mueve.' },
    ],
    myths: [
      {
        screen: '¿Sin cereales es más sano?',
        myth: 'La comida sin cereales siempre es más sana para los perros.',
        fact: 'La mayoría de los perros digiere bien los cereales. Las dietas sin cereales se están estudiando por un posible vínculo con enfermedades del corazón, así que consulta antes.',
      },
      {
        screen: '¿Los gatos necesitan leche?',
        myth: 'Un platito de leche es algo que todo gato necesita.',
        fact: 'Muchos gatos adultos no toleran bien la lactosa, y la leche les puede sentar mal. Lo que necesitan es agua fresca.',
      },
    ],
    mistakes: [
      {
        screen: 'Compartir comida peligrosa',
        mistake: 'Compartes uvas, chocolate o cebolla de tu plato.',
        fix: 'Mantén las uvas, las pasas, el chocolate, la cebolla, el ajo y todo lo que tenga xilitol totalmente lejos de tu perro.',
      },
      {
        screen: 'Plato lleno todo el día',
        mistake: 'Dejas el plato lleno todo el día.',
        fix: 'Dale comidas a horas fijas. Así notas enseguida si deja de comer, que suele ser la primera señal de que algo va mal.',
      },
      {
        screen: 'Comida de perro al gato',
        mistake: 'Le das comida de perro a tu gato porque la tienes en casa.',
        fix: 'Dale comida de gato. Necesita nutrientes como la taurina, que la comida de perro no trae en la cantidad adecuada.',
      },
    ],
    facts: [
      {
        screen: 'Más de la mitad con sobrepeso',
        say: 'Encuestas a veterinarios en Estados Unidos calculan que más de la mitad de los perros y gatos tienen sobrepeso.',
      },
      {
        screen: 'Unos dos años más',
        say: 'En un estudio largo con labradores, los perros que se mantuvieron delgados vivieron unos dos años más que sus hermanos más pesados.',
      },
    ],
    questions: [
      {
        question: '¿Comida seca o húmeda para mi gato?',
        answer: 'Las dos pueden ser completas. La húmeda aporta agua, que ayuda a muchos gatos que beben poco, por eso mezclarlas es muy habitual.',
      },
      {
        question: '¿Mi perro puede comer fruta?',
        answer: 'Algunas sí, en trocitos, como manzana sin semillas o plátano. Las uvas y las pasas son tóxicas y nunca se le deben dar.',
      },
    ],
    comparisons: [
      {
        a: 'Croquetas',
        b: 'Dieta natural',
        verdict:
          'Las croquetas completas son más fáciles de equilibrar. La dieta natural puede funcionar, pero con un menú hecho por un veterinario, o faltarán vitaminas y minerales.',
      },
    ],
    before: 'Ahora mismo le sirves a ojo, le das trocitos de tu plato y tu mascota se está redondeando sin que nadie lo note.',
    after: 'Después de unos meses de raciones pesadas, vuelves a notar sus costillas y está más animada en los paseos.',
  },
  {
    id: 'grooming-health-basics',
    label: 'Higiene y salud básica',
    keywords: [
      'aseo',
      'peluquería canina',
      'cortar las uñas',
      'uñas',
      'bañar al perro',
      'baño',
      'cepillado',
      'muda de pelo',
      'dientes',
      'sarro',
      'pulgas',
      'garrapatas',
      'veterinario',
      'vacunas',
      'desparasitar',
      'perro mayor',
    ],
    hooks: [
      'Si oyes las uñas de tu perro en el suelo, ya están demasiado largas.',
      'La mayoría de las mascotas tiene los dientes mal a los tres años, y casi nadie lo revisa.',
      'La pulga que ves en tu gato no es el problema. El problema son las que hay en tu alfombra.',
    ],
    tips: [
      { screen: 'Poco y seguido', say: 'Corta un poquito de uña cada semana en lugar de un corte grande al mes. La parte viva se retira y duele menos.' },
      {
        screen: 'Cepilla los dientes',
        say: 'Cepilla los dientes de tu mascota unas cuantas veces por semana con pasta para mascotas. La pasta humana puede hacerle daño si se la traga.',
      },
      {
        screen: 'Cepilla antes del baño',
        say: 'Desenreda el pelo antes de bañar a una mascota de pelo largo. El agua aprieta los nudos y los convierte en bolas.',
      },
      { screen: 'Antiparasitario todo el año', say: 'Usa el antipulgas y antigarrapatas que te recomiende tu veterinario todo el año, no solo en verano.' },
      {
        screen: 'Revisión semanal',
        say: 'Una vez por semana, pasa las manos por tu mascota del hocico a la cola. Encuentras bultos, garrapatas y heridas a tiempo.',
      },
    ],
    steps: [
      { screen: 'Toca las patas', say: 'Primero, toca la pata de tu mascota un segundo y dale un premio, varias veces al día, durante unos días.' },
      { screen: 'Enséñale el cortaúñas', say: 'Luego, enséñale el cortaúñas, deja que lo huela y dale un premio, sin cortar nada.' },
      { screen: 'Una sola uña', say: 'Después, corta solo la punta de una uña, prémiala y termina por hoy.' },
      { screen: 'Ve sumando', say: 'Por último, añade una uña más en cada sesión hasta hacer la pata entera con calma.' },
    ],
    myths: [
      {
        screen: '¿Nariz caliente es fiebre?',
        myth: 'Si tu perro tiene la nariz caliente y seca, está enfermo.',
        fact: 'La temperatura de la nariz cambia todo el día y dice poco. Fíjate en el apetito, la energía y el comportamiento.',
      },
      {
        screen: '¿Gato de interior sin veterinario?',
        myth: 'Un gato que no sale de casa nunca necesita veterinario.',
        fact: 'Los gatos de interior también tienen problemas de dientes, de riñón y de peso. Una revisión al año los detecta a tiempo.',
      },
    ],
    mistakes: [
      {
        screen: 'Tu propio champú',
        mistake: 'Bañas a tu perro con tu champú.',
        fix: 'Usa un champú para perros. Su piel es distinta, y los productos para personas se la resecan.',
      },
      {
        screen: 'Esperar a ver',
        mistake: 'Tu mascota deja de comer y esperas unos días a ver si mejora.',
        fix: 'Llama al veterinario en menos de un día, y enseguida si es un gato o un cachorro pequeño.',
      },
      {
        screen: 'Olvidar los dientes',
        mistake: 'Nunca le miras la boca a tu mascota.',
        fix: 'Una vez por semana, levántale el labio y busca encías rojas, sarro marrón o mal aliento.',
      },
    ],
    facts: [
      { screen: 'Dientes a los 3 años', say: 'La mayoría de los perros y gatos ya muestra alguna señal de enfermedad dental a los tres años.' },
      {
        screen: 'Solo una vigésima parte',
        say: 'Las pulgas adultas que ves en tu mascota suelen ser solo una vigésima parte del problema. El resto vive en tu casa como huevos y larvas.',
      },
    ],
    questions: [
      {
        question: '¿Cada cuánto tengo que bañar a mi perro?',
        answer: 'A la mayoría le basta con un baño cada uno o dos meses, o cuando se ensucia. Bañarlo demasiado le reseca la piel.',
      },
      {
        question: '¿Cada cuánto debo llevarlo al veterinario?',
        answer:
          'Una vez al año para la mayoría de las mascotas adultas. Para las mayores, dos veces al año, porque con la edad los problemas avanzan más rápido.',
      },
    ],
    comparisons: [
      {
        a: 'Peluquería',
        b: 'Cuidado en casa',
        verdict: 'En casa, lo básico de cada semana: cepillo, uñas y dientes. En la peluquería, los cortes completos y las razas de pelo difícil.',
      },
    ],
    before: 'Ahora mismo cortar las uñas es una lucha libre y no tienes ni idea de cómo están los dientes de tu mascota.',
    after: 'Después de unas semanas de sesiones cortas y tranquilas, el aseo lleva diez minutos y ves los problemas antes de que duelan.',
  },
  {
    id: 'adopting-a-pet',
    label: 'Adoptar una mascota',
    keywords: [
      'adoptar',
      'adopción',
      'adopté',
      'adoptar un perro',
      'adoptar un gato',
      'refugio',
      'albergue',
      'protectora',
      'rescatado',
      'perro mestizo',
      'mi primer perro',
      'mi primer gato',
      'nueva mascota',
      'criadero',
      'qué raza elegir',
      'primera semana',
    ],
    hooks: [
      'Antes de adoptar un perro, pregúntate quién lo va a pasear en tu día más ocupado.',
      'Los tres primeros días de un perro adoptado deciden mucho. Esto es lo que tienes que hacer.',
      'Adopté un perro miedoso, y la regla del tres tres tres nos salvó.',
    ],
    tips: [
      {
        screen: 'Misma energía',
        say: 'Elige una mascota para la vida que tienes, no para la que te gustaría tener. Alguien muy casero con un husky acaba con dos infelices.',
      },
      {
        screen: 'Pregunta en el refugio',
        say: 'Pregunta a los voluntarios cómo se porta el animal con niños, con gatos y cuando se queda solo. Lo conocen mucho mejor que la foto.',
      },
      {
        screen: 'Prepara todo antes',
        say: 'Compra la cama, los platos, la correa, el arenero y la comida antes de que llegue, para que el primer día sea tranquilo.',
      },
      { screen: 'Primeros días tranquilos', say: 'Que los primeros días sean tranquilos, sin visitas ni salidas grandes. Deja que explore a su ritmo.' },
      { screen: 'Ahorra para el veterinario', say: 'Aparta dinero cada mes para el veterinario. La comida es el gasto pequeño, las urgencias son el grande.' },
    ],
    steps: [
      { screen: 'Mira tu vida', say: 'Primero, revisa con honestidad tu tiempo, las normas de tu vivienda y tu presupuesto, y háblalo con quien vives.' },
      { screen: 'Visítalo varias veces', say: 'Luego, visita más de una vez al animal que te gusta, a distintas horas del día.' },
      { screen: 'Prepara una habitación', say: 'Después, prepara una habitación tranquila con cama, agua y un escondite para los primeros días.' },
      {
        screen: 'Dale tiempo',
        say: 'Por último, sigue una rutina sencilla y ten paciencia. Muchos animales adoptados muestran su carácter real después de unas semanas.',
      },
    ],
    myths: [
      {
        screen: '¿Todos traen problemas?',
        myth: 'Todos los animales de refugio tienen problemas de conducta.',
        fact: 'Muchos llegan ahí por mudanzas, alergias o falta de dinero. Hay muchos adultos tranquilos que ya saben hacer sus necesidades en su sitio.',
      },
      {
        screen: '¿Solo un cachorro se encariña?',
        myth: 'Un perro adulto no se encariña contigo como un cachorro.',
        fact: 'Los perros adultos se encariñan muchísimo con su nueva familia. Y desde el primer día sabes su tamaño y su carácter.',
      },
    ],
    mistakes: [
      {
        screen: 'Elegir por la foto',
        mistake: 'Eliges a tu mascota por una foto tierna.',
        fix: 'Conócelo en persona, pregunta por su energía y sus hábitos y elige por cómo encaja en tu día.',
      },
      {
        screen: 'Demasiado y demasiado pronto',
        mistake: 'El primer fin de semana te llevas a tu perro nuevo a una fiesta familiar.',
        fix: 'Dale una primera semana tranquila en casa, con paseos cortos y una rutina fija.',
      },
      {
        screen: 'Olvidar los años',
        mistake: 'Piensas en los primeros meses, no en los próximos quince años.',
        fix: 'Antes de firmar, decide quién lo cuida en vacaciones, en una mudanza y en los años de mucho trabajo.',
      },
    ],
    facts: [
      {
        screen: 'La regla 3-3-3',
        say: 'Muchos refugios usan la regla del tres tres tres. Unos tres días para descomprimirse, tres semanas para aprender la rutina y tres meses para sentirse en casa.',
      },
      { screen: 'Gatos de 15 años', say: 'Un gato sano de interior puede vivir quince años o más, así que adoptarlo es un compromiso de década y media.' },
    ],
    questions: [
      {
        question: '¿Cachorro o perro adulto si es mi primer perro?',
        answer:
          'Un adulto suele ser más fácil, porque ya pasó la etapa de morderlo todo y de los pipís en casa, y su carácter está claro. Un cachorro pide muchísimo tiempo.',
      },
      {
        question: '¿Por qué mi perro adoptado se esconde y no come?',
        answer: 'Es muy común los primeros días. Dale espacio y silencio, deja agua y comida cerca y llama al veterinario si pasa uno o dos días sin comer.',
      },
    ],
    comparisons: [
      {
        a: 'Refugio',
        b: 'Criadero',
        verdict:
          'El refugio le da casa a quien la necesita, y muchas veces el animal ya viene vacunado. Un criador responsable sirve si necesitas una raza concreta, pero evita a quien vende sin controles de salud.',
      },
    ],
    before: 'Ahora mismo miras perfiles de adopción cada noche y no sabes si estás listo.',
    after: 'Después de esto, sabes qué mascota encaja con tu vida, tu casa está lista y la primera semana es tranquila para los dos.',
  },
];
