import type { NicheMaterial } from '../types.ts';

/** food_lifestyle, pt: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'weeknight-dinners',
    label: 'Jantar rápido de semana',
    keywords: [
      'jantar',
      'jantares',
      'janta',
      'jantinha',
      'jantar rápido',
      'jantar fácil',
      'strogonoff',
      'o que fazer para o jantar',
      'depois do trabalho',
      'uma panela só',
      'frigideira',
      'assadeira',
      'macarrão',
      'frango',
      'janta em 20 minutos',
      'comida caseira',
    ],
    hooks: [
      'Você chega em casa às sete morrendo de fome. A janta fica pronta antes das sete e meia.',
      'Para de pedir delivery na terça. Olha como eu faço a janta em vinte minutos.',
      'Uma frigideira, três coisas que você já tem na geladeira e quase nada para lavar.',
    ],
    tips: [
      { screen: 'Esquente a panela antes', say: 'Coloque a frigideira no fogo antes de começar a picar. Quando a cebola estiver cortada, ela já está quente.' },
      {
        screen: 'Janta na assadeira',
        say: 'Jogue sobrecoxa de frango e legumes picados numa assadeira só, com azeite e sal, e asse a 220 graus por uns 25 minutos.',
      },
      { screen: 'Água do macarrão', say: 'Guarde uma concha da água do macarrão. O amido dessa água deixa qualquer molho cremoso.' },
      { screen: 'Despensa de emergência', say: 'Tenha sempre molho de tomate, grão-de-bico, leite de coco e macarrão no armário. Assim sempre sai uma janta.' },
      { screen: 'Limão antes do sal', say: 'Quando a comida parecer sem graça, coloque um pouco de limão ou vinagre antes de pôr mais sal.' },
      {
        screen: 'Corte pequeno cozinha rápido',
        say: 'Corte a carne em tiras finas e os legumes pequenos. Pedaço pequeno fica pronto em minutos, pedaço grande leva meia hora.',
      },
    ],
    steps: [
      { screen: '1. Frigideira no fogo', say: 'Primeiro, aqueça uma frigideira larga com um fio de azeite enquanto pica uma cebola e dois dentes de alho.' },
      { screen: '2. Doure o frango', say: 'Depois, coloque tiras finas de frango e deixe dourar sem mexer por dois minutos.' },
      { screen: '3. Entram os legumes', say: 'Em seguida, junte os legumes que tiver, cortados pequenos, com um pouco de shoyu e uma colher de mel.' },
      { screen: '4. Sirva com arroz', say: 'Por fim, esprema um limão por cima e sirva com o arroz de ontem.' },
    ],
    myths: [
      {
        screen: 'Delivery é mais rápido?',
        myth: 'Cozinhar em casa sempre demora mais do que pedir delivery.',
        fact: 'Um frango com legumes na frigideira leva uns vinte minutos, muitas vezes menos do que a espera do delivery.',
      },
      {
        screen: 'Receita nova todo dia?',
        myth: 'Para comer bem você precisa de uma receita nova toda noite.',
        fact: 'Cinco jantas que você faz de olho fechado, trocando os legumes, resolvem quase a semana inteira.',
      },
    ],
    mistakes: [
      {
        screen: 'Panela lotada',
        mistake: 'Você coloca toda a carne de uma vez e ela cozinha no próprio caldo em vez de dourar.',
        fix: 'Doure em duas levas, para cada pedaço encostar no fundo quente.',
      },
      {
        screen: 'Decidir às sete da noite',
        mistake: 'Você só pensa na janta quando já está com fome.',
        fix: 'No domingo, escolha três jantas da semana e compre o que elas pedem.',
      },
      {
        screen: 'Sal só no final',
        mistake: 'Você coloca todo o sal no prato.',
        fix: 'Tempere um pouco em cada etapa, para a comida ficar saborosa por inteiro.',
      },
    ],
    facts: [
      { screen: 'Arroz pronto: 3 a 4 dias', say: 'Arroz cozido dura uns três a quatro dias na geladeira, se você esfriar e guardar em até duas horas.' },
      {
        screen: 'Carne descansa 5 minutos',
        say: 'Deixe o bife ou o peito de frango descansar uns cinco minutos depois de pronto, e o suco fica na carne, não na tábua.',
      },
    ],
    questions: [
      {
        question: 'O que fazer quando a geladeira está quase vazia?',
        answer: 'Ovo, arroz e qualquer legume viram um arroz frito. Macarrão, alho, azeite e pimenta viram uma janta de verdade em quinze minutos.',
      },
      {
        question: 'Por que meus legumes ficam murchos na frigideira?',
        answer: 'A frigideira não está quente o bastante ou está cheia demais. Use fogo alto, pouca quantidade por vez e coloque o molho só no último minuto.',
      },
    ],
    comparisons: [
      {
        a: 'Janta na assadeira',
        b: 'Janta na frigideira',
        verdict: 'A frigideira é mais rápida. A assadeira demora mais, mas deixa suas mãos livres enquanto o forno trabalha.',
      },
    ],
    before: 'Hoje a janta é decidida na última hora, e quase toda noite termina em delivery ou miojo.',
    after: 'Em duas semanas, você tem cinco jantas que faz cansado, em vinte minutos, sem olhar receita.',
  },
  {
    id: 'meal-prep-budget',
    label: 'Marmitas da semana e economia no mercado',
    keywords: [
      'marmita',
      'marmitas',
      'marmitas da semana',
      'marmita fit',
      'marmitinha',
      'comida congelada',
      'congelar comida',
      'mercado',
      'compras do mês',
      'lista de compras',
      'economizar no mercado',
      'comer barato',
      'cardápio da semana',
      'sobras',
      'desperdício',
      'organizar a geladeira',
    ],
    hooks: [
      'Eu cozinho duas horas no domingo e como bem até quinta. Te mostro o plano.',
      'Sua conta do mercado é alta por causa de como você compra, não do que você compra.',
      'Marmitas para a semana toda e nada indo para o lixo.',
    ],
    tips: [
      { screen: 'Foto da geladeira', say: 'Antes de fazer a lista, tire uma foto da geladeira. Metade do desperdício começa comprando o que você já tem.' },
      {
        screen: 'Prepare bases, não pratos',
        say: 'Em vez de cinco marmitas iguais, prepare bases: um arroz, uma proteína, dois legumes e um molho. Cada dia você monta de um jeito.',
      },
      {
        screen: 'Feijão e lentilha secos',
        say: 'Compre feijão e lentilha secos. A porção sai bem mais barata do que a enlatada, e a lentilha vermelha cozinha em vinte minutos sem deixar de molho.',
      },
      {
        screen: 'Congele metade',
        say: 'Congele metade do que você faz no domingo. A marmita de sexta fica muito melhor saindo do freezer do que do fundo da geladeira.',
      },
      {
        screen: 'Congelados valem',
        say: 'Legumes congelados vão para o freezer logo depois da colheita, então mantêm os nutrientes e não estragam na gaveta.',
      },
    ],
    steps: [
      { screen: '1. Quatro marmitas', say: 'Primeiro, escolha quatro refeições que dividem ingredientes, como uma assadeira de legumes que serve para todas.' },
      { screen: '2. Forno e fogão juntos', say: 'Depois, coloque os legumes e o frango no forno enquanto o arroz e o feijão cozinham no fogão.' },
      { screen: '3. Um molho', say: 'Em seguida, bata um molho, como iogurte com alho e cheiro-verde, para a mesma comida ter outro gosto na quarta.' },
      { screen: '4. Esfriar e montar', say: 'Por fim, deixe esfriar, monte os potes e congele as marmitas de quinta e sexta.' },
    ],
    myths: [
      {
        screen: 'Comer bem é caro?',
        myth: 'Comer saudável sempre custa mais caro.',
        fact: 'Aveia, ovo, feijão, arroz, legumes da estação e banana estão entre as coisas mais baratas de qualquer mercado.',
      },
      {
        screen: 'Marmita é sempre igual?',
        myth: 'Fazer marmita é comer a mesma comida sem graça cinco dias seguidos.',
        fact: 'Quando você prepara as bases separadas, monta um prato diferente a cada dia.',
      },
    ],
    mistakes: [
      {
        screen: 'Mercado com fome',
        mistake: 'Você vai ao mercado com fome e sem lista.',
        fix: 'Coma antes e leve uma lista feita a partir do cardápio da semana.',
      },
      {
        screen: 'Marmita para sete dias',
        mistake: 'Você faz comida para sete dias na geladeira e joga fora as duas últimas.',
        fix: 'Deixe três a quatro dias na geladeira e congele o resto no mesmo dia.',
      },
      {
        screen: 'Panela quente na geladeira',
        mistake: 'Você coloca a panela grande ainda quente direto na geladeira.',
        fix: 'Divida a comida em potes rasos para esfriar rápido e guarde em até duas horas.',
      },
    ],
    facts: [
      { screen: 'Geladeira: 3 a 4 dias', say: 'Comida pronta dura uns três a quatro dias na geladeira e alguns meses no freezer.' },
      {
        screen: 'No máximo 2 horas fora',
        say: 'Comida cozida não deve ficar mais do que umas duas horas em temperatura ambiente antes de ir para a geladeira.',
      },
    ],
    questions: [
      {
        question: 'Qual pote é melhor para marmita?',
        answer: 'Pote de vidro com tampa é o melhor para esquentar. Saquinho de congelar achatado economiza mais espaço no freezer.',
      },
      { question: 'Como a salada da marmita não murcha?', answer: 'Leve o molho num potinho separado e tempere só na hora de comer.' },
    ],
    comparisons: [
      {
        a: 'Marmita pronta',
        b: 'Bases separadas',
        verdict: 'A marmita pronta é mais prática de pegar de manhã. As bases levam o mesmo tempo e não enjoam na quarta-feira.',
      },
    ],
    before: 'Hoje você compra almoço todo dia, e metade dos legumes da compra de domingo murcha na gaveta.',
    after: 'Depois de um mês de domingos de marmita, o almoço já está pronto na geladeira e a conta do mercado cai bem.',
  },
  {
    id: 'bread-baking',
    label: 'Pão caseiro e fermentação',
    keywords: [
      'pão',
      'pães caseiros',
      'receita de pão caseiro',
      'fermentação natural',
      'levain',
      'fermento',
      'fermento biológico',
      'massa de pão',
      'sovar',
      'farinha',
      'focaccia',
      'pão de fermentação natural',
      'panificação',
      'pãozinho',
      'pão de forma',
      'ciabatta',
    ],
    hooks: [
      'Seu primeiro pão caseiro precisa de quatro ingredientes e nenhuma batedeira.',
      'Seu pão fica pesado por causa de uma etapa que você apressa.',
      'Uma focaccia de padaria em casa custa menos que um cafezinho na rua.',
    ],
    tips: [
      { screen: 'Pese a farinha', say: 'Pese a farinha numa balança de cozinha. Uma xícara pode levar bem mais farinha do que a receita quer.' },
      {
        screen: 'Sal: 2 por cento da farinha',
        say: 'Use uns dez gramas de sal para cada quinhentos gramas de farinha. Pão com pouco sal fica sem gosto nenhum.',
      },
      {
        screen: 'Olhe a massa, não o relógio',
        say: 'A massa está pronta quando cresceu mais ou menos metade do tamanho e está aerada, demore duas horas ou quatro.',
      },
      { screen: 'Vapor para a casca', say: 'Asse os primeiros vinte minutos numa panela tampada. O vapor preso deixa o pão crescer antes de a casca firmar.' },
      {
        screen: 'Espere esfriar',
        say: 'Espere pelo menos uma hora antes de cortar. Por dentro o pão ainda está terminando de assar e fica grudento se você cortar quente.',
      },
    ],
    steps: [
      {
        screen: '1. Quatro ingredientes',
        say: 'Primeiro, misture 500 gramas de farinha, 350 gramas de água morna, 10 gramas de sal e 3 gramas de fermento biológico seco.',
      },
      {
        screen: '2. Dobras, sem sovar',
        say: 'Depois, a cada meia hora, durante duas horas, estique um lado da massa para cima e dobre por cima, quatro vezes em volta da tigela.',
      },
      {
        screen: '3. Modelar e descansar',
        say: 'Em seguida, modele uma bola bem firme, coloque numa tigela enfarinhada e deixe crescer por cerca de uma hora.',
      },
      { screen: '4. Assar bem quente', say: 'Por fim, asse numa panela pré-aquecida e tampada a 240 graus por vinte minutos, e mais vinte sem tampa.' },
    ],
    myths: [
      {
        screen: 'Precisa sovar muito?',
        myth: 'Pão bom precisa de dez minutos de sova pesada.',
        fact: 'O tempo faz o mesmo trabalho. Uma massa úmida com algumas dobras desenvolve o glúten sozinha.',
      },
      {
        screen: 'Levain é difícil?',
        myth: 'Pão de fermentação natural é só para padeiro profissional.',
        fact: 'O levain é só farinha e água alimentadas todo dia. Na maioria das vezes ele está pronto para assar em uma ou duas semanas.',
      },
    ],
    mistakes: [
      {
        screen: 'Farinha demais',
        mistake: 'Você vai jogando farinha porque a massa gruda na mão.',
        fix: 'Molhe as mãos em vez de enfarinhar a massa. Massa úmida dá miolo aerado.',
      },
      {
        screen: 'Forno frio',
        mistake: 'Você coloca o pão num forno que acabou de ligar.',
        fix: 'Preaqueça o forno com a panela dentro por pelo menos meia hora.',
      },
      {
        screen: 'Água quente demais',
        mistake: 'Você usa água bem quente para acordar o fermento.',
        fix: 'Use água morninha no pulso, porque água quente demais mata o fermento.',
      },
    ],
    facts: [
      {
        screen: 'Pronto perto de 95 graus',
        say: 'Um pão simples está assado quando o miolo chega perto de 95 graus, e dá para conferir com um termômetro culinário barato.',
      },
      { screen: 'Só 4 ingredientes', say: 'O pão clássico precisa de só quatro ingredientes: farinha, água, sal e fermento. O resto é opcional.' },
    ],
    questions: [
      {
        question: 'Por que meu pão fica achatado?',
        answer: 'Quase sempre a massa cresceu demais e murchou, ou foi modelada frouxa. Encurte a última fermentação e modele mais firme.',
      },
      { question: 'Posso usar farinha de trigo comum?', answer: 'Pode sim. O pão fica um pouco mais macio, então use um pouco menos de água.' },
    ],
    comparisons: [
      {
        a: 'Fermentação natural',
        b: 'Fermento biológico seco',
        verdict: 'Comece com fermento seco, que é rápido e previsível. O levain dá mais sabor quando você já faz pão toda semana.',
      },
    ],
    before: 'Hoje seu pão caseiro sai pesado e pálido, e você não sabe em que etapa errou.',
    after: 'Depois de alguns fins de semana, você assa um pão crocante e aerado com quatro ingredientes, sem olhar a receita.',
  },
  {
    id: 'soups',
    label: 'Sopas e caldos',
    keywords: [
      'sopa',
      'sopas',
      'sopinha',
      'caldo',
      'caldos',
      'caldo verde',
      'canja',
      'caldo de feijão',
      'sopa de legumes',
      'sopa de lentilha',
      'creme de abóbora',
      'sopa creme',
      'caldo de mocotó',
      'comida de frio',
      'caldo de galinha',
    ],
    hooks: [
      'Sua sopa tem gosto de água quente por causa dos primeiros cinco minutos.',
      'Uma panela de sopa no domingo rende quatro almoços quase de graça.',
      'O segredo de uma canja com caldo limpinho é mexer menos, não mais.',
    ],
    tips: [
      {
        screen: 'Refogue a base',
        say: 'Refogue cebola, alho e cenoura no azeite por uns dez minutos antes de pôr a água. O sabor da sopa começa nesse refogado.',
      },
      { screen: 'Fervura baixa', say: 'Deixe o caldo em fervura bem baixinha. Fervura forte deixa o caldo turvo e gorduroso.' },
      { screen: 'Sal no final', say: 'Acerte o sal só no final, porque a sopa reduz no fogo e fica mais salgada.' },
      { screen: 'Um toque ácido', say: 'Coloque um pouco de limão ou vinagre na hora de servir. Isso acorda qualquer sopa sem graça.' },
      { screen: 'Macarrão à parte', say: 'Cozinhe o macarrão separado e coloque direto no prato, senão ele incha e bebe todo o caldo até o dia seguinte.' },
    ],
    steps: [
      { screen: '1. O refogado', say: 'Primeiro, refogue uma cebola e uma cenoura picadas no azeite por dez minutos em fogo baixo.' },
      { screen: '2. O corpo da sopa', say: 'Depois, junte uma xícara de lentilha vermelha, uma lata de tomate pelado e um litro e meio de água ou caldo.' },
      { screen: '3. Cozinhar', say: 'Em seguida, deixe cozinhar em fogo baixo por uns vinte minutos, até a lentilha desmanchar.' },
      { screen: '4. Finalizar', say: 'Por fim, acerte o sal, coloque cominho e limão, e bata metade no mixer se gostar mais cremosa.' },
    ],
    myths: [
      {
        screen: 'Creme sem creme de leite?',
        myth: 'Sopa cremosa precisa de creme de leite.',
        fact: 'Uma batata, um punhado de feijão branco ou lentilha vermelha batidos deixam a sopa cremosa sem creme de leite.',
      },
      {
        screen: 'Quanto mais tempo, melhor?',
        myth: 'Quanto mais tempo a sopa de legumes cozinha, mais gostosa ela fica.',
        fact: 'A maioria das sopas de legumes fica no ponto em vinte a quarenta minutos. Depois disso, os verdes perdem a cor e desmancham.',
      },
    ],
    mistakes: [
      {
        screen: 'Tudo junto na panela',
        mistake: 'Você joga todos os legumes na panela ao mesmo tempo.',
        fix: 'Coloque primeiro os duros, como batata e mandioca, e os macios, como abobrinha e couve, nos últimos minutos.',
      },
      {
        screen: 'Liquidificador cheio e quente',
        mistake: 'Você enche o liquidificador até a boca com sopa fervendo.',
        fix: 'Encha o liquidificador só até a metade, com a tampa entreaberta e um pano por cima, ou use o mixer direto na panela.',
      },
      {
        screen: 'Sopa sem gordura',
        mistake: 'Você faz sopa sem nenhum fio de azeite.',
        fix: 'Comece com uma colher de azeite ou manteiga. A gordura leva o sabor dos temperos.',
      },
    ],
    facts: [
      {
        screen: 'Até 3 meses congelada',
        say: 'A maioria das sopas aguenta bem de dois a três meses no freezer. Congele em porções e deixe espaço no pote, porque o líquido expande.',
      },
      {
        screen: 'Lentilha em 20 minutos',
        say: 'A lentilha vermelha não precisa ficar de molho e desmancha em uns vinte minutos, o jeito mais rápido de engrossar uma sopa.',
      },
    ],
    questions: [
      {
        question: 'Como salvar uma sopa salgada?',
        answer: 'Coloque mais água ou caldo sem sal e mais legumes. A batata não puxa o sal, ela só aumenta o volume.',
      },
      {
        question: 'Posso congelar caldo verde?',
        answer: 'Pode, mas a batata fica meio granulada depois de congelar. Congele a base batida e coloque a couve fresca na hora de esquentar.',
      },
    ],
    comparisons: [
      {
        a: 'Caldo caseiro',
        b: 'Caldo em cubo',
        verdict:
          'O caldo caseiro tem muito mais sabor e sai de ossos e cascas que iriam fora. O cubo salva no dia a dia, só use menos sal, porque ele já é salgado.',
      },
    ],
    before: 'Hoje suas sopas ficam ralas e sem sabor, e você vive colocando sal para salvar.',
    after: 'Depois de algumas panelas, você faz uma sopa encorpada com o que tem na geladeira e congela o resto para os dias corridos.',
  },
  {
    id: 'dumplings-dough',
    label: 'Massas recheadas caseiras',
    keywords: [
      'pastel',
      'pastéis',
      'massa de pastel',
      'pastel de feira',
      'empanada',
      'empanadas',
      'guioza',
      'pierogi',
      'pelmeni',
      'ravioli',
      'massa caseira',
      'recheio',
      'salgados',
      'salgadinhos',
      'coxinha',
      'massa recheada',
    ],
    hooks: [
      'Uma hora fechando pastel e um mês de lanche no freezer.',
      'Seu pastel abre na fritura por causa da massa, não do recheio.',
      'Depois de fazer esses em casa, você não compra mais congelado.',
    ],
    tips: [
      { screen: 'Descanse a massa', say: 'Deixe a massa descansar coberta por meia hora. Massa descansada abre fininha e não encolhe de volta.' },
      { screen: 'Recheio frio', say: 'Recheie sempre com o recheio frio. Recheio quente solta vapor e abre a massa.' },
      { screen: 'Recheio sequinho', say: 'Escorra bem a carne moída refogada. Recheio com caldo molha a massa e faz o pastel estourar no óleo.' },
      { screen: 'Congele separado', say: 'Congele os pastéis numa assadeira enfarinhada sem encostar um no outro e só depois passe para o saco.' },
      { screen: 'Feche com água', say: 'Passe um pouco de água na borda antes de apertar com o garfo, assim a massa não abre na fritura.' },
    ],
    steps: [
      {
        screen: '1. A massa',
        say: 'Primeiro, misture 500 gramas de farinha, uma colher de óleo, uma pitada de sal e água morna aos poucos, até a massa desgrudar da mão.',
      },
      { screen: '2. O recheio', say: 'Depois, refogue carne moída com cebola, alho, sal e cheiro-verde e deixe esfriar bem.' },
      { screen: '3. Abrir e fechar', say: 'Em seguida, abra a massa bem fina, coloque uma colher de recheio, feche e aperte as bordas com um garfo.' },
      { screen: '4. Fritar ou congelar', say: 'Por fim, frite em óleo quente, a uns 180 graus, até dourar, ou congele para outro dia.' },
    ],
    myths: [
      {
        screen: 'Precisa de cilindro?',
        myth: 'Sem cilindro não dá para fazer massa de pastel em casa.',
        fact: 'Um rolo de macarrão resolve. O cilindro só deixa o trabalho mais rápido.',
      },
      {
        screen: 'Cachaça é obrigatória?',
        myth: 'Massa de pastel só fica com bolhinhas se levar cachaça.',
        fact: 'A cachaça ajuda na crocância, mas massa bem fina e óleo na temperatura certa já fazem bolhinhas.',
      },
    ],
    mistakes: [
      {
        screen: 'Massa grossa',
        mistake: 'Você deixa a massa grossa para não rasgar.',
        fix: 'Abra até ficar quase transparente. Massa grossa vira borrachuda em volta de pouco recheio.',
      },
      {
        screen: 'Óleo frio',
        mistake: 'Você coloca o pastel no óleo antes de esquentar direito.',
        fix: 'Espere o óleo chegar a uns 180 graus. Um pedacinho de massa deve subir e borbulhar na hora.',
      },
      {
        screen: 'Recheio demais',
        mistake: 'Você coloca tanto recheio que a borda não fecha.',
        fix: 'Use uma colher de sopa por pastel e mantenha a borda limpa e seca.',
      },
    ],
    facts: [
      { screen: 'Até 3 meses no freezer', say: 'Pastel e empanada crus aguentam uns dois a três meses no freezer sem perder o sabor.' },
      { screen: 'Frite direto congelado', say: 'Não descongele o pastel cru. Frite direto do freezer, em óleo quente, e ele não abre.' },
    ],
    questions: [
      {
        question: 'Dá para fazer pastel na air fryer?',
        answer: 'Dá, mas fica mais parecido com assado do que frito. Pincele óleo e asse a uns 200 graus até dourar.',
      },
      {
        question: 'Qual a diferença entre pastel e empanada?',
        answer: 'O pastel tem massa fina e é frito. A empanada tem massa mais grossa, muitas vezes com manteiga, e costuma ir ao forno.',
      },
    ],
    comparisons: [
      {
        a: 'Pastel frito',
        b: 'Empanada assada',
        verdict: 'O pastel frito é mais crocante e rápido. A empanada assada dá menos trabalho para fazer em quantidade e não precisa de panela de óleo.',
      },
    ],
    before: 'Hoje você compra pastel congelado porque fazer em casa parece trabalho para um dia inteiro.',
    after: 'Depois de uma tarde, seu freezer tem dezenas de pastéis caseiros, prontos em dez minutos em qualquer noite.',
  },
  {
    id: 'healthy-breakfast',
    label: 'Café da manhã saudável',
    keywords: [
      'café da manhã',
      'cafe da manha',
      'café da manhã saudável',
      'overnight oats',
      'aveia',
      'mingau',
      'tapioca recheada',
      'cuscuz',
      'ovos mexidos',
      'omelete',
      'panqueca de banana',
      'vitamina',
      'pão de queijo',
      'iogurte',
      'granola',
      'rotina da manhã',
    ],
    hooks: [
      'Se você está com fome às dez, falta uma coisa no seu café da manhã.',
      'Cinco minutos na noite anterior e o café da manhã te espera na geladeira.',
      'Sua granola fit tem mais açúcar do que você imagina.',
    ],
    tips: [
      {
        screen: 'Coloque proteína',
        say: 'Coloque proteína no café da manhã: ovo, iogurte natural ou queijo branco. Proteína segura a fome muito mais do que pão sozinho.',
      },
      { screen: 'Aveia na noite anterior', say: 'Misture aveia, leite e iogurte num pote antes de dormir. De manhã, o café está pronto, sem fogão.' },
      { screen: 'Leia o rótulo da granola', say: 'Olhe o açúcar no rótulo da granola. Muitas marcas têm tanto açúcar por porção quanto um biscoito recheado.' },
      {
        screen: 'Tapioca com ovo',
        say: 'Recheie a tapioca com ovo mexido e queijo em vez de só manteiga. Ela fica pronta em cinco minutos e segura até o almoço.',
      },
      { screen: 'Fruta, não suco', say: 'Coma a fruta em vez de tomar o suco. A fruta inteira mantém a fibra e sacia muito mais.' },
    ],
    steps: [
      { screen: '1. Aveia no pote', say: 'Primeiro, coloque meia xícara de aveia em flocos num pote com a mesma quantidade de leite.' },
      { screen: '2. Iogurte e chia', say: 'Depois, junte duas colheres de iogurte natural e uma colher de chia, e misture bem.' },
      { screen: '3. Geladeira à noite', say: 'Em seguida, tampe o pote e deixe na geladeira durante a noite.' },
      { screen: '4. Finalize de manhã', say: 'Por fim, de manhã, cubra com banana, morango ou mamão e umas castanhas.' },
    ],
    myths: [
      {
        screen: 'Café da manhã acelera o metabolismo?',
        myth: 'O café da manhã acelera o metabolismo.',
        fact: 'O que conta é o que você come no dia todo. Um bom café da manhã ajuda porque evita aquele lanche de biscoito antes do almoço.',
      },
      {
        screen: 'Gema faz mal?',
        myth: 'Gema de ovo faz mal para o coração, coma só a clara.',
        fact: 'Para a maioria das pessoas saudáveis, um ovo por dia cabe numa alimentação equilibrada, e boa parte das vitaminas está na gema.',
      },
    ],
    mistakes: [
      { screen: 'Só carboidrato', mistake: 'Você toma café só com pão francês e manteiga.', fix: 'Acrescente uma proteína, como ovo ou iogurte, e uma fruta.' },
      {
        screen: 'Vitamina de sobremesa',
        mistake: 'Você bate quatro frutas com suco e acha que é uma vitamina leve.',
        fix: 'Use uma fruta, leite ou iogurte, uma colher de aveia e uma de pasta de amendoim.',
      },
      {
        screen: 'Cozinhar correndo',
        mistake: 'Você tenta cozinhar do zero numa manhã atrasada.',
        fix: 'Deixe a aveia ou os ovos cozidos prontos na noite anterior.',
      },
    ],
    facts: [
      { screen: '2 ovos, 12 g de proteína', say: 'Dois ovos grandes dão cerca de doze gramas de proteína por pouco dinheiro.' },
      {
        screen: 'Iogurte grego tem mais',
        say: 'Um pote de iogurte grego natural costuma ter perto do dobro da proteína de um iogurte comum do mesmo tamanho.',
      },
    ],
    questions: [
      {
        question: 'Tudo bem pular o café da manhã?',
        answer: 'Se você se sente bem e não exagera depois, tudo bem. Se às onze você está morrendo de fome, um café com proteína ajuda.',
      },
      {
        question: 'Quanto tempo dura o overnight oats?',
        answer: 'Uns três dias no pote fechado na geladeira. Coloque a fruta fresca no dia em que for comer.',
      },
    ],
    comparisons: [
      {
        a: 'Overnight oats',
        b: 'Tapioca com ovo',
        verdict:
          'O overnight oats ganha na manhã corrida, porque fica pronto enquanto você dorme. A tapioca com ovo ganha quando você quer algo quente e com mais proteína.',
      },
    ],
    before: 'Hoje você toma um café preto e come um pão na correria, e às dez já está com fome de novo.',
    after: 'Em uma semana, o café da manhã te espera na geladeira e você chega no almoço sem atacar o biscoito.',
  },
];
