import type { NicheId, NicheVocab, TopicVocab } from '../types.ts';

/** pt: vocabulary per niche (labels, pains, desires, mistakes, tips, myths, wins, hashtags). */
type AddedNiche = 'travel' | 'tech' | 'education' | 'parenting' | 'finance' | 'pets';

const SPEC_NICHES = {
  personal_development: {
    label: 'desenvolvimento pessoal',
    pains: [
      'Toda segunda eu começo uma vida nova e na quarta já desisti de tudo',
      'Eu sei o que fazer, mas não consigo me obrigar a fazer',
      'Meu dia é cheio de tarefas e mesmo assim sinto que não saio do lugar',
    ],
    desires: ['criar hábitos que realmente duram', 'parar de procrastinar de vez', 'fazer mais sem se esgotar'],
    mistakes: [
      { mistake: 'esperar a motivação para começar', fix: 'comece com uma versão de dois minutos da tarefa e deixe a motivação vir depois' },
      { mistake: 'mudar dez hábitos de uma vez', fix: 'escolha um único hábito e mantenha firme por trinta dias' },
      { mistake: 'planejar o dia só na cabeça', fix: 'anote suas três prioridades na noite anterior' },
      { mistake: 'comparar o próprio começo com o sucesso dos outros', fix: 'compare você apenas com quem você era no mês passado' },
    ],
    tips: [
      'Deixe o celular em outro cômodo na primeira hora de trabalho. Seu foco vai dobrar.',
      'Junte um hábito novo a um antigo: depois do café, dez minutos de leitura.',
      'Conte sequências, não dias perfeitos. Falhar um dia é normal; falhar dois seguidos já é um padrão.',
      'Decida hoje à noite qual vai ser a primeira tarefa de amanhã.',
      'Comemore as pequenas vitórias. O cérebro aprende com recompensa, não com culpa.',
    ],
    myths: [
      { myth: 'você precisa de uma motivação enorme para mudar de vida', truth: 'sistemas vencem a motivação, porque a motivação acaba antes do almoço' },
      { myth: 'toda pessoa de sucesso acorda às cinco da manhã', truth: 'a melhor rotina é a que você consegue manter, não a que começa mais cedo' },
    ],
    wins: ['Já faz dois meses que mantenho minha rotina da manhã', 'Agora eu termino o que é importante antes do almoço'],
    hashtags: ['desenvolvimentopessoal', 'autoconhecimento', 'produtividade', 'habitos', 'motivacao', 'mentalidade', 'metas', 'crescimentopessoal'],
  },
  business_marketing: {
    label: 'negócios e marketing',
    pains: [
      'Posto todo dia e mesmo assim não aparecem clientes',
      'As pessoas curtem meu conteúdo, mas ninguém compra',
      'Não sei o que postar para vender de verdade',
    ],
    desires: ['transformar seguidores em clientes', 'vender sem parecer insistente', 'fazer o seu negócio crescer com conteúdo'],
    mistakes: [
      { mistake: 'falar do produto em vez do problema do cliente', fix: 'abra cada post com o problema que o seu cliente tem agora' },
      { mistake: 'postar sem uma oferta clara', fix: 'termine um a cada três posts com uma oferta direta' },
      { mistake: 'correr atrás de curtidas em vez de conversas', fix: 'meça o sucesso por mensagens, não por curtidas' },
      { mistake: 'tentar vender para todo mundo', fix: 'descreva o seu cliente ideal em uma frase e escreva só para essa pessoa' },
    ],
    tips: [
      'Mostre um resultado real de cliente por semana. Prova vende mais do que promessa.',
      'Responda às cinco perguntas que os clientes mais fazem, um vídeo para cada uma.',
      'Coloque sua oferta na bio com palavras simples: para quem é e o que a pessoa recebe.',
      'Responda a todos os comentários na primeira hora. O algoritmo percebe, e as pessoas também.',
      'Mostre os bastidores do seu trabalho. As pessoas compram de quem transmite confiança.',
    ],
    myths: [
      {
        myth: 'você precisa de uma audiência enorme para vender',
        truth: 'uma audiência pequena que confia em você vende mais do que uma grande que não confia',
      },
      { myth: 'conteúdo bom vende sozinho', truth: 'o conteúdo gera confiança, mas só uma oferta clara transforma isso em vendas' },
    ],
    wins: ['Consegui três clientes novos com um único vídeo', 'Agora as pessoas me chamam perguntando como trabalhar comigo'],
    hashtags: ['negocios', 'marketing', 'empreendedorismo', 'empreendedor', 'vendas', 'marketingdigital', 'marcapessoal', 'pequenosnegocios'],
  },
  health_fitness: {
    label: 'saúde e fitness',
    pains: ['Eu treino pesado e a balança não se mexe', 'Começo com tudo e desisto em duas semanas', 'Vivo sem energia, mesmo dormindo oito horas'],
    desires: ['emagrecer sem passar fome', 'entrar em forma com três treinos por semana', 'ter mais energia todos os dias'],
    mistakes: [
      { mistake: 'pular o aquecimento', fix: 'aqueça pelo menos cinco minutos antes de cada treino' },
      { mistake: 'fazer só aeróbico', fix: 'inclua musculação duas vezes por semana' },
      { mistake: 'cortar calorias demais de uma vez', fix: 'coma proteína suficiente e reduza as calorias aos poucos' },
      { mistake: 'treinar no limite todos os dias', fix: 'planeje os dias de descanso como você planeja os treinos' },
    ],
    tips: [
      'Caminhe oito mil passos por dia. É a ferramenta mais fácil para perder gordura.',
      'Coloque proteína em todas as refeições. Ela dá mais saciedade e protege os seus músculos.',
      'Beba um copo de água antes de cada refeição.',
      'Dormir também é treino. Primeiro sete horas de sono, depois mais treinos.',
      'Anote as cargas que você levanta. O que é medido melhora.',
    ],
    myths: [
      { myth: 'dá para queimar a gordura da barriga fazendo abdominal', truth: 'não existe perda de gordura localizada, o corpo emagrece por inteiro' },
      { myth: 'musculação deixa a mulher grande demais', truth: 'a musculação deixa o corpo firme e forte, não volumoso' },
    ],
    wins: ['Perdi cinco quilos sem passar fome', 'Finalmente tenho vontade de treinar'],
    hashtags: ['fitness', 'treino', 'saude', 'vidasaudavel', 'emagrecimento', 'academia', 'musculacao', 'foco'],
  },
  sport_entertainment: {
    label: 'esporte',
    pains: [
      'Treino muito, mas meus resultados pararam de melhorar',
      'No jogo a pressão bate e eu jogo pior do que no treino',
      'Amo o esporte, mas não tenho tempo para treinar direito',
    ],
    desires: ['render no máximo quando mais importa', 'evoluir mais rápido treinando menos horas', 'manter a constância a temporada inteira'],
    mistakes: [
      { mistake: 'treinar só o que já sai bem', fix: 'dedique metade de cada treino ao seu ponto mais fraco' },
      { mistake: 'deixar a recuperação de lado', fix: 'trate o sono e o alongamento como parte do treino' },
      { mistake: 'copiar a rotina dos profissionais', fix: 'monte uma rotina para o seu nível e a sua agenda' },
      { mistake: 'ignorar o lado mental do jogo', fix: 'pratique um ritual curto antes do jogo para acalmar os nervos' },
    ],
    tips: [
      'Grave seus treinos uma vez por semana. A câmera mostra o que você não sente.',
      'Tenha um único objetivo pequeno por treino, não cinco.',
      'Antes de começar, visualize por dois minutos o momento decisivo do jogo.',
      'Aqueça no ritmo do jogo: com velocidade, foco e intensidade.',
      'Jogue com gente um pouco melhor que você. É o jeito mais rápido de subir de nível.',
    ],
    myths: [
      { myth: 'talento importa mais do que treino', truth: 'no longo prazo, a prática deliberada vence o talento' },
      { myth: 'quanto mais você treina, melhor fica', truth: 'você evolui quando se recupera, não só quando treina' },
    ],
    wins: ['Marquei gol no meu primeiro jogo depois da volta', 'Finalmente jogo as partidas importantes com calma'],
    hashtags: ['esporte', 'atleta', 'treino', 'vidadeatleta', 'futebol', 'time', 'motivacao', 'treinador'],
  },
  beauty_fashion: {
    label: 'beleza e moda',
    pains: [
      'Meu guarda-roupa está lotado e eu não tenho nada para vestir',
      'Gasto uma fortuna com cuidados para a pele e ela continua igual',
      'Em casa a maquiagem fica perfeita, mas na hora do almoço já parece cansada',
    ],
    desires: ['se arrumar bem em dez minutos', 'montar um guarda-roupa que realmente funciona', 'ter uma pele iluminada sem vinte produtos'],
    mistakes: [
      { mistake: 'comprar roupas que não combinam com nada do guarda-roupa', fix: 'antes de comprar, pense em três combinações para usar a peça' },
      { mistake: 'usar ativos demais ao mesmo tempo', fix: 'introduza um produto novo por vez e dê quatro semanas para ele agir' },
      { mistake: 'esquecer o protetor solar em dia nublado', fix: 'use protetor solar toda manhã, faça sol ou chuva' },
      { mistake: 'seguir todas as tendências', fix: 'fique só com as tendências que combinam com o seu rosto, o seu corpo e a sua vida' },
    ],
    tips: [
      'Monte suas combinações em torno de três cores básicas. Assim tudo combina.',
      'Hidratante antes da maquiagem aumenta muito a duração dela.',
      'Um bom ajuste na costureira faz uma roupa barata parecer cara.',
      'Lave seus pincéis toda semana. Sua pele agradece.',
      'Fotografe as combinações que você ama. Esse é o seu guia de estilo pessoal.',
    ],
    myths: [
      { myth: 'produto caro funciona melhor', truth: 'o que importa é a fórmula, não o preço' },
      { myth: 'para se vestir bem é preciso ter muitas roupas', truth: 'um guarda-roupa pequeno que combina vence um enorme que não combina' },
    ],
    wins: ['Eu me arrumo em cinco minutos e adoro o resultado', 'Minha pele nunca esteve tão calma'],
    hashtags: ['beleza', 'moda', 'estilo', 'cuidadoscomapele', 'maquiagem', 'dicasdebeleza', 'tendencias', 'estilopessoal'],
  },
  art_music: {
    label: 'arte e música',
    pains: [
      'Tenho mil ideias, mas nunca termino nada',
      'Pratico por horas e continuo sem soar do jeito que eu quero',
      'Ninguém vê meu trabalho, por mais que eu poste',
    ],
    desires: ['terminar os seus projetos', 'encontrar o seu próprio estilo', 'mostrar o seu trabalho para quem vai gostar dele'],
    mistakes: [
      { mistake: 'esperar a inspiração chegar', fix: 'sente para criar no mesmo horário todo dia e deixe a inspiração seguir a rotina' },
      { mistake: 'lapidar uma única obra para sempre', fix: 'defina um prazo e publique quando estiver bom, não perfeito' },
      { mistake: 'comparar o próprio trabalho com o dos grandes', fix: 'compare o seu trabalho com o que você fazia um ano atrás' },
      { mistake: 'praticar sem objetivo', fix: 'comece cada sessão sabendo exatamente o que quer melhorar' },
    ],
    tips: [
      'Crie algo pequeno todo dia. Volume desenvolve a habilidade mais rápido do que perfeccionismo.',
      'Copie os artistas que você admira e depois mude uma coisa. É assim que nasce um estilo.',
      'Mostre o processo, não só o resultado. As pessoas se apaixonam pelo caminho.',
      'Tenha um caderno de ideias. A maioria delas aparece quando você não está trabalhando.',
      'Termine, publique, repita. Uma obra terminada ensina mais do que um rascunho perfeito.',
    ],
    myths: [
      { myth: 'artistas de verdade já nascem com talento', truth: 'a maestria se constrói com milhares de obras pequenas e terminadas' },
      { myth: 'é preciso equipamento caro para fazer algo bom', truth: 'suas ideias e sua prática importam mais do que suas ferramentas' },
    ],
    wins: ['Terminei minha primeira música e as pessoas realmente escutam', 'Finalmente tenho um estilo que as pessoas reconhecem'],
    hashtags: ['arte', 'musica', 'artista', 'musico', 'criatividade', 'ilustracao', 'inspiracao', 'compositor'],
  },
  food_lifestyle: {
    label: 'culinária e estilo de vida',
    pains: [
      'Chego em casa sem energia e peço comida de novo',
      'Quero comer bem, mas não tenho tempo para cozinhar',
      'Faço compras e metade estraga na geladeira',
    ],
    desires: ['comer bem sem passar horas na cozinha', 'cozinhar gostoso gastando pouco', 'ter dias mais tranquilos e organizados'],
    mistakes: [
      { mistake: 'cozinhar do zero todos os dias', fix: 'prepare duas bases no domingo e combine durante a semana' },
      { mistake: 'ir ao mercado sem lista', fix: 'planeje cinco jantares e compre só o que eles pedem' },
      { mistake: 'cozinhar tudo no fogo máximo', fix: 'dê tempo para a panela esquentar e para a comida dourar' },
      { mistake: 'salgar só no final', fix: 'prove e ajuste o sal em cada etapa' },
    ],
    tips: [
      'Tenha três molhos na geladeira. Eles transformam comida simples em jantar de verdade.',
      'Cozinhe arroz e grãos em quantidade. Eles duram quatro dias na geladeira.',
      'Lave e corte os legumes assim que chegar do mercado.',
      'Um pouco de limão no final desperta quase qualquer prato.',
      'Arrume a mesa mesmo quando comer sem companhia. Isso muda a noite inteira.',
    ],
    myths: [
      { myth: 'comer bem tem que ser caro', truth: 'feijão, ovos, aveia e legumes da estação são baratos e saudáveis' },
      { myth: 'cozinhar bem leva horas', truth: 'a maioria dos bons jantares do dia a dia fica pronta em vinte minutos' },
    ],
    wins: ['Agora cozinho em casa cinco dias por semana e gasto menos tempo', 'A conta do mercado diminuiu e a gente come melhor'],
    hashtags: ['comida', 'receitas', 'comidacaseira', 'receitasfaceis', 'alimentacaosaudavel', 'estilodevida', 'culinaria', 'jantar'],
  },
  general: {
    label: 'criação de conteúdo',
    pains: ['Posto com frequência, mas meu perfil não cresce', 'Não sei sobre o que falar nos meus vídeos', 'Passo horas criando conteúdo e ninguém assiste'],
    desires: [
      'fazer o seu perfil crescer com vídeos que as pessoas assistem',
      'postar com constância sem ficar sem ideias',
      'transformar o que você sabe em conteúdo que funciona',
    ],
    mistakes: [
      { mistake: 'começar os vídeos com uma introdução longa', fix: 'fale a coisa mais interessante nos dois primeiros segundos' },
      { mistake: 'postar só quando bate a inspiração', fix: 'escolha três dias fixos para postar e cumpra' },
      { mistake: 'tentar agradar todo mundo', fix: 'fale com uma pessoa específica em cada vídeo' },
      { mistake: 'deixar a personalidade fora dos vídeos', fix: 'dê a sua opinião, mesmo que nem todo mundo concorde' },
    ],
    tips: [
      'Anote cada pergunta que fazem para você. Cada uma é um vídeo.',
      'Coloque legendas. A maioria assiste sem som.',
      'Grave cinco vídeos de uma vez e poste ao longo da semana.',
      'Termine cada vídeo com um próximo passo claro para quem está assistindo.',
      'Veja quais vídeos as pessoas salvam e faça mais parecidos com eles.',
    ],
    myths: [
      { myth: 'você precisa postar todo dia para crescer', truth: 'constância importa mais do que frequência' },
      { myth: 'o algoritmo odeia perfis pequenos', truth: 'o algoritmo testa cada vídeo com pessoas novas, não importa o tamanho do perfil' },
    ],
    wins: ['Meus vídeos finalmente chegam em quem ainda não me segue', 'Tenho ideias para os próximos três meses'],
    hashtags: ['criadordeconteudo', 'conteudo', 'dicas', 'redessociais', 'marketingdigital', 'crescimento', 'ideiasdeconteudo', 'engajamento'],
  },
} satisfies Record<Exclude<NicheId, AddedNiche>, NicheVocab>;

const ADDED_NICHES = {
  travel: {
    label: 'viagens',
    pains: [
      'Volto de toda viagem precisando de férias das férias',
      'As passagens levam metade do orçamento antes mesmo de a viagem começar',
      'Passo semanas planejando e mesmo assim caio em armadilha de turista',
    ],
    desires: ['viajar mais sem gastar mais', 'levar tudo numa mala de mão', 'encontrar lugares que não estão em todo guia'],
    mistakes: [
      { mistake: 'comprar a passagem logo na primeira pesquisa', fix: 'crie um alerta de preço e compre quando a tarifa cair' },
      { mistake: 'levar roupa para todas as situações possíveis', fix: 'faça a mala para uma semana e conte com uma lavagem de roupa' },
      { mistake: 'tentar conhecer cinco cidades em uma semana', fix: 'escolha duas bases e faça bate-voltas a partir delas' },
      { mistake: 'trocar dinheiro no aeroporto', fix: 'use um cartão de conta global ou saque no caixa eletrônico já no destino' },
      { mistake: 'comer colado nos pontos turísticos', fix: 'ande três quarteirões para longe da área turística antes de escolher onde comer' },
    ],
    tips: [
      'Voe no meio da semana. Passagens de terça e quarta costumam ser as mais baratas.',
      'Tire uma foto do passaporte e guarde uma cópia offline. Se ele sumir, isso economiza horas.',
      'Enrole as roupas em vez de dobrar. Elas ocupam menos espaço e amassam menos.',
      'Coma onde o cardápio está só na língua local. É lá que os moradores comem.',
      'Baixe os mapas offline antes de pousar. O Wi-Fi do aeroporto nunca funciona quando você precisa.',
    ],
    myths: [
      {
        myth: 'viajar é só para quem tem muito dinheiro',
        truth: 'datas flexíveis, passagens em promoção e um orçamento diário deixam a viagem bem mais acessível do que parece',
      },
      { myth: 'comprar em cima da hora sempre sai mais barato', truth: 'as passagens costumam ficar mais caras nas últimas semanas antes do voo' },
    ],
    wins: ['Passei dez dias fora só com a mala de mão', 'Essa viagem custou metade do que eu gastava antes'],
    hashtags: ['viagem', 'viagens', 'dicasdeviagem', 'viajarbarato', 'mochilao', 'turismo', 'viajante', 'partiuviagem'],
  },
  tech: {
    label: 'tecnologia',
    pains: [
      'Já vi cem tutoriais e ainda não consigo criar nada sem ajuda',
      'Passo mais tempo corrigindo bug do que escrevendo código',
      'A tecnologia muda tão rápido que eu sempre fico para trás',
    ],
    desires: ['conseguir o primeiro emprego em tecnologia', 'aprender a programar sem se esgotar', 'tirar o máximo das ferramentas que você já tem'],
    mistakes: [
      { mistake: 'assistir a tutoriais sem construir nada', fix: 'depois de cada tutorial, crie um projeto pequeno sem olhar a resposta' },
      { mistake: 'estudar três linguagens ao mesmo tempo', fix: 'escolha uma linguagem e fique nela até colocar um projeto no ar' },
      { mistake: 'copiar código sem entender', fix: 'explique cada linha em voz alta antes de colar' },
      { mistake: 'deixar o backup para depois', fix: 'ative o backup automático hoje, antes de precisar dele' },
      { mistake: 'caçar bug no chute', fix: 'leia a mensagem de erro até o fim e reproduza o bug primeiro' },
    ],
    tips: [
      'Aprenda os atalhos do editor que você usa todo dia. Dez atalhos economizam horas por mês.',
      'Faça commit no Git todos os dias. Um commit pequeno é um ponto de salvamento que ainda vai te salvar.',
      'Crie projetos que resolvem um problema real do seu dia a dia. Você termina, e eles rendem um portfólio melhor.',
      'Travou por mais de vinte minutos? Escreva a pergunta por extenso. Muitas vezes a resposta aparece enquanto você escreve.',
      'Use um gerenciador de senhas e ative a verificação em duas etapas. Leva dez minutos e bloqueia a maioria das invasões.',
    ],
    myths: [
      { myth: 'programar exige matemática avançada', truth: 'no dia a dia, programar é mais lógica e paciência do que matemática avançada' },
      {
        myth: 'depois dos trinta é tarde para entrar em tecnologia',
        truth: 'gente de todas as idades migra para tecnologia, e a experiência anterior costuma ser uma vantagem',
      },
    ],
    wins: ['Criei meu primeiro app do zero e tem gente usando de verdade', 'Agora eu resolvo bugs em minutos, não em dias'],
    hashtags: ['tecnologia', 'programacao', 'programador', 'desenvolvimentoweb', 'dev', 'aprendaprogramar', 'tech', 'carreiraemti'],
  },
  education: {
    label: 'educação',
    pains: ['Estudo horas e na hora da prova esqueço tudo', 'Entendo a aula, mas travo na hora de aplicar', 'Começo um curso cheio de gás e largo na metade'],
    desires: ['lembrar do que estudou por mais de uma semana', 'se preparar para as provas sem virar a noite', 'terminar todo curso que você começa'],
    mistakes: [
      { mistake: 'reler o resumo várias vezes', fix: 'feche o material e escreva tudo o que você lembrar' },
      { mistake: 'estudar tudo na véspera da prova', fix: 'divida a revisão em várias sessões curtas ao longo da semana' },
      { mistake: 'grifar páginas inteiras', fix: 'transforme cada página em duas perguntas e responda no dia seguinte' },
      { mistake: 'estudar com o celular na mesa', fix: 'deixe o celular em outro cômodo durante cada bloco de estudo' },
      { mistake: 'estudar só assistindo e ouvindo', fix: 'depois de cada aula, resolva um exercício ou explique a ideia com outras palavras' },
    ],
    tips: [
      'Estude em blocos de vinte e cinco minutos com pausas de cinco. O foco dura mais do que numa maratona.',
      'Explique a matéria para alguém que não entende nada do assunto. As lacunas aparecem na hora.',
      'Revise o conteúdo novo no dia seguinte, depois de três dias e depois de uma semana.',
      'Durma depois de estudar. O cérebro fixa o que aprendeu enquanto você dorme.',
      'Comece cada sessão lembrando o que estudou na última vez, antes de abrir o livro.',
    ],
    myths: [
      { myth: 'tem gente que simplesmente não nasceu para estudar', truth: 'a maior parte da diferença está no método, não no talento' },
      { myth: 'quanto mais horas de estudo, melhor o resultado', truth: 'sessões curtas e regulares com autoteste rendem mais do que maratonas' },
    ],
    wins: ['Passei na prova sem virar nenhuma noite', 'Terminei um curso que eu já tinha largado três vezes'],
    hashtags: ['educacao', 'estudos', 'dicasdeestudo', 'enem', 'concursos', 'vestibular', 'studygram', 'rotinadeestudos'],
  },
  parenting: {
    label: 'criação de filhos',
    pains: [
      'Toda hora de dormir vira uma batalha de uma hora',
      'Passo o dia dizendo não e ninguém me escuta',
      'Sinto culpa sempre que tiro um minuto para mim',
    ],
    desires: ['colocar as crianças para dormir sem briga', 'impor limites sem gritar', 'acalmar uma birra sem ceder'],
    mistakes: [
      { mistake: 'dar longas explicações no meio de uma birra', fix: 'nomeie o sentimento em poucas palavras e espere a calma antes de conversar' },
      { mistake: 'mudar a rotina da hora de dormir toda noite', fix: 'repita os mesmos três passos na mesma ordem todas as noites' },
      {
        mistake: 'fazer uma pergunta quando não existe escolha de verdade',
        fix: 'dê uma orientação clara ou ofereça duas opções que funcionem para a família',
      },
      { mistake: 'usar tela para preencher toda espera', fix: 'tenha na bolsa alguns brinquedos silenciosos para filas e viagens de carro' },
      { mistake: 'elogiar só o resultado', fix: 'elogie o esforço e diga exatamente o que a criança fez de bom' },
    ],
    tips: [
      'Avise cinco minutos antes de cada mudança de atividade. A criança resiste à surpresa, não à mudança em si.',
      'Ofereça duas opções que funcionem para você: o copo vermelho ou o azul.',
      'Brinque dez minutos por dia do que a criança escolher. Isso evita mais conflito do que qualquer regra.',
      'Coloque as regras da casa em desenhos na altura dos olhos da criança. A imagem lembra melhor do que a voz alta.',
      'Cuide do seu sono também. Com descanso, a paciência rende muito mais.',
    ],
    myths: [
      { myth: 'pai e mãe bons nunca perdem a paciência', truth: 'todo mundo perde a paciência, e o que importa é fazer as pazes depois' },
      {
        myth: 'bebê precisa dormir a noite inteira desde os primeiros meses',
        truth: 'acordar à noite é normal por bastante tempo, e cada criança chega lá no próprio ritmo',
      },
    ],
    wins: ['Agora a hora de dormir leva vinte minutos e ninguém chora', 'As crianças agora vêm me contar quando erram, em vez de esconder'],
    hashtags: ['maternidade', 'criacaodefilhos', 'maternidadereal', 'paternidade', 'educacaopositiva', 'maedeprimeiraviagem', 'filhos', 'rotinainfantil'],
  },
  finance: {
    label: 'finanças',
    pains: [
      'Ganho bem e mesmo assim chego no fim do mês sem nada',
      'A declaração do imposto de renda vira uma caça aos recibos perdidos',
      'Quero investir, mas tenho medo de perder tudo',
    ],
    desires: ['guardar dinheiro sem abrir mão de tudo o que você gosta', 'parar de pagar imposto a mais, dentro da lei', 'começar a investir com pouco'],
    mistakes: [
      { mistake: 'guardar só o que sobra no fim do mês', fix: 'separe um valor fixo no dia do pagamento, antes de qualquer gasto' },
      { mistake: 'juntar os recibos numa caixa até a época da declaração', fix: 'fotografe cada recibo no mesmo dia e guarde tudo numa pasta só' },
      { mistake: 'misturar o dinheiro pessoal com o da empresa', fix: 'abra uma conta separada para as receitas e despesas do trabalho' },
      { mistake: 'investir no que está na moda esta semana', fix: 'aplique todo mês num fundo amplo e pare de olhar a cotação todo dia' },
      { mistake: 'ignorar as pequenas assinaturas mensais', fix: 'liste todas as assinaturas a cada trimestre e cancele as que ninguém usa' },
    ],
    tips: [
      'Monte uma reserva de emergência de três meses de gastos antes de investir.',
      'Separe uma parte de cada pagamento para os impostos no dia em que ele cair. Assim o imposto nunca vira surpresa.',
      'Anote todos os gastos durante um mês. Quase todo mundo descobre dinheiro escorrendo pelo ralo.',
      'Quite primeiro a dívida com os juros mais altos.',
      'Confira o que pode ser deduzido no imposto de renda. Despesas com saúde e educação entram na conta, e muita gente esquece.',
    ],
    myths: [
      { myth: 'é preciso muito dinheiro para começar a investir', truth: 'dá para começar com pouco todo mês, e o tempo faz a maior parte do trabalho' },
      { myth: 'restituição do imposto de renda é um bônus', truth: 'a restituição é dinheiro pago a mais durante o ano, voltando com atraso' },
    ],
    wins: ['Pela primeira vez na vida tenho uma reserva de emergência', 'Fiz a declaração em uma noite, sem desespero'],
    hashtags: [
      'financas',
      'financaspessoais',
      'investimentos',
      'educacaofinanceira',
      'dinheiro',
      'impostoderenda',
      'organizacaofinanceira',
      'reservadeemergencia',
    ],
  },
  pets: {
    label: 'cuidados com pets',
    pains: [
      'Meu pet vira a casa de cabeça para baixo toda vez que eu saio',
      'Todo passeio com meu cachorro vira um cabo de guerra',
      'Gasto uma fortuna no veterinário e ainda não sei do que meu pet precisa',
    ],
    desires: [
      'entender o que o seu pet está tentando dizer',
      'ensinar bons modos sem gritar nem castigar',
      'manter o pet saudável e gastar menos com veterinário',
    ],
    mistakes: [
      { mistake: 'castigar o pet por algo que aconteceu horas atrás', fix: 'recompense o comportamento certo em até dois segundos' },
      { mistake: 'dar comida da mesa', fix: 'deixe a comida no pote e os petiscos só para o treino' },
      { mistake: 'pular o check-up anual porque o pet parece bem', fix: 'leve o pet ao veterinário uma vez por ano, mesmo que tudo pareça normal' },
      { mistake: 'deixar um pet entediado sozinho o dia inteiro sem nada para fazer', fix: 'antes de sair, deixe um brinquedo recheável ou algo para roer' },
      { mistake: 'trocar a ração de uma vez', fix: 'misture a ração nova na antiga aos poucos, ao longo de uma semana' },
    ],
    tips: [
      'Treine em sessões de cinco minutos. Curto e frequente funciona melhor do que uma aula longa.',
      'Pese o pet uma vez por mês. Mudança de peso costuma ser o primeiro sinal de que algo está errado.',
      'Deixe o cachorro farejar no passeio. Dez minutos farejando cansam mais do que meia hora de corrida.',
      'Escove os dentes do pet algumas vezes por semana. Problemas dentários estão entre os motivos mais comuns de consulta.',
      'Salve hoje no celular o telefone de um hospital veterinário 24 horas.',
    ],
    myths: [
      {
        myth: 'focinho quente e seco é sinal de doença',
        truth: 'o focinho diz quase nada sobre a saúde, já o apetite, a energia e o comportamento dizem muito',
      },
      { myth: 'pet adulto não aprende mais nada', truth: 'pets aprendem em qualquer idade quando as sessões são curtas e recompensadas' },
    ],
    wins: ['Agora meu pet fica tranquilo quando eu saio de casa', 'Pela primeira vez a consulta no veterinário foi rápida e sem estresse'],
    hashtags: ['pets', 'mundopet', 'cachorro', 'gato', 'adestramento', 'petlovers', 'gatosdoinstagram', 'caesdoinstagram'],
  },
} satisfies Record<AddedNiche, NicheVocab>;

export const PT_NICHES: Record<NicheId, NicheVocab> = { ...SPEC_NICHES, ...ADDED_NICHES };

/** pt: lines for an idea no niche's vocabulary covers (true of almost any practical idea). */
export const PT_ANY_TOPIC: TopicVocab = {
  pains: [
    'Já li tudo sobre isso e ainda não sei por onde começar',
    'Eu tento por alguns dias e depois a rotina me engole',
    'Fico esperando o momento certo, e ele nunca chega',
  ],
  desires: ['ver progresso de verdade nos próximos trinta dias', 'finalmente fazer acontecer sem se esgotar', 'encaixar isso na sua semana sem grande esforço'],
  mistakes: [
    { mistake: 'tentar mudar tudo de uma vez', fix: 'escolha uma mudança pequena e repita todos os dias por duas semanas' },
    { mistake: 'esperar o momento perfeito para começar', fix: 'comece hoje com a versão mais simples que você consegue fazer' },
    { mistake: 'copiar o que funcionou para outra pessoa', fix: 'teste em você e fique só com o que realmente ajuda' },
    { mistake: 'julgar o resultado depois de poucos dias', fix: 'dê um mês e anote de onde você está começando' },
  ],
  tips: [
    'Anote onde você está hoje. Daqui a um mês você vai ver exatamente quanto avançou.',
    'Comece com cinco minutos. O que é pequeno é fácil de repetir, e é a repetição que funciona.',
    'Ligue isso a algo que você já faz todo dia, como o café da manhã.',
    'Pergunte a quem já passou por isso. Uma boa pergunta pode poupar meses.',
    'Decida antes o que fazer quando perder um dia, para que uma falha não vire uma semana.',
  ],
  myths: [
    {
      myth: 'você precisa de horas livres para chegar a algum lugar com isso',
      truth: 'alguns minutos focados todo dia rendem mais do que uma sessão longa por mês',
    },
    { myth: 'algumas pessoas já nascem boas nisso', truth: 'quase toda a diferença está na prática e num plano que você segue de verdade' },
  ],
  wins: ['Parei de complicar e finalmente vejo progresso', 'Dez minutos por dia, e um mês depois funciona de verdade'],
};
