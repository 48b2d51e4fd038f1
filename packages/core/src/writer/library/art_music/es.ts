import type { NicheMaterial } from '../types.ts';

/** art_music, es: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'drawing-basics',
    label: 'Dibujo y bocetos',
    keywords: [
      'dibujo',
      'dibujos',
      'dibujar',
      'dibujando',
      'boceto',
      'bocetos',
      'sketchbook',
      'lápiz',
      'retrato',
      'sombreado',
      'ilustración',
      'carboncillo',
      'dibujo realista',
      'arte',
    ],
    hooks: [
      'No necesitas talento para dibujar. Necesitas dejar de dibujar lo que crees que ves.',
      'Dibujé diez minutos al día durante un mes, y esta es la diferencia.',
      'Tus caras se ven raras porque los ojos están demasiado arriba. En una cabeza real, van a la mitad.',
      'Dibuja primero las formas, y los detalles dejarán de verse mal.',
    ],
    tips: [
      {
        screen: 'Formas antes que detalles',
        say: 'Empieza cada dibujo con círculos, cajas y cilindros. Un detalle sobre una forma equivocada nunca queda bien.',
      },
      { screen: 'Dibuja desde el hombro', say: 'Traza las líneas largas moviendo todo el brazo, no solo la muñeca. Te saldrán más limpias y más seguras.' },
      {
        screen: 'Entrecierra los ojos',
        say: 'Entrecierra los ojos al mirar lo que dibujas. Los detalles se borran y ves claro dónde está lo más oscuro y lo más claro.',
      },
      {
        screen: 'Primero líneas suaves',
        say: 'Haz el boceto con poca presión y aprieta solo al final. Una línea suave se corrige fácil y desaparece bajo el sombreado.',
      },
      {
        screen: 'Dibuja del natural',
        say: 'Dibuja objetos reales de tu mesa, no solo fotos. Una taza bajo una lámpara te enseña más de luz y sombra que cualquier tutorial.',
      },
    ],
    steps: [
      { screen: 'El óvalo', say: 'Primero, dibuja un huevo para la cabeza, un poco más estrecho en la barbilla.' },
      {
        screen: 'Las líneas guía',
        say: 'Después, una línea vertical por el centro y una horizontal justo a la mitad entre lo alto de la cabeza y la barbilla.',
      },
      { screen: 'Ojos en la línea', say: 'Después, coloca los ojos sobre esa línea de la mitad, con el ancho de un ojo entre los dos.' },
      {
        screen: 'Nariz y boca',
        say: 'Por último, la base de la nariz a medio camino entre los ojos y la barbilla. La boca va a un tercio del camino entre la nariz y la barbilla.',
      },
    ],
    myths: [
      {
        screen: '¿Dibujar es un don?',
        myth: 'Dibujar es un talento con el que naces o no.',
        fact: 'Dibujar es un conjunto de habilidades: ver formas, proporciones y valores. Las habilidades crecen con práctica, como aprender a escribir a máquina.',
      },
      {
        screen: '¿Hace falta material caro?',
        myth: 'Para mejorar necesitas lápices y papel profesionales.',
        fact: 'Un lápiz normal y hojas de impresora bastan para tus primeros cien bocetos. La práctica pesa mucho más que el material.',
      },
    ],
    mistakes: [
      {
        screen: 'Ojos demasiado arriba',
        mistake: 'Dibujas los ojos cerca de lo alto de la cabeza.',
        fix: 'Pon los ojos en la mitad de la cabeza; la frente es más grande de lo que parece.',
      },
      {
        screen: 'Borrar cada línea',
        mistake: 'Borras cada línea en cuanto parece que está mal.',
        fix: 'Deja la línea equivocada suave, traza la buena al lado y borra todo al final.',
      },
      {
        screen: 'Esperar la inspiración',
        mistake: 'Solo dibujas cuando te llega la inspiración.',
        fix: 'Dibuja diez minutos al día, siempre a la misma hora, aunque sea tu propia mano.',
      },
    ],
    facts: [
      { screen: 'Ojos a la mitad', say: 'En una cabeza adulta, los ojos quedan más o menos a la mitad entre lo alto del cráneo y la barbilla.' },
      { screen: 'Cinco ojos de ancho', say: 'De frente, una cara mide más o menos cinco ojos de ancho, con un ojo de espacio entre los dos.' },
    ],
    questions: [
      {
        question: '¿Cuánto se tarda en dibujar bien?',
        answer: 'Con diez a veinte minutos al día, la mayoría nota una diferencia clara en sus dibujos en dos o tres meses.',
      },
      {
        question: '¿Empiezo en digital o en papel?',
        answer: 'Los dos sirven. El papel es más barato para empezar, y todo lo que aprendes de forma y luz pasa igual a la tableta.',
      },
    ],
    comparisons: [
      {
        a: 'Dibujar de fotos',
        b: 'Dibujar del natural',
        verdict: 'Los dos ayudan, pero para aprender gana el natural. Un objeto real te muestra el volumen y la luz que una foto ya aplanó.',
      },
    ],
    before: 'Ahora mismo llenas una página, odias el resultado y cierras el cuaderno una semana.',
    after: 'Después de un mes de bocetos cortos cada día, tus caras parecen caras y abres el cuaderno porque quieres.',
  },
  {
    id: 'watercolor-painting',
    label: 'Pintar con acuarela',
    keywords: [
      'acuarela',
      'acuarelas',
      'acuarelista',
      'pintura',
      'pinturas',
      'pintar',
      'pintando',
      'pintar con acuarela',
      'pincel',
      'pinceles',
      'gouache',
      'témpera',
    ],
    hooks: [
      'Tus acuarelas se ven sucias por un hábito, y no es la pintura.',
      'La mejora más barata en acuarela no es mejor pintura. Es mejor papel.',
      'Húmedo sobre húmedo y húmedo sobre seco: la misma pincelada, dos resultados totalmente distintos.',
      'Dos vasos de agua salvan más pinturas que una caja nueva de acuarelas.',
    ],
    tips: [
      { screen: 'Primero el papel', say: 'Compra buen papel antes que buena pintura. Un papel grueso, de unos 300 gramos, aguanta el agua sin ondularse.' },
      {
        screen: 'Dos vasos de agua',
        say: 'Usa dos vasos de agua: uno para enjuagar el pincel y otro limpio para pintar. El agua sucia es la razón principal de los colores sucios.',
      },
      { screen: 'De claro a oscuro', say: 'Pinta de claro a oscuro. En la acuarela, el blanco es el papel, así que resérvalo desde el principio.' },
      {
        screen: 'Deja secar',
        say: 'Espera a que una capa esté seca del todo antes de pintar al lado o encima. Tócala con el dorso del dedo: si está fría, sigue húmeda.',
      },
      {
        screen: 'Menos colores',
        say: 'Empieza con un rojo, un amarillo y un azul, cada uno en versión cálida y fría. Con esos seis mezclas casi todo lo que necesitas.',
      },
    ],
    steps: [
      { screen: 'Fija el papel', say: 'Primero, pega el papel a una tabla con cinta adhesiva de papel por los cuatro lados para que se seque plano.' },
      { screen: 'Boceto muy suave', say: 'Después, un boceto muy suave a lápiz, porque el grafito se ve a través de la acuarela.' },
      {
        screen: 'Primera aguada clara',
        say: 'Después, una aguada clarita sobre las formas grandes, dejando en blanco los brillos, y deja que se seque por completo.',
      },
      {
        screen: 'Oscuros y detalles',
        say: 'Por último, los tonos medios y los detalles más oscuros con un pincel más pequeño, y para antes de trabajarlo de más.',
      },
    ],
    myths: [
      {
        screen: '¿No tiene arreglo?',
        myth: 'La acuarela no se puede corregir.',
        fact: 'Muchos pigmentos se levantan con un pincel húmedo y un pañuelo de papel. Puedes suavizar bordes y aclarar zonas incluso ya secas.',
      },
      {
        screen: '¿Más capas, más rica?',
        myth: 'Cuantas más capas, más rica queda la pintura.',
        fact: 'Después de tres o cuatro capas, la acuarela empieza a verse pesada y sucia. Pocas capas seguras se mantienen frescas.',
      },
    ],
    mistakes: [
      {
        screen: 'Papel de impresora',
        mistake: 'Pintas en papel fino y se llena de ondas.',
        fix: 'Usa papel de acuarela de unos 300 gramos y fíjalo con cinta.',
      },
      {
        screen: 'Trabajarlo de más',
        mistake: 'Pasas el pincel una y otra vez por la misma zona mojada.',
        fix: 'Pon el color una sola vez y deja que el agua haga la mezcla.',
      },
      {
        screen: 'Un solo vaso',
        mistake: 'Enjuagas el pincel y tomas agua limpia del mismo vaso.',
        fix: 'Ten un vaso para enjuagar y otro solo con agua limpia.',
      },
    ],
    facts: [
      {
        screen: 'Unos 300 gramos',
        say: 'El papel de acuarela de unos 300 gramos por metro cuadrado aguanta mucha agua sin ondularse, y el papel fino de bocetos se arruga enseguida.',
      },
      { screen: 'Seis colores', say: 'Una versión cálida y una fría de cada uno de los tres primarios, seis colores en total, mezclan casi cualquier tono.' },
    ],
    questions: [
      {
        question: '¿Acuarelas de estudiante o de artista?',
        answer: 'Para empezar, las de estudiante sirven. Si vas a mejorar algo, mejora primero el papel y después los dos o tres colores que más usas.',
      },
      {
        question: '¿Por qué mi pintura se ve más clara cuando se seca?',
        answer: 'La acuarela siempre aclara al secarse. Prepara el color un poco más intenso de lo que quieres ver al final.',
      },
    ],
    comparisons: [
      {
        a: 'Húmedo sobre húmedo',
        b: 'Húmedo sobre seco',
        verdict:
          'Húmedo sobre húmedo da cielos suaves y fundidos; húmedo sobre seco da bordes y detalles nítidos. Casi todas las pinturas empiezan con lo primero y terminan con lo segundo.',
      },
    ],
    before: 'Ahora mismo tus pinturas quedan grises y sucias, y el papel se enrolla como una papa frita.',
    after: 'Tras unas semanas con agua limpia y buen papel, tus colores se mantienen vivos y tus aguadas secan lisas.',
  },
  {
    id: 'guitar-basics',
    label: 'Guitarra y acordes',
    keywords: [
      'guitarra',
      'guitarras',
      'guitarrista',
      'guitarra acústica',
      'tocar guitarra',
      'acordes',
      'acorde',
      'rasgueo',
      'cejilla',
      'afinar la guitarra',
      'arpegio',
      'arpegios',
      'tablatura',
      'púa',
      'ukelele',
    ],
    hooks: [
      'Con cuatro acordes, Sol, Do, Re y Mi menor, puedes tocar cientos de canciones.',
      'Si te duelen los dedos después de tocar la guitarra, es normal, y suele pasarse en unas semanas.',
      'La cejilla no es imposible. Solo estás apretando en el sitio equivocado.',
      'Quince minutos al día enseñan más a tus dedos que dos horas el domingo.',
    ],
    tips: [
      {
        screen: 'Aprieta junto al traste',
        say: 'Aprieta la cuerda justo detrás del traste de metal, no en medio del espacio. Necesitas mucha menos fuerza y el zumbido desaparece.',
      },
      { screen: 'Afina cada vez', say: 'Afina la guitarra cada vez que la tomes. Un afinador gratis en el teléfono tarda treinta segundos.' },
      {
        screen: 'Poco y todos los días',
        say: 'Practica quince minutos cada día en lugar de dos horas el domingo. Tus dedos y tu memoria aprenden con repeticiones cortas.',
      },
      {
        screen: 'Cambios lentos',
        say: 'Practica solo el cambio entre dos acordes, despacio, durante un minuto. Las canciones se caen en los cambios, no en los acordes.',
      },
      {
        screen: 'Rasguea desde la muñeca',
        say: 'Rasguea con la muñeca suelta, como si sacudieras agua de la mano, y mantén la mano subiendo y bajando aunque no toques la cuerda.',
      },
    ],
    steps: [
      { screen: 'Afina las seis cuerdas', say: 'Primero, afina las seis cuerdas con una app: mi, la, re, sol, si, mi, de la más gruesa a la más fina.' },
      { screen: 'Sol, Do, Re, Mi menor', say: 'Después, aprende Sol, Do, Re y Mi menor, un acorde al día, hasta que cada uno suene sin zumbar.' },
      { screen: 'Practica los cambios', say: 'Después, cambia entre dos acordes durante un minuto y cuenta cuántos cambios limpios haces.' },
      { screen: 'Toca una canción', say: 'Por último, elige una canción sencilla con esos cuatro acordes y tócala con un rasgueo lento y constante.' },
    ],
    myths: [
      {
        screen: '¿Demasiado tarde?',
        myth: 'De adulto ya es tarde para aprender guitarra.',
        fact: 'Los adultos aprenden guitarra constantemente. Quizá vayas algo más lento que un niño, pero practicas con más cabeza y entiendes la música antes.',
      },
      {
        screen: '¿Empezar con acústica?',
        myth: 'Tienes que empezar con guitarra acústica antes que con eléctrica.',
        fact: 'Empieza con la guitarra de la música que te gusta. La eléctrica tiene cuerdas más suaves, y a menudo duele menos en los dedos.',
      },
    ],
    mistakes: [
      {
        screen: 'Apretar a muerte',
        mistake: 'Aprietas el mástil con toda tu fuerza.',
        fix: 'Aprieta solo lo justo para que la nota suene limpia, pegado al traste, con el pulgar relajado detrás del mástil.',
      },
      {
        screen: 'Sin metrónomo',
        mistake: 'Tocas rápido y te paras en cada cambio difícil.',
        fix: 'Toca con metrónomo a un tempo lento y sigue adelante aunque el acorde no salga perfecto.',
      },
      {
        screen: 'Solo intros',
        mistake: 'Aprendes diez intros y ninguna canción entera.',
        fix: 'Termina una canción de principio a fin antes de empezar la siguiente.',
      },
    ],
    facts: [
      {
        screen: 'Callos en 2 a 4 semanas',
        say: 'Con práctica diaria, los callos en las yemas suelen formarse en dos a cuatro semanas, y el dolor se va con ellos.',
      },
      { screen: 'Cuatro acordes', say: 'Sol, Do, Re y Mi menor bastan para tocar cientos de canciones populares.' },
    ],
    questions: [
      {
        question: '¿Cuánto tardo en poder tocar una canción?',
        answer: 'Con quince minutos al día, muchos principiantes tocan despacio una canción sencilla de cuatro acordes en uno o dos meses.',
      },
      {
        question: '¿Aprendo con tablaturas o con partitura?',
        answer: 'Para la mayoría de canciones de guitarra bastan las tablaturas y los cifrados de acordes. La lectura de ritmo puede esperar.',
      },
    ],
    comparisons: [
      {
        a: 'Guitarra acústica',
        b: 'Guitarra eléctrica',
        verdict:
          'Elige la que suena a la música que te gusta. La eléctrica es más amable con los dedos; la acústica no necesita amplificador y va a cualquier parte.',
      },
    ],
    before: 'Ahora mismo te duelen las yemas, cada acorde zumba y cambiar de acorde te lleva un segundo entero.',
    after: 'En uno o dos meses, tus dedos tienen callos, los acordes suenan limpios y tocas una canción entera sin parar.',
  },
  {
    id: 'singing-voice',
    label: 'Canto y voz',
    keywords: [
      'cantar',
      'canto',
      'cantando',
      'voz',
      'vocal',
      'agudos',
      'afinación',
      'afinado',
      'desafinar',
      'desafino',
      'cover',
      'cantante',
      'karaoke',
      'coro',
      'falsete',
    ],
    hooks: [
      'Se te rompe la voz en los agudos porque empujas más aire, no menos.',
      'Mi calentamiento vocal de cinco minutos antes de cada cover.',
      'Desafinar casi siempre es un problema de oído, no de voz.',
      'Los agudos piden menos volumen, no más.',
    ],
    tips: [
      {
        screen: 'Calienta primero',
        say: 'Calienta la voz de cinco a diez minutos antes de cantar, con vibración de labios y tarareo, como antes de salir a correr.',
      },
      {
        screen: 'Respira abajo',
        say: 'Respira de forma que se expandan la barriga y las costillas bajas, no los hombros. Una respiración baja te da frases más largas y estables.',
      },
      {
        screen: 'Grábate y escúchate',
        say: 'Grábate con el teléfono y escúchate después. En la grabación oyes tu afinación mucho más honestamente que mientras cantas.',
      },
      { screen: 'Agudos sin empujar', say: 'En las notas agudas, usa menos volumen, no más. Empujar cierra la garganta y hace que la voz se rompa.' },
      {
        screen: 'Agua todo el día',
        say: 'Bebe agua a lo largo del día, no solo justo antes de cantar. Tus cuerdas vocales necesitan hidratarse desde dentro.',
      },
    ],
    steps: [
      { screen: 'Suelta el cuerpo', say: 'Primero, gira los hombros, suelta la mandíbula y haz tres respiraciones lentas hacia la barriga.' },
      { screen: 'Vibración de labios', say: 'Después, un minuto de vibración de labios, deslizándote de una nota grave a una aguda y de vuelta.' },
      { screen: 'Escalas tarareando', say: 'Después, tararea escalas sencillas de cinco notas, subiendo de medio tono en medio tono y sin esfuerzo.' },
      {
        screen: 'Vocales y canción',
        say: 'Por último, canta las mismas escalas en una vocal abierta como "a", y luego la primera estrofa de tu canción bien suave.',
      },
    ],
    myths: [
      {
        screen: '¿Se nace cantante?',
        myth: 'O naces con voz o nunca vas a cantar.',
        fact: 'La afinación, la respiración y el timbre se entrenan. La mayoría de quienes creen que no saben cantar simplemente nunca han practicado.',
      },
      {
        screen: '¿Gritar para el agudo?',
        myth: 'Para llegar a una nota aguda hay que cantar más fuerte.',
        fact: 'Los agudos necesitan equilibrio, no fuerza. Con menos volumen y la garganta abierta se alcanzan mucho más fácil.',
      },
    ],
    mistakes: [
      { screen: 'Sin calentar', mistake: 'Vas directo a la canción más difícil del día.', fix: 'Haz antes cinco minutos de vibración de labios y tarareo.' },
      {
        screen: 'Cantar con dolor',
        mistake: 'Sigues cantando con la garganta dolorida o la voz ronca.',
        fix: 'Para y deja descansar la voz; el dolor es una señal, no un entrenamiento.',
      },
      {
        screen: 'Subir la barbilla',
        mistake: 'Levantas la barbilla para llegar al agudo.',
        fix: 'Mantén la cabeza recta y el cuello largo, y deja que la nota llegue sin estirarte.',
      },
    ],
    facts: [
      {
        screen: 'Cuerdas diminutas',
        say: 'Tus cuerdas vocales miden solo entre un centímetro y medio y dos centímetros y medio, y aun así hacen cada nota que cantas.',
      },
      {
        screen: 'Cientos de veces por segundo',
        say: 'Cuando hablas, tus cuerdas vocales vibran más o menos entre cien y más de doscientas veces por segundo, y mucho más rápido en los agudos.',
      },
    ],
    questions: [
      {
        question: '¿Cualquiera puede aprender a cantar afinado?',
        answer: 'Casi cualquiera. Muy poca gente de verdad no distingue las alturas de las notas; para el resto, es entrenamiento.',
      },
      {
        question: '¿Es malo cantar resfriado?',
        answer: 'Un tarareo suave no suele hacer daño, pero si la voz está ronca o duele, déjala descansar hasta que vuelva.',
      },
    ],
    comparisons: [
      {
        a: 'Clases de canto',
        b: 'Tutoriales de YouTube',
        verdict:
          'Los tutoriales van genial para calentar y sacar ideas. Un profesor oye lo que tú no puedes oír desde dentro, y unas pocas clases ahorran meses.',
      },
    ],
    before: 'Ahora mismo se te rompe la voz en el estribillo y a las dos canciones ya te cansas.',
    after: 'Tras unas semanas de calentamientos, llegas al estribillo sin tensión y cantas un repertorio entero sin quedarte sin voz.',
  },
  {
    id: 'phone-photography',
    label: 'Fotografía y encuadre',
    keywords: [
      'fotografía',
      'foto',
      'fotos',
      'fotografiar',
      'fotógrafo',
      'fotógrafa',
      'selfie',
      'selfies',
      'cámara',
      'composición',
      'encuadre',
      'desenfoque',
      'lightroom',
      'snapseed',
      'fotos con el móvil',
    ],
    hooks: [
      'La cámara de tu teléfono es mejor de lo que crees. Casi nadie toca la cuadrícula ni el control de brillo.',
      'Mismo teléfono, mismo sitio, dos fotos distintas. Lo único que cambió fue dónde me puse.',
      'Limpia la lente. En serio, ese es el primer consejo.',
      'Deja de hacer zoom con los dedos. Acércate.',
    ],
    tips: [
      { screen: 'Limpia la lente', say: 'Limpia la lente con un paño suave antes de disparar. Una huella de dedo vuelve borrosa cualquier foto.' },
      {
        screen: 'Activa la cuadrícula',
        say: 'Activa la cuadrícula en los ajustes de la cámara y pon lo que fotografías sobre una línea, no justo en el centro.',
      },
      {
        screen: 'Toca y oscurece',
        say: 'Toca sobre lo que fotografías para enfocar y baja un poco el brillo. Una foto algo más oscura conserva el detalle del cielo.',
      },
      { screen: 'Acércate, no hagas zoom', say: 'Acércate en lugar de hacer zoom con los dedos. El zoom digital solo recorta la foto y tira detalle.' },
      {
        screen: 'Luz de lado',
        say: 'Para retratos, pon a la persona frente a una ventana, un poco girada. La luz suave de lado modela la cara mejor que el flash.',
      },
    ],
    steps: [
      { screen: 'Busca la luz', say: 'Primero, busca la luz: una ventana, una sombra abierta o la hora antes del atardecer.' },
      { screen: 'Activa la cuadrícula', say: 'Después, activa la cuadrícula y coloca lo que fotografías donde se cruzan dos líneas.' },
      { screen: 'Enfoque y brillo', say: 'Después, toca para enfocar, baja un poco el brillo y haz varias fotos desde alturas distintas.' },
      { screen: 'Edición ligera', say: 'Por último, al editar, endereza el horizonte, ajusta brillo y calidez, y déjala natural.' },
    ],
    myths: [
      {
        screen: '¿Hace falta una cámara?',
        myth: 'Para fotos buenas necesitas una cámara cara.',
        fact: 'La luz y la composición hacen la foto. Un teléfono con buena luz gana a una cámara cara con mala luz.',
      },
      {
        screen: '¿Modo retrato siempre?',
        myth: 'El modo retrato mejora cualquier foto.',
        fact: 'El modo retrato suele desenfocar mal el pelo y las gafas. Alejarte del fondo muchas veces da un desenfoque más natural.',
      },
    ],
    mistakes: [
      {
        screen: 'Fotos al mediodía',
        mistake: 'Fotografías a personas bajo el sol fuerte del mediodía.',
        fix: 'Busca sombra abierta o dispara en la primera hora tras el amanecer o la última antes del atardecer.',
      },
      { screen: 'Horizonte torcido', mistake: 'Publicas fotos con el horizonte torcido.', fix: 'Dispara con la cuadrícula activada y endereza al editar.' },
      {
        screen: 'Filtros fuertes',
        mistake: 'Le pones un filtro fuerte a cada foto.',
        fix: 'Ajusta a mano el brillo, el contraste y la calidez, y mantén real el tono de piel.',
      },
    ],
    facts: [
      {
        screen: 'Hora dorada',
        say: 'La hora dorada son más o menos los primeros 60 minutos tras el amanecer y los últimos 60 antes del atardecer. Ahí la luz es suave y cálida.',
      },
      {
        screen: 'Nueve recuadros',
        say: 'La regla de los tercios divide la imagen en nueve partes iguales con dos líneas en cada sentido, y los cruces son puntos fuertes para lo que fotografías.',
      },
    ],
    questions: [
      {
        question: '¿Con qué app editas?',
        answer: 'Para empezar basta el editor del propio teléfono. Aprende brillo, contraste, calidez y enderezar antes que cualquier preset.',
      },
      {
        question: '¿Cómo desenfoco el fondo sin modo retrato?',
        answer: 'Acércate mucho a lo que fotografías y deja el fondo bien lejos detrás. La distancia hace el desenfoque por ti.',
      },
    ],
    comparisons: [
      {
        a: 'Flash',
        b: 'Luz de ventana',
        verdict: 'La luz de ventana gana en casi cualquier foto de interior. El flash aplana la cara y deja sombras duras detrás.',
      },
    ],
    before: 'Ahora mismo tus fotos salen planas y grises, aunque el sitio era precioso.',
    after: 'Después de una semana disparando con la cuadrícula y buena luz, tus fotos se parecen a lo que viste en persona.',
  },
  {
    id: 'beat-making',
    label: 'Beats e instrumentales',
    keywords: [
      'beat',
      'beats',
      'beatmaker',
      'productor musical',
      'producir música',
      'daw',
      'ableton',
      'garageband',
      'melodía',
      'instrumental',
      'reguetón',
      'trap',
      'samples',
      'masterización',
    ],
    hooks: [
      'No necesitas equipo caro para hacer beats. Este salió de un portátil con auriculares.',
      'Tu beat suena vacío por la batería, no por la melodía.',
      'Deja de empezar cien beats. Termina uno esta semana.',
      'Empieza por la batería, y hasta una melodía simple sonará terminada.',
    ],
    tips: [
      {
        screen: 'Empieza por la batería',
        say: 'Arma primero la batería: bombo, caja y hi-hats. Un buen groove hace que hasta una melodía simple suene terminada.',
      },
      {
        screen: 'Usa una referencia',
        say: 'Mete en el proyecto una canción que te encante y compara volúmenes mientras mezclas. El oído se acostumbra rápido, y la referencia lo mantiene honesto.',
      },
      {
        screen: 'Deja margen',
        say: 'Mantén el máster bastante por debajo de cero mientras mezclas. Muchos productores dejan unos seis decibelios de margen para el máster.',
      },
      { screen: 'Mezcla bajito', say: 'Mezcla a un volumen bajo y cómodo. A todo volumen todo suena bien, y el oído se cansa en una hora.' },
      { screen: 'Termina, luego mejora', say: 'Ponte una regla: cada beat tiene intro, parte principal y final antes de abrir un proyecto nuevo.' },
    ],
    steps: [
      { screen: 'Elige el tempo', say: 'Primero, elige un tempo según el estilo, por ejemplo unos 95 golpes por minuto para un reguetón.' },
      { screen: 'Arma la batería', say: 'Después, programa el patrón de bombo y caja, y añade los hi-hats encima para dar movimiento.' },
      { screen: 'Bajo y acordes', say: 'Después, añade un bajo que siga al bombo y un loop sencillo de cuatro acordes.' },
      { screen: 'Arregla y exporta', say: 'Por último, ordénalo en intro, parte principal y final, silenciando y activando pistas, y expórtalo.' },
    ],
    myths: [
      {
        screen: '¿Plugins caros?',
        myth: 'Para sonar profesional necesitas plugins caros.',
        fact: 'Los plugins que trae cualquier programa de música actual bastan para un tema terminado. Tu oído y el arreglo importan más.',
      },
      {
        screen: '¿Teoría primero?',
        myth: 'Tienes que aprender teoría musical antes de hacer beats.',
        fact: 'Puedes empezar con una escala y unos cuantos acordes. La teoría ayuda después, cuando ya sabes qué sonido buscas.',
      },
    ],
    mistakes: [
      {
        screen: 'El loop eterno',
        mistake: 'Pasas horas con un loop de ocho compases y nunca armas la canción.',
        fix: 'Después de una hora con el loop, despliégalo en una estructura completa.',
      },
      { screen: 'Todo a tope', mistake: 'Subes todas las pistas hasta que el máster satura.', fix: 'Baja en lugar de subir y equilibra primero la batería.' },
      {
        screen: 'Bombo contra bajo',
        mistake: 'Dejas que el bombo y el bajo toquen los mismos graves a la vez.',
        fix: 'Sepáralos afinando el bombo a la tonalidad o acortando el bajo en cada golpe de bombo.',
      },
    ],
    facts: [
      { screen: 'Tempo por género', say: 'El reguetón suele moverse entre 90 y 100 golpes por minuto, y el house normalmente entre 120 y 128.' },
      { screen: 'Cuatro tiempos', say: 'Casi todo el pop, el hip-hop y la música electrónica van en cuatro por cuatro, con cuatro tiempos en cada compás.' },
    ],
    questions: [
      {
        question: '¿Con qué programa empiezo?',
        answer: 'Empieza con uno gratis, como GarageBand o BandLab. Cuando se te quede corto, sabrás qué buscar en uno de pago.',
      },
      {
        question: '¿Necesito monitores o me valen los auriculares?',
        answer:
          'Unos buenos auriculares valen para empezar. Prueba la mezcla en el altavoz del teléfono y en unos auriculares baratos, porque ahí es donde la va a oír la gente.',
      },
    ],
    comparisons: [
      {
        a: 'Samples',
        b: 'Tocar tus partes',
        verdict: 'Los samples te dan un sonido rápido; tocar tus propias partes hace el beat tuyo. Casi todos los productores combinan las dos cosas.',
      },
    ],
    before: 'Ahora mismo tienes cincuenta loops de ocho compases en el portátil y ni un beat terminado.',
    after: 'Después de un mes terminando un beat por semana, tienes cuatro temas para enseñar y una forma de trabajar en la que confías.',
  },
];
