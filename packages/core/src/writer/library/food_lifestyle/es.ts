import type { NicheMaterial } from '../types.ts';

/** food_lifestyle, es: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'weeknight-dinners',
    label: 'Cenas rápidas entre semana',
    keywords: [
      'cena',
      'cenas',
      'cenar',
      'qué cenar',
      'cena rápida',
      'cena fácil',
      'cenas rápidas',
      'cenas caseras',
      'después del trabajo',
      'una sola sartén',
      'sartén',
      'bandeja de horno',
      'pasta',
      'pollo',
      'cena en 20 minutos',
      'comida casera',
    ],
    hooks: [
      'Llegas a casa a las siete muerto de hambre. La cena está lista antes de las siete y media.',
      'Deja de pedir comida a domicilio los martes. Así hago la cena en veinte minutos.',
      'Una sartén, tres cosas que ya tienes en la nevera y casi nada que lavar.',
    ],
    tips: [
      { screen: 'Calienta la sartén primero', say: 'Pon la sartén al fuego antes de empezar a picar. Cuando termines con la cebolla, ya estará caliente.' },
      {
        screen: 'Cena en una bandeja',
        say: 'Pon muslos de pollo y verduras troceadas en una sola bandeja con aceite y sal, y hornea a 220 grados unos 25 minutos.',
      },
      { screen: 'Guarda el agua de la pasta', say: 'Guarda un cucharón del agua de cocer la pasta. Su almidón deja cualquier salsa cremosa.' },
      { screen: 'Despensa de rescate', say: 'Ten siempre tomate triturado, garbanzos en lata, leche de coco y pasta. Con eso siempre sale una cena.' },
      { screen: 'Limón antes que sal', say: 'Si un plato sabe plano, añade un chorrito de limón o vinagre antes de echar más sal.' },
      {
        screen: 'Corta pequeño',
        say: 'Corta la carne en tiras finas y la verdura pequeña. Los trozos pequeños se hacen en minutos y los grandes tardan media hora.',
      },
    ],
    steps: [
      { screen: '1. Sartén al fuego', say: 'Primero, calienta una sartén amplia con un chorrito de aceite mientras picas una cebolla y dos dientes de ajo.' },
      { screen: '2. Dora el pollo', say: 'Luego, echa tiras finas de pollo y déjalas dorar dos minutos sin moverlas.' },
      {
        screen: '3. Suma las verduras',
        say: 'Después, añade las verduras que tengas, cortadas pequeñas, con un chorrito de salsa de soja y una cucharada de miel.',
      },
      { screen: '4. Sirve con arroz', say: 'Por último, exprime un poco de limón y sirve con el arroz que sobró de ayer.' },
    ],
    myths: [
      {
        screen: '¿El delivery es más rápido?',
        myth: 'Cocinar en casa siempre tarda más que pedir comida.',
        fact: 'Un salteado de pollo con verduras tarda unos veinte minutos, muchas veces menos de lo que tarda el repartidor.',
      },
      {
        screen: '¿Una receta nueva cada día?',
        myth: 'Para comer bien necesitas una receta nueva cada noche.',
        fact: 'Cinco cenas que te salen de memoria, cambiando las verduras, cubren casi toda la semana.',
      },
    ],
    mistakes: [
      {
        screen: 'Sartén llena',
        mistake: 'Echas toda la carne a la vez y se cuece en su jugo en lugar de dorarse.',
        fix: 'Dora la carne en dos tandas para que cada trozo toque el fondo caliente.',
      },
      {
        screen: 'Decidir a las siete',
        mistake: 'Piensas en la cena cuando ya tienes hambre.',
        fix: 'El domingo elige tres cenas de la semana y compra lo que necesitan.',
      },
      {
        screen: 'Sal solo al final',
        mistake: 'Echas toda la sal en el plato.',
        fix: 'Sazona un poco en cada paso, así la comida queda sabrosa por dentro y no solo por encima.',
      },
    ],
    facts: [
      {
        screen: 'Arroz cocido: 3 o 4 días',
        say: 'El arroz cocido dura unos tres o cuatro días en la nevera si lo enfrías y lo guardas en menos de dos horas.',
      },
      {
        screen: 'La carne reposa 5 minutos',
        say: 'Deja reposar el filete o la pechuga unos cinco minutos al sacarla del fuego. Así el jugo se queda en la carne y no en la tabla.',
      },
    ],
    questions: [
      {
        question: '¿Qué ceno si la nevera está casi vacía?',
        answer:
          'Huevos, arroz y cualquier verdura se convierten en arroz salteado. Pasta, ajo, aceite y un toque de picante hacen una cena de verdad en quince minutos.',
      },
      {
        question: '¿Por qué mis verduras salteadas quedan blandas?',
        answer: 'La sartén no está lo bastante caliente o está demasiado llena. Usa fuego fuerte, poca cantidad cada vez y añade la salsa en el último minuto.',
      },
    ],
    comparisons: [
      { a: 'Cena al horno', b: 'Cena en sartén', verdict: 'La sartén es más rápida. El horno tarda más, pero te deja las manos libres mientras trabaja.' },
    ],
    before: 'Ahora mismo la cena se decide a última hora, y casi todas las noches termina en comida a domicilio o un sándwich.',
    after: 'En un par de semanas tienes cinco cenas que haces cansado, en veinte minutos, sin mirar la receta.',
  },
  {
    id: 'meal-prep-budget',
    label: 'Meal prep y compra económica',
    keywords: [
      'meal prep',
      'batch cooking',
      'táper',
      'tuppers',
      'viandas',
      'comida para la semana',
      'comida para el trabajo',
      'comida congelada',
      'lista de la compra',
      'lista del súper',
      'ahorrar en comida',
      'comer barato',
      'menú semanal',
      'sobras',
      'desperdicio',
      'organizar la nevera',
    ],
    hooks: [
      'Cocino dos horas el domingo y como bien hasta el jueves. Te enseño el plan.',
      'Gastas mucho en el súper por cómo compras, no por lo que compras.',
      'Comidas para toda la semana y nada termina en la basura.',
    ],
    tips: [
      { screen: 'Foto a la nevera', say: 'Antes de hacer la lista, hazle una foto a la nevera. La mitad del desperdicio empieza comprando lo que ya tienes.' },
      {
        screen: 'Prepara bases, no platos',
        say: 'En vez de cinco recipientes iguales, prepara bases: un cereal, una proteína, dos verduras y una salsa. Cada día las combinas distinto.',
      },
      {
        screen: 'Legumbres secas',
        say: 'Compra lentejas y garbanzos secos. La ración sale mucho más barata que en lata, y las lentejas rojas se hacen en veinte minutos sin remojo.',
      },
      {
        screen: 'Congela la mitad',
        say: 'Congela la mitad de lo que cocinas el domingo. La comida del viernes sabe mucho mejor del congelador que del fondo de la nevera.',
      },
      {
        screen: 'Verdura congelada vale',
        say: 'La verdura congelada se congela justo después de cosecharla, así que conserva sus nutrientes y no se pudre en el cajón.',
      },
    ],
    steps: [
      { screen: '1. Cuatro comidas', say: 'Primero, elige cuatro comidas que compartan ingredientes, por ejemplo una bandeja de verduras asadas para todas.' },
      { screen: '2. Horno y fuego juntos', say: 'Luego, mete las verduras y el pollo al horno mientras el arroz o las lentejas se cuecen en el fuego.' },
      { screen: '3. Una salsa', say: 'Después, prepara una salsa, como yogur con ajo y hierbas, para que la misma comida sepa distinta el miércoles.' },
      { screen: '4. Enfriar y guardar', say: 'Por último, deja enfriar todo, reparte en recipientes y congela las raciones del jueves y el viernes.' },
    ],
    myths: [
      {
        screen: '¿Comer sano es caro?',
        myth: 'Comer sano siempre sale más caro.',
        fact: 'La avena, los huevos, las lentejas, la fruta de temporada y la verdura congelada están entre lo más barato de cualquier súper.',
      },
      {
        screen: '¿Lo mismo toda la semana?',
        myth: 'Hacer meal prep es comer lo mismo aburrido cinco días seguidos.',
        fact: 'Si preparas las bases por separado, cada día armas un plato diferente.',
      },
    ],
    mistakes: [
      {
        screen: 'Al súper con hambre',
        mistake: 'Vas al súper con hambre y sin lista.',
        fix: 'Come antes y lleva una lista hecha a partir del menú de la semana.',
      },
      {
        screen: 'Comida para siete días',
        mistake: 'Cocinas para siete días en la nevera y tiras los dos últimos.',
        fix: 'Deja tres o cuatro días en la nevera y congela el resto el mismo día.',
      },
      {
        screen: 'Olla caliente a la nevera',
        mistake: 'Metes la olla grande todavía caliente directo en la nevera.',
        fix: 'Reparte la comida en recipientes bajos para que se enfríe rápido y guárdala en menos de dos horas.',
      },
    ],
    facts: [
      { screen: 'Nevera: 3 o 4 días', say: 'La comida cocinada dura unos tres o cuatro días en la nevera y varios meses en el congelador.' },
      { screen: 'Máximo 2 horas fuera', say: 'La comida cocinada no debería pasar más de unas dos horas a temperatura ambiente antes de ir a la nevera.' },
    ],
    questions: [
      {
        question: '¿Qué recipientes son mejores para el meal prep?',
        answer: 'Los de vidrio con tapa son los mejores para recalentar. Las bolsas de congelar aplanadas ahorran más espacio en el congelador.',
      },
      { question: '¿Cómo evito que la ensalada para llevar quede blanda?', answer: 'Lleva el aliño en un frasquito aparte y aliña justo antes de comer.' },
    ],
    comparisons: [
      {
        a: 'Platos completos',
        b: 'Bases por separado',
        verdict: 'Los platos completos son más cómodos de agarrar por la mañana. Las bases llevan el mismo tiempo y no te aburren el miércoles.',
      },
    ],
    before: 'Ahora compras la comida fuera todos los días, y la mitad de la verdura del domingo se pone mustia en el cajón.',
    after: 'Después de un mes de domingos de meal prep, tu comida ya está en la nevera y el ticket del súper baja bastante.',
  },
  {
    id: 'bread-baking',
    label: 'Pan casero y bollería',
    keywords: [
      'pan',
      'pan casero',
      'panes de masa madre',
      'masa madre',
      'levadura',
      'masa de pan',
      'amasar',
      'harina',
      'focaccia',
      'panes caseros',
      'hogaza',
      'panadería',
      'bollería',
      'bollos',
      'pan de molde',
      'hornear pan',
    ],
    hooks: [
      'Tu primer pan casero necesita cuatro ingredientes y ninguna amasadora.',
      'Tu pan sale denso por un paso que estás apurando.',
      'Una focaccia de panadería en casa cuesta menos que un café en la calle.',
    ],
    tips: [
      { screen: 'Pesa la harina', say: 'Pesa la harina con una báscula de cocina. Una taza puede llevar bastante más harina de la que pide la receta.' },
      { screen: 'Sal: 2 por ciento', say: 'Usa unos diez gramos de sal por cada quinientos gramos de harina. Un pan con poca sal no sabe a nada.' },
      { screen: 'Mira la masa, no el reloj', say: 'La masa está lista cuando ha crecido más o menos la mitad y se nota aireada, tarde dos horas o cuatro.' },
      {
        screen: 'Vapor para la corteza',
        say: 'Hornea los primeros veinte minutos en una olla tapada. El vapor deja crecer el pan antes de que la corteza se endurezca.',
      },
      { screen: 'Espera a que enfríe', say: 'Espera al menos una hora antes de cortarlo. Por dentro se sigue haciendo y queda gomoso si lo cortas caliente.' },
    ],
    steps: [
      {
        screen: '1. Cuatro ingredientes',
        say: 'Primero, mezcla 500 gramos de harina, 350 gramos de agua tibia, 10 gramos de sal y 3 gramos de levadura seca.',
      },
      {
        screen: '2. Pliegues, sin amasar',
        say: 'Luego, cada media hora durante dos horas, estira un lado de la masa hacia arriba y dóblalo encima, cuatro veces alrededor del bol.',
      },
      { screen: '3. Formar y reposar', say: 'Después, forma una bola bien tensa, ponla en un bol enharinado y deja que crezca alrededor de una hora.' },
      { screen: '4. Hornear fuerte', say: 'Por último, hornea en una olla precalentada y tapada a 240 grados veinte minutos, y otros veinte sin tapa.' },
    ],
    myths: [
      {
        screen: '¿Hay que amasar mucho?',
        myth: 'Un buen pan necesita diez minutos de amasado a fondo.',
        fact: 'El tiempo hace el mismo trabajo. Una masa húmeda con unos pliegues desarrolla el gluten sola.',
      },
      {
        screen: '¿La masa madre es difícil?',
        myth: 'El pan de masa madre es solo para panaderos profesionales.',
        fact: 'La masa madre es harina y agua que alimentas cada día. Casi siempre está lista para hornear en una o dos semanas.',
      },
    ],
    mistakes: [
      {
        screen: 'Demasiada harina',
        mistake: 'Vas echando harina porque la masa se pega a las manos.',
        fix: 'Mójate las manos en vez de enharinar la masa. Una masa húmeda da una miga abierta.',
      },
      {
        screen: 'Horno frío',
        mistake: 'Metes el pan en un horno que acabas de encender.',
        fix: 'Precalienta el horno con la olla dentro al menos media hora.',
      },
      {
        screen: 'Agua muy caliente',
        mistake: 'Usas agua muy caliente para despertar la levadura.',
        fix: 'Usa agua apenas tibia en la muñeca, porque el agua demasiado caliente mata la levadura.',
      },
    ],
    facts: [
      {
        screen: 'Listo hacia 95 grados',
        say: 'Un pan sencillo está hecho cuando el centro llega a unos 95 grados, y lo compruebas con un termómetro de cocina barato.',
      },
      { screen: 'Solo 4 ingredientes', say: 'El pan clásico lleva solo cuatro ingredientes: harina, agua, sal y levadura. Todo lo demás es opcional.' },
    ],
    questions: [
      {
        question: '¿Por qué mi pan queda plano?',
        answer: 'Casi siempre la masa fermentó de más y se vino abajo, o se formó floja. Acorta el último levado y forma la bola más tensa.',
      },
      { question: '¿Puedo usar harina común en vez de harina de fuerza?', answer: 'Sí. El pan sale un poco más tierno, así que usa un poco menos de agua.' },
    ],
    comparisons: [
      {
        a: 'Masa madre',
        b: 'Levadura seca',
        verdict: 'Empieza con levadura seca, que es rápida y predecible. La masa madre da más sabor cuando ya horneas cada semana.',
      },
    ],
    before: 'Ahora tu pan casero sale denso y pálido, y no sabes en qué paso falló.',
    after: 'Después de unos fines de semana, horneas un pan crujiente y aireado con cuatro ingredientes, sin mirar la receta.',
  },
  {
    id: 'soups',
    label: 'Sopas y caldos',
    keywords: [
      'sopa',
      'sopas',
      'caldo',
      'caldos',
      'caldo de pollo',
      'consomé',
      'crema de verduras',
      'crema de calabaza',
      'sopa de fideos',
      'lentejas',
      'cocido',
      'puchero',
      'pozole',
      'guiso',
      'comida de invierno',
      'sopa casera',
    ],
    hooks: [
      'Tu sopa sabe a agua caliente por culpa de los primeros cinco minutos.',
      'Una olla de sopa el domingo son cuatro comidas casi gratis.',
      'El secreto de un caldo de pollo limpio es hacer menos, no más.',
    ],
    tips: [
      {
        screen: 'Sofríe la base',
        say: 'Sofríe cebolla, zanahoria y apio a fuego bajo unos diez minutos antes de echar el agua. Todo el sabor de la sopa sale de ahí.',
      },
      { screen: 'Hervor suave', say: 'Mantén el caldo a fuego suave, apenas burbujeando. Si hierve fuerte, se enturbia y queda grasiento.' },
      { screen: 'Sal al final', say: 'Ajusta la sal al final, porque la sopa se reduce al fuego y se vuelve más salada.' },
      { screen: 'Un toque ácido', say: 'Añade un chorrito de limón o vinagre justo antes de servir. Despierta cualquier sopa sosa.' },
      { screen: 'Fideos aparte', say: 'Cuece los fideos aparte y échalos en cada plato, o se hinchan y se beben todo el caldo para el día siguiente.' },
    ],
    steps: [
      { screen: '1. El sofrito', say: 'Primero, sofríe una cebolla y una zanahoria picadas en aceite diez minutos a fuego bajo.' },
      { screen: '2. El cuerpo', say: 'Luego, añade un vaso de lentejas rojas, una lata de tomate triturado y un litro y medio de agua o caldo.' },
      { screen: '3. A fuego lento', say: 'Después, deja que hierva suave unos veinte minutos, hasta que las lentejas se deshagan.' },
      { screen: '4. Sazonar y terminar', say: 'Por último, sala, añade comino y limón, y tritura la mitad si te gusta más cremosa.' },
    ],
    myths: [
      {
        screen: '¿Crema sin nata?',
        myth: 'Una crema de verduras necesita nata o crema de leche.',
        fact: 'Una patata, un puñado de alubias blancas o lentejas rojas trituradas dejan la sopa cremosa sin nada de nata.',
      },
      {
        screen: '¿Más tiempo, más sabor?',
        myth: 'Cuanto más tiempo hierve una sopa de verduras, más rica queda.',
        fact: 'La mayoría de las sopas de verduras están en su punto entre veinte y cuarenta minutos. Después, lo verde pierde color y se deshace.',
      },
    ],
    mistakes: [
      {
        screen: 'Todo a la vez',
        mistake: 'Echas todas las verduras a la olla al mismo tiempo.',
        fix: 'Pon primero las duras, como la patata, y las blandas, como el calabacín o las hojas, en los últimos minutos.',
      },
      {
        screen: 'Batidora llena y caliente',
        mistake: 'Llenas el vaso de la batidora hasta arriba con sopa hirviendo.',
        fix: 'Llena el vaso solo hasta la mitad, con la tapa entreabierta bajo un trapo, o usa una batidora de mano en la olla.',
      },
      {
        screen: 'Sopa sin grasa',
        mistake: 'Haces la sopa sin nada de aceite.',
        fix: 'Empieza con una cucharada de aceite de oliva. La grasa lleva el sabor de las especias.',
      },
    ],
    facts: [
      {
        screen: 'Hasta 3 meses congelada',
        say: 'Casi todas las sopas aguantan bien dos o tres meses congeladas. Congélalas en raciones y deja espacio en el recipiente, porque el líquido se expande.',
      },
      {
        screen: 'Lentejas rojas en 20 minutos',
        say: 'Las lentejas rojas no necesitan remojo y se deshacen en unos veinte minutos, la forma más rápida de espesar una sopa.',
      },
    ],
    questions: [
      { question: '¿Cómo arreglo una sopa salada?', answer: 'Añade más agua o caldo sin sal y más verdura. La patata no absorbe la sal, solo suma volumen.' },
      {
        question: '¿Se puede congelar una sopa con patata?',
        answer: 'Sí, pero la patata queda arenosa al descongelar. Las cremas trituradas con patata se congelan mucho mejor que las sopas con trozos.',
      },
    ],
    comparisons: [
      {
        a: 'Caldo casero',
        b: 'Pastilla de caldo',
        verdict:
          'El caldo casero sabe mucho más y sale de huesos y peladuras que ibas a tirar. La pastilla salva un martes, pero echa menos sal, porque ya es salada.',
      },
    ],
    before: 'Ahora tus sopas quedan aguadas y sin sabor, y las arreglas echando más sal.',
    after: 'Después de unas cuantas ollas, haces una sopa con cuerpo con lo que hay en la nevera. Y el resto va al congelador para los días de prisa.',
  },
  {
    id: 'dumplings-dough',
    label: 'Empanadas y masas rellenas caseras',
    keywords: [
      'empanadas',
      'empanada',
      'empanadillas',
      'masa de empanadas',
      'masa para empanadas',
      'repulgue',
      'relleno',
      'gyozas',
      'dumplings',
      'ravioles',
      'pelmeni',
      'masa casera',
      'pastelitos',
      'empanadas al horno',
      'empanadas fritas',
    ],
    hooks: [
      'Una hora armando empanadas y un mes de cenas en el congelador.',
      'Tus empanadas se abren en el horno por la masa, no por el relleno.',
      'Después de hacerlas en casa, las congeladas del súper ya no te van a saber igual.',
    ],
    tips: [
      { screen: 'Deja reposar la masa', say: 'Deja reposar la masa tapada media hora. Una masa reposada se estira fina y no se encoge.' },
      { screen: 'Relleno frío', say: 'Rellena siempre con el relleno frío. Un relleno caliente suelta vapor y ablanda la masa.' },
      { screen: 'Relleno sin caldo', say: 'Escurre bien la carne guisada. Un relleno con mucho jugo empapa la masa y hace que se rompa.' },
      { screen: 'Congela por separado', say: 'Congela las empanadas en una bandeja enharinada sin que se toquen, y luego pásalas a una bolsa.' },
      { screen: 'Sella con agua', say: 'Humedece el borde de la masa con un poco de agua antes de cerrar, así no se abre al cocinarla.' },
    ],
    steps: [
      {
        screen: '1. La masa',
        say: 'Primero, mezcla 500 gramos de harina, 100 gramos de manteca o mantequilla fría, una pizca de sal y unos 200 mililitros de agua tibia.',
      },
      { screen: '2. El relleno', say: 'Luego, sofríe carne picada con cebolla, pimentón, comino y sal, y deja que se enfríe del todo.' },
      { screen: '3. Armar', say: 'Después, estira la masa fina, corta círculos, pon una cucharada de relleno y cierra apretando bien el borde.' },
      {
        screen: '4. Hornear o congelar',
        say: 'Por último, píntalas con huevo batido y hornéalas a unos 200 grados hasta que estén doradas, o congélalas crudas.',
      },
    ],
    myths: [
      {
        screen: '¿Hace falta máquina?',
        myth: 'Sin máquina de pasta no se puede hacer una buena masa casera.',
        fact: 'Un rodillo y un vaso para cortar círculos bastan. La máquina solo lo hace más rápido.',
      },
      {
        screen: '¿Repulgue perfecto?',
        myth: 'Si no sabes hacer el repulgue, tus empanadas se van a abrir.',
        fact: 'Cerrar apretando con un tenedor sella igual de bien. El repulgue es tradición y estética.',
      },
    ],
    mistakes: [
      {
        screen: 'Masa gruesa',
        mistake: 'Dejas la masa gruesa para que no se rompa.',
        fix: 'Estira la masa a unos dos o tres milímetros. Una masa gruesa queda pesada alrededor de poco relleno.',
      },
      {
        screen: 'Demasiado relleno',
        mistake: 'Pones tanto relleno que el borde no cierra.',
        fix: 'Usa una cucharada por empanada pequeña y deja el borde limpio y seco.',
      },
      {
        screen: 'Aceite frío',
        mistake: 'Echas las empanadas al aceite antes de que esté bien caliente.',
        fix: 'Espera a que el aceite llegue a unos 180 grados. Un trocito de masa debe subir y burbujear enseguida.',
      },
    ],
    facts: [
      { screen: 'Hasta 3 meses congeladas', say: 'Las empanadas y las gyozas crudas aguantan unos dos o tres meses en el congelador sin perder sabor.' },
      {
        screen: 'Del congelador al horno',
        say: 'No descongeles las empanadas crudas. Hornéalas directamente congeladas unos minutos más y mantienen su forma.',
      },
    ],
    questions: [
      {
        question: '¿Horno o fritas, cuáles quedan mejor?',
        answer: 'Fritas quedan más crujientes y con burbujitas. Al horno dan menos trabajo cuando haces muchas y no necesitas una olla de aceite.',
      },
      { question: '¿Por qué se me rompe la masa al estirarla?', answer: 'Está seca o no ha reposado. Añade una cucharada de agua y déjala tapada media hora.' },
    ],
    comparisons: [
      {
        a: 'Tapas compradas',
        b: 'Masa casera',
        verdict: 'Las tapas compradas te ahorran media hora. La masa casera queda más tierna y sabrosa, y cuesta menos cuando haces varias docenas.',
      },
    ],
    before: 'Ahora compras empanadas congeladas porque hacerlas en casa parece trabajo de un día entero.',
    after: 'Después de una tarde, tu congelador tiene varias docenas de empanadas caseras listas en veinte minutos cualquier noche.',
  },
  {
    id: 'healthy-breakfast',
    label: 'Desayunos saludables',
    keywords: [
      'desayuno',
      'desayunos',
      'desayunar',
      'desayuno saludable',
      'desayuno rápido',
      'avena',
      'overnight oats',
      'huevos',
      'huevos revueltos',
      'tostadas',
      'licuado',
      'batido',
      'yogur',
      'granola',
      'tortitas',
      'rutina de mañana',
    ],
    hooks: [
      'Si a las diez ya tienes hambre, a tu desayuno le falta una cosa.',
      'Cinco minutos la noche anterior y el desayuno te espera en la nevera.',
      'Tu granola saludable tiene más azúcar de lo que crees.',
    ],
    tips: [
      {
        screen: 'Suma proteína',
        say: 'Añade proteína al desayuno: huevos, yogur natural o queso fresco. La proteína te sacia mucho más que una tostada sola.',
      },
      {
        screen: 'Avena desde la noche',
        say: 'Mezcla avena, leche y yogur en un frasco antes de dormir. Por la mañana tienes un desayuno cremoso sin cocinar.',
      },
      { screen: 'Lee la etiqueta', say: 'Mira el azúcar en la etiqueta de tu granola. Muchas marcas tienen tanto azúcar por ración como una galleta.' },
      {
        screen: 'Huevos para la semana',
        say: 'Hornea huevos batidos con verduras en moldes de magdalenas el domingo. Se calientan en treinta segundos las mañanas con prisa.',
      },
      { screen: 'Fruta entera, no jugo', say: 'Cómete la fruta en vez de beberte el jugo. La fruta entera conserva la fibra y te llena más.' },
    ],
    steps: [
      { screen: '1. Avena al frasco', say: 'Primero, pon media taza de copos de avena en un frasco con la misma cantidad de leche.' },
      { screen: '2. Yogur y chía', say: 'Luego, añade dos cucharadas de yogur natural y una de semillas de chía, y mezcla bien.' },
      { screen: '3. Toda la noche', say: 'Después, tapa el frasco y déjalo en la nevera toda la noche.' },
      { screen: '4. Toppings por la mañana', say: 'Por último, por la mañana, ponle frutos rojos o plátano y unas nueces.' },
    ],
    myths: [
      {
        screen: '¿Acelera el metabolismo?',
        myth: 'El desayuno acelera el metabolismo.',
        fact: 'Lo que cuenta es lo que comes en todo el día. Un buen desayuno ayuda porque evita que piques galletas antes de la comida.',
      },
      {
        screen: '¿La yema es mala?',
        myth: 'La yema de huevo es mala para el corazón, come solo la clara.',
        fact: 'Para la mayoría de las personas sanas, un huevo al día cabe en una dieta equilibrada. Y buena parte de sus vitaminas está en la yema.',
      },
    ],
    mistakes: [
      { screen: 'Solo hidratos', mistake: 'Desayunas solo un bollo o pan con mermelada.', fix: 'Añade una proteína, como huevo o yogur, y una fruta.' },
      {
        screen: 'Batido de postre',
        mistake: 'Licúas cuatro frutas con jugo y crees que es un batido ligero.',
        fix: 'Usa una fruta, un puñado de espinacas, leche o yogur y una cucharada de avena.',
      },
      {
        screen: 'Cocinar con prisa',
        mistake: 'Intentas cocinar desde cero una mañana en la que vas tarde.',
        fix: 'Deja preparada la avena o los huevos la noche anterior.',
      },
    ],
    facts: [
      { screen: '2 huevos, 12 g de proteína', say: 'Dos huevos grandes te dan unos doce gramos de proteína por muy poco dinero.' },
      { screen: 'El yogur griego llena más', say: 'Un yogur griego natural suele tener cerca del doble de proteína que un yogur normal del mismo tamaño.' },
    ],
    questions: [
      {
        question: '¿Está bien saltarse el desayuno?',
        answer: 'Si te sientes bien y no comes de más después, sí. Si a las once te mueres de hambre, un desayuno con proteína te ayudará.',
      },
      {
        question: '¿Cuánto dura la avena remojada?',
        answer: 'Unos tres días en un frasco cerrado en la nevera. Añade la fruta fresca el día que te la comas.',
      },
    ],
    comparisons: [
      {
        a: 'Avena remojada',
        b: 'Huevos con tostada',
        verdict:
          'La avena gana en las mañanas con prisa, porque está lista mientras duermes. Los huevos ganan cuando quieres algo caliente y con más proteína.',
      },
    ],
    before: 'Ahora te tomas un café y algo dulce a la carrera, y a las diez ya tienes hambre otra vez.',
    after: 'En una semana, el desayuno te espera en la nevera y llegas a la hora de comer sin asaltar las galletas.',
  },
];
