import type { NicheMaterial } from '../types.ts';

/** beauty_fashion, pt: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'everyday-makeup',
    label: 'Make do dia a dia',
    keywords: [
      'maquiagem',
      'maquiagens',
      'grwm',
      'olheiras',
      'make derretendo',
      'make craquelando',
      'grwm pro trabalho',
      'maquiagem rápida',
      'corretivo',
      'blush',
      'batom',
      'pó translúcido',
      'primer',
      'iluminador',
      'bronzer',
      'contorno',
    ],
    hooks: [
      'Sua base não craquela por causa da base. É o que você faz antes dela.',
      'Essa é a minha make de cinco minutos pro trabalho, e ela aguenta até a noite.',
      'Para de passar corretivo embaixo do olho inteiro.',
      'Cinco produtos, cinco minutos, e o rosto com cara de descanso até a noite.',
    ],
    tips: [
      {
        screen: 'Hidrata antes da base',
        say: 'Passa um hidratante leve e espera dois minutos antes da base. A base gruda em pele hidratada e escorrega em pele ressecada.',
      },
      { screen: 'Pouca base, no centro', say: 'Usa meia bombada de base no centro do rosto e espalha pra fora. Cobre a vermelhidão só onde ela existe.' },
      {
        screen: 'Corretivo só nos cantos',
        say: 'Passa o corretivo só no canto interno e no canto externo do olho. O triângulo inteiro marca as linhas antes do almoço.',
      },
      {
        screen: 'Pó só na zona T',
        say: 'Aplica o pó com esponja ou pompom só na testa, no nariz e no queixo. Deixa as bochechas com viço pra make não ficar chapada.',
      },
      { screen: 'Blush em creme', say: 'Bate um blush em creme no alto das maçãs e usa o que sobrar nos lábios. Um produto só, tudo combinando.' },
      {
        screen: 'Sobrancelha arrumada',
        say: 'Penteia as sobrancelhas pra cima com gel incolor. Sobrancelha arrumada deixa até a pele limpa com cara de pronta.',
      },
    ],
    steps: [
      { screen: 'Hidratante e protetor', say: 'Primeiro, hidratante e protetor solar, e espera uns dois minutos pra absorver.' },
      { screen: 'Base fininha', say: 'Depois, uma camada fina de base ou protetor com cor no centro do rosto, espalhada com os dedos ou esponja úmida.' },
      { screen: 'Corretivo e pó', say: 'Depois, um pontinho de corretivo onde precisa e pó só na zona T.' },
      { screen: 'Blush, sobrancelha, rímel', say: 'Por último, blush em creme nas bochechas e na boca, gel na sobrancelha e uma camada de máscara de cílios.' },
    ],
    myths: [
      {
        screen: 'Mais base cobre mais?',
        myth: 'Quanto mais base, mais a textura some.',
        fact: 'Camada grossa entra nos poros e nas linhas e marca ainda mais. Camadas finas, só onde precisa, disfarçam melhor.',
      },
      {
        screen: 'Fixador resolve tudo?',
        myth: 'Com spray fixador, qualquer make dura o dia todo.',
        fact: 'A duração começa no preparo da pele e nas camadas finas. O fixador ajuda uma base bem feita, mas não salva uma que já está derretendo.',
      },
    ],
    mistakes: [
      {
        screen: 'Base em pele seca',
        mistake: 'Você passa a base direto na pele ressecada, descamando.',
        fix: 'Hidrata primeiro e espera dois minutos antes de qualquer base.',
      },
      {
        screen: 'Teste no braço',
        mistake: 'Você testa a cor da base na mão ou no pulso.',
        fix: 'Testa três tons na linha do maxilar e confere na luz do dia.',
      },
      {
        screen: 'Pó no rosto todo',
        mistake: 'Você passa pó no rosto inteiro, bochecha incluída.',
        fix: 'Coloca pó só onde brilha e deixa as bochechas com viço.',
      },
    ],
    facts: [
      { screen: 'Rímel dura três meses', say: 'O ideal é trocar a máscara de cílios a cada três meses, porque o tubo úmido acumula bactéria.' },
      { screen: 'Lava os pincéis', say: 'Lava o pincel de base e a esponja uma vez por semana. Ferramenta suja mancha a base e pode entupir os poros.' },
    ],
    questions: [
      {
        question: 'Como faço a make não sumir até a hora do almoço?',
        answer: 'Usa camadas mais finas, pó só nas áreas oleosas e, no meio do dia, tira o brilho com papel em vez de colocar mais pó.',
      },
      {
        question: 'Qual cor de corretivo eu compro?',
        answer: 'Pra espinha, o tom exato da sua pele. Pra olheira, um tom mais claro e puxado pro pêssego, nunca branco.',
      },
    ],
    comparisons: [
      {
        a: 'Esponja',
        b: 'Dedos',
        verdict: 'Pra base leve ou protetor com cor, os dedos ganham porque aquecem o produto. Pra mais cobertura, a esponja úmida deixa mais uniforme.',
      },
    ],
    before: 'Hoje sua make fica pesada no espelho e já está manchada na hora do almoço.',
    after: 'Com uma semana de prática, você faz a make em cinco minutos e às seis da tarde ela ainda parece pele.',
  },
  {
    id: 'eye-makeup',
    label: 'Make nos olhos e paletas',
    keywords: [
      'sombra',
      'sombras',
      'paleta',
      'paleta de sombras',
      'delineado',
      'delineador',
      'delineado gatinho',
      'esfumado',
      'pálpebra caída',
      'olho caído',
      'rímel',
      'cílios',
      'cílios postiços',
      'sobrancelha',
      'sobrancelhas',
    ],
    hooks: [
      'Uma paleta de sombras, quatro makes completamente diferentes.',
      'Se seu olho é caído, seu gatinho some porque você desenha de olho fechado.',
      'Sua paleta tem quatro tipos de sombra, e saber qual é qual muda tudo.',
      'Esfumar não é dom. É pincel fofinho e menos produto.',
    ],
    tips: [
      {
        screen: 'Acha a cor de transição',
        say: 'Começa pela sombra matte mais parecida com a sua pele, só um pouco mais escura. Esfuma no côncavo e todas as outras cores ganham um fundo suave.',
      },
      {
        screen: 'Cintilante com o dedo',
        say: 'Aplica a sombra cintilante na pálpebra com a ponta do dedo. O dedo deposita mais cor e faz menos sujeira que o pincel.',
      },
      {
        screen: 'Olho caído: olho aberto',
        say: 'Se sua pálpebra é caída, desenha o gatinho olhando reto pro espelho, de olho aberto. Assim ele aparece quando você olha pra frente.',
      },
      { screen: 'Fita pro gatinho', say: 'Cola um pedaço de fita do canto externo do olho em direção à ponta da sobrancelha. Desenha rente à fita e puxa.' },
      { screen: 'Olho antes da pele', say: 'Faz os olhos antes da base. Se cair sombra, você limpa sem estragar a pele.' },
      {
        screen: 'Rímel em zigue-zague',
        say: 'Faz zigue-zague com a escovinha do rímel na raiz dos cílios e depois puxa pra cima. A cor fica onde nasce a curvatura.',
      },
    ],
    steps: [
      { screen: 'Prepara a pálpebra', say: 'Primeiro, uma camada fina de corretivo ou primer na pálpebra, selada com um pouco de pó.' },
      { screen: 'Transição no côncavo', say: 'Depois, a cor de transição no côncavo com um pincel fofinho, em movimentos de limpador de para-brisa.' },
      { screen: 'Profundidade no canto', say: 'Depois, a matte mais escura no terço externo da pálpebra, esfumada junto com a transição.' },
      { screen: 'Brilho e rímel', say: 'Por último, cintilante no centro da pálpebra com o dedo e duas camadas de rímel.' },
    ],
    myths: [
      {
        screen: 'Sombra escura diminui?',
        myth: 'Sombra escura deixa o olho menor.',
        fact: 'Quem decide é o lugar onde você aplica. Cor escura no canto externo, esfumada pra cima e pra fora, alonga e aumenta o olho.',
      },
      {
        screen: 'Esfumar é dom?',
        myth: 'Esfumar bem é talento, ou você tem ou não tem.',
        fact: 'Esfumado é pincel fofinho, pouco produto e paciência. A cor se constrói em várias camadas finas.',
      },
    ],
    mistakes: [
      {
        screen: 'Pincel carregado',
        mistake: 'Você pega a sombra e vai direto pro olho.',
        fix: 'Bate o excesso do pincel e constrói a cor em duas ou três camadas leves.',
      },
      {
        screen: 'Gatinho de olho fechado',
        mistake: 'Você desenha o delineado com o olho fechado.',
        fix: 'Confere o ângulo de olho aberto antes de preencher.',
      },
      {
        screen: 'Pálpebra oleosa',
        mistake: 'Você passa a sombra direto na pálpebra oleosa.',
        fix: 'Sela a pálpebra com corretivo e pó pra sombra não vincar.',
      },
    ],
    facts: [
      {
        screen: 'Rímel: três meses',
        say: 'Máscara de cílios e delineador líquido se trocam a cada três meses. Sombra em pó dura bem mais, em geral uns dois anos.',
      },
      { screen: 'Quatro cores bastam', say: 'A maioria das makes precisa de só quatro cores: transição, cor da pálpebra, uma matte escura e um cintilante.' },
    ],
    questions: [
      {
        question: 'Por que minha sombra vinca depois de uma hora?',
        answer: 'A pálpebra está oleosa ou a base é cremosa demais. Sela uma camada fina de corretivo com pó antes da sombra.',
      },
      {
        question: 'Qual paleta comprar primeiro?',
        answer: 'Uma paleta pequena de tons neutros, com mattes e um ou dois cintilantes. Os marrons mattes são os que você vai usar até o fim.',
      },
    ],
    comparisons: [
      {
        a: 'Lápis',
        b: 'Delineador líquido',
        verdict: 'O lápis é mais fácil pra quem está começando e esfuma num olhar suave. O líquido faz um gatinho afiado quando a mão já está firme.',
      },
    ],
    before: 'Hoje sua paleta tem duas cores gastas e uma dúzia que você tem medo de usar.',
    after: 'Depois de algumas tentativas, você tira quatro makes diferentes da mesma paleta, do trabalho até a balada.',
  },
  {
    id: 'oily-skin-acne',
    label: 'Pele oleosa e espinhas',
    keywords: [
      'pele oleosa',
      'oleosidade',
      'espinha',
      'espinhas',
      'acne',
      'cravos',
      'cravinhos',
      'poros',
      'poros dilatados',
      'ácido salicílico',
      'niacinamida',
      'marcas de acne',
      'pele acneica',
    ],
    hooks: [
      'Pele oleosa não precisa ser ressecada. Ressecar é justamente o que deixa ela mais oleosa.',
      'O que mudou de verdade as minhas espinhas, e não foi trocar de sabonete toda semana.',
      'Para de esfregar o rosto com esfoliante. Esfoliante de grânulos não chega dentro do poro.',
      'Se seu rosto brilha antes do almoço, o problema pode ser o seu sabonete.',
    ],
    tips: [
      {
        screen: 'Sabonete suave, duas vezes',
        say: 'Lava o rosto com um sabonete em gel suave de manhã e à noite. Pele repuxando quer dizer que você tirou oleosidade demais.',
      },
      { screen: 'Hidrata mesmo assim', say: 'Usa um hidratante em gel mesmo com pele oleosa. Pele desidratada costuma produzir ainda mais óleo.' },
      { screen: 'Salicílico pros cravos', say: 'Testa um produto com ácido salicílico algumas noites por semana. Ele entra no poro e solta os cravos.' },
      { screen: 'Não espreme', say: 'Não espreme espinha. Apertar empurra a inflamação pra dentro e deixa mancha que dura meses.' },
      { screen: 'Troca a fronha', say: 'Troca a fronha duas vezes por semana e limpa a tela do celular. Os dois encostam no seu rosto todo dia.' },
      { screen: 'Papel absorvente na bolsa', say: 'Anda com papel absorvente de oleosidade. Ele tira o brilho no meio do dia sem acumular pó.' },
    ],
    steps: [
      { screen: 'Limpeza da noite', say: 'Primeiro, à noite, lava o rosto por um minuto inteiro com sabonete suave e água morna.' },
      { screen: 'Um ativo só', say: 'Depois, um ativo só, como ácido salicílico ou niacinamida, e não três de uma vez.' },
      { screen: 'Hidratante leve', say: 'Depois, um hidratante em gel, inclusive nas áreas oleosas.' },
      { screen: 'Protetor de manhã', say: 'Por último, toda manhã, protetor solar de toque seco, porque mancha de espinha escurece no sol.' },
    ],
    myths: [
      {
        screen: 'Oleosa não hidrata?',
        myth: 'Pele oleosa não precisa de hidratante.',
        fact: 'Óleo e água são coisas diferentes. Pele oleosa pode estar desidratada, e um hidratante leve deixa ela mais calma.',
      },
      {
        screen: 'Sol seca espinha?',
        myth: 'Tomar sol seca as espinhas.',
        fact: 'O bronzeado disfarça a vermelhidão por um tempo, mas o sol escurece as marcas e faz elas durarem mais.',
      },
    ],
    mistakes: [
      {
        screen: 'Esfoliar com força',
        mistake: 'Você esfrega o rosto com esfoliante de grânulos pra limpar os poros.',
        fix: 'Usa sabonete suave e um esfoliante químico, como o ácido salicílico.',
      },
      {
        screen: 'Ativo demais',
        mistake: 'Você começa três produtos pra acne na mesma semana.',
        fix: 'Coloca um produto por vez e espera algumas semanas antes de julgar.',
      },
      {
        screen: 'Desistir cedo',
        mistake: 'Você larga o tratamento em dez dias porque nada mudou.',
        fix: 'Dá de seis a oito semanas, que é o tempo que a pele leva pra mostrar resultado.',
      },
    ],
    facts: [
      { screen: 'Seis a oito semanas', say: 'A maioria dos tratamentos pra acne precisa de seis a oito semanas de uso diário pra mostrar resultado.' },
      { screen: 'Um minuto de limpeza', say: 'Lavar o rosto por 60 segundos, e não só jogar água, dá tempo do sabonete dissolver óleo e protetor.' },
    ],
    questions: [
      {
        question: 'Posso espremer espinha que tem pontinho branco?',
        answer: 'Melhor não. Coloca um adesivo de hidrocoloide à noite, e muitas vezes ela amanhece bem menor.',
      },
      {
        question: 'Quando procurar dermatologista por causa de acne?',
        answer: 'Se as espinhas são profundas e doloridas, deixam cicatriz ou nada muda em três meses de rotina, marca um dermatologista.',
      },
    ],
    comparisons: [
      {
        a: 'Esfoliante de grânulos',
        b: 'Ácido salicílico',
        verdict: 'Pra pele oleosa e com espinhas, o ácido salicílico ganha. Ele limpa dentro do poro, e o esfoliante só arranha a superfície.',
      },
    ],
    before: 'Hoje seu rosto brilha antes do almoço e aparece espinha nova sempre que você acha que acabou.',
    after: 'Depois de dois meses de rotina simples, você brilha menos, tem menos espinha e para de se esconder atrás de base grossa.',
  },
  {
    id: 'skincare-routine',
    label: 'Skincare e protetor solar',
    keywords: [
      'skincare',
      'protetor solar',
      'protetor',
      'fps',
      'hidratante',
      'sabonete facial',
      'sérum',
      'retinol',
      'pele seca',
      'antissinais',
      'rugas',
      'pele glow',
      'tônico',
      'ácido hialurônico',
      'barreira da pele',
    ],
    hooks: [
      'O melhor antirrugas é o produto mais barato da sua prateleira: o protetor solar.',
      'Você precisa de três produtos de skincare. O resto é opcional.',
      'Você provavelmente passa metade do protetor solar que precisa.',
      'Se for comprar um produto só esse ano, que seja protetor solar.',
    ],
    tips: [
      {
        screen: 'Dois dedos de protetor',
        say: 'Coloca protetor ao longo de dois dedos inteiros pro rosto e pescoço. É mais ou menos a quantidade testada no rótulo.',
      },
      { screen: 'Protetor em dia nublado', say: 'Usa protetor também em dia nublado. Boa parte da radiação passa pelas nuvens e pela janela.' },
      { screen: 'Retinol só à noite', say: 'Usa retinol só à noite, começa com duas vezes por semana e nunca esquece do protetor no dia seguinte.' },
      { screen: 'Hidrata com a pele úmida', say: 'Passa o hidratante com a pele ainda um pouco úmida. Ele segura a água em vez de ficar por cima.' },
      { screen: 'Teste antes', say: 'Testa produto novo atrás da orelha ou no maxilar por alguns dias antes de passar no rosto todo.' },
    ],
    steps: [
      { screen: 'Manhã: limpeza', say: 'Primeiro, de manhã, água ou um sabonete facial suave.' },
      { screen: 'Manhã: hidratante', say: 'Depois, um hidratante do seu tipo de pele, em gel pra oleosa e mais cremoso pra seca.' },
      { screen: 'Manhã: protetor', say: 'Depois, protetor solar FPS 30 ou mais, na medida de dois dedos pro rosto e pescoço.' },
      { screen: 'Noite: limpa e trata', say: 'Por último, à noite, limpa o protetor, passa o sérum de tratamento e o hidratante.' },
    ],
    myths: [
      {
        screen: 'Pele negra sem protetor?',
        myth: 'Pele negra não precisa de protetor solar.',
        fact: 'Todo tom de pele sofre com o sol. Pele negra ainda tende a manchar, e o protetor ajuda a evitar.',
      },
      {
        screen: 'Caro funciona melhor?',
        myth: 'Creme caro funciona melhor que o de farmácia.',
        fact: 'O que importa são os ativos e a constância, não o preço. Um hidratante simples usado todo dia vence um pote de luxo usado duas vezes.',
      },
    ],
    mistakes: [
      {
        screen: 'Protetor de menos',
        mistake: 'Você espalha uma gotinha de protetor do tamanho de uma ervilha.',
        fix: 'Usa a medida de dois dedos pro rosto e pescoço.',
      },
      {
        screen: 'Rotina de dez passos',
        mistake: 'Você empilha dez produtos e não sabe qual está ajudando.',
        fix: 'Fica com sabonete, hidratante e protetor e adiciona um tratamento por vez.',
      },
      {
        screen: 'Não reaplicar',
        mistake: 'Você passa protetor às oito da manhã e passa a tarde na praia.',
        fix: 'Reaplica a cada duas horas ao ar livre e depois de entrar na água.',
      },
    ],
    facts: [
      {
        screen: 'FPS 30 ou 50',
        say: 'O FPS 30 bloqueia cerca de 97 de cada 100 raios UVB, e o FPS 50 uns 98. Passar a quantidade certa importa mais que o número.',
      },
      {
        screen: 'Reaplica a cada 2 horas',
        say: 'Na praia ou na rua, o protetor precisa ser reaplicado a cada duas horas, e logo depois de suar ou mergulhar.',
      },
    ],
    questions: [
      {
        question: 'Preciso de protetor se trabalho o dia todo em casa?',
        answer: 'Se você fica perto da janela, precisa. O UVA atravessa o vidro e envelhece o lado do rosto virado pra ela.',
      },
      {
        question: 'Posso usar vitamina C e retinol juntos?',
        answer: 'Usa a vitamina C de manhã e o retinol à noite. Você aproveita os dois e não irrita a pele.',
      },
    ],
    comparisons: [
      {
        a: 'Protetor físico',
        b: 'Protetor químico',
        verdict: 'O melhor é o que você usa todo dia. O físico costuma ir bem em pele sensível; o químico em geral é mais leve por baixo da make.',
      },
    ],
    before: 'Hoje sua prateleira está cheia de sérum pela metade e sua pele continua repuxando ou sem viço.',
    after: 'Com três básicos todo dia, sua pele fica mais calma em um mês, e você finalmente sabe o que funciona.',
  },
  {
    id: 'hair-care',
    label: 'Cabelo e frizz',
    keywords: [
      'cabelo',
      'cabelos',
      'cronograma capilar',
      'capilar',
      'frizz',
      'cabelo cacheado',
      'cachos',
      'cacheada',
      'máscara capilar',
      'cabelo oleoso',
      'chapinha',
      'secador',
      'couro cabeludo',
      'finalização',
      'penteado',
    ],
    hooks: [
      'Seu cabelo não é armado. Ele está com sede.',
      'Três coisas que eu parei de fazer, e meu cabelo finalmente passou do ombro.',
      'Você lava o cabelo errado, e começa pelo lugar onde coloca o xampu.',
      'Suas pontas quebram por causa da toalha, não do xampu.',
    ],
    tips: [
      {
        screen: 'Xampu só na raiz',
        say: 'Passa o xampu só no couro cabeludo e deixa a espuma escorrer pelo comprimento. As pontas não precisam ser esfregadas.',
      },
      { screen: 'Condicionador nas pontas', say: 'Aplica o condicionador do meio do cabelo até as pontas e deixa agir dois ou três minutos.' },
      {
        screen: 'Aperta, não esfrega',
        say: 'Tira a água apertando com uma camiseta de algodão ou toalha de microfibra. Esfregar com toalha áspera abre a cutícula e faz frizz.',
      },
      { screen: 'Protetor térmico sempre', say: 'Usa protetor térmico antes de todo secador e chapinha, e deixa a chapinha numa temperatura média.' },
      {
        screen: 'Cronograma simples',
        say: 'Se for seguir o cronograma capilar, alterna hidratação, nutrição e reconstrução conforme o cabelo pede, e não por calendário fixo.',
      },
    ],
    steps: [
      { screen: 'Lava o couro cabeludo', say: 'Primeiro, massageia o xampu no couro cabeludo com a ponta dos dedos, nunca com as unhas.' },
      {
        screen: 'Condiciona o comprimento',
        say: 'Depois, condicionador no comprimento, desembaraça com pente de dentes largos e enxágua depois de dois minutos.',
      },
      { screen: 'Tira a água e protege', say: 'Depois, aperta o cabelo com uma toalha macia e borrifa protetor térmico no cabelo úmido.' },
      { screen: 'Seca e finaliza', say: 'Por último, seca em temperatura média, com o bico apontado pra baixo, e finaliza com uma gota de óleo nas pontas.' },
    ],
    myths: [
      {
        screen: 'Cortar faz crescer?',
        myth: 'Cortar o cabelo sempre faz ele crescer mais rápido.',
        fact: 'O cabelo cresce da raiz, não da ponta. O corte impede que a ponta dupla suba, e aí você mantém o comprimento.',
      },
      {
        screen: 'Lavar todo dia estraga?',
        myth: 'Lavar o cabelo todo dia estraga.',
        fact: 'Lava sempre que o couro cabeludo pedir. Raiz oleosa pode ser lavada todo dia com xampu suave.',
      },
    ],
    mistakes: [
      {
        screen: 'Escovar molhado com força',
        mistake: 'Você passa a escova no cabelo molhado puxando da raiz.',
        fix: 'Desembaraça das pontas pra cima com pente de dentes largos.',
      },
      {
        screen: 'Chapinha no máximo',
        mistake: 'Você alisa o cabelo com a chapinha na temperatura máxima.',
        fix: 'Usa temperatura média, protetor térmico e uma passada lenta por mecha.',
      },
      {
        screen: 'Condicionador na raiz',
        mistake: 'Você passa condicionador na raiz.',
        fix: 'Deixa ele no comprimento e nas pontas pra raiz ficar solta por mais tempo.',
      },
    ],
    facts: [
      {
        screen: 'Um centímetro por mês',
        say: 'O cabelo cresce mais ou menos um centímetro por mês, então comprimento de verdade leva um ano cuidando das pontas.',
      },
      { screen: 'Corte a cada 2–3 meses', say: 'Aparar as pontas a cada dois ou três meses impede que a ponta dupla suba pelo fio.' },
    ],
    questions: [
      {
        question: 'De quanto em quanto tempo eu lavo o cabelo?',
        answer: 'Sempre que a raiz ficar oleosa. Pra algumas pessoas é todo dia, pra cacheadas pode ser uma ou duas vezes por semana.',
      },
      {
        question: 'Máscara capilar funciona mesmo?',
        answer: 'Funciona em pontas secas ou com química. Usa uma vez por semana no lugar do condicionador e deixa agir de cinco a dez minutos.',
      },
    ],
    comparisons: [
      {
        a: 'Secar natural',
        b: 'Secador',
        verdict:
          'Secar natural evita calor, mas horas de cabelo molhado podem dar mais frizz. Secador em temperatura média com protetor serve pra maioria dos cabelos.',
      },
    ],
    before: 'Hoje seu cabelo está armado antes do almoço e as pontas quebram quando você penteia.',
    after: 'Em alguns meses, as pontas ficam macias e o comprimento que você cresce finalmente fica.',
  },
  {
    id: 'capsule-wardrobe',
    label: 'Guarda-roupa cápsula e looks',
    keywords: [
      'look',
      'looks',
      'lookinho',
      'o que vestir',
      'guarda-roupa cápsula',
      'guarda-roupa',
      'roupa',
      'roupas',
      'moda',
      'chique',
      'elegante',
      'brechó',
      'ootd',
      'jeans',
      'blazer',
      'vestido',
    ],
    hooks: [
      'Eu tenho doze looks com sete peças, e ninguém percebeu.',
      'Armário cheio e nada pra vestir? O problema não é a quantidade.',
      'Como parecer chique com peças básicas e baratas.',
      'Três cores de base bastam pra um guarda-roupa em que tudo combina.',
    ],
    tips: [
      {
        screen: 'Três cores de base',
        say: 'Escolhe três cores de base que combinam entre si, tipo azul-marinho, branco e bege. Aí quase tudo combina com tudo.',
      },
      { screen: 'Caimento vale mais', say: 'Leva calça e blazer na costureira. Peça barata que veste bem parece mais cara que peça de grife que não veste.' },
      { screen: 'A terceira peça', say: 'Coloca uma terceira peça em cima de blusa e calça: blazer, cardigã ou cinto. É ela que transforma roupa em look.' },
      { screen: 'Teste do tecido', say: 'Antes de comprar, amassa o tecido na mão. Se ficar amassado, a peça vai parecer cansada depois de um uso.' },
      { screen: 'Entra uma, sai uma', say: 'Pra cada peça nova, uma antiga vai embora. O armário fica pequeno e você enxerga tudo o que tem.' },
    ],
    steps: [
      { screen: 'Esvazia o armário', say: 'Primeiro, tira tudo do armário e fica só com o que serve e o que você usou no último ano.' },
      { screen: 'Escolhe as cores', say: 'Depois, escolhe três cores de base e uma ou duas cores de destaque que você ama.' },
      { screen: 'Acha o que falta', say: 'Depois, anota o que falta pra ligar as peças, como uma camiseta branca lisa ou um jeans escuro reto.' },
      {
        screen: 'Testa combinações',
        say: 'Por último, prova cada blusa com cada parte de baixo, fotografa os looks que gostou e guarda as fotos pras manhãs corridas.',
      },
    ],
    myths: [
      {
        screen: 'Cápsula é sem graça?',
        myth: 'Guarda-roupa cápsula é usar bege todo dia.',
        fact: 'Cápsula só quer dizer peças que combinam. Suas cores podem ser vibrantes, desde que conversem entre si.',
      },
      {
        screen: 'Tendência dá estilo?',
        myth: 'Comprar tudo o que está em alta te deixa com estilo.',
        fact: 'Estilo vem do caimento e de combinações que valorizam você. Tendência muda em uma estação; caimento bom, não.',
      },
    ],
    mistakes: [
      {
        screen: 'Peça que não combina',
        mistake: 'Você compra uma peça linda que não combina com nada que tem.',
        fix: 'Antes de pagar, pensa em três looks que faria com ela.',
      },
      {
        screen: 'Tamanho errado na promoção',
        mistake: 'Você compra um número menor porque estava em promoção.',
        fix: 'Compra só o que serve hoje, ou o que a costureira ajusta barato.',
      },
      {
        screen: 'Esquecer o sapato',
        mistake: 'Você monta os looks e esquece dos sapatos.',
        fix: 'Tem dois ou três pares nas cores de base que combinam com tudo.',
      },
    ],
    facts: [
      { screen: '4 blusas e 3 calças', say: 'Quatro blusas e três partes de baixo que combinam entre si já dão doze looks diferentes.' },
      { screen: 'Três cores bastam', say: 'Três cores de base bastam pra um armário em que quase toda blusa combina com toda calça ou saia.' },
    ],
    questions: [
      {
        question: 'Quantas peças tem um guarda-roupa cápsula?',
        answer: 'Não existe número mágico. Muita gente começa com umas trinta peças por estação, sapatos incluídos, e ajusta depois.',
      },
      {
        question: 'Como descobrir as cores que me valorizam?',
        answer: 'Coloca cores diferentes perto do rosto na luz do dia. As certas deixam a pele uniforme e os olhos mais vivos.',
      },
    ],
    comparisons: [
      {
        a: 'Fast fashion',
        b: 'Menos peças melhores',
        verdict: 'Menos peças melhores ganham se você usar muito. Divide o preço pelo número de vezes que vai usar antes de decidir.',
      },
    ],
    before: 'Hoje você para na frente do armário lotado toda manhã e sente que não tem nada pra vestir.',
    after: 'Com uma cápsula pequena, você se veste em dois minutos e todo look parece pensado.',
  },
];
