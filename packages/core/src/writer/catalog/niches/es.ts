import type { NicheId, NicheVocab } from '../types.ts';

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
      { mistake: 'planificar el día solo en tu cabeza', fix: 'escribe tus tres prioridades la noche anterior' },
      { mistake: 'comparar tu comienzo con el éxito de otros', fix: 'compárate solo con la persona que eras hace un mes' },
    ],
    tips: [
      'Deja el teléfono en otra habitación durante la primera hora de trabajo. Tu concentración se duplica.',
      'Une un hábito nuevo a uno viejo: después del café, diez minutos de lectura.',
      'Cuenta rachas, no días perfectos. Fallar un día es normal; fallar dos seguidos ya es un patrón.',
      'Decide esta noche cuál será la primera tarea de mañana.',
      'Celebra las pequeñas victorias. El cerebro aprende con recompensas, no con culpa.',
    ],
    myths: [
      { myth: 'para cambiar tu vida necesitas muchísima motivación', truth: 'los sistemas le ganan a la motivación, porque la motivación se acaba antes del mediodía' },
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
      { mistake: 'hablar de tu producto en lugar del problema del cliente', fix: 'empieza cada publicación con el problema que tu cliente tiene hoy' },
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
      { mistake: 'entrenar solo lo que ya te sale bien', fix: 'dedica la mitad de cada sesión a tu punto más débil' },
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
    pains: [
      'Tengo mil ideas, pero nunca termino nada',
      'Practico durante horas y sigo sin sonar como quiero',
      'Nadie ve mi trabajo, por más que publique',
    ],
    desires: ['terminar tus proyectos', 'encontrar tu propio estilo', 'mostrar tu trabajo a gente que lo disfrute'],
    mistakes: [
      { mistake: 'esperar a que llegue la inspiración', fix: 'siéntate a crear a la misma hora cada día y deja que la inspiración siga a la rutina' },
      { mistake: 'pulir una sola obra para siempre', fix: 'ponte una fecha límite y publica cuando esté bien, no perfecto' },
      { mistake: 'comparar tu trabajo con el de los grandes', fix: 'compara tu trabajo con lo que hacías hace un año' },
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
    pains: [
      'Publico con regularidad, pero mi cuenta no crece',
      'No sé de qué hablar en mis videos',
      'Paso horas creando contenido y nadie lo ve',
    ],
    desires: ['hacer crecer tu cuenta con videos que la gente sí mira', 'publicar con constancia sin quedarte sin ideas', 'convertir lo que sabes en contenido que funciona'],
    mistakes: [
      { mistake: 'empezar tus videos con una introducción larga', fix: 'di lo más interesante en los primeros dos segundos' },
      { mistake: 'publicar solo cuando te llega la inspiración', fix: 'elige tres días fijos para publicar y respétalos' },
      { mistake: 'intentar gustarle a todo el mundo', fix: 'háblale a una persona concreta en cada video' },
      { mistake: 'esconder tu personalidad', fix: 'comparte tu opinión, aunque no todos estén de acuerdo' },
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

// TODO(issue 11): the added niches' own vocabulary (stand-ins until then).
export const ES_NICHES: Record<NicheId, NicheVocab> = {
  ...SPEC_NICHES,
  travel: SPEC_NICHES.general,
  tech: SPEC_NICHES.general,
  education: SPEC_NICHES.general,
  parenting: SPEC_NICHES.general,
  finance: SPEC_NICHES.general,
  pets: SPEC_NICHES.general,
};
