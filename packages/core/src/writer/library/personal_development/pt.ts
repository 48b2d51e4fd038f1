import type { NicheMaterial } from '../types.ts';

/** personal_development, pt: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'habits',
    label: 'Hábitos que duram',
    keywords: [
      'hábito',
      'hábitos',
      'mudar de vida',
      'mau hábito',
      'hábitos saudáveis',
      'criar hábitos',
      'largar um vício',
      'disciplina',
      'autodisciplina',
      'constância',
      'consistência',
      'força de vontade',
      'rastreador de hábitos',
      'hábitos atômicos',
      '21 dias',
      'metas',
    ],
    hooks: [
      'Você não precisa de mais disciplina. Você precisa de um hábito menor.',
      'Hábito não se forma em 21 dias, e é por causa desse mito que você desiste na segunda semana.',
      'Eu mantenho um hábito há um ano porque deixei ele pequeno demais para pular.',
    ],
    tips: [
      {
        screen: 'Comece ridiculamente pequeno',
        say: 'Faça a primeira versão tão pequena que não dá para dizer não. Uma flexão, uma página, uma linha no caderno.',
      },
      {
        screen: 'Cole num hábito antigo',
        say: 'Grude o hábito novo em algo que você já faz todo dia. Por exemplo: passou o café, anotou as três tarefas do dia.',
      },
      {
        screen: 'Defina hora e lugar',
        say: 'Escreva exatamente quando e onde você vai fazer. "Qualquer dia dessa semana" não é plano, "às sete na mesa da cozinha" é.',
      },
      {
        screen: 'Nunca falhe duas vezes',
        say: 'Falhar um dia é normal. O que mata o hábito é falhar dois dias seguidos, então proteja o dia depois da falha.',
      },
      { screen: 'Dificulte o mau hábito', say: 'Coloque obstáculos no hábito que você quer largar. Celular em outro cômodo, doce na prateleira mais alta.' },
      { screen: 'Marque onde você vê', say: 'Cole um calendário de papel na geladeira e risque cada dia cumprido. Dá dó quebrar a sequência.' },
    ],
    steps: [
      {
        screen: '1. Escolha um hábito',
        say: 'Primeiro, escolha um hábito só, não cinco. Escreva como uma ação visível: caminhar dez minutos, ler duas páginas.',
      },
      { screen: '2. Diminua', say: 'Depois, diminua até caber em menos de dois minutos, para sobreviver até o seu pior dia.' },
      { screen: '3. Ancore', say: 'Em seguida, prenda o hábito a algo da sua rotina: depois de escovar os dentes, depois de estacionar, depois do almoço.' },
      { screen: '4. Marque e aumente', say: 'Por fim, marque todo dia durante um mês, e só então aumente.' },
    ],
    myths: [
      {
        screen: 'Hábito em 21 dias?',
        myth: 'Todo hábito se forma em 21 dias.',
        fact: 'Num estudo conhecido da University College London, a mediana foi de 66 dias. Variou de 18 a 254, dependendo da pessoa e do hábito.',
      },
      {
        screen: 'É só força de vontade?',
        myth: 'Quem tem bons hábitos só tem mais força de vontade.',
        fact: 'Na maioria das vezes, essa pessoa tem um ambiente melhor. Tirou as tentações do caminho e deixou a escolha boa mais fácil, então precisa menos da força de vontade.',
      },
    ],
    mistakes: [
      {
        screen: 'Vida nova na segunda',
        mistake: 'Você começa cinco hábitos novos na mesma segunda-feira.',
        fix: 'Comece com um, mantenha por um mês e só depois acrescente o próximo.',
      },
      {
        screen: 'Tudo ou nada',
        mistake: 'Você pula o treino inteiro porque só tem dez minutos.',
        fix: 'Faça os dez minutos. É aparecer no dia ruim que mantém o hábito vivo.',
      },
      {
        screen: 'Meta vaga',
        mistake: 'Você coloca a meta de "ser mais saudável" e estranha que nada muda.',
        fix: 'Transforme em ação com hora e lugar: salada no almoço nos dias de trabalho.',
      },
    ],
    facts: [
      { screen: 'Mediana de 66 dias', say: 'Num estudo de Londres, as pessoas levaram em média 66 dias para um hábito diário novo ficar automático.' },
      {
        screen: 'Anote quando e onde',
        say: 'Num estudo sobre exercício, quem anotou quando e onde ia treinar teve mais que o dobro de chance de treinar de fato.',
      },
    ],
    questions: [
      {
        question: 'E quando eu perco a sequência?',
        answer: 'Recomece no dia seguinte e não tente compensar. Um dia perdido quase não muda nada, dois ou três seguidos mudam.',
      },
      {
        question: 'Como largar um mau hábito em vez de criar um bom?',
        answer: 'Descubra o que dispara ele e deixe mais difícil de alcançar. Depois coloque algo simples no lugar, no mesmo momento.',
      },
    ],
    comparisons: [
      {
        a: 'Motivação',
        b: 'Sistema',
        verdict: 'O sistema ganha. A motivação vai e volta, mas horário fixo, ação pequena e um calendário marcado funcionam até nos dias sem vontade nenhuma.',
      },
    ],
    before: 'Hoje você começa com tudo na segunda, desiste na quinta e se culpa por falta de disciplina.',
    after: 'Daqui a uns dois meses, o hábito acontece no automático, até nos dias de cansaço.',
  },
  {
    id: 'procrastination',
    label: 'Como parar de procrastinar',
    keywords: [
      'procrastinação',
      'procrastinar',
      'procrastinando',
      'procrastino',
      'deixar para depois',
      'enrolar',
      'enrolação',
      'preguiça',
      'sem motivação',
      'desmotivado',
      'desmotivada',
      'adiar',
      'prazo',
      'última hora',
      'pomodoro',
    ],
    hooks: [
      'Você não é preguiçoso. Você está fugindo de um sentimento, e isso muda o jeito de resolver.',
      'Abrir o arquivo e escrever o título. Esse passo minúsculo me tira de qualquer procrastinação.',
      'Se você só trabalha na noite antes do prazo, esse vídeo é para você.',
    ],
    tips: [
      {
        screen: 'Diminua o primeiro passo',
        say: 'Deixe o primeiro passo ridiculamente pequeno. Não é "fazer o relatório", é "abrir o arquivo e escrever o título".',
      },
      { screen: 'Timer de 25 minutos', say: 'Coloque um timer de vinte e cinco minutos e se permita parar quando tocar. O difícil é começar.' },
      {
        screen: 'Celular em outro cômodo',
        say: 'Enquanto trabalha, deixe o celular em outro cômodo. Longe da mão funciona melhor que qualquer aplicativo bloqueador.',
      },
      {
        screen: 'Dê nome ao sentimento',
        say: 'Pergunte o que exatamente você está evitando. Tédio, medo de ficar ruim, não saber por onde começar? Cada um tem uma solução.',
      },
      { screen: 'Menos de dois minutos? Agora', say: 'Se a tarefa leva menos de dois minutos, faça na hora em vez de anotar na lista.' },
      { screen: 'Crie seu próprio prazo', say: 'Dê à tarefa um prazo antes do prazo real e conte para alguém.' },
    ],
    steps: [
      { screen: '1. Próxima ação', say: 'Primeiro, escreva a próxima ação concreta, tipo "mandar mensagem para a Ana pedindo os números".' },
      { screen: '2. Limpe a tela', say: 'Depois, feche todas as abas que não precisa e tire o celular da vista.' },
      { screen: '3. Timer ligado', say: 'Em seguida, coloque o timer em vinte e cinco minutos e faça só aquela ação.' },
      { screen: '4. Pausa curta', say: 'Por fim, faça uma pausa de cinco minutos longe da tela e decida se vai para mais uma rodada.' },
    ],
    myths: [
      {
        screen: 'Procrastinar é preguiça?',
        myth: 'Procrastinação é só preguiça.',
        fact: 'Pesquisadores descrevem a procrastinação mais como uma fuga de um sentimento ruim ligado à tarefa. Quem tem preguiça não sente culpa, quem procrastina sente muita.',
      },
      {
        screen: 'Primeiro a motivação?',
        myth: 'Você precisa estar motivado para começar.',
        fact: 'Costuma ser o contrário. A motivação aparece alguns minutos depois que você começa, não antes.',
      },
    ],
    mistakes: [
      {
        screen: 'Tarefas gigantes',
        mistake: 'Na sua lista está escrito "mexer no projeto".',
        fix: 'Quebre em passos de menos de uma hora e comece pelo mais fácil.',
      },
      {
        screen: 'Procrastinação produtiva',
        mistake: 'Você faz faxina na casa toda em vez da única tarefa que importa.',
        fix: 'Faça vinte e cinco minutos da tarefa importante primeiro e deixe a faxina como prêmio.',
      },
      {
        screen: 'Se xingar',
        mistake: 'Você se chama de preguiçoso toda vez que adia alguma coisa.',
        fix: 'Se perdoe pela última vez. Quem faz isso procrastina menos na tarefa seguinte, não mais.',
      },
    ],
    facts: [
      { screen: '1 em cada 5 adultos', say: 'Pesquisas em vários países indicam que cerca de um em cada cinco adultos é procrastinador crônico.' },
      { screen: '25 minutos e 5 de pausa', say: 'A técnica Pomodoro é simples: vinte e cinco minutos de foco total e depois cinco minutos de pausa.' },
    ],
    questions: [
      {
        question: 'Por que eu só rendo sob pressão?',
        answer: 'O desespero finalmente vence o sentimento ruim que você estava evitando. Um prazo falso mais cedo dá o mesmo empurrão com menos estresse.',
      },
      {
        question: 'E se eu começo e mesmo assim não consigo focar?',
        answer: 'Encurte a sessão para dez minutos em vez de vinte e cinco. Uma sessão curta terminada vale mais que uma longa abandonada.',
      },
    ],
    comparisons: [
      {
        a: 'Esperar a motivação',
        b: 'Começar por 10 minutos',
        verdict: 'Os dez minutos ganham. A motivação costuma vir no meio do caminho, e dez minutos cabem até num dia ruim.',
      },
    ],
    before: 'Hoje você passa uma hora rolando o feed, se sente culpado e faz tudo na véspera do prazo.',
    after: 'Com um primeiro passo minúsculo e um timer, você começa no mesmo dia, e o prazo deixa de ser um incêndio.',
  },
  {
    id: 'morning-routine',
    label: 'Uma rotina matinal que funciona',
    keywords: [
      'rotina matinal',
      'rotina da manhã',
      'manhã',
      'rotina noturna',
      'acordar cedo',
      'acordar',
      'despertador',
      'soneca',
      'clube das 5',
      '5 da manhã',
      'madrugar',
      'não sou matinal',
      'horário de dormir',
      'rotina de sono',
    ],
    hooks: [
      'Sua rotina da manhã começa na noite anterior, e é por isso que acordar às 5 nunca pega.',
      'Parei de apertar a soneca com uma mudança só: o lugar onde o celular dorme.',
      'Você não precisa de uma rotina de duas horas. Precisa de vinte minutos bons.',
    ],
    tips: [
      { screen: 'Despertador longe da cama', say: 'Carregue o celular do outro lado do quarto, para ter que levantar para desligar o alarme.' },
      {
        screen: 'Mesmo horário todo dia',
        say: 'Acorde no mesmo horário todos os dias, fim de semana também, com uma hora de folga no máximo. Seu relógio biológico agradece.',
      },
      { screen: 'Luz do dia primeiro', say: 'Na primeira hora, saia de casa ou pelo menos abra as cortinas. A luz do dia avisa o corpo que o dia começou.' },
      { screen: '20 minutos sem celular', say: 'Fique os primeiros vinte minutos sem celular. Seu dia começa com o seu plano, não com os grupos do WhatsApp.' },
      { screen: 'Deixe tudo pronto', say: 'Separe a roupa, a garrafa de café e a lista na noite anterior, para a manhã não exigir nenhuma decisão.' },
      {
        screen: 'Só três coisas',
        say: 'Deixe a rotina com três coisas de que você realmente gosta, como um copo de água, uma caminhada curta e a tarefa principal do dia.',
      },
    ],
    steps: [
      {
        screen: '1. Hora de dormir',
        say: 'Primeiro, conte pelo menos sete horas de sono para trás a partir do despertador, e essa é sua hora de apagar a luz.',
      },
      { screen: '2. Levante no primeiro alarme', say: 'Depois, levante no primeiro alarme e tome um copo de água antes de qualquer coisa.' },
      { screen: '3. Luz e movimento', say: 'Em seguida, dez minutos de luz natural, caminhando ou se alongando perto da janela aberta.' },
      { screen: '4. Uma tarefa importante', say: 'Por fim, anote a tarefa que faria do dia um bom dia e comece antes de abrir as mensagens.' },
    ],
    myths: [
      {
        screen: 'Gente de sucesso acorda às 5?',
        myth: 'Para ter sucesso, você precisa acordar às cinco da manhã.',
        fact: 'O que importa é dormir o suficiente e manter um horário fixo. Acordar às cinco depois de cinco horas de sono piora o dia.',
      },
      {
        screen: 'Soneca descansa?',
        myth: 'Apertar a soneca te dá um pouco mais de descanso.',
        fact: 'Esses minutos extras são um sono leve e picado. Colocar o alarme mais tarde e levantar no primeiro descansa mais.',
      },
    ],
    mistakes: [
      {
        screen: 'Copiar rotina de CEO',
        mistake: 'Você copia uma rotina de duas horas com banho gelado, diário e corrida logo no primeiro dia.',
        fix: 'Comece com um hábito de manhã e só acrescente o próximo quando esse estiver no automático.',
      },
      {
        screen: 'Celular na cama',
        mistake: 'Você abre o e-mail e as redes sociais antes de sair da cama.',
        fix: 'Deixe o celular carregando fora do quarto e use um despertador simples.',
      },
      {
        screen: 'Dorme tarde, acorda cedo',
        mistake: 'Você adianta o despertador em uma hora, mas continua indo dormir à meia-noite.',
        fix: 'Mude primeiro a hora de dormir, quinze minutos a cada poucos dias.',
      },
    ],
    facts: [
      {
        screen: 'Pelo menos 7 horas',
        say: 'Adultos precisam de pelo menos sete horas de sono, então acordar às cinco significa apagar a luz antes das dez da noite.',
      },
      { screen: 'De 15 em 15 minutos', say: 'Adiantar o despertador quinze minutos a cada poucos dias é bem mais fácil do que pular uma hora de uma vez.' },
    ],
    questions: [
      {
        question: 'E se eu simplesmente não sou uma pessoa da manhã?',
        answer: 'Então não se force a acordar às cinco. Escolha um horário que você consegue manter todo dia e monte uma rotina curta em volta dele.',
      },
      {
        question: 'Quanto tempo deve durar a rotina da manhã?',
        answer: 'Vinte a trinta minutos bastam. Uma rotina curta que você faz todo dia vale mais que uma longa que você pula.',
      },
    ],
    comparisons: [
      {
        a: 'Acordar às 5',
        b: 'Mesmo horário todo dia',
        verdict: 'O mesmo horário todo dia ganha. Um horário fixo te dá um sono melhor, seja qual for a hora no relógio.',
      },
    ],
    before: 'Hoje você aperta a soneca três vezes, rola o feed na cama e já começa o dia atrasado.',
    after: 'Em duas semanas, você levanta no primeiro alarme, e a primeira hora do dia passa a ser sua.',
  },
  {
    id: 'confidence',
    label: 'Confiança e falar em público',
    keywords: [
      'confiança',
      'autoconfiança',
      'autoestima',
      'insegurança',
      'inseguro',
      'insegura',
      'timidez',
      'tímido',
      'confiante',
      'falar em público',
      'apresentação',
      'apresentar trabalho',
      'nervosismo',
      'medo de falar',
      'falar para a câmera',
      'síndrome do impostor',
    ],
    hooks: [
      'Gente confiante não fica menos nervosa. Ela só não espera o nervoso passar.',
      'Sua voz treme na reunião? Foi isso que me ajudou antes da minha primeira palestra para duzentas pessoas.',
      'Ninguém vê o seu nervosismo tão claramente quanto você acha.',
    ],
    tips: [
      { screen: 'Ensaie em voz alta', say: 'Ensaie em voz alta, em pé, pelo menos três vezes. Ler as anotações de cabeça não é ensaio.' },
      { screen: 'Decore a primeira frase', say: 'Decore as duas primeiras frases. Passou a abertura, o resto flui muito mais fácil.' },
      {
        screen: 'Mais devagar, com pausas',
        say: 'Fale mais devagar do que parece natural e faça pausas depois das ideias principais. Pausa soa como segurança para quem ouve.',
      },
      {
        screen: 'Chame de empolgação',
        say: 'Quando o coração disparar, diga para si mesmo que é empolgação, não medo. O corpo sente quase igual, e o nome ajuda.',
      },
      { screen: 'Grave você mesmo', say: 'Grave você falando no celular e assista uma vez. Você corrige mais num replay do que em dez ensaios mentais.' },
      { screen: 'Fale logo no começo', say: 'Numa reunião, diga alguma coisa nos primeiros cinco minutos. Quanto mais você espera, mais difícil fica.' },
    ],
    steps: [
      { screen: '1. Uma mensagem central', say: 'Primeiro, escreva a frase que você quer que as pessoas lembrem. Todo o resto serve a ela.' },
      { screen: '2. No máximo três pontos', say: 'Depois, escolha no máximo três pontos, cada um com um exemplo ou uma história.' },
      { screen: '3. Ensaie em pé', say: 'Em seguida, ensaie em voz alta três vezes, uma delas para um amigo ou para a câmera.' },
      {
        screen: '4. Respire antes de entrar',
        say: 'Por fim, antes de entrar, respire devagar três vezes soltando o ar bem longo e comece pela frase decorada.',
      },
    ],
    myths: [
      {
        screen: 'Quem é confiante não tem medo?',
        myth: 'Pessoas confiantes não ficam nervosas.',
        fact: 'A maioria dos palestrantes experientes ainda fica nervosa. Eles só aprenderam que o nervoso passa depois do primeiro minuto.',
      },
      {
        screen: 'Primeiro sentir, depois agir?',
        myth: 'Você precisa se sentir confiante antes de agir com confiança.',
        fact: 'A confiança vem depois da ação. Cada vez que você fala e nada de terrível acontece, seu cérebro ajusta o que espera.',
      },
    ],
    mistakes: [
      {
        screen: 'Ler os slides',
        mistake: 'Você lê os slides palavra por palavra.',
        fix: 'Deixe poucas palavras em cada slide e fale o resto com as suas palavras.',
      },
      {
        screen: 'Pedir desculpas no início',
        mistake: 'Você começa com "desculpa, eu tô muito nervoso".',
        fix: 'Comece pela sua frase mais forte. A maioria não vai notar o nervosismo se você não apontar.',
      },
      {
        screen: 'Fugir de toda chance',
        mistake: 'Você foge de toda chance de falar até se sentir pronto.',
        fix: 'Aproveite chances pequenas toda semana, como uma pergunta na reunião, e vá aumentando.',
      },
    ],
    facts: [
      {
        screen: 'Cerca de 130 palavras por minuto',
        say: 'Um ritmo tranquilo de fala fica entre 120 e 150 palavras por minuto, então uma fala de cinco minutos precisa de umas 700 palavras.',
      },
      {
        screen: 'Nervoso no primeiro minuto',
        say: 'Para a maioria das pessoas, o nervoso é pior no primeiro ou segundo minuto e depois cai. Por isso uma abertura decorada ajuda tanto.',
      },
    ],
    questions: [
      {
        question: 'E se der branco na hora de apresentar?',
        answer: 'Pare, tome um gole de água e olhe suas anotações. Alguns segundos de silêncio parecem longos para você e normais para a plateia.',
      },
      {
        question: 'Como faço para a voz não tremer?',
        answer: 'Antes de começar, desacelere e solte o ar por mais tempo do que puxa. Falar um pouco mais alto que o normal também firma a voz.',
      },
    ],
    comparisons: [
      {
        a: 'Decorar cada palavra',
        b: 'Decorar os pontos-chave',
        verdict: 'Decore a abertura e os pontos principais. Um texto decorado palavra por palavra te trava se você esquecer uma linha.',
      },
    ],
    before: 'Hoje seu coração dispara quando chega a sua vez de falar, e você fica quieto mesmo com uma boa ideia.',
    after: 'Depois de algumas semanas de prática em doses pequenas, você fala nas reuniões, e o nervoso passa depois do primeiro minuto.',
  },
  {
    id: 'time-management',
    label: 'Gestão do tempo',
    keywords: [
      'gestão do tempo',
      'gerenciar o tempo',
      'organizar o tempo',
      'produtividade',
      'produtivo',
      'organizar a rotina',
      'lista de tarefas',
      'planejamento',
      'planejar a semana',
      'prioridades',
      'priorizar',
      'sem tempo',
      'correria',
      'foco',
      'agenda',
      'matriz de eisenhower',
    ],
    hooks: [
      'Você não tem um problema de tempo. Você tem um problema de prioridade, e lista de tarefas não resolve.',
      'Eu organizo a semana inteira em quinze minutos no domingo. Vou te mostrar como.',
      'Se você passa o dia ocupado e não termina nada importante, assiste até o final.',
    ],
    tips: [
      { screen: 'Três tarefas por dia', say: 'Escolha no máximo três tarefas importantes por dia. O resto é bônus.' },
      {
        screen: 'Bloqueie na agenda',
        say: 'Coloque o trabalho importante na agenda como uma reunião com você mesmo e proteja esse horário como qualquer reunião.',
      },
      {
        screen: 'O mais difícil primeiro',
        say: 'Faça a tarefa mais difícil quando sua energia está mais alta, que para a maioria é a primeira metade do dia.',
      },
      { screen: 'Mensagens em lote', say: 'Responda e-mails e mensagens em dois ou três horários fixos por dia, e não o dia inteiro.' },
      { screen: 'Deixe espaço vazio', say: 'Deixe mais ou menos um terço do dia sem nada marcado. Sempre tem alguma coisa que demora mais do que você acha.' },
      {
        screen: 'Revisão na sexta',
        say: 'Tire dez minutos na sexta para ver o que foi feito e o que ficou para trás, e planeje a próxima semana com isso em mente.',
      },
    ],
    steps: [
      { screen: '1. Esvazie a cabeça', say: 'Primeiro, escreva numa folha todas as tarefas que estão na sua cabeça, grandes e pequenas.' },
      {
        screen: '2. Importante ou urgente',
        say: 'Depois, marque o que é importante e o que é só urgente. O urgente que não importa muitas vezes dá para delegar ou cortar.',
      },
      { screen: '3. Blocos na semana', say: 'Em seguida, coloque as tarefas importantes em blocos na agenda antes que outra coisa ocupe o espaço.' },
      {
        screen: '4. Planeje amanhã hoje',
        say: 'Por fim, no fim de cada dia, escolha as três tarefas principais de amanhã, para começar a manhã sabendo o que fazer.',
      },
    ],
    myths: [
      {
        screen: 'Multitarefa economiza tempo?',
        myth: 'Fazer várias coisas ao mesmo tempo te deixa mais produtivo.',
        fact: 'O cérebro alterna entre as tarefas em vez de fazer tudo junto, e cada troca custa tempo e atenção.',
      },
      {
        screen: 'Lista maior, mais feito?',
        myth: 'Uma lista de tarefas maior faz você produzir mais.',
        fact: 'Uma lista enorme faz você escolher o que é fácil. Uma lista curta com prioridades claras faz o importante andar.',
      },
    ],
    mistakes: [
      {
        screen: 'O e-mail manda no seu dia',
        mistake: 'Você abre o e-mail logo cedo e deixa ele decidir a sua manhã.',
        fix: 'Faça um bloco de trabalho importante antes de abrir a caixa de entrada.',
      },
      {
        screen: 'Planejar cada minuto',
        mistake: 'Você planeja cada minuto do dia e ao meio-dia já se sente um fracasso.',
        fix: 'Planeje o dia em blocos e deixe folgas entre eles.',
      },
      {
        screen: 'Dizer sim para tudo',
        mistake: 'Você diz sim para todo pedido e depois fica até tarde para dar conta.',
        fix: 'Antes de dizer sim, pergunte o que você vai tirar da agenda para caber.',
      },
    ],
    facts: [
      { screen: '168 horas na semana', say: 'A semana tem 168 horas. Mesmo dormindo oito horas por noite, sobram 112 horas acordado para planejar.' },
      {
        screen: 'Mais de 20 minutos',
        say: 'Um estudo bem conhecido mostrou que as pessoas levavam em média mais de vinte minutos para voltar a uma tarefa depois de uma interrupção.',
      },
    ],
    questions: [
      {
        question: 'Qual agenda ou aplicativo eu uso?',
        answer: 'Aquele que você vai abrir todo dia. Papel funciona muito bem. O hábito de planejar importa mais que a ferramenta.',
      },
      {
        question: 'Como planejar se meu dia muda toda hora?',
        answer: 'Planeje menos coisas e deixe mais folga. Proteja um bloco de foco e deixe o resto do dia flexível.',
      },
    ],
    comparisons: [
      {
        a: 'Lista de tarefas',
        b: 'Blocos na agenda',
        verdict: 'Para trabalho importante, os blocos na agenda ganham, porque dizem quando a tarefa acontece. Deixe a lista para as coisas pequenas.',
      },
    ],
    before: 'Hoje você responde mensagem o dia inteiro, se sente ocupado e empurra o que importa para amanhã.',
    after: 'Depois de algumas semanas escolhendo suas três prioridades, você termina o que importa antes do almoço na maioria dos dias.',
  },
  {
    id: 'stress-burnout',
    label: 'Estresse e burnout',
    keywords: [
      'estresse',
      'estressado',
      'estressada',
      'burnout',
      'síndrome de burnout',
      'esgotamento',
      'esgotado',
      'esgotada',
      'exausto',
      'exausta',
      'cansaço',
      'ansiedade',
      'ansioso',
      'relaxar',
      'saúde mental',
      'respiração',
    ],
    hooks: [
      'Burnout não começa com cansaço. Começa quando você deixa de se importar com o que antes gostava.',
      'Uma respiração de dois minutos que eu faço quando o estresse bate no meio do expediente.',
      'Férias não curam burnout se você volta para a mesma semana de antes.',
    ],
    tips: [
      {
        screen: 'Solte o ar mais devagar',
        say: 'Quando o estresse bater, puxe o ar em quatro segundos e solte em seis. Uma expiração mais longa ajuda o corpo a se acalmar.',
      },
      { screen: 'Hora certa para parar', say: 'Escolha um horário em que o trabalho acaba e respeite. Depois dele, silencie as notificações do trabalho.' },
      {
        screen: 'Se mexa todo dia',
        say: 'Caminhe vinte minutos por dia, de preferência ao ar livre. Movimento é um dos jeitos mais simples de descarregar o estresse.',
      },
      { screen: 'Proteja o sono', say: 'Proteja seu sono antes de tudo. Depois de uma noite curta, qualquer coisa estressa mais.' },
      {
        screen: 'Tire da cabeça',
        say: 'Antes de dormir, anote o que está na sua cabeça e o próximo passo de cada item, para a cabeça não precisar segurar tudo.',
      },
      {
        screen: 'Pausas curtas e frequentes',
        say: 'Faça uma pausa curta longe da tela a cada uma ou duas horas. Descansar antes de esvaziar funciona melhor do que depois.',
      },
    ],
    steps: [
      { screen: '1. Perceba os sinais', say: 'Primeiro, perceba seus sinais de alerta: sono ruim, paciência curta, medo da segunda-feira já no sábado.' },
      { screen: '2. Ache o que drena', say: 'Depois, liste o que mais te drena neste mês e circule a única coisa que dá para mudar ou cortar.' },
      {
        screen: '3. Recuperação diária',
        say: 'Em seguida, acrescente um hábito diário de recuperação, como uma caminhada sem celular ou um horário fixo para parar.',
      },
      { screen: '4. Peça ajuda', say: 'Por fim, converse com alguém: seu chefe sobre a carga de trabalho, um amigo, ou um médico se isso durar semanas.' },
    ],
    myths: [
      {
        screen: 'Burnout é só cansaço?',
        myth: 'Burnout é só cansaço, e um feriadão resolve.',
        fact: 'Burnout vem do estresse crônico no trabalho e inclui exaustão, distanciamento do trabalho e a sensação de render menos. Descanso ajuda, mas a causa também precisa mudar.',
      },
      {
        screen: 'Quem é forte aguenta?',
        myth: 'Gente forte aguenta o estresse e segue em frente.',
        fact: 'Aguentar sem recuperação é justamente como o estresse passageiro vira burnout. Descanso faz parte do bom trabalho, não é prêmio por ele.',
      },
    ],
    mistakes: [
      {
        screen: 'Almoço na frente do PC',
        mistake: 'Você almoça na mesa respondendo e-mail ao mesmo tempo.',
        fix: 'Tire pelo menos quinze minutos de almoço longe da tela, mesmo nos dias corridos.',
      },
      {
        screen: 'Rolar o feed para relaxar',
        mistake: 'Você passa uma hora no feed para relaxar e termina mais cansado.',
        fix: 'Escolha um descanso que recarrega, como uma caminhada, um banho, música ou uma ligação para um amigo.',
      },
      {
        screen: 'Esperar as férias',
        mistake: 'Você aguenta até as próximas férias em vez de descansar toda semana.',
        fix: 'Planeje uma recuperação pequena todo dia e uma folga de verdade toda semana.',
      },
    ],
    facts: [
      {
        screen: 'OMS: burnout desde 2019',
        say: 'Desde 2019, a Organização Mundial da Saúde descreve o burnout como resultado do estresse crônico no trabalho que não foi bem administrado.',
      },
      {
        screen: 'Puxe em 4, solte em 6',
        say: 'Desacelerar a respiração para umas seis respirações por minuto é um jeito simples que muita gente usa para se acalmar em poucos minutos.',
      },
    ],
    questions: [
      {
        question: 'Como saber se é burnout ou só uma semana ruim?',
        answer: 'Uma semana ruim melhora depois do fim de semana. Se a exaustão e o desânimo duram semanas, leve a sério e procure um médico.',
      },
      {
        question: 'Preciso pedir demissão para me recuperar?',
        answer: 'Nem sempre. Muitas vezes é a carga, os limites ou o tempo de descanso que precisam mudar primeiro. Converse sobre isso antes de decidir.',
      },
    ],
    comparisons: [
      {
        a: 'Férias longas',
        b: 'Descanso todo dia',
        verdict: 'O descanso diário ganha. Férias ajudam por algumas semanas, mas uma recuperação pequena todo dia impede o estresse de acumular de novo.',
      },
    ],
    before: 'Hoje você acorda cansado, tem pavor da caixa de entrada e sente culpa toda vez que descansa.',
    after: 'Depois de algumas semanas com limites claros e descanso diário, você termina o expediente com energia para a sua vida.',
  },
];
