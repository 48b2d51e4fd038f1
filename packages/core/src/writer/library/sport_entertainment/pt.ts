import type { NicheMaterial } from '../types.ts';

/** sport_entertainment, pt: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'football',
    label: 'Técnica no futebol',
    keywords: [
      'futebol',
      'bola',
      'pelada',
      'futsal',
      'society',
      'várzea',
      'domínio de bola',
      'drible',
      'driblar',
      'embaixadinha',
      'chute',
      'finalização',
      'falta',
      'perna ruim',
      'goleiro',
    ],
    hooks: [
      'Seu primeiro toque decide os próximos três segundos. Olha como melhorar.',
      'Dez minutos tocando na parede fizeram mais pelo meu jogo do que uma temporada de pelada.',
      'Para de chutar de bico. A força está no peito do pé.',
    ],
    tips: [
      { screen: 'Parede todo dia', say: 'Toque a bola na parede por dez minutos por dia, alternando os pés. É o treinador de domínio mais barato que existe.' },
      { screen: 'Olhe antes de receber', say: 'Dê uma olhada por cima do ombro antes da bola chegar. Saber onde tem espaço vale mais do que qualquer firula.' },
      { screen: 'Peito do pé pra força', say: 'Pra chutar forte, trave o tornozelo, aponte o pé pra baixo e bata no meio da bola com o peito do pé.' },
      { screen: 'Treine a perna ruim', say: 'Faça todo exercício com a perna ruim também. Quem só tem um lado é marcado com muito mais facilidade.' },
      { screen: 'Toques curtos', say: 'Com o marcador perto, conduza a bola colada, com toques curtos. Empurre mais longe só quando tiver espaço.' },
    ],
    steps: [
      { screen: '1. Embaixadinhas', say: 'Primeiro, cinco minutos de embaixadinha, contando seu recorde pra bater na próxima.' },
      { screen: '2. Passes na parede', say: 'Depois, cinquenta passes na parede com cada pé, dominando cada volta antes de tocar de novo.' },
      { screen: '3. Drible nos cones', say: 'Depois, conduza entre seis cones ou garrafas usando a parte de dentro e de fora dos dois pés.' },
      { screen: '4. Finalização', say: 'Por último, vinte chutes num alvo, dez com cada pé, rasteiro no canto.' },
    ],
    myths: [
      {
        screen: 'Firula ganha jogo?',
        myth: 'Pra passar pelo marcador, você precisa de um monte de dribles.',
        fact: 'A maioria dos jogadores passa com um ou dois movimentos simples e bom tempo de bola. Domine um drible antes de aprender cinco.',
      },
      {
        screen: 'Tarde demais?',
        myth: 'Quem não treinou na infância nunca vai ter bom domínio.',
        fact: 'Domínio é repetição. Adultos que treinam com bola algumas vezes por semana melhoram bem em poucos meses.',
      },
    ],
    mistakes: [
      {
        screen: 'Olho grudado na bola',
        mistake: 'Você fica olhando pra bola o tempo todo enquanto conduz.',
        fix: 'Levante a cabeça entre os toques pra ver marcador e companheiro.',
      },
      {
        screen: 'Pé duro no domínio',
        mistake: 'Você recebe a bola com o pé duro e ela espirra.',
        fix: 'Relaxe o pé e recue um pouquinho na hora que a bola chega, como se pegasse um ovo.',
      },
      {
        screen: 'Corpo pra trás no chute',
        mistake: 'Você joga o corpo pra trás no chute e a bola vai por cima do gol.',
        fix: 'Mantenha o peito em cima da bola e caia no pé do chute.',
      },
    ],
    facts: [
      {
        screen: '90 minutos, dois tempos',
        say: 'Uma partida tem noventa minutos, dois tempos de quarenta e cinco, e jogadores de linha profissionais costumam correr uns dez quilômetros.',
      },
      { screen: 'Bola número 5', say: 'Adulto joga com bola tamanho cinco no campo, então treine com a mesma bola do jogo.' },
    ],
    questions: [
      {
        question: 'Como parar de perder a bola na pressão?',
        answer: 'Olhe em volta antes da bola chegar e dê o primeiro toque pra longe do marcador, pro espaço vazio.',
      },
      {
        question: 'Como chutar mais forte?',
        answer: 'Pé de apoio do lado da bola, tornozelo travado e batida no meio com o peito do pé. Técnica dá mais força do que músculo.',
      },
    ],
    comparisons: [
      {
        a: 'Treinar sozinho',
        b: 'Jogar pelada',
        verdict: 'Você precisa dos dois: sozinho você dá centenas de toques em uma hora, na pelada aprende quando usar cada um.',
      },
    ],
    before: 'Hoje a bola espirra do seu pé e você se perde quando o marcador chega.',
    after: 'Depois de um mês de parede, você domina a bola em movimento e levanta a cabeça antes do marcador chegar.',
  },
  {
    id: 'swimming',
    label: 'Natação para adultos',
    keywords: [
      'natação',
      'nadar',
      'aula de natação',
      'piscina',
      'crawl',
      'nado livre',
      'peito',
      'respiração na natação',
      'respirar nadando',
      'óculos de natação',
      'mar aberto',
      'medo de água',
      'virada olímpica',
      'raia',
      'triatlo',
    ],
    hooks: [
      'Se você perde o fôlego em uma piscina, o problema é soltar o ar, não o condicionamento.',
      'Você não nada mal. Suas pernas só estão afundando.',
      'Soltar o ar dentro da água me levou de uma piscina de crawl pra dez.',
    ],
    tips: [
      {
        screen: 'Solte o ar na água',
        say: 'Solte o ar devagar pelo nariz e pela boca enquanto o rosto está na água. Aí na virada você só precisa puxar o ar.',
      },
      { screen: 'Cabeça baixa, quadril alto', say: 'Olhe pro fundo da piscina, não pra frente. Quando a cabeça desce, o quadril e as pernas sobem.' },
      { screen: 'Pernada do quadril', say: 'Faça a pernada a partir do quadril, com as pernas quase esticadas. Dobrar muito o joelho freia e cansa.' },
      {
        screen: 'Descanse entre tiros',
        say: 'Nade uma piscina, descanse trinta segundos e repita. Tiros curtos com descanso rendem mais do que sofrer em séries longas.',
      },
      { screen: 'Óculos que vedam', say: 'Escolha óculos que vedem sem apertar muito a tira. Óculos vazando estragam mais treino do que o cansaço.' },
    ],
    steps: [
      { screen: '1. Bolhas', say: 'Primeiro, na parte rasa, solte o ar dentro da água por cinco segundos, dez vezes.' },
      { screen: '2. Perna com prancha', say: 'Depois, quatro piscinas de perna segurando a prancha, rosto na água, soltando o ar.' },
      { screen: '3. Respiração lateral', say: 'Depois, nade crawl respirando a cada três braçadas, virando a cabeça só o suficiente pra boca sair.' },
      { screen: '4. Piscinas leves', say: 'Por último, seis piscinas tranquilas com trinta segundos de descanso depois de cada uma.' },
    ],
    myths: [
      {
        screen: 'Tarde pra aprender?',
        myth: 'Quem não aprendeu a nadar na infância não aprende mais.',
        fact: 'Adulto aprende a nadar o tempo todo. Com aula e prática regular, muita gente atravessa a piscina com calma em poucas semanas.',
      },
      {
        screen: 'Mais perna, mais rápido?',
        myth: 'Quanto mais forte a pernada, mais rápido você nada.',
        fact: 'No crawl, a maior parte da velocidade vem dos braços. Uma pernada curta e constante serve principalmente pra manter as pernas no alto.',
      },
    ],
    mistakes: [
      {
        screen: 'Prender a respiração',
        mistake: 'Você prende o ar embaixo da água e tenta soltar e puxar numa virada só.',
        fix: 'Solte o ar o tempo todo que o rosto estiver na água, e use a virada só pra puxar.',
      },
      {
        screen: 'Levantar a cabeça',
        mistake: 'Você levanta a cabeça pra frente pra respirar.',
        fix: 'Gire a cabeça pro lado junto com o corpo, com uma orelha dentro da água.',
      },
      {
        screen: 'Sair rápido demais',
        mistake: 'Você sai voando na primeira piscina e depois fica sem ar na borda.',
        fix: 'Nade as primeiras piscinas mais devagar do que parece necessário e aumente depois.',
      },
    ],
    facts: [
      {
        screen: 'Piscina olímpica: 50 metros',
        say: 'A piscina olímpica tem cinquenta metros, e muitas de academia e de clube têm vinte e cinco, então confira antes de contar a distância.',
      },
      { screen: 'Respirar a cada 3', say: 'Respirar a cada três braçadas faz você respirar dos dois lados, e a braçada fica mais equilibrada.' },
    ],
    questions: [
      {
        question: 'Por que minhas pernas afundam quando eu nado?',
        answer: 'Quase sempre a cabeça está alta demais. Olhe pro fundo e pressione o peito de leve na água que as pernas sobem.',
      },
      {
        question: 'Quantas vezes por semana preciso nadar pra evoluir?',
        answer: 'Duas ou três vezes por semana já dão resultado. Treinos curtos e regulares ganham de um treino longo.',
      },
    ],
    comparisons: [
      {
        a: 'Crawl',
        b: 'Nado peito',
        verdict:
          'O nado peito parece mais fácil no começo porque a cabeça fica fora da água. Quando a respiração encaixa, o crawl leva você mais longe com o mesmo esforço.',
      },
    ],
    before: 'Hoje você chega ao fim da piscina sem ar e se pendura na borda.',
    after: 'Em poucas semanas, você nada várias piscinas seguidas, respirando com calma pro lado.',
  },
  {
    id: 'cycling',
    label: 'Pedal para iniciantes',
    keywords: [
      'ciclismo',
      'bike',
      'bicicleta',
      'pedal',
      'pedalar',
      'pedalada',
      'speed',
      'bike de estrada',
      'mountain bike',
      'mtb',
      'gravel',
      'ir de bike pro trabalho',
      'ciclista',
      'selim',
      'altura do selim',
      'cadência',
    ],
    hooks: [
      'Se o seu joelho dói depois do pedal, confere a altura do selim antes de qualquer coisa.',
      'Pro seu primeiro pedal de 100 km, você não precisa de uma bike cara. Precisa de uma bike do seu tamanho e comida no bolso.',
      'Pedalar mais longe não é fazer mais força. É usar marcha mais leve.',
    ],
    tips: [
      { screen: 'Altura do selim', say: 'Ajuste o selim pra que o joelho fique levemente dobrado com o pedal lá embaixo. Selim baixo machuca o joelho.' },
      { screen: 'Marcha leve, giro alto', say: 'Use uma marcha mais leve e gire mais rápido. Pedalar pesado cansa a perna muito antes.' },
      { screen: 'Coma antes da fome', say: 'Em pedais de mais de uma hora e meia, coma um pouco a cada meia hora, antes de sentir fome.' },
      { screen: 'Calibre os pneus', say: 'Calibre os pneus antes de todo pedal. Pneu murcho deixa a bike lenta e fura com mais facilidade.' },
      { screen: 'Câmara reserva', say: 'Leve sempre uma câmara reserva, espátulas e uma bombinha, e treine trocar a câmara em casa uma vez.' },
    ],
    steps: [
      { screen: '1. Revisão rápida', say: 'Primeiro, confira pneus, freios e corrente antes de sair.' },
      { screen: '2. Começo leve', say: 'Depois, pedale os primeiros quinze minutos em marchas leves pra aquecer a perna.' },
      { screen: '3. Meio constante', say: 'Depois, segure um ritmo em que ainda dá pra falar frases curtas, e beba água a cada quinze minutos.' },
      { screen: '4. Final tranquilo', say: 'Por último, pedale os dez minutos finais bem leve e anote a distância pra somar um pouco na semana que vem.' },
    ],
    myths: [
      {
        screen: 'Precisa de bike cara?',
        myth: 'Pra pedalar longe, você precisa de uma speed cara.',
        fact: 'Uma bike do seu tamanho e bem revisada leva você muito longe. Ajuste e preparo importam muito mais do que o preço.',
      },
      {
        screen: 'Marcha pesada é melhor?',
        myth: 'Pedalar na marcha mais pesada deixa você mais forte e mais rápido.',
        fact: 'Marcha leve poupa perna e joelho. A maioria dos ciclistas vai mais longe girando mais leve e mais rápido.',
      },
    ],
    mistakes: [
      {
        screen: 'Selim baixo',
        mistake: 'Você pedala com o selim tão baixo que o joelho sobe lá em cima.',
        fix: 'Suba o selim até o joelho ficar só levemente dobrado embaixo.',
      },
      {
        screen: 'Sem comida no pedal',
        mistake: 'Você pedala três horas só com água.',
        fix: 'Leve uma banana ou uma barrinha e coma um pouco a cada meia hora.',
      },
      {
        screen: 'Saltos de distância',
        mistake: 'Você vai de vinte quilômetros direto pra cem.',
        fix: 'Some uns dez a vinte quilômetros ao seu pedal mais longo a cada semana.',
      },
    ],
    facts: [
      {
        screen: '80 a 90 giros por minuto',
        say: 'Muitos treinadores sugerem uma cadência de oitenta a noventa pedaladas por minuto pra pedalar num ritmo constante.',
      },
      {
        screen: 'Capacete importa',
        say: 'Estudos mostram que o capacete corta mais da metade do risco de lesão grave na cabeça numa queda, então use em todo pedal.',
      },
    ],
    questions: [
      {
        question: 'Por que minhas costas doem na bike?',
        answer: 'Muitas vezes a bike não está ajustada pra você: guidão longe ou baixo demais. Um bike fit simples ou uma mesa mais curta resolve.',
      },
      {
        question: 'Como me preparar pros primeiros 100 km?',
        answer: 'Aumente seu pedal mais longo aos poucos por algumas semanas, treine comer pedalando e faça o grande dia num ritmo tranquilo.',
      },
    ],
    comparisons: [
      {
        a: 'Speed',
        b: 'Gravel',
        verdict: 'A speed é mais rápida no asfalto liso. A gravel ganha se as ruas são esburacadas ou se você quer pegar estrada de terra.',
      },
    ],
    before: 'Hoje o seu joelho dói depois de vinte quilômetros e toda subida parece uma parede.',
    after: 'Em dois meses, você sobe girando leve e termina pedais longos ainda com energia.',
  },
  {
    id: 'combat-sports',
    label: 'Boxe e artes marciais',
    keywords: [
      'boxe',
      'muay thai',
      'kickboxing',
      'mma',
      'jiu-jitsu',
      'jiu jitsu',
      'bjj',
      'artes marciais',
      'luta',
      'lutar',
      'judô',
      'sparring',
      'soco',
      'socos',
      'saco de pancada',
      'bandagem',
    ],
    hooks: [
      'Seu soco não tem força porque começa no braço. Ele devia começar no pé.',
      'Sua primeira aula de boxe não vai ser o que você teme. Olha o que acontece de verdade.',
      'Se você abaixa a guarda depois de cada soco, assiste isso antes do próximo sparring.',
    ],
    tips: [
      { screen: 'Força vem da perna', say: 'Gire o pé de trás e o quadril junto com o soco. A força vem do chão, não do ombro.' },
      { screen: 'Mão de volta no rosto', say: 'Depois de cada soco, volte a mão direto pro queixo. A maioria dos golpes que você toma entra nesse buraco.' },
      { screen: 'Use bandagem', say: 'Enrole a bandagem antes de todo treino no saco. Punho e dedos são ossos pequenos.' },
      { screen: 'Solte o ar no soco', say: 'Solte o ar forte em cada soco. Prender a respiração acaba com o seu gás em um round.' },
      { screen: 'Sombra no espelho', say: 'Faça três rounds de sombra na frente do espelho. Você vê a guarda baixa antes do seu parceiro achar.' },
    ],
    steps: [
      { screen: '1. Base', say: 'Primeiro, fique de lado, pés um pouco mais abertos que os ombros, joelhos soltos e mãos no queixo.' },
      { screen: '2. Jab', say: 'Depois, o jab: mão da frente reta, gira o punho no final e volta reto.' },
      { screen: '3. Direto', say: 'Depois, o direto: gira o pé de trás e o quadril e soca reto com a mão de trás.' },
      { screen: '4. Combinar e sair', say: 'Por último, jab e direto e um passo pro lado, três rounds de dois minutos.' },
    ],
    myths: [
      {
        screen: 'Primeira aula é briga?',
        myth: 'Na primeira aula você já vai pro sparring.',
        fact: 'Numa academia séria, iniciante passa semanas na base, na movimentação e na manopla antes de qualquer sparring, e o sparring é controlado.',
      },
      {
        screen: 'Precisa chegar em forma?',
        myth: 'Você precisa entrar em forma antes de começar a lutar.',
        fact: 'É o treino que coloca você em forma. Toda academia tem gente na primeira semana, então dá pra começar no seu nível.',
      },
    ],
    mistakes: [
      { screen: 'Soco só de braço', mistake: 'Você soca só com o braço e depois sente no ombro.', fix: 'Gire o pé de trás e o quadril em todo direto.' },
      {
        screen: 'Guarda baixa',
        mistake: 'Você abaixa a guarda assim que cansa.',
        fix: 'Depois de cada combinação, confira se as mãos voltaram pro queixo, até no saco.',
      },
      {
        screen: 'Base de frente',
        mistake: 'Você fica de frente pro adversário, com os pés na mesma linha.',
        fix: 'Fique de lado e afaste os pés pra se mover sem perder o equilíbrio.',
      },
    ],
    facts: [
      { screen: 'Round de 3 minutos', say: 'Um round padrão de boxe tem três minutos, com um minuto de descanso, então treine no saco nesse mesmo ritmo.' },
      { screen: 'Bandagem de 4,5 metros', say: 'A bandagem de boxe padrão tem uns quatro metros e meio, o suficiente pra proteger punho e dedos direito.' },
    ],
    questions: [
      {
        question: 'Boxe ou jiu-jitsu pra defesa pessoal?',
        answer:
          'O boxe ensina a manter distância e golpear, o jiu-jitsu ensina o que fazer no chão. Escolha a academia que você vai frequentar duas vezes por semana.',
      },
      {
        question: 'Que luva eu compro primeiro?',
        answer:
          'Pergunte pro seu professor antes. Muitas academias pedem luva de catorze ou dezesseis onças pro sparring, e luva mais pesada protege o parceiro.',
      },
    ],
    comparisons: [
      {
        a: 'Boxe',
        b: 'Muay thai',
        verdict:
          'O boxe afia as mãos e a esquiva, o muay thai soma chute, joelhada e cotovelada. Pra começar, escolha a academia com a melhor turma de iniciantes.',
      },
    ],
    before: 'Hoje você bate no saco só com os braços e fica sem ar depois do primeiro round.',
    after: 'Em alguns meses, o soco sai do pé, a mão volta pro queixo e você aguenta todos os rounds.',
  },
  {
    id: 'gaming',
    label: 'Games e esports',
    keywords: [
      'games',
      'jogos',
      'gamer',
      'jogar',
      'esports',
      'ranqueada',
      'rank',
      'subir de elo',
      'elo',
      'mira',
      'treino de mira',
      'free fire',
      'valorant',
      'cs2',
      'lol',
      'live',
    ],
    hooks: [
      'Seu elo não trava por causa do time. Trava porque você nunca revê as suas derrotas.',
      'Dez minutos de aquecimento de mira antes da ranqueada fizeram mais por mim do que um mouse novo.',
      'Jogar oito horas seguidas está deixando você pior. Olha por quê.',
    ],
    tips: [
      {
        screen: 'Aqueça antes da ranqueada',
        say: 'Aqueça dez minutos no modo treino antes da primeira ranqueada. A primeira partida não pode ser o seu aquecimento.',
      },
      { screen: 'Veja seus replays', say: 'Assista ao replay de uma derrota sua por dia e ache o momento em que a rodada virou.' },
      { screen: 'Baixe a sensibilidade', say: 'Se a mira treme, baixe um pouco a sensibilidade. Movimento grande com o braço, ajuste fino com o pulso.' },
      { screen: 'Pare após duas derrotas', say: 'Pare depois de duas derrotas seguidas. Jogar no tilt costuma transformar duas derrotas em cinco.' },
      { screen: 'Um foco por sessão', say: 'Escolha uma coisa pra treinar em cada sessão, como posição da mira ou farm, e pense só nela.' },
    ],
    steps: [
      { screen: '1. Aquecer a mira', say: 'Primeiro, dez minutos de treino de mira ou modo treino na sua sensibilidade de sempre.' },
      { screen: '2. Um foco', say: 'Depois, escolha um foco pra sessão e escreva num post-it do lado da tela.' },
      { screen: '3. Jogar e avaliar', say: 'Depois, jogue três ranqueadas e, depois de cada uma, diga o que deu certo nesse foco.' },
      { screen: '4. Rever uma derrota', say: 'Por último, reveja o momento decisivo de uma derrota e decida o que faria diferente.' },
    ],
    myths: [
      {
        screen: 'Periférico faz milagre?',
        myth: 'Um mouse ou monitor mais caro vai consertar sua mira.',
        fact: 'Equipamento bom tira limites, mas treino e posicionamento decidem a maioria das trocas. Troque depois de tirar o máximo do que você tem.',
      },
      {
        screen: 'Mais horas, mais evolução?',
        myth: 'Quanto mais horas você joga, mais rápido você evolui.',
        fact: 'Treino com foco e pausas ganha de sessões longas no cansaço. Com sono e cansaço, o reflexo fica mais lento.',
      },
    ],
    mistakes: [
      {
        screen: 'Culpar o time',
        mistake: 'Você passa cada derrota xingando o time no chat.',
        fix: 'Silencie o chat se precisar e olhe só pro que você podia ter feito melhor.',
      },
      {
        screen: 'Mudar config todo dia',
        mistake: 'Você muda a sensibilidade todo dia depois de uma partida ruim.',
        fix: 'Escolha uma configuração e mantenha por pelo menos duas semanas pra memória muscular se formar.',
      },
      {
        screen: 'Sem pausa',
        mistake: 'Você joga horas sem levantar da cadeira.',
        fix: 'Entre uma partida e outra, levante, beba água e olhe pra longe da tela.',
      },
    ],
    facts: [
      {
        screen: 'Regra 20-20-20',
        say: 'A cada vinte minutos, olhe pra algo a uns seis metros de distância por vinte segundos. Seus olhos descansam de verdade.',
      },
      {
        screen: 'Tempo de reação',
        say: 'A maioria das pessoas reage ao que vê em algo entre um quinto e um quarto de segundo, e o cansaço deixa isso mais lento.',
      },
    ],
    questions: [
      {
        question: 'Como eu saio do meu elo?',
        answer: 'Jogue menos partidas com mais foco, reveja uma derrota por dia e pare quando entrar no tilt. Elo sobe com constância, não com horas.',
      },
      {
        question: 'Preciso de monitor de 144 hertz?',
        answer: 'Em jogo de tiro rápido, a imagem fica mais fluida e isso ajuda um pouco. Em jogo mais lento, pesa bem menos do que o treino.',
      },
    ],
    comparisons: [
      {
        a: 'Controle',
        b: 'Mouse e teclado',
        verdict:
          'No PC, mouse e teclado costumam ser mais precisos em jogo de tiro, e o controle é confortável e aceito na maioria dos jogos. Jogue com o que combina com o seu jogo e com a sua mão.',
      },
    ],
    before: 'Hoje você joga uma partida atrás da outra, entra no tilt depois de duas derrotas e termina a noite com elo mais baixo.',
    after: 'Em poucas semanas, você joga menos partidas, ganha mais delas e sabe exatamente o que está treinando.',
  },
  {
    id: 'racket-sports',
    label: 'Tênis, beach tennis e padel',
    keywords: [
      'tênis',
      'beach tennis',
      'padel',
      'pádel',
      'tênis de mesa',
      'pingue-pongue',
      'raquete',
      'saque',
      'forehand',
      'backhand',
      'voleio',
      'dupla',
      'quadra',
      'cotovelo de tenista',
      'rally',
      'smash',
    ],
    hooks: [
      'Seu saque não é lento por causa do braço. É lento por causa da bolinha que você joga pra cima.',
      'O padel é o esporte de raquete mais fácil de começar. Olha como não se perder no primeiro jogo.',
      'Se todo forehand seu vai na rede, gira os ombros mais cedo.',
    ],
    tips: [
      { screen: 'Faça o split step', say: 'Dê um pulinho bem na hora em que o adversário bate na bola. Assim você sai a tempo de chegar nela.' },
      { screen: 'Gire os ombros', say: 'Em todo golpe de fundo, gire os ombros de lado cedo. A raquete vai junto com o corpo, não só com o braço.' },
      { screen: 'Lançamento igual', say: 'Treine o lançamento da bola sem bater. O mesmo lançamento toda vez dá o mesmo saque toda vez.' },
      {
        screen: 'Deixe o vidro trabalhar',
        say: 'No padel, deixe a bola voltar do vidro do fundo antes de bater. Apressar é o erro clássico de quem está começando.',
      },
      { screen: 'Solte a empunhadura', say: 'Segure a raquete solta entre os golpes. Apertar demais cansa o antebraço e pode acabar em dor no cotovelo.' },
    ],
    steps: [
      { screen: '1. Minitênis', say: 'Primeiro, cinco minutos de bate-bola leve perto da rede pra achar o tempo da bola.' },
      { screen: '2. Cruzada do fundo', say: 'Depois, troque bolas cruzadas do fundo, com a meta de vinte golpes seguidos sem errar.' },
      { screen: '3. Treino de saque', say: 'Depois, vinte saques em cada lado, pensando só em repetir o mesmo lançamento.' },
      { screen: '4. Jogar pontos', say: 'Por último, jogue pontos em que a única meta é colocar três bolas na quadra antes de tentar a definição.' },
    ],
    myths: [
      {
        screen: 'Winner ganha jogo?',
        myth: 'No amador, você ganha ponto com bola vencedora.',
        fact: 'Na maioria dos níveis amadores, mais pontos terminam em erro do que em winner. Quem mantém a bola em jogo ganha a partida.',
      },
      {
        screen: 'Padel é tênis fácil?',
        myth: 'Quem joga tênis acha o padel fácil.',
        fact: 'O tênis ajuda, mas as paredes, o saque por baixo e a quadra pequena pedem habilidades próprias, principalmente jogar com o vidro.',
      },
    ],
    mistakes: [
      {
        screen: 'Pé grudado no chão',
        mistake: 'Você fica com o pé plantado esperando a bola.',
        fix: 'Fique na ponta dos pés e faça o split step em toda batida do adversário.',
      },
      { screen: 'Querer definir tudo', mistake: 'Você tenta matar o ponto em toda bola.', fix: 'Mire em áreas grandes e seguras e ataque só a bola curta.' },
      {
        screen: 'Golpe só de braço',
        mistake: 'Você bate só com o braço e a bola não ganha profundidade.',
        fix: 'Gire os ombros cedo e termine o movimento por cima do outro ombro.',
      },
    ],
    facts: [
      {
        screen: 'Quadra de 20 por 10',
        say: 'A quadra de padel tem vinte metros de comprimento por dez de largura, cercada de paredes em que a bola pode bater.',
      },
      { screen: 'Dois saques por ponto', say: 'No tênis você tem dois saques por ponto, então o segundo precisa ser aquele em que você mais confia.' },
    ],
    questions: [
      {
        question: 'Tênis, beach tennis ou padel pra quem nunca jogou?',
        answer:
          'Beach tennis e padel divertem mais rápido: quadra menor e menos técnica pra começar a trocar bola. O tênis leva mais tempo, mas recompensa de outro jeito.',
      },
      {
        question: 'Como faço pro cotovelo parar de doer?',
        answer: 'Solte a empunhadura, bata com o giro do corpo e mostre a raquete e o encordoamento pro professor. Se a dor continuar, procure um médico.',
      },
    ],
    comparisons: [{ a: 'Aulas', b: 'Só jogar', verdict: 'Algumas aulas no começo poupam anos de vício de movimento. Depois, misture aula com muito jogo.' }],
    before: 'Hoje metade das suas trocas de bola termina com um erro seu na rede.',
    after: 'Depois de algumas semanas de treino, você mantém a bola em jogo, o saque entra mais e os pontos longos são seus.',
  },
];
