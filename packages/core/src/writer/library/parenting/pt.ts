import type { NicheMaterial } from '../types.ts';

/** parenting, pt: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'baby-sleep',
    label: 'Sono do bebê',
    keywords: [
      'sono do bebê',
      'sono',
      'bebê não dorme',
      'rotina do sono',
      'hora de dormir',
      'soneca',
      'sonecas',
      'acorda de madrugada',
      'regressão do sono',
      'salto de desenvolvimento',
      'janela de sono',
      'treinamento do sono',
      'só dorme no colo',
      'cama compartilhada',
      'recém-nascido',
      'ritual do sono',
    ],
    hooks: [
      'Seu bebê pode brigar com o sono porque vai para a cama tarde demais, não cedo demais.',
      'A rotina que fez meu bebê dormir em vinte minutos.',
      'Se toda soneca vira guerra, confere primeiro há quanto tempo o bebê está acordado.',
    ],
    tips: [
      {
        screen: 'Mesma rotina toda noite',
        say: 'Faz os mesmos três ou quatro passos toda noite, tipo banho, pijama, mamada e música. A ordem avisa o bebê que o sono está chegando.',
      },
      {
        screen: 'Olho na janela de sono',
        say: 'Presta atenção em quanto tempo o bebê está acordado. Bebê cansado demais briga mais com o sono do que bebê sem sono.',
      },
      { screen: 'Madrugada escura e sem graça', say: 'Deixa as mamadas da madrugada escuras, silenciosas e sem graça. Conversa e sorriso ficam para o dia.' },
      { screen: 'Luz do dia de manhã', say: 'Abre a cortina e sai um pouco de manhã. A luz do dia ajuda o relógio do bebê a separar dia e noite.' },
      {
        screen: 'Sonolento, mas acordado',
        say: 'De vez em quando, coloca o bebê no berço sonolento, mas ainda acordado, para dormir ali virar algo conhecido.',
      },
    ],
    steps: [
      { screen: 'Diminui a luz', say: 'Primeiro, diminui as luzes e desliga as telas uns trinta minutos antes de dormir.' },
      { screen: 'Banho morno', say: 'Depois, um banho morno ou uma lavadinha e pijama limpo.' },
      { screen: 'Mamada e livrinho', say: 'Depois, mamada e um livrinho ou música curta, toda noite na mesma poltrona.' },
      { screen: 'Berço de barriga para cima', say: 'Por último, berço de barriga para cima, com as mesmas palavras de boa noite de sempre.' },
    ],
    myths: [
      {
        screen: 'Tirar a soneca ajuda?',
        myth: 'Se o bebê não dormir de dia, vai dormir melhor à noite.',
        fact: 'Bebê cansado demais costuma dormir pior. Sonecas boas durante o dia muitas vezes deixam a noite mais tranquila.',
      },
      {
        screen: 'Papinha faz dormir?',
        myth: 'Começar a introdução alimentar mais cedo faz o bebê dormir a noite toda.',
        fact: 'Os estudos não mostram que comida mais cedo acaba com os despertares. Começa quando o bebê estiver pronto, geralmente por volta dos seis meses.',
      },
    ],
    mistakes: [
      {
        screen: 'Dormir tarde demais',
        mistake: 'Você atrasa a hora de dormir achando que o bebê vai acordar mais tarde.',
        fix: 'Testa colocar para dormir mais cedo por uma semana. Muitos bebês dormem mais quando deitam mais cedo.',
      },
      {
        screen: 'Método novo toda noite',
        mistake: 'Você testa um truque novo de sono toda noite.',
        fix: 'Escolhe um jeito e mantém por pelo menos uma semana antes de julgar.',
      },
      {
        screen: 'Berço cheio de coisa',
        mistake: 'Você coloca travesseiro, protetor e bichinho de pelúcia no berço para ficar aconchegante.',
        fix: 'Deixa o berço só com o lençol com elástico. É assim que fica seguro para o bebê.',
      },
    ],
    facts: [
      { screen: '14 a 17 horas', say: 'Recém-nascidos dormem umas catorze a dezessete horas por dia, mas em pedacinhos curtos.' },
      {
        screen: 'Barriga para cima',
        say: 'Colocar o bebê para dormir de barriga para cima, num berço vazio, no primeiro ano é uma das coisas mais seguras que você pode fazer.',
      },
    ],
    questions: [
      {
        question: 'Quando meu bebê vai dormir a noite toda?',
        answer: 'O normal varia muito. Muitos bebês acordam pelo menos uma vez por noite no primeiro ano, e isso não quer dizer que você está errando.',
      },
      {
        question: 'O que é a regressão do sono dos quatro meses?',
        answer:
          'Por volta dos quatro meses, o sono fica mais parecido com o de adulto, com fases mais leves. Muitos bebês acordam mais por algumas semanas e depois se ajeitam.',
      },
    ],
    comparisons: [
      {
        a: 'Treinamento do sono',
        b: 'Acolher e acalmar',
        verdict: 'Os dois podem funcionar. Escolhe o que você consegue fazer com calma toda noite, porque constância pesa mais que o método.',
      },
    ],
    before: 'Agora a hora de dormir leva duas horas e você levanta a cada resmungo do bebê.',
    after: 'Depois de umas duas semanas com a mesma rotina, a noite fica mais calma e você também consegue dormir uns pedaços maiores.',
  },
  {
    id: 'toddler-tantrums',
    label: 'Birras e grandes emoções',
    keywords: [
      'birra',
      'birras',
      'manha',
      'criança fazendo birra',
      'chilique',
      'terrible two',
      'criança de dois anos',
      'emoções',
      'criação com apego',
      'disciplina positiva',
      'bater',
      'morder',
      'não obedece',
      'limites',
      'briga de irmãos',
      'birra no mercado',
    ],
    hooks: [
      'Seu filho não está te dando trabalho. Ele está passando por um momento difícil.',
      'O que eu falo quando meu filho se joga no chão do mercado.',
      'Dar nome ao sentimento acaba com as nossas birras mais rápido que qualquer ameaça.',
    ],
    tips: [
      {
        screen: 'Dá nome ao sentimento',
        say: 'Fala o sentimento em voz alta: você ficou bravo porque a gente tem que ir embora. Sentimento com nome fica menor.',
      },
      { screen: 'Duas opções', say: 'Oferece duas opções que funcionam para você: copo vermelho ou azul. Criança briga menos quando tem voz.' },
      { screen: 'Avisa antes', say: 'Avisa antes das mudanças: mais duas vezes no escorregador e a gente vai. Fim de repente causa muita birra.' },
      { screen: 'Perto e calmo', say: 'Durante a birra, fica perto, fala pouco e baixinho. No meio da tempestade, explicação não entra.' },
      { screen: 'Confere o básico', say: 'Confere primeiro se é fome ou sono. Um lanche ou uma soneca resolvem mais birra que qualquer frase pronta.' },
    ],
    steps: [
      { screen: 'Segurança primeiro', say: 'Primeiro, garante a segurança de todo mundo: tira o que for perigoso ou leva a criança para um canto mais calmo.' },
      { screen: 'Respira antes', say: 'Depois, respira fundo uma vez antes de falar qualquer coisa.' },
      { screen: 'Nomeia e mantém o limite', say: 'Depois, nomeia o sentimento e mantém o limite: você quer muito o doce, e a resposta continua sendo não.' },
      { screen: 'Reconecta depois', say: 'Por último, quando passar, oferece um abraço e conversa rapidinho sobre o que aconteceu, sem sermão.' },
    ],
    myths: [
      {
        screen: 'Birra é falta de educação?',
        myth: 'Se seu filho faz birra, é porque você está educando errado.',
        fact: 'Birra faz parte do desenvolvimento. Criança pequena sente emoções enormes muito antes de conseguir controlar.',
      },
      {
        screen: 'Ceder resolve?',
        myth: 'Ceder é o jeito mais rápido de acabar com a birra.',
        fact: 'Acaba com essa, mas ensina que birra funciona. Manter o limite com calma e carinho faz elas ficarem mais raras com o tempo.',
      },
    ],
    mistakes: [
      {
        screen: 'Explicar no meio da birra',
        mistake: 'Você explica e argumenta enquanto a criança grita.',
        fix: 'Fala menos durante a tempestade. Conversa quando ela estiver calma de novo.',
      },
      {
        screen: 'Gritar de volta',
        mistake: 'Você grita para a criança parar de gritar.',
        fix: 'Abaixa a voz e desacelera. A criança pega emprestada a sua calma antes de aprender a dela.',
      },
      {
        screen: 'Não para tudo',
        mistake: 'Você diz não para tudo o dia inteiro.',
        fix: 'Mantém poucas regras firmes sobre segurança e respeito, e diz sim onde não faz diferença.',
      },
    ],
    facts: [
      {
        screen: 'Pico de um a três anos',
        say: 'As birras são mais comuns entre um e três anos, e a maioria das crianças tem bem menos lá pelos quatro ou cinco.',
      },
      {
        screen: 'Cérebro em construção',
        say: 'A parte do cérebro que controla os impulsos continua se desenvolvendo até uns vinte e cinco anos. Uma criança de dois anos realmente não consegue só se acalmar.',
      },
    ],
    questions: [
      { question: 'Devo ignorar a birra?', answer: 'Ignora o comportamento, não a criança. Fica por perto e calmo, não cede e se reconecta assim que passar.' },
      {
        question: 'O que fazer quando meu filho bate?',
        answer: 'Segura a mão com calma e fala: eu não vou deixar você bater. Depois mostra o que ele pode fazer, tipo bater o pé ou apertar uma almofada.',
      },
    ],
    comparisons: [
      {
        a: 'Cantinho do pensamento',
        b: 'Ficar junto',
        verdict:
          'Para os pequenos, ficar junto até a criança se acalmar costuma funcionar melhor. Os maiores podem gostar de um cantinho da calma que eles mesmos escolheram.',
      },
    ],
    before: 'Agora todo não vira criança gritando no chão, e você tem pavor de ir ao mercado.',
    after: 'Depois de algumas semanas repetindo os mesmos passos com calma, as birras ficam mais curtas e você sabe exatamente o que dizer.',
  },
  {
    id: 'screen-time',
    label: 'Crianças e telas',
    keywords: [
      'telas',
      'tempo de tela',
      'tablet',
      'celular para criança',
      'desenho',
      'youtube kids',
      'videogame',
      'joguinho',
      'televisão',
      'primeiro celular',
      'criança viciada em celular',
      'tirar o celular',
      'detox digital',
      'limite de tela',
      'redes sociais para crianças',
    ],
    hooks: [
      'Tirar o tablet não é a parte difícil. Difícil são os dez minutos depois.',
      'Como a gente diminuiu as telas sem briga todo dia.',
      'Nada de tela na refeição e antes de dormir mudou nossas noites mais que qualquer limite de tempo.',
    ],
    tips: [
      { screen: 'Avisa antes de acabar', say: 'Avisa cinco minutos antes e termina num ponto natural, tipo o fim do episódio, não no meio do jogo.' },
      { screen: 'Tela fora do quarto', say: 'À noite, tela fica fora do quarto, a sua também. Isso protege o sono mais que qualquer configuração.' },
      { screen: 'Próxima atividade pronta', say: 'Deixa a próxima atividade pronta antes de a tela acabar: um lanche, uma volta ou um jogo juntos.' },
      { screen: 'Assistam juntos', say: 'De vez em quando, assiste ou joga com a criança. Conversar sobre o que ela vê transforma a tela em tempo juntos.' },
      { screen: 'Regra para você também', say: 'Guarda o seu celular na hora da refeição. Criança copia muito mais o que você faz do que o que você fala.' },
    ],
    steps: [
      { screen: 'Observa como está', say: 'Primeiro, durante uma semana, só observa quanto tempo e em que horários a criança fica nas telas.' },
      { screen: 'Momentos sem tela', say: 'Depois, escolhe dois momentos sem tela, tipo as refeições e a hora antes de dormir.' },
      { screen: 'Combinem as regras', say: 'Depois, combina as regras com a criança e escreve num papel, para quem diz não ser a regra, e não você.' },
      { screen: 'Revisem depois de um mês', say: 'Por último, depois de um mês, vejam juntos o que funciona e ajustem.' },
    ],
    myths: [
      {
        screen: 'Toda tela é igual?',
        myth: 'Todo tempo de tela é igualmente ruim.',
        fact: 'Videochamada com a avó ou um filme visto juntos é bem diferente de horas de vídeo no automático sozinho. Conteúdo e contexto importam.',
      },
      {
        screen: 'App educativo basta?',
        myth: 'Aplicativo educativo substitui brincadeira e leitura.',
        fact: 'Criança pequena aprende mais conversando, brincando e lendo com uma pessoa. O app pode somar, mas não substitui.',
      },
    ],
    mistakes: [
      {
        screen: 'Tela como calmante',
        mistake: 'Você dá o celular toda vez que a criança fica chateada.',
        fix: 'Deixa a tela como uma das opções e treina outros jeitos de se acalmar, como colo, água ou uma volta.',
      },
      {
        screen: 'Desligar sem aviso',
        mistake: 'Você desliga o tablet sem nenhum aviso.',
        fix: 'Avisa antes e combina um ponto final claro, como o fim do episódio.',
      },
      {
        screen: 'Regra só para criança',
        mistake: 'Você rola o feed na mesa enquanto manda as crianças largarem o celular.',
        fix: 'Cria momentos sem tela para a família toda, incluindo você.',
      },
    ],
    facts: [
      { screen: 'Até 2 anos sem telas', say: 'A Sociedade Brasileira de Pediatria recomenda evitar telas para crianças com menos de dois anos.' },
      {
        screen: 'Dos 2 aos 5: uma hora',
        say: 'Dos dois aos cinco anos, a Sociedade Brasileira de Pediatria recomenda no máximo uma hora de tela por dia, sempre com supervisão.',
      },
    ],
    questions: [
      {
        question: 'Com que idade dar celular para o meu filho?',
        answer:
          'Não existe idade perfeita. Começa com um celular simples ou com controle dos pais, combina as regras antes e vai soltando conforme a criança mostra que dá conta.',
      },
      {
        question: 'Por que meu filho faz birra quando a tela acaba?',
        answer:
          'As telas são feitas para ser difíceis de largar, e o fim de repente parece uma perda. Aviso, ponto final claro e próxima atividade ajudam muito.',
      },
    ],
    comparisons: [
      {
        a: 'Limite rígido de tempo',
        b: 'Momentos sem tela',
        verdict:
          'Momentos sem tela, como refeição e hora de dormir, são mais fáceis de cumprir e geram menos briga. Coloca um limite de tempo por cima se a tela ainda toma o lugar do sono ou da brincadeira.',
      },
    ],
    before: 'Agora toda noite termina numa briga pelo tablet, e ninguém sai ganhando.',
    after: 'Depois de um mês com regras claras, a tela acaba com um aviso, não com uma guerra. E a noite fica mais leve para todo mundo.',
  },
  {
    id: 'picky-eaters',
    label: 'Seletividade alimentar e refeições',
    keywords: [
      'seletividade alimentar',
      'criança que não come',
      'não come nada',
      'não come verdura',
      'não come legumes',
      'enjoado para comer',
      'introdução alimentar',
      'blw',
      'papinha',
      'lancheira',
      'lanche da escola',
      'alimentação infantil',
      'comida nova',
      'hora da refeição',
      'prato da criança',
    ],
    hooks: [
      'Seu filho não vai ser enjoado para comer para sempre. Ele só precisa de mais tentativas do que você imagina.',
      'Parei de falar só mais uma colherada, e o jantar melhorou.',
      'Coloco um alimento seguro em todo prato, e meu filho seletivo começou a provar coisas novas.',
    ],
    tips: [
      { screen: 'Um alimento seguro', say: 'Coloca em todo prato um alimento que a criança já come, do lado do novo. Isso tira a pressão.' },
      { screen: 'Porção minúscula', say: 'Serve um pedacinho do alimento novo, tipo uma ervilha ou uma rodela. Pouquinho assusta menos.' },
      { screen: 'Sem pressão', say: 'Não suborna, não elogia cada garfada e não insiste. Pressão costuma fazer a criança comer menos do que você queria.' },
      { screen: 'Comam juntos', say: 'Sempre que der, come a mesma comida na mesma mesa. Criança copia o que vê o adulto comer.' },
      {
        screen: 'Deixa ajudar',
        say: 'Deixa a criança lavar, mexer a panela ou escolher um legume na feira. Ela fica mais curiosa com a comida que ajudou a fazer.',
      },
    ],
    steps: [
      { screen: 'Olhar e tocar', say: 'Primeiro, só coloca o alimento novo na mesa e deixa a criança olhar e tocar.' },
      { screen: 'Cheirar e lamber', say: 'Depois, convida a cheirar ou dar uma lambidinha, sem obrigação de comer.' },
      { screen: 'Provinha pequena', say: 'Depois, oferece uma provinha e deixa cuspir no guardanapo se não gostar.' },
      { screen: 'Repete por semanas', say: 'Por último, continua servindo com calma umas duas vezes por semana, mesmo se recusar de novo.' },
    ],
    myths: [
      {
        screen: 'Raspar o prato?',
        myth: 'A criança tem que raspar o prato antes de sair da mesa.',
        fact: 'Obrigar a raspar o prato ensina a ignorar a saciedade. Você decide o que serve, a criança decide quanto come.',
      },
      {
        screen: 'Vai passar fome?',
        myth: 'Se a criança seletiva pular o jantar, vai passar fome e ficar doente.',
        fact: 'Criança saudável equilibra a alimentação ao longo de vários dias, não numa refeição. Oferece refeições e lanches regulares e confia nisso.',
      },
    ],
    mistakes: [
      {
        screen: 'Cardápio separado',
        mistake: 'Você faz outra comida toda vez que a criança recusa o jantar.',
        fix: 'Faz uma refeição só para a família, sempre com um item que a criança aceita.',
      },
      {
        screen: 'Beliscar o dia todo',
        mistake: 'A criança belisca a tarde toda e chega sem fome no jantar.',
        fix: 'Define horário de lanche e deixa umas duas horas sem comida antes das refeições.',
      },
      {
        screen: 'Sobremesa como prêmio',
        mistake: 'Você promete sobremesa se ela comer a verdura.',
        fix: 'Deixa a sobremesa neutra, às vezes servida junto com a refeição, para a verdura não virar castigo.',
      },
    ],
    facts: [
      {
        screen: 'Até 15 tentativas',
        say: 'Uma criança pode precisar provar um alimento novo de dez a quinze vezes antes de aceitar, então uma recusa ainda não quer dizer nada.',
      },
      {
        screen: 'Estômago pequeno',
        say: 'A porção de uma criança pequena costuma ser de um quarto a metade da de um adulto, então poucas colheradas podem ser uma refeição inteira.',
      },
    ],
    questions: [
      {
        question: 'Vale esconder legume na comida?',
        answer: 'Pode somar nutrientes, mas serve legume à vista também. A criança só aprende a gostar do que vê e prova.',
      },
      {
        question: 'Quando a seletividade é motivo de preocupação?',
        answer: 'Conversa com o pediatra se a criança está perdendo peso, come pouquíssimos alimentos no total ou engasga e entra em pânico com comida nova.',
      },
    ],
    comparisons: [
      {
        a: 'Esconder legumes',
        b: 'Servir à vista',
        verdict: 'Servir à vista ensina a aceitar com o tempo. Esconder ajuda a completar os nutrientes, então muitos pais fazem os dois.',
      },
    ],
    before: 'Agora toda refeição é uma negociação e a criança vive de macarrão e biscoito.',
    after: 'Depois de uns dois meses sem pressão, a mesa fica mais tranquila e alguns alimentos novos entraram no cardápio sem alarde.',
  },
  {
    id: 'homework-school',
    label: 'Lição de casa e escola',
    keywords: [
      'lição de casa',
      'dever de casa',
      'tarefa de casa',
      'escola',
      'volta às aulas',
      'rotina da manhã',
      'manhã antes da escola',
      'leitura',
      'alfabetização',
      'aprender a ler',
      'notas',
      'professora',
      'primeiro dia de aula',
      'hábito de estudo',
      'não quer ir para a escola',
    ],
    hooks: [
      'A briga da lição de casa não é sobre matemática. É sobre horário.',
      'Como a nossa manhã antes da escola saiu do caos para vinte minutos de calma.',
      'Para de perguntar como foi a escola. Pergunta o que fez seu filho rir hoje.',
    ],
    tips: [
      { screen: 'Lanche primeiro', say: 'Dá um lanche e um tempo livre antes da lição. Cérebro com fome e cansado depois da escola briga com tudo.' },
      { screen: 'Mesmo horário, mesmo lugar', say: 'Faz a lição sempre no mesmo horário e na mesma mesa, para virar rotina e não discussão.' },
      {
        screen: 'Perto, mas sem fazer',
        say: 'Fica por perto e disponível, mas deixa a criança fazer. O erro mostra para a professora o que precisa explicar.',
      },
      { screen: 'Prepara na véspera', say: 'Arruma a mochila e separa a roupa na noite anterior. A manhã anda melhor quando não sobra decisão.' },
      { screen: 'Perguntas melhores', say: 'Depois da escola, faz perguntas específicas, tipo o que te fez rir hoje, em vez de como foi a escola.' },
    ],
    steps: [
      { screen: 'Pausa e lanche', say: 'Primeiro, depois da escola, lanche e uns trinta minutos de brincadeira livre ou descanso.' },
      { screen: 'Olhem a lista', say: 'Depois, olhem juntos todas as tarefas e decidam por onde começar.' },
      { screen: 'Blocos curtos', say: 'Depois, trabalhem em blocos curtos de quinze ou vinte minutos, com uma pausa para se mexer no meio.' },
      { screen: 'Direto na mochila', say: 'Por último, coloca a tarefa pronta direto na mochila, já pronta para a manhã.' },
    ],
    myths: [
      {
        screen: 'Mais lição, mais nota?',
        myth: 'Quanto mais lição de casa, melhor a criança vai na escola.',
        fact: 'Para crianças pequenas, as pesquisas ligam muita lição a pouco ganho. Ler junto e dormir bem pesam mais.',
      },
      {
        screen: 'Ajudar é corrigir tudo?',
        myth: 'Pai e mãe bons garantem que a lição volte sem nenhum erro.',
        fact: 'Lição de casa é treino. Se você corrige tudo, a professora não enxerga onde a criança precisa de ajuda.',
      },
    ],
    mistakes: [
      {
        screen: 'Lição assim que chega',
        mistake: 'Você manda fazer a lição no minuto em que a criança passa pela porta.',
        fix: 'Primeiro lanche e descanso, depois lição num horário fixo.',
      },
      {
        screen: 'Fazer por ela',
        mistake: 'Você acaba fazendo a lição pela criança só para terminar logo.',
        fix: 'Ajuda no primeiro exercício, depois se afasta e deixa ela tentar o resto.',
      },
      {
        screen: 'Manhã corrida',
        mistake: 'Você procura tênis, assina bilhete e monta lancheira às sete da manhã.',
        fix: 'Passa para a noite anterior tudo que der e deixa uma lista do lado da porta.',
      },
    ],
    facts: [
      {
        screen: '10 minutos por série',
        say: 'Uma referência usada em escolas dos Estados Unidos é de uns dez minutos de lição por ano escolar por noite. No segundo ano, seriam uns vinte.',
      },
      {
        screen: '9 a 12 horas de sono',
        say: 'Crianças de seis a doze anos precisam de umas nove a doze horas de sono por noite. Criança cansada sofre muito mais com a lição.',
      },
    ],
    questions: [
      {
        question: 'Ajudo na lição ou deixo fazer sozinho?',
        answer: 'Fica por perto e ajuda a começar, mas deixa a criança pensar. Se ela trava toda noite, conversa com a professora.',
      },
      {
        question: 'Como fazer meu filho ler mais?',
        answer: 'Lê em voz alta com ele, mesmo depois que ele já lê sozinho, e deixa ele escolher os livros, gibi também. Primeiro o prazer, depois o nível.',
      },
    ],
    comparisons: [
      {
        a: 'Lição logo depois da escola',
        b: 'Lição depois de uma pausa',
        verdict:
          'Depois de uma pausa curta funciona melhor para a maioria, porque a criança volta alimentada e descansada. Só mantém o horário de início fixo para não escorregar para a noite.',
      },
    ],
    before: 'Agora a lição termina em choro toda noite, e a manhã é uma corrida até o portão da escola.',
    after: 'Depois de algumas semanas de rotina firme, a lição tem hora certa e vocês saem de casa sem grito.',
  },
  {
    id: 'new-parent-life',
    label: 'Mães e pais de primeira viagem',
    keywords: [
      'mãe de primeira viagem',
      'pai de primeira viagem',
      'primeiro filho',
      'recém-nascido',
      'puerpério',
      'pós-parto',
      'licença-maternidade',
      'culpa materna',
      'maternidade real',
      'baby blues',
      'depressão pós-parto',
      'privação de sono',
      'exaustão materna',
      'relacionamento depois do bebê',
      'amamentação',
      'rede de apoio',
    ],
    hooks: [
      'Ninguém me contou que a parte mais difícil do primeiro mês seriam as madrugadas, não o bebê.',
      'Se você é mãe ou pai de primeira viagem e está dormindo três horas por noite, isso é para você.',
      'Antes do primeiro filho chegar, combinem quem acorda em quais madrugadas.',
    ],
    tips: [
      { screen: 'Durmam em turnos', say: 'Se vocês são dois, dividam a noite em turnos, para cada um ter pelo menos um bloco de sono mais longo.' },
      {
        screen: 'Ajuda com tarefa certa',
        say: 'Quando alguém oferecer ajuda, dá uma tarefa concreta, tipo trazer o jantar ou segurar o bebê enquanto você toma banho.',
      },
      { screen: 'Abaixa a régua', say: 'Abaixa a régua da casa por alguns meses. Bebê alimentado, pais alimentados e algum descanso já é a lista toda.' },
      {
        screen: 'Sai um pouco todo dia',
        say: 'Sai para uma caminhada curta todo dia, nem que sejam dez minutos. Luz e movimento ajudam o seu humor e o relógio do bebê.',
      },
      { screen: 'Fala do que sente', say: 'Fala em voz alta como você está de verdade para alguém de confiança. Guardar só deixa mais pesado.' },
    ],
    steps: [
      { screen: 'Combinem as noites', say: 'Primeiro, antes do bebê chegar ou assim que der, combinem quem fica com quais despertares da noite.' },
      { screen: 'Congela comida', say: 'Depois, enche o congelador de comida fácil ou combina com algumas pessoas para trazerem refeições.' },
      { screen: 'Cantinho da mamada', say: 'Depois, monta um cantinho da mamada com água, lanche, carregador e fralda de pano à mão.' },
      { screen: 'Conversa semanal', say: 'Por último, uma vez por semana, perguntem um para o outro com sinceridade como estão e o que ajudaria.' },
    ],
    myths: [
      {
        screen: 'Amor instantâneo?',
        myth: 'O amor enorme tem que chegar no segundo em que o bebê nasce.',
        fact: 'Para muitos pais, o vínculo cresce ao longo das semanas. Sentir estranhamento no começo é comum e não quer dizer que você está falhando.',
      },
      {
        screen: 'Boa mãe dá conta sozinha?',
        myth: 'Mãe boa dá conta de tudo sem ajuda.',
        fact: 'Bebês sempre foram criados com rede de apoio. Pedir ajuda é habilidade, não fraqueza.',
      },
    ],
    mistakes: [
      {
        screen: 'Esquecer de comer',
        mistake: 'Você amamenta ou dá mamadeira a cada duas horas e esquece de comer.',
        fix: 'Deixa lanches de comer com uma mão e uma garrafa grande de água no cantinho da mamada.',
      },
      {
        screen: 'Comparar na internet',
        mistake: 'Você compara os seus piores dias com as melhores fotos dos outros.',
        fix: 'Silencia os perfis que te fazem mal e conversa com pais de verdade sobre dias de verdade.',
      },
      {
        screen: 'Ignorar a tristeza',
        mistake: 'Você espera semanas achando que a tristeza vai passar sozinha.',
        fix: 'Se a tristeza ou a ansiedade durarem mais de duas semanas, fala com o seu médico. Tratamento funciona.',
      },
    ],
    facts: [
      {
        screen: 'Baby blues é comum',
        say: 'Até oito em cada dez mães têm baby blues nos primeiros dias depois do parto, e ele costuma passar em até duas semanas.',
      },
      {
        screen: 'Uma em cada quatro',
        say: 'No Brasil, uma grande pesquisa da Fiocruz encontrou sintomas de depressão pós-parto em cerca de uma em cada quatro mães.',
      },
    ],
    questions: [
      {
        question: 'É normal sentir que eu não sei o que estou fazendo?',
        answer:
          'É. Quase todo pai e mãe de primeira viagem sente isso. Você vai conhecendo o seu bebê um dia de cada vez, e a segurança vem da prática, não do instinto.',
      },
      {
        question: 'Como manter o casamento com um recém-nascido em casa?',
        answer: 'Agora as pequenas coisas contam: dez minutos de conversa que não seja sobre o bebê, um obrigado pela madrugada, uma volta curta juntos.',
      },
    ],
    comparisons: [
      {
        a: 'Fazer tudo sozinha',
        b: 'Dividir a carga',
        verdict: 'Dividir ganha. Anotem quem faz o quê, da madrugada à roupa suja, porque tarefa que ninguém combinou sempre cai numa pessoa só.',
      },
    ],
    before: 'Agora você vive de sono picado e se pergunta se para todo mundo é mais fácil.',
    after: 'Com um plano para as noites e gente para contar, as semanas ficam mais leves e você começa a curtir o seu bebê.',
  },
];
