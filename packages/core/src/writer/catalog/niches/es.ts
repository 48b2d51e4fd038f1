import type { NicheId, NicheVocab, TopicVocab } from '../types.ts';

/** es: vocabulary per niche (labels, pains, desires, mistakes, tips, myths, wins, hashtags). */
type AddedNiche = 'travel' | 'tech' | 'education' | 'parenting' | 'finance' | 'pets';

const SPEC_NICHES = {
  personal_development: {
    label: 'crecimiento personal',
    pains: [
      'Cada lunes empiezo una vida nueva y el miércoles ya lo dejé todo',
      'Sé lo que tengo que hacer, pero no consigo hacerlo',
      'Tengo el día lleno de tareas y siento que no avanzo',
    ],
    desires: ['crear hábitos que de verdad duren', 'dejar de posponer las cosas', 'hacer más sin agotarte'],
    mistakes: [
      { mistake: 'esperar a tener motivación para empezar', fix: 'empieza con una versión de dos minutos de la tarea y deja que la motivación llegue después' },
      { mistake: 'cambiar diez hábitos a la vez', fix: 'elige un solo hábito y protégelo durante treinta días' },
      { mistake: 'planificar el día sin escribir nada', fix: 'escribe tus tres prioridades la noche anterior' },
      { mistake: 'comparar el propio comienzo con el éxito de otros', fix: 'compárate solo con la persona que eras hace un mes' },
    ],
    tips: [
      'Deja el teléfono en otra habitación durante la primera hora de trabajo. Tu concentración se duplica.',
      'Une un hábito nuevo a uno viejo: después del café, diez minutos de lectura.',
      'Cuenta rachas, no días perfectos. Fallar un día es normal; fallar dos seguidos ya es un patrón.',
      'Decide esta noche cuál será la primera tarea de mañana.',
      'Celebra las pequeñas victorias. El cerebro aprende con recompensas, no con culpa.',
    ],
    myths: [
      {
        myth: 'para cambiar tu vida necesitas muchísima motivación',
        truth: 'los sistemas le ganan a la motivación, porque la motivación se acaba antes del mediodía',
      },
      { myth: 'toda la gente exitosa se levanta a las cinco de la mañana', truth: 'el mejor horario es el que puedes mantener, no el más temprano' },
    ],
    wins: ['Llevo dos meses seguidos con mi rutina de la mañana', 'Ahora termino lo importante antes del almuerzo'],
    hashtags: ['crecimientopersonal', 'desarrollopersonal', 'productividad', 'habitos', 'motivacion', 'mentalidad', 'metas', 'superacion'],
  },
  business_marketing: {
    label: 'negocios y marketing',
    pains: [
      'Publico todos los días y aun así no consigo clientes',
      'A la gente le gusta mi contenido, pero nadie compra',
      'No sé qué publicar para vender de verdad',
    ],
    desires: ['convertir seguidores en clientes', 'vender sin resultar insistente', 'hacer crecer tu negocio con contenido'],
    mistakes: [
      { mistake: 'hablar del producto en lugar del problema del cliente', fix: 'empieza cada publicación con el problema que tu cliente tiene hoy' },
      { mistake: 'publicar sin una oferta clara', fix: 'termina una de cada tres publicaciones con una oferta concreta' },
      { mistake: 'perseguir los «me gusta» en lugar de las conversaciones', fix: 'mide el éxito por los mensajes, no por los «me gusta»' },
      { mistake: 'intentar venderle a todo el mundo', fix: 'describe a tu cliente ideal en una frase y escribe solo para esa persona' },
    ],
    tips: [
      'Comparte cada semana un resultado real de un cliente. Las pruebas venden más que las promesas.',
      'Responde las cinco preguntas que más te hacen tus clientes, un video para cada una.',
      'Pon tu oferta en la biografía con palabras sencillas: para quién es y qué obtiene.',
      'Responde todos los comentarios en la primera hora. Lo nota el algoritmo y lo nota la gente.',
      'Muestra el proceso detrás de tu trabajo. La gente le compra a quien le da confianza.',
    ],
    myths: [
      { myth: 'necesitas una audiencia enorme para vender', truth: 'una audiencia pequeña que confía en ti vende más que una grande que no confía' },
      { myth: 'el buen contenido se vende solo', truth: 'el contenido genera confianza, pero solo una oferta clara la convierte en ventas' },
    ],
    wins: ['Conseguí tres clientes nuevos con un solo video', 'Ahora me escriben para preguntar cómo trabajar conmigo'],
    hashtags: ['negocios', 'marketing', 'emprendimiento', 'emprendedores', 'ventas', 'marketingdigital', 'marcapersonal', 'pymes'],
  },
  health_fitness: {
    label: 'fitness y salud',
    pains: [
      'Entreno muchísimo y la báscula no se mueve',
      'Empiezo con todo y lo dejo a las dos semanas',
      'Siempre estoy sin energía, aunque duerma ocho horas',
    ],
    desires: ['bajar de peso sin pasar hambre', 'ponerte en forma con tres entrenamientos por semana', 'tener más energía cada día'],
    mistakes: [
      { mistake: 'omitir el calentamiento', fix: 'calienta al menos cinco minutos antes de cada entrenamiento' },
      { mistake: 'hacer solo cardio', fix: 'suma entrenamiento de fuerza dos veces por semana' },
      { mistake: 'recortar demasiadas calorías de golpe', fix: 'come suficiente proteína y reduce las calorías poco a poco' },
      { mistake: 'entrenar al máximo todos los días', fix: 'planifica los días de descanso igual que los entrenamientos' },
    ],
    tips: [
      'Camina ocho mil pasos al día. Es la herramienta más fácil para perder grasa.',
      'Pon proteína en cada comida. Te sacia más y protege tus músculos.',
      'Toma un vaso de agua antes de cada comida.',
      'Dormir también es entrenar. Primero siete horas de sueño, después más entrenamientos.',
      'Anota los pesos que levantas. Lo que se mide, mejora.',
    ],
    myths: [
      { myth: 'haciendo abdominales se quema la grasa del abdomen', truth: 'la grasa no se pierde por zonas, el cuerpo adelgaza entero' },
      { myth: 'levantar pesas vuelve a las mujeres demasiado musculosas', truth: 'el entrenamiento de fuerza da un cuerpo firme y fuerte, no voluminoso' },
    ],
    wins: ['Bajé cinco kilos y no paso hambre', 'Por fin tengo ganas de ir a entrenar'],
    hashtags: ['fitness', 'entrenamiento', 'salud', 'vidasana', 'motivacion', 'gimnasio', 'perderpeso', 'ejercicio'],
  },
  sport_entertainment: {
    label: 'deporte',
    pains: [
      'Entreno mucho, pero mis resultados se estancaron',
      'En los partidos me gana la presión y juego peor que en los entrenamientos',
      'Me encanta el deporte, pero no tengo tiempo para entrenar bien',
    ],
    desires: ['rendir al máximo cuando más importa', 'mejorar más rápido con menos horas de entrenamiento', 'mantener la constancia toda la temporada'],
    mistakes: [
      { mistake: 'entrenar solo lo que ya sale bien', fix: 'dedica la mitad de cada sesión a tu punto más débil' },
      { mistake: 'descuidar la recuperación', fix: 'trata el sueño y los estiramientos como parte del entrenamiento' },
      { mistake: 'copiar las rutinas de los profesionales', fix: 'arma una rutina a tu nivel y a tu horario' },
      { mistake: 'ignorar la parte mental del juego', fix: 'practica una rutina corta antes de jugar para calmar los nervios' },
    ],
    tips: [
      'Grábate una vez por semana. La cámara muestra lo que no sientes.',
      'Ponte un solo objetivo pequeño por sesión, no cinco.',
      'Antes de empezar, visualiza durante dos minutos el momento clave del partido.',
      'Calienta como vas a jugar: rápido, con foco y a ritmo de partido.',
      'Juega con gente un poco mejor que tú. Es la forma más rápida de subir de nivel.',
    ],
    myths: [
      { myth: 'el talento importa más que el entrenamiento', truth: 'a largo plazo, la práctica deliberada le gana al talento' },
      { myth: 'cuanto más entrenas, mejor te vuelves', truth: 'mejoras cuando te recuperas, no solo cuando entrenas' },
    ],
    wins: ['Marqué en mi primer partido después de volver', 'Por fin juego los partidos importantes con calma'],
    hashtags: ['deporte', 'deportista', 'entrenamiento', 'vidadeportiva', 'futbol', 'equipo', 'motivaciondeportiva', 'entrenador'],
  },
  beauty_fashion: {
    label: 'belleza y moda',
    pains: [
      'Tengo el armario lleno y nada que ponerme',
      'Gasto una fortuna en cuidado facial y mi piel sigue igual',
      'En casa el maquillaje se ve perfecto y al mediodía ya parece apagado',
    ],
    desires: ['verte impecable en diez minutos', 'armar un armario que de verdad funcione', 'tener una piel luminosa sin veinte productos'],
    mistakes: [
      { mistake: 'comprar ropa que no combina con nada de lo que tienes', fix: 'antes de comprar, piensa en tres conjuntos con los que la vas a usar' },
      { mistake: 'usar demasiados activos a la vez', fix: 'introduce un solo producto nuevo cada vez y dale cuatro semanas' },
      { mistake: 'olvidar el protector solar en los días nublados', fix: 'ponte protector solar cada mañana, haga el tiempo que haga' },
      { mistake: 'seguir todas las tendencias', fix: 'quédate con las tendencias que van con tu cara, tu cuerpo y tu vida' },
    ],
    tips: [
      'Arma tus conjuntos alrededor de tres colores base. Así todo combina.',
      'La crema hidratante antes del maquillaje hace que dure mucho más.',
      'Un buen arreglo de costura hace que la ropa barata parezca cara.',
      'Lava tus brochas cada semana. Tu piel lo va a agradecer.',
      'Hazle una foto a cada conjunto que te encante. Esa es tu guía de estilo personal.',
    ],
    myths: [
      { myth: 'el cuidado facial caro funciona mejor', truth: 'lo que importa es la fórmula, no el precio' },
      { myth: 'para vestir bien necesitas mucha ropa', truth: 'un armario pequeño que combina le gana a uno enorme que no combina' },
    ],
    wins: ['Me visto en cinco minutos y me siento genial', 'Mi piel nunca había estado tan tranquila'],
    hashtags: ['belleza', 'moda', 'estilo', 'cuidadodelapiel', 'maquillaje', 'consejosdebelleza', 'tendencias', 'estilopersonal'],
  },
  art_music: {
    label: 'arte y música',
    pains: ['Tengo mil ideas, pero nunca termino nada', 'Practico durante horas y sigo sin sonar como quiero', 'Nadie ve mi trabajo, por más que publique'],
    desires: ['terminar tus proyectos', 'encontrar tu propio estilo', 'mostrar tu trabajo a gente que lo disfrute'],
    mistakes: [
      { mistake: 'esperar a que llegue la inspiración', fix: 'siéntate a crear a la misma hora cada día y deja que la inspiración siga a la rutina' },
      { mistake: 'pulir una sola obra para siempre', fix: 'ponte una fecha límite y publica cuando esté bien, no perfecto' },
      { mistake: 'comparar el propio trabajo con el de los grandes', fix: 'compara tu trabajo con lo que hacías hace un año' },
      { mistake: 'practicar sin un objetivo', fix: 'empieza cada sesión sabiendo exactamente qué quieres mejorar' },
    ],
    tips: [
      'Crea algo pequeño cada día. La cantidad desarrolla la habilidad más rápido que la perfección.',
      'Copia a los artistas que admiras y luego cambia una sola cosa. Así nace el estilo.',
      'Muestra el proceso, no solo el resultado. La gente se enamora del camino.',
      'Lleva una libreta para tus ideas. Casi todas llegan cuando no estás trabajando.',
      'Termina, publica, repite. Una obra terminada te enseña más que un borrador perfecto.',
    ],
    myths: [
      { myth: 'los verdaderos artistas nacen con talento', truth: 'la maestría se construye con miles de obras pequeñas y terminadas' },
      { myth: 'hace falta un equipo caro para crear algo bueno', truth: 'tus ideas y tu práctica importan más que tus herramientas' },
    ],
    wins: ['Terminé mi primera canción y la gente de verdad la escucha', 'Por fin tengo un estilo que la gente reconoce'],
    hashtags: ['arte', 'musica', 'artista', 'musico', 'creatividad', 'ilustracion', 'inspiracion', 'cantautor'],
  },
  food_lifestyle: {
    label: 'cocina y estilo de vida',
    pains: [
      'Llego a casa sin energía y vuelvo a pedir comida a domicilio',
      'Quiero comer sano, pero no tengo tiempo para cocinar',
      'Compro comida y la mitad se me echa a perder',
    ],
    desires: ['comer bien sin pasar horas en la cocina', 'cocinar rico y barato', 'tener días más tranquilos y organizados'],
    mistakes: [
      { mistake: 'cocinar desde cero todos los días', fix: 'prepara dos bases el domingo y combínalas toda la semana' },
      { mistake: 'ir al súper sin lista', fix: 'planifica cinco cenas y compra solo lo que necesitan' },
      { mistake: 'cocinar todo a fuego máximo', fix: 'dale tiempo a la sartén para calentarse y a la comida para dorarse' },
      { mistake: 'salar solo al final', fix: 'prueba y ajusta la sal en cada paso' },
    ],
    tips: [
      'Ten tres salsas en la nevera. Convierten cualquier comida sencilla en una cena de verdad.',
      'Cocina arroz y granos en cantidad. Aguantan cuatro días en la nevera.',
      'Lava y corta las verduras en cuanto llegues del súper.',
      'Un chorrito de limón al final despierta casi cualquier plato.',
      'Pon la mesa aunque comas sin compañía. Cambia toda la noche.',
    ],
    myths: [
      { myth: 'comer sano tiene que ser caro', truth: 'las legumbres, los huevos, la avena y las verduras de temporada son baratos y sanos' },
      { myth: 'cocinar bien lleva horas', truth: 'la mayoría de las buenas cenas entre semana se hacen en veinte minutos' },
    ],
    wins: ['Ahora cocino en casa cinco días a la semana y me lleva menos tiempo', 'Gastamos menos en el súper y comemos mejor'],
    hashtags: ['comida', 'recetas', 'cocinacasera', 'recetasfaciles', 'comidasaludable', 'estilodevida', 'cocina', 'cenas'],
  },
  general: {
    label: 'creación de contenido',
    pains: ['Publico con regularidad, pero mi cuenta no crece', 'No sé de qué hablar en mis videos', 'Paso horas creando contenido y nadie lo ve'],
    desires: [
      'hacer crecer tu cuenta con videos que la gente sí mira',
      'publicar con constancia sin quedarte sin ideas',
      'convertir lo que sabes en contenido que funciona',
    ],
    mistakes: [
      { mistake: 'empezar los videos con una introducción larga', fix: 'di lo más interesante en los primeros dos segundos' },
      { mistake: 'publicar solo cuando llega la inspiración', fix: 'elige tres días fijos para publicar y respétalos' },
      { mistake: 'intentar gustarle a todo el mundo', fix: 'háblale a una persona concreta en cada video' },
      { mistake: 'dejar la personalidad fuera de los videos', fix: 'comparte tu opinión, aunque no todos estén de acuerdo' },
    ],
    tips: [
      'Anota cada pregunta que te hacen. Cada una es un video.',
      'Agrega subtítulos. La mayoría mira los videos sin sonido.',
      'Graba cinco videos de una vez y publícalos a lo largo de la semana.',
      'Termina cada video con un paso claro para quien lo mira.',
      'Fíjate qué videos guarda la gente y haz más como esos.',
    ],
    myths: [
      { myth: 'tienes que publicar todos los días para crecer', truth: 'la constancia importa más que la frecuencia' },
      { myth: 'el algoritmo odia las cuentas pequeñas', truth: 'el algoritmo prueba cada video con gente nueva, sin importar el tamaño de la cuenta' },
    ],
    wins: ['Mis videos por fin llegan a gente que todavía no me sigue', 'Tengo ideas para los próximos tres meses'],
    hashtags: ['creadordecontenido', 'contenido', 'consejos', 'redessociales', 'marketingdigital', 'crecimiento', 'ideasdecontenido', 'comunidad'],
  },
} satisfies Record<Exclude<NicheId, AddedNiche>, NicheVocab>;

const ADDED_NICHES = {
  travel: {
    label: 'viajes',
    pains: [
      'Vuelvo de cada viaje necesitando vacaciones de mis vacaciones',
      'Los vuelos se llevan la mitad del presupuesto antes de salir',
      'Planifico durante semanas y aun así termino en trampas para turistas',
    ],
    desires: ['viajar más sin gastar más', 'llevar todo en una maleta de mano', 'encontrar lugares que no salen en todas las guías'],
    mistakes: [
      { mistake: 'comprar el vuelo en la primera búsqueda', fix: 'activa una alerta de precio y compra cuando baje la tarifa' },
      { mistake: 'hacer la maleta para todos los escenarios posibles', fix: 'empaca para una semana y cuenta con lavar ropa una vez' },
      { mistake: 'meter cinco ciudades en una semana', fix: 'elige dos bases y haz excursiones de un día desde ellas' },
      { mistake: 'cambiar dinero en el aeropuerto', fix: 'paga con una tarjeta sin comisiones en el extranjero o saca efectivo en un cajero de la ciudad' },
      { mistake: 'comer al lado de los monumentos más famosos', fix: 'aléjate tres calles de la zona turística antes de elegir dónde comer' },
    ],
    tips: [
      'Vuela entre semana. Los vuelos de martes y miércoles suelen ser los más baratos.',
      'Toma una foto del pasaporte y guárdala sin conexión. Si se pierde, te ahorra horas de trámites.',
      'Enrolla la ropa en lugar de doblarla. Ocupa menos espacio y se arruga menos.',
      'Come donde el menú está solo en el idioma local. Ahí es donde comen los locales.',
      'Descarga los mapas sin conexión antes de aterrizar. El wifi del aeropuerto nunca está cuando lo necesitas.',
    ],
    myths: [
      {
        myth: 'viajar es solo para gente con mucho dinero',
        truth: 'las fechas flexibles, los vuelos en oferta y un presupuesto diario hacen que viajar sea mucho más accesible de lo que parece',
      },
      { myth: 'comprar a última hora siempre sale más barato', truth: 'los vuelos suelen encarecerse en las últimas semanas antes de la salida' },
    ],
    wins: ['Pasé diez días fuera solo con equipaje de mano', 'Este viaje me costó la mitad de lo que gastaba antes'],
    hashtags: ['viajes', 'viajar', 'viajarbarato', 'tipsdeviaje', 'mochileros', 'turismo', 'viajeros', 'escapadas'],
  },
  tech: {
    label: 'tecnología',
    pains: [
      'Ya vi cien tutoriales y todavía no puedo crear nada por mi cuenta',
      'Paso más tiempo arreglando bugs que escribiendo código',
      'La tecnología cambia tan rápido que siempre me quedo atrás',
    ],
    desires: ['conseguir tu primer trabajo en tecnología', 'aprender a programar sin quemarte', 'sacarle todo el partido a las herramientas que ya tienes'],
    mistakes: [
      { mistake: 'ver tutoriales sin construir nada', fix: 'después de cada tutorial, crea un proyecto pequeño sin mirar la solución' },
      { mistake: 'aprender tres lenguajes de programación a la vez', fix: 'elige un lenguaje y quédate con él hasta publicar un proyecto' },
      { mistake: 'copiar código sin entenderlo', fix: 'explica cada línea en voz alta antes de pegarla' },
      { mistake: 'dejar las copias de seguridad para después', fix: 'activa hoy las copias automáticas, antes de necesitarlas' },
      { mistake: 'buscar errores a ciegas', fix: 'lee el mensaje de error hasta el final y reproduce el fallo primero' },
    ],
    tips: [
      'Aprende los atajos del editor que usas todos los días. Diez atajos te ahorran horas al mes.',
      'Haz commit en Git todos los días. Un commit pequeño es un punto de guardado que algún día vas a agradecer.',
      'Crea proyectos que resuelvan un problema real de tu día a día. Los terminas, y hacen un portafolio más sólido.',
      'Si llevas veinte minutos sin avanzar, escribe la pregunta completa. Muchas veces la respuesta aparece mientras escribes.',
      'Usa un gestor de contraseñas y activa la verificación en dos pasos. Son diez minutos y frenan la mayoría de los ataques.',
    ],
    myths: [
      { myth: 'para programar hay que dominar las matemáticas', truth: 'en el día a día, programar es más lógica y paciencia que matemáticas avanzadas' },
      {
        myth: 'después de los treinta es tarde para entrar en tecnología',
        truth: 'la gente se pasa a la tecnología a cualquier edad, y su experiencia previa suele ser una ventaja',
      },
    ],
    wins: ['Creé mi primera app desde cero y la gente la usa de verdad', 'Ahora resuelvo bugs en minutos, no en días'],
    hashtags: ['tecnologia', 'programacion', 'programador', 'desarrolloweb', 'aprendeaprogramar', 'tech', 'codigo', 'developer'],
  },
  education: {
    label: 'educación',
    pains: [
      'Estudio horas y en el examen se me olvida todo',
      'Entiendo la clase, pero me bloqueo cuando tengo que aplicarlo',
      'Empiezo un curso con muchas ganas y lo dejo a la mitad',
    ],
    desires: ['recordar lo que estudias más de una semana', 'preparar los exámenes sin pasar noches en vela', 'terminar cada curso que empiezas'],
    mistakes: [
      { mistake: 'releer los apuntes una y otra vez', fix: 'cierra los apuntes y escribe todo lo que recuerdes' },
      { mistake: 'estudiar todo la noche antes del examen', fix: 'reparte el repaso en varias sesiones cortas a lo largo de la semana' },
      { mistake: 'subrayar páginas enteras', fix: 'convierte cada página en dos preguntas y respóndelas al día siguiente' },
      { mistake: 'estudiar con el teléfono en la mesa', fix: 'deja el teléfono en otra habitación durante cada bloque de estudio' },
      { mistake: 'estudiar solo mirando y escuchando', fix: 'después de cada clase, resuelve un ejercicio o explica la idea con otras palabras' },
    ],
    tips: [
      'Estudia en bloques de veinticinco minutos con descansos de cinco. La concentración dura más que en una sola maratón.',
      'Explica el tema a alguien que no sabe nada de él. Los huecos aparecen enseguida.',
      'Repasa lo nuevo al día siguiente, luego a los tres días y después a la semana.',
      'Duerme después de estudiar. El cerebro fija lo aprendido mientras duermes.',
      'Empieza cada sesión recordando lo que viste la última vez, antes de abrir el libro.',
    ],
    myths: [
      { myth: 'hay personas que simplemente no sirven para estudiar', truth: 'casi toda la diferencia está en el método, no en el talento' },
      {
        myth: 'cuantas más horas estudias, mejores resultados sacas',
        truth: 'las sesiones cortas y regulares con autoevaluación rinden más que las maratones',
      },
    ],
    wins: ['Aprobé el examen sin pasar ni una noche en vela', 'Terminé un curso que ya había dejado tres veces'],
    hashtags: ['educacion', 'estudiar', 'tecnicasdeestudio', 'estudiantes', 'docentes', 'oposiciones', 'studygram', 'motivacionparaestudiar'],
  },
  parenting: {
    label: 'crianza',
    pains: [
      'Cada noche la hora de dormir se convierte en una batalla',
      'Me paso el día diciendo que no y nadie me escucha',
      'Me siento culpable cada vez que me tomo un minuto para mí',
    ],
    desires: ['acostar a los niños sin peleas', 'poner límites sin gritar', 'calmar una rabieta sin ceder'],
    mistakes: [
      { mistake: 'dar largas explicaciones en plena rabieta', fix: 'nombra la emoción con pocas palabras y espera a que llegue la calma para hablar' },
      { mistake: 'cambiar la rutina de la noche cada día', fix: 'repite los mismos tres pasos en el mismo orden cada noche' },
      { mistake: 'hacer una pregunta cuando en realidad no hay opción', fix: 'da una indicación clara u ofrece dos opciones que funcionen para la familia' },
      { mistake: 'usar pantallas para llenar cada espera', fix: 'lleva en el bolso un par de juegos tranquilos para las filas y los trayectos largos' },
      { mistake: 'elogiar solo los resultados', fix: 'elogia el esfuerzo y di exactamente qué salió bien' },
    ],
    tips: [
      'Avisa cinco minutos antes de cada cambio de actividad. Los niños se resisten a las sorpresas, no al cambio en sí.',
      'Ofrece dos opciones que te sirvan a ti: el vaso rojo o el azul.',
      'Juega diez minutos al día a lo que elijan los niños. Evita más conflictos que cualquier norma.',
      'Pon las normas de casa en dibujos a la altura de sus ojos. Un dibujo recuerda mejor que un grito.',
      'Cuida también tu descanso. Con sueño suficiente, la paciencia dura mucho más.',
    ],
    myths: [
      { myth: 'los buenos padres nunca pierden la paciencia', truth: 'todos los padres la pierden alguna vez, lo importante es reparar después' },
      {
        myth: 'un bebé debería dormir toda la noche desde los pocos meses',
        truth: 'despertarse de noche es normal durante mucho tiempo, y cada niño llega a su propio ritmo',
      },
    ],
    wins: ['Ahora la hora de dormir dura veinte minutos y nadie llora', 'Los niños ahora me cuentan sus errores en lugar de esconderlos'],
    hashtags: ['crianza', 'maternidad', 'crianzarespetuosa', 'paternidad', 'mamaprimeriza', 'hijos', 'crianzapositiva', 'maternidadreal'],
  },
  finance: {
    label: 'finanzas',
    pains: [
      'Gano bien y aun así llego a fin de mes sin nada',
      'La declaración de impuestos es una pesadilla de recibos perdidos',
      'Quiero invertir, pero me da miedo perderlo todo',
    ],
    desires: ['ahorrar sin renunciar a todo lo que te gusta', 'dejar de pagar impuestos de más, dentro de la ley', 'empezar a invertir con poco dinero'],
    mistakes: [
      { mistake: 'ahorrar lo que sobra a fin de mes', fix: 'aparta una cantidad fija el día de cobro, antes de gastar nada' },
      { mistake: 'guardar los recibos en una caja hasta la declaración', fix: 'fotografía cada recibo el mismo día y guárdalo en una sola carpeta' },
      { mistake: 'mezclar el dinero personal con el del negocio', fix: 'abre una cuenta aparte para los ingresos y gastos del trabajo' },
      { mistake: 'invertir en lo que está de moda esta semana', fix: 'compra cada mes un fondo indexado amplio y deja de mirar la cotización a diario' },
      { mistake: 'ignorar las pequeñas suscripciones mensuales', fix: 'revisa todas las suscripciones cada trimestre y cancela las que nadie usa' },
    ],
    tips: [
      'Ten un fondo de emergencia de tres meses de gastos antes de invertir.',
      'Aparta una parte de cada cobro para impuestos el mismo día que llega. Así los impuestos nunca son una sorpresa.',
      'Anota todos tus gastos durante un mes. Casi todo el mundo descubre dinero que se le escapaba sin darse cuenta.',
      'Paga primero la deuda con el interés más alto.',
      'Revisa qué gastos puedes deducir. Muchos trabajadores independientes pagan impuestos por dinero que ya gastaron en su trabajo.',
    ],
    myths: [
      { myth: 'para invertir hace falta mucho dinero', truth: 'puedes empezar con poco cada mes, y el tiempo hace la mayor parte del trabajo' },
      { myth: 'la devolución de impuestos es un regalo', truth: 'la devolución es dinero que pagaste de más durante el año y que vuelve con retraso' },
    ],
    wins: ['Por primera vez en mi vida tengo un fondo de emergencia', 'Hice la declaración en una tarde y sin pánico'],
    hashtags: ['finanzas', 'finanzaspersonales', 'ahorro', 'inversion', 'educacionfinanciera', 'dinero', 'impuestos', 'libertadfinanciera'],
  },
  pets: {
    label: 'cuidado de mascotas',
    pains: [
      'Mi mascota pone la casa patas arriba cada vez que salgo',
      'Cada paseo con mi perro es una lucha con la correa',
      'Gasto una fortuna en el veterinario y sigo sin saber qué necesita mi mascota',
    ],
    desires: [
      'entender lo que tu mascota intenta decirte',
      'enseñar buenos modales sin gritos ni castigos',
      'mantener sana a tu mascota y gastar menos en el veterinario',
    ],
    mistakes: [
      { mistake: 'castigar a la mascota por algo que pasó hace horas', fix: 'premia la conducta correcta en los dos segundos siguientes' },
      { mistake: 'dar comida de la mesa', fix: 'sirve la comida solo en el comedero y guarda los premios para el entrenamiento' },
      {
        mistake: 'omitir la revisión anual porque la mascota parece estar bien',
        fix: 'lleva a la mascota al veterinario una vez al año, aunque todo parezca normal',
      },
      {
        mistake: 'dejar a una mascota aburrida sola todo el día sin nada que hacer',
        fix: 'antes de salir, deja un juguete dispensador de comida o algo para morder',
      },
      { mistake: 'cambiar el alimento de un día para otro', fix: 'mezcla el alimento nuevo con el anterior poco a poco durante una semana' },
    ],
    tips: [
      'Entrena en sesiones de cinco minutos. Poco y a menudo funciona mejor que una clase larga.',
      'Pesa a tu mascota una vez al mes. Un cambio de peso suele ser la primera señal de que algo va mal.',
      'Deja que tu perro olfatee en el paseo. Diez minutos olfateando lo cansan más que media hora corriendo.',
      'Cepíllale los dientes a tu mascota varias veces por semana. Los problemas dentales están entre los motivos de consulta más comunes.',
      'Guarda hoy en el teléfono el número de una clínica veterinaria de urgencias 24 horas.',
    ],
    myths: [
      {
        myth: 'una nariz caliente y seca significa que la mascota está enferma',
        truth: 'la nariz dice muy poco sobre la salud, en cambio el apetito, la energía y el comportamiento dicen mucho',
      },
      { myth: 'una mascota adulta ya no aprende nada nuevo', truth: 'las mascotas aprenden a cualquier edad si las sesiones son cortas y con premio' },
    ],
    wins: ['Ahora mi mascota se queda tranquila cuando salgo de casa', 'Por primera vez la visita al veterinario fue rápida y sin estrés'],
    hashtags: ['mascotas', 'perros', 'gatos', 'perrosdeinstagram', 'gatosdeinstagram', 'amantesdelosanimales', 'adiestramientocanino', 'veterinaria'],
  },
} satisfies Record<AddedNiche, NicheVocab>;

export const ES_NICHES: Record<NicheId, NicheVocab> = { ...SPEC_NICHES, ...ADDED_NICHES };

/** es: lines for an idea no niche's vocabulary covers (true of almost any practical idea). */
export const ES_ANY_TOPIC: TopicVocab = {
  pains: [
    'Ya leí todo sobre esto y sigo sin saber por dónde empezar',
    'Lo intento unos días y luego la rutina me gana',
    'Sigo esperando el momento perfecto y nunca llega',
  ],
  desires: ['ver un progreso real en los próximos treinta días', 'por fin lograrlo sin agotarte', 'meterlo en tu semana sin un gran esfuerzo'],
  mistakes: [
    { mistake: 'intentar cambiarlo todo a la vez', fix: 'elige un cambio pequeño y repítelo cada día durante dos semanas' },
    { mistake: 'esperar el momento perfecto para empezar', fix: 'empieza hoy con la versión más pequeña que puedas hacer' },
    { mistake: 'copiar lo que le funcionó a otra persona', fix: 'pruébalo en ti y quédate solo con lo que de verdad ayuda' },
    { mistake: 'juzgar el resultado a los pocos días', fix: 'date un mes y anota desde dónde empiezas' },
  ],
  tips: [
    'Anota dónde estás hoy. En un mes verás exactamente cuánto avanzaste.',
    'Empieza con cinco minutos. Lo pequeño es fácil de repetir, y repetir es lo que funciona.',
    'Átalo a algo que ya haces cada día, como el café de la mañana.',
    'Pregunta a alguien que ya lo haya logrado. Una buena pregunta te puede ahorrar meses.',
    'Decide de antemano qué harás si fallas un día, para que un fallo no se convierta en una semana.',
  ],
  myths: [
    { myth: 'necesitas horas libres para avanzar en esto', truth: 'unos minutos de concentración cada día rinden más que una sesión larga al mes' },
    { myth: 'hay gente que nace sabiendo hacerlo', truth: 'casi toda la diferencia está en la práctica y en un plan que de verdad sigues' },
  ],
  wins: ['Dejé de complicarme y por fin veo avances', 'Diez minutos al día, y un mes después de verdad funciona'],
};
