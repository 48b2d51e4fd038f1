import type { NicheMaterial } from '../types.ts';

/** travel, es: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'budget-travel',
    label: 'Viajar con poco presupuesto',
    keywords: [
      'viajar barato',
      'viaje barato',
      'viajar con poco dinero',
      'viajar low cost',
      'viaje low cost',
      'mochilero',
      'mochilera',
      'mochilear',
      'hostal',
      'hostales',
      'albergue',
      'ahorrar en el viaje',
      'presupuesto de viaje',
      'cuánto gasté',
      'planes gratis',
      'viaje económico',
    ],
    hooks: [
      'No necesitas más dinero para viajar. Necesitas dejar de gastarlo en tres cosas.',
      'Gasté menos en dos semanas fuera que en un mes de alquiler. Te cuento a dónde se fue el dinero.',
      'Tu viaje ya es caro antes de salir de casa, y no es por el vuelo.',
    ],
    tips: [
      {
        screen: 'Viaja en temporada media',
        say: 'Ve justo antes o justo después de la temporada alta. Casi el mismo clima, menos gente y un alojamiento que suele costar bastante menos.',
      },
      {
        screen: 'La comida fuerte al mediodía',
        say: 'Haz del almuerzo tu comida fuerte. Muchos sitios tienen menú del día o comida corrida por mucho menos que la cena.',
      },
      {
        screen: 'Paga en moneda local',
        say: 'Cuando la terminal de pago o el cajero te ofrezca cobrarte en tu moneda, di que no y paga en moneda local. Su conversión casi siempre es peor.',
      },
      {
        screen: 'Habitación privada en hostal',
        say: 'Mira las habitaciones privadas de los hostales. Tienes tu propia puerta por menos que un hotel, además de cocina y gente a quien preguntar.',
      },
      {
        screen: 'Camina y usa el transporte',
        say: 'Compra un abono de transporte público en vez de tomar taxis, y camina entre los sitios cercanos. A pie conoces mucho más la ciudad.',
      },
      {
        screen: 'Free tour el primer día',
        say: 'Apúntate a un free tour el primer día. Pagas lo que te parezca justo y en dos horas entiendes cómo está armada la ciudad.',
      },
    ],
    steps: [
      { screen: '1. Fija un gasto diario', say: 'Primero, decide cuánto puedes gastar al día en alojamiento, comida y transporte, antes de reservar nada.' },
      {
        screen: '2. Reserva primero el alojamiento',
        say: 'Luego, reserva el alojamiento, porque es el mayor gasto del día y el más fácil de pagar de más a última hora.',
      },
      {
        screen: '3. Una comida del súper',
        say: 'Después, planea una comida al día con cosas del súper o del mercado, y gasta el dinero de comida en lo que vas a recordar.',
      },
      {
        screen: '4. Apunta cada noche',
        say: 'Por último, apunta cada noche lo que gastaste. Dos minutos al día evitan que un pequeño exceso se vuelva un agujero.',
      },
    ],
    myths: [
      {
        screen: '¿Viajar es de ricos?',
        myth: 'Viajar es solo para quien tiene mucho dinero.',
        fact: 'En muchos destinos el día cuesta menos que quedarte en casa, si eliges lugares baratos, vas despacio y evitas los restaurantes para turistas.',
      },
      {
        screen: '¿Última hora es más barato?',
        myth: 'Las ofertas de última hora siempre son lo más barato.',
        fact: 'Los vuelos y las camas baratas se venden primero. En fechas populares, reservar pronto casi siempre ahorra más que esperar.',
      },
    ],
    mistakes: [
      {
        screen: 'Demasiadas ciudades',
        mistake: 'Intentas ver cinco ciudades en diez días y pagas un traslado cada dos días.',
        fix: 'Elige dos o tres bases y haz excursiones de un día desde ellas.',
      },
      {
        screen: 'Comer en la plaza mayor',
        mistake: 'Comes en los restaurantes con la carta en seis idiomas junto al monumento.',
        fix: 'Camina dos o tres calles y come donde oigas el idioma local.',
      },
      {
        screen: 'Sin seguro de viaje',
        mistake: 'Te saltas el seguro de viaje para ahorrar un poco.',
        fix: 'Contrata al menos un seguro básico. Una visita al hospital en el extranjero puede costar más que todo el viaje.',
      },
    ],
    facts: [
      {
        screen: 'Temporada baja rinde',
        say: 'En temporada baja, el alojamiento en los destinos más buscados suele costar bastante menos, a veces la mitad que en plena temporada.',
      },
      {
        screen: 'Una base, menos gasto',
        say: 'Quedarte siete noches en un solo sitio, en lugar de cambiar cada dos noches, te ahorra unos tres días de traslados y lo que cuestan.',
      },
    ],
    questions: [
      {
        question: '¿Cuánto dinero necesito por día de viaje?',
        answer: 'Depende más del país que de ti. Mira el precio de un hostal y de un menú del día allí, y súmale el transporte.',
      },
      {
        question: '¿Es seguro un hostal si viajo sola?',
        answer:
          'Los que tienen buenas reseñas suelen serlo. Lee reseñas recientes, elige uno con casilleros con candado y reserva un dormitorio solo de mujeres si lo prefieres.',
      },
    ],
    comparisons: [
      {
        a: 'Hostal',
        b: 'Hotel sencillo',
        verdict:
          'El hostal gana si viajas solo y quieres conocer gente. Para dos personas, una habitación de hotel sencillo muchas veces cuesta casi lo mismo que dos camas en dormitorio.',
      },
    ],
    before: 'Ahora mismo crees que un viaje de verdad no entra en tu presupuesto, y lo vas dejando para el año que viene.',
    after: 'Con un gasto diario fijo y un par de hábitos, vuelves del viaje con dinero de sobra y sin sustos en la tarjeta.',
  },
  {
    id: 'packing-light',
    label: 'Viajar solo con equipaje de mano',
    keywords: [
      'equipaje de mano',
      'solo equipaje de mano',
      'maleta de mano',
      'maleta de cabina',
      'hacer la maleta',
      'haz la maleta conmigo',
      'qué llevar en la maleta',
      'lista de equipaje',
      'maleta',
      'maletas',
      'mochila',
      'equipaje',
      'organizadores de maleta',
      'neceser',
      'armario cápsula',
      'empacar',
    ],
    hooks: [
      'Viajé dos semanas con una mochila pequeña y no eché nada de menos.',
      'La mitad de lo que llevas en la maleta va a volver sin estrenar.',
      'Deja de pagar por la maleta en bodega. Así te cabe todo en el equipaje de mano.',
    ],
    tips: [
      {
        screen: 'Una sola paleta de colores',
        say: 'Lleva ropa en dos o tres colores que combinen entre sí. Así cinco prendas te dan un look distinto cada día.',
      },
      { screen: 'Lo más pesado puesto', say: 'Ponte en el avión los zapatos más pesados y la chaqueta. Eso libera mucho espacio en la maleta.' },
      { screen: 'Cuenta con lavar', say: 'Lleva ropa para cinco a siete días, no para todo el viaje. Lava una vez en el lavabo o en una lavandería.' },
      { screen: 'Envases pequeños', say: 'Pasa el champú y la crema a botes pequeños, o cámbiate al champú sólido y olvídate de la bolsa de líquidos.' },
      {
        screen: 'Organizadores de maleta',
        say: 'Usa organizadores: uno para camisetas, otro para pantalones y otro para ropa interior. Encuentras todo sin vaciar la maleta.',
      },
    ],
    steps: [
      { screen: '1. Todo sobre la cama', say: 'Primero, pon sobre la cama todo lo que quieres llevar.' },
      { screen: '2. Quita un tercio', say: 'Luego, devuelve un tercio al armario, empezando por lo que metiste por si acaso.' },
      { screen: '3. Dos pares de zapatos', say: 'Después, quédate con dos pares de zapatos como mucho: los que llevas puestos y unos ligeros.' },
      {
        screen: '4. Prueba la maleta',
        say: 'Por último, cierra la maleta y da una vuelta a la manzana con ella. Si ya pesa ahora, en los adoquines pesará más.',
      },
    ],
    myths: [
      {
        screen: '¿Enrollar ahorra espacio?',
        myth: 'El secreto para viajar ligero es enrollar la ropa.',
        fact: 'Enrollar o doblar cambia muy poco. El único truco que de verdad ahorra espacio es llevar menos cosas.',
      },
      {
        screen: '¿Llevar para todo?',
        myth: 'Tienes que llevar ropa para cualquier situación posible.',
        fact: 'Casi en cualquier sitio puedes comprar lo que olvidaste en una farmacia o un súper. Haz la maleta para tu plan, no para el peor caso.',
      },
    ],
    mistakes: [
      { screen: 'Un look por día', mistake: 'Llevas un conjunto distinto para cada día del viaje.', fix: 'Repite ropa. En el viaje nadie te ve dos veces.' },
      {
        screen: 'No revisar medidas',
        mistake: 'Das por hecho que tu maleta de cabina vale para cualquier aerolínea.',
        fix: 'Revisa medidas y peso en la web de la aerolínea, porque las low cost muchas veces solo incluyen un bolso pequeño gratis.',
      },
      {
        screen: 'Líquidos al fondo',
        mistake: 'Metes la bolsa de líquidos al fondo de la maleta.',
        fix: 'Lleva la bolsa de líquidos arriba del todo, para pasar el control en segundos sin deshacer la maleta entera.',
      },
    ],
    facts: [
      {
        screen: 'Líquidos de 100 ml',
        say: 'En la mayoría de los aeropuertos, los líquidos del equipaje de mano van en envases de hasta 100 mililitros, todos en una bolsa transparente pequeña.',
      },
      {
        screen: 'Bolso bajo el asiento',
        say: 'En muchas low cost, el bulto gratis es solo del tamaño de una mochila pequeña. Suele rondar los 40 por 20 por 25 centímetros.',
      },
    ],
    questions: [
      {
        question: '¿Mochila o maleta de ruedas para ir solo con equipaje de mano?',
        answer: 'La mochila es mejor para escaleras, cascos antiguos y autobuses. La maleta de ruedas es mejor para aeropuertos y viajes de trabajo.',
      },
      {
        question: '¿Cómo llevo ropa de abrigo en el equipaje de mano?',
        answer: 'Usa capas finas en vez de un abrigo grueso. Una camiseta térmica, un forro polar y una chaqueta de plumas plegable caben en muy poco espacio.',
      },
    ],
    comparisons: [
      {
        a: 'Solo equipaje de mano',
        b: 'Maleta en bodega',
        verdict:
          'El equipaje de mano gana en viajes de hasta dos semanas: sin pagar, sin esperar la cinta y sin maletas perdidas. La maleta en bodega tiene sentido para la nieve o estancias largas con frío.',
      },
    ],
    before: 'Ahora arrastras una maleta pesada por las escaleras, pagas por la maleta en bodega y usas la mitad de lo que llevaste.',
    after: 'En tu próximo viaje, sales del avión directo a la salida, con una maleta ligera y todo lo que necesitas.',
  },
  {
    id: 'cheap-flights',
    label: 'Vuelos baratos y reservas',
    keywords: [
      'vuelos baratos',
      'vuelo barato',
      'boletos de avión',
      'billetes de avión',
      'pasajes baratos',
      'pasajes de avión',
      'cuándo comprar vuelos',
      'ofertas de vuelos',
      'aerolínea low cost',
      'escala',
      'escalas',
      'alerta de precios',
      'aeropuerto',
      'vuelo retrasado',
      'vuelo cancelado',
      'reservar vuelo',
    ],
    hooks: [
      'El vuelo más barato casi nunca está en la fecha que buscaste primero.',
      'El modo incógnito no te abarata el vuelo. Esto sí.',
      'Crucé el océano por menos de lo que cuesta un fin de semana en mi ciudad. Te enseño cómo busco.',
    ],
    tips: [
      {
        screen: 'Busca el mes entero',
        say: 'Usa la vista de calendario o de mes completo en vez de una sola fecha. Mover el viaje dos días puede cambiar mucho el precio.',
      },
      {
        screen: 'Activa una alerta de precio',
        say: 'Activa una alerta de precio para tu ruta y deja que el precio venga a ti, en vez de mirarlo cada mañana.',
      },
      {
        screen: 'Aeropuertos cercanos',
        say: 'Busca en todos los aeropuertos a dos horas de tu ciudad y de tu destino. Los pequeños a veces tienen aerolíneas más baratas.',
      },
      { screen: 'Vuela entre semana', say: 'Mira salidas en martes, miércoles y sábado. Muchas veces son más baratas que viernes y domingo.' },
      {
        screen: 'Suma el precio real',
        say: 'Suma maleta, asiento y traslado desde el aeropuerto antes de comparar. Un vuelo barato a un aeropuerto lejano puede salir el más caro.',
      },
    ],
    steps: [
      { screen: '1. Fechas flexibles', say: 'Primero, busca tu destino con fechas flexibles en todo el mes en que quieres viajar.' },
      {
        screen: '2. Compara y compra directo',
        say: 'Luego, compara en un buscador, pero compra en la web de la aerolínea si el precio es igual, porque los cambios son más fáciles.',
      },
      { screen: '3. Alerta en dos fechas', say: 'Después, pon una alerta en las dos mejores fechas y compra cuando el precio baje o empiece a subir.' },
      {
        screen: '4. Revisa el equipaje',
        say: 'Por último, antes de pagar, revisa qué equipaje incluye y añade lo que necesites, porque en el aeropuerto suele costar más.',
      },
    ],
    myths: [
      {
        screen: '¿Modo incógnito?',
        myth: 'Las aerolíneas suben el precio si buscas el mismo vuelo dos veces, así que usa siempre el modo incógnito.',
        fact: 'El precio cambia según la demanda y los asientos vendidos, no según tus cookies. El modo incógnito no te da una tarifa más baja.',
      },
      {
        screen: '¿Comprar un martes?',
        myth: 'Hay un día mágico de la semana para comprar vuelos baratos.',
        fact: 'El día en que compras importa mucho menos que el día en que vuelas y la antelación con la que compras.',
      },
    ],
    mistakes: [
      {
        screen: 'Comprar demasiado tarde',
        mistake: 'Esperas una oferta de última hora para Semana Santa o Navidad.',
        fix: 'Para puentes y vacaciones, compra en cuanto tengas las fechas cerradas.',
      },
      {
        screen: 'Escala propia muy corta',
        mistake: 'Compras dos reservas separadas con una hora entre vuelos.',
        fix: 'Deja al menos tres o cuatro horas entre reservas separadas, porque la segunda aerolínea no va a esperar a tu primer vuelo retrasado.',
      },
      {
        screen: 'Olvidar el traslado',
        mistake: 'Compras un vuelo que aterriza a la una de la madrugada en un aeropuerto lejos de la ciudad.',
        fix: 'Antes de comprar, mira cómo y por cuánto sales del aeropuerto de madrugada.',
      },
    ],
    facts: [
      {
        screen: 'Retrasos en la UE',
        say: 'En vuelos cubiertos por las normas europeas, llegar con tres horas o más de retraso puede darte derecho a entre 250 y 600 euros. Las circunstancias extraordinarias, como una tormenta, son la excepción.',
      },
      {
        screen: 'Días seguidos, otro precio',
        say: 'El mismo trayecto puede costar el doble o más de un día para otro, por eso el calendario de precios te ahorra dinero.',
      },
    ],
    questions: [
      {
        question: '¿Con cuánta antelación compro el vuelo?',
        answer: 'Como referencia, de uno a tres meses antes para vuelos cortos, y unos meses más para vuelos largos y fechas de vacaciones.',
      },
      {
        question: '¿Vale la pena un vuelo con escala para ahorrar?',
        answer:
          'Si el ahorro es grande y la escala pasa de dos horas en la misma reserva, casi siempre sí. Con menos de una hora, rara vez compensa el estrés.',
      },
    ],
    comparisons: [
      {
        a: 'Vuelo directo',
        b: 'Vuelo con escala',
        verdict:
          'En un viaje corto vale la pena pagar un poco más por el directo, porque cada hora cuenta. En uno largo, una escala barata puede pagarte una noche de hotel.',
      },
    ],
    before: 'Ahora buscas una sola fecha, ves un precio que duele y cierras la pestaña otro mes.',
    after: 'Con fechas flexibles y alertas de precio, compras cuando la tarifa baja y gastas la diferencia en el propio viaje.',
  },
  {
    id: 'city-guides',
    label: 'Guías de ciudad y rincones escondidos',
    keywords: [
      'qué visitar',
      'imprescindibles',
      'guía de la ciudad',
      'rincones escondidos',
      'lugares escondidos',
      'sitios secretos',
      'lugares secretos',
      'itinerario',
      'recorrido por la ciudad',
      'mirador',
      'casco antiguo',
      'escapada',
      'paseo a pie',
      'trampas para turistas',
      'barrio',
      'granada',
    ],
    hooks: [
      'Todo el mundo fotografía la misma plaza. Dos calles más allá está la ciudad de la que me enamoré.',
      'Si solo tienes un día aquí, sáltate la cola famosa y haz esto.',
      'La gente de aquí nunca come en la plaza mayor, y tú tampoco deberías.',
    ],
    tips: [
      {
        screen: 'Llega a la apertura',
        say: 'Visita el monumento famoso justo a la hora de apertura. La primera hora es la más tranquila, antes de que lleguen los grupos.',
      },
      {
        screen: 'Una calle más atrás',
        say: 'Aléjate una o dos calles de los sitios principales. Bajan los precios, hay menos gente y empieza el barrio de verdad.',
      },
      {
        screen: 'La entrada clave con tiempo',
        say: 'Compra con semanas de antelación la entrada del sitio que se agota, como la Alhambra en Granada en temporada alta.',
      },
      {
        screen: 'Mirador al atardecer',
        say: 'Busca el mejor mirador de la ciudad y llega media hora antes del atardecer, como al de San Nicolás en el Albaicín.',
      },
      {
        screen: 'Pregunta dónde comen ellos',
        say: 'Pregunta a quien te atiende en el café o en el alojamiento dónde come en su día libre, no a dónde deberían ir los turistas.',
      },
    ],
    steps: [
      { screen: '1. Mañana: lo imprescindible', say: 'Primero, dedica la primera hora de la mañana al único sitio que te dolería perderte.' },
      { screen: '2. Mediodía: un mercado', say: 'Luego, come en un mercado de abastos, donde la gente del barrio compra y come.' },
      { screen: '3. Tarde: piérdete', say: 'Después, pasa la tarde caminando por un barrio antiguo sin plan y sin el mapa en la pantalla.' },
      { screen: '4. Noche: atardecer', say: 'Por último, termina el día en un mirador al atardecer y cena cerca, lejos de la plaza principal.' },
    ],
    myths: [
      {
        screen: '¿Verlo todo?',
        myth: 'Un buen viaje es ver todos los sitios del top diez.',
        fact: 'Tres cosas hechas con calma valen más que diez vistas desde una cola. Lo que recuerdas después casi nunca está en la lista.',
      },
      {
        screen: '¿Rincones secretos?',
        myth: 'Los rincones escondidos solo aparecen en apps y blogs secretos.',
        fact: 'Casi siempre están a un barrio del centro, y cualquier vecino te los señala.',
      },
    ],
    mistakes: [
      {
        screen: 'Itinerario a tope',
        mistake: 'Planeas cada hora de cada día.',
        fix: 'Planea una cosa grande por la mañana y deja la tarde libre para pasear.',
      },
      {
        screen: 'Mediodía en lo famoso',
        mistake: 'Llegas al sitio más famoso a mediodía con todo el mundo.',
        fix: 'Ve a la apertura o en la última hora antes del cierre.',
      },
      {
        screen: 'Solo siguiendo el mapa',
        mistake: 'Vas de un punto del mapa al siguiente sin levantar la vista del teléfono.',
        fix: 'Elige una dirección, guarda el teléfono una hora y levanta la vista.',
      },
    ],
    facts: [
      { screen: 'Tapa gratis en Granada', say: 'En Granada, muchos bares te ponen una tapa gratis con cada bebida, así que tres cañas pueden ser tu cena.' },
      {
        screen: 'Museos gratis',
        say: 'Muchos museos grandes tienen entrada gratis un día a la semana o unas horas al día, así que mira su web antes de pagar.',
      },
    ],
    questions: [
      {
        question: '¿Cuántos días necesito en una ciudad?',
        answer: 'Para la mayoría de las ciudades, tres días completos bastan para ver lo principal y pasear sin prisa.',
      },
      {
        question: '¿Vale la pena la tarjeta turística de la ciudad?',
        answer: 'Solo si vas a visitar al menos tres o cuatro de sus sitios de pago dentro de su plazo. Suma las entradas antes de comprarla.',
      },
    ],
    comparisons: [
      {
        a: 'Visita guiada',
        b: 'Explorar por tu cuenta',
        verdict: 'Haz una visita guiada el primer día para entender la ciudad y luego explora por tu cuenta. Te quedas con las historias y con la libertad.',
      },
    ],
    before: 'Ahora tus escapadas a una ciudad son colas, plazas llenas y comidas caras que olvidas esa misma noche.',
    after: 'En tu próximo viaje, le ganas a la multitud por la mañana. Y pasas las tardes donde no llegan los autobuses turísticos.',
  },
  {
    id: 'street-food',
    label: 'Comida callejera y qué comer',
    keywords: [
      'comida callejera',
      'comida de la calle',
      'street food',
      'comida local',
      'qué comer en',
      'platos típicos',
      'comida típica',
      'tacos',
      'taquería',
      'puesto de comida',
      'mercado',
      'tour gastronómico',
      'dónde comer',
      'comer barato',
      'intoxicación',
      'antojitos',
    ],
    hooks: [
      'La mejor comida de mi viaje costó menos que un café en el aeropuerto.',
      'Antes de comer en la calle en otro país, apréndete esta regla sobre la cola.',
      'Sáltate el restaurante con fotos en la carta. La comida de verdad está en la esquina.',
    ],
    tips: [
      {
        screen: 'Sigue la fila de locales',
        say: 'Come en el puesto con fila de gente del lugar. Una fila larga significa producto fresco, mucha rotación y un cocinero de confianza.',
      },
      {
        screen: 'Caliente y delante de ti',
        say: 'Elige comida que se cocina caliente delante de ti. Lo que chisporrotea en la plancha es más seguro que lo que lleva horas expuesto.',
      },
      {
        screen: 'Lleva efectivo suelto',
        say: 'Lleva billetes pequeños y monedas. La mayoría de los puestos solo aceptan efectivo y no tienen cambio para billetes grandes.',
      },
      { screen: 'Pide lo que piden todos', say: 'Si no sabes qué pedir, señala lo que está comiendo la gente delante de ti.' },
      {
        screen: 'Ojo con crudos y hielo',
        say: 'Donde no se bebe agua del grifo, los primeros días ve con calma con la ensalada cruda y el hielo, y pela tú la fruta.',
      },
    ],
    steps: [
      { screen: '1. Recorre todo el mercado', say: 'Primero, recorre el mercado entero antes de comprar nada y fíjate en qué puestos están llenos.' },
      {
        screen: '2. Porciones pequeñas',
        say: 'Luego, pide una porción pequeña cada vez, para probar cuatro o cinco puestos en lugar de llenarte en el primero.',
      },
      { screen: '3. Come como local', say: 'Después, cómelo como la gente de allí: de pie en la barra y con las salsas que ellos le ponen.' },
      {
        screen: '4. Pregunta el nombre',
        say: 'Por último, pregúntale al cocinero cómo se llama el plato, para encontrarlo de nuevo en cualquier parte de la ciudad.',
      },
    ],
    myths: [
      {
        screen: '¿La comida callejera enferma?',
        myth: 'La comida callejera siempre es más arriesgada que un restaurante.',
        fact: 'Un puesto lleno que cocina caliente delante de ti puede ser más seguro que la cocina de un restaurante vacío que no ves.',
      },
      {
        screen: '¿El picante mata bacterias?',
        myth: 'La comida picante mata las bacterias, así que es segura.',
        fact: 'El chile no hace segura la comida. Lo que importa es que esté recién hecha y se sirva caliente.',
      },
    ],
    mistakes: [
      {
        screen: 'Comer solo junto a monumentos',
        mistake: 'Solo comes en los restaurantes pegados a los monumentos.',
        fix: 'Pregunta dónde está el mercado más cercano y come donde come la gente en su hora de almuerzo.',
      },
      {
        screen: 'Todo el primer día',
        mistake: 'El primer día pruebas todo lo crudo y lo más picante.',
        fix: 'Dale a tu estómago un par de días y luego atrévete con más.',
      },
      {
        screen: 'Puesto vacío a la hora punta',
        mistake: 'Eliges el puesto vacío porque no hay que esperar.',
        fix: 'Espera en la fila del puesto lleno. Un puesto vacío a la hora de comer te está diciendo algo.',
      },
    ],
    facts: [
      {
        screen: 'Caliente: más de 70 grados',
        say: 'La comida bien cocinada, a unos 70 grados en el centro, elimina la mayoría de los gérmenes que causan intoxicaciones.',
      },
      { screen: 'Quesadillas sin queso', say: 'En Ciudad de México, muchos puestos sirven quesadillas sin queso, así que si lo quieres, pídelo: con queso.' },
    ],
    questions: [
      {
        question: '¿Cómo sé si un puesto de comida callejera es seguro?',
        answer:
          'Busca fila de gente local, comida hecha al momento y una superficie limpia. Quien cocina no debería tocar el dinero y la comida con la misma mano.',
      },
      {
        question: '¿Qué pido primero en una taquería de Ciudad de México?',
        answer: 'Empieza por unos tacos al pastor y unos de suadero, y pregunta qué salsa pica menos antes de echarle.',
      },
    ],
    comparisons: [
      {
        a: 'Tour gastronómico',
        b: 'Mercados por tu cuenta',
        verdict:
          'Un tour gastronómico vale la pena el primer día en una gran ciudad de comida, para aprender nombres y sitios. Después, los mercados por tu cuenta son más baratos y más divertidos.',
      },
    ],
    before: 'Ahora, cuando viajas, comes pizza y hamburguesas porque te da miedo enfermarte con la comida de la calle.',
    after: 'Después de un viaje con estas reglas, comes los mejores platos de la ciudad en los puestos. Y pagas una fracción de lo que cuesta un restaurante.',
  },
  {
    id: 'digital-nomad',
    label: 'Vida de nómada digital y presupuesto mensual',
    keywords: [
      'nómada digital',
      'nomada digital',
      'nómadas digitales',
      'trabajo remoto',
      'trabajar en remoto',
      'trabajar viajando',
      'vivir en el extranjero',
      'vivir fuera',
      'costo de vida',
      'coste de vida',
      'alquiler mensual',
      'sudeste asiático',
      'presupuesto mensual',
      'coworking',
      'visa de nómada digital',
      'viaje largo',
    ],
    hooks: [
      'Lo que cuesta de verdad un mes viviendo y trabajando en el Sudeste Asiático, gasto por gasto.',
      'Trabajar desde la playa suena genial hasta que se cae el wifi en mitad de una videollamada.',
      'Vivo fuera gastando menos de lo que pagaba de alquiler y facturas en casa. Te enseño las cuentas.',
    ],
    tips: [
      {
        screen: 'Un mes, no una semana',
        say: 'Quédate al menos un mes en el mismo sitio. El alquiler mensual suele salir mucho más barato por noche, y de verdad trabajas.',
      },
      {
        screen: 'Prueba el internet antes',
        say: 'Antes de reservar, pide al anfitrión una captura de un test de velocidad. Las fotos bonitas no significan buena conexión.',
      },
      { screen: 'SIM local o eSIM', say: 'Consigue una SIM local o una eSIM con datos el primer día, para que una caída del wifi nunca te tumbe una llamada.' },
      {
        screen: 'Cuenta los días de visa',
        say: 'Cuenta los días que puedes quedarte antes de armar la ruta. Entrar como turista no es un permiso de trabajo, así que lee las reglas para trabajo remoto.',
      },
      { screen: 'Mantén un horario', say: 'Ten un horario fijo de trabajo y explora después. Sin rutina acabas medio trabajando y medio viajando.' },
    ],
    steps: [
      {
        screen: '1. Elige por zona horaria',
        say: 'Primero, elige un sitio cuya zona horaria coincida al menos unas horas con la de tus clientes o tu equipo.',
      },
      { screen: '2. Primera semana corta', say: 'Luego, reserva solo la primera semana y conoce los barrios en persona.' },
      { screen: '3. Negocia el mes', say: 'Después, pide directamente a los anfitriones el precio por mes. Muchos lo bajan para estancias largas.' },
      {
        screen: '4. Apunta el mes entero',
        say: 'Por último, apunta alquiler, comida, transporte y coworking durante el mes, para saber cuánto cuesta de verdad el lugar.',
      },
    ],
    myths: [
      {
        screen: '¿Siempre de vacaciones?',
        myth: 'Los nómadas digitales se pasan el día en la playa.',
        fact: 'La mayoría trabaja en horario normal, en una mesa o un coworking. El viaje pasa por las tardes y los fines de semana.',
      },
      {
        screen: '¿Hay que ser rico?',
        myth: 'Para vivir en el extranjero tienes que ser rico.',
        fact: 'En muchas ciudades, el alquiler, la comida y el transporte cuestan menos que donde vivías, siempre que tus ingresos sigan iguales.',
      },
    ],
    mistakes: [
      {
        screen: 'Mudarte cada tres días',
        mistake: 'Cambias de ciudad cada pocos días y gastas tus horas de trabajo en autobuses.',
        fix: 'Baja el ritmo: una base al mes y escapadas el fin de semana.',
      },
      { screen: 'Sin fondo de emergencia', mistake: 'Viajas sin ahorros para imprevistos.', fix: 'Junta al menos tres meses de gastos antes de irte.' },
      {
        screen: 'Olvidar la zona horaria',
        mistake: 'Eliges destino sin mirar la diferencia horaria.',
        fix: 'Apunta primero tus reuniones. Doce horas de diferencia son reuniones a medianoche.',
      },
    ],
    facts: [
      {
        screen: 'Sudeste Asiático al mes',
        say: 'En buena parte del Sudeste Asiático, muchos nómadas viven con entre mil y mil quinientos dólares al mes, alquiler incluido.',
      },
      {
        screen: 'Schengen: 90 de 180',
        say: 'Quien entra sin visa al espacio Schengen puede quedarse 90 días dentro de cualquier periodo de 180, sumando todos los países.',
      },
    ],
    questions: [
      {
        question: '¿Qué país es mejor para mi primer mes como nómada?',
        answer: 'Uno con buen internet, entrada fácil con tu pasaporte, una zona horaria cerca de tu trabajo y otros nómadas para conocer.',
      },
      {
        question: '¿Vale la pena una visa de nómada digital?',
        answer:
          'Si quieres quedarte más de lo que permite la estancia de turista, sí. Te da una situación legal y clara, pero revisa antes los ingresos que piden y los impuestos.',
      },
    ],
    comparisons: [
      {
        a: 'Coworking',
        b: 'Trabajar en cafeterías',
        verdict:
          'La cafetería sirve para un par de horas de correos. Para llamadas y jornadas completas, el coworking te da internet estable y gente para conocer.',
      },
    ],
    before: 'Ahora sueñas con trabajar desde otro país, pero no tienes ni idea de cuánto te costaría un mes allí.',
    after: 'Después de tu primer mes, conoces tu presupuesto real, tienes una rutina que funciona y eliges tu próxima base con calma.',
  },
];
