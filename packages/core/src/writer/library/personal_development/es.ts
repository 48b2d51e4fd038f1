import type { NicheMaterial } from '../types.ts';

/** personal_development, es: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'habits',
    label: 'Hábitos que se quedan',
    keywords: [
      'hábito',
      'hábitos',
      'cambiar de vida',
      'malos hábitos',
      'hábitos saludables',
      'crear hábitos',
      'vicios',
      'disciplina',
      'autodisciplina',
      'constancia',
      'constante',
      'fuerza de voluntad',
      'racha',
      'hábitos atómicos',
      '21 días',
      'metas',
    ],
    hooks: [
      'No te falta disciplina. Te falta un hábito más pequeño.',
      'Un hábito no se forma en 21 días, y ese mito es la razón por la que abandonas en la segunda semana.',
      'Llevo un año con un hábito porque lo hice tan fácil que da vergüenza saltárselo.',
    ],
    tips: [
      {
        screen: 'Empieza ridículamente pequeño',
        say: 'Haz la primera versión tan pequeña que no puedas decir que no. Una flexión, una página, una línea en tu libreta.',
      },
      {
        screen: 'Pégalo a un hábito viejo',
        say: 'Engancha el hábito nuevo a algo que ya haces cada día. Por ejemplo: me sirvo el café y anoto mis tres tareas.',
      },
      {
        screen: 'Decide cuándo y dónde',
        say: 'Escribe exactamente cuándo y dónde lo vas a hacer. "Algún día de esta semana" no es un plan, "a las siete en la mesa de la cocina" sí.',
      },
      {
        screen: 'Nunca falles dos veces',
        say: 'Fallar un día es normal. Lo que mata un hábito es fallar dos días seguidos, así que cuida el día después de un fallo.',
      },
      {
        screen: 'Pon trabas al mal hábito',
        say: 'Ponle obstáculos al hábito que quieres dejar. El teléfono en otra habitación y los dulces en el estante más alto.',
      },
      { screen: 'Márcalo a la vista', say: 'Pega un calendario de papel en la nevera y tacha cada día cumplido. Después te duele romper la racha.' },
    ],
    steps: [
      {
        screen: '1. Elige un hábito',
        say: 'Primero, elige un solo hábito, no cinco. Escríbelo como una acción que se vea: caminar diez minutos, leer dos páginas.',
      },
      { screen: '2. Hazlo pequeño', say: 'Después, redúcelo hasta que te lleve menos de dos minutos, para que aguante hasta tu peor día.' },
      { screen: '3. Ánclalo', say: 'Luego, átalo a algo de tu rutina: después de lavarte los dientes, después de llegar a casa, después de comer.' },
      { screen: '4. Marca y crece', say: 'Por último, márcalo cada día durante un mes, y solo entonces hazlo más grande.' },
    ],
    myths: [
      {
        screen: '¿Un hábito en 21 días?',
        myth: 'Cualquier hábito se forma en 21 días.',
        fact: 'En un estudio conocido del University College London, la mediana fue de 66 días. Varió entre 18 y 254 según la persona y el hábito.',
      },
      {
        screen: '¿Solo fuerza de voluntad?',
        myth: 'La gente con buenos hábitos simplemente tiene más fuerza de voluntad.',
        fact: 'Casi siempre tiene un entorno mejor pensado. Quita las tentaciones y deja la buena opción a mano, así que necesita menos fuerza de voluntad.',
      },
    ],
    mistakes: [
      {
        screen: 'Vida nueva el lunes',
        mistake: 'Empiezas cinco hábitos nuevos el mismo lunes.',
        fix: 'Empieza con uno, mantenlo un mes y luego suma el siguiente.',
      },
      {
        screen: 'Todo o nada',
        mistake: 'Te saltas el entrenamiento entero porque solo tienes diez minutos.',
        fix: 'Haz esos diez minutos. Aparecer en los días malos es lo que mantiene vivo el hábito.',
      },
      {
        screen: 'Metas borrosas',
        mistake: 'Te pones la meta de "ser más sano" y te extraña que nada cambie.',
        fix: 'Conviértela en una acción con hora y lugar: ensalada en la comida los días de trabajo.',
      },
    ],
    facts: [
      {
        screen: 'Mediana: 66 días',
        say: 'En un estudio de Londres, la gente necesitó una mediana de 66 días para que un hábito diario nuevo se volviera automático.',
      },
      {
        screen: 'Anota cuándo y dónde',
        say: 'En un estudio sobre ejercicio, quienes anotaron cuándo y dónde iban a entrenar fueron más del doble de propensos a hacerlo de verdad.',
      },
    ],
    questions: [
      {
        question: '¿Qué hago si pierdo la racha?',
        answer: 'Vuelve a empezar al día siguiente y no intentes compensar. Un día perdido casi no cambia nada, dos o tres seguidos sí.',
      },
      {
        question: '¿Cómo dejo un mal hábito en vez de crear uno bueno?',
        answer: 'Descubre qué lo dispara y ponlo más difícil de alcanzar. Luego pon algo sencillo en su lugar para ese mismo momento.',
      },
    ],
    comparisons: [
      {
        a: 'Motivación',
        b: 'Sistema',
        verdict:
          'Gana el sistema. La motivación va y viene, pero una hora fija, una acción pequeña y un calendario marcado funcionan incluso los días sin ganas.',
      },
    ],
    before: 'Ahora mismo empiezas con todo el lunes, abandonas el jueves y te culpas por no tener disciplina.',
    after: 'En un par de meses, tu hábito sale en piloto automático, incluso los días de cansancio.',
  },
  {
    id: 'procrastination',
    label: 'Dejar de procrastinar',
    keywords: [
      'procrastinación',
      'procrastinar',
      'procrastino',
      'celular',
      'aplazar',
      'para después',
      'postergar',
      'pereza',
      'flojera',
      'sin motivación',
      'desmotivado',
      'desmotivada',
      'fecha de entrega',
      'último momento',
      'pomodoro',
    ],
    hooks: [
      'No es flojera. Estás huyendo de una emoción, y eso cambia cómo se arregla.',
      'Abrir el archivo y escribir el título. Ese paso diminuto me saca de cualquier procrastinación.',
      'Si solo trabajas la noche antes de la entrega, este video es para ti.',
    ],
    tips: [
      {
        screen: 'Achica el primer paso',
        say: 'Haz el primer paso ridículamente pequeño. No es "hacer el informe", es "abrir el archivo y escribir el título".',
      },
      {
        screen: 'Temporizador de 25 minutos',
        say: 'Pon un temporizador de veinticinco minutos y date permiso para parar cuando suene. Lo difícil es empezar.',
      },
      {
        screen: 'Teléfono en otra habitación',
        say: 'Mientras trabajas, deja el teléfono en otra habitación. Fuera de tu alcance funciona mejor que cualquier app de bloqueo.',
      },
      {
        screen: 'Ponle nombre a la emoción',
        say: 'Pregúntate qué estás evitando exactamente. ¿Aburrimiento, miedo a que salga mal, no saber por dónde empezar? Cada uno tiene su solución.',
      },
      { screen: '¿Menos de dos minutos? Ya', say: 'Si una tarea te lleva menos de dos minutos, hazla en el momento en lugar de apuntarla.' },
      { screen: 'Tu propia fecha límite', say: 'Ponle a la tarea una fecha antes de la real y cuéntasela a alguien.' },
    ],
    steps: [
      { screen: '1. La siguiente acción', say: 'Primero, escribe la siguiente acción concreta, por ejemplo "escribirle a Ana para pedirle los números".' },
      { screen: '2. Despeja la pantalla', say: 'Después, cierra todas las pestañas que no necesitas y saca el teléfono de tu vista.' },
      { screen: '3. Temporizador en marcha', say: 'Luego, pon el temporizador en veinticinco minutos y trabaja solo en esa acción.' },
      { screen: '4. Pausa corta', say: 'Por último, descansa cinco minutos lejos de la pantalla y decide si vas por otra ronda.' },
    ],
    myths: [
      {
        screen: '¿Procrastinar es pereza?',
        myth: 'Procrastinar es simple pereza.',
        fact: 'Los investigadores la describen sobre todo como una forma de escapar de una emoción desagradable ligada a la tarea. El perezoso no siente culpa, quien procrastina sí.',
      },
      {
        screen: '¿Primero la motivación?',
        myth: 'Necesitas sentirte motivado antes de empezar.',
        fact: 'Suele ser al revés. La motivación aparece unos minutos después de empezar, no antes.',
      },
    ],
    mistakes: [
      {
        screen: 'Tareas gigantes',
        mistake: 'En tu lista pone "avanzar con el proyecto".',
        fix: 'Divídelo en pasos de menos de una hora y empieza por el más fácil.',
      },
      {
        screen: 'Procrastinación productiva',
        mistake: 'Limpias toda la casa en lugar de hacer la única tarea que importa.',
        fix: 'Haz veinticinco minutos de la tarea importante primero y deja la limpieza como premio.',
      },
      {
        screen: 'No te machaques',
        mistake: 'Te llamas vago cada vez que dejas algo para después.',
        fix: 'Perdónate por la última vez. Quien lo hace procrastina menos en la siguiente tarea, no más.',
      },
    ],
    facts: [
      { screen: '1 de cada 5 adultos', say: 'Encuestas en varios países indican que alrededor de uno de cada cinco adultos es un procrastinador crónico.' },
      {
        screen: '25 minutos y 5 de pausa',
        say: 'La técnica Pomodoro es sencilla: veinticinco minutos de trabajo concentrado y luego cinco minutos de descanso.',
      },
    ],
    questions: [
      {
        question: '¿Por qué solo rindo bajo presión?',
        answer: 'El pánico por fin le gana a la emoción que estabas evitando. Una fecha falsa más temprana te da el mismo empujón con menos estrés.',
      },
      {
        question: '¿Y si empiezo y aun así no me concentro?',
        answer: 'Acorta la sesión a diez minutos en lugar de veinticinco. Una sesión corta terminada vale más que una larga abandonada.',
      },
    ],
    comparisons: [
      {
        a: 'Esperar la motivación',
        b: 'Empezar con 10 minutos',
        verdict: 'Ganan los diez minutos. La motivación suele llegar ya en marcha, y diez minutos caben hasta en un mal día.',
      },
    ],
    before: 'Ahora mismo pasas una hora en redes, te sientes culpable y lo haces todo la noche antes de la entrega.',
    after: 'Con un primer paso diminuto y un temporizador, empiezas el mismo día y la fecha de entrega deja de ser un incendio.',
  },
  {
    id: 'morning-routine',
    label: 'Una rutina de mañana que funciona',
    keywords: [
      'rutina de mañana',
      'rutina matutina',
      'mañana',
      'rutina de noche',
      'madrugar',
      'levantarse temprano',
      'despertarse',
      'despertador',
      'alarma',
      'posponer la alarma',
      'club de las 5',
      '5 de la mañana',
      'no soy de mañanas',
      'horario de sueño',
    ],
    hooks: [
      'Tu rutina de mañana empieza la noche anterior, y por eso lo de levantarte a las 5 nunca funciona.',
      'Dejé de posponer la alarma con un solo cambio: dónde duerme mi teléfono.',
      'No necesitas una rutina de dos horas. Necesitas veinte minutos buenos.',
    ],
    tips: [
      { screen: 'Alarma lejos de la cama', say: 'Carga el teléfono al otro lado del cuarto, para tener que levantarte a apagar la alarma.' },
      {
        screen: 'Misma hora cada día',
        say: 'Levántate a la misma hora todos los días, fines de semana incluidos, con una hora de margen como mucho. A tu reloj interno le encanta la rutina.',
      },
      {
        screen: 'Primero, luz del día',
        say: 'En la primera hora, sal a la calle o al menos abre las cortinas. La luz del día le avisa a tu cuerpo que el día empezó.',
      },
      {
        screen: '20 minutos sin teléfono',
        say: 'No toques el teléfono los primeros veinte minutos. Tu día empieza con tu plan, no con los mensajes de los demás.',
      },
      {
        screen: 'Déjalo listo la noche antes',
        say: 'Prepara la ropa, la cafetera y tu lista la noche anterior, para que la mañana no te pida ninguna decisión.',
      },
      { screen: 'Solo tres cosas', say: 'Quédate con tres cosas que de verdad disfrutes, como un vaso de agua, un paseo corto y escribir tu tarea principal.' },
    ],
    steps: [
      { screen: '1. Hora de dormir', say: 'Primero, cuenta hacia atrás al menos siete horas de sueño desde tu alarma, y esa es tu hora de apagar la luz.' },
      { screen: '2. Arriba a la primera', say: 'Después, levántate con la primera alarma y bebe un vaso de agua antes que nada.' },
      { screen: '3. Luz y movimiento', say: 'Luego, pasa diez minutos con luz natural, caminando o estirando junto a una ventana abierta.' },
      { screen: '4. Una tarea importante', say: 'Por último, anota la tarea que haría que hoy fuera un buen día y empiézala antes de mirar mensajes.' },
    ],
    myths: [
      {
        screen: '¿Éxito a las 5?',
        myth: 'Si quieres tener éxito, tienes que levantarte a las cinco de la mañana.',
        fact: 'Lo que importa es dormir lo suficiente y tener un horario estable. Levantarte a las cinco después de dormir cinco horas empeora tu día.',
      },
      {
        screen: '¿Cinco minutitos más?',
        myth: 'Posponer la alarma te da un poco más de descanso.',
        fact: 'Esos minutos extra son sueño ligero y cortado. Poner la alarma más tarde y levantarte a la primera te descansa más.',
      },
    ],
    mistakes: [
      {
        screen: 'Copiar la rutina de un CEO',
        mistake: 'Copias desde el primer día una rutina de dos horas con ducha fría, diario y carrera.',
        fix: 'Empieza con un hábito por la mañana y suma el siguiente solo cuando ese ya sea automático.',
      },
      {
        screen: 'El teléfono en la cama',
        mistake: 'Revisas el correo y las redes antes de salir de la cama.',
        fix: 'Deja el teléfono cargando fuera del cuarto y usa un despertador sencillo.',
      },
      {
        screen: 'Tarde a la cama, alarma temprano',
        mistake: 'Adelantas la alarma una hora, pero te sigues acostando a medianoche.',
        fix: 'Mueve primero la hora de dormir, quince minutos cada pocos días.',
      },
    ],
    facts: [
      {
        screen: 'Al menos 7 horas',
        say: 'Un adulto necesita al menos siete horas de sueño, así que levantarte a las cinco significa apagar la luz antes de las diez de la noche.',
      },
      { screen: 'De 15 en 15 minutos', say: 'Adelantar la alarma quince minutos cada pocos días es mucho más fácil que saltar una hora de golpe.' },
    ],
    questions: [
      {
        question: '¿Y si simplemente no soy de mañanas?',
        answer: 'Entonces no te fuerces a las cinco. Elige una hora que puedas mantener todos los días y arma una rutina corta alrededor.',
      },
      {
        question: '¿Cuánto debería durar una rutina de mañana?',
        answer: 'Con veinte o treinta minutos basta. Una rutina corta que haces cada día vale más que una larga que te saltas.',
      },
    ],
    comparisons: [
      {
        a: 'Levantarte a las 5',
        b: 'Misma hora cada día',
        verdict: 'Gana la misma hora cada día. Un horario estable te da mejor sueño, sea cual sea la hora del reloj.',
      },
    ],
    before: 'Ahora mismo pospones la alarma tres veces, miras el teléfono en la cama y empiezas el día tarde.',
    after: 'En un par de semanas, te levantas con la primera alarma y la primera hora del día es tuya.',
  },
  {
    id: 'confidence',
    label: 'Seguridad y hablar en público',
    keywords: [
      'confianza',
      'confianza en mí',
      'seguridad en mí mismo',
      'autoestima',
      'inseguridad',
      'inseguro',
      'insegura',
      'timidez',
      'tímido',
      'tímida',
      'hablar en público',
      'exposición',
      'presentación',
      'nervios',
      'miedo escénico',
      'síndrome del impostor',
    ],
    hooks: [
      'La gente segura no tiene menos nervios. Simplemente no espera a que se le pasen.',
      '¿Te tiembla la voz en las reuniones? Esto me ayudó antes de mi primera charla frente a doscientas personas.',
      'Nadie ve tus nervios tan claramente como tú crees.',
    ],
    tips: [
      { screen: 'Ensaya en voz alta', say: 'Ensaya en voz alta y de pie, al menos tres veces. Repasar tus notas mentalmente no es ensayar.' },
      { screen: 'Memoriza la primera frase', say: 'Apréndete de memoria las dos primeras frases. Cuando pasa el arranque, lo demás sale mucho más fácil.' },
      {
        screen: 'Más despacio, con pausas',
        say: 'Habla más despacio de lo que te parece natural y haz pausas después de cada idea clave. Una pausa suena segura para quien escucha.',
      },
      {
        screen: 'Llámalo entusiasmo',
        say: 'Cuando se te acelere el corazón, dite que es entusiasmo, no miedo. El cuerpo lo siente casi igual, y la palabra ayuda.',
      },
      { screen: 'Grábate en video', say: 'Grábate con el teléfono y mírate una vez. Corriges más con una grabación que con diez ensayos en silencio.' },
      { screen: 'Habla pronto', say: 'En una reunión, di algo en los primeros cinco minutos. Cuanto más esperas, más cuesta.' },
    ],
    steps: [
      { screen: '1. Un mensaje central', say: 'Primero, escribe la frase que quieres que la gente recuerde. Todo lo demás está para apoyarla.' },
      { screen: '2. Tres puntos como máximo', say: 'Después, elige tres puntos como máximo, cada uno con un ejemplo o una historia.' },
      { screen: '3. Ensaya de pie', say: 'Luego, ensaya en voz alta tres veces, una de ellas frente a un amigo o a la cámara.' },
      {
        screen: '4. Respira antes de salir',
        say: 'Por último, antes de salir, respira lento tres veces con una exhalación larga y arranca con la frase que memorizaste.',
      },
    ],
    myths: [
      {
        screen: '¿La gente segura no tiene miedo?',
        myth: 'Las personas seguras no se ponen nerviosas.',
        fact: 'La mayoría de los oradores con experiencia siguen poniéndose nerviosos. Solo aprendieron que los nervios bajan después del primer minuto.',
      },
      {
        screen: '¿Primero sentirlo?',
        myth: 'Tienes que sentirte seguro antes de actuar con seguridad.',
        fact: 'La confianza suele llegar después de actuar. Cada vez que hablas y no pasa nada terrible, tu cerebro ajusta lo que espera.',
      },
    ],
    mistakes: [
      {
        screen: 'Leer las diapositivas',
        mistake: 'Lees las diapositivas palabra por palabra.',
        fix: 'Deja pocas palabras en cada diapositiva y di el resto con tus propias palabras.',
      },
      {
        screen: 'Pedir perdón al empezar',
        mistake: 'Empiezas con "perdón, estoy muy nervioso".',
        fix: 'Empieza con tu frase más fuerte. Casi nadie nota tus nervios si no los señalas.',
      },
      {
        screen: 'Huir de cada oportunidad',
        mistake: 'Evitas cualquier oportunidad de hablar hasta sentirte listo.',
        fix: 'Toma oportunidades pequeñas cada semana, como una pregunta en una reunión, y ve subiendo.',
      },
    ],
    facts: [
      {
        screen: 'Unas 130 palabras por minuto',
        say: 'Un ritmo tranquilo al hablar ronda las 120 a 150 palabras por minuto, así que una charla de cinco minutos necesita solo unas 700 palabras.',
      },
      {
        screen: 'Nervios en el minuto 1',
        say: 'A la mayoría, los nervios le pegan más fuerte en los primeros 1 o 2 minutos y luego bajan. Por eso ayuda tanto un arranque memorizado.',
      },
    ],
    questions: [
      {
        question: '¿Qué hago si me quedo en blanco en plena exposición?',
        answer: 'Haz una pausa, toma un sorbo de agua y mira tus notas. Unos segundos de silencio te parecen eternos a ti y normales al público.',
      },
      {
        question: '¿Cómo hago para que no me tiemble la voz?',
        answer: 'Antes de empezar, baja el ritmo y suelta el aire más tiempo del que lo tomas. Hablar un poco más fuerte de lo normal también la afirma.',
      },
    ],
    comparisons: [
      {
        a: 'Memorizar cada palabra',
        b: 'Memorizar los puntos clave',
        verdict: 'Memoriza el inicio y los puntos clave. Un texto aprendido palabra por palabra te bloquea si olvidas una línea.',
      },
    ],
    before: 'Ahora mismo se te acelera el corazón cuando te toca hablar, y te quedas callado aunque tengas una buena idea.',
    after: 'Tras unas semanas de práctica en pequeñas dosis, hablas en las reuniones y los nervios se van después del primer minuto.',
  },
  {
    id: 'time-management',
    label: 'Gestión del tiempo',
    keywords: [
      'gestión del tiempo',
      'organizar mi tiempo',
      'administrar el tiempo',
      'productividad',
      'productivo',
      'productiva',
      'lista de tareas',
      'planificar',
      'planificación',
      'organizar la semana',
      'prioridades',
      'priorizar',
      'no me da el tiempo',
      'agenda',
      'enfoque',
      'matriz de eisenhower',
    ],
    hooks: [
      'No tienes un problema de tiempo. Tienes un problema de prioridades, y una lista de tareas no lo arregla.',
      'Organizo toda la semana en quince minutos cada domingo. Te enseño cómo.',
      'Si estás ocupado todo el día pero no terminas nada importante, mira esto.',
    ],
    tips: [
      { screen: 'Tres tareas al día', say: 'Elige como máximo tres tareas importantes para el día. Todo lo demás es extra.' },
      { screen: 'Bloquéalo en la agenda', say: 'Mete tu trabajo importante en la agenda como una reunión contigo y protégelo como cualquier otra reunión.' },
      { screen: 'Lo difícil primero', say: 'Haz la tarea más difícil cuando tengas más energía, que para la mayoría es la primera mitad del día.' },
      { screen: 'Mensajes por tandas', say: 'Contesta correos y mensajes en dos o tres momentos fijos al día, no todo el día.' },
      { screen: 'Deja huecos libres', say: 'Deja más o menos un tercio del día sin planificar. Siempre hay algo que tarda más de lo que crees.' },
      {
        screen: 'Repaso el viernes',
        say: 'Dedica diez minutos el viernes a ver qué hiciste y qué se quedó pendiente, y planifica la semana siguiente con eso en mente.',
      },
    ],
    steps: [
      { screen: '1. Vacía la cabeza', say: 'Primero, escribe en una hoja todas las tareas que tienes en la cabeza, grandes y pequeñas.' },
      {
        screen: '2. Importante o urgente',
        say: 'Después, marca qué es importante y qué es solo urgente. Lo urgente que no importa muchas veces se puede delegar o eliminar.',
      },
      { screen: '3. Bloques en la semana', say: 'Luego, pon las tareas importantes en bloques de tu agenda antes de que otra cosa ocupe ese espacio.' },
      {
        screen: '4. Planea mañana hoy',
        say: 'Por último, al final de cada día, elige las tres tareas principales de mañana, para empezar la mañana sabiendo qué hacer.',
      },
    ],
    myths: [
      {
        screen: '¿La multitarea ahorra tiempo?',
        myth: 'Hacer varias cosas a la vez te permite hacer más.',
        fact: 'Tu cerebro salta de una tarea a otra en lugar de hacerlas a la vez, y cada salto cuesta tiempo y atención.',
      },
      {
        screen: '¿Lista larga, más hecho?',
        myth: 'Una lista de tareas más larga te hace más productivo.',
        fact: 'Con una lista larga acabas eligiendo lo fácil. Una lista corta con prioridades claras hace avanzar lo importante.',
      },
    ],
    mistakes: [
      {
        screen: 'El correo manda',
        mistake: 'Abres el correo a primera hora y dejas que decida tu mañana.',
        fix: 'Haz un bloque de trabajo importante antes de abrir la bandeja de entrada.',
      },
      {
        screen: 'Planificar cada minuto',
        mistake: 'Planificas cada minuto del día y a mediodía ya te sientes un fracaso.',
        fix: 'Planifica el día por bloques y deja márgenes entre ellos.',
      },
      {
        screen: 'Decir que sí a todo',
        mistake: 'Dices que sí a cada petición y luego te quedas hasta tarde para llegar.',
        fix: 'Antes de decir que sí, pregúntate qué vas a quitar para hacerle sitio.',
      },
    ],
    facts: [
      {
        screen: '168 horas por semana',
        say: 'Una semana tiene 168 horas. Aunque duermas ocho horas cada noche, te quedan 112 horas despierto para planificar.',
      },
      {
        screen: 'Más de 20 minutos',
        say: 'Un estudio muy citado encontró que la gente tardaba de media más de veinte minutos en volver a una tarea después de una interrupción.',
      },
    ],
    questions: [
      {
        question: '¿Qué agenda o app uso?',
        answer: 'La que vayas a abrir todos los días. El papel funciona perfecto. El hábito de planificar importa más que la herramienta.',
      },
      {
        question: '¿Cómo planifico si mi día cambia todo el tiempo?',
        answer: 'Planifica menos cosas y deja más margen. Protege un bloque de concentración y deja flexible el resto del día.',
      },
    ],
    comparisons: [
      {
        a: 'Lista de tareas',
        b: 'Bloques en la agenda',
        verdict: 'Para el trabajo importante ganan los bloques, porque te dicen cuándo va a pasar la tarea. Deja la lista para lo pequeño.',
      },
    ],
    before: 'Ahora mismo contestas mensajes todo el día, te sientes ocupado y dejas lo importante para mañana.',
    after: 'Tras unas semanas eligiendo tus tres prioridades, terminas lo que importa antes de comer casi todos los días.',
  },
  {
    id: 'stress-burnout',
    label: 'Estrés y burnout',
    keywords: [
      'estrés',
      'estresado',
      'estresada',
      'burnout',
      'síndrome de burnout',
      'quemado',
      'quemada',
      'agotamiento',
      'agotado',
      'agotada',
      'cansancio',
      'ansiedad',
      'relajarme',
      'salud mental',
      'respiración',
      'desconectar',
    ],
    hooks: [
      'El burnout no empieza con cansancio. Empieza cuando deja de importarte lo que antes te gustaba.',
      'Una respiración de dos minutos que uso cuando el estrés me golpea en plena jornada.',
      'Unas vacaciones no curan el burnout si vuelves a la misma semana de siempre.',
    ],
    tips: [
      {
        screen: 'Exhala más largo',
        say: 'Cuando llegue el estrés, inhala en cuatro segundos y exhala en seis. Una exhalación más larga ayuda a tu cuerpo a calmarse.',
      },
      {
        screen: 'Una hora de cierre',
        say: 'Elige una hora en la que termina el trabajo y respétala. Después de esa hora, silencia las notificaciones del trabajo.',
      },
      { screen: 'Muévete cada día', say: 'Camina veinte minutos al día, mejor al aire libre. Moverte es una de las formas más simples de soltar tensión.' },
      { screen: 'Protege tu sueño', say: 'Cuida tu sueño antes que nada. Después de una noche corta, todo te estresa más.' },
      {
        screen: 'Sácalo de tu cabeza',
        say: 'Antes de dormir, escribe lo que te da vueltas y el siguiente paso de cada cosa, para que tu cabeza no tenga que cargarlo.',
      },
      {
        screen: 'Pausas cortas y frecuentes',
        say: 'Haz una pausa corta lejos de la pantalla cada una o dos horas. Descansar antes de vaciarte funciona mejor que después.',
      },
    ],
    steps: [
      { screen: '1. Nota las señales', say: 'Primero, reconoce tus señales de alarma: dormir mal, saltar con cualquiera, temer el lunes desde el sábado.' },
      { screen: '2. Encuentra lo que drena', say: 'Después, apunta lo que más te drena este mes y marca la única cosa que puedes cambiar o quitar.' },
      {
        screen: '3. Recuperación diaria',
        say: 'Luego, suma un hábito diario de recuperación, como un paseo sin teléfono o una hora fija para dejar de trabajar.',
      },
      { screen: '4. Pide ayuda', say: 'Por último, habla con alguien: con tu jefe sobre la carga de trabajo, con un amigo, o con un médico si dura semanas.' },
    ],
    myths: [
      {
        screen: '¿Burnout es solo cansancio?',
        myth: 'El burnout es solo cansancio, y un puente largo lo arregla.',
        fact: 'El burnout viene del estrés laboral crónico e incluye agotamiento, distancia con tu trabajo y la sensación de rendir menos. Descansar ayuda, pero también tiene que cambiar la causa.',
      },
      {
        screen: '¿Los fuertes aguantan?',
        myth: 'La gente fuerte aguanta el estrés y sigue adelante.',
        fact: 'Aguantar sin recuperarte es justo como el estrés pasajero se convierte en burnout. Descansar es parte de trabajar bien, no un premio.',
      },
    ],
    mistakes: [
      {
        screen: 'Comer frente a la pantalla',
        mistake: 'Comes en tu escritorio mientras contestas correos.',
        fix: 'Tómate al menos quince minutos para comer lejos de la pantalla, incluso los días llenos.',
      },
      {
        screen: 'Redes para relajarte',
        mistake: 'Pasas una hora en redes para relajarte y acabas más cansado.',
        fix: 'Elige un descanso que te recargue, como un paseo, una ducha, música o una llamada con un amigo.',
      },
      {
        screen: 'Esperar a las vacaciones',
        mistake: 'Aguantas hasta las próximas vacaciones en lugar de descansar cada semana.',
        fix: 'Planea una recuperación pequeña cada día y un día libre de verdad cada semana.',
      },
    ],
    facts: [
      {
        screen: 'OMS: burnout desde 2019',
        say: 'Desde 2019, la Organización Mundial de la Salud describe el burnout como el resultado de un estrés laboral crónico que no se ha manejado bien.',
      },
      {
        screen: 'Inhala 4, exhala 6',
        say: 'Bajar la respiración a unas seis respiraciones por minuto es una forma sencilla que mucha gente usa para calmarse en pocos minutos.',
      },
    ],
    questions: [
      {
        question: '¿Cómo sé si es burnout o solo una mala semana?',
        answer: 'Una mala semana mejora después del fin de semana. Si el agotamiento y el desgano duran semanas, tómalo en serio y consulta a un médico.',
      },
      {
        question: '¿Tengo que renunciar para recuperarme?',
        answer: 'No siempre. Muchas veces primero tienen que cambiar la carga, los límites o el tiempo de descanso. Háblalo antes de decidir.',
      },
    ],
    comparisons: [
      {
        a: 'Vacaciones largas',
        b: 'Descanso cada día',
        verdict: 'Gana el descanso diario. Las vacaciones ayudan unas semanas, pero recuperarte un poco cada día evita que el estrés se vuelva a acumular.',
      },
    ],
    before: 'Ahora mismo te despiertas cansado, temes abrir el correo y te sientes culpable cada vez que descansas.',
    after: 'Tras unas semanas con límites claros y descanso diario, terminas la jornada con energía para tu propia vida.',
  },
];
