import type { NicheMaterial } from '../types.ts';

/** beauty_fashion, es: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'everyday-makeup',
    label: 'Maquillaje para cada día',
    keywords: [
      'maquillaje',
      'maquillajes',
      'maquillarme',
      'grwm',
      'ojeras',
      'corrector',
      'rubor',
      'colorete',
      'labial',
      'pintalabios',
      'polvo',
      'primer',
      'iluminador',
      'contorno',
      'bronzer',
    ],
    hooks: [
      'Tu base se cuartea por lo que haces antes de ponerla, no por la base.',
      'Este es todo mi maquillaje de cinco minutos para el trabajo, y aguanta hasta la cena.',
      'Deja de ponerte corrector debajo de todo el ojo.',
      'Cinco productos, cinco minutos, y la cara descansada hasta la noche.',
    ],
    tips: [
      {
        screen: 'Hidrata antes de la base',
        say: 'Ponte una crema ligera y espera dos minutos antes de la base. La base se agarra a la piel hidratada y resbala en las zonas secas.',
      },
      { screen: 'Poca base, al centro', say: 'Usa media dosis de base en el centro de la cara y difumina hacia fuera. Cubre las rojeces solo donde están.' },
      {
        screen: 'Corrector en las esquinas',
        say: 'Pon corrector solo en el lagrimal y en la esquina exterior del ojo. El triángulo entero se marca en las líneas antes del mediodía.',
      },
      {
        screen: 'Polvo solo en zona T',
        say: 'Presiona el polvo con una borla en frente, nariz y barbilla. Deja las mejillas jugosas para que la cara no se vea plana.',
      },
      {
        screen: 'Rubor en crema',
        say: 'Da toquecitos de rubor en crema en lo alto de los pómulos y usa lo que sobre en los labios. Un solo producto y todo a juego.',
      },
      {
        screen: 'Las cejas lo cambian todo',
        say: 'Peina las cejas hacia arriba con gel transparente. Unas cejas peinadas hacen que hasta la piel sin base se vea arreglada.',
      },
    ],
    steps: [
      { screen: 'Crema y protector', say: 'Primero, crema hidratante y protector solar, y dales dos minutos para absorberse.' },
      {
        screen: 'Base finita',
        say: 'Después, una capa fina de base o crema con color en el centro de la cara, difuminada con los dedos o una esponja húmeda.',
      },
      { screen: 'Corrector y polvo', say: 'Después, un punto de corrector donde haga falta y polvo solo en la zona T.' },
      { screen: 'Rubor, cejas, máscara', say: 'Por último, rubor en crema en mejillas y labios, gel de cejas y una capa de máscara de pestañas.' },
    ],
    myths: [
      {
        screen: '¿Más base tapa más?',
        myth: 'Cuanta más base, mejor se disimula la textura.',
        fact: 'Las capas gruesas se meten en los poros y las líneas y los marcan más. Capas finas, solo donde hace falta, disimulan mejor.',
      },
      {
        screen: '¿El fijador lo arregla todo?',
        myth: 'Con un spray fijador cualquier maquillaje dura todo el día.',
        fact: 'La duración empieza en la preparación de la piel y en las capas finas. El fijador ayuda a una buena base, pero no salva una que ya se está corriendo.',
      },
    ],
    mistakes: [
      {
        screen: 'Base sobre piel seca',
        mistake: 'Te pones la base directamente sobre la piel seca y con pielecitas.',
        fix: 'Hidrata primero y espera dos minutos antes de cualquier base.',
      },
      {
        screen: 'Probar el tono en la mano',
        mistake: 'Pruebas el tono de la base en la mano o en la muñeca.',
        fix: 'Prueba tres tonos en la línea de la mandíbula y míralos con luz natural.',
      },
      {
        screen: 'Polvo en toda la cara',
        mistake: 'Te pones polvo en toda la cara, mejillas incluidas.',
        fix: 'Pon polvo solo donde brillas y deja las mejillas frescas.',
      },
    ],
    facts: [
      { screen: 'Máscara: tres meses', say: 'La máscara de pestañas se cambia más o menos cada tres meses, porque el tubo húmedo acumula bacterias.' },
      {
        screen: 'Lava tus brochas',
        say: 'Lava la brocha de base y la esponja una vez por semana. Las herramientas sucias dejan rayas y pueden tapar los poros.',
      },
    ],
    questions: [
      {
        question: '¿Cómo hago para que el maquillaje no desaparezca antes de comer?',
        answer: 'Capas más finas, polvo solo en las zonas grasas y, a mediodía, retira el brillo con papel en vez de echar más polvo.',
      },
      {
        question: '¿Qué tono de corrector me compro?',
        answer: 'Para granitos, el tono exacto de tu piel. Para ojeras, un tono más claro y con un toque salmón, nunca blanco.',
      },
    ],
    comparisons: [
      {
        a: 'Esponja',
        b: 'Dedos',
        verdict: 'Para una base ligera, ganan los dedos porque calientan el producto. Para más cobertura, la esponja húmeda deja un acabado más uniforme.',
      },
    ],
    before: 'Ahora mismo tu maquillaje se ve pesado en el espejo y a mediodía ya está a parches.',
    after: 'Con una semana de práctica, te maquillas en cinco minutos y a las seis de la tarde todavía parece piel.',
  },
  {
    id: 'eye-makeup',
    label: 'Maquillaje de ojos y paletas',
    keywords: [
      'sombras',
      'sombra de ojos',
      'paleta',
      'paleta de sombras',
      'delineado',
      'delineador',
      'ahumado',
      'smokey',
      'párpado caído',
      'párpados',
      'rímel',
      'pestañas',
      'pestañas postizas',
      'cejas',
    ],
    hooks: [
      'Una sola paleta de sombras y cuatro looks completamente distintos.',
      'Si tienes el párpado caído, tu delineado desaparece porque lo haces con el ojo cerrado.',
      'Tu paleta tiene cuatro tipos de tonos, y saber cuál es cuál lo cambia todo.',
      'Difuminar no es un don. Es una brocha esponjosa y menos producto.',
    ],
    tips: [
      {
        screen: 'Busca el tono de transición',
        say: 'Empieza por el mate más parecido a tu piel, solo un poco más oscuro. Difumínalo en la cuenca y todos los demás colores tendrán un borde suave.',
      },
      {
        screen: 'Brillo con el dedo',
        say: 'Aplica la sombra brillante en el párpado con la yema del dedo. El dedo deja más color y ensucia menos que la brocha.',
      },
      {
        screen: 'Párpado caído: ojos abiertos',
        say: 'Si tu párpado es caído, dibuja la colita mirando de frente al espejo con los ojos abiertos. Así se ve cuando miras al frente.',
      },
      {
        screen: 'Cinta para el delineado',
        say: 'Pega un trozo de cinta desde la esquina exterior del ojo hacia la punta de la ceja. Delinea siguiendo la cinta y despégala.',
      },
      { screen: 'Primero los ojos', say: 'Maquilla los ojos antes de la base. Si cae sombra, la limpias sin estropear la piel.' },
      {
        screen: 'Máscara en zigzag',
        say: 'Mueve el cepillo de la máscara en zigzag en la raíz de las pestañas y luego tira hacia arriba. El color queda donde nace la curva.',
      },
    ],
    steps: [
      { screen: 'Prepara el párpado', say: 'Primero, una capa fina de corrector o prebase en el párpado, sellada con un poco de polvo.' },
      { screen: 'Transición en la cuenca', say: 'Después, el tono de transición en la cuenca con una brocha esponjosa, con movimientos de limpiaparabrisas.' },
      { screen: 'Profundidad en la esquina', say: 'Después, el mate más oscuro en el tercio exterior del párpado, difuminado con la transición.' },
      { screen: 'Brillo y máscara', say: 'Por último, brillo en el centro del párpado con el dedo y dos capas de máscara.' },
    ],
    myths: [
      {
        screen: '¿Lo oscuro achica el ojo?',
        myth: 'Las sombras oscuras hacen los ojos más pequeños.',
        fact: 'Lo decide dónde las pones. Un color oscuro en la esquina exterior, difuminado hacia arriba y hacia fuera, alarga y agranda el ojo.',
      },
      {
        screen: '¿Difuminar es un don?',
        myth: 'Difuminar bien es un talento que tienes o no tienes.',
        fact: 'Difuminar es una brocha esponjosa, poco producto y paciencia. El color se construye en varias capas finas.',
      },
    ],
    mistakes: [
      {
        screen: 'Brocha cargada',
        mistake: 'Cargas la brocha de sombra y vas directo al ojo.',
        fix: 'Sacude el exceso y construye el color en dos o tres capas ligeras.',
      },
      {
        screen: 'Delineado con el ojo cerrado',
        mistake: 'Dibujas el delineado con el ojo cerrado.',
        fix: 'Comprueba el ángulo con los ojos abiertos antes de rellenarlo.',
      },
      {
        screen: 'Párpado graso sin prebase',
        mistake: 'Pones la sombra directamente sobre el párpado graso.',
        fix: 'Sella el párpado con corrector y polvo para que la sombra no se acumule en el pliegue.',
      },
    ],
    facts: [
      {
        screen: 'Máscara: tres meses',
        say: 'La máscara y el delineador líquido se cambian más o menos cada tres meses. Las sombras en polvo duran mucho más, en general unos dos años.',
      },
      {
        screen: 'Con cuatro tonos basta',
        say: 'La mayoría de los looks necesitan solo cuatro tonos: transición, color de párpado, un mate oscuro y un brillo.',
      },
    ],
    questions: [
      {
        question: '¿Por qué se me marca la sombra en el pliegue al cabo de una hora?',
        answer: 'Tu párpado es graso o la prebase es demasiado cremosa. Sella una capa fina de corrector con polvo antes de la sombra.',
      },
      {
        question: '¿Qué paleta me compro primero?',
        answer: 'Una paleta pequeña de tonos neutros, con mates y uno o dos brillos. Los marrones mates son los que de verdad vas a terminar.',
      },
    ],
    comparisons: [
      {
        a: 'Lápiz',
        b: 'Delineador líquido',
        verdict: 'El lápiz es más fácil al empezar y se difumina en un look suave. El líquido da un delineado afilado cuando ya tienes el pulso firme.',
      },
    ],
    before: 'Ahora mismo tu paleta tiene dos tonos gastados y una docena que te da miedo tocar.',
    after: 'Después de unos cuantos intentos, sacas cuatro looks distintos de la misma paleta, de la oficina a la noche.',
  },
  {
    id: 'oily-skin-acne',
    label: 'Piel grasa y granitos',
    keywords: [
      'piel grasa',
      'granos',
      'granitos',
      'espinillas',
      'acné',
      'barros',
      'comedones',
      'poros',
      'piel brillosa',
      'ácido salicílico',
      'niacinamida',
      'cicatrices de acné',
      'sebo',
      'puntos negros',
    ],
    hooks: [
      'La piel grasa no hay que secarla. Secarla es justo lo que la pone más grasa.',
      'Lo que de verdad cambió mis granitos, y no fue cambiar de limpiador cada semana.',
      'Deja de frotarte la cara con exfoliantes. Ningún exfoliante de granitos llega dentro del poro.',
      'Si te brilla la cara antes del mediodía, el problema puede ser tu limpiador.',
    ],
    tips: [
      {
        screen: 'Limpiador suave, dos veces',
        say: 'Lávate la cara con un gel limpiador suave por la mañana y por la noche. Si la piel te tira después, el limpiador es demasiado fuerte.',
      },
      { screen: 'Hidrata igual', say: 'Usa una crema en gel ligera aunque tu piel sea grasa. La piel deshidratada suele producir todavía más grasa.' },
      {
        screen: 'Salicílico para los poros',
        say: 'Prueba un producto con ácido salicílico algunas noches por semana. Entra en el poro y afloja los puntos negros.',
      },
      { screen: 'No los toques', say: 'No te revientes los granos. Apretar empuja la inflamación hacia dentro y deja manchas que duran meses.' },
      {
        screen: 'Cambia la funda',
        say: 'Cambia la funda de la almohada dos veces por semana y limpia la pantalla del teléfono. Las dos tocan tu cara todos los días.',
      },
      { screen: 'Papel matificante', say: 'Lleva papeles matificantes en el bolso. Quitan el brillo a mediodía sin acumular polvo.' },
    ],
    steps: [
      { screen: 'Limpieza de noche', say: 'Primero, por la noche, lávate la cara durante un minuto entero con un limpiador suave y agua tibia.' },
      { screen: 'Un solo activo', say: 'Después, un solo activo, como ácido salicílico o niacinamida, y no tres a la vez.' },
      { screen: 'Crema ligera', say: 'Después, una crema en gel ligera, también en las zonas grasas.' },
      {
        screen: 'Protector por la mañana',
        say: 'Por último, cada mañana, un protector solar de textura ligera, porque las marcas de granitos se oscurecen con el sol.',
      },
    ],
    myths: [
      {
        screen: '¿Piel grasa sin crema?',
        myth: 'La piel grasa no necesita crema hidratante.',
        fact: 'Grasa y agua son cosas distintas. La piel grasa puede estar deshidratada, y una crema ligera la calma.',
      },
      {
        screen: '¿El sol seca los granos?',
        myth: 'Tomar el sol seca los granos.',
        fact: 'El bronceado disimula las rojeces un tiempo, pero el sol oscurece las marcas y hace que duren más.',
      },
    ],
    mistakes: [
      {
        screen: 'Exfoliar con fuerza',
        mistake: 'Te frotas la cara con exfoliantes de granitos para limpiar los poros.',
        fix: 'Usa un limpiador suave y un exfoliante químico, como el ácido salicílico.',
      },
      {
        screen: 'Demasiados activos',
        mistake: 'Empiezas tres productos para el acné en la misma semana.',
        fix: 'Añade un producto cada vez y dale unas semanas antes de juzgarlo.',
      },
      {
        screen: 'Rendirte pronto',
        mistake: 'Dejas un tratamiento a los diez días porque no ves cambios.',
        fix: 'Dale de seis a ocho semanas, que es lo que tarda la piel en mostrar resultados.',
      },
    ],
    facts: [
      {
        screen: 'De seis a ocho semanas',
        say: 'La mayoría de los tratamientos para el acné necesitan de seis a ocho semanas de uso diario antes de poder juzgarlos.',
      },
      {
        screen: 'Un minuto de limpieza',
        say: 'Limpiarte la cara durante 60 segundos, y no solo echarte agua, da tiempo al limpiador para disolver la grasa y el protector.',
      },
    ],
    questions: [
      {
        question: '¿Puedo reventarme un grano si tiene la punta blanca?',
        answer: 'Mejor no. Ponle un parche de hidrocoloide por la noche, y muchas veces amanece mucho más pequeño.',
      },
      {
        question: '¿Cuándo voy al dermatólogo por el acné?',
        answer: 'Si los granos son profundos y duelen, dejan cicatriz o nada cambia en tres meses de rutina, pide cita con un dermatólogo.',
      },
    ],
    comparisons: [
      {
        a: 'Exfoliante de granitos',
        b: 'Ácido salicílico',
        verdict: 'Para piel grasa con granitos gana el ácido salicílico. Limpia dentro del poro, y el exfoliante solo raspa la superficie.',
      },
    ],
    before: 'Ahora mismo te brilla la cara antes del mediodía y sale un grano nuevo cada vez que crees que ya pasó.',
    after: 'Después de dos meses de una rutina sencilla, brillas menos, te salen menos granos y dejas de esconderte bajo una base gruesa.',
  },
  {
    id: 'skincare-routine',
    label: 'Skincare y protector solar',
    keywords: [
      'skincare',
      'protector solar',
      'bloqueador',
      'bloqueador solar',
      'fps',
      'spf',
      'hidratante',
      'limpiador facial',
      'sérum',
      'retinol',
      'piel seca',
      'arrugas',
      'tónico',
      'ácido hialurónico',
      'antiedad',
      'rutina de skincare',
    ],
    hooks: [
      'El mejor antiarrugas es el producto más barato de tu estantería: el protector solar.',
      'Necesitas tres productos de cuidado facial. Todo lo demás es opcional.',
      'Seguramente te pones la mitad del protector solar que necesitas.',
      'Si este año solo compras un producto, que sea protector solar.',
    ],
    tips: [
      {
        screen: 'Dos dedos de protector',
        say: 'Pon protector solar a lo largo de dos dedos enteros para cara y cuello. Es más o menos la cantidad con la que se prueba.',
      },
      {
        screen: 'Protector aunque esté nublado',
        say: 'Ponte protector también en días nublados. Buena parte de la radiación atraviesa las nubes y las ventanas.',
      },
      {
        screen: 'Retinol solo de noche',
        say: 'Usa el retinol solo por la noche, empieza dos veces por semana y nunca te saltes el protector al día siguiente.',
      },
      { screen: 'Crema sobre piel húmeda', say: 'Ponte la crema con la piel todavía un poco húmeda. Así retiene el agua en lugar de quedarse encima.' },
      { screen: 'Prueba antes', say: 'Prueba cualquier producto nuevo detrás de la oreja o en la mandíbula unos días antes de ponerlo en toda la cara.' },
    ],
    steps: [
      { screen: 'Mañana: limpieza', say: 'Primero, por la mañana, agua o un limpiador suave.' },
      { screen: 'Mañana: hidratante', say: 'Después, una crema según tu piel, en gel si es grasa y más nutritiva si es seca.' },
      { screen: 'Mañana: protector', say: 'Después, protector solar de FPS 30 o más, dos dedos para cara y cuello.' },
      { screen: 'Noche: limpia y trata', say: 'Por último, por la noche, retira el protector y ponte tu sérum de tratamiento y la crema.' },
    ],
    myths: [
      {
        screen: '¿Piel morena sin protector?',
        myth: 'La piel morena no necesita protector solar.',
        fact: 'El sol daña todos los tonos de piel. Además, la piel morena se mancha con facilidad, y el protector ayuda a evitarlo.',
      },
      {
        screen: '¿Lo caro funciona mejor?',
        myth: 'Una crema cara funciona mejor que una de farmacia.',
        fact: 'Importan los ingredientes y la constancia, no el precio. Una crema básica todos los días gana a un tarro de lujo usado dos veces.',
      },
    ],
    mistakes: [
      { screen: 'Poco protector', mistake: 'Te pones una gotita de protector del tamaño de una lenteja.', fix: 'Usa dos dedos para cara y cuello.' },
      {
        screen: 'Rutina de diez pasos',
        mistake: 'Apilas diez productos y no sabes cuál te funciona.',
        fix: 'Quédate con limpiador, crema y protector, y añade un tratamiento cada vez.',
      },
      {
        screen: 'No reaplicar',
        mistake: 'Te pones protector a las ocho de la mañana y pasas la tarde en la playa.',
        fix: 'Reaplica cada dos horas al aire libre y después de bañarte.',
      },
    ],
    facts: [
      {
        screen: 'FPS 30 o 50',
        say: 'El FPS 30 bloquea unos 97 de cada 100 rayos UVB, y el FPS 50 unos 98. Ponerte la cantidad correcta importa más que el número.',
      },
      { screen: 'Reaplica cada 2 horas', say: 'Al aire libre, el protector solar se reaplica más o menos cada dos horas, y justo después de sudar o bañarte.' },
    ],
    questions: [
      {
        question: '¿Necesito protector si trabajo todo el día en casa?',
        answer: 'Si estás cerca de una ventana, sí. Los rayos UVA atraviesan el vidrio y envejecen el lado de la cara que mira hacia ella.',
      },
      {
        question: '¿Puedo usar vitamina C y retinol juntos?',
        answer: 'Usa la vitamina C por la mañana y el retinol por la noche. Aprovechas los dos sin irritar la piel.',
      },
    ],
    comparisons: [
      {
        a: 'Protector mineral',
        b: 'Protector químico',
        verdict:
          'El mejor es el que te vas a poner todos los días. El mineral suele ir bien en piel sensible; el químico suele ser más ligero bajo el maquillaje.',
      },
    ],
    before: 'Ahora mismo tu estantería está llena de sérums a medias y tu piel sigue tirante o apagada.',
    after: 'Con tres básicos todos los días, en un mes tu piel está más tranquila y por fin sabes qué te funciona.',
  },
  {
    id: 'hair-care',
    label: 'Pelo y frizz',
    keywords: [
      'cabello',
      'pelo',
      'melena',
      'frizz',
      'encrespado',
      'pelo rizado',
      'rizos',
      'rizado',
      'mascarilla capilar',
      'capilar',
      'champú',
      'acondicionador',
      'cuero cabelludo',
      'secador',
      'plancha de pelo',
      'peinado',
    ],
    hooks: [
      'Tu pelo no está encrespado. Tiene sed.',
      'Tres cosas que dejé de hacer, y mi pelo por fin pasó de los hombros.',
      'Te lavas mal el pelo, y empieza por dónde pones el champú.',
      'Tus puntas se rompen por la toalla, no por el champú.',
    ],
    tips: [
      {
        screen: 'Champú solo en la raíz',
        say: 'Pon el champú solo en el cuero cabelludo y deja que la espuma baje por el largo. Las puntas no hace falta frotarlas.',
      },
      { screen: 'Acondicionador en puntas', say: 'Aplica el acondicionador de medios a puntas y déjalo actuar dos o tres minutos.' },
      {
        screen: 'Aprieta, no frotes',
        say: 'Quita el agua apretando con una camiseta de algodón o una toalla de microfibra. Frotar con una toalla áspera abre la cutícula y da frizz.',
      },
      { screen: 'Siempre protector térmico', say: 'Usa protector térmico antes de cada secador o plancha, y deja la plancha a temperatura media.' },
      { screen: 'Seda o satén de noche', say: 'Duerme con una funda de satén o recoge el pelo con una goma suave de tela. Menos roce, menos rotura.' },
    ],
    steps: [
      { screen: 'Lava el cuero cabelludo', say: 'Primero, masajea el champú en el cuero cabelludo con las yemas de los dedos, nunca con las uñas.' },
      { screen: 'Acondiciona el largo', say: 'Después, acondicionador en el largo, desenreda con un peine de púas anchas y aclara a los dos minutos.' },
      { screen: 'Quita el agua y protege', say: 'Después, aprieta el pelo con una toalla suave y rocía protector térmico con el pelo húmedo.' },
      { screen: 'Seca y sella', say: 'Por último, seca a temperatura media con la boquilla hacia abajo y termina con una gota de aceite en las puntas.' },
    ],
    myths: [
      {
        screen: '¿Cortar lo hace crecer?',
        myth: 'Cortarte el pelo a menudo hace que crezca más rápido.',
        fact: 'El pelo crece desde la raíz, no desde las puntas. Cortar evita que las puntas abiertas suban, y así conservas el largo.',
      },
      {
        screen: '¿Lavar a diario lo daña?',
        myth: 'Lavarte el pelo todos los días lo estropea.',
        fact: 'Lávalo tan a menudo como lo pida tu cuero cabelludo. Una raíz grasa se puede lavar a diario con un champú suave.',
      },
    ],
    mistakes: [
      {
        screen: 'Cepillar mojado a tirones',
        mistake: 'Te pasas el cepillo por el pelo mojado tirando desde la raíz.',
        fix: 'Desenreda desde las puntas hacia arriba con un peine de púas anchas.',
      },
      {
        screen: 'Plancha al máximo',
        mistake: 'Te alisas el pelo con la plancha a la temperatura más alta.',
        fix: 'Usa temperatura media, protector térmico y una pasada lenta por mechón.',
      },
      {
        screen: 'Acondicionador en la raíz',
        mistake: 'Te pones acondicionador en la raíz.',
        fix: 'Déjalo en medios y puntas para que la raíz aguante limpia más tiempo.',
      },
    ],
    facts: [
      { screen: 'Un centímetro al mes', say: 'El pelo crece más o menos un centímetro al mes, así que un largo de verdad es un año cuidando las puntas.' },
      { screen: 'Sanear cada 2 o 3 meses', say: 'Cortar las puntas cada dos o tres meses evita que las puntas abiertas suban por el pelo.' },
    ],
    questions: [
      {
        question: '¿Cada cuánto me lavo el pelo?',
        answer: 'Cada vez que la raíz se ponga grasa. Para algunas personas es a diario, y para el pelo rizado puede bastar una o dos veces por semana.',
      },
      {
        question: '¿Las mascarillas para el pelo sirven de algo?',
        answer: 'Sí, en puntas secas o teñidas. Úsala una vez por semana en lugar del acondicionador y déjala de cinco a diez minutos.',
      },
    ],
    comparisons: [
      {
        a: 'Secar al aire',
        b: 'Secador',
        verdict:
          'Secar al aire evita el calor, pero horas con el pelo mojado pueden dar más frizz. Un secador a temperatura media con protector va bien para la mayoría.',
      },
    ],
    before: 'Ahora mismo tu pelo está encrespado antes del mediodía y las puntas se parten cuando lo peinas.',
    after: 'En un par de meses, las puntas están suaves y el largo que te crece por fin se queda.',
  },
  {
    id: 'capsule-wardrobe',
    label: 'Armario cápsula y outfits',
    keywords: [
      'outfit',
      'outfits',
      'look',
      'looks',
      'armario cápsula',
      'clóset cápsula',
      'armario',
      'clóset',
      'prendas',
      'ropa',
      'moda',
      'elegante',
      'jeans',
      'blazer',
      'vestido',
      'ootd',
    ],
    hooks: [
      'Tengo doce outfits con siete prendas, y nadie se ha dado cuenta.',
      '¿Armario lleno y nada que ponerte? El problema no es la cantidad.',
      'Cómo verte elegante con básicos que cuestan muy poco.',
      'Tres colores base bastan para un armario en el que todo combina.',
    ],
    tips: [
      { screen: 'Tres colores base', say: 'Elige tres colores base que combinen entre sí, como azul marino, blanco y beige. Así casi todo combina con todo.' },
      { screen: 'El ajuste manda', say: 'Lleva pantalones y blazers a arreglar. Una prenda barata que te queda bien se ve más cara que una de marca que no.' },
      {
        screen: 'La tercera prenda',
        say: 'Añade una tercera prenda a una camiseta y un pantalón: un blazer, un cárdigan o un cinturón. Eso convierte la ropa en un outfit.',
      },
      { screen: 'Prueba la tela', say: 'Antes de comprar, aprieta la tela en el puño. Si se queda arrugada, la prenda se verá cansada después de un uso.' },
      { screen: 'Entra una, sale una', say: 'Por cada prenda nueva, una vieja se va. El armario se queda pequeño y ves todo lo que tienes.' },
    ],
    steps: [
      { screen: 'Vacía el armario', say: 'Primero, saca todo y quédate solo con lo que te queda bien y lo que te pusiste el último año.' },
      { screen: 'Elige tus colores', say: 'Después, elige tres colores base y uno o dos colores de acento que te encanten.' },
      { screen: 'Encuentra lo que falta', say: 'Después, apunta qué falta para unir tus prendas, como una camiseta blanca lisa o unos jeans oscuros rectos.' },
      {
        screen: 'Prueba combinaciones',
        say: 'Por último, prueba cada parte de arriba con cada parte de abajo, hazles una foto a los outfits que te gusten y guárdalas para las mañanas con prisa.',
      },
    ],
    myths: [
      {
        screen: '¿Cápsula es aburrido?',
        myth: 'Un armario cápsula es vestir de beige todos los días.',
        fact: 'Cápsula solo significa prendas que combinan. Tus colores pueden ser vivos mientras funcionen juntos.',
      },
      {
        screen: '¿Las tendencias dan estilo?',
        myth: 'Comprar todo lo que está de moda te da estilo.',
        fact: 'El estilo sale del ajuste y de combinaciones que te favorecen. Las tendencias cambian en una temporada; un buen ajuste no.',
      },
    ],
    mistakes: [
      {
        screen: 'Prenda que no combina',
        mistake: 'Compras una prenda preciosa que no combina con nada de lo que tienes.',
        fix: 'Antes de pagar, piensa en tres outfits que harías con ella.',
      },
      {
        screen: 'Talla equivocada en oferta',
        mistake: 'Compras una talla menos porque estaba en oferta.',
        fix: 'Compra solo lo que te queda bien hoy, o lo que se arregla barato.',
      },
      {
        screen: 'Olvidar los zapatos',
        mistake: 'Planeas tus outfits y te olvidas de los zapatos.',
        fix: 'Ten dos o tres pares en tus colores base que vayan con todo.',
      },
    ],
    facts: [
      { screen: '4 de arriba, 3 de abajo', say: 'Cuatro partes de arriba y tres de abajo que combinan entre sí ya dan doce outfits distintos.' },
      {
        screen: 'Con tres colores basta',
        say: 'Tres colores base bastan para un armario en el que casi cualquier parte de arriba va con cualquier parte de abajo.',
      },
    ],
    questions: [
      {
        question: '¿Cuántas prendas tiene un armario cápsula?',
        answer: 'No hay un número mágico. Mucha gente empieza con unas treinta prendas por temporada, zapatos incluidos, y ajusta después.',
      },
      {
        question: '¿Cómo sé qué colores me favorecen?',
        answer: 'Pon colores distintos junto a tu cara con luz natural. Los tuyos dejan la piel uniforme y los ojos más vivos.',
      },
    ],
    comparisons: [
      {
        a: 'Moda rápida',
        b: 'Menos prendas, mejores',
        verdict: 'Menos prendas y mejores ganan si las usas mucho. Divide el precio entre las veces que te la vas a poner antes de decidir.',
      },
    ],
    before: 'Ahora mismo te plantas cada mañana delante de un armario lleno y sientes que no tienes nada que ponerte.',
    after: 'Con una cápsula pequeña, te vistes en dos minutos y cada outfit parece pensado.',
  },
];
